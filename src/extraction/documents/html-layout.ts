// How HTML laid out with CSS instead of tables reads as text. Web pages and exports build their label/value
// grids and item lists from divs ("row" > "col" divs, flex boxes, repeated div rows) and put labels and values
// in adjacent spans: as plain blocks every cell became a line of its own (an item row torn into one line per
// cell), and adjacent spans ran together ("Total$5.00"). Here a div that is a row of three or more short cells
// becomes one line, its cells lined up with the sibling rows', adjacent inline elements keep a space, and what a browser
// hides (hidden, display:none, visibility:hidden, noscript, template) is left out.
import type { DomNode, FormatCallback, SelectorDefinition } from 'html-to-text';
import { attribute, BLOCK_TAGS, isCell, isHidden, isRow } from './html-boxes.ts';
import { isLayoutTable, rowsOf } from './html-layout-tables.ts';
import { isTag, type TNode, tagChildren } from './html-nodes.ts';
import { writeRowOfLines } from './html-row-lines.ts';

// The cell separator of the table formatting (colSpacing 3), so one table parser reads both.
const CELL_GAP = '   ';
// A row has at least this many cells: a label div above its value div reads as well as on one line (measured:
// the local extractor finds more label/value pairs as lines, dev set D), an item row of three and more does not.
const MIN_CELLS = 3;
// A row has this many cells at most, each at most this long and this many nodes deep inside (bounds the checks).
const MAX_CELLS = 12;
const MAX_CELL_TEXT = 120;
const MAX_CELL_NODES = 200;
// Rows of the same shape repeated this often under one parent form a grid even without a CSS hint.
const MIN_REPEATED_ROWS = 3;

// A block that may follow a cell's first line as a line of its own: an item's name over its SKU or note in a div of
// small print ("<strong>Kettle</strong><div class="small">SKU KT-100</div>"), as web apps write item cells.
const SUB_LINE_TAGS = new Set(['div', 'p']);

/**
 * The element's text, cut off after `limit` characters and `MAX_CELL_NODES` nodes; null if it holds a block. A line
 * break (an item's name over its option in small print) is a cell of several lines (html-row-lines.ts), and so is a
 * div or paragraph after the cell's first line of inline text. A cell that starts with a block (a column of stacked
 * label and value divs) stays a block: its lines are pairs of their own, not a row's cell.
 */
function leafText(node: DomNode, limit: number): string | null {
  let text = '';
  let visited = 0;
  const stack = [...node.children].reverse();
  while (stack.length > 0 && text.length <= limit) {
    const current = stack.pop() as DomNode;
    const block = isTag(current) && BLOCK_TAGS.has(current.name ?? '');
    if (isTag(current) && current.name === 'br') {
      text += '\n';
    } else if (block && SUB_LINE_TAGS.has(current.name ?? '') && text.trim() !== '' && !isHidden(current)) {
      text += '\n';
    } else if (++visited > MAX_CELL_NODES || block) {
      return null;
    }
    if (current.type === 'text') {
      text += current.data ?? '';
    } else if (isTag(current) && !isHidden(current)) {
      // One by one: spread as arguments, an element of ~150,000 children overflowed the call stack.
      for (let index = current.children.length - 1; index >= 0; index--) {
        stack.push(current.children[index] as DomNode);
      }
    }
  }
  return text;
}

// Per parent: how many of its children have each shape (tag name and number of child elements); once per parent.
const shapesByParent = new WeakMap<DomNode, Map<string, number>>();
const shapeOf = (node: DomNode) => `${node.name}:${tagChildren(node).length}`;
function repeatedShape(node: DomNode): boolean {
  const parent = node.parent;
  if (!parent) {
    return false;
  }
  let shapes = shapesByParent.get(parent);
  if (!shapes) {
    shapes = new Map();
    for (const sibling of tagChildren(parent)) {
      shapes.set(shapeOf(sibling), (shapes.get(shapeOf(sibling)) ?? 0) + 1);
    }
    shapesByParent.set(parent, shapes);
  }
  return (shapes.get(shapeOf(node)) ?? 0) >= MIN_REPEATED_ROWS;
}

type TCell = { node: DomNode; length: number; lines: boolean };

