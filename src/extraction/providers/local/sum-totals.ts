// A field asking for a document's total or its amount due takes the sum its found amount goes into (sum-evidence.ts):
// "Subtotal 389.97" found for `total` becomes "Total 438.07" when the rows between them add up ("Shipping 14.95",
// "Sales tax 33.15"); "Gesamtbetrag 8.092,00" found for `zahlbetrag` becomes "Zu zahlen 5.092,00" under "abzgl.
// Anzahlung -3.000,00". A total stays a total over a deposit taken off it (the amount due is another field), and a
// field naming a part (subtotal, net, tax, deposit) is left as found. A total or amount due that the printed parts
// right above it contradict is doubted (its confidence capped): a misread digit or another row's amount.
import type { TOutputSchema } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import { eachFilledLeaf } from './filled-leaves.ts';
import type { TLine } from './lines.ts';
import { amountRows, partsOf, sumOver, type TAmountRow } from './sum-evidence.ts';
import { nameWords } from './words.ts';

export type TSumRole = 'total' | 'due';

// A name word of a part of the sum: such a field asks for that part, never the sum over it.
const PART =
  /^(?:sub|subtotal|zwischensumme\p{L}*|net|netto\p{L}*|tax|vat|mwst|ust|umsatzsteuer|steuer\p{L}*|\p{L}*steuer|deposit|paid|anzahlung|discount|rabatt|shipping|versand\p{L}*|fee|fees|\p{L}*gebuehr\p{L}*|rate|raten\p{L}*|instalment|installment|previous|opening|deductions|abzuege|\p{L}*abschlaege|vorauszahlung\p{L}*|tip|items?|line|unit|einzel\p{L}*|minimum)$/u;
const DUE =
  /^(?:due|owe|owed|owing|payable|outstanding|remaining|balance|restbetrag|rest|zahlbetrag|nachzahlung|offen\p{L}*|zahlen|faellig\p{L}*betrag)$/u;
const TOTAL =
  /^(?:total|totals|gesamt\p{L}*|grand|brutto\p{L}*|gross|rechnungsbetrag|endbetrag|\p{L}+summe|summe|endsumme)$/u;

// A row's label that names an amount due itself.
const DUE_LABEL =
  /\b(?:due|owe|owing|payable|outstanding|remaining|balance|offen\p{L}*|zu zahlen|zahlbetrag|rest\p{L}*|nachzahlung)\b/iu;

// Words a total's name may have besides its sum word: the document, the amount, its currency.
const GENERIC =
  /^(?:amount|betrag|value|wert|sum|invoice|rechnung|order|bestellung|document|price|preis|charges?|costs?|kosten|payable|incl|inkl|eur|usd|gbp|chf|fare|due|share|anteil)$/u;

/** Whether a number field asks for a document's total or the amount due, or neither (a part, another amount). */
export function sumRole(name: string): TSumRole | null {
  const words = nameWords(name);
  if (words.some((word) => PART.test(word))) {
    return null;
  }
  if (words.some((word) => DUE.test(word))) {
    return 'due';
  }
  // "uebernachtung_gesamt", "total_cartons": the sum of one kind of row, not the document's total.
  const total = words.some((word) => TOTAL.test(word));
  return total && words.every((word) => TOTAL.test(word) || GENERIC.test(word)) ? 'total' : null;
}

/** The row a found amount stands in: the one amount row equal to it whose line holds its quote, if only one does. */
export function rowOf(rows: (TAmountRow | null)[], lines: TLine[], value: number, quote: string): TAmountRow | null {
  const found = rows.filter(
    (row): row is TAmountRow =>
      row !== null &&
      Math.abs(Math.abs(row.amount) - Math.abs(value)) < 0.005 &&
      Boolean(lines[row.index]?.text.includes(quote)),
  );
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** The last sum over a row: a subtotal goes into the total, the tax into the total, and so on (four steps at most). */
function finalSum(rows: (TAmountRow | null)[], lines: TLine[], row: TAmountRow, role: TSumRole): TAmountRow {
  let target = row;
  for (let step = 0; step < 4; step++) {
    const next = sumOver(rows, lines, target.index, role === 'total');
    if (!next) {
      break;
    }
    target = next;
  }
  return target;
}

type TLeafVisit = (at: string, role: TSumRole, holder: Record<string, unknown>, name: string) => void;

function eachSumLeaf(schema: TOutputSchema, result: Record<string, unknown>, visit: TLeafVisit) {
  eachFilledLeaf(schema, result, (property, holder, at) => {
    const role = property.type === 'number' && typeof holder[property.name] === 'number' && sumRole(property.name);
    if (role) {
      visit(at, role, holder, property.name);
    }
  });
}

// The document's amount rows, read on the first call only: most schemas have no total or amount due to look at.
function amountRowsWhenAsked(lines: TLine[]): () => (TAmountRow | null)[] {
  let read: (TAmountRow | null)[] | undefined;
  return () => {
    read ??= amountRows(lines);
    return read;
  };
}

/** Replaces a total or an amount due found in a part of a sum by that sum (in the result and its source). */
export function withSums(schema: TOutputSchema, result: Record<string, unknown>, sources: TSourceMap, lines: TLine[]) {
  const rowsOf = amountRowsWhenAsked(lines);
  eachSumLeaf(schema, result, (at, role, holder, name) => {
    const value = holder[name] as number;
    const source = sources[at];
    const rows = rowsOf();
    const row = source ? rowOf(rows, lines, value, source.quote) : null;
    if (!source || !row) {
      return;
    }
    // "offener Rechnungsbetrag" under a due field is the due, whatever fees a dunning letter adds to it below.
    if (role === 'due' && DUE_LABEL.test(row.label)) {
      return;
    }
    const sum = finalSum(rows, lines, row, role);
    const line = lines[sum.index];
    const last = line?.cells.at(-1);
    if (sum !== row && line && last) {
      holder[name] = value < 0 ? -Math.abs(sum.amount) : Math.abs(sum.amount);
      sources[at] = { ...source, page: line.page, quote: line.text.slice(last.start, last.end).trim() };
    }
  });
}

// The label of a sum's part, as it opens: the tax, shipping, a subtotal or the net amount right above a total.
const PART_LABEL =
  /^(?:(?:zzgl|plus|incl|inkl|add)\.?\s+)?(?:\d+(?:[.,]\d+)?\s*%\s*)?(?:sales tax|tax|vat|gst|hst|mwst|ust|umsatzsteuer|shipping|versand\p{L}*|porto|subtotal|sub-total|sub total|zwischensumme|summe netto|netto\p{L}*|net(?: amount| total)?|total net)(?!\p{L})/iu;

/** The totals and amounts due the printed parts right above them contradict: they add up to another amount. */
export function doubtedSums(
  schema: TOutputSchema,
  result: Record<string, unknown>,
  sources: TSourceMap,
  lines: TLine[],
): string[] {
  const rowsOf = amountRowsWhenAsked(lines);
  const doubted: string[] = [];
  eachSumLeaf(schema, result, (at, _role, holder, name) => {
    const source = sources[at];
    const rows = rowsOf();
    const row = source ? rowOf(rows, lines, holder[name] as number, source.quote) : null;
    if (!row) {
      return;
    }
    const above = [rows[row.index - 1], rows[row.index - 2]];
    const printedParts = above.every(Boolean) && above.some((part) => part && PART_LABEL.test(part.label));
    if (printedParts && !partsOf(rows, lines, row.index)) {
      doubted.push(at);
    }
  });
  return doubted;
}
