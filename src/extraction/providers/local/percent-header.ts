// A header cell naming a rate by its per-cent sign (moved out of table-header.ts to keep it short).

/**
 * A per-cent sign standing for the rate's word ("VAT %", "Rabatt %", "Disc. %"): the header names the field labelled
 * "VAT rate", "Rabattsatz" or "discount percent", a little weaker than that label written out.
 */
export function percentHeader(text: string, words: string[], phrases: Map<string, number>) {
  if (!text.includes('%') || words.length === 0 || words.length > 2) {
    return undefined;
  }
  const head = words.join(' ');
  const found = [`${head} rate`, `${head} satz`, `${head}satz`, `${head} percent`, `${head} prozent`, `${head} pct`]
    .map((phrase) => phrases.get(phrase))
    .filter((weight) => weight !== undefined);
  return found.length > 0 ? Math.max(...found) - 1 : undefined;
}
