// How a browser shows an element, by its tag, inline style, class name or the page's stylesheet: hidden, a row of
// boxes (flex, grid, table-row) or a box of such a row (inline-block, float, a "col-" class). Shared by the HTML
// layout formatters.
import type { DomNode } from 'html-to-text';
import { stylesheetLayout } from './html-stylesheet.ts';

export const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd div dl dt fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);
const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;
const ROW_STYLE = /display\s*:\s*(?:inline-)?(?:flex|grid)|display\s*:\s*table-row/i;
const CELL_STYLE = /float\s*:\s*(?:left|right)|display\s*:\s*(?:inline-block|inline-flex|table-cell)/i;
const ROW_CLASS = /(?:^|[\s_-])(?:row|d-flex|flex|grid|table-row|tr)(?:$|[\s_-])/i;
const CELL_CLASS = /(?:^|[\s_-])(?:col|column|cell|td|label|value|key)(?:$|[\s_-])/i;

export const attribute = (node: DomNode, name: string): string => String(node.attribs?.[name] ?? '');
// The screen-reader-only classes of the common frameworks (Bootstrap, Tailwind, WordPress), hidden even when the
// page's stylesheet is a linked file the reader never sees.
const SCREEN_READER_CLASS = /(?:^|\s)(?:sr-only|visually-hidden|visuallyhidden|screen-reader-text)(?:$|\s)/;
export const isHidden = (node: DomNode) =>
  'hidden' in (node.attribs ?? {}) ||
  SCREEN_READER_CLASS.test(attribute(node, 'class')) ||
  HIDDEN_STYLE.test(attribute(node, 'style')) ||
  stylesheetLayout(node) === 'hidden';
// A row or a cell by its inline style, its class's name or the page's stylesheet.
export const isRow = (node: DomNode) =>
  ROW_STYLE.test(attribute(node, 'style')) ||
  ROW_CLASS.test(attribute(node, 'class')) ||
  stylesheetLayout(node) === 'row';
export const isCell = (node: DomNode) =>
  CELL_STYLE.test(attribute(node, 'style')) ||
  CELL_CLASS.test(attribute(node, 'class')) ||
  stylesheetLayout(node) === 'cell';
