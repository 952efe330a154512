// Links as text. html-to-text writes a link as its text and its address in brackets ("Track package [/track/1Z]"),
// which keeps a button's target readable. A link whose text is only a sign (an info icon "ⓘ" after a fee's name, an
// arrow "›") is a tooltip or a control, not words: its address stood inside the label ("Service fee ⓘ
// [https://shop.example/fees]   $2.15"), so the label no longer read as a fee's. Such a link is written as its sign.
import type { DomNode, FormatCallback } from 'html-to-text';

// Text nodes looked at inside a link (bounds the check on hostile markup).
const MAX_LINK_NODES = 50;

/** The link's visible text when it holds no letter and no digit (an icon or an arrow), otherwise null. */
function signOnly(node: DomNode): string | null {
  let text = '';
  const stack = [...(node.children ?? [])];
  for (let visited = 0; stack.length > 0; visited++) {
    if (visited > MAX_LINK_NODES) {
      return null;
    }
    const current = stack.pop() as DomNode;
    if (current.type === 'text') {
      text += current.data ?? '';
    } else if (current.type === 'tag' && current.name === 'img') {
      return null; // an image link: html-to-text's own handling
    } else {
      // One by one, not spread as arguments: an element of ~150,000 children overflowed the call stack.
      const children = current.children ?? [];
      if (children.length > MAX_LINK_NODES) {
        return null;
      }
      for (const child of children) {
        stack.push(child);
      }
    }
  }
  return /[\p{L}\p{N}]/u.test(text) ? null : text;
}

const signLink: FormatCallback = (elem, walk, builder, options) => {
  if (signOnly(elem) !== null) {
    walk(elem.children, builder);
    return;
  }
  const formatters = (builder as unknown as { options: { formatters: Record<string, FormatCallback> } }).options
    .formatters;
  formatters.anchor?.(elem, walk, builder, options);
};

export const HTML_LINK_FORMATTERS: Record<string, FormatCallback> = { signLink };
