// What the rules of every field read of a document as a whole: its body lines (past an e-mail's header block and
// quoted message), its header lines, each line's words and the dates it states. Each is read once per document
// and kept with it (keyed on the lines array or the line), where every field's rule used to read the whole text
// again: a schema of sixty fields read a long document sixty times over.
import type { TLine } from './lines.ts';
import { findDates } from './parse-date.ts';
import { type TToken, tokenize } from './words.ts';

const bodies = new WeakMap<TLine[], TLine[]>();
const headers = new WeakMap<TLine[], TLine[]>();
const tokens = new WeakMap<TLine, TToken[]>();
const dates = new WeakMap<TLine, TLineDate[]>();

/** A date a line states: its ISO form and where its text stands in the line. */
type TLineDate = { iso: string; start: number; end: number };

/** The value kept for `key`, read by `read` the first time. */
export function kept<TKey extends object, TValue>(cache: WeakMap<TKey, TValue>, key: TKey, read: () => TValue): TValue {
  let value = cache.get(key);
  if (value === undefined) {
    value = read();
    cache.set(key, value);
  }
  return value;
}

/** The lines that are no e-mail header or quoted earlier message (the reader marks those before any field). */
export const bodyLines = (lines: TLine[]) => kept(bodies, lines, () => lines.filter((line) => !line.header));

/** An e-mail's header lines and the quoted earlier message's, in order. */
export const headerLines = (lines: TLine[]) => kept(headers, lines, () => lines.filter((line) => line.header));

/** A line's words with their offsets. */
export const lineTokens = (line: TLine) => kept(tokens, line, () => tokenize(line.text));

/** The dates a line states, left to right, each read after the one before it (one scan of the line). */
export const lineDates = (line: TLine) =>
  kept(dates, line, (): TLineDate[] => findDates(line.text).map(({ iso, index, end }) => ({ iso, start: index, end })));
