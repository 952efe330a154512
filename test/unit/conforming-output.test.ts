import { describe, expect, it } from '@jest/globals';
import { type AnyProcedure, initTRPC } from '@trpc/server';
import { z } from 'zod';
import { toExecutionListRow } from '../../src/routers/projects/execution-list-rows.ts';
// The procedure's module gives the real output schema to `.output()`, as the router does.
import '../../src/routers/projects/list-executions.ts';
import { ZListExecutionsOutput } from '../../src/routers/projects/list-executions.types.ts';
import type { TExecutionListRow } from '../../src/services/executions/find-executions.ts';
import { callProcedure } from '../../src/trpc/call-procedure.ts';
import { conformanceCheckOf } from '../../src/trpc/conforming-output.ts';
import { parseNow, parsingSynchronously } from '../../src/trpc/sync-parse.ts';

const sqlRow: TExecutionListRow = {
  id: '0d9f5c1e-6a8b-4a43-9a57-1f0f1b8a5a01',
  project_id: '5b1e2a7c-3f44-4d0e-8a39-2c5f6d7e8f90',
  project_revision_id: null,
  created_by_user_id: null,
  created_by_api_key_id: '7c2d9e4f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  execution_type: 'api',
  processing_mode: 'balanced',
  processing_mode_fallback: false,
  processing_mode_fallback_mode: null,
  reference: 'PO-1',
  title: 'Rechnung „1“',
  json_result: { total: 1.5, notes: 'a\n"b"\\ 😀', items: [{ a: 1 }], '10': null },
  status: 'success',
  error_details: [],
  warning_details: [{ code: 'warning.field_not_found', params: { path: 'total' } }],
  errors: null,
  warnings: null,
  created_at: '2026-11-27T10:00:00.000Z',
  document_count: 1,
  reviewed_result: null,
  reviewed_by_user_id: null,
  reviewed_at: null,
  excluded_from_evaluation: false,
};
const row = toExecutionListRow(sqlRow, 'en', undefined);
const page = { data: [row], count: 1, page: 0, per_page: 20, total_pages: 1, count_exact: true, next_cursor: null };

/** Pages that differ from a conforming one in one way each. */
const variants: [string, unknown][] = [
  ['a conforming page', page],
  ['an empty page', { ...page, data: [] }],
  ['a row with an undeclared key (a leak)', { ...page, data: [{ ...row, password_hash: 'x' }] }],
  ['a row carrying the cursor columns', { ...page, data: [{ ...row, cursor_at: 'x', total_count: 1 }] }],
  ['a row without a key', { ...page, data: [{ ...row, document_count: undefined }] }],
  ['keys in another order', { ...page, data: [(({ id, ...rest }) => ({ ...rest, id }))(row)] }],
  ['an envelope with an undeclared key', { ...page, secret: 1 }],
  ['an invalid uuid', { ...page, data: [{ ...row, id: 'not-a-uuid' }] }],
  ['a date without offset', { ...page, data: [{ ...row, created_at: '2026-11-27 10:00:00' }] }],
  ['a status outside the enum', { ...page, data: [{ ...row, status: 'lost' }] }],
  ['a fractional count', { ...page, count: 1.5 }],
  ['an infinite count', { ...page, count: Number.POSITIVE_INFINITY }],
  ['a string count', { ...page, count: '1' }],
  ['a result with an own __proto__ key', { ...page, data: [{ ...row, json_result: JSON.parse('{"__proto__": 1}') }] }],
  ['a result that is an array', { ...page, data: [{ ...row, json_result: [1] }] }],
  ['a result that is a Date', { ...page, data: [{ ...row, json_result: new Date(0) }] }],
  [
    'a coded message with an undeclared key',
    { ...page, data: [{ ...row, warning_details: [{ code: 'x', params: {}, raw: 1 }] }] },
  ],
  [
    'a coded message with a boolean value',
    { ...page, data: [{ ...row, error_details: [{ code: 'x', params: { a: true } }] }] },
  ],
  [
    'a nested message (the web UI’s shape)',
    {
      ...page,
      data: [{ ...row, warning_details: [{ code: 'w', params: { reason: { code: 'text', params: { text: 'a' } } } }] }],
    },
  ],
  [
    'a nested message with an undeclared key',
    {
      ...page,
      data: [{ ...row, warning_details: [{ code: 'w', params: { reason: { code: 'r', params: {}, raw: 1 } } }] }],
    },
  ],
  [
    'a nested message that is not a message',
    { ...page, data: [{ ...row, warning_details: [{ code: 'w', params: { reason: { text: 'a' } } }] }] },
  ],
  ['an array with an undefined item', { ...page, data: [{ ...row, errors: [undefined, 'a'] }] }],
  ['a row that is a class instance', { ...page, data: [Object.assign(new (class Row {})(), row)] }],
];

