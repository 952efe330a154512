// Which side of the tax a money label or a field names: "Betrag netto", "Reparaturkosten ohne MwSt.", "Amount excl.
// VAT" the net one; "Bruttobetrag", "Betrag inkl. MwSt.", "Amount incl. VAT" the gross one. A document states both
// under one noun, and a field naming one side must not take the other (a wrong value looks right to a user).

const NET_WORD = /^(?:net|nett|netto\p{L}*)$/u;
const GROSS_WORD = /^(?:gross|brutto\p{L}*)$/u;
// "zzgl. MwSt." and "plus VAT" open the tax's own line more often than they qualify a net amount: left out.
const NET_OPENER = /^(?:ohne|excl|exkl|excluding|exklusive|before|vor)$/u;
const GROSS_OPENER = /^(?:mit|inkl|incl|including|inklusive|einschl|einschliesslich)$/u;
const TAX_WORD = /^(?:mwst|ust|vat|tax|steuer|steuern|umsatzsteuer|mehrwertsteuer|gst)$/u;

export type TTaxSide = 'net' | 'gross' | null;

/** The side of the tax words name: a net or gross word, or an opener right before a tax word ("ohne MwSt."). */
export function taxSideOf(words: string[]): TTaxSide {
  const opened = (opener: RegExp) =>
    words.some((word, index) => opener.test(word) && TAX_WORD.test(words[index + 1] ?? ''));
  if (words.some((word) => NET_WORD.test(word)) || opened(NET_OPENER)) {
    return 'net';
  }
  return words.some((word) => GROSS_WORD.test(word)) || opened(GROSS_OPENER) ? 'gross' : null;
}

const NET_PHRASES = [
  ['ohne', 'mwst'],
  ['exkl', 'mwst'],
  ['excl', 'vat'],
  ['excluding', 'vat'],
  ['before', 'tax'],
];
const GROSS_PHRASES = [
  ['mit', 'mwst'],
  ['inkl', 'mwst'],
  ['incl', 'vat'],
  ['including', 'vat'],
];

/**
 * Labels of a money field that names one side of the tax by a word of its own: `reparaturkosten_netto` is printed
 * "Reparaturkosten ohne MwSt.", `net_amount` "Amount excl. VAT", `betrag_brutto` "Betrag inkl. MwSt.".
 */
export function taxSideLabels(own: string[]): string[][] {
  const at = own.findIndex((word) => NET_WORD.test(word) || GROSS_WORD.test(word));
  const rest = own.filter((_, index) => index !== at);
  if (at < 0 || rest.length === 0 || rest.length > 2) {
    return [];
  }
  const phrases = NET_WORD.test(own[at] ?? '') ? NET_PHRASES : GROSS_PHRASES;
  return phrases.map((phrase) => [...rest, ...phrase]);
}
