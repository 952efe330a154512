/**
 * The accuracy arithmetic of evaluations, one rule set for every number the API reports.
 *
 * - A result is scored per leaf field path of the expected (reviewed) result: `total`,
 *   `supplier.name`, `items[0].price`. Objects are walked by the expected keys (extra keys in the
 *   answer are not scored); arrays are compared element by element by index, over the longer of the
 *   two, so a missing element makes each of its expected leaves wrong and an extra element makes each
 *   of its leaves wrong.
 * - Leaves: null and a missing value are the same; numbers are equal within
 *   `NUMBER_TOLERANCE.absolute + NUMBER_TOLERANCE.relative × |expected|` (a numeric string counts as its
 *   number); strings are equal after Unicode NFKC, trimming, collapsing runs of white space to one space
 *   and lower-casing; booleans must be equal; anything else must be deeply equal.
 * - A document's answer that could not be produced (the extraction failed) makes every expected leaf wrong.
 * - Accuracy is correct leaves ÷ scored leaves (a micro average), per field over all documents (paths with
 *   indices folded: `items[].price`) and overall; null when nothing was scored.
 */

export const NUMBER_TOLERANCE = { absolute: 0.005, relative: 1e-6 } as const;

export type TLeafComparison = { path: string; expected: unknown; got: unknown; correct: boolean };

/** Marks an answer that does not exist (the extraction failed). */
export const NO_ANSWER = Symbol('no answer');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function normalizeText(value: string): string {
  return value.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value;
  }
  if (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) {
    return Number(value);
  }
  return null;
}

/** Whether one leaf of the answer matches the expected leaf (see the rules above). */
export function leafEquals(expected: unknown, got: unknown): boolean {
  const missingExpected = expected === null || expected === undefined;
  const missingGot = got === null || got === undefined;
  if (missingExpected || missingGot) {
    return missingExpected && missingGot;
  }
  if (typeof expected === 'number' || typeof got === 'number') {
    const a = asNumber(expected);
    const b = asNumber(got);
    return (
      a !== null && b !== null && Math.abs(a - b) <= NUMBER_TOLERANCE.absolute + NUMBER_TOLERANCE.relative * Math.abs(a)
    );
  }
  if (typeof expected === 'string' && typeof got === 'string') {
    return normalizeText(expected) === normalizeText(got);
  }
  if (typeof expected === 'boolean' || typeof got === 'boolean') {
    return expected === got;
  }
  return JSON.stringify(expected) === JSON.stringify(got);
}

const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

function walk(expected: unknown, got: unknown, path: string, out: TLeafComparison[]) {
  if (Array.isArray(expected) || (expected === undefined && Array.isArray(got))) {
    const want = Array.isArray(expected) ? expected : [];
    const have = Array.isArray(got) ? got : [];
    for (let index = 0; index < Math.max(want.length, have.length); index++) {
      walk(want[index], have[index], `${path}[${index}]`, out);
    }
    return;
  }
  if (isRecord(expected) || (expected === undefined && isRecord(got))) {
    const keys = Object.keys(isRecord(expected) ? expected : (got as Record<string, unknown>));
    const have = isRecord(got) ? got : {};
    for (const key of keys) {
      walk(isRecord(expected) ? expected[key] : undefined, have[key], childPath(path, key), out);
    }
    return;
  }
  out.push({
    path: path || '(result)',
    expected: expected ?? null,
    got: got ?? null,
    correct: leafEquals(expected, got),
  });
}

/** Every scored leaf of one document, in the order of the expected result. */
export function compareResults(expected: unknown, got: unknown | typeof NO_ANSWER): TLeafComparison[] {
  const out: TLeafComparison[] = [];
  if (got === NO_ANSWER) {
    walk(expected, undefined, '', out);
    return out.map((leaf) => ({ ...leaf, got: null, correct: false }));
  }
  walk(expected, got, '', out);
  return out;
}

/** `items[3].price` → `items[].price`: the field a path belongs to, across documents. */
export const fieldOf = (path: string) => path.replace(/\[\d+\]/g, '[]');

export type TTally = { correct: number; total: number };

export const accuracyOf = (tally: TTally | undefined) =>
  tally && tally.total > 0 ? Math.round((tally.correct / tally.total) * 10_000) / 10_000 : null;

/** Adds one document's leaves to the overall and per-field tallies. */
export function tallyInto(leaves: TLeafComparison[], overall: TTally, fields: Map<string, TTally>): void {
  for (const leaf of leaves) {
    const field = fieldOf(leaf.path);
    const tally = fields.get(field) ?? { correct: 0, total: 0 };
    tally.total++;
    overall.total++;
    if (leaf.correct) {
      tally.correct++;
      overall.correct++;
    }
    fields.set(field, tally);
  }
}
