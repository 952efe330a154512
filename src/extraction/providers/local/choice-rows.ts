import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { nameWords, tokenize } from './words.ts';

// A form asks a yes/no question in a cell of its own and prints the answers after it, in cells of their own
// ("Do you have the right to work in the UK?   Yes [x]   No [ ]", "Rauchen Sie?  ☐ ja  ☒ nein"), or as a grid
// whose header names a yes and a no column with an X under one of them per row ("Fragen | ja | nein"). The
// question is phrased as a question, not as the field's name ("Were the police notified?" for `police_informed`),
// so it is found by the field's words inside the question, not by a label opening the line.

const YES = new Set(['yes', 'ja', 'y', 'j', 'io', 'ok', 'zutreffend', 'true', 'wahr']);
const NO = new Set(['no', 'nein', 'n', 'nio', 'nichtok', 'notok', 'nichtzutreffend', 'false', 'falsch']);
// A cell that holds an answer's box: "Yes [x]", "[ ] No", "☒ ja", "(•) Yes", "( ) No" (any one glyph in parentheses: OCR).
const BOX_CELL = /\[\s*[xX✓✔]?\s*\]|\(\s*\S?\s*\)|[☒☑☐□✅]/u;
// A mark set in a column: "X", "x", "✓", "☒".
const MARK = /^\s*(?:[xX✓✔☒☑✗]|\[\s*[xX]\s*\])\s*$/u;
// Words of a field's name that say nothing of its question: `sichtpruefung_ok`, `is_smoker`, `has_pets`.
const FILLERS = new Set(['is', 'has', 'was', 'ok', 'hat', 'ist', 'wird', 'flag', 'yn', 'the', 'of', 'a', 'an']);
const STOP = new Set([
  'eine',
  'einen',
  'einer',
  'ist',
  'sind',
  'wird',
  'werden',
  'darf',
  'kann',
  'nach',
  'with',
  'that',
]);

/** The answer word of a cell or header ("i.O." → "io", "n.i.O." → "nio"): its letters, OCR's "1.0." read as "i.o.". */
const answerWord = (text: string): string =>
  text
    .toLowerCase()
    .replace(/0/g, 'o')
    .replace(/1/g, 'i')
    .replace(/[^\p{L}]/gu, '');

/** Whether two words are one word's forms: "smoker"/"smoke", "sided"/"sides", "versicherung"/"versichert". */
function sameStem(a: string, b: string): boolean {
  if (a === b) {
    return true;
  }
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) {
    common += 1;
  }
  // A long word OCR misread ("Funktionsprifung"): two letters off at most (words of lengths further apart are more
  // than two edits apart, and are not compared: a hostile word of a megabyte costs nothing).
  return (
    (shorter >= 4 && common >= Math.max(4, Math.ceil(shorter * 0.7))) ||
    (shorter >= 8 && Math.abs(a.length - b.length) <= 2 && editDistance(a, b) <= 2)
  );
}

/** Levenshtein distance of two words. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (const [i, char] of [...a].entries()) {
    const next = [i + 1];
    for (const [j, other] of [...b].entries()) {
      next.push(Math.min((row[j + 1] ?? 0) + 1, (next[j] ?? 0) + 1, (row[j] ?? 0) + (char === other ? 0 : 1)));
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

/** The words a question about the field holds: its name's (weight 2) and its description's long ones (weight 1). */
function fieldWords(property: TSchemaProperty): [string, number][] {
  const named = nameWords(property.name).filter((word) => !FILLERS.has(word));
  const described = tokenize(property.description ?? '')
    .map((token) => token.word)
    .filter((word) => word.length >= 5 && !STOP.has(word) && !named.includes(word));
  return [
    ...named.map((word) => [word, 2] as [string, number]),
    ...described.map((word) => [word, 1] as [string, number]),
  ];
}

/** How well a question's text asks about the field: the weights of the field's words it holds. */
function questionScore(text: string, words: [string, number][]): number {
  const tokens = tokenize(text).map((token) => token.word);
  return words.reduce((sum, [word, weight]) => sum + (tokens.some((token) => sameStem(token, word)) ? weight : 0), 0);
}

/** Yes (true), no (false) or neither (null) of a ticked option's text. */
function answerOf(text: string | null): boolean | null {
  const word = answerWord(text ?? '');
  return YES.has(word) ? true : NO.has(word) ? false : null;
}

// A box with its mark: "[x]", "( )", "☒"; in parentheses any one glyph, as OCR reads a radio button's dot ("(•)" as
// "(+)" or "(s)") among empty "( )".
const OPTION_BOX = /\[\s*([xX✓✔])?\s*\]|\(\s*(\S)?\s*\)|([☒☑✅◉])|[☐□]/gu;

type TOption = { text: string; ticked: boolean };

/** The options of an answer's text, each box with its words: after the box, or before it when the text opens with words. */
function optionsOf(text: string): TOption[] {
  const boxes = [...text.matchAll(OPTION_BOX)];
  const before = /^\s*\p{L}/u.test(text);
  return boxes.map((box, index) => {
    const next = boxes[index + 1];
    const previous = boxes[index - 1];
    const words = before
      ? text.slice(previous ? previous.index + previous[0].length : 0, box.index)
      : text.slice(box.index + box[0].length, next?.index ?? text.length);
    return { text: words.trim(), ticked: Boolean(box[1] || box[2] || box[3]) };
  });
}

/** The options of a question cell's row: the cells after it each hold a box, exactly one of them ticked. */
function answeredAfter(line: TLine, cellIndex: number): TOption[] | null {
  const after = line.cells.slice(cellIndex + 1);
  const cell = after[0];
  if (!cell || !after.every((each) => BOX_CELL.test(line.text.slice(each.start, each.end)))) {
    return null;
  }
  const options = optionsOf(line.text.slice(cell.start));
  return options.length >= 2 && options.filter((option) => option.ticked).length === 1 ? options : null;
}

