import type { Email } from 'postal-mime';
import { unwrapMailText } from './mail-unwrap.ts';
import { htmlToPlainText } from './read-text.ts';

// A table row with two or more cells: a data table whose columns the plain alternative flattens.
const TABLE_ROW_WITH_CELLS = /<tr[\s>](?:(?!<\/tr>)[\s\S])*?<t[dh][\s>](?:(?!<\/tr>)[\s\S])*?<t[dh][\s>]/i;

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Share of the HTML rendering's words that the plain alternative lacks (0: it has them all). */
function missingShare(plain: string, htmlText: string): number {
  const plainWords = wordsOf(plain);
  const htmlWords = [...wordsOf(htmlText)];
  if (htmlWords.length === 0) {
    return 0;
  }
  return htmlWords.filter((word) => !plainWords.has(word)).length / htmlWords.length;
}

/**
 * The body text of a mail. The plain alternative is the default, but senders generate it from the
 * HTML part and flatten its tables (cells run together, columns lost) or replace it by a placeholder
 * ("your mail program cannot show this message"); then the HTML part, rendered with its table
 * columns apart, is the better text.
 */
export function emailBodyText(email: Pick<Email, 'text' | 'html'>): string {
  const plain = email.text?.trim() ?? '';
  const htmlText = email.html ? htmlToPlainText(email.html) : '';
  const preferHtml =
    htmlText !== '' &&
    (plain === '' || TABLE_ROW_WITH_CELLS.test(email.html ?? '') || missingShare(plain, htmlText) > 0.5);
  // A plain body's lines as its writer typed them, not as the sending program broke them (mail-unwrap.ts).
  return preferHtml ? htmlText.replace(/\r\n?/g, '\n').trim() : unwrapMailText(plain.replace(/\r\n?/g, '\n')).trim();
}
