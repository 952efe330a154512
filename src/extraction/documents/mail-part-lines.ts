// Lines that may open a part of a mail: counted before parsing, as a part costs the parser time its limits do not
// bound (see read-email.ts). Only a line of a boundary the mail declares opens a part ("--boundary", "--boundary--",
// trailing blanks allowed, as postal-mime reads them): a plain-text mail's Markdown rules ("---"), signature
// separators ("-- ") and quoted SQL comments do not, and thousands of them are no reason to refuse it.
import { trimTrailing } from '../trim-trailing.ts';

const PART_LINE = Buffer.from('\n--');
// A Content-Type header with its folded lines: the only place a boundary is declared, in a part's headers or the mail's.
const CONTENT_TYPE = /^content-type[ \t]*:([^\n]*(?:\n[ \t][^\n]*)*)/gim;
// A boundary parameter: its name, an RFC 2231 section mark if any, "=" with blanks around it.
const PARAMETER = /boundary((?:\*\d*)?\*?)[ \t]*=[ \t]*/gi;
const QUOTED = /^"((?:[^"\\]|\\.)*)"/;
const TOKEN = /^[^;]*/;
const BLANK = new Set([' ', '\t', '\r']);

/**
 * The values the mail's Content-Type headers may declare as boundaries (a superset: a value a header only
 * mentions adds a line nothing matches). Null when a header takes a form this scan does not read the way the
 * parser does (a comment, which the parser strips and which may join or hide a name; RFC 2231 pieces or
 * encoding; a quote left open): then every "--" line may open a part, as before.
 */
function declaredBoundaries(text: string): Set<string> | null {
  const boundaries = new Set<string>();
  for (const header of text.matchAll(CONTENT_TYPE)) {
    const value = (header[1] ?? '').replace(/\r?\n/g, '');
    if (value.includes('(')) {
      return null;
    }
    for (const parameter of value.matchAll(PARAMETER)) {
      if (parameter[1]) {
        return null;
      }
      // A boundary has at most 70 characters (RFC 2046); a longer one is not matched and falls back to every line.
      const start = parameter.index + parameter[0].length;
      const rest = value.slice(start, start + 1024);
      if (rest.startsWith('"')) {
        const quoted = QUOTED.exec(rest);
        if (!quoted) {
          return null;
        }
        boundaries.add((quoted[1] ?? '').replace(/\\(.)/g, '$1'));
        continue;
      }
      const token = trimTrailing(TOKEN.exec(rest)?.[0] ?? '', /[ \t\r]/);
      if (/["\\]/.test(token) || token.length >= 1000) {
        return null;
      }
      boundaries.add(token);
    }
  }
  return boundaries;
}

/** Whether more than `max` lines of the mail may open a part. */
export function tooManyPartLines(bytes: Buffer, max: number): boolean {
  const text = bytes.toString('latin1');
  const boundaries = declaredBoundaries(text);
  let count = 0;
  for (let at = bytes.indexOf(PART_LINE); at >= 0; at = bytes.indexOf(PART_LINE, at + PART_LINE.length)) {
    if (boundaries && !opensPart(text, at + PART_LINE.length, boundaries)) {
      continue;
    }
    if (++count > max) {
      return true;
    }
  }
  return false;
}

/** Whether the line whose text after "--" begins at `start` is a delimiter of one of `boundaries`. */
function opensPart(text: string, start: number, boundaries: Set<string>): boolean {
  let end = text.indexOf('\n', start);
  end = end < 0 ? text.length : end;
  // Trailing blanks cut by hand: /[ \t\r]+$/ retries at each blank of a long run that ends in other text, and a
  // line of 100,000 blanks then took seconds, before the limit it is there to apply.
  while (end > start && BLANK.has(text[end - 1] ?? '')) {
    end--;
  }
  const token = text.slice(start, end);
  return boundaries.has(token) || (token.endsWith('--') && boundaries.has(token.slice(0, -2)));
}
