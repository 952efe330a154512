// A letter, invoice or quote often prints its own number with no label: a code alone in the top right corner beside
// the address window ("Herrn          RE-2026-0412"), or alone on a line over the date ("Q-4471" / "2 March 2026").
// A field naming the number of the document (`rechnungsnummer`, `quote_number`, `belegnummer`, `reference`) takes it
// where the top of the document holds exactly one such code and no label stands beside or above it.
import type { TValueSource } from './label-match.ts';
import type { TFoundLeaf } from './leaf-context.ts';
import { isBlank, type TLine } from './lines.ts';
import { findDate } from './parse-date.ts';
import { GREETING } from './salutation.ts';
import { SELF_EVIDENT } from './self-evident.ts';

// The documents whose number a field names, in its words: `invoice_number`, `rechnungsnummer`, `angebotsnr`.
const DOCUMENT_NUMBER =
  /^(?:invoice|rechnung|quote|quotation|angebot|beleg|gutschrift|credit|lieferschein|delivery|estimate|kostenvoranschlag|document|dokument|letter|brief)s?(?:nummer|nr|no|number|num|id)?$/u;
const NUMBER_WORD = /^(?:nummer|nr|no|number|num|id|#)$/u;
// A document's own reference: `our_reference`, `letter_reference`, `unser_zeichen`.
const REFERENCE = /^(?:reference|ref|referenz|aktenzeichen|zeichen)$/u;
const OWN = /^(?:our|unser|letter|brief|document|dokument)$/u;

/** Whether a field names the number or reference of the document itself, not of a party or another thing. */
export function namesOwnNumber(words: string[]): boolean {
  const [first, second] = words;
  // A `reference` alone may be a payment's or the reader's: only a document's own reference counts.
  if (words.length === 1) {
    return DOCUMENT_NUMBER.test(first ?? '') && /(?:nummer|nr|no|number|num|id)$/u.test(first ?? '');
  }
  if (words.length === 2 && REFERENCE.test(second ?? '')) {
    return OWN.test(first ?? '');
  }
  const kind = words.slice(0, -1);
  return (
    words.length <= 3 &&
    NUMBER_WORD.test(words.at(-1) ?? '') &&
    kind.length > 0 &&
    kind.every((word) => DOCUMENT_NUMBER.test(word) || word === 'note')
  );
}

// A code: capitals and digits with single hyphens, slashes or dots, 4 to 24 characters, a digit and a letter or a
// separator in it ("RE-2026-0412", "Q-4471", "HM/77310452", "INV-0219"), or digits after "#" ("#10457").
const CODE = /^#?(?=[^\d]{0,23}\d)[A-Z0-9](?:[A-Z0-9]|[-/.](?=[A-Z0-9])){3,23}$/;
const VAT = /^(?:DE|AT|ATU|GB|CHE|FR|NL|BE|IT|ES|LU|IE|PL|DK|SE)\d{8,12}$/;
// The top of a letter ends at its greeting, a table's header (three cells or more) or a sentence (a letterhead's
// line of parts "Werkstraße 9 · 79098 Freiburg · Telefon …" is none).
const TOP_LINES = 16;
const SENTENCE = 80;

const cellOf = (line: TLine, index: number) => {
  const cell = line.cells[index];
  return cell ? line.text.slice(cell.start, cell.end).trim() : '';
};

/** Whether a text is a document's code by its shape: letters or a separator with digits, no date, VAT id or BIC. */
function isCode(text: string): boolean {
  if (!CODE.test(text) || findDate(text) || VAT.test(text) || SELF_EVIDENT.bic?.test(text)) {
    return false;
  }
  return text.startsWith('#') || /[A-Z]/.test(text) || /[-/.]/.test(text);
}

/** The top lines of the body: up to the greeting, a table's header or a sentence. */
function topLines(lines: TLine[]): TLine[] {
  const top: TLine[] = [];
  for (const line of lines) {
    if (line.header || isBlank(line)) {
      continue;
    }
    const text = line.text.trim();
    if (
      GREETING.test(text) ||
      line.cells.length >= 3 ||
      (text.length > SENTENCE && !/\s[·|]\s/.test(text)) ||
      top.length >= TOP_LINES
    ) {
      break;
    }
    top.push(line);
  }
  return top;
}

// A cell's label beside it or over it: a text without digits ("Kunden-Nr.", "Rechnungsnummer:"), short.
const labelLike = (text: string) =>
  text !== '' && text.length <= 30 && !/\d/.test(text) && /[:.]$|nr|no\b/iu.test(text);

/** The one bare code at the top of the document, where no label stands beside it or right above it. */
export function topReference(lines: TLine[], words: string[], found: TFoundLeaf[]): TValueSource | null {
  if (!namesOwnNumber(words)) {
    return null;
  }
  const top = topLines(lines);
  let source: TValueSource | null = null;
  for (const [position, line] of top.entries()) {
    for (const [index, cell] of line.cells.entries()) {
      const text = cellOf(line, index);
      if (!isCode(text)) {
        continue;
      }
      const beside = line.cells.some((_, other) => other !== index && labelLike(cellOf(line, other)));
      const over = top[position - 1];
      const above = over?.cells.find((other) => other.start <= cell.end && other.end >= cell.start);
      if (beside || (over && above && labelLike(over.text.slice(above.start, above.end).trim()))) {
        return null;
      }
      if (source && source.text !== text.replace(/^#/, '')) {
        return null;
      }
      const code = text.replace(/^#/, '');
      const start = line.text.indexOf(code, cell.start);
      source ??= { text: code, line, quoteStart: start, quoteEnd: start + code.length };
    }
  }
  return source && !found.some((leaf) => leaf.value === source.text) ? source : null;
}
