import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import { itemRoles, numberRoleOf, textRoleOf, withRole } from './item-roles.ts';
import { isBlank, type TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import type { TTableRow } from './table-rows.ts';
import { labelWords } from './words.ts';

const MONEY = String.raw`(?:[$€£]\s?)?-?\d{1,6}(?:[.,']\d{3})*[.,]\d{2}(?:\s?(?:€|EUR|USD|GBP|CHF))?`;
// "Qty: 2", "Menge 3", "Anzahl: 1 Stk.", "Qty: 2 · $98.00": a line that holds an item's count behind its
// label, maybe with the item's amount after a gap or separator.
// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const COUNT_LINE = new RegExp(
  String.raw`^\s*(\p{L}[\p{L} .]{1,18}?)\s*(?::\s*)?(\d{1,4})(?:\s*(?:x|×|stk\.?|pcs\.?))?(?:(?:\s{2,}|\s*[·|–—]\s*)(${MONEY}))?\s*$`,
  'iu',
);
// "$139.00", "98,00 €", "Price: $139.00": a line that holds only an amount, maybe behind "Price"/"Preis"
// (not "Total": the order's total follows the last card).
// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const MONEY_LINE = new RegExp(
  String.raw`^\s*(?:(?:price|preis|item price|artikelpreis)\s*(?::\s*)?)?${MONEY}\s*$`,
  'i',
);
const AMOUNT = new RegExp(MONEY);
// "Color: Sage", "Größe: M": a variant line between the title and the count.
const VARIANT = /^\s*\p{L}[\p{L} ]{1,20}:\s*\S.{0,40}$/u;
const TITLE = /\p{L}{2}/u;
// Cards of one list follow each other closely: the next title at most this many lines after a card.
const MAX_APART = 6;

type TCard = { title: number; count: number; amount: number | null; end: number; code?: string };

type TCounted = { count: number; amount: number | null; code?: string };

const countIn = (text: string): TCounted | null => {
  const match = COUNT_LINE.exec(text);
  return match?.[1] && match[2] && numberRoleOf(labelWords(match[1]).join(' ')) === 'quantity'
    ? { count: Number(match[2]), amount: match[3] ? parseNumber(match[3]) : null }
    : null;
};

// "Art.-Nr. 100234", "SKU: HL-2207": an article code behind its label.
// `(?=\S*\d)\S+`, not `\S*\d\S*`: a token with a digit, without retrying the digit at every place of a long token.
const CODE_CELL = /^(\p{L}[\p{L}.\- ]{1,20}?):?\s+((?=\S*\d)\S+)$/u;

/**
 * The count of a count line, or of a line of cells ("Art.-Nr. 100234 | Menge 1 | 249,00 €") holding the
 * count, maybe the amount and the article code, and nothing else.
 */
function countOf(line: TLine): TCounted | null {
  if (line.cells.length <= 1) {
    return countIn(line.text);
  }
  const found: TCounted = { count: Number.NaN, amount: null };
  for (const cell of line.cells) {
    const text = line.text.slice(cell.start, cell.end);
    const code = CODE_CELL.exec(text);
    const counted = countIn(text);
    if (counted && Number.isNaN(found.count)) {
      found.count = counted.count;
    } else if (MONEY_LINE.test(text) && found.amount === null) {
      found.amount = parseNumber(AMOUNT.exec(text)?.[0] ?? '');
    } else if (code?.[1] && code[2] && textRoleOf(labelWords(code[1]).join(' ')) === 'code' && !found.code) {
      found.code = code[2];
    } else {
      return null;
    }
  }
  return Number.isNaN(found.count) ? null : found;
}

/** The nearest line that is not blank, from `index` in `step` direction, within three lines. */
function nearest(lines: TLine[], index: number, step: 1 | -1): number | null {
  for (let at = index + step; Math.abs(at - index) <= 3 && at >= 0 && at < lines.length; at += step) {
    if (!isBlank(lines[at] as TLine)) {
      return at;
    }
  }
  return null;
}

const isTitle = (line: TLine) =>
  TITLE.test(line.text) && !line.text.includes(':') && !MONEY_LINE.test(line.text) && line.cells.length === 1;

/** The title line above `from`, past at most two variant lines ("Color: Sage"). */
function titleAbove(lines: TLine[], from: number): number | null {
  let title = nearest(lines, from, -1);
  for (let variants = 0; title !== null && variants < 2 && VARIANT.test((lines[title] as TLine).text); variants++) {
    title = nearest(lines, title, -1);
  }
  return title !== null && isTitle(lines[title] as TLine) ? title : null;
}

/** The card around a count line: the title line above it, an amount beside it or on a line below or above it. */
function cardAt(lines: TLine[], index: number, amountBeside: number | null): TCard | null {
  const below = nearest(lines, index, 1);
  const above = nearest(lines, index, -1);
  const isAmount = (at: number | null) => at !== null && MONEY_LINE.test((lines[at] as TLine).text);
  const amountLine = amountBeside !== null ? null : isAmount(below) ? below : isAmount(above) ? above : null;
  const title = titleAbove(lines, amountLine !== null && amountLine === above ? amountLine : index);
  if (title === null) {
    return null;
  }
  const amount =
    amountLine === null ? amountBeside : parseNumber(AMOUNT.exec((lines[amountLine] as TLine).text)?.[0] ?? '');
  return { title, count: index, amount, end: Math.max(index, amountLine ?? index) };
}

/**
 * Items shown as cards, as shops' HTML confirmations do: the title on its own line, "Qty: 2" below it and the
 * price on its own line below or above the count. Two or more cards in a row; the title, count and amount go
 * to the fields of those roles (one amount: the line's, or the only price field's).
 */
export function cardItems(lines: TLine[], properties: TSchemaProperty[]): TTableRow[] {
  const roles = itemRoles(properties);
  const text = withRole(roles, 'text');
  const quantity = withRole(roles, 'quantity');
  const amountField = withRole(roles, 'lineTotal') ?? withRole(roles, 'unitPrice');
  const code = withRole(roles, 'code');
  if (!text || !quantity) {
    return [];
  }
  let cards: TCard[] = [];
  for (let index = 0; index < lines.length; index++) {
    const counted = countOf(lines[index] as TLine);
    const found = counted === null ? null : cardAt(lines, index, counted.amount);
    const card = found && counted?.code ? { ...found, code: counted.code } : found;
    const last = cards[cards.length - 1];
    if (!card || (last && card.title <= last.end)) {
      continue;
    }
    if (last && card.title - last.end > MAX_APART) {
      if (cards.length >= 2) {
        break;
      }
      cards = [];
    }
    cards.push(card);
  }
  if (cards.length < 2) {
    return [];
  }
  return cards.map((card) => {
    const line = lines[card.title] as TLine;
    const values = new Map<TSchemaProperty, TLeafValue>([
      [text, line.text.trim()],
      [quantity, countOf(lines[card.count] as TLine)?.count ?? 0],
    ]);
    if (amountField && card.amount !== null) {
      values.set(amountField, card.amount);
    }
    if (code && card.code) {
      values.set(code, card.code);
    }
    return { line, values, missing: [] };
  });
}
