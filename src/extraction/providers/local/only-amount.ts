import type { TCodedMessage } from '../../../i18n/types.ts';
import type { TOutputSchema } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import { scalarFields } from './learned-candidates.ts';
import { inSchemaOrder, setAt, valueAt } from './learned-fill.ts';
import { quoteOf, type TLine } from './lines.ts';
import { parseNumber } from './parse-number.ts';
import { namesMoney } from './value-kinds.ts';

// A letter, a mail or a card slip that states one sum of money ("… über 642,60 € ist noch offen", "The total for
// your three nights is £597.00", "TOTAL  GBP 185.00"), for a schema that asks for one sum: that sum is the one asked
// for, whatever words the two use. Two sums in the text, or two asked for, and nothing is filled: which is which
// takes a label.

/** Weaker than a label's value, as the structural fallback's fills (residual-fill.ts): a reviewer sees it first. */
const ONLY_AMOUNT_CONFIDENCE = 0.3;

// A sum with its currency, before or after it: "€1,260.00", "GBP 185.00", "1.849,00 €", "486,30 EUR".
const CURRENCY = String.raw`(?:[$€£]|\b(?:EUR|GBP|USD|CHF)\b)`;
const FIGURE = String.raw`\d{1,3}(?:[.,' ]\d{3})*(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?`;
const SUM = new RegExp(
  String.raw`${CURRENCY}\s?(?:${FIGURE})(?![\d.,]\d)|(?<![\d.,])(?:${FIGURE})\s?${CURRENCY}`,
  'gu',
);

// A part of a sum or a sum beside the one stated (a tax, a discount, a deposit) is not what a lone sum is.
const PART_WORD =
  /^(?:tax|vat|mwst|ust|steuer\p{L}*|discount|rabatt|skonto|deposit|kaution|shipping|versand\p{L}*|porto|tip|trinkgeld|refund|erstattung|interest|zinsen|fee|gebuehr\p{L}*|net|netto|subtotal|zwischensumme|previous|old|alt\p{L}*|vorauszahlung\p{L}*|advance)$/u;
const SPENT_WORD = /^(?:charged|owed|spent|paid)$/;

type TFillInput = {
  schema: TOutputSchema;
  lines: TLine[];
  result: Record<string, unknown>;
  sources: TSourceMap;
  warnings: TCodedMessage[];
};

/** The sums of money the body states, each with where. */
function statedSums(lines: TLine[]) {
  const sums: { value: number; line: TLine; start: number; end: number }[] = [];
  for (const line of lines.filter((candidate) => !candidate.header)) {
    for (const match of line.text.matchAll(SUM)) {
      const value = parseNumber(match[0]);
      if (value !== null && value > 0) {
        sums.push({ value, line, start: match.index, end: match.index + match[0].length });
      }
    }
  }
  return sums;
}

/** Fills the schema's one sum of money, left empty, with the text's one sum; returns the path filled, if any. */
export function fillOnlyAmount(input: TFillInput): string | null {
  const money = scalarFields(input.schema).filter(
    (field) =>
      field.property.type === 'number' &&
      field.words.some((word) => namesMoney([word]) || SPENT_WORD.test(word)) &&
      !field.words.some((word) => PART_WORD.test(word)),
  );
  const numbers = scalarFields(input.schema).filter((field) => field.property.type === 'number');
  const field = money.length === 1 && numbers.length === 1 ? money[0] : undefined;
  if (!field || valueAt(input.result, field.path) !== undefined) {
    return null;
  }
  const sums = statedSums(input.lines);
  const first = sums[0];
  if (!first || sums.some((sum) => sum.value !== first.value)) {
    return null;
  }
  setAt(input.result, field.path, first.value);
  const quote = quoteOf(first.line, first.start, first.end);
  input.sources[field.path] = {
    page: first.line.page,
    quote,
    document: first.line.fileName,
    confidence: ONLY_AMOUNT_CONFIDENCE,
  };
  const missing = (warning: TCodedMessage) =>
    warning.code === 'warning.field_not_found' && warning.params.path === field.path;
  input.warnings.splice(0, input.warnings.length, ...input.warnings.filter((warning) => !missing(warning)));
  inSchemaOrder(input.result, input.schema);
  return field.path;
}
