import { AGREEMENT_SYNONYM_GROUPS } from './synonyms-agreements.ts';
import { CIVIC_SYNONYM_GROUPS } from './synonyms-civic.ts';
import { CLAIM_SYNONYM_GROUPS } from './synonyms-claims.ts';
import { DOMAIN_SYNONYM_GROUPS } from './synonyms-domains.ts';
import { ENERGY_SYNONYM_GROUPS } from './synonyms-energy.ts';
import { GOODS_SYNONYM_GROUPS } from './synonyms-goods.ts';
import { INSURANCE_SYNONYM_GROUPS } from './synonyms-insurance.ts';
import { LIST_SYNONYM_GROUPS } from './synonyms-lists.ts';
import { MONEY_SYNONYM_GROUPS } from './synonyms-money.ts';
import { PAYROLL_SYNONYM_GROUPS } from './synonyms-payroll.ts';
import { PUBLIC_SYNONYM_GROUPS } from './synonyms-public.ts';
import { RECEIPT_SYNONYM_GROUPS } from './synonyms-receipts.ts';
import { SERVICE_SYNONYM_GROUPS } from './synonyms-services.ts';
import { TRANSPORT_SYNONYM_GROUPS } from './synonyms-transport.ts';
import { TRAVEL_SYNONYM_GROUPS } from './synonyms-travel.ts';
import { WORK_SYNONYM_GROUPS } from './synonyms-work.ts';
import { labelWords } from './words.ts';

/**
 * Labels that mean the same field on invoices, receipts and letters, in English and German.
 * A schema name or a label in one group stands for all of them. One group per line, labels apart
 * by "|", compared by their words (case, umlauts and punctuation don't matter). Data only: add a
 * group, not code.
 */
