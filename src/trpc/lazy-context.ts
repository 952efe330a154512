import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { TApp } from '../app.ts';
import type { TContext } from './context.ts';

const FORKED_EM = Symbol("the request's EntityManager");

type TForkingRequest = Request & { [FORKED_EM]?: EntityManager };

/** The request's one EntityManager, forked on first use. */
export function requestEm(app: TApp, req: Request): EntityManager {
  // useContext as RequestContext's fork had it: inside `em.transactional()` this em resolves to
  // the transaction's.
  (req as TForkingRequest)[FORKED_EM] ??= app.orm.em.fork({ useContext: true });
  return (req as TForkingRequest)[FORKED_EM] as EntityManager;
}

/**
 * The context's lazy parts, as accessors shared by every context: an object literal with its own
 * `get em()` makes a new hidden class per request (~4 µs, and ~9 µs more for each copy tRPC makes
 * with `next({ ctx })`, plus the garbage); accessors with the same functions share one. Spreading
 * the context reads them, so every copy holds the same fork (extendedContext keeps them unread).
 */
export const LAZY_EM: PropertyDescriptor = {
  get(this: TContext) {
    return requestEm(this.app, this.req as Request);
  },
  enumerable: true,
  configurable: true,
};
/** The request's child logger (made on first use, see request-log.ts). */
export const LAZY_LOG: PropertyDescriptor = {
  get(this: TContext) {
    return this.req?.log;
  },
  enumerable: true,
  configurable: true,
};

/**
 * `{ ...ctx, ...extra }` (what a layer's `next({ ctx: extra })` makes of the context) without
 * reading the context's lazy parts: a spread calls their getters, forking the EntityManager and
 * making the child logger whether or not any later layer uses them. The copy keeps the same
 * accessors, and they resolve to the same per-request fork and logger (both are kept per
 * request), so every copy still shares them. Other contexts are copied as a spread copies them.
 */
export function extendedContext(ctx: object, extra: object): object {
  const merged: Record<string, unknown> = {};
  for (const key of Object.keys(ctx)) {
    const lazy = key === 'em' ? LAZY_EM : key === 'log' ? LAZY_LOG : undefined;
    if (lazy && Object.getOwnPropertyDescriptor(ctx, key)?.get === lazy.get) {
      Object.defineProperty(merged, key, lazy);
    } else {
      merged[key] = (ctx as Record<string, unknown>)[key];
    }
  }
  for (const key of Object.keys(extra)) {
    // Over an accessor (it has no setter) the new value is defined, as a spread would leave it.
    Object.defineProperty(merged, key, {
      value: (extra as Record<string, unknown>)[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}
