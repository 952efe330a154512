// Word families of business documents in English and German: data for lexicon-labels.ts, extend freely.
// A field named with one word of a family is labelled with another: `approver` is printed "Approved by",
// `auszahlung` "Auszuzahlender Betrag", `donor` "Donated by", `submission_date` "Submitted on".

/**
 * One family per line, folded words (ä → ae, ß → ss) apart by ",", in three slots apart by "|":
 * who does it (an agent: "approver") | the done participle ("approved") | other forms and translations of the
 * action or thing ("approval", "Genehmigung"). A form may be a phrase ("noch zu zahlen").
 */
export const WORD_FAMILIES: string[] = [
  'approver, genehmiger, freigeber | approved, authorized, authorised, genehmigt, freigegeben | approval, authorization, authorisation, genehmigung, freigabe',
  'submitter, einreicher | submitted, eingereicht | submission, einreichung',
  'requester, requestor, requisitioner, anforderer, antragsteller | requested, angefordert, beantragt | request, requisition, anforderung, antrag',
  'issuer, aussteller, ausstellende stelle, issuing authority | issued, ausgestellt | issuance, ausstellung',
  'signatory, signer, unterzeichner | signed, unterschrieben, unterzeichnet | signature, unterschrift',
  'preparer, bearbeiter, sachbearbeiter | prepared, bearbeitet, erstellt | erstellung',
  'sender, absender, versender, shipper, consignor | sent, gesendet, versandt, versendet, verschickt | sending',
  'recipient, receiver, empfaenger, consignee | received, erhalten, empfangen | receipt of goods',
  'payer, zahler, zahlungspflichtiger | paid, bezahlt, gezahlt | payment, zahlung',
  'donor, spender, zuwendender, spenderin | donated, gespendet, zugewendet | donation, spende, zuwendung, contribution, gift',
  'besteller, orderer | ordered, bestellt | bestellung, bestell',
  'booker | booked, gebucht | booking, buchung, buchungs',
  'cashier, kassierer, kassiererin, bediener, operator, clerk | served | ',
  'driver, fahrer, fahrerin | driven, gefahren | ',
  'physician, doctor, arzt, aerztin, provider | treated, behandelt | treatment, behandlung',
  ' | reimbursed, erstattet | reimbursement, reimbursable, erstattung, erstatten, zu erstatten, refund, due to employee',
  ' | refunded, erstattet | refund, erstattung, overpayment refunded',
  ' | withheld, einbehalten | withholding, income tax, w h',
  ' | ausgezahlt | auszahlung, auszahlungsbetrag, auszuzahlender betrag, auszuzahlen, payout',
  ' | | restzahlung, restbetrag, restsumme, noch zu zahlen, remaining amount, balance remaining',
  ' | delivered, geliefert | delivery, lieferung, liefer',
  ' | departed, abgefahren | departure, departs, departing, abfahrt, abflug, abf',
  ' | arrived, angekommen | arrival, arrives, arriving, ankunft, ank',
  ' | started, begun | start, begin, beginning, beginn, anfang',
  ' | ended, beendet | end, ende, schluss',
  ' | saved, gespart | savings, saving, ersparnis',
  ' | renewed, verlaengert | renewal, renews, verlaengerung',
  ' | executed, ausgefuehrt | execution, ausfuehrung',
  ' | tendered, gegeben | cash tendered, tender, given',
  ' | due, faellig | faelligkeit',
  ' | | ort, bahnhof, station, flughafen, airport, haltestelle, hafen, port, stadt, city, location, place',
  ' | | lohn, arbeitslohn, wage, wages, lohnkosten, labour, labor',
  ' | | teile, ersatzteile, parts, material, materialien, materials',
  ' | | deposit, kaution, mietsicherheit, sicherheitsleistung',
  ' | | member, mitglied, subscriber, versicherter, customer, kunde',
  ' | | plan, tarif, tariff, rate plan',
  ' | | data, daten, datenvolumen',
  ' | | grade, sorte, product, kraftstoff, fuel',
  ' | | volume, menge, abgabemenge, gallons, gal, liter',
  ' | | pump, pumpe, zapfsaeule, saeule',
  ' | | ruf, telefon, phone, anschluss',
  ' | | einlass, doors, doors open, admission, entry',
  ' | | bon, beleg, kassenbon',
  ' | | fee, gebuehr, fees, gebuehren, charge',
  ' | | price, preis, cost, kosten',
  ' | | row, reihe',
  ' | | section, block, bereich, sec',
  ' | | frist, deadline, zahlungsfrist, zahlbar bis',
  ' | | abgaben, duties, duty, zoll',
  ' | | dob, date of birth, birth date, geburtsdatum, geboren am, born',
];

