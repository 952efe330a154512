// Glyphs text recognition reads as another character, put right where the words around settle it. Each repair keeps
// the text's length, so every offset into a line (a value's quote) stays as it was.
// - A superscript two after "m" comes back as "?" ("42,5  m?  8,90 €", "NYM-J 3x1,5 mm?"): a token "m?" or "mm?"
//   of its own is square metres or millimetres. Applied to every page's text (lines.ts), not only recognized ones: a
//   born-digital page writes "m²" already, and a question "… mm?" in a mail's prose is read as "mm²", which no field
//   takes as a value.
// - A receipt's amount glued to its tax class letter ("5,95 B" read as "5,95B") is read as it is, but its decimal mark
//   can go as well ("595B"), and an item table that no longer adds up gave way to the receipt's tax table (session
//   24). Where the lines next to it end in amounts of two decimals with their class letter (two at least, the same
//   mark), the glued digits get the mark back, taken from a blank of the cell gap before them. The quote of such an
//   amount (its row) is the repaired text, not the page's, which is the price of reading it at all.
// - A litre sign after a fuel quantity comes back as a digit ("41,07 l x 1,779 EUR/l  73,06" as "41,071 x 1,779"):
//   the pump's "quantity x price" settles it. Where the quantity without its last "1" times the price is an amount of
//   the same line and the quantity as read is not, the "1" was the "l".
// - The letter O and the digit 0 where the words around settle which (scan probe, session 24): the inward code of a UK
//   postcode opens with a digit ("EX3 ODP" is "EX3 0DP"; an "I" there is a "1"), and a stop-separated abbreviation of
//   capitals has no digit in it ("F.0.B" is "F.O.B", the column's header, and its column's value went to it).
// - A check box's closing bracket read as a digit or letter, run into the option after it ("[ ] 25 Stunden" as "[125
//   Stunden"), on a line with another box ("[x] 35 Stunden"): the option read as the ticked one. "[1", "[l", "[I",
//   "[|" or "[J" opening a word that no "]" closes becomes "[]", an empty box.
// - A bullet read as a guillemet ("« DATEV" for "• DATEV"): a line opening with "« " that no "»" closes.
// - A litre sign after a volume in an article's name read as "1" ("Hafermilch Barista 1 1 (MHD …)", "alkoholfrei,
//   1 1", "Blumenerde 40 1"): a "1" of its own after a number that follows a word, before a bracket, a cell gap or
//   the line's end. The scan probe found it three times in 80 documents, a litre count "1" never.
// - A dotted leader read as dots and letters ("TO ....cc.oeoeeevvnneeennne.. Emily Stone"): the letters inside a run
//   that opens with three dots and ends with two are dots (letters read for dots: small round ones; not one word
//   between the dots, "Wait...can.."), so the run is a leader again and the value its own cell.
// - A table drawn with pipes: a "]" on a line of three pipes or more and no "[" was a pipe ("| 4] USB-C cable |").
// - A form's boxed value read with a bracket glued to it ("[01097 ]", "[401 117 0398]" for "[ 01097 ]"): lines.ts cuts a
//   box's edge off only where a blank parts it from the text it frames (a check box "[x]" is no edge), so the bracket
//   went into the value ("[01097"). A glued bracket of a box holding three characters or more and opening a cell
//   becomes a blank.
// - A number glued to the word before it where the print had one blank ("Covers4    Server" for "Covers 4"): the
//   digits move one place on into the cell gap after them, which stays two blanks at least. Only after a word of a
//   capital and three small letters (a label; no code as "E10", "OP41") and before a gap of three blanks or more.
import { AREAS } from './date-order.ts';
import { parseNumber } from './parse-number.ts';

// "m?" or "mm?" as a token of its own or after a number ("3x1,5 mm?"): a blank, a digit or the line's start before
// it, a blank, a bracket or the line's end after it.
const SQUARE_METRES = /(?<=^|[ \t\d])(m|mm)\?(?=[ \t)]|$)/gm;

