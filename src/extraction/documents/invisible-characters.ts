// Characters that take no room on the page: a soft hyphen (a possible break inside "Ab&shy;rechnung"), zero-width
// spaces and joiners, a byte order mark inside the text. Kept, they split a word for every search ("Abrechnung"
// no longer matches its label), though the reader of the page sees none of them.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

export function dropInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE, '');
}
