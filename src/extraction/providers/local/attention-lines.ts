// The lines of an address block that name a person at the firm, not the firm nor its address: a contact's line
// ("z. Hd. Frau Ulbrich", "Attn: Accounts Payable", "c/o", "FAO Kate Marston": for the attention of), an owner's
// line under a firm ("Inh. Maria Huber"), a desk of the firm ("Buchhaltung", "Accounts Department").
import { isRoleWord } from './signature-lines.ts';

export const ATTENTION =
  /^(?:z\.\s?Hd\.?|zu Händen|zHd\.?|attn\.?|attention|c\/o|fao|inh\.|inhaber(?:in)?)(?![\p{L}])/iu;

/** Whether an address block's line names a person or a desk at the firm over it (see the head of this file). */
export const personAtFirm = (text: string) =>
  ATTENTION.test(text) || (text.split(/\s+/).length <= 2 && text.split(/\s+/).every(isRoleWord));
