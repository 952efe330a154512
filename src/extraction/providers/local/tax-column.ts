import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { itemRoles, withRole } from './item-roles.ts';
import type { TLine } from './lines.ts';
import type { TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

// A line that states tax rates: "MwSt 7 %", "VAT 20%", "A = 19 %" (a tax class legend).
const TAX_LINE = /\b(?:mwst|ust|vat|tax|steuer|tva|iva|btw|gst)|^\s*[A-D]\s*[=:]?\s*\d{1,2}(?:[.,]\d)?\s?%/i;
const RATE = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g;

/** The tax rates the document states on its tax lines ("MwSt 19 %", "A = 7 %"), as numbers. */
export function statedTaxRates(lines: TLine[]): Set<number> {
  const rates = new Set<number>();
  for (const line of lines) {
    if (TAX_LINE.test(line.text)) {
      for (const match of line.text.matchAll(RATE)) {
        rates.add(Number((match[1] ?? '').replace(',', '.')));
      }
    }
  }
  return rates;
}

/**
 * A column of plain whole numbers between an item's text and its amount is a tax rate, not a quantity, when
 * every value in it is a rate the document states on its tax lines ("7", "19" beside "MwSt 7 % … 19 %").
 */
export function isTaxRateColumn(values: number[], rates: Set<number>): boolean {
  return values.length > 0 && rates.size > 0 && values.every((value) => rates.has(value));
}

/** The item's field for a tax rate or class (`mwst_satz`, `vat_rate`, `tax_code`), if it has exactly one. */
export function taxRateField(properties: TSchemaProperty[]): TSchemaProperty | undefined {
  const found = properties.filter((property) =>
    nameWords(property.name).some((word) => /^(?:mwst|ust|vat|tax|steuer|steuersatz|mwstsatz|taxrate)/.test(word)),
  );
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Rows without a header, number columns taken in the schema's order: a column that holds only the document's
 * stated tax rates ("7", "19" by "MwSt 7 % … 19 %"), or a quantity that times the unit price gives the line's
 * amount in no row ("19   8,99   17,98"), is not the field it was given. Stated rates go to the item's tax
 * rate field, if it has one and no column filled it.
 */
export function withoutTaxRates(rows: TTableRow[], lines: TLine[], properties: TSchemaProperty[]): TTableRow[] {
  const rates = statedTaxRates(lines);
  const taxField = taxRateField(properties);
  const roles = itemRoles(properties);
  const [quantity, unit, total] = [
    withRole(roles, 'quantity'),
    withRole(roles, 'unitPrice'),
    withRole(roles, 'lineTotal'),
  ];
  const number = (row: TTableRow, property: TSchemaProperty | undefined) => {
    const value = property ? row.values.get(property) : undefined;
    return typeof value === 'number' ? value : Number.NaN;
  };
  const neverTimes = rows.every(
    (row) => Math.abs(number(row, quantity) * number(row, unit) - number(row, total)) > 0.011,
  );
  for (const property of properties.filter((candidate) => candidate.type === 'number' && candidate !== taxField)) {
    const values = rows.map((row) => row.values.get(property));
    const integers = values.filter((value): value is number => typeof value === 'number' && Number.isInteger(value));
    const rated = integers.length === rows.length && isTaxRateColumn(integers, rates);
    if (rated || (property === quantity && unit && total && integers.length === rows.length && neverTimes)) {
      for (const row of rows) {
        const value = row.values.get(property);
        row.values.delete(property);
        // Only stated rates are rates; a rate read from the tax field's own column stays.
        if (taxField && rated && !row.values.has(taxField)) {
          row.values.set(taxField, value as number);
        }
      }
    }
  }
  return rows;
}
