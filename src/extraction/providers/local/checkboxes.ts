import type { TCandidate } from './candidates.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { labelWords, tokenize } from './words.ts';

// Forms print a yes/no as a box before its label: "[x] Paid", "☐ Direct debit", "(X) Lastschrift".
const CHECKED = String.raw`\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔]\s*\)|[☒☑✅✔✓]`;
const UNCHECKED = String.raw`\[\s*\]|\(\s*\)|[☐□]`;
const BOX = new RegExp(`(${CHECKED})|(${UNCHECKED})`, 'gu');

/** A box is checked (true), empty (false), or the text is no box (null). */
export function checkboxValue(text: string): boolean | null {
  const match = new RegExp(`^\\s*(?:(${CHECKED})|(${UNCHECKED}))\\s*$`, 'u').exec(text);
  return match ? Boolean(match[1]) : null;
}

/** The label text after every checked box of the body ("[X] Gift\t[ ] Other" gives "Gift"). */
export function checkedLabels(lines: TLine[]): TValueSource[] {
  const found: TValueSource[] = [];
  for (const line of lines.filter((candidate) => !candidate.header && /[[(☒☑✅✔✓]/u.test(candidate.text))) {
    const boxes = [...line.text.matchAll(BOX)];
    for (const [index, box] of boxes.entries()) {
      const end = boxes[index + 1]?.index ?? line.text.length;
      if (box[1]) {
        found.push({
          text: line.text.slice(box.index + box[0].length, end).trim(),
          line,
          quoteStart: box.index,
          quoteEnd: end,
        });
      }
    }
  }
  return found;
}

/**
 * A box before a label of the field, on any line: the label is the words up to the next box or the
 * end of the line, and must be one of the field's labels (not merely start with it).
 */
export function checkedBox(lines: TLine[], candidates: TCandidate[]): TValueSource | null {
  const labels = new Set(candidates.map((candidate) => candidate.words.join(' ')));
  for (const line of lines.filter((candidate) => !candidate.header)) {
    const boxes = [...line.text.matchAll(BOX)];
    for (const [index, box] of boxes.entries()) {
      const end = boxes[index + 1]?.index ?? line.text.length;
      const label = labelWords(line.text.slice(box.index + box[0].length, end)).join(' ');
      if (labels.has(label)) {
        return { text: box[1] ? 'yes' : 'no', line, quoteStart: box.index, quoteEnd: end };
      }
    }
  }
  return null;
}

/** Of boxes offered in one value ("☐ erlaubt ☒ nicht erlaubt"), the text after the one checked; null unless one is. */
export function checkedOption(text: string): string | null {
  const boxes = [...text.matchAll(BOX)];
  const checked = boxes.filter((box) => box[1]);
  if (boxes.length < 2 || checked.length !== 1) {
    return null;
  }
  const at = boxes.indexOf(checked[0] as RegExpExecArray);
  return text
    .slice((checked[0]?.index ?? 0) + (checked[0]?.[0].length ?? 0), boxes[at + 1]?.index ?? text.length)
    .trim();
}

// Words of a yes/no name that name no feature: "wird_verrechnet" is about "verrechnet".
const FLAG_FILLERS = new Set(['is', 'has', 'was', 'wird', 'ist', 'hat', 'with', 'mit', 'enabled', 'applied', 'used']);

/**
 * A feature the document names for itself: "Bestätigung Ihrer Echtzeitüberweisung" for `echtzeitueberweisung`,
 * "per SEPA-Lastschrift" for `lastschrift`, "wird … verrechnet" for `wird_verrechnet`: true, unless negated.
 * Only long words (six letters and more), as a word or the end of a compound; no mention gives nothing.
 */
export function mentionedFlag(lines: TLine[], words: string[], negation: RegExp): TValueSource | null {
  const feature = words
    .filter((word) => word.length >= 6 && !FLAG_FILLERS.has(word))
    .sort((a, b) => b.length - a.length)[0];
  for (const line of feature ? lines.filter((candidate) => !candidate.header) : []) {
    const token = tokenize(line.text).find(
      (each) => each.word === feature || (each.word.length > 9 && each.word.endsWith(feature ?? '')),
    );
    if (token) {
      return { text: negation.test(line.text) ? 'no' : 'yes', line, quoteStart: token.start, quoteEnd: token.end };
    }
  }
  return null;
}
