// Glyphs text recognition reads as another character, put right where the words around settle it. Each repair keeps
// the text's length, so every offset into a line (a value's quote) stays as it was.
// - A superscript two after "m" comes back as "?" ("42,5  m?  8,90 €", "NYM-J 3x1,5 mm?"): a token "m?" or "mm?"
//   of its own is square metres or millimetres. Applied to every page's text (lines.ts), not only recognized ones: a
//   born-digital page writes "m²" already, and a question "… mm?" in a mail's prose is read as "mm²", which no field
//   takes as a value.

// "m?" or "mm?" as a token of its own or after a number ("3x1,5 mm?"): a blank, a digit or the line's start before
// it, a blank, a bracket or the line's end after it.
const SQUARE_METRES = /(?<=^|[ \t\d])(m|mm)\?(?=[ \t)]|$)/gm;

/** The page's text with the misread glyphs above put right; everything else as it was. */
export function repairedGlyphs(text: string): string {
  return text.replace(SQUARE_METRES, '$1²');
}
