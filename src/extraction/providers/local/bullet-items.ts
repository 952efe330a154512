import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import { PERIOD_END_DATE } from './date-shapes.ts';
import { wantOf } from './field-kinds.ts';
import { isPlainPrice, itemRoles, withRole } from './item-roles.ts';
import type { TLine } from './lines.ts';
import { ITEM_BULLET } from './list-marks.ts';
import { CENTS_AMOUNT, CENTS_AMOUNT_ALONE, UNIT_PRICE } from './money-patterns.ts';
import { parseNumber } from './parse-number.ts';
import { isSummaryRow, type TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

// "01.01.2025 – 30.06.2025", "01/07/2025 to 31/12/2025": a period within an item's text (a tariff's rows). Its
// leading blanks, commas and brackets are matched from their run's first character only (`(?<![\s,(])`): tried from
// each of a long run, they read the run to its end each time (the same match: from inside a run it ends the same).
export const PERIOD = new RegExp(
  String.raw`(?<![\s,(])[\s,(]*(${PERIOD_END_DATE}\s*(?:[–—-]|bis|to|until)\s*${PERIOD_END_DATE})[\s,)]*`,
  'iu',
);
const PERIOD_NAME = /^(?:zeitraum|period|periode|laufzeit|billing period|abrechnungszeitraum|date range)$/;

/** The item's text with a period in it split off to the item's field for a period, if it has one. */
function withPeriod(values: Map<TSchemaProperty, TLeafValue>, text: TSchemaProperty, properties: TSchemaProperty[]) {
  const field = properties.find(
    (property) => property.type === 'string' && PERIOD_NAME.test(nameWords(property.name).join(' ')),
  );
  const value = String(values.get(text) ?? '');
  const period = PERIOD.exec(value);
  if (!field || !period?.[1] || values.has(field)) {
    return;
  }
  const rest = `${value.slice(0, period.index)} ${value.slice(period.index + period[0].length)}`.trim();
  if (/\p{L}/u.test(rest)) {
    values.set(text, rest);
    values.set(field, period[1]);
  }
}

// Parts of an item sentence: "Organic coffee beans — 2 — £13.90", "French press | 1 | 34,00 €".
// Linear (cellsplit18): blanks matched from their run's first blank only (`(?<!\s)`), not from each blank.
const SEPARATOR = /(?<!\s)(?:\s+[—–|]\s+|\s+-\s+)/;
// "qty 2", "Menge: 3": the count's own label within its part.
const COUNT = /^(?:(?:qty|quantity|menge|anzahl)\.?:?\s?)?(\d{1,4})\s*(?:x|×|pcs|stk\.?|stück|pieces|units)?$/i;
// "2 × Organic coffee beans": a quantity before the text.
const COUNTED = /^(\d{1,4})\s*(?:x|×)\s+(\p{L}.*)$/iu;
// "Wireless mouse × 2": a quantity after the text (not "Photo prints 10 x 15": a size).
const COUNTED_AFTER = /^(\p{L}.*?)(?<![\d.,])\s+(?:x|×)\s?(\d{1,4})$/iu;

const MAX_ITEM_LINE = 500;

// `measure`: the unit the count is written in ("Stk.", "m"), for the item's unit field.
type TParts = { text?: string; quantity?: number; money: number[]; unit?: number; measure?: string };

// "Oak shelf bracket (£4.50 each)", "Wandhaken (je 2,10 €)", "Druckerpatrone à 24,90 EUR": the price of one unit at
// the end of the item's text. The text before it is at most 2,000 characters and the price anchored at the end.
const EACH_PRICE = new RegExp(
  String.raw`\s(?:\(\s?(?:(?:je|à|@|each|per unit|pro stück)\s)?(${CENTS_AMOUNT})(?:\s(?:each|ea\.?|je stück|pro stück|per unit))?\s?\)|(?:je|à|@)\s(${CENTS_AMOUNT})(?:\s(?:each|ea\.?))?)$`,
  'iu',
);

// "$89.00 each", "à 4,50 €", "12,90 € je Stück": a part of its own that is the price of one unit.
const EACH_PART = new RegExp(
  String.raw`^(?:(?:je|à|@)\s?)?(${CENTS_AMOUNT})\s?(?:each|ea\.?|je stück|pro stück|per unit)$|^(?:je|à|@)\s?(${CENTS_AMOUNT})$`,
  'iu',
);

/** The item's text without a unit price at its end, and that price. */
function withEachPrice(parts: TParts): TParts {
  const each = parts.text ? EACH_PRICE.exec(parts.text) : null;
  const written = each?.[1] ?? each?.[2];
  const unit = written ? parseNumber(written) : null;
  if (!each || unit === null || !parts.text || !/\p{L}/u.test(parts.text.slice(0, each.index))) {
    return parts;
  }
  return { ...parts, text: parts.text.slice(0, each.index).trim(), unit };
}

// "4 x Palettenregal à 312,50 € = 1.250,00 €", "2 pcs Widget @ 12.50 = 25.00", "2 Pck. Holzschrauben à 6,49 €",
// "6 m Kantholz à 3,95 €": the count, its times sign or unit (a short word with a dot, or a measure), the text.
const PRICED =
  /^(\d{1,4})\s*(x|×|stk\.?|stück|pcs|pieces|\p{L}{2,4}\.|m|kg|g|l|h|std|pck|pkt|sack|rolle|box)\s+(\p{L}.*?)\s+(?:à|@|je|each|a)\s+([^=]+?)(?:\s*=\s*(.+))?$/iu;

// "San Marzano tomatoes, 12 cases @ $38.50 = $462.00", "Parmesan, 20 lb @ $14.25/lb = $285.00",
// "Tomaten: 12 Kisten à 38,50 € = 462,00 €": the text first, then the count with its unit; the line's amount
// is required and must be count times unit price.
// "Tomaten 2 kg x 3,20 = 6,40", "Arbeitspreis 01.01.–30.06.: 812 kWh x 0,3124 €/kWh = 253,67 €": the text may
// end without a comma or colon, the count times the unit price must make the amount.
const TEXT_PRICED = new RegExp(
  String.raw`^(\p{L}.*?)(?:[,:]|\s[–—-])?\s+(\d{1,5}(?:[.,]\d{1,3})?)\s*(?:\p{L}{1,12}\.?\s+)?(?:à|@|x|×|je|each|at)\s*(${UNIT_PRICE})(?:\s*\/\s*\p{L}{1,8}\.?)?\s*=\s*(${CENTS_AMOUNT})$`,
  'iu',
);

// "12 cases of San Marzano tomatoes @ $38.50 = $462.00", "6 Dosen Olivenöl à 54,00 € = 324,00 €": the count
// first, a packing unit left out of the text; the line's amount must be count times unit price.
const PACKING =
  '(?:cases?|tins?|cans?|boxe?s?|packs?|bags?|bottles?|crates?|cartons?|rolls?|kisten?|dosen?|packungen|packung|flaschen|flasche|kartons?|säcke|sack|rollen|rolle)';
const COUNT_PRICED = new RegExp(
  String.raw`^(\d{1,5}(?:[.,]\d{1,3})?)\s+(?:${PACKING}\s+(?:of\s+)?)?(\p{L}.*?)\s+(?:à|@|at|je|each)\s*(${CENTS_AMOUNT})(?:\s*\/\s*\p{L}{1,8}\.?)?\s*=\s*(${CENTS_AMOUNT})$`,
  'iu',
);

function pricedOf(body: string): TParts | null {
  const priced = PRICED.exec(body);
  const unit = priced?.[4]?.trim() ?? '';
  const total = priced?.[5]?.trim();
  if (
    !priced?.[1] ||
    !priced[3] ||
    !CENTS_AMOUNT_ALONE.test(unit) ||
    (total !== undefined && !CENTS_AMOUNT_ALONE.test(total))
  ) {
    return textPricedOf(body);
  }
  const money = [parseNumber(unit) ?? 0, ...(total ? [parseNumber(total) ?? 0] : [])];
  const measure = /^[x×]$/i.test(priced[2] ?? '') ? undefined : priced[2];
  return {
    text: priced[3],
    quantity: Number(priced[1]),
    money: total ? money : [money[0] ?? 0, Number.NaN],
    measure,
  };
}

function textPricedOf(body: string): TParts | null {
  const textFirst = TEXT_PRICED.exec(body);
  const countFirst = textFirst ? null : COUNT_PRICED.exec(body);
  const [text, count] = textFirst ? [textFirst[1], textFirst[2]] : [countFirst?.[2], countFirst?.[1]];
  const priced = textFirst ?? countFirst;
  if (!text || !count || !priced?.[3] || !priced[4]) {
    return null;
  }
  const [quantity, unit, total] = [parseNumber(count), parseNumber(priced[3]), parseNumber(priced[4])];
  if (quantity === null || unit === null || total === null || Math.abs(quantity * unit - total) > 0.011) {
    return null;
  }
  return { text: text.trim(), quantity, money: [unit, total] };
}

const LABELLED_AMOUNT = new RegExp(String.raw`^(\S.*?\p{L}.*?):\s?(${CENTS_AMOUNT})$`, 'u');

function partsOf(line: TLine): TParts | null {
  const body = line.text.replace(ITEM_BULLET, '').trim();
  const priced = pricedOf(body);
  if (priced) {
    return priced;
  }
  const parts: TParts = { money: [] };
  const pieces = body.split(SEPARATOR);
  // "- 12 m² Bodenfliesen verlegen: 540,00 €": a bullet's text and its amount after a colon.
  const labelled = pieces.length < 2 && ITEM_BULLET.test(line.text) ? LABELLED_AMOUNT.exec(body) : null;
  if (labelled?.[1] && labelled[2]) {
    return { text: labelled[1].trim(), money: [parseNumber(labelled[2]) ?? 0] };
  }
  if (pieces.length < 2) {
    return null;
  }
  for (const piece of pieces.map((part) => part.trim())) {
    const after = COUNTED_AFTER.exec(piece);
    const counted = COUNTED.exec(piece) ?? (after ? [piece, after[2], after[1]] : null);
    const count = COUNT.exec(piece);
    const each = EACH_PART.exec(piece);
    if (each && parts.unit === undefined) {
      parts.unit = parseNumber(each[1] ?? each[2] ?? '') ?? undefined;
    } else if (CENTS_AMOUNT_ALONE.test(piece)) {
      parts.money.push(parseNumber(piece) ?? 0);
    } else if (count?.[1] && parts.quantity === undefined) {
      parts.quantity = Number(count[1]);
    } else if (counted?.[1] && counted[2] && parts.text === undefined && parts.quantity === undefined) {
      parts.quantity = Number(counted[1]);
      parts.text = counted[2];
    } else if (/\p{L}/u.test(piece) && parts.text === undefined) {
      parts.text = piece;
    } else {
      return null;
    }
  }
  const hasPrice = parts.money.length > 0 || parts.unit !== undefined;
  return parts.text && hasPrice && parts.money.length <= 2 ? withEachPrice(parts) : null;
}

/**
 * Items written as bullet lines or sentences of parts apart by dashes ("• French press 1 l — 1 — £34.00"):
 * two or more such lines in a row; the text, a count and one or two amounts (unit price, then line amount)
 * go to the fields of those roles.
 */
export function bulletItems(lines: TLine[], properties: TSchemaProperty[]): TTableRow[] {
  const roles = itemRoles(properties);
  const text = withRole(roles, 'text');
  const quantity = withRole(roles, 'quantity');
  const unitPrice = withRole(roles, 'unitPrice');
  const lineTotal = withRole(roles, 'lineTotal');
  // The one text field for a count's unit ("2 Pck.", "6 m"), if the items have exactly one.
  const units = properties.filter((property) => property.type === 'string' && wantOf(property) === 'unit');
  const unitField = units.length === 1 ? units[0] : undefined;
  if (!text || (!lineTotal && !unitPrice)) {
    return [];
  }
  for (let start = 0; start < lines.length - 1; start++) {
    const rows: TTableRow[] = [];
    for (let index = start; index < lines.length; index++) {
      const line = lines[index] as TLine;
      // A line longer than any item's is none; its blank runs (never cut) made the text-first patterns quadratic.
      // A mail indents its list of items ("  4 St. Dübel S8 à 3,45 € = 6,90 €"): the patterns start at the text.
      const parts =
        line.text.length > MAX_ITEM_LINE
          ? null
          : ITEM_BULLET.test(line.text) ||
              SEPARATOR.test(line.text) ||
              PRICED.test(line.text.trim()) ||
              TEXT_PRICED.test(line.text.trim()) ||
              COUNT_PRICED.test(line.text.trim())
            ? partsOf(line)
            : null;
      // "Shipping — $0.00", "Total — $84.97" end the items.
      if (!parts?.text || isSummaryRow(line)) {
        break;
      }
      const values = new Map<TSchemaProperty, TLeafValue>([[text, parts.text]]);
      if (quantity && parts.quantity !== undefined) {
        values.set(quantity, parts.quantity);
      }
      const [first, second] = parts.money;
      // One amount is the line's (or the only price field's); two are the unit price and the line's amount
      // (NaN: a unit price "à 6,90" without the line's amount).
      const single = second === undefined ? (lineTotal ?? unitPrice) : lineTotal;
      const amount = second === undefined ? first : second;
      if (single && amount !== undefined && !Number.isNaN(amount)) {
        values.set(single, amount);
      }
      if (second !== undefined && unitPrice && first !== undefined) {
        values.set(unitPrice, first);
      }
      // The price of one unit written beside the text; a field named just "price" takes it when it is all the line
      // prices ("3x Druckerpatrone je 24,90 EUR").
      const each = parts.unit ?? (Number.isNaN(second) ? first : undefined);
      const eachField =
        unitPrice ?? (lineTotal && isPlainPrice(lineTotal) && !values.has(lineTotal) ? lineTotal : null);
      if (each !== undefined && eachField && !values.has(eachField)) {
        values.set(eachField, each);
      }
      if (parts.measure && unitField) {
        values.set(unitField, parts.measure);
      }
      withPeriod(values, text, properties);
      rows.push({ line, values, missing: [] });
    }
    if (rows.length >= 2) {
      return rows;
    }
    start += rows.length;
  }
  return [];
}
