// How the readers see a sum of money written down, in one place: the currency signs and codes, and the amounts they
// test cells, parts and line ends against. The amounts differ where their readers need them to, each one says why;
// the parts they share are spelled once here. Every pattern is anchored or bounded, so each is tried once per text.

/** The currency codes written after (or before) an amount, as an alternation: "EUR|USD|GBP|CHF". */
export const CURRENCY_CODES = 'EUR|USD|GBP|CHF';
// A currency's sign before an amount, maybe a blank after it: "$", "€ ", "£".
const SIGN_BEFORE = String.raw`(?:[$€£]\s?)`;
// A currency after an amount, maybe a blank before it: " €", "EUR", " CHF".
const CURRENCY_AFTER = String.raw`(?:\s?(?:€|${CURRENCY_CODES}))`;

// An amount with cents as lists and sentences write it: at most six digits before its first group of thousands
// ("1240,00" and "1,240.00" alike), the decimals after its last mark.
const withCents = (decimals: string, sign = '') =>
  String.raw`${SIGN_BEFORE}?${sign}\d{1,6}(?:[.,']\d{3})*[.,]\d{${decimals}}${CURRENCY_AFTER}?`;

/** An amount with cents inside a larger pattern: "£1,234.50", "189,90 €", "$38.50". */
export const CENTS_AMOUNT = withCents('2');
/** A unit price inside a larger pattern: an amount whose cents may run to four decimals ("0,3124 €/kWh"). */
export const UNIT_PRICE = withCents('2,4');
/** A part of a line that is an amount with cents and nothing else, maybe negative after its sign ("£-12.00"). */
export const CENTS_AMOUNT_ALONE = new RegExp(`^${withCents('2', '-?')}$`);

/**
 * An amount with cents alone in a cell at the foot of a column (wordless-sum.ts): unlike `CENTS_AMOUNT_ALONE` a
 * blank may group its thousands ("1 240,00", as a PDF sets a column) and its minus may be a typographic one ("−").
 * With blanks among the marks every group must be whole (three digits, at most five groups), so a run of digits and
 * blanks is read one way only; "1240,00" without its mark is no such amount.
 */
export const GROUPED_AMOUNT_ALONE = new RegExp(
  String.raw`^${SIGN_BEFORE}?[-−]?\d{1,3}(?:[.,' ]\d{3}){0,4}[.,]\d{2}${CURRENCY_AFTER}?$`,
  'u',
);

/**
 * A table's cell holding an amount with cents (table-header.ts: a line with one is no header): blanks around it, a
 * plus or minus before the sign, a currency's sign or code after it or its code before it ("EUR 19,56" under "SUMME" on a till receipt), a mark of thousands that may be left out
 * ("59.44", "€ 1 234,00", "-12.00 EUR"). Linear (cellsplit18): the blanks of a sign or currency stay in its optional
 * group, not `\s*X?\s*`.
 */
export const AMOUNT_WITH_CENTS_CELL = new RegExp(
  String.raw`^\s*[-+]?(?:(?:${CURRENCY_CODES})\s?)?[$€£]?\s?\d{1,3}(?:[.,'’ ]?\d{3})*[.,]\d{2}\s*(?:(?:[$€£]|${CURRENCY_CODES})\s*)?$`,
);

/**
 * A sum ending a summary row's label cell ("Total paid out 1,752.68", "Saldo (1.234,50)"), its run of blanks before
 * it included: loose in its digits, since a PDF sets the label and its sum in one cell as the table wrote them.
 * Blanks are matched from their run's first blank only (`(?<!\s)`), not from each blank (linear; cellsplit18).
 */
export const TRAILING_SUM = new RegExp(
  String.raw`(?<!\s)\s+[-−(]?${SIGN_BEFORE}?\d[\d.,' ]*[.,]\d{2}\)?(?:\s?(?:[$€£]|${CURRENCY_CODES}))?$`,
  'u',
);

/**
 * A till's cell after a payment word ("EC-Karte   13,44", "CHANGE   5.42 €"): any figure, cents or not, maybe with a
 * tax class letter or a star after it as a till prints them.
 */
export const TILL_FIGURE = new RegExp(String.raw`^[-+]?[$€£]?\s?-?\d[\d.,'’ ]*\s?(?:[$€£]|${CURRENCY_CODES}|[A-Z*])?$`);

/**
 * A cell that is a figure in an item's line ("SHOP TOWELS 6PK | 9.99", "(4,50)"): any figure, in brackets or not,
 * maybe a euro code or a tax class letter after it (value-kinds.ts: a generic label before it starts an item).
 * Linear: a sign's and a code's blanks stay in their optional group. Written `\s*[-(]?\s*` and `\s*X?\)?\s*$`
 * (the same texts), a cell of 10,000 em spaces after its figure, which no cell separator cuts, took 3 s.
 */
export const FIGURE_CELL = new RegExp(
  String.raw`^\s*(?:[-(]\s*)?${SIGN_BEFORE}?\d[\d.,]*\s*(?:(?:€|EUR|[A-Z])\)?\s*|\)\s*)?$`,
  'u',
);

/**
 * Something in a value that says it is a sum of money: a currency (the yen among them, as a label's value may name
 * one) or two decimals ("68,93", "$1,330.00", "EUR 12").
 */
export const SAYS_MONEY = new RegExp(String.raw`[$€£¥]|\b(?:${CURRENCY_CODES}|JPY)\b|\d[.,]\d{2}(?!\d)`, 'u');

// The currencies a printout may name in a cell of their own or beside a value ("Flugpreis | CHF | 214.00").
export const NAMED_CODES = `${CURRENCY_CODES}|JPY|CAD|AUD`;
/** The currency codes in a text, every one (global). */
export const CURRENCY_CODE_WORDS = new RegExp(String.raw`\b(?:${NAMED_CODES})\b`, 'gu');
/** A text that is a currency alone: a sign, a code, the Swiss "Fr." or "SFr.". */
export const CURRENCY_ALONE = new RegExp(String.raw`^(?:[$€£¥]|${NAMED_CODES}|Fr\.|SFr\.)$`, 'u');
