// Items written as sentences, one a line: "We supplied 3 pallets of reclaimed bricks at £180.00 per pallet,
// totalling £540.00.", "Verbaut wurden 12 Sack Kalkmörtel à 9,50 € je Sack, zusammen 114,00 €." The count, the
// text after it, the price of one and the line's amount; taken only when the count times the price makes the amount,
// so no other sentence with two amounts is read so. Two or more such lines make the list, blank lines between them
// or not.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import { itemRoles, withRole } from './item-roles.ts';
import { isBlank, type TLine } from './lines.ts';
import { CENTS_AMOUNT } from './money-patterns.ts';
import { parseNumber } from './parse-number.ts';
import type { TTableRow } from './table-rows.ts';

// The count, then the text up to the price's word, the price, its unit ("per pallet", "je Sack"), the total's word and
// the amount. The words before the count are any, but bounded; each part is bounded too.
const SENTENCE = new RegExp(
  String.raw`(?:^|\s)(\d{1,4}(?:[.,]\d{1,2})?)\s+(\p{L}[^\d=]{2,60}?)\s+(?:at|@|à|zu|je|for)\s+(${CENTS_AMOUNT})(?:\s+(?:per|a|each|je|pro)\s+\p{L}{1,15})?,?\s+(?:totalling|totaling|making|comes to|for a total of|in total|total|zusammen|insgesamt|gesamt|macht|=)\s+(${CENTS_AMOUNT})`,
  'iu',
);
const MAX_LINE = 300;

/** The items of the first run of two or more sentence lines; none when there is none. */
export function sentenceItems(lines: TLine[], properties: TSchemaProperty[]): TTableRow[] {
  const roles = itemRoles(properties);
  const [text, quantity, unitPrice, lineTotal] = (['text', 'quantity', 'unitPrice', 'lineTotal'] as const).map((role) =>
    withRole(roles, role),
  );
  if (!text || (!unitPrice && !lineTotal)) {
    return [];
  }
  const rows: TTableRow[] = [];
  for (const line of lines) {
    // Sentences may stand a paragraph each.
    if (isBlank(line)) {
      continue;
    }
    const parts = line.text.length <= MAX_LINE ? SENTENCE.exec(line.text) : null;
    const [count, price, amount] = [parts?.[1], parts?.[3], parts?.[4]].map((part) => parseNumber(part ?? ''));
    if (!parts?.[2] || count == null || price == null || amount == null || Math.abs(count * price - amount) > 0.011) {
      if (rows.length >= 2) {
        return rows;
      }
      rows.length = 0;
      continue;
    }
    const values = new Map<TSchemaProperty, TLeafValue>([[text, parts[2].trim()]]);
    for (const [property, value] of [
      [quantity, count],
      [unitPrice, price],
      [lineTotal, amount],
    ] as const) {
      if (property) {
        values.set(property, value);
      }
    }
    rows.push({ line, values, missing: [] });
  }
  return rows.length >= 2 ? rows : [];
}
