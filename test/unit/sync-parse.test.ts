import { describe, expect, it } from '@jest/globals';
import { type AnyProcedure, initTRPC } from '@trpc/server';
import { ZodError, z } from 'zod';
import { callProcedure } from '../../src/trpc/call-procedure.ts';
import { isParsedSynchronously, parsingSynchronously } from '../../src/trpc/sync-parse.ts';

const procedure = parsingSynchronously(initTRPC.create().procedure);

/** The schema as a procedure's `.input()` leaves it (its own instance gets the synchronous parseAsync). */
function parsedSynchronously<TSchema extends z.ZodType>(schema: TSchema): TSchema {
  procedure.input(schema);
  return schema;
}

describe('schemas given to a procedure built with parsingSynchronously', () => {
  it('answers parseAsync with zod’s synchronous parse: same value, undeclared keys stripped', async () => {
    const schema = parsedSynchronously(z.object({ rows: z.array(z.object({ id: z.uuid(), n: z.number() })) }));
    expect(isParsedSynchronously(schema)).toBe(true);
    const id = '0b7e6f4c-1d2a-4c3b-8a9d-1234567890ab';
    const parsed = await schema.parseAsync({ rows: [{ id, n: 1, secret: 'x' }], extra: true });
    expect(parsed).toEqual({ rows: [{ id, n: 1 }] });
    expect(Object.keys(parsed.rows[0] ?? {})).toEqual(['id', 'n']);
  });

  it('rejects invalid data with the ZodError an asynchronous parse gives', async () => {
    const schema = parsedSynchronously(z.object({ n: z.number() }));
    const rejected = await schema.parseAsync({ n: 'one' }).catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(ZodError);
    expect((rejected as ZodError).issues[0]?.path).toEqual(['n']);
  });

  it('falls back to the asynchronous parse for a schema with an async check', async () => {
    const schema = parsedSynchronously(z.object({ n: z.number().refine(async (n) => n > 0, 'positive') }));
    await expect(schema.parseAsync({ n: 2 })).resolves.toEqual({ n: 2 });
    await expect(schema.parseAsync({ n: -1 })).rejects.toBeInstanceOf(ZodError);
  });
});

describe('one schema instance as one procedure’s output and another’s input', () => {
  const t = initTRPC.create();
  const sync = parsingSynchronously(t.procedure);
  const conformingRow = () => ({ id: 'a', tags: ['x'] });

  /** Both procedures on one schema, registered in either order; `write` changes its input (as a procedure may). */
  function proceduresSharing(outputFirst: boolean) {
    const ZRow = z.object({ id: z.string(), tags: z.array(z.string()) });
    const received: unknown[] = [];
    const read = () => sync.output(ZRow).query(() => conformingRow());
    const write = () =>
      sync.input(ZRow).mutation(({ input }) => {
        received.push(input);
        input.tags.push('changed by the procedure');
        return null;
      });
    const router = outputFirst
      ? t.router({ read: read(), write: write() })
      : t.router({ write: write(), read: read() });
    return { ZRow, router, received };
  }

  it.each([
    ['output first', true],
    ['input first', false],
  ])(
    'gives the input procedure zod’s copy, never the caller’s object, at both doors (%s)',
    async (_name, outputFirst) => {
      const { router, received } = proceduresSharing(outputFirst);
      const caller = t.createCallerFactory(router)({});
      const viaRest = (input: unknown) =>
        callProcedure(router._def.procedures.write as AnyProcedure, {
          path: 'write',
          type: 'mutation',
          ctx: {},
          getRawInput: async () => input,
          signal: undefined,
          batchIndex: 0,
        });
      for (const call of [(input: { id: string; tags: string[] }) => caller.write(input), viaRest]) {
        received.length = 0;
        const sent = conformingRow();
        await call(sent);
        expect(received).toHaveLength(1);
        expect(received[0]).not.toBe(sent);
        expect(sent).toEqual(conformingRow());
      }
    },
  );

  it('still answers the output procedure’s conforming data as it is, while the schema’s own parseAsync copies', async () => {
    const { ZRow, router } = proceduresSharing(true);
    const row = { id: 'b', tags: [] };
    const readRow = sync.output(ZRow).query(() => row);
    const caller = t.createCallerFactory(t.router({ ...router._def.procedures, readRow }))({});
    expect(await caller.readRow()).toBe(row);
    expect(await ZRow.parseAsync(row)).not.toBe(row);
  });
});
