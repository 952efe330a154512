import type { TContext } from './context.ts';

/** The caller's address as express sees it (honours TRUST_PROXY). */
export function clientIpOf(ctx: TContext): string {
  return ctx.req?.ip ?? 'internal';
}

/** Writes a Set-Cookie on HTTP calls; server-side callers have no response to write to. */
export function setCookie(ctx: TContext, serialized: string): void {
  ctx.res?.appendHeader('Set-Cookie', serialized);
}

export function headerOf(ctx: TContext, name: string | undefined): string | undefined {
  return name ? ctx.req?.get(name) : undefined;
}
