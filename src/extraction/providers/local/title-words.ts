// The kind of document a title names ("Invoice 4711"), in the revision's output language. Data:
// extend freely. Keys are the words of field names (English, or German compound parts).
const TO_GERMAN: Record<string, string> = {
  invoice: 'Rechnung',
  bill: 'Rechnung',
  order: 'Bestellung',
  'purchase order': 'Bestellung',
  po: 'Bestellung',
  delivery: 'Lieferung',
  'delivery note': 'Lieferschein',
  shipment: 'Sendung',
  tracking: 'Sendung',
  receipt: 'Beleg',
  credit: 'Gutschrift',
  'credit note': 'Gutschrift',
  quote: 'Angebot',
  offer: 'Angebot',
  contract: 'Vertrag',
  policy: 'Police',
  booking: 'Buchung',
  reservation: 'Reservierung',
  customer: 'Kunde',
  account: 'Konto',
  document: 'Dokument',
  payslip: 'Lohnabrechnung',
  transfer: 'Überweisung',
};

const TO_ENGLISH: Record<string, string> = {
  rechnung: 'Invoice',
  rechnungs: 'Invoice',
  bestellung: 'Order',
  bestell: 'Order',
  auftrag: 'Order',
  auftrags: 'Order',
  lieferschein: 'Delivery note',
  liefer: 'Delivery',
  lieferung: 'Delivery',
  sendung: 'Shipment',
  sendungs: 'Shipment',
  beleg: 'Receipt',
  quittung: 'Receipt',
  gutschrift: 'Credit note',
  angebot: 'Quote',
  angebots: 'Quote',
  vertrag: 'Contract',
  vertrags: 'Contract',
  police: 'Policy',
  buchung: 'Booking',
  buchungs: 'Booking',
  kunde: 'Customer',
  kunden: 'Customer',
  konto: 'Account',
  dokument: 'Document',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The words of a field name that say what kind of document it numbers, in `language` (en, de):
 * `invoice` → "Rechnung" for German output, `rechnungs` (from rechnungsnummer) → "Invoice" for
 * English (and any other language). Words without a known translation stay as they are.
 */
export function documentKindIn(words: string[], language: string): string {
  // German compound parts first become English words, so both languages of names meet one table.
  const english = words.map((word) => TO_ENGLISH[word]?.toLowerCase() ?? word);
  const phrase = english.join(' ');
  if (language === 'de') {
    return TO_GERMAN[phrase] ?? capitalize(english.map((word) => TO_GERMAN[word] ?? word).join(' '));
  }
  return capitalize(phrase);
}
