import { letterRunStart } from '../trim-trailing.ts';

// A plain-text mail body as its sender typed it: mail programs break a paragraph's lines at 72–78 columns when they
// send it (RFC 5322's 78; format=flowed bodies postal-mime already joins), and quoting a reply keeps those breaks.
// Read as is, a sentence's value is cut in two ("your parcel from Lakeland" / "Home (tracking number …)", "am
// Dienstag, den" / "14. April"). A line is joined to the next one where the next one's first word would not have
// fitted on it: that break is the sender's program's, not the writer's. Label lines, table rows and lists stay as they
// are; a body with no line a paragraph goes on after at 60–80 columns was not wrapped and comes back unchanged. A
// paragraph joined from several lines is then written one sentence a line (see `sentencesOf`), so a label opening a
// sentence still starts a line.

// The widest line a mail program wraps to, and the shortest body width worth reading as wrapped.
const WIDEST_WRAP = 80;
const NARROWEST_WRAP = 60;
// A paragraph's line this much longer than any wrap was typed so: a writer's own breaks stray a few columns past 80
// ("… am Dienstag, 28.04.2026 um 07:30 Uhr" at 81), a program that does not wrap leaves whole sentences on a line.
const TYPED_LINE = 90;
// A quote's markers (">", "> >"), kept apart from the quoted text: one mark after another, each with at most one blank
// (a short scan, however long the line). The extractor reads a quoted signature with it too (signature-lines.ts).
export const QUOTE_PREFIX = /^(?:>[ \t]?)*/;
// A line laid out in columns (a table row, "Label:   value", a footer's "Sitz Köln · HRB 7712") or opening a list
// item: never joined.
const COLUMNS = /\S(?: {3,}|\t)\S|\s[·|•]\s/;
// A line ending in no letter (a sentence's stop, a label's colon, an amount, a unit, a bracket) before a capital: the
// line ends where the writer ended it (items: "… = 253,67 €" over "Arbeitspreis …", "6 tins @ $54.00 = $324.00" over
// "Parmigiano Reggiano, …"); where a program broke a sentence there, leaving it changes nothing.
const COMPLETE_END = /[^\p{L}\s]$/u;
// "14. April um 08:45 Uhr" after "am Dienstag, den" is a date the program cut off, not a numbered item; "1. Mark the
// parcel as received" is an item (a month's name, not a word that opens with one).
const LIST_ITEM =
  /^\s*(?:[-*•·–]\s|\d{1,2}[.)]\s(?!(?:jan(?:uary?)?|feb(?:ruary?)?|märz?|mar(?:ch)?|apr(?:il)?|ma[iy]|jun[ei]?|jul[iy]?|aug(?:ust)?|sept?(?:ember)?|okt(?:ober)?|oct(?:ober)?|nov(?:ember)?|dez(?:ember)?|dec(?:ember)?)(?!\p{L})))/iu;
// A line opening with a label ("Total: EUR 354.70", "Tracking number: …"): typed on a line of its own.
const LABEL_START = /^\p{Lu}[\p{L}\d .&/-]{0,30}:(?:\s|$)/u;

const quotePrefix = (line: string) => QUOTE_PREFIX.exec(line)?.[0] ?? '';

/** The text of a line after its quote's markers, without trailing blanks. */
const quotedText = (line: string) => line.slice(quotePrefix(line).length).trimEnd();

/**
 * The width the body was wrapped to: its longest line no wider than a mail's, or 0 when it was not wrapped. Measured
 * without quote markers: quoting a wrapped message puts "> " before lines already broken to the width.
 */
function wrapWidth(lines: string[]): number {
  let widest = 0;
  // Only lines a paragraph goes on after (the same quote, text next): a reply's "On …, X <x@…> wrote:" over the
  // quote, as long as the program made it, was never wrapped.
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? '';
    const length = quotedText(line).length;
    const goesOn = quotedText(next) !== '' && quotePrefix(next) === quotePrefix(line);
    if (goesOn && length <= WIDEST_WRAP && length > widest) {
      widest = length;
    }
  });
  return widest >= NARROWEST_WRAP ? widest : 0;
}

/**
 * The quote levels ("" for the writer's own text, ">" for a quote) whose text was sent as typed: a line of theirs is
 * longer than any wrap and has a blank where a program wrapping it would have broken it. Such a program (Outlook,
 * Apple Mail, a shop's system sending quoted-printable) breaks no line of that text, so a line of it that happens to
 * stop near the width of another line ("3 Stk. Wandhängeschrank … = 736,50 €" over "1 x Montage …") is the
 * writer's own line, not a broken one.
 */
