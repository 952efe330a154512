import type { ZodType } from 'zod';
import { $ZodAsyncError, type $ZodType } from 'zod/v4/core';
import { conformanceCheckOf, type TConformanceCheck } from './conforming-output.ts';

const WRAPPED = new WeakSet<object>();

/** Output schemas' checks of data that needs no copy (conformanceCheckOf), by schema. */
const AS_IS = new WeakMap<object, TConformanceCheck>();

/** A zod schema (the only kind the procedures use); anything else is left as it is. */
function isZodSchema(schema: unknown): schema is ZodType {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    '_zod' in schema &&
    typeof (schema as ZodType).parse === 'function' &&
    typeof (schema as ZodType).parseAsync === 'function'
  );
}

/**
 * tRPC validates with `schema.parseAsync`, and zod 4 runs its compiled (JIT) object checks only in
 * synchronous parses: for a list of 50 rows that is most of the validation's cost. This gives the
 * schema's own instance a `parseAsync` that parses synchronously, with the same result, the same
 * stripping of undeclared keys and the same errors, and falls back to zod's asynchronous parse if
 * the schema ever gains an async check (zod then throws $ZodAsyncError). The instance stays the
 * one the OpenAPI document is generated from. Applied to every procedure's schemas by
 * `parsingSynchronously` below; idempotent.
 *
 * An output schema (`output`) also answers data that already is exactly what its parse would
 * return (conformanceCheckOf: precisely the declared keys in order, every check passing) as it
 * is, without zod's copy (a quarter of a list call's allocations). Both doors validate output
 * through it: tRPC's own output layer calls this parseAsync, the REST door's (call-procedure.ts)
 * calls parseNow. Data that does not conform still goes through zod, which strips or refuses it.
 * Input schemas get zod's copy (a procedure may change its input); no procedure gives the same
 * instance to both `.input()` and `.output()`, which would give its input the same shortcut.
 */
function parsedSynchronously<TSchema>(schema: TSchema, output = false): TSchema {
  if (!isZodSchema(schema)) {
    return schema;
  }
  const conforms = output ? conformanceCheckOf(schema) : undefined;
  if (conforms) {
    AS_IS.set(schema, conforms);
  }
  if (WRAPPED.has(schema)) {
    return schema;
  }
  const asynchronous = schema.parseAsync.bind(schema);
  const parseAsync = (data: unknown, params?: TParseParams) => {
    try {
      return Promise.resolve(parseOrFallBack(schema, data, params, asynchronous));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  Object.assign(schema as $ZodType, { parseAsync });
  WRAPPED.add(schema);
  return schema;
}

/** Whether parsedSynchronously gave this schema its synchronous parseAsync. */
export function isParsedSynchronously(schema: unknown): schema is ZodType {
  return typeof schema === 'object' && schema !== null && WRAPPED.has(schema);
}

/**
 * What the schema's parseAsync resolves to (conforming output as it is), without the promise when the parse is synchronous (a
 * promise only for a schema with an async check); throws what parseAsync would reject with.
 */
export function parseNow(schema: ZodType, data: unknown): unknown {
  return parseOrFallBack(schema, data, undefined, (value) => schema.parseAsync(value));
}

type TParseParams = Parameters<ZodType['parseAsync']>[1];

/**
 * Conforming output as it is, else zod's synchronous parse, else (the schema has an async check)
 * `asynchronous`, which must end in zod's own parseAsync. Throws what the synchronous parse throws.
 */
function parseOrFallBack(
  schema: ZodType,
  data: unknown,
  params: TParseParams,
  asynchronous: (data: unknown, params: TParseParams) => Promise<unknown>,
): unknown {
  if (AS_IS.get(schema)?.(data)) {
    return data;
  }
  try {
    return schema.parse(data, params);
  } catch (error) {
    if (error instanceof $ZodAsyncError) {
      return asynchronous(data, params);
    }
    throw error;
  }
}

/** The builder methods that return a further builder (`query`/`mutation` return the procedure). */
const CHAINED = new Set<PropertyKey>(['use', 'meta', 'concat', 'unstable_concat', 'experimental_caller']);

/**
 * A tRPC procedure builder whose `.input()` and `.output()` schemas all parse synchronously
 * (parsedSynchronously), as do those of every builder made from it: the mechanism for every
 * procedure, with nothing to remember per procedure. Only builders are wrapped (at start-up);
 * procedures themselves are tRPC's own.
 */
export function parsingSynchronously<TBuilder extends object>(builder: TBuilder): TBuilder {
  return new Proxy(builder, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') {
        return value;
      }
      if (key === 'input' || key === 'output') {
        return (schema: unknown) =>
          parsingSynchronously(value.call(target, parsedSynchronously(schema, key === 'output')));
      }
      if (CHAINED.has(key)) {
        return (...args: unknown[]) => parsingSynchronously(value.apply(target, args));
      }
      return value;
    },
  });
}
