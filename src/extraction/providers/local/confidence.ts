import type { TFoundHow, TValueSource } from './label-match.ts';

// How sure a value is, by how it was found (see TFoundHow); a longer or borrowed label and an
// e-mail header line make it less sure.
const BASE_CONFIDENCE: Record<TFoundHow, number> = {
  beside: 0.9,
  cell: 0.88,
  column: 0.8,
  below: 0.75,
  table: 0.8,
  list: 0.7,
  guess: 0.45,
};

export function confidenceOf(how: TFoundHow, source: TValueSource, exact = true): number {
  const value = BASE_CONFIDENCE[how] - (exact ? 0 : 0.1) - (source.line.header ? 0.2 : 0);
  return Math.round(Math.min(0.99, Math.max(0.05, value)) * 100) / 100;
}