type TColumns = { yes: number; no: number | null };
const CHOSEN = new Set(['selected', 'chosen', 'ticked', 'ausgewaehlt', 'gewaehlt', 'gewuenscht', 'auswahl']);

/** The yes and no columns of a grid's header line: the last two cells, one a yes and one a no word. */
function answerColumns(line: TLine): TColumns | null {
  // A stray mark after the header (a colon, a dot read by OCR) is no column.
  const cells = line.cells
    .map((cell) => ({ text: line.text.slice(cell.start, cell.end), middle: (cell.start + cell.end) / 2 }))
    .map((cell) => ({ ...cell, word: answerWord(cell.text) }))
    .filter((cell) => cell.word !== '');
  const [first, second] = cells.slice(-2);
  // "Yes [x]   No [ ]" are answers, not a header's columns.
  if (!first || !second || BOX_CELL.test(first.text) || BOX_CELL.test(second.text)) {
    return null;
  }
  // "Option | Selected" over "Damage waiver | ✓" and "Operator" alone: one column of ticks, an empty one says no.
  if (CHOSEN.has(second.word) && !YES.has(first.word) && !NO.has(first.word)) {
    return { yes: second.middle, no: null };
  }
  if (cells.length < 3) {
    return null;
  }
  if (YES.has(first.word) && NO.has(second.word)) {
    return { yes: first.middle, no: second.middle };
  }
  return NO.has(first.word) && YES.has(second.word) ? { yes: second.middle, no: first.middle } : null;
}

type TRow = { text: string; answer: boolean | null; line: TLine; options?: TOption[] };

/** A grid's rows under a yes/no header: a question and one mark, read by the column it stands nearer to. */
function gridRows(lines: TLine[], index: number, columns: TColumns): TRow[] {
  const rows: TRow[] = [];
  for (const line of lines.slice(index + 1, index + 30)) {
    if (line.text.trim() === '') {
      break;
    }
    const mark = line.cells.at(-1);
    const question = line.cells[0];
    const text = question ? line.text.slice(question.start, question.end) : '';
    if (columns.no === null && line.cells.length === 1) {
      rows.push({ text, answer: false, line });
    }
    if (line.cells.length !== 2 || !mark || !question || !MARK.test(line.text.slice(mark.start, mark.end))) {
      continue;
    }
    const middle = (mark.start + mark.end) / 2;
    rows.push({
      text,
      answer: columns.no === null || Math.abs(middle - columns.yes) < Math.abs(middle - columns.no),
      line,
    });
  }
  // A column of ticks none of whose rows is ticked is no such column.
  return rows.some((row) => row.answer) ? rows : [];
}

// A document's answered questions, read once for all its yes/no fields (the lines of one extraction are one array).
const ANSWERED = new WeakMap<TLine[], TRow[]>();

/** Every question of the document answered by its boxes or by a mark in a yes/no column. */
function answeredQuestions(lines: TLine[]): TRow[] {
  const known = ANSWERED.get(lines);
  if (known) {
    return known;
  }
  const rows: TRow[] = [];
  ANSWERED.set(lines, rows);
  for (const [index, line] of lines.entries()) {
    if (line.header) {
      continue;
    }
    const sentence = TICKED_SENTENCE.exec(line.text);
    if (sentence && !BOX_CELL.test(sentence[3] ?? '')) {
      rows.push({ text: sentence[3] ?? '', answer: Boolean(sentence[1] || sentence[2]), line });
      continue;
    }
    const columns = answerColumns(line);
    if (columns) {
      rows.push(...gridRows(lines, index, columns));
      continue;
    }
    for (const [cellIndex, cell] of line.cells.entries()) {
      const text = line.text.slice(cell.start, cell.end);
      const options = BOX_CELL.test(text) ? null : answeredAfter(line, cellIndex);
      if (options) {
        rows.push({ text, answer: answerOf(options.find((option) => option.ticked)?.text ?? null), line, options });
      }
    }
  }
  return rows;
}

/** Ticked (true) or not (false) of the one option that names the field; null when none does. */
function optionAnswer(options: TOption[], words: [string, number][]): boolean | null {
  const named = options.filter((option) => questionScore(option.text, words) >= 2);
  return named.length === 1 ? (named[0] as TOption).ticked : null;
}

// A consent ticked before its sentence: "☒ Ich bin einverstanden, dass Fotos … veröffentlicht werden."
const TICKED_SENTENCE = /^\s*(?:\[\s*([xX✓✔])?\s*\]|([☒☑✅])|[☐□])\s*((?:\S+\s+){4,}\S+)\s*$/u;

/**
 * A yes/no field answered on a form's question row or grid: the question holding most of the field's words (a word
 * of its name at least, or two of its description), its ticked yes or no; null when no answered question asks it.
 */
export function answeredQuestion(lines: TLine[], property: TSchemaProperty): TValueSource | null {
  if (property.type !== 'boolean') {
    return null;
  }
  const words = fieldWords(property);
  let best: { row: TRow; score: number } | null = null;
  let answer: boolean | null = null;
  for (const row of answeredQuestions(lines)) {
    const score = questionScore(row.text, words);
    // "Delivery or collection?  [ ] Deliver to customer  [x] Collect from shop": no yes or no, the field's own option.
    const own = row.answer ?? optionAnswer(row.options ?? [], words);
    if (score >= 2 && own !== null && (!best || score > best.score)) {
      best = { row, score };
      answer = own;
    }
  }
  return best
    ? { text: answer ? 'yes' : 'no', line: best.row.line, quoteStart: 0, quoteEnd: best.row.line.text.length }
    : null;
}
