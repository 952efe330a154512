// What a page's own stylesheet says of its classes. Hand-written web pages (shops' print views, SaaS receipts,
// booking pages, e-mail templates) lay out their label/value rows with classes defined in a <style> element
// (".kv{display:flex}", ".preheader{display:none}") rather than inline styles: read as unstyled blocks, a flex row's
// label and value ran together and a hidden preheader was read as text. Only the page's top-level rules count
// (the screen as first shown: rules inside @media, @supports and the like are left out), and of each selector its
// last compound's classes (".items .pos" styles "pos"); a selector with a pseudo-class (":hover") styles a state.
import type { DomNode } from 'html-to-text';

export type TClassLayout = 'row' | 'cell' | 'hidden' | 'other';

// Bounds the stylesheet read (an e-mail's inlined CSS stays far below) and the walk that finds its elements.
const MAX_STYLE_TEXT = 200_000;
const MAX_NODES = 20_000;

const ROW_DISPLAY = /^(?:inline-)?(?:flex|grid)$|^table-row$/;
const CELL_DISPLAY = /^(?:inline-block|table-cell)$/;

// A box clipped to nothing ("clip:rect(0,0,0,0)", "clip-path:inset(50%)"): the screen-reader-only text of
// accessible pages (".sr-only", ".visually-hidden"), a label's repetition for the blind ("United Airlines, receipt
// attached") that a sighted reader never sees.
// (WordPress clips to one pixel: "rect(1px, 1px, 1px, 1px)".)
// Tested on the value without its blanks: `\s*,?\s*` repeated four times backtracked on a long run of blanks (a
// 100,000-character rule took a minute).
const CLIPPED_RECT = /^rect\((?:[01](?:px)?,?){4}\)$/;
const clipped = (property: string, value: string) =>
  (property === 'clip' && value.length <= 200 && CLIPPED_RECT.test(value.replace(/\s+/g, ''))) ||
  (property === 'clip-path' && /^inset\(\s*50%\s*\)$/.test(value));

function layoutOf(declarations: string): TClassLayout | undefined {
  let layout: TClassLayout | undefined;
  for (const declaration of declarations.split(';')) {
    const [property = '', value = ''] = declaration.split(':').map((part) => part.trim().toLowerCase());
    // endsWith, not /\s*!important$/: that pattern rescanned a long blank run from each of its blanks.
    const bare = value.endsWith('!important') ? value.slice(0, -'!important'.length).trimEnd() : value;
    if (clipped(property, bare)) {
      layout = 'hidden';
    } else if (property === 'display') {
      layout = bare === 'none' ? 'hidden' : ROW_DISPLAY.test(bare) ? 'row' : CELL_DISPLAY.test(bare) ? 'cell' : 'other';
    } else if (property === 'visibility' && bare === 'hidden') {
      layout = 'hidden';
    } else if (property === 'float' && (bare === 'left' || bare === 'right') && layout === undefined) {
      layout = 'cell';
    }
  }
  return layout;
}

/** The top-level rules of a stylesheet as [selectors, declarations], without comments and at-rules' blocks. */
function topLevelRules(css: string): [string, string][] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: [string, string][] = [];
  let depth = 0;
  let start = 0;
  let selector = '';
  let skipping = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') {
      if (depth === 0) {
        selector = text.slice(start, index).trim();
        skipping = selector.startsWith('@');
        start = index + 1;
      }
      depth++;
    } else if (char === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        if (!skipping) {
          rules.push([selector, text.slice(start, index)]);
        }
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      start = index + 1; // an at-rule without a block (@import, @charset)
    }
  }
  return rules;
}

type TRuled = { layout: TClassLayout; order: number };

/** Class name → its layout by the page's stylesheet and the rule's place (later rules win, as in CSS). */
export function classLayouts(css: string): Map<string, TRuled> {
  const layouts = new Map<string, TRuled>();
  for (const [order, [selectors, declarations]] of topLevelRules(css.slice(0, MAX_STYLE_TEXT)).entries()) {
    const layout = layoutOf(declarations);
    if (!layout) {
      continue;
    }
    for (const selector of selectors.split(',')) {
      const last =
        selector
          .trim()
          .split(/[\s>+~]+/)
          .pop() ?? '';
      if (/[:[]/.test(last)) {
        continue;
      }
      for (const match of last.matchAll(/\.([\w-]+)/g)) {
        layouts.set(match[1] as string, { layout, order });
      }
    }
  }
  return layouts;
}

const byRoot = new WeakMap<DomNode, Map<string, TRuled>>();

function rootOf(node: DomNode): DomNode {
  let current = node;
  while (current.parent) {
    current = current.parent as DomNode;
  }
  return current;
}

/** The class layouts of the document a node belongs to (its <style> elements read once per document). */
function documentLayouts(node: DomNode): Map<string, TRuled> {
  const root = rootOf(node);
  let layouts = byRoot.get(root);
  if (!layouts) {
    let css = '';
    const stack: DomNode[] = [root];
    for (let visited = 0; stack.length > 0 && visited < MAX_NODES && css.length < MAX_STYLE_TEXT; visited++) {
      const current = stack.pop() as DomNode;
      if (current.type === 'style' || (current.type === 'tag' && current.name === 'style')) {
        css += `${(current.children ?? []).map((child) => child.data ?? '').join('')}\n`;
      } else {
        for (let index = (current.children ?? []).length - 1; index >= 0; index--) {
          stack.push(current.children[index] as DomNode);
        }
      }
    }
    layouts = classLayouts(css);
    byRoot.set(root, layouts);
  }
  return layouts;
}

/** How the page's stylesheet lays out an element by its classes (of several, the later rule wins), if at all. */
export function stylesheetLayout(node: DomNode): TClassLayout | undefined {
  const classes = String(node.attribs?.class ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (classes.length === 0) {
    return undefined;
  }
  const layouts = documentLayouts(node);
  let found: TRuled | undefined;
  for (const name of classes) {
    const ruled = layouts.get(name);
    if (ruled && (!found || ruled.order > found.order)) {
      found = ruled;
    }
  }
  return found?.layout;
}
