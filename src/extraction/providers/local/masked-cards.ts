// A payment card as a receipt, a statement or a refund prints it: masked ("•••• 5521", "XXXX XXXX XXXX 7732",
// "VISA ************3310") or by its end ("card ending in 4417", "Karte endet auf 1009"), its brand beside it
// ("Mastercard", "Amex", "PayPal"). No label names these facts, so fields asking for a card's last digits, its
// (masked) number or its brand, and a payment method, went missing in the development sets of seven authors
// (session 15). Read only when no label of the field gave a value, and only where the document names one card.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';

export type TCardRole = 'digits' | 'number' | 'brand';

// A run of mask characters, in up to four groups, then four digits: "•••• 5521", "**** **** **** 4821", "***1005".
// Linear (review20): a group's blank or dash is required between groups (adjacent groups are one run, as before), and
// no match starts inside a run (a start one mask earlier reads the same card). `(?:[*•xX]{2,}[ -]?){1,4}` split one
// run of stars into groups every way: a line of 120 stars took 3.6 s, one of 2,000 would never end.
const MASKED = /(?<![\p{L}\d])(?<!(?<![\p{L}\d])[*•])(?:[*•xX]{2,}[ -]){0,3}[*•xX]{2,}[ -]?(\d{4})(?!\d)/gu;
// A card's end said in words: "ending in 4417", "ending 1009", "endet auf 4417", "Endziffern 4417".
// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const ENDING = /\b(?:ending(?:\s+in)?|endet\s+auf|endend\s+auf|endziffern?)\s*(?::\s*)?(\d{4})(?!\d)/giu;
// A card line's mask as text recognition gives it back: the stars read as letters, signs and single digits ("VISA
// CREDIT  Fok look ak (0186" for "**** **** **** 0186", "Mastercard #5 stk doit 5501", session 24). After the brand, up
// to 40 characters without two digits in a row, then four digits after no letter, digit, slash, stop or dash (no
// expiry "12/2026"), ending the line or the cell: read only for a card's last digits, where no mask or ending is found.
// Recognition may part the four digits by a blank after a narrow "1" ("MASTERCARD tete 1 109" for "…1109", session 25).
const MISREAD_MASK = /^(?:[^\d\n]|\d(?!\d)){1,40}?(?<![\p{L}\d/.,:-])(\d{4}|\d \d{3}|\d{3} \d)(?=[ \t]{2}|[ \t]*$)/u;
// The brands and wallets a payment names. Capitals are printed for design ("VISA"): the brand's own spelling.
const BRANDS: [RegExp, string][] = [
  [/\bvisa\b/iu, 'Visa'],
  [/\bmaster\s?card\b/iu, 'Mastercard'],
  [/\bamerican express\b/iu, 'American Express'],
  [/\bamex\b/iu, 'Amex'],
  [/\bmaestro\b/iu, 'Maestro'],
  [/\bdiscover\b(?=\s*(?:card|[*•xX]{2}|\d|$))/iu, 'Discover'],
  [/\bdiners(?: club)?\b/iu, 'Diners Club'],
  [/\bpaypal\b/iu, 'PayPal'],
  [/\bgirocard\b/iu, 'girocard'],
  [/\bapple pay\b/iu, 'Apple Pay'],
  [/\bgoogle pay\b/iu, 'Google Pay'],
];
// A card that pays nothing: "Loyalty card ****5521", "Kundenkarte", a gift card. Its digits are no payment card's.
const NOT_PAYMENT =
  /\b(?:loyalty|rewards?|bonus|club|member(?:ship)?|gift|kunden|treue|geschenk|gutschein|payback)[\s-]*(?:card|karte)|\b(?:kunden|bonus|treue|club|mitglieds|geschenk|gutschein)karte\b/iu;
const CARD = /^(?:card|cards|\p{L}*karte|karten\p{L}*)$/u;
const DIGITS = new Set(['ending', 'last', 'digits', 'endziffer', 'endziffern', 'suffix']);
const NUMBER = /^(?:number|no|nr|num|\p{L}*nummer)$/u;
const BRAND = new Set(['brand', 'type', 'typ', 'art', 'marke', 'scheme', 'network']);
// A payment's means as one word or two: `zahlungsart`, `zahlungsmittel`, `payment_method`, `payment_card`.
const METHOD = /^(?:zahlungs(?:art|mittel|methode|weise)|payment(?:method|means|type|card)|paymentby|paidwith)$/u;

