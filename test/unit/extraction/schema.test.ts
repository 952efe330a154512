import { describe, expect, it } from '@jest/globals';
import { toJsonSchema } from '../../../src/extraction/schema/json-schema.ts';
import { type TOutputSchema, ZOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { validateResult } from '../../../src/extraction/schema/validate-result.ts';

const invoiceSchema: TOutputSchema = [
  { name: 'invoice_number', type: 'string', required: true, description: 'As printed' },
  { name: 'date', type: 'string', format: 'date' },
  { name: 'total', type: 'number', required: true },
  { name: 'paid', type: 'boolean' },
  {
    name: 'items',
    type: 'array',
    items: {
      type: 'object',
      properties: [
        { name: 'description', type: 'string', required: true },
        { name: 'price', type: 'number', required: true },
        { name: 'tags', type: 'array', items: { type: 'string' } },
      ],
    },
  },
];

describe('output schema model', () => {
  it('accepts the spec’s property kinds, nested arrays of objects included', () => {
    expect(ZOutputSchema.safeParse(invoiceSchema).success).toBe(true);
  });

  it('refuses duplicate names within one object, with the path of the duplicate', () => {
    const result = ZOutputSchema.safeParse([
      { name: 'a', type: 'string' },
      { name: 'a', type: 'number' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [1, 'name'], message: 'The name "a" is used twice here' });
  });

  it('allows the same name in different objects', () => {
    const result = ZOutputSchema.safeParse([
      { name: 'a', type: 'object', properties: [{ name: 'x', type: 'string' }] },
      { name: 'b', type: 'object', properties: [{ name: 'x', type: 'string' }] },
    ]);
    expect(result.success).toBe(true);
  });

  it('refuses schemas deeper than 6 levels and larger than 300 properties', () => {
    let deep: TOutputSchema = [{ name: 'leaf', type: 'string' }];
    for (let level = 0; level < 6; level++) {
      deep = [{ name: `level${level}`, type: 'object', properties: deep }];
    }
    const tooDeep = ZOutputSchema.safeParse(deep);
    expect(tooDeep.success).toBe(false);
    expect(tooDeep.error?.issues[0]?.message).toContain('at most 6 levels');

    const wide = Array.from({ length: 301 }, (_, index) => ({ name: `f${index}`, type: 'string' as const }));
    expect(ZOutputSchema.safeParse(wide).success).toBe(false);
  });

  it('refuses unknown kinds, unknown formats and bad names', () => {
    expect(ZOutputSchema.safeParse([{ name: 'a', type: 'integer' }]).success).toBe(false);
    expect(ZOutputSchema.safeParse([{ name: 'a', type: 'string', format: 'phone' }]).success).toBe(false);
    expect(ZOutputSchema.safeParse([{ name: '1abc', type: 'string' }]).success).toBe(false);
    expect(ZOutputSchema.safeParse([{ name: 'Rechnungsnummer_ü', type: 'string' }]).success).toBe(true);
  });
});

describe('JSON Schema', () => {
  it('describes nested arrays of objects, formats and required fields (2020-12)', () => {
    const json = toJsonSchema(invoiceSchema);
    expect(json).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      additionalProperties: false,
      required: ['invoice_number', 'date', 'total', 'paid', 'items'],
    });
    const properties = json.properties as Record<string, Record<string, unknown>>;
    expect(properties.invoice_number).toEqual({ type: 'string', description: 'As printed' });
    expect(properties.date).toEqual({ type: ['string', 'null'], format: 'date' });
    expect(properties.total).toEqual({ type: 'number' });
    expect(properties.items).toEqual({
      type: ['array', 'null'],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['description', 'price', 'tags'],
        properties: {
          description: { type: 'string' },
          price: { type: 'number' },
          tags: { type: ['array', 'null'], items: { type: 'string' } },
        },
      },
    });
  });
});

