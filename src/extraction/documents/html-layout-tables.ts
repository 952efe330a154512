import type { DomNode } from 'html-to-text';
import { isTag, tagChildren } from './html-nodes.ts';

// A layout table's cell holds paragraphs: a column of a newsletter or ticket mail ("Datum" over "18.04.2026", then
// "Einlass" over "19:00"), where a data table's cell holds a value. Side by side, the columns' lines interleave.
const PARAGRAPH_TAGS = new Set('p div h1 h2 h3 h4 h5 h6 table ul ol blockquote'.split(' '));
export const rowsOf = (table: DomNode): DomNode[] =>
  tagChildren(table).flatMap((child) =>
    child.name === 'tr' ? [child] : ['thead', 'tbody', 'tfoot'].includes(child.name ?? '') ? rowsOf(child) : [],
  );
function paragraphs(cell: DomNode, depth = 0): number {
  const blocks = tagChildren(cell).filter((child) => PARAGRAPH_TAGS.has(child.name ?? ''));
  // A cell's one wrapping div or table holds the paragraphs.
  return blocks.length === 1 && depth < 3 && blocks[0]?.name === 'div'
    ? paragraphs(blocks[0], depth + 1)
    : blocks.length;
}
// A cell with no text of its own (a spacer, an image): no column.
const hasText = (node: DomNode, depth = 0): boolean =>
  node.children.some(
    (child) =>
      (child.type === 'text' && (child.data ?? '').replace(/\u00a0/g, ' ').trim() !== '') ||
      (depth < 20 && isTag(child) && child.name !== 'img' && hasText(child, depth + 1)),
  );
/**
 * Whether every row of two and more cells with text is one of columns of paragraphs (and there is such a row):
 * each cell two paragraphs and more, one of them four and more. A data table's cell holds a value, at most an
 * address of a few lines (a Word table's cell of two paragraphs beside one of one stays a row).
 */
export function isLayoutTable(table: DomNode): boolean {
  const wide = rowsOf(table)
    .map((row) => tagChildren(row).filter((cell) => (cell.name === 'td' || cell.name === 'th') && hasText(cell)))
    .filter((cells) => cells.length >= 2);
  return (
    wide.length > 0 &&
    wide.every((cells) => cells.every((cell) => paragraphs(cell) >= 2) && cells.some((cell) => paragraphs(cell) >= 4))
  );
}