// A field's role in a movement of goods, money or people: a place or a party named by it is printed with the
// preposition alone ("von: Berlin Hbf", "From: Anna", "nach: München"). Words of field names.
export const ORIGIN_ROLES = [
  'abfahrt',
  'abflug',
  'start',
  'origin',
  'departure',
  'departing',
  'herkunft',
  'absender',
  'sender',
  'shipper',
  'versender',
  'payer',
  'zahler',
];
export const DESTINATION_ROLES = [
  'ziel',
  'ankunft',
  'destination',
  'arrival',
  'arriving',
  'empfaenger',
  'recipient',
  'consignee',
  'receiver',
  'payee',
];
// Roles that name a place or party alone (`origin`, `payer`); others name an event too (`departure` is a date).
export const SOLE_ROLES = new Set([
  'origin',
  'herkunft',
  'absender',
  'sender',
  'shipper',
  'versender',
  'payer',
  'zahler',
  'destination',
  'ziel',
  'empfaenger',
  'recipient',
  'consignee',
  'receiver',
  'payee',
]);
export const ORIGIN_LABELS = ['from', 'von'];
export const DESTINATION_LABELS = ['to', 'nach'];
// Words a role's place or party is named with besides the role: `origin_airport`, `abfahrtsort`, `payer_name`.
export const ROLE_PLACES = [
  'ort',
  'station',
  'bahnhof',
  'airport',
  'flughafen',
  'hafen',
  'city',
  'stadt',
  'name',
  'place',
];
// A timetable's columns "ab"/"an" ("dep"/"arr") hold a leg's departure and arrival times: labels of a role's time
// (`abflugzeit`, `arrival_time`), never alone of its place or date.
export const ROLE_TIMES = ['zeit', 'uhrzeit', 'time'];
export const ORIGIN_TIME_LABELS = ['ab', 'dep'];
export const DESTINATION_TIME_LABELS = ['an', 'arr'];

/** Last parts of German compound names, longest first: `abfahrtsort` is "Abfahrt" + "ort", `lohnanteil` "Lohn" + "anteil". */
export const COMPOUND_HEADS = [
  'haltestelle',
  'flughafen',
  // "Abflug·hafen", "Ziel·hafen" (a port's or airport's head; "Flughafen" alone is no compound of it).
  'hafen',
  'bahnhof',
  'zeitraum',
  'beginn',
  'ende',
  'betrag',
  'nummer',
  'anteil',
  'gebuehr',
  'kosten',
  'datum',
  'summe',
  'preis',
  'zeit',
  'wert',
  'frist',
  'ort',
];
// Heads that only say what kind of value the compound holds: the rest alone is its label ("Lohn" for `lohnanteil`).
// Ends of a range named alone when the compound's first part is the document's subject: "Ende" for `reiseende`.
export const ALONE_TAILS = new Set(['beginn', 'ende', 'start', 'end', 'frist']);
// Things a single-word name means the number of: `confirmation` is printed "Conf. No.", `booking` "Booking number".
export const NUMBERED = new Set([
  'confirmation',
  'reservation',
  'booking',
  'claim',
  'permit',
  'ticket',
  'case',
  'policy',
]);
export const KIND_HEADS = new Set(['betrag', 'anteil', 'ort', 'wert', 'summe']);
// Agents act "by" someone, German "von": "Approved by", "Genehmigt von".
// "Verkauft durch", "Vertretung durch": German names the agent with "durch" as often as with "von".
export const AGENT_PREPOSITIONS = ['by', 'von', 'durch'];
// Events happen "on" a day: "Submitted on", "Bestellt am", "Bestellung vom".
export const DATE_PREPOSITIONS = ['on', 'am', 'vom'];
export const DATE_WORDS = new Set(['date', 'datum', 'on', 'am', 'tag']);
// Words of a name addressing the reader, which labels often leave out: `you_saved` is printed "Savings".
export const READER_WORDS = new Set(['you', 'your', 'ihr', 'ihre']);
