import type { TCandidate } from './candidates.ts';
import type { TValueSource } from './label-match.ts';
import { oneWordKins } from './lexicon-labels.ts';
import type { TLine } from './lines.ts';
import { labelWords, tokenize } from './words.ts';

// Forms print a yes/no as a box before its label: "[x] Paid", "☐ Direct debit", "(X) Lastschrift"; a radio button
// as "(•) Yes  ( ) No".
const CHECKED = String.raw`\[\s*[xX✓✔]\s*\]|\(\s*[xX✓✔•●◉]\s*\)|[☒☑✅✔✓◉]`;
const UNCHECKED = String.raw`\[\s*\]|\(\s*\)|[☐□]`;
const BOX = new RegExp(`(${CHECKED})|(${UNCHECKED})`, 'gu');

/** A box is checked (true), empty (false), or the text is no box (null). */
export function checkboxValue(text: string): boolean | null {
  const match = new RegExp(`^\\s*(?:(${CHECKED})|(${UNCHECKED}))\\s*$`, 'u').exec(text);
  return match ? Boolean(match[1]) : null;
}

// Radio buttons as OCR reads them: the dot as any one glyph ("(+) Leisure", "(s) No"), the empty ones as "()".
const RADIO = /\(\s*(\S?)\s*\)/gu;

/** The radio buttons of a line of empty ones and one with a glyph, that one ticked; else its boxes. */
function boxesOf(line: TLine): { index: number; length: number; ticked: boolean }[] {
  const boxes = [...line.text.matchAll(BOX)].map((box) => ({
    index: box.index,
    length: box[0].length,
    ticked: !!box[1],
  }));
  const radios = [...line.text.matchAll(RADIO)];
  const dotted = radios.filter((radio) => radio[1]);
  if (boxes.some((box) => box.ticked) || dotted.length !== 1 || radios.length < 2) {
    return boxes;
  }
  return radios.map((radio) => ({ index: radio.index, length: radio[0].length, ticked: Boolean(radio[1]) }));
}

