import type { ZodType } from 'zod';

/** Whether a value needs no work from its schema: see conformanceCheckOf. */
export type TConformanceCheck = (value: unknown) => boolean;

type TDef = {
  type: string;
  checks?: { _zod: { def: { check?: string; format?: string } } }[];
  coerce?: boolean;
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, ZodType>;
  catchall?: unknown;
  innerType?: ZodType;
  element?: ZodType;
  keyType?: ZodType;
  valueType?: ZodType;
  options?: ZodType[];
  entries?: Record<string, unknown>;
};

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;

/** String formats whose whole check is their pattern (zod's $ZodCheckStringFormat). */
const PATTERN_FORMATS = new Set(['uuid', 'datetime']);

const compiled = new WeakMap<ZodType, TConformanceCheck | null>();

/**
 * A check that a value already is, as JSON, exactly what `schema.parse(value)` returns: plain
 * objects with precisely the schema's keys in the schema's order, nothing to strip, every check
 * passing. Such a value can be answered as it is, without zod's copy (a quarter of a list call's
 * allocations); any other value still goes through zod, which strips or refuses it as before.
 * Only for schemas whose parse returns conforming data unchanged (objects without catchall,
 * strings, uuid and datetime strings, finite and safe-integer numbers, booleans, string enums,
 * nullable, arrays and string-keyed records without checks, unknown, unions of those); any other
 * kind anywhere in the schema gives undefined: parse it with zod.
 */
export function conformanceCheckOf(schema: ZodType): TConformanceCheck | undefined {
  let check = compiled.get(schema);
  if (check === undefined) {
    check = compile(schema) ?? null;
    compiled.set(schema, check);
  }
  return check ?? undefined;
}

function compile(schema: ZodType): TConformanceCheck | undefined {
  const def = defOf(schema);
  if (def.coerce || (def.checks && def.checks.length > 0 && def.type !== 'number')) {
    return undefined;
  }
  switch (def.type) {
    case 'object':
      return def.catchall === undefined && def.shape ? objectCheck(def.shape) : undefined;
    case 'string':
      return stringCheck(def);
    case 'number':
      return numberCheck(def);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      if (!values.every((value) => typeof value === 'string')) {
        return undefined;
      }
      const allowed = new Set(values);
      return (value) => typeof value === 'string' && allowed.has(value);
    }
    case 'unknown':
      return () => true;
    case 'nullable': {
      const inner = def.innerType && compile(def.innerType);
      return inner && ((value) => value === null || inner(value));
    }
    case 'array': {
      const element = def.element && compile(def.element);
      return element && ((value) => Array.isArray(value) && everyItem(value, element));
    }
    case 'record':
      return recordCheck(def);
    case 'union': {
      const options = (def.options ?? []).map((option) => compile(option));
      if (options.length === 0 || options.some((option) => option === undefined)) {
        return undefined;
      }
      const checks = options as TConformanceCheck[];
      // Options of primitive values, and at most one other (a nested message): the one option that
      // accepts a value returns it unchanged. Two object options could strip for each other.
      const others = (def.options ?? []).filter(
        (option) => !['string', 'number', 'boolean', 'enum'].includes(defOf(option).type),
      );
      if (others.length > 1) {
        return undefined;
      }
      return (value) => checks.some((check) => check(value));
    }
    default:
      return undefined;
  }
}

/** `items.every(check)` without a closure per call (a list page checks hundreds of arrays). */
function everyItem(items: unknown[], check: TConformanceCheck): boolean {
  for (let index = 0; index < items.length; index++) {
    if (!check(items[index])) {
      return false;
    }
  }
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function objectCheck(shape: Record<string, ZodType>): TConformanceCheck | undefined {
  const keys = Object.keys(shape);
  const checks: TConformanceCheck[] = [];
  for (const key of keys) {
    const check = compile(shape[key] as ZodType);
    if (!check) {
      return undefined;
    }
    checks.push(check);
  }
  return (value) => {
    if (!isPlainObject(value)) {
      return false;
    }
    // The same keys in the same order: zod's copy lists the shape's keys, in the shape's order.
    let index = 0;
    for (const key in value) {
      if (!Object.hasOwn(value, key) || keys[index] !== key || !(checks[index] as TConformanceCheck)(value[key])) {
        return false;
      }
      index++;
    }
    return index === keys.length;
  };
}

function stringCheck(def: TDef): TConformanceCheck | undefined {
  if (def.format === undefined) {
    return (value) => typeof value === 'string';
  }
  const pattern = def.pattern;
  if (!PATTERN_FORMATS.has(def.format) || !(pattern instanceof RegExp) || pattern.global || pattern.sticky) {
    return undefined;
  }
  return (value) => typeof value === 'string' && pattern.test(value);
}

function numberCheck(def: TDef): TConformanceCheck | undefined {
  const formats = (def.checks ?? []).map((check) => check._zod.def);
  if (formats.some((format) => format.check !== 'number_format' || format.format !== 'safeint')) {
    return undefined;
  }
  return formats.length > 0
    ? (value) => typeof value === 'number' && Number.isSafeInteger(value)
    : (value) => typeof value === 'number' && Number.isFinite(value);
}

function recordCheck(def: TDef): TConformanceCheck | undefined {
  const key = def.keyType && defOf(def.keyType);
  const values = def.valueType && compile(def.valueType);
  if (key?.type !== 'string' || key.format !== undefined || key.coerce || key.checks?.length || !values) {
    return undefined;
  }
  return (value) => {
    // zod's copy leaves out an own `__proto__` key.
    if (!isPlainObject(value) || Object.hasOwn(value, '__proto__')) {
      return false;
    }
    for (const name in value) {
      if (Object.hasOwn(value, name) && !values(value[name])) {
        return false;
      }
    }
    return true;
  };
}
