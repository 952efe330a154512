import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { coerceValue, type TLeafValue } from './coerce.ts';
import { wantOf } from './field-kinds.ts';
import { rowPieces, type TPiece, type TPieceKind } from './row-pieces.ts';
import type { TTableRow } from './table-rows.ts';

/**
 * A field that a reader left empty in every item it read, though each item's line holds a value of the field's kind
 * that no other field took: the card statement's merchant between date and amount, an expense's date in brackets
 * ("Taxi to airport (12 Mar 2026) – £38.50"), a repayment plan's interest beside the columns its header named.
 * Taken only when every row has as many such values of that kind as fields want them, in the schema's order; a
 * bracketed value taken off another field's text leaves that text ("Taxi to airport").
 */
const normal = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The pieces of a row's line that hold none of the values its fields already have. */
function unusedPieces(row: TTableRow, pieces: TPiece[], dayFirst: boolean) {
  const taken = [...row.values.entries()];
  return pieces.filter((piece) =>
    taken.every(([property, value]) => {
      if (coerceValue(property, piece.text, dayFirst) === value) {
        return false;
      }
      // A text within another field's text is that text's, unless in brackets closing it ("… (Main hall)"); a
      // date or amount in brackets there is not.
      const text = typeof value === 'string' ? normal(value) : '';
      const own = normal(piece.text);
      return (
        piece.kind !== 'text' ||
        text === '' ||
        text.endsWith(`(${own})`) ||
        (!text.includes(own) && !own.includes(text))
      );
    }),
  );
}

export function withUnreadFields(
  rows: TTableRow[],
  properties: TSchemaProperty[],
  dayFirst: boolean,
  labels: Set<string>,
): TTableRow[] {
  const unread = properties.filter((property) => rows.every((row) => !row.values.has(property)));
  if (rows.length === 0 || unread.length === 0) {
    return rows;
  }
  const lines = rows.map((row) =>
    rowPieces(
      row.line.text,
      row.line.cells.map((cell) => row.line.text.slice(cell.start, cell.end)),
      labels,
      false,
    ),
  );
  const unused = rows.map((row, index) => unusedPieces(row, lines[index] ?? [], dayFirst));
  const filled = rows.map((row) => ({ ...row, values: new Map(row.values) }));
  const kinds = new Set(unread.map(wantOf));
  for (const kind of kinds) {
    const wanting = unread.filter((property) => wantOf(property) === kind);
    const ofKind = unused.map((pieces) => pieces.filter((piece) => piece.kind === (kind as TPieceKind)));
    // A text the same in every row is a label or a constant, not the item's own.
    const rowsWith = new Map<string, number>();
    for (const pieces of ofKind) {
      for (const text of new Set(pieces.map((piece) => piece.text))) {
        rowsWith.set(text, (rowsWith.get(text) ?? 0) + 1);
      }
    }
    const constant = (piece: TPiece) => rows.length > 1 && rowsWith.get(piece.text) === rows.length;
    const open = ofKind.map((pieces) => (kind === 'text' ? pieces.filter((piece) => !constant(piece)) : pieces));
    // Numbers and codes stay the table readers' (a tax rate is no quantity, a product code no country code).
    if (
      kind === 'unit' ||
      kind === 'number' ||
      kind === 'code' ||
      open.some((pieces) => pieces.length !== wanting.length)
    ) {
      continue;
    }
    filled.forEach((row, index) => {
      wanting.forEach((property, at) => {
        const piece = open[index]?.[at];
        const value = piece ? coerceValue(property, piece.text, dayFirst) : null;
        if (piece && value !== null) {
          row.values.set(property, value);
          withoutBracketed(row.values, piece.text);
        }
      });
    });
  }
  return filled.map((row) => ({ ...row, missing: properties.filter((property) => !row.values.has(property)) }));
}

/** A text field's value that ends in the bracketed value another field took: "Taxi to airport (12 Mar 2026)". */
function withoutBracketed(values: Map<TSchemaProperty, TLeafValue>, taken: string) {
  for (const [property, value] of values) {
    if (typeof value === 'string' && value.endsWith(`(${taken})`)) {
      values.set(property, value.slice(0, value.length - taken.length - 2).trim());
    }
  }
}
