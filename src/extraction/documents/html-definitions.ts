// Definition lists as web apps write their detail panels ("<dt>Date paid</dt><dd>January 28, 2026</dd>"): a term
// and its one short description read as one line of two cells, "Date paid   January 28, 2026", the way the
// extractor reads a label and its value in a table row. html-to-text put every term and description in a block
// apart by a blank line, so a label stood two lines above its value. A description of several blocks or lines
// (an address, a list), a term with several descriptions or none stay blocks, each on a line of its own.
import type { DomNode, FormatCallback } from 'html-to-text';

// The cell separator of the table formatting (read-text.ts TABLE_CELL_GAP).
const CELL_GAP = '   ';
// A description longer than this is text, not a value.
const MAX_VALUE_TEXT = 120;
// Nodes looked at inside a description (bounds the check on hostile markup).
const MAX_VALUE_NODES = 100;

const BLOCKS = new Set(
  'address article aside blockquote br dd div dl dt fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table ul'.split(
    ' ',
  ),
);

type TNode = DomNode & { next?: TNode | null; prev?: TNode | null };

const nextElement = (node: TNode): TNode | null => {
  let current = node.next;
  while (current && current.type !== 'tag') {
    if (current.type === 'text' && (current.data ?? '').trim() !== '') {
      return null;
    }
    current = current.next;
  }
  return current ?? null;
};

/** The description's text when it is one short inline value, else null. */
function inlineText(node: DomNode): string | null {
  let text = '';
  let visited = 0;
  const stack = [...(node.children ?? [])].reverse();
  while (stack.length > 0) {
    const current = stack.pop() as DomNode;
    if (++visited > MAX_VALUE_NODES || (current.type === 'tag' && BLOCKS.has(current.name ?? ''))) {
      return null;
    }
    if (current.type === 'text') {
      text += current.data ?? '';
    }
    for (let index = (current.children ?? []).length - 1; index >= 0; index--) {
      stack.push(current.children[index] as DomNode);
    }
  }
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.length > MAX_VALUE_TEXT ? null : trimmed;
}

// Descriptions already read on their term's line.
const readWithTerm = new WeakSet<DomNode>();

/** The description a term shares its line with: its next element, a short inline dd followed by no second dd. */
function pairedDescription(term: TNode): TNode | null {
  const description = nextElement(term);
  if (description?.name !== 'dd' || inlineText(term) === null) {
    return null;
  }
  const text = inlineText(description);
  const after = nextElement(description);
  return text && after?.name !== 'dd' ? description : null;
}

const definitionTerm: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(elem.children, builder);
  const description = pairedDescription(elem as TNode);
  if (description) {
    builder.addLiteral(CELL_GAP);
    walk(description.children, builder);
    readWithTerm.add(description);
  }
  builder.closeBlock({ trailingLineBreaks: 1 });
};

const definitionDescription: FormatCallback = (elem, walk, builder) => {
  if (readWithTerm.has(elem)) {
    return;
  }
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

export const HTML_DEFINITION_FORMATTERS: Record<string, FormatCallback> = { definitionTerm, definitionDescription };
