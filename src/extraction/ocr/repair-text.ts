// Repairs of recognized text where Tesseract confuses characters in a way the words around them settle.
// - "ü" comes back as "ii" ("fiir", "Riickgeld", "Diinnbettmörtel"): with English loaded next to German, the
//   English reading of the glyph often wins. German has no "ii" inside a word, so on a German page a lowercase
//   "ii" between letters is "ü". English words with "ii" ("skiing") are why the page must read as German.
// - The litre sign "l" after a quantity comes back as "1": "52,18 l x 1,679 EUR/l" as "52,18 1x 1,679 EUR/1",
//   "Preis/l" as "Preis/1" (or "/I"). A "1" straight after a currency or price and a slash (no unit after it:
//   "2,99 €/1 kg" is a price per one kilo), or between a decimal quantity and the "x" of a unit price, can't be a
//   number there.

// Words only German text has often; two of them, or a German letter, make a page German.
const GERMAN_WORDS =
  /\b(?:und|der|die|das|den|dem|des|mit|von|für|bei|nicht|ist|zum|zur|inkl|zzgl|MwSt|USt|Rechnung|Betrag|Summe|Datum|Gesamt|Vielen|Dank|Str|Straße|Menge|Preis|Netto|Brutto)\b/gi;
const GERMAN_LETTER = /[äöüßÄÖÜ]/;

/** Whether recognized text reads as German: a German letter, or at least two common German words. */
export function looksGerman(text: string): boolean {
  return GERMAN_LETTER.test(text) || (text.match(GERMAN_WORDS)?.length ?? 0) >= 2;
}

const LETTER = '[A-Za-zÄÖÜäöüß]';
// "ii" with a letter before it and a lowercase letter after it, inside one word.
const DOUBLE_I = new RegExp(`(?<=${LETTER})ii(?=[a-zäöüß])`, 'g');
// A currency or "price" then "/1" ending the token: a unit price per litre.
// A unit after it says the "1" is one of the unit ("2,99 €/1 kg", "Preis/1 Stück").
const PER_LITRE =
  /(?<=\b(?:EUR|CHF|GBP|USD|Preis|price|Price|ct|Cent)|[€$£])\/[1I](?![\w.,]| ?(?:kg|g|mg|t|ml|cl|l|m|m²|m³|qm|cm|mm|km|kWh|Wh|St|Stk|Stck|Stück|pcs|pc|piece|unit|Einheit)\b)/gu;
// A decimal quantity, then "1" and the "x" of a unit price: "52,18 1x 1,679", "41,86 1 x 1,769".
const LITRES_TIMES = /(\d[.,]\d+) [1I] ?x(?= ?\d)/g;

/** Recognized text with the character confusions above put right; everything else as it was. */
export function repairRecognizedText(text: string): string {
  const units = text.replace(PER_LITRE, '/l').replace(LITRES_TIMES, '$1 l x');
  return looksGerman(units) ? units.replace(DOUBLE_I, 'ü') : units;
}
