/**
 * The keys a label is matched by besides its words: the words written together (German compounds, OCR'd labels),
 * with linking "s", abbreviated numbers, dropped umlauts and characters text recognition confuses.
 */

// The folds of the words and word runs seen lately: every field's label search folds the same runs of the
// document's words again (a field's candidates times the cell's words), so a fold is made once and looked up after.
// Bounded: emptied when full, so a stream of documents keeps at most this many; only words and runs as long as a
// label's are kept (a hostile document's long tokens would otherwise keep gigabytes between documents).
const FOLDS_KEPT = 50_000;
const FOLD_KEPT_LENGTH = 64;
const folds = new Map<string, string>();

/** Characters text recognition confuses, made equal: ü read as ii, 0/o, 1/i/l, rn/m, vv/w. Compared on both sides. */
export function ocrFold(text: string): string {
  let folded = folds.get(text);
  if (folded === undefined) {
    folded = text.replace(/ii/g, 'u').replace(/0/g, 'o').replace(/[1i]/g, 'l').replace(/rn/g, 'm').replace(/vv/g, 'w');
    if (text.length > FOLD_KEPT_LENGTH) {
      return folded;
    }
    if (folds.size >= FOLDS_KEPT) {
      folds.clear();
    }
    folds.set(text, folded);
  }
  return folded;
}

/** Written together, and with the German linking "s" between parts ("Rechnung" + "datum" → "rechnungsdatum"). */
export function keysOf(words: string[]): string[] {
  const keys = new Set([words.join('')]);
  if (words.length > 1) {
    keys.add(
      words.map((word, index) => (index < words.length - 1 && !word.endsWith('s') ? `${word}s` : word)).join(''),
    );
    // German's other linking letters: "n" after a first part ending in "e" ("Klasse·n·lehrer", "Rente·n·nummer",
    // "Kasse·n·zeichen"), "en" after "-ent"/"-ant" ("Patient·en·name", "Student·en·ausweis").
    const linked = words.map((word, index) =>
      index === words.length - 1 ? word : /e$/.test(word) ? `${word}n` : /(?:ent|ant)$/.test(word) ? `${word}en` : word,
    );
    keys.add(linked.join(''));
  }
  // German compounds abbreviate their number: "Personalnummer" is printed "Personal-Nr.", "Bonnummer" "Bon-Nr.".
  for (const key of [...keys]) {
    if (key.length > 8 && key.endsWith('nummer')) {
      keys.add(`${key.slice(0, -6)}nr`);
      // A hyphen often drops the linking "s": "Tatbestandsnummer" printed "Tatbestand-Nr.".
      if (key.endsWith('snummer')) {
        keys.add(`${key.slice(0, -7)}nr`);
      }
    }
    // English prints a number "No." as often as written out: "Reservation no." for a group's "reservation number".
    if (key.length > 8 && key.endsWith('number')) {
      keys.add(`${key.slice(0, -6)}no`);
    }
    // The day of an event is its date: "Tattag" for `tatdatum`, "Zustelldatum" for `zustelltag`.
    if (key.length >= 8 && key.endsWith('datum')) {
      keys.add(`${key.slice(0, -5)}tag`);
    } else if (key.length > 7 && /(?:stell|liefer|tat|fahrt|reise|zahl)tag$/.test(key)) {
      keys.add(`${key.slice(0, -3)}datum`);
    }
  }
  // Text recognition often drops the umlaut's dots: "Fallig" for "Fällig" (folded "faellig").
  for (const key of [...keys]) {
    if (key.length >= 6) {
      keys.add(key.replace(/([aou])e/g, '$1'));
    }
  }
  return [...keys].flatMap((key) => [key, ocrFold(key)]);
}
