// Where a sentence ends inside a cell of running text, for the sentence reader (sentence-reader.ts): a label word
// and a value belong together only inside one sentence. A full stop ends a sentence unless it cuts a word short
// ("Nr.", "geb.", "z.B.") or makes an ordinal ("am 8. April", "2. Klasse").
import type { TLine } from './lines.ts';

// Short words a full stop abbreviates rather than ends: the common ones in English and German letters ("p. a.").
const ABBREVIATIONS = new Set(
  (
    'nr no geb str ca inkl zzgl abzgl bzw evtl ggf z b st dr mr mrs ms co ltd ' +
    'inc vs abs vgl tel approx incl excl ref e g i u a p'
  ).split(' '),
);

const END = /[.!?;](?=\s+|$)/g;

/** Whether the full stop at `at` closes a sentence: not after an abbreviation or an ordinal's one or two digits. */
function closes(text: string, at: number): boolean {
  if (text[at] !== '.') {
    return true;
  }
  // The word before the stop, walked back to its space: a search for it from the text's start read the whole text
  // before each stop (a long line of sentences was quadratic: 20,000 characters, 30 s).
  let from = at;
  while (from > 0 && !/\s/.test(text[from - 1] ?? ' ')) {
    from -= 1;
  }
  const before = text.slice(from, at);
  const word = before.toLowerCase().replace(/^.*[^\p{L}\d]/u, '');
  // "vom 12.06. bis 15.06.2026": a day and month without their year end with a full stop too.
  if (/^\d{1,2}(?:\.\d{1,2})?$/.test(before) || ABBREVIATIONS.has(word)) {
    return false;
  }
  // "z.B." and "U.S." are abbreviations written with inner full stops.
  return !/\p{L}\.\p{L}$/u.test(before);
}

/** The sentences of a text as [start, end) spans, ends included in the span before them. */
export function sentenceSpans(text: string, from = 0, to = text.length): [number, number][] {
  const spans: [number, number][] = [];
  let start = from;
  for (const match of text.slice(from, to).matchAll(END)) {
    const at = from + match.index;
    if (closes(text, at)) {
      spans.push([start, at + 1]);
      start = at + 1;
    }
  }
  if (text.slice(start, to).trim()) {
    spans.push([start, to]);
  }
  return spans;
}

/**
 * A clause of running text: a sentence, or a part of one after a comma that opens a lower-case word ("68,00 €,
 * bisher haben Sie 61,00 € gezahlt"). `lead`: the unfinished clause the line before ends with ("… for our invoice
 * 2026-0412 über" / "845,30 € feststellen."), so a cue read before a value may stand on the previous line.
 */
export type TClause = { line: TLine; start: number; end: number; lead: string };

// Not after a weekday ("Donnerstag, den 4. Juni") nor before a time or a time window set into the clause ("am 8. Oktober,
// zwischen 7 und 13 Uhr geliefert"): the date and the verb after such an insert are one clause.
const CLAUSE_BREAK =
  /(?<!(?:[Mm]on|[Tt]ues|[Ww]ednes|[Tt]hurs|[Ff]ri|[Ss]atur|[Ss]un)day|[Mm]ontag|[Dd]ienstag|[Mm]ittwoch|[Dd]onnerstag|[Ff]reitag|[Ss]amstag|[Ss]onntag),\s+(?=\p{Ll})(?!(?:zwischen|between|um|gegen)\s+\d)/gu;
// A line goes on from the one before when that one ends without a full stop and this opens in lower case or a number.
const GOES_ON = /^[\p{Ll}\d€£$]/u;
// German writes nouns in upper case: a paragraph's line that ends in a lower-case word ("nach Abzug der vereinbarten")
// goes on in the next one whatever its case ("Selbstbeteiligung von 150,00 € …"), where it is running text too.
const ENDS_MID_SENTENCE = /\p{L} \p{Ll}{2,}$/u;
const RUNNING = 40;
// A greeting ends with a comma and the letter goes on in lower case ("Sehr geehrte Frau Roth," / "wir …"): no clause.
// "Good morning," greets; "Good news: your order …" is running text.
const GREETING =
  /^\s*(?:dear|hi|hello|hallo|guten|sehr geehrte\p{L}*|liebe\p{L}*|moin|servus|good (?:morning|afternoon|evening|day))\b/iu;
// Keyed on the lines, and valid while every line keeps its cells: find-table.ts gives a table's header line new cells,
// and the clauses follow the cells (a cell of four words and more is running text).
const clauseCache = new WeakMap<TLine[], { clauses: TClause[]; cells: TLine['cells'][] }>();
const wordsIn = (text: string) => text.match(/\p{L}{2,}/gu)?.length ?? 0;

/** The clauses of the document's body lines (not a mail's header), once per document. */
export function clausesOf(lines: TLine[]): TClause[] {
  const cached = clauseCache.get(lines);
  if (cached && lines.every((line, index) => line.cells === cached.cells[index])) {
    return cached.clauses;
  }
  const clauses: TClause[] = [];
  let previous: TClause | null = null;
  // A blank line between does not end the clause: some readers put one between every two lines of a paragraph. In a
  // line of cells (a table's row, a label and its value) only a cell of four words and more is running text.
  for (const line of lines.filter((candidate) => !candidate.header && candidate.text.trim() !== '')) {
    const cells =
      line.cells.length > 1 ? line.cells.filter((cell) => wordsIn(line.text.slice(cell.start, cell.end)) >= 4) : [];
    const goesOn: boolean =
      previous !== null &&
      line.cells.length <= 1 &&
      !/[.!?:]\s*$/.test(previous.line.text) &&
      !GREETING.test(previous.line.text) &&
      (GOES_ON.test(line.text.trim()) ||
        (ENDS_MID_SENTENCE.test(previous.line.text.trimEnd()) &&
          previous.line.text.trim().length >= RUNNING &&
          wordsIn(line.text) >= 4));
    let lead: string = goesOn && previous ? previous.line.text.slice(previous.start, previous.end) : '';
    previous = null;
    const spans =
      line.cells.length > 1 ? cells.map((cell): [number, number] => [cell.start, cell.end]) : [[0, line.text.length]];
    for (const [cellStart, cellEnd] of spans) {
      for (const [start, end] of sentenceSpans(line.text, cellStart, cellEnd)) {
        const breaks = [...line.text.slice(start, end).matchAll(CLAUSE_BREAK)].map((match) => start + match.index);
        for (const [index, from] of [start, ...breaks].entries()) {
          previous = { line, start: from, end: breaks[index] ?? end, lead };
          clauses.push(previous);
          lead = '';
        }
      }
    }
    previous = line.cells.length > 1 ? null : previous;
  }
  clauseCache.set(lines, { clauses, cells: lines.map((line) => line.cells) });
  return clauses;
}
