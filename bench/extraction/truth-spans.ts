// Where a document's text holds a truth value, and what kind of field it is: shared by the miss diagnostics
// (sentence-misses.ts, miss-causes.ts).
import { isIdentifierName } from '../../src/extraction/providers/local/identifiers.ts';
import type { TLine } from '../../src/extraction/providers/local/lines.ts';
import { findDate } from '../../src/extraction/providers/local/parse-date.ts';
import { parseNumber } from '../../src/extraction/providers/local/parse-number.ts';
import { namesMoney } from '../../src/extraction/providers/local/value-kinds.ts';
import { NAME_LIKE } from '../../src/extraction/providers/local/vocabulary.ts';
import { nameWords } from '../../src/extraction/providers/local/words.ts';
import type { TSchemaProperty } from '../../src/extraction/schema/output-schema.ts';

/** The schema leaf a result path names (array indexes skipped), with its parent's name. */
export function leafAt(schema: TSchemaProperty[], path: string): TSchemaProperty | undefined {
  let properties = schema;
  let leaf: TSchemaProperty | undefined;
  for (const part of path.replace(/\[\d+\]/g, '').split('.')) {
    leaf = properties.find((property) => property.name === part);
    let node = leaf as { type: string; items?: unknown; properties?: TSchemaProperty[] } | undefined;
    while (node?.type === 'array') {
      node = node.items as typeof node;
    }
    properties = node?.type === 'object' ? (node.properties ?? []) : [];
  }
  return leaf;
}

/** The field's type: `amount` when the document writes the number with a currency or it has cents. */
export function typeOf(property: TSchemaProperty | undefined, expected: unknown, money: boolean): string {
  const words = nameWords(property?.name ?? '');
  if (property?.type === 'number') {
    return namesMoney(words) || money || !Number.isInteger(expected) ? 'amount' : 'count';
  }
  if (property?.type === 'string' && property.format === 'date') {
    return 'date';
  }
  if (property?.type === 'string' && isIdentifierName(words)) {
    return 'identifier';
  }
  return property?.type === 'string' && NAME_LIKE.has(words.at(-1) ?? '') ? 'name' : 'other';
}

/** Spans of a line that hold the expected value: its dates, numbers or text. */
export function spans(line: TLine, expected: unknown): [number, number][] {
  const found: [number, number][] = [];
  if (typeof expected === 'number') {
    for (const match of line.text.matchAll(/\d[\d.,' ]*\d|\d/g)) {
      if (Math.abs((parseNumber(match[0]) ?? Number.NaN) - expected) < 0.005) {
        found.push([match.index, match.index + match[0].length]);
      }
    }
  } else if (typeof expected === 'string' && /^\d{4}-\d\d-\d\d$/.test(expected)) {
    for (let offset = 0, date = findDate(line.text); date; date = findDate(line.text.slice(offset))) {
      if (date.iso === expected) {
        found.push([offset + date.index, offset + date.end]);
      }
      offset += date.end;
    }
  } else if (typeof expected === 'string' && expected.length >= 2) {
    const at = line.text.toLowerCase().indexOf(expected.toLowerCase());
    if (at >= 0) {
      found.push([at, at + expected.length]);
    }
  }
  return found;
}

/** A value in running text: its cell holds four words and more besides it, and no ":" stands right before it. */
export function inSentence(line: TLine, [start, end]: [number, number]): boolean {
  const cell = line.cells.find((each) => each.start <= start && each.end >= end);
  if (!cell) {
    return false;
  }
  const before = line.text.slice(cell.start, start);
  const words = line.text
    .slice(cell.start, cell.end)
    .replace(line.text.slice(start, end), ' ')
    .match(/\p{L}{2,}/gu);
  return (words?.length ?? 0) >= 4 && !/[:#]\s*$/.test(before);
}