describe('result validation', () => {
  it('accepts a matching result', () => {
    const result = {
      invoice_number: '4711',
      date: '2026-11-01',
      total: 1234.56,
      paid: null,
      items: [{ description: 'Widget', price: 10, tags: ['a'] }],
    };
    expect(validateResult(invoiceSchema, result)).toEqual([]);
  });

  it('names the path of every problem, inside arrays of objects too', () => {
    const problems = validateResult(invoiceSchema, {
      invoice_number: 4711,
      date: '01.11.2026',
      items: [{ description: 'Widget', price: 10 }, { description: 'Gadget', price: '12,00', extra: true }, null],
      surprise: 1,
    });
    expect(problems.map(({ path, message, code }) => ({ path, message, code }))).toEqual([
      { path: 'invoice_number', message: 'expected text, found a number', code: 'error.expected_text' },
      { path: 'date', message: '"01.11.2026" is not a valid date', code: 'error.invalid_format' },
      { path: 'total', message: 'required field missing', code: 'error.required_missing' },
      { path: 'items[1].price', message: 'expected a number, found text', code: 'error.expected_number' },
      { path: 'items[1].extra', message: 'is not a field of the schema', code: 'error.not_in_schema' },
      { path: 'items[2]', message: 'required field missing', code: 'error.required_missing' },
      { path: 'surprise', message: 'is not a field of the schema', code: 'error.not_in_schema' },
    ]);
  });

  it('words what it found the way a user reads it, never "a undefined"', () => {
    expect(validateResult(invoiceSchema, undefined)).toEqual([
      {
        path: '(result)',
        message: 'expected an object, found nothing',
        code: 'error.expected_object',
        params: { found: 'nothing' },
      },
    ]);
    expect(validateResult(invoiceSchema, 'text')).toMatchObject([
      { path: '(result)', message: 'expected an object, found text' },
    ]);
    const problems = validateResult(invoiceSchema, { invoice_number: { value: '1' }, total: true, items: {} });
    expect(problems.map((problem) => problem.message)).toEqual([
      'expected text, found an object',
      'expected a number, found true or false',
      'expected a list, found an object',
    ]);
  });

  it('checks formats', () => {
    const schema: TOutputSchema = [
      { name: 'at', type: 'string', format: 'datetime' },
      { name: 'time', type: 'string', format: 'time' },
      { name: 'mail', type: 'string', format: 'email' },
      { name: 'site', type: 'string', format: 'uri' },
    ];
    expect(
      validateResult(schema, { at: '2026-11-22T10:00:00+01:00', time: '23:59', mail: 'a@b.de', site: 'https://x.y' }),
    ).toEqual([]);
    expect(validateResult(schema, { at: 'yesterday', time: '25:00', mail: 'nope', site: 'not a url' })).toHaveLength(4);
  });

  it('refuses a date or date-time that is not on the calendar or the clock (Date.parse rolls it over)', () => {
    const schema: TOutputSchema = [
      { name: 'day', type: 'string', format: 'date' },
      { name: 'at', type: 'string', format: 'datetime' },
    ];
    const invalid = (day: string, at = '2026-11-22T10:00:00Z') => validateResult(schema, { day, at });
    expect(invalid('2026-02-30')).toEqual([
      {
        path: 'day',
        message: '"2026-02-30" is not a valid date',
        code: 'error.invalid_format',
        params: { value: '2026-02-30', format: 'date' },
      },
    ]);
    for (const day of ['2026-02-29', '2026-04-31', '2026-00-10', '2026-13-01', '2026-06-00', '1900-02-29']) {
      expect(invalid(day)).toHaveLength(1);
    }
    for (const day of ['2024-02-29', '2000-02-29', '2026-12-31', '2026-01-31', '2026-04-30']) {
      expect(invalid(day)).toEqual([]);
    }
    for (const at of ['2026-02-30T10:00:00Z', '2026-04-31T10:00', '2026-01-01T24:00:00Z', '2026-01-01T10:00+01:60']) {
      expect(invalid('2026-01-01', at).map((problem) => problem.path)).toEqual(['at']);
    }
    for (const at of ['2024-02-29T23:59:59.5Z', '2026-01-01T00:00', '2026-01-01T10:00:00-05:30']) {
      expect(invalid('2026-01-01', at)).toEqual([]);
    }
  });
});
