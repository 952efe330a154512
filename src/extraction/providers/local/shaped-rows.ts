import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { GROUP_NAME, labelOwners, PERSON_NAME, type TWant, wantOf } from './field-kinds.ts';
import { isBlank, type TLine } from './lines.ts';
import { parseTime } from './parse-values.ts';
import { referenceDate, withYear } from './partial-dates.ts';
import { rowPieces, type TPiece, type TPieceKind } from './row-pieces.ts';
import { withoutSharedLabels } from './shared-row-labels.ts';
import { isSummaryRow, type TTableRow } from './table-rows.ts';
import { labelWords, nameWords } from './words.ts';

/**
 * The last reader of an array's items, for a document whose items no table, list or block reader found: its
 * repeated structure. Lines (or blocks of up to MAX_BLOCK lines) that share a shape, the same kinds of value in the
 * same order (row-pieces.ts), are the items; their values go to the item's fields by kind (a date to the date field,
 * a time to a time field, an amount to a number field…), by a label they carry ("Raum 104") and, among texts, in the
 * schema's order, a person's name to a field named so. Shapes of texts alone count only from three rows on and
 * when every field is filled: two lines of two words are no list.
 */
export type TRow = { line: TLine; index: number; pieces: TPiece[]; heading?: string };
type TKept = { line: TLine; index: number; pieces: TPiece[] };

const MAX_BLOCK = 6;
const MIN_ROWS = 2;

const LETTERS_ONLY = /^[\p{Lu}][\p{Ll}'’-]+(?: [\p{Lu}][\p{Ll}'’-]+){1,3}$/u;
const looksLikePerson = (text: string) => LETTERS_ONLY.test(text);

/** Which field each column of a run of rows fills; null where none. */
function columnsOf(
  rows: TRow[],
  properties: TSchemaProperty[],
  header: string[] | null,
  owners: Map<string, TSchemaProperty>,
) {
  const first = rows[0]?.pieces ?? [];
  const columns: (TSchemaProperty | null)[] = first.map(() => null);
  const free = new Set(properties);
  const take = (index: number, property: TSchemaProperty | undefined) => {
    if (property && columns[index] === null && free.has(property)) {
      columns[index] = property;
      free.delete(property);
    }
  };
  const zip = (wanted: TSchemaProperty[], open: number[]) => {
    wanted.forEach((property, at) => {
      take(open[at] ?? -1, property);
    });
  };
  // A column's label, its header's or the label its pieces carry ("Art.-Nr.: 884-120"), names its field.
  const labelOf = (index: number) => header?.[index] ?? first[index]?.label;
  first.forEach((_, index) => {
    const label = labelOf(index);
    const words = label === undefined ? '' : labelWords(label).join(' ');
    if (words !== '') {
      take(
        index,
        properties.find((property) => owners.get(words) === property),
      );
    }
  });
  const wants = new Map(properties.map((property) => [property, wantOf(property)]));
  const wanting = (want: TWant) => properties.filter((property) => free.has(property) && wants.get(property) === want);
  const ofKind = (kind: TPieceKind) =>
    first.flatMap((piece, index) => (piece.kind === kind && columns[index] === null ? [index] : []));
  for (const kind of ['date', 'time', 'email', 'phone', 'code', 'year', 'number'] as const) {
    const open = ofKind(kind);
    zip(wanting(kind), open);
  }
  // A number field takes a year ("Jahrgang 2012") left over.
  zip(wanting('number'), ofKind('year'));
  // Texts: not a column of one text in every row (a label: "Rate", "fällig am"); a person's name first.
  const constant = (index: number) =>
    rows.length > 1 && rows.every((row) => row.pieces[index]?.text === first[index]?.text);
  const texts = ofKind('text').filter((index) => !constant(index));
  const person = wanting('text').find((property) => nameWords(property.name).some((word) => PERSON_NAME.test(word)));
  const named = texts.find(
    (index) => rows.filter((row) => looksLikePerson(row.pieces[index]?.text ?? '')).length * 2 > rows.length,
  );
  if (person && named !== undefined) {
    take(named, person);
  }
  const open = texts.filter((index) => columns[index] === null);
  zip(wanting('text'), open);
  // A text field left over takes a code (a dose "1-0-1"), a code field a text never.
  const codes = ofKind('code');
  zip(wanting('text'), codes);
  return { columns, units: wanting('unit'), free };
}

