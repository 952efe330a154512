import { documentLines, isBlank, looksLabelled, type TLine } from '../providers/local/lines.ts';
import { parseDate } from '../providers/local/parse-date.ts';
import { parseNumber } from '../providers/local/parse-number.ts';
import { parseBoolean, parseDateTime, parseEmail, parseUri } from '../providers/local/parse-values.ts';
import type { TOutputSchema, TSchemaNode, TSchemaProperty } from '../schema/output-schema.ts';
import type { TDocumentText } from '../types.ts';

/** A property name from a label: lower case, words joined by "_", letters of any script kept. */
function nameFromLabel(label: string): string {
  const name = label
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '')
    .replace(/^(\p{N})/u, '_$1')
    .slice(0, 64);
  return name || 'field';
}

/** The kind (and format) a value looks like. */
function kindOfValue(value: string): TSchemaNode {
  const text = value.trim();
  if (parseEmail(text) === text) {
    return { type: 'string', format: 'email' };
  }
  if (/^https?:\/\//i.test(text) && parseUri(text)) {
    return { type: 'string', format: 'uri' };
  }
  if (parseDateTime(text) && /\d{1,2}:\d{2}/.test(text)) {
    return { type: 'string', format: 'datetime' };
  }
  if (parseDate(text) && /^[\d./\-\s]+$|^\d{1,2}\.?\s+\p{L}+\s+\d{4}$/u.test(text)) {
    return { type: 'string', format: 'date' };
  }
  if (/^[-+(]?[$€£]?\s?[\d.,\s]+\s?(%|€|eur|usd|chf|\$)?\)?$/i.test(text) && parseNumber(text) !== null) {
    return { type: 'number' };
  }
  if (parseBoolean(text) !== null && /^(yes|no|ja|nein|true|false)$/i.test(text)) {
    return { type: 'boolean' };
  }
  return { type: 'string' };
}

function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let index = 2; used.has(candidate); index++) {
    candidate = `${name}_${index}`;
  }
  used.add(candidate);
  return candidate;
}

/** A header line (≥ 2 word cells) followed by rows of as many cells with at least one number. */
function findTable(lines: TLine[], start: number): { end: number; property: TSchemaProperty } | null {
  const header = lines[start];
  if (
    !header ||
    header.cells.length < 2 ||
    header.cells.some((cell) => /\d/.test(header.text.slice(cell.start, cell.end)))
  ) {
    return null;
  }
  const rows: TLine[] = [];
  for (let index = start + 1; index < lines.length; index++) {
    const row = lines[index];
    if (!row || isBlank(row) || row.cells.length !== header.cells.length) {
      break;
    }
    rows.push(row);
  }
  const first = rows[0];
  if (!first?.cells.some((cell) => /\d/.test(first.text.slice(cell.start, cell.end)))) {
    return null;
  }
  const used = new Set<string>();
  const properties = header.cells.map((cell, index) => {
    const sample = first.cells[index];
    const value = sample ? first.text.slice(sample.start, sample.end) : '';
    return {
      name: uniqueName(nameFromLabel(header.text.slice(cell.start, cell.end)), used),
      ...kindOfValue(value),
    } as TSchemaProperty;
  });
  return {
    end: start + rows.length,
    property: { name: 'items', type: 'array', items: { type: 'object', properties } },
  };
}

// The proposal's own words, in the schema language asked for (English for any other).
const WORDING = {
  en: {
    labelled: (label: string) => `As labelled "${label}" in the document`,
    documentsLike: (names: string, firstLine: string) =>
      `Documents like ${names}${firstLine ? ` (“${firstLine}”)` : ''}`,
  },
  de: {
    labelled: (label: string) => `Im Dokument beschriftet als „${label}“`,
    documentsLike: (names: string, firstLine: string) =>
      `Dokumente wie ${names}${firstLine ? ` („${firstLine}“)` : ''}`,
  },
};

const LINE_BREAK = /[\n\r\u2028\u2029]/;
const BLANK = /\s/;

/**
 * "Label: value" parted at its first colon, the label after the line's leading blanks, the value after the colon's:
 * what `^\s*([^:]+):\s*(.+)$` captured, read by a scan. The pattern's blank runs before and after the colon met
 * the label's and the value's (`[^:]+`, `.+`), so a value of 100,000 blanks before a line break was quadratic.
 * A value of blanks alone is its last blank, as the pattern gave it back; one with a line break after its blanks
 * is none (`.` spans no line break).
 */
export function labelAndValue(text: string): [label: string, value: string] | null {
  const colon = text.indexOf(':');
  if (colon < 1) {
    return null;
  }
  let labelStart = 0;
  while (labelStart < colon - 1 && BLANK.test(text.charAt(labelStart))) {
    labelStart += 1;
  }
  let valueStart = colon + 1;
  while (valueStart < text.length && BLANK.test(text.charAt(valueStart))) {
    valueStart += 1;
  }
  if (valueStart === text.length) {
    // Blanks alone: the pattern's `\s*` gave back the last one to `.+`, unless it is a line break.
    valueStart = text.length - 1;
    if (valueStart <= colon || LINE_BREAK.test(text.charAt(valueStart))) {
      return null;
    }
  }
  const value = text.slice(valueStart);
  return LINE_BREAK.test(value) ? null : [text.slice(labelStart, colon), value];
}

/**
 * The offline proposal: one property per labelled value ("Invoice number: 4711"), kinds and
 * formats from the values, and an array of objects for a simple table; its descriptions are in
 * `schemaLanguage` (German or English).
 */
export function proposeSchemaLocally(
  documents: TDocumentText[],
  schemaLanguage = 'en',
): { schema: TOutputSchema; inputDescription: string } {
  const words = schemaLanguage === 'de' ? WORDING.de : WORDING.en;
  const lines = documentLines(documents);
  const schema: TOutputSchema = [];
  const used = new Set<string>();
  for (let index = 0; index < lines.length && schema.length < 100; index++) {
    const line = lines[index] as TLine;
    const labelled = looksLabelled(line.text) ? labelAndValue(line.text) : null;
    if (labelled?.[0] && labelled[1].trim()) {
      const label = labelled[0].trim();
      schema.push({
        name: uniqueName(nameFromLabel(label), used),
        description: words.labelled(label),
        ...kindOfValue(labelled[1]),
      } as TSchemaProperty);
      continue;
    }
    const table = used.has('items') ? null : findTable(lines, index);
    if (table) {
      used.add('items');
      schema.push(table.property);
      index = table.end;
    }
  }
  const firstLine = lines.find((line) => !isBlank(line))?.text.trim() ?? '';
  const names = documents.map((document) => document.fileName).join(', ');
  return {
    schema,
    inputDescription: words.documentsLike(names, firstLine.slice(0, 120)).slice(0, 2048),
  };
}
