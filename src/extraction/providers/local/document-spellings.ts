// Text recognition loses a German umlaut's dots ("Finanzamt Goppingen", "Stadtwerke Ludenscheid") or reads "ß" as
// "B", often on one line of a page that prints the same town right elsewhere: after its postcode in an address
// ("73033 Göppingen"), where the dots came through. A recognized word that, but for the dots or the "ß", is the name of
// a town the same document prints after a postcode, is that name. Only towns: common words come in pairs told apart by
// the dots alone ("Schaden"/"Schäden", "zahlen"/"zählen"), a town's name does not. Each repair keeps the text's length
// (one character for one), so every offset into a line stays.

// A postcode of four or five digits, then the town's name: its words up to 40 characters.
const TOWN = /(?<!\d)\d{4,5} {1,3}(\p{Lu}[\p{L} .-]{0,40})/gu;
const DOTTED = /[äöüÄÖÜß]/u;
const WORD = /\p{L}+/gu;
const PLAIN: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', Ä: 'A', Ö: 'O', Ü: 'U', ß: 'B' };

/** A word as recognition reads it without its dots: "Göppingen" as "Goppingen", "Weißenfels" as "WeiBenfels". */
const undotted = (word: string) => word.replace(/[äöüÄÖÜß]/gu, (letter) => PLAIN[letter] ?? letter);

/** The words of town names after a postcode in `texts` (a document's pages) spelled with dots or "ß", by their undotted form. */
export function townSpellings(texts: string[]): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const text of texts) {
    for (const [, town = ''] of text.matchAll(TOWN)) {
      for (const [word] of town.matchAll(WORD)) {
        if (word.length >= 4 && DOTTED.test(word)) {
          spellings.set(undotted(word), word);
        }
      }
    }
  }
  return spellings;
}

// "ß" read as "B" where no "B" stands in a word: after a small vowel that three letters or more of the word end in
// ("StraBe", "GroBbackerei", "heiBt", "weiB"), before "e", "t", "b", "l" or the word's end. Not after two letters
// ("LeBeau", "DeBlanc" are names; "Fuß" is lost with them), nor before another letter ("InfoBox", "TaxiBus").
// Looked at word by word, each "B" against the letters next to it.
const SMALL_VOWEL = /[aeiouyäöü]/u;

/** A word with its "B"s that were "ß" put right (see above). */
function sharpS(word: string): string {
  let letters = word;
  for (let index = word.indexOf('B', 3); index >= 0; index = word.indexOf('B', index + 1)) {
    const after = word[index + 1];
    if (
      SMALL_VOWEL.test(word[index - 1] ?? '') &&
      (after === undefined || 'etbl'.includes(after)) &&
      word.slice(1, index) === word.slice(1, index).toLowerCase()
    ) {
      letters = `${letters.slice(0, index)}ß${letters.slice(index + 1)}`;
    }
  }
  return letters;
}

/**
 * A recognized page's text with "ß" read as "B" put right (sharpS) and its undotted town names spelled as the
 * document's addresses spell them.
 */
export function respelled(text: string, spellings: Map<string, string>): string {
  const sharp = text.includes('B') ? text.replace(WORD, (word) => (word.includes('B') ? sharpS(word) : word)) : text;
  if (spellings.size === 0) {
    return sharp;
  }
  return sharp.replace(WORD, (word) => spellings.get(word) ?? word);
}
