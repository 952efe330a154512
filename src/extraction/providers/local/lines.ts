import type { TDocumentText, TPageText } from '../../types.ts';
import { repairColumnSums } from './column-sum-repair.ts';
import { respelled, townSpellings } from './document-spellings.ts';
import { BLANK_SEPARATORS, linePieces } from './long-lines.ts';
import { markQuoted } from './mail-parts.ts';
import { repairedGlyphs } from './ocr-glyphs.ts';
import { markPrintedMail } from './printed-mail.ts';
import { withRuledColumns } from './ruled-columns.ts';
import { type TToken, tokenize } from './words.ts';

/** A cell of a line: offsets into the line text, whitespace and CSV quotes excluded. */
export type TCell = { start: number; end: number; tokens: TToken[] };

/**
 * `header`: a header line of an e-mail (Subject, From, To, Date) or a line of the earlier message it quotes,
 * ranked below the body's labels.
 */
export type TLine = {
  fileName: string;
  page: number;
  text: string;
  cells: TCell[];
  header?: boolean;
  /** A line of a forwarded message's own header block ("Von: …", "Betreff: …"), marked by markQuoted. */
  forwardHeader?: boolean;
  /** A line of a page read by text recognition (`isRecognized`): its misread glyphs may be put right. */
  recognizable?: boolean;
};

/**
 * Whether a page's text came from text recognition: the readers flag such pages (an image, a PDF page without a text
 * layer, such a page of a mail's attachment); an image has no other text, so it counts without the flag. The repairs
 * of recognition's misread glyphs (ocr-glyphs.ts, masked-cards.ts) would change a typed text's own characters
 * ("Arsenal 2 1", "Artikelnummer 12345B", "[DRAFT]"), so a typed PDF's text layer, a text file, a mail, HTML or DOCX
 * is read as written.
 */
export const isRecognized = (document: TDocumentText, page: TPageText) =>
  page.recognized === true || document.contentType.startsWith('image/');

const EMAIL_HEADER = /^(subject|from|to|cc|date|reply-to|attachments?):\s/i;

// Cells are apart by a tab, a "|", two and more spaces (the readers lay tables out that way; HTML spaces with
// "&nbsp;" as well: "Währung: CHF &nbsp; Betrag: 9'060.00") or a dotted leader ("TOTAL ........ 12,00"). A form's
// box edge printed or read by OCR as a bracket apart from the text it frames ("[ ACCOUNT NO: 5501-8813-0 ]") is one
// too; a check box ("[ ]", "[x]", "[ x ]") is not.
const BOX_OPEN = String.raw`(?<!\S)\[(?=\s{1,3}[\p{L}\d][^\]]{2})`;
const BOX_CLOSE = String.raw`(?<=[^\s\[]\s{1,3})(?<!\[\s{0,3}\S\s{1,3})\](?!\S)`;
const CELL_SEPARATOR = new RegExp(`${BLANK_SEPARATORS}|${BOX_OPEN}|${BOX_CLOSE}`, 'gu');

