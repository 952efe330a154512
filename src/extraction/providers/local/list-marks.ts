// The marks a list's item opens with, in one place: a sign ("- ", "• ", "▪ ") or a number ("1. ", "2) "). The
// readers differ in what they let count as a mark, each for the reason it gives; the signs are spelled once here.
// Every pattern is anchored at the start of its text, so each is tried once per line.

// A dash, a star, a bullet, a middle dot, an en dash, and (where `square`) a square bullet. The item readers took the
// square when they met it in documents; the list-of-values and dated-line readers (find-list.ts, dated-lines.ts)
// never did, and this module changes no reader's result (taking it there is a rule to be measured on its own).
const signs = (square: boolean) => `[-*•·${square ? '▪' : ''}–]`;

/**
 * A list item's mark opening a trimmed line whose blanks are one space each (schedule-lines.ts, parted-lines.ts):
 * its sign or a number of one or two digits, and one blank.
 */
export const LIST_MARK = new RegExp(String.raw`^(?:${signs(true)}|\d{1,2}[.)])\s`);

/**
 * A list item's mark in a line as written, the blanks around it included, a number of up to three digits (a court
 * order's paragraphs run past 99): what dated-lines.ts reads past before a line's date.
 */
export const SPACED_LIST_MARK = new RegExp(String.raw`^\s*(?:${signs(false)}|\d{1,3}[.)])\s+`);

// A "+" before a word is a bullet too: Markdown writes one so, and text recognition reads a "•" as one.
const PLUS = String.raw`\+(?=\s+\p{L})`;
/** A bullet opening a line of a list of values (find-list.ts), a "+" before a word among them. */
export const LIST_BULLET = new RegExp(String.raw`^\s*(?:${signs(false)}|${PLUS}|\d{1,3}[.)])\s+`, 'u');
/** A bullet opening an item's line (bullet-items.ts): a list's bullet, or a square one. */
export const ITEM_BULLET = new RegExp(String.raw`^\s*(?:${signs(true)}|${PLUS}|\d{1,3}[.)])\s+`, 'u');

/**
 * A bullet before a till's or a web page's item line (" * Burr Grinder Pro   1 × $139.00   $139.00"): a sign only.
 * A number opening a receipt's line is the item's count ("2 Cappuccino", receipt-items.ts), and a dash there may be
 * an amount's minus, so neither was ever taken for a mark.
 */
export const RECEIPT_MARK = /^\s*[*•·▪]\s+/;
