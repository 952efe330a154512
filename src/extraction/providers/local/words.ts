const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** Lower case, German umlauts spelled out, other accents dropped: "Fällig" and "faellig" compare equal. */
export function foldWord(word: string): string {
  return word
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => FOLD[char] ?? char)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\.$/, '');
}

export type TToken = { word: string; start: number; end: number };

/** Words of a text with their offsets; "#" and "№" read as the word "no" ("Invoice #" = "Invoice No."). */
export function tokenize(text: string, from = 0, to = text.length): TToken[] {
  const tokens: TToken[] = [];
  for (const match of text.slice(from, to).matchAll(/[\p{L}\p{N}]+|[#№]/gu)) {
    const word = match[0] === '#' || match[0] === '№' ? 'no' : foldWord(match[0]);
    tokens.push({ word, start: from + match.index, end: from + match.index + match[0].length });
  }
  return tokens;
}

/** Words of a label as written in a document or synonym list: "Rechnungs-Nr." → ["rechnungs", "nr"]. */
export const labelWords = (text: string): string[] => tokenize(text).map((token) => token.word);

/** Words of a schema name: snake_case, kebab-case and camelCase split ("invoiceNumber" → ["invoice", "number"]). */
export const nameWords = (name: string): string[] =>
  labelWords(name.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/[_-]+/g, ' '));