function cellsOf(text: string, separator: RegExp, csv: boolean): TCell[] {
  // CSV quotes are syntax; elsewhere a quote belongs to the text (Monitor 27").
  const trim = csv ? /[\s"]/ : /\s/;
  const cells: TCell[] = [];
  const push = (from: number, to: number) => {
    let start = from;
    let end = to;
    while (start < end && trim.test(text[start] ?? '')) {
      start++;
    }
    while (end > start && trim.test(text[end - 1] ?? '')) {
      end--;
    }
    if (end > start) {
      cells.push({ start, end, tokens: tokenize(text, start, end) });
    }
  };
  let from = 0;
  for (const match of text.matchAll(separator)) {
    push(from, match.index);
    from = match.index + match[0].length;
  }
  push(from, text.length);
  return cells;
}

// "Invoice No: 4711 Date: 03.11.2026 Due: 17.11.2026": label/value pairs apart by one space. A cell that
// starts with a label splits before each further "Label:" that follows a value with a digit.
const PAIR_START = /^[^\d:]{1,30}:\s*\S/u;
const NEXT_PAIR = /(?<=\d\S*)\s+(?=\p{Lu}[\p{L}.-]*(?:\s[\p{L}.-]+){0,2}:\s)/gu;

function splitPairs(text: string, cells: TCell[]): TCell[] {
  return cells.flatMap((cell) => {
    const content = text.slice(cell.start, cell.end);
    if (!PAIR_START.test(content)) {
      return [cell];
    }
    const parts: TCell[] = [];
    let from = 0;
    for (const match of content.matchAll(NEXT_PAIR)) {
      parts.push(part(text, cell.start + from, cell.start + match.index));
      from = match.index + match[0].length;
    }
    return from === 0 ? [cell] : [...parts, part(text, cell.start + from, cell.end)];
  });
}

/** A line's cells as the reader cuts them (not a CSV row's): for a line whose text a later step rewrites. */
export const cellsOfText = (text: string) => splitPairs(text, cellsOf(text, CELL_SEPARATOR, false));

const part = (text: string, start: number, end: number): TCell => ({ start, end, tokens: tokenize(text, start, end) });

// The heading the mail reader writes over an attachment's page (read-email.ts), for a CSV file.
const ATTACHED_CSV = /^--- Attachment: .+\.(?:csv|tsv), page \d+ of \d+ ---$/iu;

/** The delimiter of a CSV file: the most frequent of ";", "," and tab on its first line. */
function csvSeparator(text: string): RegExp {
  const first = text.split('\n').find((line) => line.trim() !== '') ?? '';
  const [best] = [';', ',', '\t'].sort((a, b) => first.split(b).length - first.split(a).length);
  return new RegExp(best === '\t' ? '\\t' : (best ?? ';'), 'g');
}

/** Every line of every page; blank lines stay (they end tables and lists). */
export function documentLines(documents: TDocumentText[]): TLine[] {
  const lines: TLine[] = [];
  for (const document of documents) {
    const first = lines.length;
    // A recognized page's town names that lost their dots, as the document's addresses spell them.
    const towns = townSpellings(document.pages.map((page) => page.text));
    for (const page of document.pages) {
      // A mail's attached CSV file is a page of its own under the reader's heading line: its rows are CSV too.
      const heading = page.text.split('\n', 1)[0] ?? '';
      const attachedCsv = document.contentType === 'message/rfc822' && ATTACHED_CSV.test(heading);
      const csv = document.contentType === 'text/csv' || attachedCsv;
      const separator = csv
        ? csvSeparator(attachedCsv ? page.text.slice(heading.length + 1) : page.text)
        : CELL_SEPARATOR;
      // The e-mail reader puts the message's header lines first on page 1, then a blank line.
      let inHeader = document.contentType === 'message/rfc822' && page.page === 1;
      // A hostile line of thousands of characters is read in pieces (long-lines.ts).
      // OCR's stray digits before a table's numbers, blanked where the table's total says so (column-sum-repair.ts).
      const recognizable = isRecognized(document, page);
      for (const text of (csv
        ? page.text
        : repairColumnSums(repairedGlyphs(recognizable ? respelled(page.text, towns) : page.text, recognizable))
      )
        .split('\n')
        .flatMap((raw) => linePieces(raw.endsWith('\r') ? raw.slice(0, -1) : raw))) {
        inHeader &&= EMAIL_HEADER.test(text);
        const csvLine = csv && !(attachedCsv && text === heading);
        const line: TLine = {
          fileName: document.fileName,
          page: page.page,
          text,
          cells: csvLine ? cellsOf(text, separator, true) : splitPairs(text, cellsOf(text, CELL_SEPARATOR, false)),
        };
        if (inHeader) {
          line.header = true;
        }
        if (recognizable) {
          line.recognizable = true;
        }
        lines.push(line);
      }
    }
    // A mail printed to PDF, saved as text or scanned has the header block the mail reader writes (printed-mail.ts).
    if (document.contentType !== 'message/rfc822') {
      markPrintedMail(lines.slice(first));
    }
  }
  withRuledColumns(lines);
  markQuoted(lines);
  return lines;
}

export const isBlank = (line: TLine | undefined) => !line || line.cells.length === 0;

/** A line that is itself "Label: value" (a label without digits before a colon). */
export const looksLabelled = (text: string) => /^\s*[^\d:\s][^\d:]{0,39}:(\s|$)/.test(text);

/** The quoted source of a value: an exact substring of the page text. */
export const quoteOf = (line: TLine, start: number, end: number) => line.text.slice(start, end).trim();