const shapeOf = (pieces: TPiece[]) => pieces.map((piece) => piece.kind).join(' ');

/** Runs of lines (period 1) or of blocks of lines (period 2 to MAX_BLOCK) whose shapes repeat. */
function repeated(lines: TLine[], pieces: (TPiece[] | null)[]) {
  const kept = lines.flatMap((line, index) => {
    const own = pieces[index];
    // A total, subtotal or tax line is no item, whatever its shape.
    return own && own.length > 0 && !line.header && !line.forwardHeader && !isSummaryRow(line)
      ? [{ line, index, pieces: own }]
      : [];
  });
  const found: TRow[][] = headedRuns(kept);
  for (let period = 1; period <= MAX_BLOCK; period++) {
    for (let at = 0; at + period < kept.length; ) {
      let count = 0;
      // Lines of a block stand close together: no more than one blank line between two of them.
      const close = (from: number) =>
        (kept[from + 1]?.index ?? 0) - (kept[from]?.index ?? 0) <= 2 &&
        kept[from]?.line.page === kept[from + 1]?.line.page;
      const same = (from: number) =>
        kept
          .slice(from, from + period)
          .every(
            (entry, offset) =>
              shapeOf(entry.pieces) === shapeOf(kept[at + offset]?.pieces ?? []) &&
              (offset === period - 1 || close(from + offset)),
          ) && from + period <= kept.length;
      while (same(at + count * period) && (count === 0 || close(at + count * period - 1))) {
        count++;
      }
      // A block of two lines of one shape is two rows of a run, not one item.
      const runInBlock = kept
        .slice(at, at + period)
        .some(
          (entry, offset) =>
            offset > 0 &&
            entry.pieces.length > 1 &&
            shapeOf(entry.pieces) === shapeOf(kept[at + offset - 1]?.pieces ?? []),
        );
      if (count >= MIN_ROWS && !(period > 1 && runInBlock)) {
        const rows = Array.from({ length: count }, (_, row) => {
          const block = kept.slice(at + row * period, at + (row + 1) * period);
          return {
            line: block[0]?.line as TLine,
            index: block[0]?.index ?? 0,
            pieces: block.flatMap((entry) => entry.pieces),
          };
        });
        found.push(rows);
      }
      // Past the run, or on by one line: every line is looked at a bounded number of times per period.
      at += count >= MIN_ROWS ? count * period : 1;
    }
  }
  return found;
}

const isHeading = (entry: TKept | undefined) =>
  entry?.pieces.length === 1 && entry.pieces[0]?.kind === 'text' && (entry.pieces[0]?.text.length ?? 99) <= 40;

/** Rows of one shape in groups, each under a heading line of one text: a quote's "KITCHEN", "BATHROOM". */
function headedRuns(kept: TKept[]) {
  const found: TRow[][] = [];
  const close = (from: number) => (kept[from + 1]?.index ?? 0) - (kept[from]?.index ?? 0) <= 2;
  for (let at = 0; at < kept.length; ) {
    const shape = shapeOf(kept[at + 1]?.pieces ?? []);
    if (!isHeading(kept[at]) || (kept[at + 1]?.pieces.length ?? 0) < 2 || !close(at)) {
      at++;
      continue;
    }
    const rows: TRow[] = [];
    let heading = '';
    let groups = 0;
    let next = at;
    for (let entry = kept[next]; entry && (next === at || close(next - 1)); entry = kept[++next]) {
      if (isHeading(entry) && shapeOf(kept[next + 1]?.pieces ?? []) === shape && close(next)) {
        heading = entry.pieces[0]?.text ?? '';
        groups++;
      } else if (shapeOf(entry.pieces) === shape) {
        rows.push({ line: entry.line, index: entry.index, pieces: entry.pieces, heading });
      } else {
        break;
      }
    }
    if (groups >= 2 && rows.length >= MIN_ROWS) {
      found.push(rows);
    }
    at = Math.max(at + 1, next);
  }
  return found;
}