// The first character of a UK postcode's inward code read as a letter: after an outward code of a postcode area, before
// two letters an inward code may end in. Not after two letters and two digits: that is a UK number plate's shape too
// ("BL19 OUX"), whose last three are letters.
const INWARD_LETTER = new RegExp(
  String.raw`(?<=\b(?:${AREAS})\d[A-Z\d]? )(?<!\b[A-Z]{2}\d{2} )[OI](?=[ABD-HJLNP-UW-Z]{2}\b)`,
  'g',
);
// A zero between capitals and stops ("F.0.B", "C.0.D.").
const ABBREVIATION_ZERO = /(?<=(?<![\p{L}\d.])\p{Lu}\.)0(?=\.\p{Lu}(?![\p{L}\d]))/gu;
// "« " opening a line, no "»" after it.
const GUILLEMET_BULLET = /^([ \t]*)«(?= [^»\n]*$)/gm;
// A volume's "l" read as "1": a word, a number, "1", then a bracket, a cell gap or the line's end.
const LITRE_ONE = /(?<=\p{L}[,.]? \d{1,3}(?:,\d{1,2})? )1(?= \(|[ \t]{2}|[ \t]*$)/gmu;
// A run that opens with three dots and holds letters: looked at whole (LEADER_LETTERS), once per run.
const DOT_RUN = /(?<!\.)\.{3,}[a-z.]{1,200}/g;

/**
 * A dotted run's letters as dots, where the run ends in two dots, is eight characters long at least and its letters
 * are the small round ones text recognition reads dots as; else the run as it was ("Wait...can.." stays).
 */
function leaderLetters(run: string): string {
  const end = run.lastIndexOf('..');
  const body = end < 0 ? '' : run.slice(0, end + 2);
  if (body.length < 8 || !/^[.ceonvuarsmwi]+$/.test(body) || /\.\.\.\p{L}{2,}\.\.$/u.test(body)) {
    return run;
  }
  return `${'.'.repeat(body.length)}${run.slice(body.length)}`;
}

// A box as printed or read: "[ ]", "[x]", "[]", "[ x ]".
const CHECK_BOX = /\[ ?[xX✓✗]? ?\]/u;
// A box's "]" read as a character of the word after it: at a word's start, and no "]" before the word ends.
const BOX_EDGE = /(?<!\S)\[[1lI|J](?=[^\]\s]*(?:\s|$))/gu;

/** A line's boxes whose "]" was read into the option after them (BOX_EDGE), where another box stands on the line. */
const boxEdges = (line: string) => (line.includes('[') && CHECK_BOX.test(line) ? line.replace(BOX_EDGE, '[]') : line);

// A box of three characters or more (no check box) with a bracket glued to its text on either side, opening a cell
// (the line's start or a cell gap before it): a bracketed word inside a cell ("Total [EUR] 12,00") is no box.
const GLUED_BOX = /(?<=^|[ \t]{2}|\t)\[( ?)([^\s[\]][^[\]\n]{1,200}?[^\s[\]])( ?)\](?!\S)/gu;

/** A line's boxes whose bracket was read glued to their text (GLUED_BOX), the glued bracket a blank. */
const gluedBoxes = (line: string) =>
  line.includes('[')
    ? line.replace(GLUED_BOX, (box, open: string, inner: string, close: string) =>
        open !== '' && close !== '' ? box : `${open === '' ? ' ' : '[ '}${inner}${close === '' ? ' ' : ' ]'}`,
      )
    : line;

// A capitalized word glued to a number, then a cell gap of three blanks or more ("Covers4    Server"). Not a value
// after its label's colon: a PDF's text layer is typed too, and there "Gutscheincode:   Sommer25" is one code.
const GLUED_NUMBER = /(?<![\p{L}\d])(?<!:[ \t]*)(\p{Lu}\p{Ll}{3,})(\d{1,4}) (?=[ \t]{2})/gu;

/** A line of a pipe table (three pipes or more, no "["), its "]"s read as the pipes they are. */
const pipeRow = (line: string) =>
  line.includes(']') && !line.includes('[') && line.split('|').length > 3 ? line.replaceAll(']', '|') : line;

// A quantity of two decimals and a "1", a times sign, a unit price of two or three decimals.
const LITRE_TIMES = /(?<![\d.,])(\d{1,4}[.,]\d{2})1(?=[ ]?[x×*][ ]?(\d{1,3}[.,]\d{2,3})(?![\d.,]))/g;
const AMOUNT = /(?<![\d.,])\d{1,3}(?:[.,']\d{3})*[.,]\d{2}(?![\d.,])/g;

const decimal = (text: string) => Number(text.replace(',', '.'));

/** A line with its misread litre signs (LITRE_TIMES) put right where the line's own amount settles it. */
function litreSigns(line: string): string {
  if (!line.includes('1') || !/\d[.,]\d{2}1 ?[x×*] ?\d/.test(line)) {
    return line;
  }
  const amounts = new Set([...line.matchAll(AMOUNT)].map((found) => Math.round((parseNumber(found[0]) ?? 0) * 100)));
  return line.replace(LITRE_TIMES, (read, quantity: string, price: string) => {
    // Both are decimals by their shape ("1,779" is no thousands here).
    const [litres, perLitre] = [decimal(quantity), decimal(price)];
    const meant = Math.round(litres * perLitre * 100);
    const asRead = Math.round(decimal(read) * perLitre * 100);
    return amounts.has(meant) && !amounts.has(asRead) ? `${quantity}l` : read;
  });
}

// A receipt line ending in an amount and its class letter, after a cell gap ("Pfand      0,26 B"): the decimal mark.
const CLASSED_AMOUNT = /[ \t]{2}\d{1,3}(?:[.,']\d{3})*([.,])\d{2} ?\p{Lu}$/u;
// A line ending in three to six digits glued to one capital letter, after a gap of three blanks at least (one of
// them is taken for the mark, the gap stays one).
const CLASSED_DIGITS = /(?<=[ \t]{2}) (\d{1,4})(\d{2})(\p{Lu})$/u;
/** How many lines above and below are looked at for amounts of the same shape. */
const NEIGHBOURS = 3;

/** Lines whose class-lettered amount lost its decimal mark (CLASSED_DIGITS) get it back where the lines around say so. */
function decimalMarks(lines: string[]): string[] {
  const marks = lines.map((line) => CLASSED_AMOUNT.exec(line)?.[1]);
  return lines.map((line, index) => {
    const found = marks[index] === undefined ? CLASSED_DIGITS.exec(line) : null;
    if (!found) {
      return line;
    }
    const around = [
      ...marks.slice(Math.max(0, index - NEIGHBOURS), index),
      ...marks.slice(index + 1, index + 1 + NEIGHBOURS),
    ];
    const seen = around.filter((mark) => mark !== undefined);
    const mark = seen[0];
    if (seen.length < 2 || seen.some((other) => other !== mark)) {
      return line;
    }
    return `${line.slice(0, found.index)}${found[1]}${mark}${found[2]}${found[3]}`;
  });
}

/**
 * The page's text with the misread glyphs above put right; everything else as it was. Only "m?" is put right in a text
 * no recognition read (`recognizable` false: a typed PDF page, a text file, a mail; lines.ts `isRecognized`): the
 * others would change what its writer typed ("Final score: Arsenal 2 1", "Artikelnummer   12345B").
 */
export function repairedGlyphs(text: string, recognizable = true): string {
  if (!recognizable) {
    return text.replace(SQUARE_METRES, '$1²');
  }
  const repaired = text
    .replace(SQUARE_METRES, '$1²')
    .replace(INWARD_LETTER, (letter) => (letter === 'O' ? '0' : '1'))
    .replace(ABBREVIATION_ZERO, 'O')
    .replace(GUILLEMET_BULLET, '$1•')
    .replace(LITRE_ONE, 'l')
    .replace(DOT_RUN, leaderLetters)
    .replace(GLUED_NUMBER, '$1 $2');
  if (!/\d1 ?[x×*] ?\d|\d{3}\p{Lu}$/mu.test(repaired) && !repaired.includes('[') && !repaired.includes(']')) {
    return repaired;
  }
  return decimalMarks(repaired.split('\n').map((line) => gluedBoxes(boxEdges(pipeRow(litreSigns(line)))))).join('\n');
}
