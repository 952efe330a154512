import { describe, expect, it } from '@jest/globals';
import { type AnyProcedure, initTRPC, TRPCError } from '@trpc/server';
import { z } from 'zod';
import { callProcedure } from '../../src/trpc/call-procedure.ts';
import { isParsedSynchronously, parsingSynchronously } from '../../src/trpc/sync-parse.ts';

type TCtx = { user: string | null };

const t = initTRPC.context<TCtx>().create();
const procedure = parsingSynchronously(t.procedure);
const signedIn = procedure.use(({ ctx, next }) => {
  if (!ctx.user) {
    throw new TRPCError({ code: 'UNAUTHORIZED' });
  }
  return next({ ctx: { greeting: `hello ${ctx.user}` } });
});
const ZPage = z.object({ page: z.coerce.number().int().min(0) });
const ZFilter = z.object({ status: z.enum(['open', 'done']).optional() });

const procedures: Record<string, AnyProcedure> = {
  list: signedIn
    .input(ZPage)
    .input(ZFilter)
    .output(z.object({ greeting: z.string(), page: z.number(), status: z.string().optional() }))
    .query(({ ctx, input }) => ({ greeting: ctx.greeting, ...input, undeclared: true })),
  broken: procedure.output(z.object({ n: z.number() })).query(() => ({ n: 'one' }) as never),
  checkedLater: procedure
    .input(z.object({ n: z.number().refine(async (n) => n > 0, 'positive') }))
    .mutation(({ input }) => input.n * 2),
  failing: procedure.query(() => {
    throw new Error('boom');
  }),
};

async function outcome(call: () => Promise<unknown>) {
  try {
    return { data: await call() };
  } catch (error) {
    const trpcError = error as TRPCError;
    return { code: trpcError.code, message: trpcError.message, cause: (trpcError.cause as Error | undefined)?.name };
  }
}

const cases: [string, TCtx, unknown][] = [
  ['list', { user: 'ada' }, { page: '2', status: 'open', extra: 1 }],
  ['list', { user: 'ada' }, { page: '-1' }],
  ['list', { user: null }, { page: '1' }],
  ['broken', { user: null }, undefined],
  ['checkedLater', { user: null }, { n: 3 }],
  ['checkedLater', { user: null }, { n: -3 }],
  ['failing', { user: null }, undefined],
];

describe('callProcedure', () => {
  it.each(cases)('answers %s like tRPC’s own caller (ctx %j, input %j)', async (name, ctx, input) => {
    const procedure = procedures[name] as AnyProcedure;
    const options = () => ({
      path: name,
      type: procedure._def.type as 'query' | 'mutation',
      ctx,
      getRawInput: async () => input,
      signal: undefined,
      batchIndex: 0,
    });
    const ours = await outcome(() => callProcedure(procedure, options()));
    const theirs = await outcome(() => procedure(options()));
    expect(ours).toEqual(theirs);
  });

  it('gets a result for every case above, not only errors', async () => {
    const list = procedures.list as AnyProcedure;
    const data = await callProcedure(list, {
      path: 'list',
      type: 'query',
      ctx: { user: 'ada' },
      getRawInput: async () => ({ page: '2', status: 'open' }),
      signal: undefined,
      batchIndex: 0,
    });
    expect(data).toEqual({ greeting: 'hello ada', page: 2, status: 'open' });
  });
});

describe('parsingSynchronously', () => {
  it('gives the schemas of every builder made from the wrapped one a synchronous parse', () => {
    const input = z.object({ id: z.string() });
    const output = z.object({ ok: z.boolean() });
    procedure
      .use(({ next }) => next())
      .meta({})
      .input(input)
      .output(output)
      .query(() => ({ ok: true }));
    expect(isParsedSynchronously(input)).toBe(true);
    expect(isParsedSynchronously(output)).toBe(true);
    expect(isParsedSynchronously(z.object({}))).toBe(false);
  });
});