const SYNONYM_GROUPS: string[] = [
  'invoice number | invoice no | invoice nr | invoice id | bill number | original invoice | relating to invoice | Rechnungsnummer | Rechnungs-Nr. | Rechnung Nr. | Rechnungsnr | Re.-Nr. | Belegnummer | Beleg-Nr. | ursprüngliche Rechnung | Bezug: Rechnung | zu Rechnung | zur Rechnung',
  'date | invoice date | issue date | date of issue | issued on | issued! | ausgestellt am | bill date | statement date | document date | Datum | Rechnungsdatum | Ausstellungsdatum | Belegdatum | Abrechnungsdatum | quote date | quotation date | estimate date | date of quote | Angebotsdatum | Datum des Angebots',
  'due date | due! | payment due | payable by | pay by | Fällig | fällig am | Fälligkeit | Fälligkeitsdatum | zahlbar bis | bis zum',
  'delivery date | service date | date of service | requested delivery date | delivery by | deliver by | delivered on | date delivered | estimated delivery | expected delivery | needed by | required by | Lieferdatum | Leistungsdatum | Liefertermin | gewünschter Liefertermin | liefern bis | Lieferung bis | geliefert am | Lieferung am | zugestellt am | voraussichtliche Zustellung | Zustelltermin | Liefertag | Zustelltag',
  'total | sum! | total amount | gross amount | gross total | grand total | amount due | total due | amount! | order total | total charges | renewal total | invoice total | Verlängerungsbetrag | Gesamt | Gesamtbetrag | Gesamtsumme | Gesamtpreis | Endpreis | Summe! | Betrag! | Rechnungsbetrag | Endbetrag | zu zahlen | Bruttobetrag | Bestellsumme',
  'amount due | total due | balance due | please pay | total to pay | to pay | zu zahlender Betrag | zu zahlen | bitte zahlen Sie | fälliger Betrag | Rechnungsbetrag',
  'subtotal | net | net amount | net total | total net | net credit | credit net | Nettogutschrift | Gutschrift netto | Zwischensumme | Netto | Nettobetrag | Summe netto',
  'vat | tax | vat amount | tax amount | sales tax | MwSt | MwSt.-Betrag | USt | Umsatzsteuer | Mehrwertsteuer | Steuer | TVA | BTW',
  'vat rate | tax rate | MwSt-Satz | USt-Satz | Steuersatz',
  'vat id | vat number | tax id | USt-IdNr. | USt-ID | Umsatzsteuer-ID | Steuernummer | St.-Nr.',
  'customer | client | buyer | bill to | invoice to | billed to | sold to | Rechnung an | recipient | to! | An! | Kunde | Käufer | Empfänger | Rechnungsempfänger | Auftraggeber | Besteller',
  'recipient | to! | ship to | deliver to | delivering to | shipping to | consignee | Lieferadresse | Lieferanschrift | Empfänger | Warenempfänger',
  'customer number | customer no | customer id | Kundennummer | Kunden-Nr. | Kundennr',
  'supplier | vendor | seller | issuer | sender | Lieferant | Verkäufer | Absender | Rechnungssteller | Anbieter',
  'order number | order no | order! | purchase order | purchase order number | po number | po! | customer po | your po | Bestellnummer | Bestell-Nr. | Bestellung! | Auftragsnummer | Auftrags-Nr. | Auftrag!',
  'order date | date of order | ordered on | placed on | order placed | ordered! | po date | Bestelldatum | Auftragsdatum | bestellt am',
  'reference | ref | your reference | transaction id | order reference | Referenz | Ihr Zeichen | Unser Zeichen | Aktenzeichen | Auftragsnummer',
  'subject | Betreff',
  'payment terms | terms | Zahlungsbedingungen | Zahlungsziel',
  'iban | IBAN-Nummer | account (IBAN)',
  'bic | swift | swift code | BIC/SWIFT',
  'email | e-mail | mail | email address | E-Mail-Adresse',
  'phone | telephone | tel | phone number | mobile | cell | Telefon | Telefonnummer | Mobil | Mobiltelefon | Mobilfunknummer | Handy | Durchwahl | Hotline | Rufnummer',
  'currency | Währung',
  'address | Adresse | Anschrift',
  'description | item | product | article | service | Beschreibung | Bezeichnung | Artikel | Leistung | Produkt',
  'delivered | qty delivered | delivered qty | quantity delivered | shipped qty | qty shipped | quantity shipped | shipped! | geliefert | Liefermenge | gelieferte Menge',
  'backordered | back ordered | backorder | back order | b/o | qty backordered | Rückstand | Restmenge',
  'quantity | qty | units | Menge | Anzahl | Stück | Stk',
  'price | unit price | rate | unit cost | Preis | Einzelpreis | E-Preis | Stückpreis',
  'line total | total price | amount! | Gesamtpreis | Betrag! | Summe! | charges! | debit! | Belastung!',
  'tracking number | tracking no | tracking id | tracking code | shipment number | parcel number | consignment number | Sendungsnummer | Sendungs-Nr. | Sendungsnr | Tracking-Nummer | Paketnummer',
  'carrier | shipping company | courier | shipped with | shipping carrier | Versanddienstleister | Paketdienst | Zusteller | Versand mit | Spedition',
  'ship date | shipping date | shipped on | dispatch date | dispatched on | date shipped | shipped! | Versanddatum | Versandtag | versendet am | verschickt am | Versand am | Versand!',
  // Not "net weight": the weight printed alone is the gross one, and with it net_weight took gross weight's labels.
  'weight | total weight | gross weight | Gewicht | Gesamtgewicht | Bruttogewicht',
  'packages | parcels | number of packages | number of parcels | package count | pieces! | cartons | Pakete | Anzahl Pakete | Packstücke | Anzahl Packstücke',
  'payment method | payment! | paid with | paid by | payment type | Zahlart | Zahlungsart | Zahlungsmittel | bezahlt mit | Zahlung! | Zahlweise',
  'card! | card number | card no | credit card | Karte! | Kartennummer | Kreditkarte | Karten-Nr. | ending in | Endziffern | endet auf',
  'merchant | retailer | store! | shop! | purchased from | bought from | Händler | Geschäft | Filiale | gekauft bei',
  'time! | Uhrzeit | Zeit!',
  'employee | employee name | name of employee | staff member | Mitarbeiter | Mitarbeiterin | Arbeitnehmer | Beschäftigter',
  'employee id | employee number | staff no | staff number | personnel number | personnel no | Personalnummer | Pers.-Nr. | Mitarbeiternummer',
  'employer | company! | Arbeitgeber | Firma! | Unternehmen',
  'gross pay | gross salary | gross wage | gross! | gross earnings | total gross | Brutto! | Bruttogehalt | Bruttolohn | Gesamtbrutto | Gesamt-Brutto | Bruttobezüge | Bruttoverdienst | Bruttoentgelt',
  'net pay | net! | Netto! | net salary | net wage | net amount paid | take home pay | net earnings | payout | payout amount | Nettogehalt | Nettolohn | Auszahlungsbetrag | Netto-Verdienst | Nettoverdienst | Nettobezüge | Nettoentgelt | Auszahlung!',
  'income tax | wage tax | tax | Lohnsteuer | Einkommensteuer | Steuer',
  'pay date | payment date | paid on | date of payment | payday | Auszahlungsdatum | Zahltag | Zahlungsdatum | überwiesen am | Auszahlung am',
  'account number | account! | account no | customer account | contract account | Kundennummer | Vertragskonto | Konto! | Kontonummer | Vertragsnummer | Kunden-Nr.',
  'billing period | period! | statement period | service period | pay period | payroll period | Abrechnungszeitraum | Zeitraum! | Leistungszeitraum | Abrechnungsperiode | Abrechnungsmonat | Lohnzeitraum',
  'consumption | usage | total usage | total consumption | energy used | Verbrauch | Gesamtverbrauch | Jahresverbrauch',
  'beneficiary | payee | recipient! | payment to | paid to | transfer to | sent to | Empfänger | Zahlungsempfänger | Begünstigter | Empfängername',
  'purpose! | payment reference | remittance information | Verwendungszweck | Zweck!',
  'execution date | date of execution | executed on | booked on | booking date | value date | transfer date | date of transfer | Ausführungsdatum | Ausführungstag | Buchungsdatum | gebucht am | Wertstellung | ausgeführt am | Überweisungsdatum',
  'guest! | guest name | name of guest | Gast! | Name des Gastes | Gastname',
  'room! | room number | room no | Zimmer! | Zimmernummer | Zimmer-Nr.',
  'arrival! | arrival date | check-in | check in | Anreise | Ankunft | Anreisedatum',
  'departure! | departure date | check-out | check out | Abreise | Abreisedatum',
  'nights | number of nights | Nächte | Übernachtungen | Anzahl Nächte',
  'paid! | status! | settled | payment status | Bezahlt! | Zahlungsstatus | beglichen',
  'credit note number | credit note no | credit note | credit memo number | Gutschrift-Nr. | Gutschriftsnummer | Gutschrift Nr. | Gutschrift!',
  'amount! | credit amount | total credit | amount credited | we credit you | Gutschriftsbetrag | Gutschrift gesamt | wir schreiben Ihnen gut',
  // Payslips, bank transfers, utility bills, hotel folios, shipping, receipts, insurance, reminders.
  'income tax | wage tax | federal income tax | Lohnsteuer | Einkommensteuer',
  'church tax | Kirchensteuer',
  'solidarity surcharge | Solidaritätszuschlag | Soli',
  'social security | social insurance | Sozialversicherung | SV-Beitrag | SV-Abzüge',
  'hours | hours worked | working hours | Stunden | Arbeitsstunden | geleistete Stunden',
  'tax class | Steuerklasse',
  'payer | ordering party | originator | debtor | from account | sender! | Auftraggeber | Zahlungspflichtiger | Kontoinhaber | Zahler | received from | Erhalten von',
  'amount! | transfer amount | payment amount | amount transferred | amount received | amount paid | paid amount | Überweisungsbetrag | Zahlbetrag | Betrag!',
  'confirmation number | confirmation no | conf no | confirmation code | booking number | reservation number | Bestätigungsnummer | Buchungsnummer | Reservierungsnummer',
  'meter number | meter no | meter id | meter serial | meter! | Zählernummer | Zähler-Nr. | Zählernr | Zähler!',
  'meter reading | reading! | Zählerstand | Stand!',
  // A plan's name, not its price per kWh (the unit rate's group in synonyms-energy.ts).
  'tariff | rate plan | Tarif',
  'standing charge | base charge | basic charge | Grundpreis | Grundgebühr',
  'advance payments | payments on account | instalments paid | Abschläge | geleistete Abschläge | Abschlagszahlungen',
  'balance due | balance! | outstanding balance | amount outstanding | open amount | Nachzahlung | Restbetrag | offener Betrag | Saldo | Forderung',
  'service address | supply address | Verbrauchsstelle | Lieferstelle',
  'folio number | folio no | folio! | Folio-Nr.',
  'room rate | rate! | nightly rate | rate per night | Zimmerpreis | Preis pro Nacht',
  'room type | room category | Zimmerkategorie | Zimmertyp',
  'delivery note | dispatch note | packing slip | delivery slip | Lieferschein',
  'delivery note number | delivery note no | dispatch note number | packing slip number | Lieferscheinnummer | Lieferschein-Nr.',
  'article number | article no | art no | item no | item number | part number | part no | product number | sku | Artikelnummer | Artikel-Nr. | Art.-Nr. | Teilenummer | Materialnummer',
  'unit | uom | unit of measure | Einheit | Mengeneinheit',
  'cartons | boxes | number of cartons | Kartons | Anzahl Kartons',
  'pallets | number of pallets | Paletten | Anzahl Paletten',
  'shipping cost | shipping and handling | shipping & handling | delivery charge | postage | freight | Versandkosten | Porto | Frachtkosten | Lieferkosten',
  'change | change due | Rückgeld | Wechselgeld',
  'cash given | tendered | amount tendered | given! | gegeben | Gegeben bar | Bar!',
  'tip | gratuity | Trinkgeld',
  'fare | Fahrpreis',
  'distance | distance driven | mileage driven | Entfernung | Strecke | gefahrene Kilometer',
  'mileage | odometer | odometer reading | Kilometerstand | km-Stand',
  'license plate | licence plate | plate | plate no | plate number | registration number | Kennzeichen | amtliches Kennzeichen',
  'vehicle | car! | Fahrzeug',
  'renter | hirer | Mieter',
  'policyholder | policy holder | insured person | Versicherungsnehmer | Versicherungsnehmerin',
  'insurer | insurance company | Versicherer | Versicherungsgesellschaft',
  'premium | premium amount | annual premium | Beitrag! | Prämie | Jahresbeitrag | Versicherungsbeitrag',
  'coverage period | period of cover | insurance period | policy period | Versicherungszeitraum | Versicherungsdauer | Versicherungsperiode',
  'reminder fee | dunning fee | late fee | Mahngebühr | Mahngebühren | Mahnkosten',
  'passenger | traveller | traveler | Reisender | Reisende | Fahrgast',
  'contact person | contact! | attn | attention | Ansprechpartner | Kontakt! | z. Hd. | zu Händen',
  'memo | note! | Notiz | Mitteilung',
  'buyer | purchaser | ordered by | purchased by | bought by | booked by | Einkäufer | Besteller | gekauft von | bestellt von | gebucht von',
  'customer po | customer po number | customer order number | client po | buyer po | your po | your po number | your order number | Kundenbestellnummer | Ihre Bestellnummer | Ihre Bestell-Nr.',
];

