// One end of a span asked for by a field whose label prints the whole span: a German compound of the end
// (`vertragsbeginn`, `mietende`) under "Laufzeit: 01.11.2026 bis 31.03.2027", of which the reader takes the end
// asked for (extract-leaf.ts `rangePartOf`). Only there: as a range field everywhere (`qualifier.rangePart`) the
// compound lost "Ihre Mitgliedschaft endet zum 30.04.2026", which other readers give it.

const COMPOUND_END = /^\p{L}{3,}(beginn|anfang|ende)$/u;
// Words ending so that name no end of anything.
const NOT_RANGE = new Set(['dividende', 'legende', 'wochenende']);

/** The end of a span a one-word German name asks for (0 its start, 1 its end), or undefined. */
export function compoundRangePart(word: string): 0 | 1 | undefined {
  const end = COMPOUND_END.exec(word)?.[1];
  return end && !NOT_RANGE.has(word) ? (end === 'ende' ? 1 : 0) : undefined;
}

/** A span's own words, the labels to fall back on for one of its ends (a date field's only: claimed-dates.ts). */
export const SPAN_LABELS = 'laufzeit vertragslaufzeit zeitraum period term duration gueltigkeit validity'.split(' ');

// The span's words a compound's stem is written together with: "Kurszeitraum" for `kursbeginn`, "Mietzeit" and
// "Mietdauer" for `mietende`, "Versicherungsdauer" for `versicherungsbeginn`.
const SPAN_ENDINGS = ['zeitraum', 'dauer', 'zeit', 'laufzeit'];

/** The span labels of a compound's own stem (`kursbeginn` → "kurszeitraum", "kursdauer", …), none for other words. */
export function compoundSpanLabels(word: string): string[] {
  const stem =
    compoundRangePart(word) === undefined
      ? ''
      : word.replace(COMPOUND_END, (all, end: string) => all.slice(0, -end.length));
  return stem.length >= 3 ? SPAN_ENDINGS.map((ending) => `${stem}${ending}`) : [];
}
