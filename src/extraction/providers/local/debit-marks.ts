import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { isSummaryRow, type TTableRow } from './table-rows.ts';

// An account's amounts marked as debits or credits after the figure ("54,90 S", "120.00 DR", "38,50 Soll";
// "2.840,17 H", "15.00 CR"): the bookkeeping marks of statements in both languages.
const DEBIT = /\d\s*(?:S|DR|D|Soll|Debit|Dr\.?)$/;
const CREDIT = /\d\s*(?:H|CR|C|Haben|Credit|Cr\.?)$/;

// A field described as taking credits below zero ("payments and credits negative", "Gutschriften negativ").
export const CREDITS_NEGATIVE =
  /\b(?:credits?|payments?|refunds?|returns?|gutschrift\w*|zahlung\w*|erstattung\w*)\b[^.;]*\b(?:negati\w*|minus|below zero)/i;

/**
 * A card statement marks only its credits ("600.00 CR" for a payment, "79.00 CR" for a refund; the charges
 * unmarked): when the field asks for credits below zero, the marked ones turn negative.
 */
function creditsNegative(property: TSchemaProperty, texts: string[], marked: string[]): boolean {
  const credits = marked.filter((text) => CREDIT.test(text) && !/\d\s*(?:H|C)$/.test(text));
  return (
    credits.length > 0 &&
    credits.length === marked.length &&
    credits.length < texts.length &&
    CREDITS_NEGATIVE.test(property.description ?? '')
  );
}

/**
 * A number column whose amounts carry debit and credit marks: the debits are negative. Only when some amount
 * carries a debit mark and every marked one carries one of the two (a lab value flagged "H" for high is no
 * credit when no row is marked as a debit).
 */
export function withDebitMarks(rows: TTableRow[]): TTableRow[] {
  const properties = new Set(rows.flatMap((row) => [...(row.texts?.keys() ?? [])]));
  for (const property of properties) {
    if (property.type !== 'number') {
      continue;
    }
    const texts = rows.map((row) => row.texts?.get(property)?.trim() ?? '');
    const marked = texts.filter((text) => /\d\s*\p{L}+\.?$/u.test(text));
    if (!texts.some((text) => DEBIT.test(text)) && creditsNegative(property, texts, marked)) {
      rows.forEach((row, index) => {
        const value = row.values.get(property);
        if (typeof value === 'number' && CREDIT.test(texts[index] ?? '')) {
          row.values.set(property, -Math.abs(value));
        }
      });
    }
    if (!texts.some((text) => DEBIT.test(text)) || !marked.every((text) => DEBIT.test(text) || CREDIT.test(text))) {
      continue;
    }
    rows.forEach((row, index) => {
      const value = row.values.get(property);
      if (typeof value === 'number' && DEBIT.test(texts[index] ?? '')) {
        row.values.set(property, -Math.abs(value));
      }
    });
  }
  return rows;
}

// An as-of date in a row's text ("Kontostand am 28.02.2026", "Balance per 31.05.2026").
const DATED = /(?<![\d.])\d{1,2}\.\d{1,2}\.\d{2,4}(?![\d.])|\b\d{4}-\d{2}-\d{2}\b|\d{1,2}\/\d{1,2}\/\d{2,4}/;

/**
 * An opening figure as the first row ("Kontostand am 28.02.2026   1.982,45"): a row that leaves empty the date
 * field every entry under it fills, being a sum row or giving its own date in its text, is no entry.
 */
export function withoutOpeningFigure(rows: TTableRow[]): TTableRow[] {
  const [first, ...entries] = rows;
  if (!first || entries.length < 2 || !(isSummaryRow(first.line) || DATED.test(first.line.text))) {
    return rows;
  }
  // A date cell counts before its year is added ("03.06.").
  const dates = (row: TTableRow) =>
    [...(row.texts ?? [])]
      .filter(([property, text]) => property.type === 'string' && property.format === 'date' && text.trim())
      .map(([property]) => property);
  const datedByAll = dates(entries[0] as TTableRow).filter((property) =>
    entries.every((row) => dates(row).includes(property)),
  );
  // A sum row ("Saldo alt   321,75") leaving empty the amount every entry fills, its figure in the balance column.
  const amounts = [...(entries[0] as TTableRow).values.keys()].filter(
    (property) => property.type === 'number' && entries.every((row) => row.values.has(property)),
  );
  const unbooked = isSummaryRow(first.line) && amounts.some((property) => !first.values.has(property));
  return unbooked || datedByAll.some((property) => !dates(first).includes(property)) ? entries : rows;
}
