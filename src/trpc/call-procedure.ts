import { type AnyProcedure, getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import type { ZodType } from 'zod';
import { extendedContext } from './lazy-context.ts';
import { isParsedSynchronously, parseNow } from './sync-parse.ts';

type TCallOptions = {
  path: string;
  type: 'query' | 'mutation';
  ctx: unknown;
  getRawInput: () => Promise<unknown>;
  input?: unknown;
  signal: AbortSignal | undefined;
  batchIndex: number;
};

type TNextOptions = { ctx?: Record<string, unknown>; input?: unknown; getRawInput?: () => Promise<unknown> };

type TLayerResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };

type TLayer = ((
  options: TCallOptions & { meta: unknown; next: (next?: TNextOptions) => Promise<TLayerResult> },
) => Promise<TLayerResult>) & { _type?: 'input' | 'output' };

type TProcedureDef = {
  middlewares?: TLayer[];
  meta?: unknown;
  experimental_caller?: boolean;
  inputs?: unknown[];
  output?: unknown;
};

/**
 * Calls a procedure exactly as tRPC's own caller does (`createProcedureCaller` and `callRecursive`
 * in @trpc/server 11): its middlewares in order, each given the call options, the procedure's
 * meta and `next`; `next({ ctx })` merges into the context, `next({ input })` replaces the input;
 * a thrown error becomes an error result; an error result is thrown at the end. What differs is
 * only the cost (and that `next({ ctx })` leaves the context's lazy parts unread, see
 * extendedContext): tRPC copies the options with a slow spread helper twice per layer (about 20 µs
 * of a REST call's CPU); here each layer gets one plain object. The input and output validation
 * layers are tRPC's, rewritten the same way (see layersOf).
 */
export async function callProcedure(procedure: AnyProcedure, options: TCallOptions): Promise<unknown> {
  const def = procedure._def as TProcedureDef;
  if (!def.middlewares || def.experimental_caller) {
    return procedure(options);
  }
  const result = await callLayer(layersOf(def), def.meta, 0, options);
  if (!result) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'No result from middlewares - did you forget to `return next()`?',
    });
  }
  if (!result.ok) {
    throw result.error;
  }
  return result.data;
}

async function callLayer(layers: TLayer[], meta: unknown, index: number, options: TCallOptions): Promise<TLayerResult> {
  try {
    return await (layers[index] as TLayer)({
      path: options.path,
      type: options.type,
      ctx: options.ctx,
      getRawInput: options.getRawInput,
      input: options.input,
      signal: options.signal,
      batchIndex: options.batchIndex,
      meta,
      next: (next) =>
        callLayer(layers, meta, index + 1, {
          path: options.path,
          type: options.type,
          ctx: next?.ctx ? extendedContext(options.ctx as object, next.ctx) : options.ctx,
          getRawInput: next?.getRawInput ?? options.getRawInput,
          input: next && 'input' in next ? next.input : options.input,
          signal: options.signal,
          batchIndex: options.batchIndex,
        }),
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause) };
  }
}

const layersByDef = new WeakMap<TProcedureDef, TLayer[]>();

/**
 * The procedure's middlewares, with tRPC's input and output validation layers replaced by
 * equivalents that parse synchronously (parseNow) and copy with plain spreads: same order, same
 * merged input, same BAD_REQUEST / "Output validation failed" errors. tRPC adds one such layer per
 * `.input()` (in the order of `_def.inputs`) and per `.output()` (`_def.output`); anything else, or
 * a schema without a synchronous parse, keeps tRPC's own layer.
 */
function layersOf(def: TProcedureDef): TLayer[] {
  const cached = layersByDef.get(def);
  if (cached) {
    return cached;
  }
  const middlewares = def.middlewares ?? [];
  const inputs = def.inputs ?? [];
  const inputLayers = middlewares.filter((layer) => layer._type === 'input').length;
  const outputLayers = middlewares.filter((layer) => layer._type === 'output').length;
  let inputIndex = 0;
  const layers =
    inputLayers === inputs.length && outputLayers <= 1
      ? middlewares.map((layer) => {
          if (layer._type === 'input') {
            const schema = inputs[inputIndex++];
            return isParsedSynchronously(schema) ? validatedInput(schema) : layer;
          }
          if (layer._type === 'output') {
            return isParsedSynchronously(def.output) ? validatedOutput(def.output) : layer;
          }
          return layer;
        })
      : middlewares;
  layersByDef.set(def, layers);
  return layers;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && !Array.isArray(value) && typeof value === 'object';
}

/** tRPC's input validation layer (createInputMiddleware). */
function validatedInput(schema: ZodType): TLayer {
  return async (options) => {
    const rawInput = await options.getRawInput();
    let parsed: unknown;
    try {
      parsed = await parseNow(schema, 'input', rawInput);
    } catch (cause) {
      throw new TRPCError({ code: 'BAD_REQUEST', cause });
    }
    const input = isObject(options.input) && isObject(parsed) ? { ...options.input, ...parsed } : parsed;
    return options.next({ input });
  };
}

/**
 * tRPC's output validation layer (createOutputMiddleware). parseNow answers data that already is
 * exactly what the schema's parse would return as it is, as tRPC's own layer does (sync-parse.ts).
 */
function validatedOutput(schema: ZodType): TLayer {
  return async ({ next }) => {
    const result = await next();
    if (!result.ok) {
      return result;
    }
    try {
      return { ...result, data: await parseNow(schema, 'output', result.data) };
    } catch (cause) {
      throw new TRPCError({ message: 'Output validation failed', code: 'INTERNAL_SERVER_ERROR', cause });
    }
  };
}
