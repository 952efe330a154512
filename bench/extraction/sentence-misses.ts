// Which misses of the development sets have their truth written inside a sentence rather than beside a label:
// `npx node bench/extraction/sentence-misses.ts [--list]`. Counts them by type of field and by format, to size the
// sentence reader's work. The sealed sets (L, M, P) are left out before anything is read or printed.

import { isIdentifierName } from '../../src/extraction/providers/local/identifiers.ts';
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import { documentLines, type TLine } from '../../src/extraction/providers/local/lines.ts';
import { findDate } from '../../src/extraction/providers/local/parse-date.ts';
import { parseNumber } from '../../src/extraction/providers/local/parse-number.ts';
import { namesMoney } from '../../src/extraction/providers/local/value-kinds.ts';
import { NAME_LIKE } from '../../src/extraction/providers/local/vocabulary.ts';
import { nameWords } from '../../src/extraction/providers/local/words.ts';
import type { TSchemaProperty } from '../../src/extraction/schema/output-schema.ts';
import { buildCorpus } from './corpus/build.ts';
import { FRESH_L_LAYOUT } from './corpus/fresh-l.ts';
import { FRESH_M_LAYOUT } from './corpus/fresh-m.ts';
import { FRESH_P_LAYOUT } from './corpus/fresh-p.ts';
import { renderDocument } from './corpus/render.ts';
import { readCached } from './read-cached.ts';
import { compareFields } from './score.ts';

const SEALED = [FRESH_L_LAYOUT, FRESH_M_LAYOUT, FRESH_P_LAYOUT];
const list = process.argv.includes('--list');

/** The schema leaf a result path names (array indexes skipped). */
function leafAt(schema: TSchemaProperty[], path: string): TSchemaProperty | undefined {
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

/** The field's type: `money` when the document writes the number with a currency. */
function typeOf(property: TSchemaProperty | undefined, expected: unknown, money: boolean): string {
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
function spans(line: TLine, expected: unknown): [number, number][] {
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
function inSentence(line: TLine, [start, end]: [number, number]): boolean {
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

const provider = createLocalProvider();
const byType = new Map<string, number>();
const byFormat = new Map<string, number>();
let misses = 0;
let onlySentence = 0;
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
for (const document of buildCorpus().filter((each) => !SEALED.includes(each.layout))) {
  const text = await readCached(renderDocument(document), document.format === 'png' || document.format === 'scan');
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await provider.extract({ documents: [text], schema: document.schema, instructions }, {});
  const lines = documentLines([text]);
  for (const field of compareFields(document.truth, response.result)) {
    if (field.correct || field.path.includes('[') || typeof field.expected === 'boolean') {
      continue;
    }
    misses++;
    const found = lines.flatMap((line) => spans(line, field.expected).map((span) => ({ line, span })));
    const sentences = found.filter(({ line, span }) => !line.header && inSentence(line, span));
    if (sentences.length === 0) {
      continue;
    }
    const only = sentences.length === found.length;
    onlySentence += only ? 1 : 0;
    const near = sentences.map(({ line, span }) => line.text.slice(Math.max(0, span[0] - 5), span[1] + 5)).join(' ');
    const type = typeOf(leafAt(document.schema, field.path), field.expected, /[$€£]|EUR|USD|GBP|CHF/.test(near));
    bump(byType, `${type}${only ? '' : ' (also labelled)'}`);
    bump(byFormat, document.format);
    if (list) {
      const line = sentences[0]?.line.text.trim() ?? '';
      console.log(
        `${document.id} ${field.path} [${type}] ${JSON.stringify(field.expected)} got ${JSON.stringify(field.actual)}\n    ${line}`,
      );
    }
  }
}
const total = [...byType.values()].reduce((sum, count) => sum + count, 0);
console.log(
  `\nScalar misses (development sets): ${misses}; truth in a sentence: ${total}, only in sentences: ${onlySentence}`,
);
console.log('By type:', Object.fromEntries([...byType].sort()));
console.log('By format:', Object.fromEntries([...byFormat].sort()));
