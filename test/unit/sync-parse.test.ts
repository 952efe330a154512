import { describe, expect, it } from '@jest/globals';
import { initTRPC } from '@trpc/server';
import { ZodError, z } from 'zod';
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
