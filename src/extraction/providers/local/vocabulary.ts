// Word lists the candidate labels are built from: data, extend freely.

// Leaf names that mean "the thing its parent object is": supplier.name is the value after "Supplier:".
export const NAME_LIKE = new Set(['name', 'company', 'firm', 'firma', 'title', 'organisation', 'organization']);

export const STOPWORDS = new Set(
  'a an and as at by for from in is it of on or the to with der die das des dem den und oder im in am an auf aus bei mit von vom zu zum zur fuer ein eine einer eines'.split(
    ' ',
  ),
);

// Units a name ends in (`weight_kg`, `consumption_kwh`): lengths and volumes of forms and data sheets (`height_cm`,
// `volume_ml`), areas (`wohnflaeche_qm`, `floor_area_sqft`), volumes of water and gas (`water_consumption_m3`), and
// measures of lab reports, data sheets and deliveries (`nitrate_mg_l`, `stimmhoehe_hz`, `liefermenge_liter`).
export const UNITS = new Set(
  (
    'kg g t lb lbs kwh mwh miles mi gallons gal pence wh eur usd chf gbp km m cm mm l ml qm m2 sqm sqft m3 cbm ' +
    'liter litre mg ug hz kw ppm kcal kj ft bpm'
  ).split(' '),
);
// Units a count of time is named with (`lease_term_months`, `break_minutes`, `urlaubstage` apart: `urlaub_tage`).
// `dauer_minuten`: "Dauer: ca. 1,5 Stunden" (typed-numbers.ts converts). Not hours: a unit of work ("Total" of
// `total_hours` is any document's total).
export const TIME_UNITS = new Set([
  ...['months', 'monate', 'days', 'tage', 'years', 'jahre', 'weeks', 'wochen'],
  ...['minutes', 'minuten'],
]);
export const RATE_WORDS = new Set(['rate', 'percent', 'pct', 'satz', 'prozent', 'percentage']);
export const RANGE_START = new Set(['start', 'from', 'begin', 'beginning', 'von', 'ab', 'beginn', 'anfang']);
export const RANGE_END = new Set(['end', 'to', 'until', 'till', 'bis', 'ende']);

/**
 * English words of field names and their German counterparts, for names no synonym group covers:
 * `delivery_number` also finds "Liefernummer". Combined word by word, written apart or together.
 */
