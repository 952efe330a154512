import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import { isBlank, type TLine } from './lines.ts';
import { findDates } from './parse-date.ts';
import { parseNumber } from './parse-number.ts';
import type { TTableRow } from './table-rows.ts';

type TKind = 'date' | 'time' | 'code' | 'amount';
type TToken = { kind: TKind; at: number; value: TLeafValue };

// "07:05", "19:30"; a code in brackets ("Zürich (ZRH)") or letters with digits ("AP 318", "LH-2041");
// an amount with two decimals.
const TIME = /(?<![\d:])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])/g;
const CODE = /\(([A-Z]{2,4})\)|(?<![\p{L}\d])([A-Z]{1,3}[ -]?\d{2,5})(?![\p{L}\d])/gu;
const AMOUNT = /(?<![\d.,:])-?\d{1,3}(?:[.,']\d{3})*[.,]\d{2}(?![\d.,:])/g;

/** The values of a block by their kind, in reading order; dates are taken out before times and codes. */
function tokensOf(text: string): TToken[] {
  const tokens: TToken[] = [];
  // One scan for the dates, each blanked once: the earliest date searched again in the whole text after each made a
  // long cell of dates quadratic.
  let rest = '';
  let after = 0;
  for (const found of findDates(text)) {
    tokens.push({ kind: 'date', at: found.index, value: found.iso });
    rest += `${text.slice(after, found.index)}${' '.repeat(found.end - found.index)}`;
    after = found.end;
  }
  rest += text.slice(after);
  for (const match of rest.matchAll(TIME)) {
    tokens.push({ kind: 'time', at: match.index, value: `${(match[1] ?? '').padStart(2, '0')}:${match[2]}` });
  }
  for (const match of rest.matchAll(CODE)) {
    tokens.push({ kind: 'code', at: match.index, value: match[1] ?? match[2] ?? '' });
  }
  for (const match of rest.matchAll(AMOUNT)) {
    tokens.push({ kind: 'amount', at: match.index, value: parseNumber(match[0]) ?? 0 });
  }
  return tokens.sort((a, b) => a.at - b.at);
}

const kindOf = (property: TSchemaProperty): TKind | null =>
  property.type === 'number'
    ? 'amount'
    : property.type !== 'string'
      ? null
      : property.format === 'date'
        ? 'date'
        : property.format === 'time'
          ? 'time'
          : property.format
            ? null
            : 'code';

/**
 * Items written as blocks of unlabelled values, one block per item between blank lines ("HINFLUG  Di., 12.05.2026
 * AP 318" over "Zürich (ZRH) ab 07:05 -> Hamburg (HAM) an 08:40"): two or more blocks in a row whose values have
 * the same kinds in the same order (dates, times, codes, amounts), as many of each kind as the item has fields
 * of it. The n-th value of a kind goes to the n-th field of that kind, in the schema's order.
 */
export function typedBlocks(lines: TLine[], properties: TSchemaProperty[]): TTableRow[] {
  const kinds = properties.map(kindOf);
  if (kinds.includes(null) || properties.length < 3) {
    return [];
  }
  const sorted = (list: (TKind | null)[]) => [...list].sort().join();
  const blocks: { line: TLine; tokens: TToken[] }[][] = [[]];
  for (const line of lines) {
    const open = blocks[blocks.length - 1] as { line: TLine; tokens: TToken[] }[];
    if (isBlank(line)) {
      if (open.length > 0) {
        blocks.push([]);
      }
      continue;
    }
    open.push({ line, tokens: [] });
  }
  let run: TTableRow[] = [];
  let signature = '';
  for (const block of blocks) {
    const tokens =
      block.length > 0 && block.length <= 4 ? tokensOf(block.map((part) => part.line.text).join(' | ')) : [];
    const shape = tokens.map((token) => token.kind).join();
    const fits = tokens.length === kinds.length && sorted(tokens.map((token) => token.kind)) === sorted(kinds);
    if (!fits || (run.length > 0 && shape !== signature)) {
      if (run.length >= 2) {
        return run;
      }
      run = [];
    }
    const first = block[0]?.line;
    if (fits && first) {
      signature = shape;
      run.push(rowOf(first, tokens, properties, kinds));
    }
  }
  return run.length >= 2 ? run : [];
}

function rowOf(line: TLine, tokens: TToken[], properties: TSchemaProperty[], kinds: (TKind | null)[]): TTableRow {
  const values = new Map<TSchemaProperty, TLeafValue>();
  const used = new Map<TKind, number>();
  properties.forEach((property, index) => {
    const kind = kinds[index] as TKind;
    const nth = used.get(kind) ?? 0;
    used.set(kind, nth + 1);
    const token = tokens.filter((candidate) => candidate.kind === kind)[nth];
    if (token) {
      values.set(property, token.value);
    }
  });
  return { line, values, missing: [] };
}
