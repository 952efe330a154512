// A running head of a multi-page scan or letter repeats a reference with the page's mark on the same line
// ("Aktenzeichen AZ 26-114 087 · Seite 2 von 2", "Invoice INV-4471 - page 2 of 2"); text recognition reads the middle
// dot as "-" or ".". The reference beside its label is the value, the page's mark is no part of it.

// The mark ending a text: "Seite 2 von 2", "page 2 of 3", "Blatt 2/2", "Seite 2", "p. 2 of 2". Anchored at the text's
// end and opened by a word, so a long run of blanks is looked at once.
const PAGE_MARK = /(?<![\p{L}\d])(?:page|seite|blatt|p\.)\s{1,3}\d{1,3}(?:\s{0,3}(?:of|von|\/)\s{0,3}\d{1,3})?\s*$/iu;
// What parts the mark from the value before it: a dash, a middle dot, a full stop, a bar or a comma, as read.
const PARTING = /[-–—·•.|,]$/u;

/** A value without the page's mark a running head printed after it; the value as it was where no mark parts off. */
export function withoutPageMark(text: string): string {
  const mark = PAGE_MARK.exec(text);
  if (!mark || mark.index === 0) {
    return text;
  }
  const before = text.slice(0, mark.index).trimEnd();
  // "AZ 26-114 087 - Seite 2 von 2" and "… Seite 2 von 2": a parting sign or the mark's "of"/"von" settle it; a value
  // ending in a bare "Seite 12" (a place in a book) stays.
  const parted = PARTING.test(before);
  const counted = /(?:of|von|\/)\s{0,3}\d{1,3}\s*$/iu.test(mark[0]);
  if (!parted && !counted) {
    return text;
  }
  const value = (parted ? before.slice(0, -1) : before).trimEnd();
  return /[\p{L}\d]/u.test(value) ? value : text;
}