/** What a field asks of a payment card, by the words of its name (`card_ending` the digits); null for no card. */
export function cardRole(words: string[], lastDigits: number | undefined): TCardRole | null {
  const card = words.some((word) => CARD.test(word));
  if (METHOD.test(words.join('')) || (card && words.some((word) => BRAND.has(word)))) {
    return 'brand';
  }
  if (!card) {
    return null;
  }
  if (lastDigits || words.some((word) => DIGITS.has(word))) {
    return 'digits';
  }
  return words.some((word) => NUMBER.test(word)) ? 'number' : null;
}

/** A card found on a line: the whole match, its four digits, where it starts in the line. */
type TCardMatch = { line: TLine; match: { 0: string; 1?: string; index: number } };

/** The document's one card (its digits, masked number or brand); null when it names none or two different ones. */
export function cardValue(lines: TLine[], role: TCardRole): TValueSource | null {
  const cards = lines.flatMap((line) =>
    NOT_PAYMENT.test(line.text)
      ? []
      : [...line.text.matchAll(MASKED), ...line.text.matchAll(ENDING)].map((match): TCardMatch => ({ line, match })),
  );
  if (cards.length === 0 && role === 'digits') {
    cards.push(...misreadMasks(lines));
  }
  const digits = new Set(cards.map(({ match }) => match[1]?.replace(' ', '')));
  if (digits.size > 1 || (role !== 'brand' && cards.length === 0)) {
    return null;
  }
  const [card] = cards;
  if (card && role !== 'brand') {
    const { line, match } = card;
    const start = match.index + (role === 'digits' ? match[0].length - (match[1]?.length ?? 4) : 0);
    const end = match.index + match[0].length;
    const text = line.text.slice(start, end).trim();
    return { text: role === 'digits' ? text.replace(' ', '') : text, line, quoteStart: start, quoteEnd: end };
  }
  // The brand on the card's line, else the one brand the whole document names.
  const named = (card ? [card.line] : lines).flatMap((line) =>
    BRANDS.flatMap(([pattern, brand]) => {
      const found = pattern.exec(line.text);
      return found ? [{ line, found, brand }] : [];
    }),
  );
  if (new Set(named.map(({ brand }) => brand)).size !== 1) {
    return null;
  }
  const { line, found, brand } = named[0] as (typeof named)[number];
  const printed = found[0] === found[0].toUpperCase() ? brand : found[0];
  return { text: printed, line, quoteStart: found.index, quoteEnd: found.index + found[0].length };
}

/** The last digits after a brand on lines whose mask was read as letters (MISREAD_MASK), as matches on their line. */
function misreadMasks(lines: TLine[]): TCardMatch[] {
  return lines.flatMap((line) => {
    const brand = NOT_PAYMENT.test(line.text) ? null : BRANDS.map(([pattern]) => pattern.exec(line.text)).find(Boolean);
    const after = brand ? brand.index + brand[0].length : -1;
    const found = after < 0 ? null : MISREAD_MASK.exec(line.text.slice(after));
    // Only a recognized text misreads a mask as letters; a typed one writes the digits after the brand and a dash at
    // most ("Visa – 4417"), not after words ("Paid with Mastercard, reference 7781"). A year is no card's digits ("Your
    // Visa card expires in March 2028").
    const between = found ? found[0].slice(0, -(found[1]?.length ?? 4)) : '';
    // Only recognition parts a card's four digits ("1 109"); typed, they are two numbers.
    const parted = found?.[1]?.includes(' ') === true;
    if (
      !found ||
      (!line.recognizable && (parted || /[\p{L}\d]/u.test(between))) ||
      /^(?:19|20)\d\d$/.test(found[1]?.replace(' ', '') ?? '')
    ) {
      return [];
    }
    // The match as if on the whole line: cardValue quotes the last four characters of it.
    return [{ line, match: { 0: found[0], 1: found[1], index: after + found.index } }];
  });
}
