// Compares an extraction result with the truth, leaf by leaf (array items by position).
import type { TOutputSchema, TSchemaNode } from '../../src/extraction/schema/output-schema.ts';
export type TFieldOutcome = { path: string; expected: unknown; actual: unknown; correct: boolean };

function leaves(value: unknown, path: string, into: [string, unknown][]) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      leaves(item, `${path}[${index}]`, into);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, path ? `${path}.${key}` : key, into);
    }
  } else {
    into.push([path, value]);
  }
  return into;
}

export function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[part] : undefined;
  }
  return current;
}

// An IBAN is the same account written in groups of four or without spaces: both sides are compared compact.
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const normalise = (text: string) => {
  const compact = text.replace(/\s+/g, '');
  return IBAN.test(compact) ? compact : text.replace(/\s+/g, ' ').trim().toLowerCase();
};

export function sameValue(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number') {
    return typeof actual === 'number' && Math.abs(expected - actual) < 0.005;
  }
  if (typeof expected === 'string') {
    return typeof actual === 'string' && normalise(expected) === normalise(actual);
  }
  return expected === actual;
}

export function compareFields(truth: unknown, result: unknown): TFieldOutcome[] {
  return leaves(truth, '', []).map(([path, expected]) => {
    const actual = valueAt(result, path);
    return { path, expected, actual, correct: sameValue(expected, actual) };
  });
}

/**
 * The leaves the extractor filled where the truth has none: a field the document does not state, or an array item
 * beyond the truth's. The accuracy above cannot see them; a user sees a value that is not in the document.
 */
export function extraFields(truth: unknown, result: unknown): string[] {
  return leaves(result, '', [])
    .filter(([path, value]) => value !== null && value !== undefined && valueAt(truth, path) === undefined)
    .map(([path]) => path);
}

/** The schema's leaves at `path` that the truth leaves out (an array the truth has not: one item's leaves). */
function absentLeaves(node: TSchemaNode, truth: unknown, path: string, into: string[]) {
  if (node.type === 'object') {
    for (const property of node.properties) {
      const child =
        truth !== null && typeof truth === 'object' ? (truth as Record<string, unknown>)[property.name] : undefined;
      absentLeaves(property, child, path ? `${path}.${property.name}` : property.name, into);
    }
  } else if (node.type === 'array') {
    const items = Array.isArray(truth) ? truth : [undefined];
    items.forEach((item, index) => {
      absentLeaves(node.items, item, `${path}[${index}]`, into);
    });
  } else if (truth === undefined) {
    into.push(path);
  }
  return into;
}

/**
 * The schema fields the document does not state (leaves absent from the truth) and how many of them the extractor
 * filled anyway: a precision measure for schemas shared by documents that each state only part of them.
 */
export function absentFields(schema: TOutputSchema, truth: unknown, result: unknown) {
  const absent = absentLeaves({ type: 'object', properties: schema }, truth, '', []);
  const filled = absent.filter((path) => {
    const value = valueAt(result, path);
    return value !== null && value !== undefined;
  });
  return { absent: absent.length, filled: filled.length };
}
