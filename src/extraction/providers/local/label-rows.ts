// A block of "Label  Value" rows whose gap a reader closed to one space (HTML and DOCX collapse the spaces that
// aligned the values: "Carrier DHL Freight", "Name Petra Wagner"). Such a row at the top of a document looks like
// a name holding its kind ("Tankstelle Ostermeier"); the rows around it tell the two apart, so a key/value block
// reads the same whether its gap is a cell break, spaces, one space or a line break.
import { isBlank, type TLine } from './lines.ts';
import { isKnownLabel } from './synonyms.ts';
import { labelWords } from './words.ts';

// Rows of the block besides the line itself: one more row could be a letterhead's "Inhaber Hans Ostermeier".
const OTHER_ROWS = 2;
const NEARBY = 2;
// A letterhead's contact lines ("Tel. 089 …", "Fax …") follow a business name; they make no key/value block.
const CONTACT = /^(?:tel|telefon|phone|fon|fax|mobil|mobile|handy|e ?mail|mail|web|www|internet)$/;

/**
 * A line of one cell starting with a label of one to three words (a known one or one of the schema's) and going on
 * with a value ("Insurer Acme", "Start of cover 1 March 2026").
 */
function isLabelTextRow(line: TLine | undefined, schemaLabels: ReadonlyMap<string, unknown> = new Map()): boolean {
  if (line?.cells.length !== 1 || line.text.includes(':')) {
    return false;
  }
  const words = labelWords(line.text);
  const tokens = line.cells[0]?.tokens ?? [];
  for (let count = 1; count <= 3 && count < tokens.length; count++) {
    const rest = line.text.slice(tokens[count - 1]?.end).trim();
    const label = words.slice(0, count).join(' ');
    if ((isKnownLabel(label) || schemaLabels.has(label)) && !CONTACT.test(label) && /^[\p{L}\d]/u.test(rest)) {
      return true;
    }
  }
  return false;
}

/** Whether the line stands among other "Label Value" rows (the nearest lines with text above and below it). */
export function amongLabelRows(
  lines: TLine[],
  lineIndex: number,
  schemaLabels?: ReadonlyMap<string, unknown>,
): boolean {
  const nearby = (step: number) => {
    const found: TLine[] = [];
    for (let index = lineIndex + step; index >= 0 && index < lines.length && found.length < NEARBY; index += step) {
      if (!isBlank(lines[index])) {
        found.push(lines[index] as TLine);
      }
    }
    return found;
  };
  return [...nearby(-1), ...nearby(1)].filter((line) => isLabelTextRow(line, schemaLabels)).length >= OTHER_ROWS;
}
