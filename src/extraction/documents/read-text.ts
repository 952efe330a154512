import { codedMessage } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import { lazyModule } from '../../lib/lazy-module.ts';
import { decodeText } from './decode-text.ts';
import { HTML_DEFINITION_FORMATTERS } from './html-definitions.ts';
import { HTML_LAYOUT_FORMATTERS, HTML_LAYOUT_SELECTORS } from './html-layout.ts';
import { HTML_LINK_FORMATTERS } from './html-links.ts';

// Loaded on the first HTML or DOCX document (a synchronous caller needs it: see lazyModule).
const htmlToTextModule = lazyModule<typeof import('html-to-text')>('html-to-text');

export type TReadResult = { text: string; warnings: TCodedMessage[] };

const normalizeNewlines = (text: string) => text.replace(/\r\n?/g, '\n');

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** How the table layout separates a row's cells; the PDF layout and the text readers' columns read the same way. */
export const TABLE_CELL_GAP = '   ';

// Element levels read in an HTML document (mail clients' nested layout tables reach a few dozen).
const MAX_HTML_DEPTH = 500;

/**
 * HTML as readable text: no images, tables laid out as columns (cells apart by 3+ spaces, never
 * wrapped, so one table row stays one line for the extractor), no word wrapping. `blockBreaks`: the line breaks
 * around a paragraph, heading, list or table: 2 (a blank line between, as a web page's margins show), 1 where the
 * HTML is a Word document's, whose blank lines are paragraphs of their own.
 */
export function htmlToPlainText(html: string, blockBreaks: 1 | 2 = 2): string {
  const breaks = { leadingLineBreaks: blockBreaks, trailingLineBreaks: blockBreaks };
  return htmlToTextModule()
    .htmlToText(html, {
      wordwrap: false,
      // Without the zero-width space of the default: a break opportunity inside a word, not a gap between words.
      whitespaceCharacters: ' \t\r\n\f',
      formatters: { ...HTML_LAYOUT_FORMATTERS, ...HTML_DEFINITION_FORMATTERS, ...HTML_LINK_FORMATTERS },
      // html-to-text walks the tree recursively: elements nested a few thousand deep (a hostile page, ~2,000 divs)
      // overflowed the stack and the document could not be read at all. Deeper than any real page or mail nests,
      // the walk stops and what lies deeper is left out (no '...' put in its place as if it were the text).
      limits: { maxDepth: MAX_HTML_DEPTH, ellipsis: '' },
      selectors: [
        ...HEADINGS.map((selector) => ({ selector, options: { uppercase: false, ...breaks } })),
        ...['p', 'ul', 'ol'].map((selector) => ({ selector, options: breaks })),
        ...HTML_LAYOUT_SELECTORS,
        { selector: 'img', format: 'skip' },
        // Definition lists are label/value pairs: a term and its short description on one line, as two cells.
        { selector: 'dl', format: 'block', options: breaks },
        { selector: 'dt', format: 'definitionTerm' },
        { selector: 'dd', format: 'definitionDescription' },
        { selector: 'a', format: 'signLink', options: { hideLinkIfSameAsText: true } },
        {
          selector: 'table',
          format: 'visibleTable',
          options: {
            uppercaseHeaderCells: false,
            maxColumnWidth: Number.MAX_SAFE_INTEGER,
            colSpacing: TABLE_CELL_GAP.length,
            ...breaks,
          },
        },
      ],
    })
    .trim();
}

export function readPlainText(bytes: Buffer): TReadResult {
  return { text: normalizeNewlines(decodeText(bytes)), warnings: [] };
}

export function readHtml(bytes: Buffer): TReadResult {
  return { text: htmlToPlainText(decodeText(bytes)), warnings: [] };
}

/** JSON pretty-printed, so nested keys read as indented `"key": value` lines. */
export function readJson(bytes: Buffer): TReadResult {
  const text = normalizeNewlines(decodeText(bytes));
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), warnings: [] };
  } catch {
    return { text, warnings: [codedMessage('warning.invalid_json')] };
  }
}
