import type { ZodType } from 'zod';
import { $ZodAsyncError, type $ZodType } from 'zod/v4/core';
import { conformanceCheckOf } from './conforming-output.ts';

const WRAPPED = new WeakSet<object>();

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

type TParseParams = Parameters<ZodType['parseAsync']>[1];
type TDirection = 'input' | 'output';

/**
 * tRPC validates with `schema.parseAsync`, and zod 4 runs its compiled (JIT) object checks only in
 * synchronous parses: for a list of 50 rows that is most of the validation's cost. This gives the
 * schema's own instance a `parseAsync` that parses synchronously, with the same result, the same
 * stripping of undeclared keys and the same errors, and falls back to zod's asynchronous parse if
 * the schema ever gains an async check (zod then throws $ZodAsyncError). The instance stays the
 * one the OpenAPI document is generated from. Applied to every procedure's schemas by
 * `parsingSynchronously` below; idempotent.
 *
 * Output validation also answers data that already is exactly what the parse would return
 * (conformanceCheckOf: precisely the declared keys in order, every check passing) as it is,
 * without zod's copy (a quarter of a list call's allocations). That shortcut belongs to the
 * direction, not to the schema: the instance's own parseAsync (what an `.input()`, or anyone else,
 * calls) always copies, since a procedure may change its input, and the same instance may be one
 * procedure's output and another's input. Only the output doors take it: tRPC's own output layer
 * gets `parseOutput` (see `outputParser`), the REST door's (call-procedure.ts) calls parseNow with
 * 'output'. Data that does not conform still goes through zod, which strips or refuses it.
 */
function parsedSynchronously<TSchema>(schema: TSchema): TSchema {
  if (!isZodSchema(schema) || WRAPPED.has(schema)) {
    return schema;
  }
  const asynchronous = schema.parseAsync.bind(schema);
  Object.assign(schema as $ZodType, { parseAsync: promised(schema, 'input', asynchronous) });
  WRAPPED.add(schema);
  return schema;
}

/** parseOrFallBack as a parseAsync (a rejected promise, never a throw). */
function promised(
  schema: ZodType,
  direction: TDirection,
  asynchronous: (data: unknown, params: TParseParams) => Promise<unknown>,
) {
  return (data: unknown, params?: TParseParams) => {
    try {
      return Promise.resolve(parseOrFallBack(schema, direction, data, params, asynchronous));
    } catch (error) {
      return Promise.reject(error);
    }
  };
}

/**
 * Calls `register` (tRPC's `.output()`) with the schema's parseAsync set, for that call only, to the
 * output direction's (with the shortcut). tRPC binds the parser it validates output with when
 * `.output()` is called (getParseFn); should a later tRPC read it at call time instead, its output
 * would merely go through zod's copy, never the other way round.
 */
function outputParser<TResult>(schema: unknown, register: (schema: unknown) => TResult): TResult {
  const parsed = parsedSynchronously(schema);
  if (!isZodSchema(parsed)) {
    return register(parsed);
  }
  const inputParse = parsed.parseAsync;
  Object.assign(parsed as $ZodType, {
    parseAsync: promised(parsed, 'output', (value, params) => inputParse.call(parsed, value, params)),
  });
  try {
    return register(parsed);
  } finally {
    Object.assign(parsed as $ZodType, { parseAsync: inputParse });
  }
}

/** Whether parsedSynchronously gave this schema its synchronous parseAsync. */
export function isParsedSynchronously(schema: unknown): schema is ZodType {
  return typeof schema === 'object' && schema !== null && WRAPPED.has(schema);
}

/**
 * What the schema's parseAsync resolves to in that direction (conforming output as it is), without
 * the promise when the parse is synchronous (a promise only for a schema with an async check);
 * throws what parseAsync would reject with.
 */
export function parseNow(schema: ZodType, direction: TDirection, data: unknown): unknown {
  return parseOrFallBack(schema, direction, data, undefined, (value) => schema.parseAsync(value));
}

/**
 * Conforming output as it is, else zod's synchronous parse, else (the schema has an async check)
 * `asynchronous`, which must end in zod's own parseAsync. Throws what the synchronous parse throws.
 */
function parseOrFallBack(
  schema: ZodType,
  direction: TDirection,
  data: unknown,
  params: TParseParams,
  asynchronous: (data: unknown, params: TParseParams) => Promise<unknown>,
): unknown {
  if (direction === 'output' && conformanceCheckOf(schema)?.(data)) {
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
      if (key === 'input') {
        return (schema: unknown) => parsingSynchronously(value.call(target, parsedSynchronously(schema)));
      }
      if (key === 'output') {
        return (schema: unknown) =>
          parsingSynchronously(outputParser(schema, (parsed) => value.call(target, parsed) as object));
      }
      if (CHAINED.has(key)) {
        return (...args: unknown[]) => parsingSynchronously(value.apply(target, args));
      }
      return value;
    },
  });
}
