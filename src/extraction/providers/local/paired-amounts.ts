import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLine } from './lines.ts';
import type { TColumns, TTableRow } from './table-rows.ts';
import { labelWords, nameWords } from './words.ts';

const CENT = 0.005;
type TRead = { rows: TTableRow[]; end: number };

/**
 * Money out and money in as two columns side by side ("Paid out | Paid in", "Soll | Haben", "Withdrawals |
 * Deposits") right before a running balance in the last column; the item's amount field heads one of the three
 * (a "Balance" is taken for it by its role) or none. `columns` reads the rows with all three (stand-ins for the
 * second column and the balance); `settle` keeps that reading only when the balance moves by each row's amount
 * (so no vocabulary decides which column is which): the amount is whichever of the two the row fills, negative
 * where the balance goes down. Rows that only state the balance (brought and carried forward) are no entries.
 * Null from `settle` when the balance does not agree: the table is read as before.
 */
export function pairedAmounts(
  columns: TColumns,
  properties: TSchemaProperty[],
  header?: TLine,
): { columns: TColumns; settle: (read: TRead) => TRead | null } | null {
  const last = columns.length - 1;
  const [out, into] = [last - 2, last - 1];
  // The amount field heads one of the three columns (or, by its role, the balance's), or is the one number
  // field no column holds; no other field heads them.
  // A number field of its own heading the last column (`balance` under "Balance") keeps the balance.
  const kept = columns[last]?.type === 'number' && namesBalance(columns[last]) ? columns[last] : undefined;
  const named = [columns[out], columns[into], kept ? null : columns[last]].filter((property) => property != null);
  const free = properties.filter((property) => property.type === 'number' && !columns.includes(property));
  const amount = named.length === 1 ? named[0] : named.length === 0 && free.length === 1 ? free[0] : undefined;
  // A field the balance's own header names ("Saldo" for `saldo`) asks for the balance, not the amounts.
  const lastCell = header?.cells[last];
  const lastWords = lastCell ? labelWords(header.text.slice(lastCell.start, lastCell.end)) : [];
  const asksBalance =
    columns[last] === amount && nameWords(amount?.name ?? '').some((word) => lastWords.includes(word));
  if (out < 1 || amount?.type !== 'number' || asksBalance) {
    return null;
  }
  const other: TSchemaProperty = { ...amount };
  const balance: TSchemaProperty = kept ?? { name: `${amount.name} balance`, type: 'number' };
  const paired = columns.map((property, index) =>
    index === out ? amount : index === into ? other : index === last ? balance : property,
  );
  const settle = (read: TRead): TRead | null => {
    const number = (row: TTableRow, property: TSchemaProperty) => {
      const value = row.values.get(property);
      return typeof value === 'number' ? value : undefined;
    };
    const moved = read.rows.map((row) => number(row, amount) ?? number(row, other));
    const balances = read.rows.map((row) => number(row, balance));
    // Each row with an amount after a row with a balance: the balance moves by it, up or down.
    const signs = read.rows.map((_, index) => {
      const [before, after, value] = [balances[index - 1], balances[index], moved[index]];
      if (before === undefined || after === undefined || value === undefined) {
        return undefined;
      }
      return Math.abs(Math.abs(after - before) - Math.abs(value)) < CENT ? Math.sign(after - before) || 1 : Number.NaN;
    });
    const checked = signs.filter((sign) => sign !== undefined);
    const both = read.rows.some((row) => number(row, amount) !== undefined && number(row, other) !== undefined);
    if (checked.length < 2 || checked.some(Number.isNaN) || both || !balances.every((value) => value !== undefined)) {
      return null;
    }
    // A row the balance cannot check (the first) takes the sign its column has elsewhere.
    const columnSign = (property: TSchemaProperty) =>
      signs.find((sign, index) => sign !== undefined && number(read.rows[index] as TTableRow, property) !== undefined);
    const rows = read.rows.flatMap((row, index) => {
      const value = moved[index];
      if (value === undefined) {
        return [];
      }
      const column = number(row, amount) !== undefined ? amount : other;
      const sign = signs[index] ?? columnSign(column) ?? 1;
      row.values.delete(other);
      row.values.set(amount, sign * Math.abs(value));
      row.missing = row.missing.filter((property) => property !== other && property !== amount);
      row.texts?.delete(other);
      if (!kept) {
        row.values.delete(balance);
        row.missing = row.missing.filter((property) => property !== balance);
        row.texts?.delete(balance);
      }
      return [row];
    });
    return { rows, end: read.end };
  };
  return { columns: paired, settle };
}

/** A field the schema names as the running balance itself (`balance`, `saldo`), not as the entry's amount. */
const namesBalance = (property: TSchemaProperty | null | undefined) =>
  property != null && /balance|saldo|kontostand/i.test(property.name);
