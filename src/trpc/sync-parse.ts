import type { ZodType } from 'zod';
import { $ZodAsyncError, type $ZodType } from 'zod/v4/core';

/**
 * tRPC validates with `schema.parseAsync`, and zod 4 runs its compiled (JIT) object checks only in
 * synchronous parses: for a list of 50 rows that is most of the validation's cost. This gives the
 * schema's own instance a `parseAsync` that parses synchronously, with the same result, the same
 * stripping of undeclared keys and the same errors, and falls back to zod's asynchronous parse if
 * the schema ever gains an async check (zod then throws $ZodAsyncError). The instance stays the
 * one the OpenAPI document is generated from. Call before `.input()` / `.output()`.
 */
export function parsedSynchronously<TSchema extends ZodType>(schema: TSchema): TSchema {
  const asynchronous = schema.parseAsync.bind(schema);
  const parseAsync = (data: unknown, params?: Parameters<TSchema['parseAsync']>[1]) => {
    try {
      return Promise.resolve(schema.parse(data, params));
    } catch (error) {
      return error instanceof $ZodAsyncError ? asynchronous(data, params) : Promise.reject(error);
    }
  };
  Object.assign(schema as $ZodType, { parseAsync });
  return schema;
}
