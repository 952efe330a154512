/**
 * Labels of paper receipts people photograph (session 27, png27): a receipt book's printed form ("Received from …
 * the sum of … being …", the UK and US stationery wording) and a till's coupon line. Same syntax as `SYNONYM_GROUPS`
 * in synonyms.ts; a group opening with another file's first label adds to it. Kept out: "From"/"To" for a taxi's
 * pick-up and drop-off (a mail's own header lines) and "Gutschein" for a discount (a gift voucher is a payment).
 */
export const RECEIPT_SYNONYM_GROUPS: string[] = [
  // A receipt book: the amount written out, and what it was paid for.
  'amount in words | the sum of | received the sum of | sum of!',
  'purpose | being! | being for | in payment of | on account of',
  // A till's or a shop's coupon deducted from the sum.
  'discount | coupon | Coupon! | coupon discount | Gutscheinrabatt',
];
