// What stands where a party's name would but names a document: its kind as a title, alone or with its number.
import { identifierAfterTitle } from './identifiers.ts';

// Titles of certificates, notices and confirmations too ("Bestätigung über Geldzuwendungen", "Certificate of …").
export const TITLE_WORDS =
  /^(invoice|rechnung|receipt|beleg|quittung|credit note|gutschrift|order|bestellung|bestellbestätigung|auftragsbestätigung|payslip|statement|folio|delivery note|lieferschein|bestätigung|bescheinigung|bescheid|zertifikat|certificate|confirmation|notice of)\b/i;
// "TRANSPORTAUFTRAG TA-260519-03", "PAYMENT RECEIPT RC-2026-0614": a kind as a compound or after one or two words.
const KIND_TITLE =
  /^(?:\p{L}+(?:auftrag|abrechnung|schein|brief|vertrag|bescheid)|(?:\p{L}+ ){1,2}(?:invoice|receipt|order|note|statement|confirmation))\b/iu;

/** Whether a text is a document's title ("Rechnung", "Payslip"), maybe with its number ("Rechnung Nr. R-2026-114"). */
export function isDocumentTitle(text: string): boolean {
  const title = TITLE_WORDS.exec(text.trim()) ?? KIND_TITLE.exec(text.trim());
  const after = title ? text.trim().slice(title[0].length).trimStart() : '';
  return title !== null && (after === '' || identifierAfterTitle(after) !== null);
}
