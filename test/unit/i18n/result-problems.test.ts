import { describe, expect, it } from '@jest/globals';
import { renderExecutionMessages } from '../../../src/contracts/executions.ts';
import { problemsOf } from '../../../src/extraction/extract-with-cache.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { validateResult } from '../../../src/extraction/schema/validate-result.ts';
import { EXECUTION_MESSAGES } from '../../../src/i18n/execution-messages.ts';
import { renderCodedMessage } from '../../../src/i18n/render-coded.ts';

const schema: TOutputSchema = [
  { name: 'invoice_number', type: 'string', required: true },
  { name: 'date', type: 'string', format: 'date' },
  { name: 'total', type: 'number', required: true },
  { name: 'paid', type: 'boolean' },
  { name: 'items', type: 'array', items: { type: 'object', properties: [{ name: 'price', type: 'number' }] } },
  { name: 'supplier', type: 'object', properties: [{ name: 'name', type: 'string' }] },
];

/** The lines an execution stores for an invalid answer (run-extraction.ts), as the German API says them. */
const german = (problems: { path: string; message: string }[]) =>
  renderExecutionMessages(
    { errors: problems.map((problem) => `${problem.path}: ${problem.message}`), warnings: [] },
    'de',
  ).errors;

describe('why an answer does not fit the schema, in German', () => {
  it('says what was expected and what was found', () => {
    const problems = validateResult(schema, {
      invoice_number: 4711,
      date: '01.11.2026',
      total: 'zwölf',
      paid: 'ja',
      items: { price: 1 },
      supplier: [],
    });
    expect(german(problems)).toEqual([
      'invoice_number: erwartet wurde Text, gefunden: eine Zahl',
      'date: „01.11.2026“ ist kein gültiger Wert im Format Datum (JJJJ-MM-TT)',
      'total: erwartet wurde eine Zahl, gefunden: Text',
      'paid: erwartet wurde wahr oder falsch, gefunden: Text',
      'items: erwartet wurde eine Liste, gefunden: ein Objekt',
      'supplier: erwartet wurde ein Objekt, gefunden: eine Liste',
    ]);
    expect(german(validateResult(schema, undefined))).toEqual([
      '(result): erwartet wurde ein Objekt, gefunden: nichts',
    ]);
  });

  it('says that a day not on the calendar is no date, with the form a date takes', () => {
    const problems = validateResult(schema, { invoice_number: 'R-1', total: 1, date: '2026-02-30' });
    expect(problems.map((problem) => `${problem.path}: ${problem.message}`)).toEqual([
      'date: "2026-02-30" is not a valid date',
    ]);
    expect(german(problems)).toEqual(['date: „2026-02-30“ ist kein gültiger Wert im Format Datum (JJJJ-MM-TT)']);
  });

  it('says that the model answered no JSON, keeping the parser’s words', () => {
    const problems = problemsOf(
      { schema, documents: [], instructions: null } as never,
      { result: undefined, unparsed: { text: '{', error: 'Unexpected end of JSON input' } } as never,
    );
    expect(german(problems)).toEqual([
      '(result): die Antwort des Modells war kein gültiges JSON (Unexpected end of JSON input)',
    ]);
  });

  it('words each problem in English as the model’s repair and the API read it (pinned before the catalogue gave the wording)', () => {
    const english = (problems: { path: string; message: string }[]) =>
      problems.map((problem) => `${problem.path}: ${problem.message}`);
    expect(
      english(
        validateResult(schema, {
          invoice_number: true,
          date: '2026-13-01',
          total: [],
          paid: 1,
          items: [{ price: null }, 'x'],
          supplier: 'ACME',
          extra: 1,
        }),
      ),
    ).toEqual([
      'invoice_number: expected text, found true or false',
      'date: "2026-13-01" is not a valid date',
      'total: expected a number, found a list',
      'paid: expected true or false, found a number',
      'items[1]: expected an object, found text',
      'supplier: expected an object, found text',
      'extra: is not a field of the schema',
    ]);
    expect(english(validateResult(schema, { items: null }))).toEqual([
      'invoice_number: required field missing',
      'total: required field missing',
    ]);
    expect(english(validateResult(schema, 'text'))).toEqual(['(result): expected an object, found text']);
    const notJson = problemsOf(
      { schema, documents: [], instructions: null } as never,
      { result: undefined, unparsed: { text: '{', error: 'Unexpected end of JSON input' } } as never,
    );
    expect(english(notJson)).toEqual([
      "(result): the model's answer was not valid JSON (Unexpected end of JSON input)",
    ]);
  });

  it('takes its English wording from the catalogue: an edited template changes the problem and the error line alike', () => {
    const template = EXECUTION_MESSAGES['error.required_missing'];
    const before = template.en;
    try {
      (template as { en: string }).en = '{path}: this field must be given';
      const [problem] = validateResult(schema, { total: 1 });
      expect(problem).toEqual({
        path: 'invoice_number',
        message: 'this field must be given',
        code: 'error.required_missing',
      });
      expect(renderCodedMessage({ code: 'error.required_missing', params: { path: 'invoice_number' } }, 'en')).toBe(
        `${problem?.path}: ${problem?.message}`,
      );
    } finally {
      (template as { en: string }).en = before;
    }
  });
});