// A "!" marks a generic label that counts only on its own ("Payment: Visa"), never as the start of a
// longer one ("Payment due: …").
const ALL_GROUPS = [
  ...SYNONYM_GROUPS,
  ...DOMAIN_SYNONYM_GROUPS,
  ...SERVICE_SYNONYM_GROUPS,
  ...MONEY_SYNONYM_GROUPS,
  ...GOODS_SYNONYM_GROUPS,
  ...INSURANCE_SYNONYM_GROUPS,
  ...PUBLIC_SYNONYM_GROUPS,
  ...ENERGY_SYNONYM_GROUPS,
  ...TRANSPORT_SYNONYM_GROUPS,
  ...TRAVEL_SYNONYM_GROUPS,
  ...PAYROLL_SYNONYM_GROUPS,
  ...CIVIC_SYNONYM_GROUPS,
  ...WORK_SYNONYM_GROUPS,
  ...LIST_SYNONYM_GROUPS,
  ...AGREEMENT_SYNONYM_GROUPS,
  ...CLAIM_SYNONYM_GROUPS,
  ...RECEIPT_SYNONYM_GROUPS,
];
/**
 * Groups that open with the same label are one field's: a later file adds wordings to a group of an earlier one
 * ("due date | payment deadline | …" beside "due date | pay by | Fälligkeit | …"), so they are merged. Not groups
 * opening with a generic label ("amount!"): those are different fields that share a word.
 */
