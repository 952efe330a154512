import { synonymsOf } from './synonyms.ts';

// A field that counts things names the counted noun beside a count word (`anzahl_teilnehmer`, `guest_count`,
// `num_guests`, `number_of_rooms`, `teilnehmerzahl`, `prints_qty`), while a document prints the noun alone before the
// number ("Teilnehmer: 12", "Guests: 85", "Day guests: 85") or says "number of …" / "Anzahl …" in its own words.

// Count words before the noun (`anzahl_teilnehmer`, `num_guests`, `number_of_rooms`, `no_of_pages`).
const BEFORE = [['anzahl'], ['num'], ['number', 'of'], ['no', 'of'], ['nr', 'of'], ['count', 'of']];
// Count words after the noun (`teilnehmer_anzahl`, `guest_count`, `prints_qty`).
const AFTER = new Set(['anzahl', 'count', 'qty', 'quantity', 'menge', 'zahl']);
// A German compound ending in a count (`teilnehmeranzahl`, `personenzahl`, `gaestezahl`): "-zahl" only after a
// plural's ending, so that `postleitzahl`, `kennzahl` and `drehzahl` stay names of their own.
const COMPOUND = /^(\p{L}{4,})anzahl$|^(\p{L}{3,}(?:er|en|e))zahl$/u;

/** The counted noun's words of a count field's name words, or null when the name counts nothing. */
export function countedNoun(own: string[]): string[] | null {
  for (const before of BEFORE) {
    if (own.length > before.length && before.every((word, index) => own[index] === word)) {
      return own.slice(before.length);
    }
  }
  if (own.length >= 2 && AFTER.has(own[own.length - 1] ?? '')) {
    return own.slice(0, -1);
  }
  const compound = own.length === 1 ? COMPOUND.exec(own[0] ?? '') : null;
  const noun = compound?.[1] ?? compound?.[2];
  return noun ? [noun] : null;
}

// A synonym naming a person or a thing's name ("Gastname", "Name des Teilnehmers") is no label of their count.
const NAMING = /name|^id$|^nr$|^no$|nummer/;

/**
 * The labels a count of `noun` is printed with: the noun alone ("Teilnehmer:", "Guests:"), "number of guests",
 * "Anzahl Teilnehmer", and their synonyms in either language ("Participants:" for `anzahl_teilnehmer`); the noun's
 * English plural too, which is how a synonym list holds a counted noun ("guests").
 */
export function countLabels(noun: string[]): string[][] {
  const last = noun[noun.length - 1] ?? '';
  const plural = /^[a-z]{3,}[^s]$/.test(last) ? [[...noun.slice(0, -1), `${last}s`]] : [];
  const phrases = [noun, ...plural].flatMap((words) => [words, ['number', 'of', ...words], ['anzahl', ...words]]);
  const labels = [
    ...phrases,
    ...phrases.flatMap((words) => synonymsOf(words.join(' ')).map((each) => each.split(' '))),
  ];
  const seen = new Set<string>();
  return labels.filter((words) => {
    const key = words.join(' ');
    const fresh = !seen.has(key) && !words.some((word) => NAMING.test(word));
    seen.add(key);
    return fresh;
  });
}
