import type { TOutputSchema, TSchemaProperty } from '../../schema/output-schema.ts';
import type { TSourceMap } from '../../types.ts';
import { candidatesFor, parentCandidates, qualifierOf, type TCandidate } from './candidates.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { findLabelMatches, type TFoundHow, type TLabelMatch, type TValueSource, valueBelow } from './find-labelled.ts';
import { findList } from './find-list.ts';
import { findTable } from './find-table.ts';
import { quoteOf, type TLine } from './lines.ts';
import { findParty, partyRole } from './parties.ts';
import { coerceQualified, datesIn } from './qualified.ts';
import { foldWord, nameWords } from './words.ts';

/** A top-level or nested (not array) leaf value, kept for building the title. */
export type TFoundLeaf = { property: TSchemaProperty; parentName?: string; value: TLeafValue };

type TContext = { lines: TLine[]; sources: TSourceMap; warnings: string[]; leaves: TFoundLeaf[] };

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);
const notFound = (path: string) => `Field "${path}" was not found in the document`;

// How sure a value is, by how it was found (see TFoundHow); a longer or borrowed label and an
// e-mail header line make it less sure.
const BASE_CONFIDENCE: Record<TFoundHow, number> = {
  beside: 0.9,
  cell: 0.88,
  column: 0.8,
  below: 0.75,
  table: 0.8,
  list: 0.7,
  guess: 0.45,
};

function confidenceOf(how: TFoundHow, source: TValueSource, exact = true): number {
  const value = BASE_CONFIDENCE[how] - (exact ? 0 : 0.1) - (source.line.header ? 0.2 : 0);
  return Math.round(Math.min(0.99, Math.max(0.05, value)) * 100) / 100;
}

function record(context: TContext, path: string, source: TValueSource, confidence: number) {
  const quote = quoteOf(source.line, source.quoteStart, source.quoteEnd);
  context.sources[path] = { page: source.line.page, quote, document: source.line.fileName, confidence };
}

const GENERIC_DATE = new Set(['date', 'datum', 'time', 'uhrzeit', 'datetime']);
const DOCUMENT_DATES = new Set(['invoice', 'document', 'issue', 'receipt', 'letter', 'rechnungs', 'beleg']);
// Amounts that are deductions by name: shown as "-946,81" on payslips, stated as positive amounts.
const DEDUCTIONS = new Set([
  'tax',
  'steuer',
  'lohnsteuer',
  'deduction',
  'deductions',
  'abzug',
  'abzuege',
  'discount',
  'rabatt',
  'fee',
  'gebuehr',
  'vat',
]);
const COMPACT = new Set(['iban', 'bic', 'swift']);
const CURRENCIES: [RegExp, string][] = [
  [/€|\bEUR\b/, 'EUR'],
  [/\$|\bUSD\b/, 'USD'],
  [/£|\bGBP\b/, 'GBP'],
  [/\bCHF\b/, 'CHF'],
];

/** Values in their usual written form: an IBAN without spaces, a deduction as a positive amount. */
function normalized(property: TSchemaProperty, words: string[], value: TLeafValue | null): TLeafValue | null {
  if (typeof value === 'number' && words.some((word) => DEDUCTIONS.has(word))) {
    return Math.abs(value);
  }
  if (typeof value === 'string' && property.type === 'string' && words.some((word) => COMPACT.has(word))) {
    return value.replace(/\s+/g, '');
  }
  return value;
}