function mergedByHead(groups: string[]): string[][] {
  const byHead = new Map<string, string[]>();
  const merged: string[][] = [];
  for (const group of groups) {
    const labels = group.split('|').map((label) => labelWords(label).join(' '));
    const head = group.split('|')[0]?.trim() ?? '';
    const known = head.endsWith('!') ? undefined : byHead.get(labels[0] ?? '');
    if (known) {
      known.push(...labels.filter((label) => !known.includes(label)));
    } else {
      merged.push(labels);
      byHead.set(labels[0] ?? '', labels);
    }
  }
  return merged;
}

const GROUPS = mergedByHead(ALL_GROUPS);
const EXACT_ONLY = new Set(
  ALL_GROUPS.flatMap((group) => group.split('|').filter((label) => label.trim().endsWith('!'))).map((label) =>
    labelWords(label).join(' '),
  ),
);

/** Whether a label (words joined by spaces) must stand alone: generic words such as "payment" or "order". */
export const isExactOnlyLabel = (phrase: string) => EXACT_ONLY.has(phrase);

const KNOWN = new Set(GROUPS.flat());

/** Whether a phrase (words joined by spaces) is a label of any group. */
export const isKnownLabel = (phrase: string) => KNOWN.has(phrase);

/** The labels (words joined by spaces) of the group a label opens, with those later groups opening with it add. */
export const groupOpenedBy = (head: string): string[] => GROUPS.find((group) => group[0] === head) ?? [];

