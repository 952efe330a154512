// Where a sentence ends inside a cell of running text, for the sentence reader (sentence-reader.ts): a label word
// and a value belong together only inside one sentence. A full stop ends a sentence unless it cuts a word short
// ("Nr.", "geb.", "z.B.") or makes an ordinal ("am 8. April", "2. Klasse").

// Short words a full stop abbreviates rather than ends: the common ones in English and German letters.
const ABBREVIATIONS = new Set(
  (
    'nr no geb str ca inkl zzgl abzgl bzw evtl ggf z b st dr mr mrs ms co ltd ' +
    'inc vs abs vgl tel approx incl excl ref e g i u a'
  ).split(' '),
);

const END = /[.!?;](?=\s+|$)/g;

/** Whether the full stop at `at` closes a sentence: not after an abbreviation or an ordinal's one or two digits. */
function closes(text: string, at: number): boolean {
  if (text[at] !== '.') {
    return true;
  }
  const before = /(\S+)$/.exec(text.slice(0, at))?.[1] ?? '';
  const word = before.toLowerCase().replace(/^.*[^\p{L}\d]/u, '');
  if (/^\d{1,2}$/.test(before) || ABBREVIATIONS.has(word)) {
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