// Two inline cells (a label and a value in spans) of a row the page lays out as one (flex, grid): apart as cells,
// since inline they ran together ("Subtotal $43.15", "2 × Stalls £90.00"). Two block cells keep a line each.
// So are two inline cells one of which the page styles as a cell (inline-block, float, a "col-" or "label" class): an
// accounting tool's printed total row ("<span class="col-bez">Nettobetrag</span><span class="col-bt">1.443,50</span>")
// or a portal's "<span class="k">Steuerklasse</span><span>I / 0,0</span>", where a space ran label and value together.
// Two block cells apart too when both the row and the cells say so ("row" > two "col-" divs of a card's footer).
const isPair = (node: DomNode, cells: DomNode[]) =>
  cells.length === 2 &&
  (isRow(node) || cells.some(isCell)) &&
  (cells.every((cell) => !BLOCK_TAGS.has(cell.name ?? '')) || (isRow(node) && cells.every(isCell)));

/** The cells of an element laid out as one row of short cells (with their text lengths), or null for a block. */
function rowCells(node: DomNode): TCell[] | null {
  if (node.children.some((child) => child.type === 'text' && (child.data ?? '').trim() !== '')) {
    return null;
  }
  const cells = tagChildren(node).filter((child) => !isHidden(child));
  if (cells.length < (isPair(node, cells) ? 2 : MIN_CELLS) || cells.length > MAX_CELLS) {
    return null;
  }
  const texts = cells.map((cell) => (cell.name === 'br' ? null : leafText(cell, MAX_CELL_TEXT)));
  if (texts.some((text) => text === null || text.length > MAX_CELL_TEXT)) {
    return null;
  }
  const hinted = isRow(node) || cells.some(isCell);
  if (!hinted && !repeatedShape(node)) {
    return null;
  }
  return cells.map((cell, index) => {
    const lines = (texts[index] ?? '').split('\n').map((line) => line.replace(/\s+/g, ' ').trim().length);
    return { node: cell, length: Math.max(...lines), lines: lines.filter((length) => length > 0).length > 1 };
  });
}

// Per parent: the width of every column over its rows of one cell count, so the rows' cells line up under each
// other as in a table (the table parser reads a value's column by its position); once per parent.
const columnWidthsByParent = new WeakMap<DomNode, Map<number, number[]>>();
function columnWidths(node: DomNode, count: number): number[] {
  const parent = node.parent;
  if (!parent) {
    return [];
  }
  let byCount = columnWidthsByParent.get(parent);
  if (!byCount) {
    byCount = new Map();
    for (const sibling of tagChildren(parent)) {
      const cells = rowCells(sibling);
      if (cells) {
        const widths = byCount.get(cells.length) ?? [];
        cells.forEach((cell, index) => {
          widths[index] = Math.max(widths[index] ?? 0, cell.length);
        });
        byCount.set(cells.length, widths);
      }
    }
    columnWidthsByParent.set(parent, byCount);
  }
  return byCount.get(count) ?? [];
}

/** A div: one line of cells lined up with its sibling rows when it is a row of short cells, otherwise a block. */
const layoutBlock: FormatCallback = (elem, walk, builder, options) => {
  if (isHidden(elem)) {
    return;
  }
  const cells = rowCells(elem);
  if (cells?.some((cell) => cell.lines)) {
    writeRowOfLines(cells, columnWidths(elem, cells.length), walk, builder, CELL_GAP);
    return;
  }
  builder.openBlock({ leadingLineBreaks: options.leadingLineBreaks ?? 1 });
  if (cells) {
    const widths = columnWidths(elem, cells.length);
    let pending = 0;
    cells.forEach((cell, index) => {
      if (cell.length > 0) {
        if (index > 0) {
          builder.addLiteral(' '.repeat(pending));
        }
        walk(cell.node.children, builder);
        pending = 0;
      }
      pending += Math.max(widths[index] ?? 0, cell.length) - cell.length + CELL_GAP.length;
    });
  } else {
    walk(elem.children, builder);
  }
  builder.closeBlock({ trailingLineBreaks: options.trailingLineBreaks ?? 1 });
};

function edgeText(node: DomNode | null | undefined, last: boolean): string {
  let current = node;
  for (let depth = 0; current && depth < 20; depth++) {
    if (current.type === 'text') {
      return current.data ?? '';
    }
    const children = current.children ?? [];
    current = last ? children[children.length - 1] : children[0];
  }
  return '';
}

