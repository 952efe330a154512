// Columns set close together, as invoicing and payroll software sets them when a page is full (development set
// pdfcols29): each column starts `gap` points after the widest cell of the column before it, a gap narrower than a
// font size but wider than a word space; a right-aligned column ends where its widest cell ends.
import { textWidth } from '../../../test/fixtures/helvetica.ts';
import { columns, type TPlacedBlock } from './placed-pdf.ts';

type TTight = { gap?: number; size?: number; lead?: number; right?: number[]; sizes?: number[] };

/** The x where a column's cells start (or end, when right-aligned) and the x where the block ends. */
function columnPlaces(x: number, rows: string[][], options: TTight) {
  const size = options.size ?? 10;
  const gap = options.gap ?? 7;
  const count = Math.max(...rows.map((cells) => cells.length));
  const places: { x: number; align?: 'right'; size?: number }[] = [];
  let start = x;
  for (let column = 0; column < count; column++) {
    const own = options.sizes?.[column] ?? size;
    const widest = Math.max(...rows.map((cells) => textWidth(cells[column] ?? '', own)));
    const right = options.right?.includes(column);
    places.push({ x: right ? start + widest : start, ...(right ? { align: 'right' as const } : {}), size: own });
    start += widest + gap;
  }
  return { places, end: start - gap };
}

/** Rows of cells from baseline y downward, the columns `gap` points apart (7 unless given). */
export function tight(x: number, y: number, rows: string[][], options: TTight = {}): TPlacedBlock & { end: number } {
  const { places, end } = columnPlaces(x, rows, options);
  return { ...columns(y, places, rows, { size: options.size ?? 10, lead: options.lead }), end };
}
