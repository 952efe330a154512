import { describe, expect, it } from '@jest/globals';
import type { Request } from 'express';
import type { TApp } from '../../src/app.ts';
import { extendedContext, LAZY_EM } from '../../src/trpc/lazy-context.ts';

/** An app whose ORM hands out numbered forks (the real fork is MikroORM's; only its count matters here). */
function contextWithLazyEm() {
  const forks: { fork: number }[] = [];
  const app = { orm: { em: { fork: () => forks[forks.push({ fork: forks.length + 1 }) - 1] } } } as unknown as TApp;
  const context = { app, req: {} as Request, actor: null };
  Object.defineProperty(context, 'em', LAZY_EM);
  return { context: context as typeof context & { em: unknown }, forks };
}

describe('extendedContext (the REST door’s next({ ctx }))', () => {
  it('adds the new parts without forking the EntityManager', () => {
    const { context, forks } = contextWithLazyEm();
    const extended = extendedContext(context, { team: { teamId: 't', role: 'member' } }) as Record<string, unknown>;
    expect(forks).toHaveLength(0);
    expect(extended).toMatchObject({ app: context.app, req: context.req, actor: null, team: { teamId: 't' } });
  });

  it('keeps one fork per request, shared by every copy, made on first use', () => {
    const { context, forks } = contextWithLazyEm();
    const extended = extendedContext(context, { team: 1 }) as { em: unknown };
    const again = extendedContext(extended, { project: 2 }) as { em: unknown };
    expect(again.em).toBe(context.em);
    expect(extended.em).toBe(context.em);
    expect(forks).toEqual([{ fork: 1 }]);
  });

  it('lets new parts replace old ones, as a spread does', () => {
    const { context } = contextWithLazyEm();
    const replaced = extendedContext(context, { em: 'given', actor: 'someone' }) as Record<string, unknown>;
    expect(replaced.em).toBe('given');
    expect(replaced.actor).toBe('someone');
    expect(extendedContext({ a: 1, b: 2 }, { b: 3 })).toStrictEqual({ a: 1, b: 3 });
  });
});
