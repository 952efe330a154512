// Development set "header16" (layout 69), written in session 16 BEFORE the extractor was changed: values that
// business letters and forms print WITHOUT a label of their own, in the parts around the body. The letterhead
// (issuer with legal form, slogan, address), the sender line above the address window, the recipient's address block
// (name, company, street, postcode and town, country), the "Town, date" line, a DIN 5008 reference line with its
// values on the line below, a document number standing alone in a heading ("Rechnung 2026-0412", "INVOICE #A-7781"),
// an information block at the right margin, and the footer block (register court and number, VAT ID, managing
// directors, bank, phone, e-mail, web), also in three columns that a reader takes as interleaved lines. Some schema
// fields stay absent (precision). Held out, not sealed: `--show-dev-header16` shows its misses.

import { DEV_HEADER16_FORMS } from './dev-header16-forms.ts';
import { DEV_HEADER16_LETTERS } from './dev-header16-letters.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set header16. */
export const DEV_HEADER16_LAYOUT = 69;

export const DEV_HEADER16: TCorpusDocument[] = [...DEV_HEADER16_FORMS, ...DEV_HEADER16_LETTERS];