describe('conformanceCheckOf', () => {
  const check = conformanceCheckOf(ZListExecutionsOutput);

  it('covers the list’s output schema, and a list page as the procedure builds it passes', () => {
    expect(check).toBeDefined();
    expect(check?.(page)).toBe(true);
  });

  it.each(variants)('passes only what zod would answer unchanged: %s', (name, value) => {
    let parsed: { json: string } | { error: true };
    try {
      parsed = { json: JSON.stringify(ZListExecutionsOutput.parse(value)) };
    } catch {
      parsed = { error: true };
    }
    const unchanged = 'json' in parsed && parsed.json === JSON.stringify(value);
    // A class instance zod would copy unchanged is still left to zod: stricter is safe.
    expect(check?.(value)).toBe(unchanged && !name.includes('class instance'));
  });

  it('checks a union of primitives and one object (a nested message) itself', () => {
    const union = conformanceCheckOf(z.object({ a: z.union([z.string(), z.object({ b: z.string() })]) }));
    expect(union?.({ a: 'x' })).toBe(true);
    expect(union?.({ a: { b: 'x' } })).toBe(true);
    expect(union?.({ a: { b: 'x', c: 1 } })).toBe(false);
    expect(union?.({ a: 1 })).toBe(false);
  });

  it('passes schemas with parts it does not know to zod', () => {
    for (const schema of [
      z.object({ a: z.string().optional() }),
      z.object({ a: z.string().default('x') }),
      z.object({ a: z.string().trim() }),
      z.object({ a: z.string().min(1) }),
      z.object({ a: z.number().min(0) }),
      z.object({ a: z.string().transform((text) => text.length) }),
      z.object({ a: z.email() }),
      z.object({ a: z.date() }),
      z.looseObject({ a: z.string() }),
      z.object({ a: z.array(z.string()).min(1) }),
      // Two object options: the first that accepts a value could strip what the other declares.
      z.object({ a: z.union([z.string(), z.object({ b: z.string() }), z.object({ c: z.string() })]) }),
      z.object({ a: z.string() }).refine(() => true),
    ]) {
      expect(conformanceCheckOf(schema)).toBeUndefined();
    }
  });
});

/** zod's full parse (it copies and strips) of a deep copy, as JSON, or that it refuses. */
function zodParsed(value: unknown): { json: string } | { error: true } {
  try {
    return { json: JSON.stringify(ZListExecutionsOutput.parse(structuredClone(value))) };
  } catch {
    return { error: true };
  }
}

describe('the list’s output schema, validating output as its procedure does', () => {
  const validateOutput = async (value: unknown) => parseNow(ZListExecutionsOutput, 'output', value);

  it('answers a conforming page as it is: the very object, no copy', async () => {
    expect(await validateOutput(page)).toBe(page);
  });

  it.each(variants)('answers exactly what zod’s full parse answers: %s', async (_name, value) => {
    const parsed = await validateOutput(value).then(
      (data) => ({ json: JSON.stringify(data) }),
      () => ({ error: true as const }),
    );
    expect(parsed).toEqual(zodParsed(value));
  });
});

describe('the tRPC door (tRPC’s own output layer)', () => {
  const t = initTRPC.create();
  const ZRow = z.object({ id: z.string(), tags: z.array(z.string()) });
  const conformingRow = { id: 'a', tags: ['x'] };
  const builder = parsingSynchronously(t.procedure).output(ZRow);
  const caller = t.createCallerFactory(
    t.router({
      conforming: builder.query(() => conformingRow),
      leaking: builder.query(() => ({ id: 'a', tags: ['x'], password_hash: 'secret' })),
      invalid: builder.query(() => ({ id: 'a', tags: [1] }) as never),
    }),
  )({});

  it('answers conforming output as it is, without zod’s copy', async () => {
    expect(await caller.conforming()).toBe(conformingRow);
  });

  it('still strips what the schema does not declare, and refuses what does not fit', async () => {
    expect(await caller.leaking()).toStrictEqual({ id: 'a', tags: ['x'] });
    await expect(caller.invalid()).rejects.toThrow('Output validation failed');
  });
});

describe('the REST door (call-procedure.ts)', () => {
  const t = initTRPC.create();
  const ZRow = z.object({ id: z.string(), tags: z.array(z.string()) });
  const leaking = parsingSynchronously(t.procedure)
    .output(ZRow)
    .query(() => ({ id: 'a', tags: ['x'], password_hash: 'secret' }));
  const conforming = parsingSynchronously(t.procedure)
    .output(ZRow)
    .query(() => ({ id: 'a', tags: ['x'] }));
  const call = (procedure: AnyProcedure) =>
    callProcedure(procedure, {
      path: 'p',
      type: 'query',
      ctx: {},
      getRawInput: async () => undefined,
      signal: undefined,
      batchIndex: 0,
    });

  it('still strips what the schema does not declare', async () => {
    expect(await call(leaking as AnyProcedure)).toEqual({ id: 'a', tags: ['x'] });
  });

  it('answers conforming data as it is', async () => {
    expect(await call(conforming as AnyProcedure)).toStrictEqual({ id: 'a', tags: ['x'] });
  });
});
