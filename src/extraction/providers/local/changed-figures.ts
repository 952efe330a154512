import { translations } from './label-wordings.ts';

// A change notice prints the new figure under the thing's own label and the old one beside it or under a word of the
// past: "Anreise: Freitag, 24.07.2026 (bisher 17.07.2026)", "Was: Friday 5 June 2026, 17:40" / "Now: Monday 8 June
// 2026". A field named for the new figure (`neue_anreise`, `new_departure_time`) takes the thing's label alone, below
// its own name (label-qualifiers.ts ranks a label of the earlier figure, "bisherige Anreise", last for it) and the
// notice's "Now:"/"Neu:"; a field named for the old figure (`original_date`, `alte_abfahrt`) only the past's word,
// never the thing's label alone, which gives the new figure.

const LATER = /^(?:new|neu|neue|neuer|neues|neuen|updated|revised|changed|rescheduled|geaendert\p{L}*)$/u;
const EARLIER = /^(?:old|original|previous|former|alt|alte|alter|altes|alten|urspruenglich\p{L}*|bisherig\p{L}*)$/u;
// A head that says nothing of the thing: `new_date` is no "Date:" of the mail, `neuer_betrag` no "Betrag" of anything.
const BARE =
  /^(?:date|datum|time|zeit|uhrzeit|day|tag|value|wert|amount|betrag|number|nummer|nr|no|id|status|text|info)$/u;
const NOW_LABELS = [['now'], ['new'], ['neu'], ['jetzt'], ['nun'], ['changed', 'to'], ['geaendert', 'auf']];
const WAS_LABELS = [['was'], ['previously'], ['before'], ['old'], ['bisher'], ['vorher'], ['alt'], ['urspruenglich']];

type TChangedLabel = { words: string[]; weight: 'bareSynonym' | 'description' };

/**
 * The labels a field of a changed figure falls back on, each to be matched whole: its head without the word of the
 * new figure ("Anreise" of `neue_anreise`, as a bare name's synonym; its translations below) and the notice's words
 * for the new or the old side ("Now:", "Was:").
 */
export function changedFigureLabels(own: string[]): TChangedLabel[] {
  const first = own[0] ?? '';
  const head = own.slice(1);
  const sides = (labels: string[][]) => labels.map((words): TChangedLabel => ({ words, weight: 'description' }));
  if (own.length < 2) {
    return [];
  }
  if (LATER.test(first)) {
    const heads = head.length === 1 && BARE.test(head[0] ?? '') ? [] : [head];
    return [
      ...heads.map((words): TChangedLabel => ({ words, weight: 'bareSynonym' })),
      ...sides(heads.flatMap((words) => translations(words))),
      ...sides(NOW_LABELS),
    ];
  }
  return EARLIER.test(first) ? sides(WAS_LABELS) : [];
}
