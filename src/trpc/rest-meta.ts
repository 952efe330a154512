import type { TMeta } from './init.ts';

type TRestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type TRestMetaOptions = {
  method: TRestMethod;
  /** The REST path under /api/v1, with `{param}` placeholders named like the input fields. */
  path: `/${string}`;
  /** The API reference's section (OpenAPI tag). */
  tag: string;
  summary: string;
  description?: string;
  /** false for calls that work signed out (sign-in, sign-up, reset); true (the default) needs a session or API key. */
  protect?: boolean;
};

/**
 * The one place a procedure's REST route is described: every procedure with a REST path calls this
 * instead of writing the OpenAPI meta by hand, so the reference stays uniform.
 */
export function restMeta({ method, path, tag, summary, description, protect = true }: TRestMetaOptions): TMeta {
  return { openapi: { method, path, tags: [tag], summary, ...(description ? { description } : {}), protect } };
}
