import { labelWords } from './words.ts';

/**
 * Labels that mean the same field on invoices, receipts and letters, in English and German.
 * A schema name or a label in one group stands for all of them. One group per line, labels apart
 * by "|", compared by their words (case, umlauts and punctuation don't matter). Data only: add a
 * group, not code.
 */
const SYNONYM_GROUPS: string[] = [
  'invoice number | invoice no | invoice nr | invoice id | bill number | Rechnungsnummer | Rechnungs-Nr. | Rechnung Nr. | Rechnungsnr | Re.-Nr. | Belegnummer | Beleg-Nr.',
  'date | invoice date | issue date | date of issue | Datum | Rechnungsdatum | Ausstellungsdatum | Belegdatum',
  'due date | due | payment due | payable by | Fällig | fällig am | Fälligkeit | Fälligkeitsdatum | zahlbar bis',
  'delivery date | service date | date of service | Lieferdatum | Leistungsdatum',
  'total | total amount | grand total | amount due | total due | amount | Gesamt | Gesamtbetrag | Gesamtsumme | Summe | Betrag | Rechnungsbetrag | Endbetrag | zu zahlen | Bruttobetrag',
  'subtotal | net | net amount | net total | total net | Zwischensumme | Netto | Nettobetrag | Summe netto',
  'vat | tax | vat amount | tax amount | sales tax | MwSt | MwSt.-Betrag | USt | Umsatzsteuer | Mehrwertsteuer | Steuer',
  'vat rate | tax rate | MwSt-Satz | USt-Satz | Steuersatz',
  'vat id | vat number | tax id | USt-IdNr. | USt-ID | Umsatzsteuer-ID | Steuernummer | St.-Nr.',
  'customer | client | buyer | bill to | recipient | Kunde | Käufer | Empfänger | Rechnungsempfänger | Auftraggeber',
  'customer number | customer no | customer id | Kundennummer | Kunden-Nr. | Kundennr',
  'supplier | vendor | seller | issuer | sender | Lieferant | Verkäufer | Absender | Rechnungssteller | Anbieter',
  'order number | order no | purchase order | po number | Bestellnummer | Bestell-Nr. | Auftragsnummer | Auftrags-Nr.',
  'reference | ref | your reference | Referenz | Ihr Zeichen | Unser Zeichen | Aktenzeichen',
  'subject | Betreff',
  'payment terms | terms | Zahlungsbedingungen | Zahlungsziel',
  'iban | IBAN-Nummer',
  'bic | swift | swift code | BIC/SWIFT',
  'email | e-mail | mail | email address | E-Mail-Adresse',
  'phone | telephone | tel | phone number | mobile | Telefon | Telefonnummer | Mobil',
  'currency | Währung',
  'address | Adresse | Anschrift',
  'description | item | product | article | service | Beschreibung | Bezeichnung | Artikel | Leistung | Produkt',
  'quantity | qty | units | Menge | Anzahl | Stück | Stk',
  'price | unit price | rate | unit cost | Preis | Einzelpreis | E-Preis | Stückpreis',
  'line total | total price | amount | Gesamtpreis | Betrag | Summe',
];

const GROUPS = SYNONYM_GROUPS.map((group) => group.split('|').map((label) => labelWords(label).join(' ')));

/** Other labels for a phrase (words joined by spaces), from every group it belongs to. */
export function synonymsOf(phrase: string): string[] {
  const found = new Set<string>();
  for (const group of GROUPS) {
    if (group.includes(phrase)) {
      for (const label of group) {
        found.add(label);
      }
    }
  }
  found.delete(phrase);
  return [...found];
}
