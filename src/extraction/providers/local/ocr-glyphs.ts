// Glyphs text recognition reads as another character, put right where the words around settle it. Each repair keeps
// the text's length, so every offset into a line (a value's quote) stays as it was.
// - A superscript two after "m" comes back as "?" ("42,5  m?  8,90 €"): a token "m?" of its own is square metres,
//   never a question, in the cells of a table or after a number.

// "m?" as a token of its own: a blank or the line's start before it, a blank or the line's end after it.
const SQUARE_METRES = /(?<=^|[ \t])m\?(?=[ \t]|$)/gm;

/** The page's text with the misread glyphs above put right; everything else as it was. */
export function repairedGlyphs(text: string): string {
  return text.replace(SQUARE_METRES, 'm²');
}
