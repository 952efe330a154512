// Trailing runs cut by a scan from the end. A pattern like /[\s,;]+$/ is tried at every character of a run and fails
// at its end when the run is not the text's last, so a line of many blanks followed by a word took time quadratic in
// the run (review20's regex audit). Scanning back from the end stops at the first character outside the class.

/**
 * `text` without its trailing run of characters matching `oneChar`, a class of single UTF-16 units such as
 * /[\s,;.]/u: the same as `text.replace(/[\s,;.]+$/u, '')`, in time linear in the run. The class must match no
 * surrogate (it is tested one unit at a time), and it carries no g or y flag (test would move its lastIndex).
 */
export function trimTrailing(text: string, oneChar: RegExp): string {
  let end = text.length;
  while (end > 0 && oneChar.test(text.charAt(end - 1))) {
    end -= 1;
  }
  return end === text.length ? text : text.slice(0, end);
}

/** A line's end in a multiline pattern: what `$` matches before under the m flag. */
const LINE = /[^\n\r\u2028\u2029]+/g;

/** `text.replace(/[ \t]+$/gm, '')`: each line without its trailing blanks and tabs, linear in the text. */
export const trimLineEnds = (text: string): string => text.replace(LINE, (line) => trimTrailing(line, /[ \t]/));

const LETTER = /^\p{L}$/u;

/**
 * Where the run of characters matching `oneCodePoint` (a class anchored on both sides with the u flag: /^\p{L}$/u)
 * ending at `end` starts (`end` itself where none ends there): a scan back, a character written as a surrogate pair
 * counted as one, as the class reads it with the u flag. For a trailing `[class]+$`-like pattern, which tried from
 * each character of a long run read the run to its end each time.
 */
export function runStart(text: string, end: number, oneCodePoint: RegExp): number {
  let start = end;
  while (start > 0) {
    const width =
      start >= 2 && oneCodePoint.test(text.slice(start - 2, start))
        ? 2
        : oneCodePoint.test(text.charAt(start - 1))
          ? 1
          : 0;
    if (width === 0) {
      break;
    }
    start -= width;
  }
  return start;
}

/** Where the run of letters ending at `end` starts (runStart for `\p{L}`). */
export const letterRunStart = (text: string, end: number) => runStart(text, end, LETTER);

/**
 * `text.replace(bracketed, replacement)` for a global pattern whose every match ends in ")" (a bracket and what it
 * holds: /\s*\([^)]*\)/g, /\(.*?\)/g): no match can end past the last ")", so the text after it is kept as it is
 * without trying the pattern there. From each "(" of a long run with no ")" after it the pattern read to the text's
 * end (quadratic in the run).
 */
export function replaceBracketed(text: string, bracketed: RegExp, replacement: string): string {
  const end = text.lastIndexOf(')') + 1;
  return end === 0 ? text : text.slice(0, end).replace(bracketed, replacement) + text.slice(end);
}
