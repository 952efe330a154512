import type { TTableRow } from './table-rows.ts';

// "1.200", "1,600": one to three digits and three after the separator, a thousands group or three decimals.
const AMBIGUOUS = /^[^\d]*(\d{1,3})([.,])(\d{3})(?!\d)[^\d]*$/;
// A separator that can only be decimal: after a lone zero ("0,300") or before one or two digits ("45.00").
const DECIMAL = /(?<![\d.,])0([.,])\d|\d([.,])\d{1,2}(?![\d.,])/;

/**
 * Numbers of one column read alike: where another value of the column shows its separator is the decimal one
 * ("0,300" under "Gewicht"), "1,600" is 1.6, not 1600 (read alone, it is a thousands group).
 */
export function withColumnNumbers(rows: TTableRow[]): TTableRow[] {
  const properties = new Set(rows.flatMap((row) => [...(row.texts?.keys() ?? [])]));
  for (const property of properties) {
    if (property.type !== 'number') {
      continue;
    }
    const texts = rows.map((row) => row.texts?.get(property) ?? '');
    const decimals = new Set(
      texts.flatMap((text) => {
        const match = DECIMAL.exec(text);
        return match ? [match[1] ?? match[2]] : [];
      }),
    );
    if (decimals.size !== 1) {
      continue;
    }
    rows.forEach((row, index) => {
      const match = AMBIGUOUS.exec(texts[index] ?? '');
      const value = row.values.get(property);
      if (match && decimals.has(match[2]) && typeof value === 'number') {
        row.values.set(property, Math.sign(value || 1) * Number(`${match[1]}.${match[3]}`));
      }
    });
  }
  return rows;
}