/** The header over a run of rows: the cells of the line right above it, as many as its pieces, no values in them. */
function headerOver(lines: TLine[], at: number, count: number): string[] | null {
  const above = [lines[at - 1], lines[at - 2]].find((line) => line && !isBlank(line));
  const cells = above?.cells.map((cell) => above.text.slice(cell.start, cell.end)) ?? [];
  return cells.length === count && cells.every((cell) => !/\d/.test(cell)) ? cells : null;
}

export function shapedRows(lines: TLine[], properties: TSchemaProperty[], dayFirst: boolean): TTableRow[] {
  if (properties.length === 0) {
    return [];
  }
  const owners = labelOwners(properties);
  const labels = new Set(owners.keys());
  const dates = { dayFirst, reference: referenceDate(lines) };
  let best: { filled: number; rows: number; read: TTableRow[] } | null = null;
  for (const commas of [false, true]) {
    const pieces = lines.map((line) =>
      rowPieces(
        line.text,
        line.cells.map((cell) => line.text.slice(cell.start, cell.end)),
        labels,
        commas,
      ),
    );
    for (const rows of repeated(lines, pieces)) {
      const first = rows[0];
      const textOnly = first?.pieces.every((piece) => piece.kind === 'text') ?? true;
      if (!first || first.pieces.length < 2 || (textOnly && rows.length < 3)) {
        continue;
      }
      const header = headerOver(lines, first.index, first.pieces.length);
      // Rows under group headings give the headings to a field named for them, if the item has one.
      const group =
        first.heading === undefined
          ? undefined
          : properties.find(
              (property) =>
                wantOf(property) === 'text' && nameWords(property.name).some((word) => GROUP_NAME.test(word)),
            );
      const own = properties.filter((property) => property !== group);
      const { columns, units, free } = columnsOf(rows, own, header, owners);
      const filled = columns.filter(Boolean).length + Math.min(units.length, 1) + (group ? 1 : 0);
      // Texts alone under a header, or opened by one ("Name  Role  Office"), are the table readers' to read: what
      // they left unread (a header naming no field, session 17) stays so.
      const wordsOnly = first.pieces.length >= 3 && first.pieces.every((piece) => !piece.text.includes(' '));
      const headed =
        header !== null || wordsOnly || first.pieces.some((piece) => owners.has(labelWords(piece.text).join(' ')));
      const enough = textOnly ? free.size === 0 && !headed : filled >= Math.min(2, properties.length);
      // Labels that differ from row to row are a form's ("Kunde: …", "Projekt: …"), not items'.
      const formLike = first.pieces.some((piece, index) =>
        rows.some((row) => row.pieces[index]?.label !== piece.label),
      );
      if (
        !enough ||
        formLike ||
        (best && (filled < best.filled || (filled === best.filled && rows.length <= best.rows)))
      ) {
        continue;
      }
      best = {
        filled,
        rows: rows.length,
        read: rows.map((row) =>
          readRow(withoutSharedLabels(row, rows, MIN_ROWS), columns, units, properties, dates, group),
        ),
      };
    }
  }
  return best?.read ?? [];
}

function readRow(
  row: TRow,
  columns: (TSchemaProperty | null)[],
  units: TSchemaProperty[],
  properties: TSchemaProperty[],
  dates: { dayFirst: boolean; reference: string | null },
  group?: TSchemaProperty,
): TTableRow {
  const values = new Map<TSchemaProperty, TLeafValue>();
  if (group && row.heading) {
    values.set(group, row.heading);
  }
  columns.forEach((property, index) => {
    const piece = row.pieces[index];
    // A time for a field named a time but of no format: "10:00 Uhr" is 10:00.
    const time = property && piece?.kind === 'time' && wantOf(property) === 'time' ? parseTime(piece.text) : null;
    // "Mon 11 May" in a mail of 2026: the year its writer left out.
    const text =
      piece && property?.type === 'string' && property.format === 'date'
        ? withYear(piece.text, dates.reference)
        : piece?.text;
    const value = property && text ? (time ?? coerceValue(property, text, dates.dayFirst)) : null;
    if (property && value !== null) {
      values.set(property, value);
    }
  });
  const unit = units[0];
  const measured = row.pieces.find((piece, index) => piece.unit && columns[index]?.type === 'number');
  if (unit && measured?.unit) {
    values.set(unit, measured.unit);
  }
  return { line: row.line, values, missing: properties.filter((property) => !values.has(property)) };
}
