import { labelWords } from './words.ts';

/**
 * Labels that mean the same field on invoices, receipts and letters, in English and German.
 * A schema name or a label in one group stands for all of them. One group per line, labels apart
 * by "|", compared by their words (case, umlauts and punctuation don't matter). Data only: add a
 * group, not code.
 */
const SYNONYM_GROUPS: string[] = [
  'invoice number | invoice no | invoice nr | invoice id | bill number | original invoice | relating to invoice | Rechnungsnummer | Rechnungs-Nr. | Rechnung Nr. | Rechnungsnr | Re.-Nr. | Belegnummer | Beleg-Nr. | ursprüngliche Rechnung | Bezug: Rechnung',
  'date | invoice date | issue date | date of issue | Datum | Rechnungsdatum | Ausstellungsdatum | Belegdatum',
  'due date | due! | payment due | payable by | pay by | Fällig | fällig am | Fälligkeit | Fälligkeitsdatum | zahlbar bis | bis zum',
  'delivery date | service date | date of service | requested delivery date | delivery by | deliver by | Lieferdatum | Leistungsdatum | Liefertermin | gewünschter Liefertermin | liefern bis | Lieferung bis',
  'total | sum! | total amount | grand total | amount due | total due | amount! | order total | total charges | Gesamt | Gesamtbetrag | Gesamtsumme | Summe! | Betrag! | Rechnungsbetrag | Endbetrag | zu zahlen | Bruttobetrag | Bestellsumme',
  'amount due | total due | balance due | please pay | total to pay | to pay | zu zahlender Betrag | zu zahlen | bitte zahlen Sie | fälliger Betrag | Rechnungsbetrag',
  'subtotal | net | net amount | net total | total net | Zwischensumme | Netto | Nettobetrag | Summe netto',
  'vat | tax | vat amount | tax amount | sales tax | MwSt | MwSt.-Betrag | USt | Umsatzsteuer | Mehrwertsteuer | Steuer',
  'vat rate | tax rate | MwSt-Satz | USt-Satz | Steuersatz',
  'vat id | vat number | tax id | USt-IdNr. | USt-ID | Umsatzsteuer-ID | Steuernummer | St.-Nr.',
  'customer | client | buyer | bill to | recipient | Kunde | Käufer | Empfänger | Rechnungsempfänger | Auftraggeber | Besteller',
  'recipient | ship to | deliver to | consignee | Lieferadresse | Lieferanschrift | Empfänger | Warenempfänger',
  'customer number | customer no | customer id | Kundennummer | Kunden-Nr. | Kundennr',
  'supplier | vendor | seller | issuer | sender | Lieferant | Verkäufer | Absender | Rechnungssteller | Anbieter',
  'order number | order no | order! | purchase order | purchase order number | po number | po! | Bestellnummer | Bestell-Nr. | Bestellung! | Auftragsnummer | Auftrags-Nr. | Auftrag!',
  'order date | date of order | ordered on | Bestelldatum | Auftragsdatum',
  'reference | ref | your reference | transaction id | order reference | Referenz | Ihr Zeichen | Unser Zeichen | Aktenzeichen | Auftragsnummer',
  'subject | Betreff',
  'payment terms | terms | Zahlungsbedingungen | Zahlungsziel',
  'iban | IBAN-Nummer | IBAN of payee | IBAN Empfänger | account (IBAN)',
  'bic | swift | swift code | BIC/SWIFT',
  'email | e-mail | mail | email address | E-Mail-Adresse',
  'phone | telephone | tel | phone number | mobile | Telefon | Telefonnummer | Mobil',
  'currency | Währung',
  'address | Adresse | Anschrift',
  'description | item | product | article | service | Beschreibung | Bezeichnung | Artikel | Leistung | Produkt',
  'quantity | qty | units | Menge | Anzahl | Stück | Stk',
  'price | unit price | rate | unit cost | Preis | Einzelpreis | E-Preis | Stückpreis',
  'line total | total price | amount! | Gesamtpreis | Betrag! | Summe!',
  'tracking number | tracking no | tracking id | tracking code | shipment number | parcel number | consignment number | Sendungsnummer | Sendungs-Nr. | Sendungsnr | Tracking-Nummer | Paketnummer',
  'carrier | shipping company | courier | shipped with | shipping carrier | Versanddienstleister | Paketdienst | Zusteller | Versand mit | Spedition',
  'ship date | shipping date | shipped on | dispatch date | dispatched on | date shipped | shipped! | Versanddatum | Versandtag | versendet am | verschickt am | Versand am | Versand!',
  'weight | total weight | gross weight | net weight | Gewicht | Gesamtgewicht | Bruttogewicht',
  'packages | parcels | number of packages | number of parcels | package count | pieces! | Pakete | Anzahl Pakete | Packstücke | Anzahl Packstücke',
  'payment method | payment! | paid with | paid by | payment type | Zahlart | Zahlungsart | Zahlungsmittel | bezahlt mit | Zahlung! | Zahlweise',
  'card! | card number | card no | credit card | Karte! | Kartennummer | Kreditkarte | Karten-Nr. | ending in | Endziffern | endet auf',
  'merchant | store! | shop! | Händler | Geschäft | Filiale',
  'time! | Uhrzeit | Zeit!',
  'employee | employee name | name of employee | staff member | Mitarbeiter | Mitarbeiterin | Arbeitnehmer | Beschäftigter',
  'employee id | employee number | staff no | staff number | personnel number | personnel no | Personalnummer | Pers.-Nr. | Mitarbeiternummer',
  'employer | Arbeitgeber | Firma!',
  'gross pay | gross salary | gross! | gross earnings | total gross | Brutto! | Bruttogehalt | Bruttolohn | Gesamtbrutto | Gesamt-Brutto | Bruttobezüge | Bruttoverdienst',
  'net pay | net salary | net amount paid | take home pay | net earnings | Nettogehalt | Nettolohn | Auszahlungsbetrag | Netto-Verdienst | Nettoverdienst | Nettobezüge',
  'income tax | wage tax | tax | Lohnsteuer | Einkommensteuer | Steuer',
  'pay date | payment date | paid on | date of payment | payday | Auszahlungsdatum | Zahltag | Zahlungsdatum | überwiesen am | Auszahlung am',
  'account number | account! | account no | customer account | contract account | Kundennummer | Vertragskonto | Konto! | Kontonummer | Vertragsnummer | Kunden-Nr.',
  'billing period | period! | statement period | service period | Abrechnungszeitraum | Zeitraum! | Leistungszeitraum | Abrechnungsperiode',
  'consumption | usage | total usage | total consumption | Verbrauch | Gesamtverbrauch',
  'beneficiary | payee | payment to | Empfänger | Zahlungsempfänger | Begünstigter',
  'purpose! | payment reference | remittance information | Verwendungszweck | Zweck!',
  'execution date | date of execution | booked on | booking date | value date | transfer date | Ausführungsdatum | Buchungsdatum | gebucht am | Wertstellung | ausgeführt am',
  'guest! | guest name | name of guest | Gast! | Name des Gastes | Gastname',
  'room! | room number | room no | Zimmer! | Zimmernummer | Zimmer-Nr.',
  'arrival! | arrival date | check-in | check in | Anreise | Ankunft | Anreisedatum',
  'departure! | departure date | check-out | check out | Abreise | Abreisedatum',
  'nights | number of nights | Nächte | Übernachtungen | Anzahl Nächte',
  'paid! | status! | settled | payment status | Bezahlt! | Zahlungsstatus | beglichen',
  'credit note number | credit note no | credit note | credit memo number | Gutschrift-Nr. | Gutschriftsnummer | Gutschrift Nr. | Gutschrift!',
  'amount! | credit amount | total credit | amount credited | we credit you | Gutschriftsbetrag | Gutschrift gesamt | wir schreiben Ihnen gut',
];

// A "!" marks a generic label that counts only on its own ("Payment: Visa"), never as the start of a
// longer one ("Payment due: …").
const GROUPS = SYNONYM_GROUPS.map((group) => group.split('|').map((label) => labelWords(label).join(' ')));
const EXACT_ONLY = new Set(
  SYNONYM_GROUPS.flatMap((group) => group.split('|').filter((label) => label.trim().endsWith('!'))).map((label) =>
    labelWords(label).join(' '),
  ),
);

/** Whether a label (words joined by spaces) must stand alone: generic words such as "payment" or "order". */
export const isExactOnlyLabel = (phrase: string) => EXACT_ONLY.has(phrase);

const KNOWN = new Set(GROUPS.flat());

/** Whether a phrase (words joined by spaces) is a label of any group. */
export const isKnownLabel = (phrase: string) => KNOWN.has(phrase);

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
