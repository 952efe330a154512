// Positioned PDFs (session 17): a page drawn as invoicing, ERP and letter software draws it, not as lines set one
// under the other. Each block puts its runs where such software puts them (an address window, a data block at the
// right with values right-aligned to the margin, small labels above values in boxes, amount columns aligned at their
// right edge, three small-print footer columns) and says the lines a reader of the paper would write down for it
// ("\t" = cell break): those lines are the document's `lines` (reader fidelity, `--as-docx`), the runs its PDF.
import { textWidth } from '../../../test/fixtures/helvetica.ts';
import type { TPdfText } from '../../../test/fixtures/pdf-writer.ts';
import { fresh } from './fresh-doc.ts';
import type { TCorpusDocument, TFacts } from './types.ts';

export type TPlacedBlock = { lines: string[]; runs: TPdfText[] };
type TAlign = 'left' | 'right';

const round = (value: number) => Math.round(value * 100) / 100;
/** A run starting at x (left) or ending at x (right). */
const run = (x: number, y: number, size: number, text: string, align: TAlign = 'left'): TPdfText => ({
  x: round(align === 'right' ? x - textWidth(text, size) : x),
  y: round(y),
  size,
  text,
});

/** Lines of one column of text from baseline y downward, `lead` apart. */
export function text(
  x: number,
  y: number,
  lines: string[],
  options: { size?: number; lead?: number; align?: TAlign } = {},
): TPlacedBlock {
  const size = options.size ?? 10;
  const lead = options.lead ?? size * 1.25;
  return {
    lines,
    runs: lines.flatMap((line, index) =>
      line.trim() === '' ? [] : [run(x, y - index * lead, size, line, options.align)],
    ),
  };
}

/**
 * Rows of cells at fixed column positions (a table, label/value pairs, a sum block), from baseline y downward.
 * A column is `{ x }` (left edge) or `{ x, align: 'right' }` (right edge); an empty cell draws nothing.
 */
export function columns(
  y: number,
  cols: { x: number; align?: TAlign; size?: number }[],
  rows: string[][],
  options: { size?: number; lead?: number } = {},
): TPlacedBlock {
  const size = options.size ?? 10;
  const lead = options.lead ?? size * 1.25;
  return {
    lines: rows.map((cells) => (cells.length === 1 ? (cells[0] ?? '') : cells.join('\t'))),
    runs: rows.flatMap((cells, index) =>
      cells.flatMap((cell, column) => {
        const place = cols[column];
        return cell.trim() === '' || !place
          ? []
          : [run(place.x, y - index * lead, place.size ?? size, cell, place.align)];
      }),
    ),
  };
}

/** Small labels above their values, side by side (a box row of an invoice's header, a reference line). */
export function boxes(
  y: number,
  cells: { x: number; label: string; value: string; align?: TAlign }[],
  options: { labelSize?: number; size?: number; drop?: number } = {},
): TPlacedBlock {
  const labelSize = options.labelSize ?? 7;
  const size = options.size ?? 10;
  const drop = options.drop ?? 12;
  return {
    lines: [cells.map((cell) => cell.label).join('\t'), cells.map((cell) => cell.value).join('\t')],
    runs: cells.flatMap((cell) => [
      run(cell.x, y, labelSize, cell.label, cell.align),
      run(cell.x, y - drop, size, cell.value, cell.align),
    ]),
  };
}

/** A page of blocks: its lines in reading order (blocks in the order given) and its runs. */
export function page(...blocks: TPlacedBlock[]): TPlacedBlock {
  return { lines: blocks.flatMap((block) => [...block.lines, '']), runs: blocks.flatMap((block) => block.runs) };
}

/** The document's `lines` and `pdf` from its pages (a blank line between pages). */
export function placed(...pages: TPlacedBlock[]): { lines: string[]; pdf: TPdfText[][] } {
  const lines = pages.flatMap((one) => one.lines);
  while (lines[lines.length - 1] === '') {
    lines.pop();
  }
  return { lines, pdf: pages.map((one) => one.runs) };
}

/** A positioned PDF document (see placed-pdf.ts). */
export function placedDocument(
  id: string,
  kind: string,
  lang: 'en' | 'de',
  schema: Parameters<typeof fresh>[4],
  truth: TFacts,
  content: ReturnType<typeof placed>,
): TCorpusDocument {
  return { ...fresh(id, kind, lang, 'pdf', schema, truth, content.lines), pdf: content.pdf };
}

/** Three small-print columns at the page's foot (company, bank, register and tax). */
export function footer(left: string[], middle: string[], right: string[], y = 62): ReturnType<typeof columns> {
  const rows = Array.from({ length: Math.max(left.length, middle.length, right.length) }, (_, index) => [
    left[index] ?? '',
    middle[index] ?? '',
    right[index] ?? '',
  ]);
  return columns(y, [{ x: 50 }, { x: 225 }, { x: 395 }], rows, { size: 7, lead: 8.5 });
}