export const WORDS: Record<string, string[]> = {
  number: ['nummer', 'nr', 'no', 'id'],
  no: ['number', 'nummer', 'nr'],
  nr: ['nummer', 'number', 'no'],
  id: ['number', 'nummer', 'nr', 'no'],
  date: ['datum'],
  total: ['gesamt', 'summe'],
  amount: ['betrag'],
  tax: ['steuer'],
  customer: ['kunden', 'kunde'],
  invoice: ['rechnungs', 'rechnung'],
  order: ['bestell', 'auftrags'],
  delivery: ['liefer'],
  payment: ['zahlungs'],
  account: ['konto'],
  period: ['zeitraum'],
  room: ['zimmer'],
  guest: ['gast'],
  employee: ['mitarbeiter', 'personal'],
  start: ['from', 'von', 'beginn'],
  end: ['to', 'bis', 'ende'],
  weight: ['gewicht'],
  price: ['preis'],
  unit: ['einzel', 'stueck'],
  contract: ['vertrags'],
  meter: ['zaehler'],
  reading: ['stand'],
  // Not 'versicherungs': "policy number" became "Versicherungsnummer", on payslips the social-insurance number.
  policy: ['police'],
  tracking: ['sendungs'],
  shipping: ['versand'],
  gross: ['brutto'],
  net: ['netto'],
  wage: ['lohn'],
  salary: ['gehalt'],
  pay: ['lohn', 'gehalt'],
  payout: ['auszahlung'],
  transfer: ['ueberweisung'],
  execution: ['ausfuehrung'],
  purpose: ['zweck'],
  consumption: ['verbrauch'],
  usage: ['verbrauch'],
  tariff: ['tarif'],
  arrival: ['anreise', 'ankunft'],
  departure: ['abreise'],
  balance: ['saldo', 'rest'],
  cost: ['kosten'],
  charges: ['kosten', 'gebuehren'],
  fee: ['gebuehr'],
  hours: ['stunden'],
  quantity: ['qty', 'menge', 'anzahl'],
  shipped: ['geliefert', 'versandt'],
  article: ['artikel', 'art'],
  item: ['artikel', 'position'],
  note: ['schein'],
  due: ['faellig'],
  reminder: ['mahn'],
  insurance: ['versicherungs'],
  vehicle: ['fahrzeug'],
  old: ['previous', 'alt', 'alter', 'last'],
  new: ['current', 'neu', 'neuer', 'present'],
  // German adjectives before their noun are inflected: "Neuer Abschlag", "alter Zählerstand".
  neu: ['neuer', 'neue', 'neues', 'new'],
  alt: ['alter', 'alte', 'altes', 'old'],
  previous: ['old', 'alt', 'alter'],
  current: ['new', 'neu', 'neuer'],
  issued: ['issue', 'ausgestellt'],
  // Parts of German compounds for words of English names (domain knowledge): `annual_consumption` is printed
  // "Jahresverbrauch", `event_date` "Veranstaltungsdatum", `beneficiary_iban` "IBAN Empfänger".
  annual: ['jahres'],
  yearly: ['jahres'],
  monthly: ['monats', 'monatlicher', 'monatliche'],
  water: ['wasser'],
  event: ['veranstaltungs'],
  registration: ['anmelde', 'registrierungs', 'teilnahme'],
  conference: ['tagungs', 'konferenz'],
  participant: ['teilnehmer'],
  type: ['art', 'category', 'kategorie'],
  category: ['kategorie', 'type'],
  class: ['klasse', 'group', 'gruppe', 'kategorie'],
  pickup: ['abhol', 'collection'],
  rental: ['miet'],
  agreement: ['vertrags'],
  holder: ['inhaber'],
  subscription: ['abo', 'abonnement'],
  credit: ['kredit'],
  card: ['karten'],
  minimum: ['mindest'],
  debit: ['lastschrift', 'abbuchungs'],
  loan: ['darlehens', 'kredit'],
  interest: ['zins'],
  trade: ['schluss', 'handels'],
  overtime: ['ueberstunden', 'mehrarbeit'],
  project: ['projekt'],
  packing: ['pack'],
  list: ['liste', 'listen'],
  waybill: ['frachtbrief'],
  freight: ['fracht'],
  import: ['einfuhr'],
  duty: ['zoll'],
  customs: ['zoll'],
  cancellation: ['kuendigungs'],
  outstanding: ['offener', 'offen'],
  level: ['stufe'],
  dunning: ['mahn'],
  deadline: ['frist'],
  file: ['akten'],
  premium: ['beitrags'],
  frequency: ['weise'],
  station: ['bahnhof'],
  costs: ['kosten'],
  share: ['anteil'],
  booking: ['buchungs'],
  beneficiary: ['empfaenger'],
  accounting: ['abrechnungs'],
  employment: ['beschaeftigungs'],
  venue: ['ort'],
  treatment: ['behandlungs'],
  // Abbreviations in field names: `customer_ref` is printed "Customer reference", `amt_due` "Amount due".
  ref: ['reference', 'referenz'],
  amt: ['amount', 'betrag'],
  acct: ['account', 'konto'],
  num: ['number', 'nummer', 'nr', 'no'],
  qty: ['quantity', 'menge', 'anzahl'],
  inv: ['invoice', 'rechnungs'],
  cust: ['customer', 'kunden'],
  addr: ['address', 'adresse'],
  desc: ['description', 'beschreibung'],
  tel: ['telephone', 'phone', 'telefon'],
};

// Words that only say what kind of value a name holds, money words too: `energy_charge` is labelled "Energy".
export const KIND_WORDS = new Set([
  'amount',
  'value',
  'sum',
  'betrag',
  'wert',
  'location',
  'place',
  'ort',
  'charge',
  'charges',
  'cost',
  'costs',
  'fee',
  'kosten',
  'gebuehr',
  // `account_email` is labelled "Account:" over an address: the shape (shaped-values.ts) keeps other values out.
  'email',
]);