/**
 * Other labels for a phrase (words joined by spaces), from every group it belongs to. Two words no group knows
 * may be a German compound a schema wrote apart ("personalNummer", "zaehler_stand"): then the compound's.
 */
export function synonymsOf(phrase: string): string[] {
  const found = new Set<string>();
  const parts = phrase.split(' ');
  const compound = parts.length === 2 && !KNOWN.has(phrase) && KNOWN.has(parts.join('')) ? parts.join('') : null;
  for (const group of GROUPS) {
    if (group.includes(phrase) || (compound && group.includes(compound))) {
      for (const label of group) {
        found.add(label);
      }
    }
  }
  found.delete(phrase);
  return [...found];
}

/**
 * A field name's synonyms: "period of insurance" also has those of "insurance period" when a group knows it
 * (`period_of_insurance`, `terms_of_payment`, `method_of_payment`): English names one thing either way round.
 */
export function nameSynonyms(phrase: string): string[] {
  const words = phrase.split(' ');
  const turned = [words.length === 3 && words[1] === 'of' ? `${words[2]} ${words[0]}` : '', ...qualifierFirst(words)]
    .filter((each) => KNOWN.has(each))
    .slice(0, 1)[0];
  if (!turned) {
    return synonymsOf(phrase);
  }
  return [...new Set([...synonymsOf(phrase), turned, ...synonymsOf(turned)])].filter((each) => each !== phrase);
}

// Words that say which of two readings, rents or stands a name means; snake_case names put them last
// (`meter_reading_old`, `mileage_in`), English labels first ("Old reading", "Opening balance").
const TRAILING_QUALIFIERS = new Set(['old', 'new', 'previous', 'current', 'start', 'end', 'opening', 'closing']);

/** `meter_reading_old` → "old meter reading", "old reading": the qualifier before the noun as labels print it. */
function qualifierFirst(words: string[]): string[] {
  const last = words[words.length - 1] ?? '';
  if (words.length < 2 || !TRAILING_QUALIFIERS.has(last)) {
    return [];
  }
  const noun = words.slice(0, -1);
  return [[last, ...noun].join(' '), ...(noun.length > 1 ? [`${last} ${noun[noun.length - 1]}`] : [])];
}
