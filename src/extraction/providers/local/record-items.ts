import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { itemRoles, withRole } from './item-roles.ts';
import type { TLine } from './lines.ts';
import { headerLeaves } from './table-header.ts';
import type { TTableRow } from './table-rows.ts';
import { labelWords } from './words.ts';

// "Artikel: Funkmaus M330", "  Preis: 24,99 €": a label and its value on one line. The value is the rest, its end's
// blanks cut in code: the old tail `(\S.*?)\s*$` ran `\s*` to the end from each blank of a long run inside the value
// ("Betrag: (", 100,000 blanks, "12,50 €": minutes). Same matches as the old pattern (hostile20, random strings).
const LABEL_HEAD = /^\s*(?:[-*•]\s+)?([^:\d]{2,30}):\s+(?=\S)/;
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** The label and value of a labelled line; a value `.` could not span (a line break inside it) is none. */
export function labelledLine(text: string): [label: string, value: string] | null {
  const head = LABEL_HEAD.exec(text);
  const value = head?.[1] ? text.slice(head[0].length).trimEnd() : '';
  return head?.[1] && !LINE_BREAK.test(value) ? [head[1], value] : null;
}
// "1x Logitech MX Master 3S", "2 × USB-C Kabel": a record opened by its quantity and text.
const COUNTED_TITLE = /^\s*(\d{1,4})\s?[x×]\s+(\p{L}.{1,80})$/u;
// "2x   Pho Bo (large)   $29.90": a title with its price in a cell of its own is a receipt's item line, whole on its
// line (receipt-items.ts), not a record's title line: as a title the price was read into the item's name.
const PRICED_END = /(?<!\s)\s{2,}-?\s?[$€£]?\s?-?\d{1,6}[.,]\d{2}(?:\s{0,4}(?:€|EUR|[A-Z]{1,2}|\*))?\s*$/u;
// PRICED_END only on a line COUNTED_TITLE took (at most ~90 characters): tried on every line, its blank run rescanned a
// long run of blanks from each blank.
const countedTitle = (text: string) => {
  const title = COUNTED_TITLE.exec(text);
  return title && !PRICED_END.test(text) ? title : null;
};
const MAX_GAP = 2;
// "Warenposition 2", "Item 3": a block's heading with its number.
// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const NUMBERED_HEADING = /^\s*(\p{L}[\p{L}\- ]{1,30}?)\s+(\d{1,3})\s*(?::\s*)?$/u;

type TField = { index: number; property: TSchemaProperty; value: TLeafValue };
type THeaderLeaves = ReturnType<typeof headerLeaves>;

/** The item fields a labelled line names, with their values: one, or one per cell ("Artikel: X | Menge: 2"). */
function fieldsOf(line: TLine, index: number, leaves: THeaderLeaves, dayFirst: boolean): TField[] {
  const whole = fieldOf(line.text, index, leaves, dayFirst);
  const cells = line.cells.map((cell) => fieldOf(line.text.slice(cell.start, cell.end), index, leaves, dayFirst));
  const each = cells.filter((field): field is TField => field !== null);
  return line.cells.length > 1 && each.length === line.cells.length ? each : whole ? [whole] : [];
}

function fieldOf(text: string, index: number, leaves: THeaderLeaves, dayFirst: boolean): TField | null {
  const labelled = labelledLine(text);
  if (!labelled) {
    return numberedHeading(text, index, leaves);
  }
  const words = labelWords(labelled[0]).join(' ');
  const named = leaves
    .map((leaf) => ({ leaf, weight: leaf.phrases.get(words) }))
    .filter((candidate) => candidate.weight !== undefined)
    .sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0))[0];
  const value = named ? coerceValue(named.leaf.property, labelled[1], dayFirst) : null;
  return named && value !== null ? { index, property: named.leaf.property, value } : null;
}

/**
 * A block's numbered heading ("Warenposition 2", "Position 3") fills the number field it names: by one of its
 * labels, or as a compound ending in its name ("Warenposition" for `position`).
 */
function numberedHeading(text: string, index: number, leaves: THeaderLeaves): TField | null {
  const heading = NUMBERED_HEADING.exec(text);
  const words = heading?.[1] ? labelWords(heading[1]).join(' ') : '';
  const named = leaves.find(
    ({ property, phrases }) =>
      property.type === 'number' &&
      words !== '' &&
      (phrases.has(words) || (property.name.length >= 4 && words.endsWith(property.name.toLowerCase()))),
  );
  return named && heading?.[2] ? { index, property: named.property, value: Number(heading[2]) } : null;
}

/**
 * Items written as blocks of labelled lines, as shops' plain-text mails do ("Artikel: …", "Menge: 2",
 * "Preis: 24,99 €", then the next article), each block opened by the same label or by a "1x Title" line.
 * Two or more blocks in a row, lines of a block at most two apart, no label twice in a block.
 */
export function recordItems(lines: TLine[], properties: TSchemaProperty[], dayFirst = false): TTableRow[] {
  const leaves = headerLeaves(properties);
  const roles = itemRoles(properties);
  const text = withRole(roles, 'text');
  const quantity = withRole(roles, 'quantity');
  let run: TTableRow[] = [];
  let last = Number.NEGATIVE_INFINITY;
  let opener: TSchemaProperty | 'title' | null = null;
  const done = () => run.filter((row) => row.values.size >= 2);
  let stop = false;
  for (const [index, line] of lines.entries()) {
    const title = text ? countedTitle(line.text) : null;
    const fields = title ? [null] : fieldsOf(line, index, leaves, dayFirst);
    for (const field of fields) {
      add(index, line, title, field);
    }
    // "Passenger 2" over the next block's labelled lines, a blank line above it: the heading of a block of the run
    // under way bridges the gap (it names no field, but the blocks it separates are one list).
    if (fields.length === 0 && run.length > 0 && index - last <= MAX_GAP && NUMBERED_HEADING.test(line.text)) {
      last = index;
    }
    if (stop) {
      break;
    }
  }
  const rows = done();
  return rows.length >= 2 ? rows : [];

  function add(index: number, line: TLine, title: RegExpExecArray | null, field: TField | null) {
    if (stop || (!title && !field)) {
      return;
    }
    if (index - last > MAX_GAP) {
      // A new run of labelled lines: the previous one counts if it held two or more items.
      if (done().length >= 2) {
        stop = true;
        return;
      }
      run = [];
      opener = null;
    }
    last = index;
    const row = run[run.length - 1];
    const property = field?.property;
    opener ??= title ? 'title' : (property ?? null);
    const opens = !row || (title ? opener === 'title' : property === opener || (property && row.values.has(property)));
    const target: TTableRow = opens || !row ? { line, values: new Map(), missing: [] } : row;
    if (target !== row) {
      run.push(target);
    }
    if (title?.[1] && title[2] && text) {
      target.values.set(text, title[2].trim());
      if (quantity) {
        target.values.set(quantity, Number(title[1]));
      }
    } else if (field) {
      target.values.set(field.property, field.value);
    }
  }
}
