// Whether a document is a purchase order, where the buyer writes and the supplier is addressed (parties.ts). An order
// says so in its first lines ("PURCHASE ORDER", "Bestellung"), or in its first sentence as a letter ("hiermit
// bestellen wir …"); an order printed as a business letter has its title under the letterhead, the address window and
// the data block beside it ("Bestellung" as the tenth line), alone on its line or with its number.
import { isBlank, type TLine } from './lines.ts';

// Words of an order's title or first sentence, anywhere in one of its first lines. The seller's confirmation names the
// order as the reader's ("wir bestätigen Ihre Bestellung", "Betreff: Ihre Bestellung B-55810"): no order (eml27).
const ORDER_TITLE =
  /(?<!\b(?:ihre|ihrer|eure|eurer|deine|deiner|your)\s)\b(?:purchase order|bestellung|einkaufsauftrag|bestellen wir|wir bestellen)\b/i;
// The title alone on its line, or with its number: "Bestellung", "Purchase Order No. 4500218734", "Bestellung 2026-118".
const TITLE_LINE =
  /^(?:purchase order|bestellung|einkaufsauftrag)(?:\s+(?:(?:nr|no|number|nummer)\.?:?\s*)?[A-Z\d][\w./-]{0,24})?$/i;
const TITLE_WITHIN = 6;
const LETTER_TITLE_WITHIN = 16;

/** Whether the body's first lines (blank lines left out) say the document is a purchase order. */
export function opensAsOrder(body: TLine[]): boolean {
  const first = body.filter((line) => !isBlank(line)).slice(0, LETTER_TITLE_WITHIN);
  return first.some(
    (line, index) =>
      (index < TITLE_WITHIN && ORDER_TITLE.test(line.text)) ||
      (line.cells.length === 1 && TITLE_LINE.test(line.text.trim())) ||
      /\b(?:bestellen wir|wir bestellen)\b/i.test(line.text),
  );
}
