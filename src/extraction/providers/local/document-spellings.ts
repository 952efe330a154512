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

/** A recognized page's text with its undotted town names spelled as the document's addresses spell them. */
export function respelled(text: string, spellings: Map<string, string>): string {
  if (spellings.size === 0) {
    return text;
  }
  return text.replace(WORD, (word) => spellings.get(word) ?? word);
}