/** The label text after every checked box of the body ("[X] Gift\t[ ] Other" gives "Gift"). */
export function checkedLabels(lines: TLine[]): TValueSource[] {
  const found: TValueSource[] = [];
  for (const line of lines.filter((candidate) => !candidate.header && /[[(☒☑✅✔✓]/u.test(candidate.text))) {
    const boxes = boxesOf(line);
    for (const [index, box] of boxes.entries()) {
      const end = boxes[index + 1]?.index ?? line.text.length;
      if (box.ticked) {
        found.push({
          text: line.text.slice(box.index + box.length, end).trim(),
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

/**
 * Of boxes offered in one value ("☐ erlaubt ☒ nicht erlaubt"), the text after the one checked; null unless one is.
 * A form that prints each box after its option ("ja [ ]   nein [x]") gives the text before it instead.
 */
export function checkedOption(text: string): string | null {
  const boxes = [...text.matchAll(BOX)];
  const checked = boxes.filter((box) => box[1]);
  if (boxes.length < 2 || checked.length !== 1) {
    return null;
  }
  const at = boxes.indexOf(checked[0] as RegExpExecArray);
  const first = boxes[0] as RegExpExecArray;
  const last = boxes.at(-1) as RegExpExecArray;
  const boxesAfter =
    /\p{L}/u.test(text.slice(0, first.index)) && /^\s*$/u.test(text.slice(last.index + last[0].length));
  if (boxesAfter) {
    const before = boxes[at - 1];
    return text.slice(before ? before.index + before[0].length : 0, checked[0]?.index).trim();
  }
  return text
    .slice((checked[0]?.index ?? 0) + (checked[0]?.[0].length ?? 0), boxes[at + 1]?.index ?? text.length)
    .trim();
}

// A cell that opens with a box: one option of a form's choice ("☒ Familie", "[ ] Student").
const OPENS_WITH_BOX = new RegExp(`^\\s*(?:${CHECKED}|${UNCHECKED})`, 'u');

/**
 * Where the options of a choice end when the cell at `from` and at least one after it each open with a box
 * ("Mitgliedsart:  ☐ Einzel  ☒ Familie  ☐ Förderer"): the options are one value, which the ticked box decides
 * (checkedOption); null when the cell is no such option.
 */
export function optionCellsEnd(line: TLine, from: number): number | null {
  let last = from - 1;
  while (last + 1 < line.cells.length) {
    const cell = line.cells[last + 1] as TLine['cells'][number];
    if (!OPENS_WITH_BOX.test(line.text.slice(cell.start, cell.end))) {
      break;
    }
    last += 1;
  }
  return last > from ? (line.cells[last]?.end ?? null) : null;
}

/**
 * Where a choice ends whose first option shares the label's cell and the others follow in cells of their own
 * ("Zahlungsart: ☐ Überweisung  ☒ Lastschrift  ☐ Bar", as OCR closes the wider gap after the colon): the end of
 * the box cells after `cellIndex`, or null when `rest` (the label cell's value) opens with no box or none follows.
 */
export function sharedOptionsEnd(line: TLine, cellIndex: number, rest: string): number | null {
  if (!OPENS_WITH_BOX.test(rest)) {
    return null;
  }
  let end: number | null = null;
  for (const cell of line.cells.slice(cellIndex + 1)) {
    if (!OPENS_WITH_BOX.test(line.text.slice(cell.start, cell.end))) {
      break;
    }
    end = cell.end;
  }
  return end;
}

// An option that says no: "No", "nein", "not wanted", "declined". Its end is no `\b`, which is ASCII-only: "Nächste"
// opened with "n" and a word boundary before the "ä" (review18).
const NEGATED_OPTION = /^(?:no|nein|n|not|nicht|kein\w*|non|declined|abgelehnt)(?![\p{L}\d_])/iu;
// A box itself, not any bracket: "(1 Handgepäck, kein Aufgabegepäck)" holds none.
const BOX_MARK = new RegExp(`${CHECKED}|${UNCHECKED}`, 'u');
// "no refund", "non-refundable", "No-show": not "No. 4711" (a number's abbreviation).
const NO_BEFORE = /(?<!\p{L})(?:no|non)(?:\s{1,3}|-)$/iu;

/** The yes or no of the boxes in `text` ("[ ] yes [X] no", "☒"), or null when they decide nothing. */
function boxedFlag(text: string): boolean | null {
  const option = checkedOption(text);
  if (option !== null) {
    return NEGATED_OPTION.test(option) ? false : option !== '' || null;
  }
  const boxes = [...text.matchAll(BOX)];
  return boxes.length === 1 && /^\s*$/u.test(text.slice(0, boxes[0]?.index)) ? Boolean(boxes[0]?.[1]) : null;
}

/** The last box before the feature, if ticked: its option says yes unless it opens with a negation. */
function tickedBefore(text: string): boolean | null {
  const last = [...text.matchAll(BOX)].at(-1);
  return last?.[1] ? !NEGATED_OPTION.test(text.slice(last.index + last[0].length).trim()) : null;
}

// A feature's state said beside it: "Frühstück inklusive", "Hunde erlaubt", "Lunch provided", "Raucher ja".
const STATE_WORD =
  /^(?:inklusive|inkl|inbegriffen|included|inclusive|incl|erlaubt|gestattet|allowed|permitted|provided|ja|yes|nein|no)$/;

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
  // The feature in either language: "Frühstück inklusive" for `breakfast_included`, "nicht erstattungsfähig" for
  // `refundable` (translation families, lexicon-labels.ts).
  const names = feature ? [feature, ...oneWordKins(feature).filter((kin) => kin.length >= 6)] : [];
  for (const line of feature ? lines.filter((candidate) => !candidate.header) : []) {
    const tokens = tokenize(line.text);
    const token = tokens.find((each) =>
      names.some((name) => each.word === name || (each.word.length > 9 && each.word.endsWith(name))),
    );
    // A word of the feature's family only when the line states it: "Frühstück inklusive", "nicht erstattungsfähig";
    // a heading "§ 5 Tierhaltung" or "Bei Zahlung innerhalb von 10 Tagen" (for `bezahlt`) says nothing.
    const own = token && (token.word === feature || token.word.endsWith(feature ?? ''));
    if (!token || (!own && !negation.test(line.text) && !tokens.some((each) => STATE_WORD.test(each.word)))) {
      continue;
    }
    // "Additional driver  [ ] yes  [X] no": boxes after the feature decide; "[x] Yes, send me the newsletter": a ticked
    // box before it (an unticked one, "[ ] No newsletter", says nothing: another line may).
    if (BOX_MARK.test(line.text)) {
      const ticked = boxedFlag(line.text.slice(token.end)) ?? tickedBefore(line.text.slice(0, token.end));
      if (ticked !== null) {
        return { text: ticked ? 'yes' : 'no', line, quoteStart: token.start, quoteEnd: token.end };
      }
      continue;
    }
    // "non-refundable", "No refund is due": a "no" right before the feature negates it too.
    // "Nichtraucher", "Nonsmoker": a compound opening with the negation.
    const negated =
      negation.test(toSentenceEnd(line.text, token.end)) ||
      NO_BEFORE.test(line.text.slice(Math.max(0, token.start - 12), token.start)) ||
      /^(?:nicht|non|kein)/u.test(token.word);
    return { text: negated ? 'no' : 'yes', line, quoteStart: token.start, quoteEnd: token.end };
  }
  return null;
}

// A sentence's end: a stop, then a capital ("on March 23. There's nothing you need to do": the next sentence's
// "nothing" negates nothing of "AutoPay is ON"). Not "Nr. 5" or "23.03.2026".
const SENTENCE_END = /[.!?]\s+(?=\p{Lu})/u;

/** `text` up to the end of the sentence that runs past `from`. */
function toSentenceEnd(text: string, from: number): string {
  const end = SENTENCE_END.exec(text.slice(from));
  return end ? text.slice(0, from + end.index) : text;
}

/**
 * A yes/no stated as a sentence: "Paid by credit card." is true, "Bezahlt: noch nicht" or "not paid" false. A line of
 * boxes ("Raucher  [ ] ja  [x] nein") says what its ticked box says (the unticked option's "nein" is no negation), and
 * nothing when no box decides (moved from guesses.ts in session 18).
 */
export function statedFlag(lines: TLine[], candidates: TCandidate[], negation: RegExp): TValueSource | null {
  const labels = candidates.map((candidate) => candidate.words);
  for (const line of lines.filter((candidate) => !candidate.header)) {
    const tokens = line.cells[0]?.tokens ?? [];
    // "Customer waiting?  [ ] Yes  [x] No": a label of several words opening the line is decided by its boxes only.
    const label = labels.find((words) => words.every((word, index) => tokens[index]?.word === word));
    const token = label ? tokens[label.length - 1] : undefined;
    if (!label || !token) {
      continue;
    }
    const boxed = BOX_MARK.test(line.text) ? boxedFlag(line.text.slice(token.end)) : undefined;
    if (boxed !== null && (boxed !== undefined || label.length === 1)) {
      const yes = boxed ?? !negation.test(toSentenceEnd(line.text, token.end));
      return { text: yes ? 'yes' : 'no', line, quoteStart: 0, quoteEnd: line.text.length };
    }
  }
  return null;
}