// Laid out as boxes of their own: a flex or grid container's children, and cells by their class or style.
const laidOutApart = (elem: DomNode, next: DomNode) =>
  (elem.parent !== null && elem.parent !== undefined && isRow(elem.parent)) || [elem, next].some(isCell);

/**
 * An inline element (span, b, label, ...) directly followed by another element, or a label ending in a colon
 * directly followed by text: apart by a space, as the page's CSS shows them ("Total" and "$5.00" in spans of their
 * own). Inline elements that go on a word in small letters render as that word and read as one ("<b>Rech</b><i>nung
 * </i>"), unless a flex or grid container or a cell's class or style lays them out as boxes.
 */
const inlineApart: FormatCallback = (elem, walk, builder) => {
  if (isHidden(elem)) {
    return;
  }
  walk(elem.children, builder);
  const next = (elem as TNode).next;
  const end = edgeText(elem, true);
  if (!next || end === '' || /\s$/.test(end)) {
    return;
  }
  const start = edgeText(next, false);
  const nextElement = isTag(next) && !BLOCK_TAGS.has(next.name ?? '') && next.name !== 'sup' && next.name !== 'sub';
  const sameWord = /\p{L}$/u.test(end) && /^\p{Ll}/u.test(start) && !laidOutApart(elem, next);
  if (
    start !== '' &&
    !/^\s/.test(start) &&
    ((nextElement && !sameWord) || (next.type === 'text' && end.endsWith(':')))
  ) {
    builder.addInline(' ');
  }
};

// What the table formatter would read of a row or cell a browser hides: it walks rows and cells itself, past the
// selectors that skip hidden elements. A cell kept invisible (visibility:hidden) keeps its place in the row.
const visibleRows = (node: DomNode): DomNode => ({
  ...node,
  children: node.children.flatMap((child): DomNode[] => {
    if (!isTag(child)) {
      return [child];
    }
    const hidden = isHidden(child);
    if (child.name === 'tr') {
      return hidden ? [] : [visibleRows(child)];
    }
    if (child.name === 'td' || child.name === 'th') {
      return !hidden
        ? [child]
        : /display\s*:\s*none/i.test(attribute(child, 'style')) || 'hidden' in (child.attribs ?? {})
          ? []
          : [{ ...child, children: [] }];
    }
    return hidden
      ? []
      : ['thead', 'tbody', 'tfoot', 'center'].includes(child.name ?? '')
        ? [visibleRows(child)]
        : [child];
  }),
});

/**
 * A table read by html-to-text's own table formatter, without the rows and cells a browser hides; a layout
 * table's cells one under another, as a reader takes in its columns.
 */
const visibleTable: FormatCallback = (elem, walk, builder, options) => {
  if (isHidden(elem)) {
    return;
  }
  const visible = visibleRows(elem);
  if (isLayoutTable(visible)) {
    for (const cell of rowsOf(visible).flatMap(tagChildren)) {
      builder.openBlock({ leadingLineBreaks: 1 });
      walk(cell.children, builder);
      builder.closeBlock({ trailingLineBreaks: 1 });
    }
    return;
  }
  const formatters = (builder as unknown as { options: { formatters: Record<string, FormatCallback> } }).options
    .formatters;
  formatters.dataTable?.(visible, walk, builder, options);
};

export const HTML_LAYOUT_FORMATTERS: Record<string, FormatCallback> = { layoutBlock, inlineApart, visibleTable };

const skip = (selector: string): SelectorDefinition => ({ selector, format: 'skip' });
export const HTML_LAYOUT_SELECTORS: SelectorDefinition[] = [
  { selector: 'div', format: 'layoutBlock' },
  ...['span', 'b', 'strong', 'label', 'em', 'i', 'font', 'small', 'time'].map((selector) => ({
    selector,
    format: 'inlineApart',
  })),
  ...[
    '[hidden]',
    '[style*="display:none"]',
    '[style*="display: none"]',
    '[style*="visibility:hidden"]',
    '[style*="visibility: hidden"]',
    'noscript',
    'template',
    '.sr-only',
    '.visually-hidden',
    '.visuallyhidden',
    '.screen-reader-text',
  ].map(skip),
];