function unwrappedLevels(lines: string[]): Set<string> {
  const levels = new Set<string>();
  // As in `wrapWidth`, only lines a paragraph goes on after: a reply's "On …, X <x@…> wrote:" over the quote is as
  // long as the program made it in any body; so are label lines ("Subject: …" of a forwarded header). And only a line
  // that opens its paragraph: one that goes on from a line above belongs to a paragraph the program did wrap.
  lines.forEach((line, index) => {
    const text = quotedText(line);
    const next = lines[index + 1] ?? '';
    const previous = lines[index - 1] ?? '';
    const goesOn = quotedText(next) !== '' && quotePrefix(next) === quotePrefix(line);
    const opens = quotedText(previous) === '' || quotePrefix(previous) !== quotePrefix(line);
    const breakable = /\s/.test(text.slice(1, WIDEST_WRAP)) && !COLUMNS.test(text) && !LABEL_START.test(text);
    if (goesOn && opens && text.length > TYPED_LINE && breakable) {
      levels.add(quotePrefix(line).replace(/\s/g, ''));
    }
  });
  return levels;
}

/** Whether `next` continues `line`, broken where the mail program wrapped the paragraph to `width`. */
function continues(line: string, next: string, width: number, unwrapped: Set<string>): boolean {
  const prefix = quotePrefix(line);
  if (prefix !== quotePrefix(next) || unwrapped.has(prefix.replace(/\s/g, ''))) {
    return false;
  }
  const text = quotedText(line);
  const rest = next.slice(prefix.length);
  const firstWord = /^\S+/.exec(rest)?.[0] ?? '';
  return (
    firstWord !== '' &&
    !/^\s/.test(rest) &&
    text.length + 1 + firstWord.length > width &&
    !text.endsWith(':') &&
    !COLUMNS.test(text) &&
    !COLUMNS.test(rest) &&
    !LIST_ITEM.test(rest) &&
    !(COMPLETE_END.test(text) && /^\p{Lu}/u.test(rest)) &&
    !LABEL_START.test(rest)
  );
}

/** The body with the lines its mail program broke joined again; a body that was not wrapped comes back unchanged. */
export function unwrapMailText(body: string): string {
  const lines = body.split('\n');
  const width = wrapWidth(lines);
  if (width === 0) {
    return body;
  }
  const unwrapped = unwrappedLevels(lines);
  const out: string[] = [];
  // The pieces of the line being built: a quote's markers and the first line, then each continuation's text.
  let pieces: string[] = [];
  let last = '';
  const flush = () => {
    if (pieces.length > 0) {
      const joined = pieces.map((piece, index) => (index < pieces.length - 1 ? piece.trimEnd() : piece)).join(' ');
      // One at a time: a paragraph's sentences as the arguments of one call overflow the stack by the 100,000.
      for (const sentence of pieces.length > 1 ? sentencesOf(joined) : [joined]) {
        out.push(sentence);
      }
    }
  };
  for (const line of lines) {
    if (pieces.length > 0 && continues(last, line, width, unwrapped)) {
      pieces.push(line.slice(quotePrefix(line).length));
    } else {
      flush();
      pieces = [line];
    }
    last = line;
  }
  flush();
  return out.join('\n');
}

// The deepest quote whose markers go before each sentence of a paragraph: a mail quoted deeper is no reply, and a
// hostile one's markers, repeated for each sentence, would multiply the body (22,000 markers over 22,000 sentences:
// 484 million characters); its paragraph stays one line.
const DEEPEST_SPLIT_QUOTE = 32;
// A sentence's end: its stop, blanks, and a capital (or an opening quote) starting the next one.
const SENTENCE_END = /[.!?]\s+(?=[\p{Lu}"„“])/gu;
// Words a stop shortens, not ends a sentence with: "Dr. Weber", "inkl. MwSt.", "Nr. 5", "Mr. Hayes".
const ABBREVIATION =
  /^(?:dr|prof|med|mr|mrs|ms|st|nr|no|tel|str|inkl|zzgl|ca|bzw|ggf|evtl|usw|etc|vs|abs|geb|gem|dipl|ing|jr|sr|co|inc|ltd|hr|fr|hrn)$/i;

/**
 * A joined paragraph one sentence a line, as a letter's lines mostly are: a label opening a sentence ("Wir erstatten
 * Ihnen den Kaufpreis von …") is read where a line starts, not lost in a paragraph of a single line.
 */
function sentencesOf(paragraph: string): string[] {
  const prefix = quotePrefix(paragraph);
  if (prefix.length > DEEPEST_SPLIT_QUOTE) {
    return [paragraph];
  }
  const text = paragraph.slice(prefix.length);
  const pieces: string[] = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    const before = text.slice(Math.max(start, end.index - 12), end.index);
    const word = before.slice(letterRunStart(before, before.length));
    // A stop after a word, a year or an amount ("… by 11 April 2026.", "… 24,90 €.") ends a sentence; after a day
    // ("am 21. April"), a single letter ("z. B.", "J. Smith") or a short form ("Dr.") it ends nothing.
    const ends = word.length >= 2 ? !ABBREVIATION.test(word) : /(?:\d{3}|[)€$£%"“”'])$/u.test(before);
    if (!ends) {
      continue;
    }
    pieces.push(prefix + text.slice(start, end.index + 1));
    start = end.index + end[0].length;
  }
  pieces.push(prefix + text.slice(start));
  return pieces;
}
