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

/** The index of the first of `words` (in order) for which `past` holds, by halving; `words.length` when none. */
function firstPast(words: TToken[], past: (word: TToken) => boolean): number {
  let [low, high] = [0, words.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (past(words[middle] as TToken)) {
      high = middle;
    } else {
      low = middle + 1;
    }
  }
  return low;
}

/**
 * The tokens of `text` from `from` to `to`, taken from its tokens read once (`words`, in order): a word cut at either
 * end gives its part inside, as reading that stretch alone gives it ("EUR" of "EUR12" before a sum at "12").
 */
export function tokensWithin(text: string, words: TToken[], from: number, to: number): TToken[] {
  const inside = words.slice(
    firstPast(words, (word) => word.end > from),
    firstPast(words, (word) => word.start >= to),
  );
  return inside.flatMap((word) =>
    word.start < from || word.end > to ? tokenize(text, Math.max(word.start, from), Math.min(word.end, to)) : [word],
  );
}

/** Words of a label as written in a document or synonym list: "Rechnungs-Nr." → ["rechnungs", "nr"]. */
export const labelWords = (text: string): string[] => tokenize(text).map((token) => token.word);

/** Words of a schema name: snake_case, kebab-case and camelCase split ("invoiceNumber" → ["invoice", "number"]). */
export const nameWords = (name: string): string[] =>
  labelWords(name.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2').replace(/[_-]+/g, ' '));
