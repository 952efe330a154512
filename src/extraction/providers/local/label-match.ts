import type { TLine } from './lines.ts';

// What find-labelled.ts finds: the shapes its callers and the value rules share (kept apart so that they need not
// import the label search itself).

/** Where a value was read: its text and the span of the line that is quoted as its source. */
export type TValueSource = { text: string; line: TLine; quoteStart: number; quoteEnd: number };

/** How a value was found, for its confidence: beside its label, in the next cell, under it, or by a weaker rule. */
export type TFoundHow = 'beside' | 'cell' | 'below' | 'column' | 'table' | 'list' | 'guess';

/**
 * A label found at the start of a cell. `value` is the text after it in the same cell, the next cell
 * of a "Label | Value" row, or the cell under it in the next row; `standalone` means the label fills
 * its line (value on the next line).
 */
export type TLabelMatch = {
  score: number;
  lineIndex: number;
  value: TValueSource | null;
  standalone: boolean;
  how: TFoundHow;
  /** The label was a longer one than the candidate ("Total net:" for "total"), or not the field's own words. */
  exact: boolean;
  /** How many words of the cell the label took. */
  covered: number;
};

/** `wantsRate`: the field is a rate ("VAT 19 %" is its value); `wantsDate`: the field is a date. */
export type TMatchOptions = { wantsRate?: boolean; wantsDate?: boolean };