/** The currency of a document without a currency label: the first currency sign or code in its body. */
function guessCurrency(lines: TLine[]): TValueSource | null {
  for (const line of lines.filter((candidate) => !candidate.header)) {
    for (const [pattern, code] of CURRENCIES) {
      const match = pattern.exec(line.text);
      if (match) {
        return { text: code, line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
      }
    }
  }
  return null;
}

/** Values without a label: a party from the letterhead or address block, a lone date or time from the body. */
const NEGATION = /\b(not|nicht|noch nicht|outstanding|offen|open|unpaid|unbezahlt|ausstehend)\b/i;

const sameWord = (label: string, word: string) =>
  label === word ||
  (Math.min(label.length, word.length) >= 4 &&
    Math.abs(label.length - word.length) <= 2 &&
    (label.startsWith(word) || word.startsWith(label)));

/** A count written before its label: "2 nights", "1 Paket", "3 x Pakete". */
function countBeforeLabel(lines: TLine[], candidates: TCandidate[]): TValueSource | null {
  const labels = candidates
    .filter((candidate) => candidate.words.length === 1)
    .map((candidate) => candidate.words[0] ?? '');
  for (const line of lines.filter((candidate) => !candidate.header)) {
    for (const match of line.text.matchAll(/(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:x\s*)?(\p{L}+)/gu)) {
      const word = foldWord(match[2] ?? '');
      if (labels.some((label) => sameWord(label, word))) {
        return { text: match[1] ?? '', line, quoteStart: match.index, quoteEnd: match.index + match[0].length };
      }
    }
  }
  return null;
}

/** A yes/no stated as a sentence: "Paid by credit card." is true, "Bezahlt: noch nicht" or "not paid" false. */
function statedFlag(lines: TLine[], candidates: TCandidate[]): TValueSource | null {
  const labels = candidates
    .filter((candidate) => candidate.words.length === 1)
    .map((candidate) => candidate.words[0] ?? '');
  for (const line of lines.filter((candidate) => !candidate.header)) {
    const first = line.cells[0]?.tokens[0]?.word ?? '';
    if (labels.includes(first)) {
      return { text: NEGATION.test(line.text) ? 'no' : 'yes', line, quoteStart: 0, quoteEnd: line.text.length };
    }
  }
  return null;
}

function guessLeaf(property: TSchemaProperty, context: TContext, words: string[], parentName?: string) {
  const candidates = candidatesFor({ name: property.name, parentName });
  if (property.type === 'number') {
    return countBeforeLabel(context.lines, candidates);
  }
  if (property.type === 'boolean') {
    return statedFlag(context.lines, candidates);
  }
  const role =
    property.type === 'string' && !property.format ? partyRole([...words, ...nameWords(parentName ?? '')]) : null;
  if (role) {
    return findParty(context.lines, role);
  }
  if (property.type === 'string' && words.join(' ') === 'currency') {
    return guessCurrency(context.lines);
  }
  const findable = property.type === 'string' && (property.format === 'email' || property.format === 'uri');
  // The document's own date ("invoice_date") without a label: its first date, as in "Kassel, 9. April 2026".
  const ownDate = words.length === 2 && DOCUMENT_DATES.has(words[0] ?? '') && GENERIC_DATE.has(words[1] ?? '');
  const generic = ownDate || words.every((word) => GENERIC_DATE.has(word));
  if (findable || (property.type === 'string' && property.format && generic)) {
    const line = context.lines.find((candidate) => !candidate.header && coerceValue(property, candidate.text) !== null);
    return line ? { text: line.text, line, quoteStart: 0, quoteEnd: line.text.length } : null;
  }
  return null;
}

/** One end of a range under the parent's label: `billing_period.start` from "Billing period: 01.01.–31.03.2026". */
function rangeEnd(context: TContext, parentName: string, part: 0 | 1) {
  for (const match of findLabelMatches(context.lines, parentCandidates(parentName))) {
    const source = match.value ?? (match.standalone ? valueBelow(context.lines, match.lineIndex) : null);
    const date = source ? datesIn(source.text)[part] : undefined;
    if (source && date) {
      return { source, value: date, confidence: confidenceOf(match.how, source, match.exact) - 0.05 };
    }
  }
  return null;
}

function extractLeaf(property: TSchemaProperty, context: TContext, path: string, parentName?: string) {
  const candidates = candidatesFor({ name: property.name, parentName, description: property.description });
  const { words, qualifier } = qualifierOf(property.name, parentName);
  const found = (value: TLeafValue, source: TValueSource, confidence: number) => {
    record(context, path, source, confidence);
    context.leaves.push({ property, parentName, value });
    return value;
  };
  const matches = findLabelMatches(context.lines, candidates, { wantsRate: qualifier.wantsRate });
  const fromLabel = (match: TLabelMatch) => {
    const source = match.value ?? (match.standalone ? valueBelow(context.lines, match.lineIndex) : null);
    const value = source && normalized(property, words, coerceQualified(property, source.text, qualifier));
    return source && value !== null ? found(value, source, confidenceOf(match.how, source, match.exact)) : null;
  };
  // E-mail header lines ("Date: …" of the message) only when the body has nothing, not even a guess.
  for (const match of matches.filter((candidate) => !context.lines[candidate.lineIndex]?.header)) {
    const value = fromLabel(match);
    if (value !== null) {
      return value;
    }
  }
  if (qualifier.rangePart !== undefined && parentName && property.type === 'string') {
    const range = rangeEnd(context, parentName, qualifier.rangePart);
    if (range) {
      return found(range.value, range.source, range.confidence);
    }
  }
  const guess = guessLeaf(property, context, words, parentName);
  const guessed = guess && normalized(property, words, coerceQualified(property, guess.text, qualifier));
  if (guess && guessed !== null) {
    return found(guessed, guess, confidenceOf('guess', guess));
  }
  for (const match of matches.filter((candidate) => context.lines[candidate.lineIndex]?.header)) {
    const value = fromLabel(match);
    if (value !== null) {
      return value;
    }
  }
  context.warnings.push(notFound(path));
  return null;
}

function extractObjectArray(properties: TSchemaProperty[], context: TContext, path: string) {
  const table = findTable(context.lines, properties);
  if (!table) {
    context.warnings.push(notFound(path));
    return null;
  }
  return table.rows.map((row, index) => {
    const item: Record<string, TLeafValue> = {};
    for (const [property, value] of row.values) {
      item[property.name] = value;
      const source = { text: '', line: row.line, quoteStart: 0, quoteEnd: row.line.text.length };
      record(context, `${path}[${index}].${property.name}`, source, confidenceOf('table', source));
    }
    for (const property of row.missing) {
      context.warnings.push(notFound(`${path}[${index}].${property.name}`));
    }
    return item;
  });
}

function extractArray(
  property: Extract<TSchemaProperty, { type: 'array' }>,
  context: TContext,
  path: string,
  parentName?: string,
) {
  const { items } = property;
  if (items.type === 'object') {
    return extractObjectArray(items.properties, context, path);
  }
  // Arrays of arrays have no plain-text layout to read them from.
  const found = items.type === 'array' ? [] : findList(context.lines, { ...property, parentName }, items);
  if (found.length === 0) {
    context.warnings.push(notFound(path));
    return null;
  }
  found.forEach((item, index) => {
    record(context, `${path}[${index}]`, item.source, confidenceOf('list', item.source));
  });
  return found.map((item) => item.value);
}

function extractObject(properties: TSchemaProperty[], context: TContext, path: string, parentName?: string) {
  const result: Record<string, unknown> = {};
  for (const property of properties) {
    const at = join(path, property.name);
    let value: unknown;
    if (property.type === 'object') {
      value = extractObject(property.properties, context, at, property.name);
    } else if (property.type === 'array') {
      value = extractArray(property, context, at, parentName);
    } else {
      value = extractLeaf(property, context, at, parentName);
    }
    // Not found means left out, never null: the result holds only what the document states.
    if (value !== null) {
      result[property.name] = value;
    }
  }
  return Object.keys(result).length > 0 || path === '' ? result : null;
}

/** Fills the schema from labelled values and tables in the lines; unknown fields are left out with a warning. */
export function extractResult(schema: TOutputSchema, lines: TLine[]) {
  const context: TContext = { lines, sources: {}, warnings: [], leaves: [] };
  const result = extractObject(schema, context, '') ?? {};
  return { result, sources: context.sources, warnings: context.warnings, leaves: context.leaves };
}
