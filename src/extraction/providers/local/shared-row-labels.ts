// Labels every row of a shaped list repeats (moved out of shaped-rows.ts to keep it short).
import type { TPiece } from './row-pieces.ts';
import type { TRow } from './shaped-rows.ts';

// "Item: Stoneware mug": a label, its colon and the value; the label's words bounded.
const LABEL_OPENING = /^(\p{L}[\p{L}.\-/ ]{0,24}):\s/u;

/**
 * A text piece every row opens with the same label that names no field ("Item: Stoneware mug", "Item: Linen tea
 * towel"): the label is the rows' print, not the value, and is cut. A title's colon ("Keynote: Drought planning")
 * opens one row, not every one.
 */
export function withoutSharedLabels(row: TRow, rows: TRow[], minRows: number): TRow {
  const labelAt = (pieces: TPiece[], index: number) => {
    const piece = pieces[index];
    return piece?.kind === 'text' && piece.label === undefined ? LABEL_OPENING.exec(piece.text)?.[1] : undefined;
  };
  const pieces = row.pieces.map((piece, index) => {
    const label = labelAt(row.pieces, index);
    const shared =
      label !== undefined && rows.length >= minRows && rows.every((other) => labelAt(other.pieces, index) === label);
    return shared ? { ...piece, text: piece.text.slice(label.length + 1).trim() } : piece;
  });
  return { ...row, pieces };
}
