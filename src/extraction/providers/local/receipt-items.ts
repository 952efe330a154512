import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import { itemRoles, type TItemRole, withRole } from './item-roles.ts';
import { withSubAmounts } from './item-sub-amounts.ts';
import { isBlank, type TLine } from './lines.ts';
import { RECEIPT_MARK } from './list-marks.ts';
import { parseNumber } from './parse-number.ts';
import { timesQuantity } from './row-continuations.ts';
import { isSummaryRow, TIMES, type TTableRow } from './table-rows.ts';
import { isTaxRateColumn, statedTaxRates, taxRateField } from './tax-column.ts';
import { timesAmountAfter } from './times-in-text.ts';

// "Vollkornbrot 750g      3,49 A": text, a gap, an amount with two decimals, maybe a VAT class letter or a star.
const ITEM_LINE = /^\s*(\S.*?\p{L}.*?)\s{2,}(-?\s?[$€£]?\s?-?\d{1,6}[.,]\d{2})(?:\s{0,4}(?:€|EUR|[A-Z]{1,2}|\*))?\s*$/u;
// "3 @ 1.10    3.30", "4 x 0,79": quantity times unit price, the line's amount after a gap.
const TIMES_AMOUNT = /\s{2,}(-?\s?[$€£]?\s?\d{1,6}[.,]\d{2})(?:\s{0,4}(?:€|EUR|[A-Z]{1,2}|\*))?\s*$/u;
// A name alone on its line, over its quantity line; a number sign or inches may be part of it ("SCREW #9 3\"").
const NAME_ONLY = /^\s*\p{L}[\p{L}\d .,%&'/()+#"-]{1,40}$/u;
const RULE = /^[\s\-=_*]+$/;
// An article number before the text ("072-04-0109  BATH TOWEL", "440912 2X4X8 SPF STUD"): the text has a letter.
// One that opens with capitals and a dash ("SL-1011    Wood screws") only in a cell of its own: "EX-200 Kaffeemaschine"
// with one blank is a model's name. A pharmacy's or a shop's label of the number may stand before it ("PZN 01016390
// Ibuprofen 400 mg", "Art.-Nr. 318044 Bergkäse"): the number is the code, without its label.
const CODED =
  /^(?:(?:PZN|SKU|PLU|EAN|Art\.?-?Nr\.?|Artikel-?Nr\.?|Item No\.?)\s?:?\s)?(\d[\d\-./]{3,19})\s+(\S.*\p{L}.*)$|^(\p{Lu}{1,4}-\d[\p{Lu}\d\-./]{2,17})\s{2,}(\S.*\p{L}.*)$/u;

/** The article number and the text of a line that opens with one (CODED), or null. */
export function codedText(text: string): { code: string; text: string } | null {
  const coded = CODED.exec(text);
  const [code, rest] = [coded?.[1] ?? coded?.[3], coded?.[2] ?? coded?.[4]];
  return code && rest ? { code, text: rest.trim() } : null;
}

type TEntry =
  | {
      kind: 'item';
      line: TLine;
      text: string;
      amount: number;
      code?: string;
      quantity?: number;
      unitPrice?: number;
      bare?: boolean;
    }
  | { kind: 'times'; line: TLine; quantity: number; unitPrice: number; amount: number | null }
  | { kind: 'name'; line: TLine; text: string; code?: string }
  | { kind: 'count'; line: TLine; quantity: number; code?: string };

// "Qty 6", "Quantity: 2", "Menge: 3 · Art.-Nr. 4471": the quantity of the item above on a line of its own, maybe with
// its article number after a dot or bar. Anchored, and its parts bounded.
const COUNT_LINE =
  /^\s*(?:qty|quantity|menge|anzahl)\.?:?\s?(\d{1,4})(?:\s[·|,]\s(?:item|article|art|sku|artikel)[.-]?\s?(?:#|no\.?|nr\.?)?\s?([\p{L}\d][\p{L}\d./-]{1,29}))?\s*$/iu;

// "Brötchen   0,25 x 6": a unit price times a quantity (or the reverse) between the text and the amount.
// "BANANAS   2 @ 0.59": the same with an at sign.
const INLINE_TIMES = /^(.*\S)\s{2,}(\d+(?:[.,]\d+)?)\s*[x×*@]\s*[$€£]?\s?(\d+(?:[.,]\d+)?)$/;
// "BROT 2 St x 1,29", "MILK 2L 2 @ 1.45": a count (maybe with its unit) one space after the text, times a price in
// cents. The price's two decimals keep a size ("Schrauben 4 x 40") in the text.
const TIGHT_TIMES =
  /^(.*\p{L}.*?\S)\s(\d{1,3})\s?(?:(?:st|stk|stück|pcs|pc|ea)\.?\s?)?[x×@]\s?[$€£]?\s?(\d{1,6}[.,]\d{2})$/iu;

// "2 Cappuccino   3,80": a count before the text (not a size: "500 g Hack"), a unit price after it, maybe written
// "à 4,90", "@ 4.90" or "je 4,90" (the price of one is no part of the text).
// "2 x Ceramic Mug": a count with a times sign before the text.
const LEADING_COUNT = /^(\d{1,2})\s+(?!(?:g|kg|ml|l|cl|cm|mm|m|er|x|stk)\b)(\p{L}.*)$|^(\d{1,3})\s?[x×]\s+(\p{L}.*)$/iu;
const TRAILING_PRICE = /^(.*\S)\s{2,}(?:(?:à|@|je|ea\.?)\s?)?(\d{1,6}[.,]\d{2})$/u;

// "Pillowcases   x2   $98.00", "Tasse   Menge: 2": a count in a cell of its own after the text.
// "Paper filters, 100 pack      2   £12.00": a plain count in a column of its own between the text and the amount.
const TRAILING_COUNT = /^(\p{L}.*?\S)\s{2,}(?:[x×]\s?(\d{1,3})|(?:qty|menge|anzahl)\s*:?\s*(\d{1,3})|(\d{1,3}))$/iu;

function withCount(entry: Extract<TEntry, { kind: 'item' }>): TEntry {
  const counted = LEADING_COUNT.exec(entry.text);
  const trailing = counted ? null : TRAILING_COUNT.exec(entry.text);
  if (trailing?.[1]) {
    const bare = trailing[4] !== undefined;
    return { ...entry, text: trailing[1], quantity: Number(trailing[2] ?? trailing[3] ?? trailing[4]), bare };
  }
  const [count, text] = [counted?.[1] ?? counted?.[3], counted?.[2] ?? counted?.[4]];
  if (!count || !text) {
    return entry;
  }
  const priced = TRAILING_PRICE.exec(text);
  const unitPrice = priced?.[2] ? (parseNumber(priced[2]) ?? undefined) : undefined;
  return { ...entry, text: priced?.[1] ?? text, quantity: Number(count), unitPrice };
}

function withTimes(entry: Extract<TEntry, { kind: 'item' }>): TEntry {
  const times = INLINE_TIMES.exec(entry.text) ?? TIGHT_TIMES.exec(entry.text);
  if (!times?.[1] || !times[2] || !times[3]) {
    return withCount(entry);
  }
  const [first, second] = [times[2], times[3]];
  const priceFirst = /[.,]\d{2}$/.test(first) && !/[.,]\d{2}$/.test(second);
  const [quantity, unitPrice] = priceFirst ? [second, first] : [first, second];
  return { ...entry, text: times[1], quantity: parseNumber(quantity) ?? 0, unitPrice: parseNumber(unitPrice) ?? 0 };
}

// No receipt's line is longer; a longer one is no entry (its blank runs, never cut, made the text-first patterns
// quadratic, from main on).
const MAX_ENTRY_LINE = 500;

function entryOf(line: TLine): TEntry | null {
  if (line.text.length > MAX_ENTRY_LINE) {
    return null;
  }
  const body = line.text.replace(RECEIPT_MARK, '');
  const times = TIMES.exec(body);
  if (times?.[1] && times[2]) {
    const [quantity, unitPrice] = [timesQuantity(times[1], times[2]), parseNumber(times[2]) ?? 0];
    const rest = body.slice(times[0].length);
    const amount = TIMES_AMOUNT.exec(rest)?.[1] ?? timesAmountAfter(rest, quantity, unitPrice);
    return {
      kind: 'times',
      line,
      quantity,
      unitPrice,
      amount: amount ? parseNumber(amount) : null,
    };
  }
  const count = COUNT_LINE.exec(body);
  if (count?.[1]) {
    return { kind: 'count', line, quantity: Number(count[1]), code: count[2] };
  }
  const item = ITEM_LINE.exec(body);
  const amount = item?.[2] ? parseNumber(item[2].replace(/\s/g, '')) : null;
  if (item?.[1] && amount !== null && !item[1].includes(':')) {
    // An article number before the text ("072-04-0109  BATH TOWEL"), a tax flag after it ("BATH TOWEL   T").
    const text = item[1].trim().replace(/\s{2,}[A-Z*]$/, '');
    const coded = codedText(text);
    const entry: TEntry = coded ? { kind: 'item', line, ...coded, amount } : { kind: 'item', line, text, amount };
    return withTimes(entry);
  }
  if (NAME_ONLY.test(body)) {
    return { kind: 'name', line, text: body.trim() };
  }
  // "440912 2X4X8 SPF STUD" over "12 @ 3.98   47.76": an article number and the text, the quantity line below.
  const named = codedText(body.trim());
  return named && NAME_ONLY.test(named.text.replace(/^\d+/, 'x')) ? { kind: 'name', line, ...named } : null;
}

/** The item lines right above the first sum line ("SUMME", "TOTAL"), read upwards. */
function entriesAbove(lines: TLine[], summary: number): TEntry[] {
  const entries: TEntry[] = [];
  let blanks = 0;
  const ruleAt = (index: number) => {
    const line = lines[index];
    return line !== undefined && !isBlank(line) && RULE.test(line.text);
  };
  for (let index = summary - 1; index >= 0 && summary - index <= 80; index--) {
    const line = lines[index] as TLine;
    if (line.page !== lines[summary]?.page) {
      break;
    }
    // A ruled line between the items and the sum with a blank line either side (an <hr> of an HTML receipt, a
    // dashed line of a till receipt) is one separator, passed over before the first item.
    if (entries.length === 0 && (ruleAt(index) || (isBlank(line) && (ruleAt(index - 1) || ruleAt(index + 1))))) {
      continue;
    }
    if (isBlank(line) || RULE.test(line.text)) {
      // Text recognition puts blank lines between rows now and then: one is passed over inside the items.
      if (++blanks > 1 || (isBlank(line) && entries.length === 0 && index < summary - 1)) {
        break;
      }
      continue;
    }
    const entry = entryOf(line);
    // A line of text alone is an item's name only when its quantity line follows it; indented under an item
    // (" Zuzahlung 5,00"), it is a detail of the item above and passed over.
    // So is an indented note that is no entry at all ("   Replaced: Chobani Plain 5.3 oz" under its item).
    if (
      (entry === null || entry.kind === 'name') &&
      entries[0]?.kind !== 'times' &&
      /^\s/.test(line.text) &&
      index > 0
    ) {
      const above = entryOf(lines[index - 1] as TLine);
      // Under a list item (" * Kettle   $54.00" over "   SKU KT-100") the note stands at the item's text.
      const listed = RECEIPT_MARK.test(above?.line.text ?? '') && !RECEIPT_MARK.test(line.text);
      if (above?.kind === 'item' && (!/^\s/.test(above.line.text) || listed)) {
        continue;
      }
    }
    if (!entry || (entry.kind === 'name' && entries[0]?.kind !== 'times')) {
      break;
    }
    blanks = 0;
    entries.unshift(entry);
  }
  return entries;
}

type TItem = { line: TLine; values: Partial<Record<TItemRole, TLeafValue>>; bare?: boolean; taxRate?: number };

function itemsOf(entries: TEntry[]): TItem[] {
  const items: TItem[] = [];
  for (const [index, entry] of entries.entries()) {
    const previous = items[items.length - 1];
    if (entry.kind === 'name') {
      items.push({ line: entry.line, values: { text: entry.text, code: entry.code } });
    } else if (entry.kind === 'item') {
      const { text, amount, code, quantity, unitPrice, bare } = entry;
      items.push({ line: entry.line, values: { text, lineTotal: amount, code, quantity, unitPrice }, bare });
    } else if (entry.kind === 'count') {
      // "Team plan (per seat)   $90.00" over "Qty 6": the count line completes the item above it.
      if (!previous || previous.values.quantity !== undefined) {
        return [];
      }
      previous.values.quantity = entry.quantity;
      previous.values.code ??= entry.code;
    } else if (previous && previous.values.quantity === undefined) {
      // "Laugenbrezel" / "4 x 0,79   3,16", or "BROETCHEN   2,58" / "2 x 1,29": the quantity line completes the item.
      previous.values.quantity = entry.quantity;
      previous.values.unitPrice = entry.unitPrice;
      previous.values.lineTotal ??= entry.amount ?? undefined;
    } else if (index > 0) {
      return [];
    }
  }
  return items.filter((item) => item.values.lineTotal !== undefined);
}

// "Rabatt -15 %   -6,00 B" between two items: a discount off the item above it (item-sub-amounts.ts), not the sum.
const isItemsDiscount = (line: TLine, next: TLine | undefined) =>
  /(?:^|\s)-\s?\d{1,6}[.,]\d{2}\b/.test(line.text) &&
  next !== undefined &&
  !isSummaryRow(next) &&
  entryOf(next)?.kind === 'item';

/**
 * Items of a till receipt or a short bill without a header row: lines of text and an amount (a VAT class
 * letter after it), quantity lines ("2 x 1,29") under or above their item, right above the sum line.
 * Mapped by the fields' roles: the text, the line's amount, the quantity and the unit price.
 */
export function receiptItems(lines: TLine[], properties: TSchemaProperty[]): TTableRow[] {
  const roles = itemRoles(properties);
  const targets = {
    text: withRole(roles, 'text'),
    lineTotal: withRole(roles, 'lineTotal'),
    quantity: withRole(roles, 'quantity'),
    unitPrice: withRole(roles, 'unitPrice'),
    code: withRole(roles, 'code'),
  };
  // A unit price field alone reads the lines too ("2 St x 1,29" gives it), their amounts left out.
  if (!targets.text || (!targets.lineTotal && !targets.unitPrice)) {
    return [];
  }
  let items: TItem[] = [];
  for (let summary = 1; summary < lines.length && items.length < 2; summary++) {
    const line = lines[summary] as TLine;
    if (
      isSummaryRow(line) &&
      /\d[.,]\d{2}\b/.test(line.text) &&
      !isSummaryRow(lines[summary - 1] as TLine) &&
      !isItemsDiscount(line, lines[summary + 1])
    ) {
      items = itemsOf(entriesAbove(lines, summary));
    }
  }
  if (items.length < 2) {
    return [];
  }
  // A plain number column before the amount holding only the document's tax rates is not the quantity.
  const bare = items.filter((item) => item.bare);
  const rates = bare.map((item) => Number(item.values.quantity));
  if (isTaxRateColumn(rates, statedTaxRates(lines))) {
    for (const item of bare) {
      item.taxRate = Number(item.values.quantity);
      item.values.quantity = undefined;
    }
  }
  const taxField = taxRateField(properties);
  const rows = items.map((item) => {
    const values = new Map<TSchemaProperty, TLeafValue>();
    for (const [role, value] of Object.entries(item.values) as [TItemRole, TLeafValue][]) {
      const property = targets[role as keyof typeof targets];
      if (property && value !== undefined) {
        values.set(property, value);
      }
    }
    if (taxField && item.taxRate !== undefined) {
      values.set(taxField, item.taxRate);
    }
    return { line: item.line, values, missing: [] };
  });
  return withSubAmounts(rows, properties, targets.text, targets.lineTotal);
}