// The document's own number and date may be labelled "Number"/"Date" under its title; a person's name just "Name".
export const DOCUMENT_KINDS = new Set([
  'invoice',
  'order',
  'po',
  'credit',
  'receipt',
  'document',
  'bill',
  'quote',
  'offer',
  'issue',
  'rechnung',
  'beleg',
  'delivery',
  'dispatch',
  'shipment',
  'statement',
  'folio',
  'policy',
  'ticket',
  'confirmation',
  'lieferschein',
  'gutschrift',
  'bestellung',
  'auftrag',
  // An authority's or a firm's letters: `bescheid_datum` is the notice's "Datum:", `certificate_number` its "No.".
  'bescheid',
  'bescheinigung',
  'notice',
  'certificate',
  'antrag',
  'application',
  'report',
  'bericht',
  'protokoll',
]);
const PERSONS = new Set([
  'employee',
  'guest',
  'customer',
  'recipient',
  'beneficiary',
  'holder',
  'patient',
  'passenger',
  'payee',
]);
const HEADS: Record<string, { labels: string[]; of: Set<string> }> = {
  number: { labels: ['number', 'nummer', 'nr', 'no'], of: DOCUMENT_KINDS },
  no: { labels: ['number', 'nummer', 'nr', 'no'], of: DOCUMENT_KINDS },
  date: { labels: ['date', 'datum'], of: DOCUMENT_KINDS },
  nummer: { labels: ['number', 'nummer', 'nr', 'no'], of: DOCUMENT_KINDS },
  datum: { labels: ['date', 'datum'], of: DOCUMENT_KINDS },
  name: { labels: ['name'], of: PERSONS },
};

export function headLabels(words: string[]): string[] {
  const head = HEADS[words[words.length - 1] ?? ''];
  return words.length >= 2 && head?.of.has(words[0] ?? '') ? head.labels : [];
}

// A field named as a reduction holds its size: "MEMBER SAVINGS -1.00" is a saving of 1.00.
export const REDUCTION = /^(?:discount|discounts|savings?|rabatt|nachlass|preisnachlass|ermaessigung|skonto|rebate)$/;
// A party's place, not its name: `customer.job_site`, `kunde.objekt` hold an address after all ("Goethestr. 14, Leipzig").
export const PLACE_WORDS =
  /^(?:site|objekt|object|property|premises|location|standort|venue|baustelle|einsatzort|leistungsort)$/;
// The last word of a name asking for a kind of something: `fuel_type`, `kraftstoffart`, `room_category`.
export const TYPE_WORD = /^(?:type|kind|sorte|art|typ|category|kategorie)$|^\p{L}{5,}(?:art|typ)$/u;

// Means of payment by brand or scheme, as label words ("EC-Karte" is "ec karte"): the one source of the means a
// receipt names without a label (guesses.ts) and of the payment rows under a till's sum (summary-rows.ts).
export const PAYMENT_BRANDS = (
  'visa|mastercard|master card|maestro|american express|amex|diners club|girocard|ec karte|ec cash|' +
  'v pay|paypal|apple pay|google pay|klarna|sepa lastschrift|lastschrift|direct debit'
).split('|');
// A till's other payment words under its sum: kinds of card, cash given, change, paid. Too common to name a means
// without a label ("Card", "Bar", "Change" are words of many lines), so only whole payment rows use them.
export const TILL_PAYMENT_WORDS = (
  'ec|kredit karte|kreditkarte|credit card|debit card|debit|card|karte|kartenzahlung|card payment|' +
  'bar|bargeld|bar gegeben|cash|cash tendered|tendered|amount tendered|gegeben|rueckgeld|' +
  'wechselgeld|change|change due|your change|paid|bezahlt'
).split('|');

// A German compound's first part written as two capitals before a hyphen, where the capitals mean one thing only in
// the documents read: "HK-Vorauszahlung" (Heizkosten), "NK-Abrechnung" (Nebenkosten), "BK-Nachzahlung", "KD-Nr.".
// Kept out: "ST" (Steuer, Stück, Stunde), "AZ" (Aktenzeichen, Arbeitszeit), "GK", "VK" (several meanings).
export const PREFIX_ACRONYMS: Record<string, string> = {
  hk: 'heizkosten',
  nk: 'nebenkosten',
  bk: 'betriebskosten',
  kd: 'kunden',
};
