// A change notice prints the new figure under a word of the present: "Was: Friday 5 June 2026, 17:40" / "Now: Monday
// 8 June 2026, departing 07:34". A field named for the new figure (`new_date`, `new_departure_time`) takes the
// notice's "Now:"/"Neu:" as a whole label. The thing's own label alone ("Anreise:" for `neue_anreise`) and the old
// side's "Was:"/"bisher" are left out: they took a statement's first "Kontostand" of two, which ordered-values.ts
// reads as the old one, and a table's "Previous" column (the unit suite, session 27).

const LATER = /^(?:new|neu|neue|neuer|neues|neuen|updated|revised|changed|rescheduled|geaendert\p{L}*)$/u;
const NOW_LABELS = [['now'], ['new'], ['neu'], ['jetzt'], ['nun'], ['changed', 'to'], ['geaendert', 'auf']];

type TChangedLabel = { words: string[]; weight: 'bareSynonym' | 'description' };

/** The notice's words for the new side ("Now:"), each matched whole, for a field named for the new figure. */
export function changedFigureLabels(own: string[]): TChangedLabel[] {
  return own.length >= 2 && LATER.test(own[0] ?? '')
    ? NOW_LABELS.map((words) => ({ words, weight: 'description' }))
    : [];
}
