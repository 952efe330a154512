/**
 * Labels of the same field in documents of particular domains (banking, insurance, telecom, utilities, real
 * estate, vehicles, medical, tax, payroll, travel, education, legal, customs, procurement, donations, loans,
 * memberships), written from domain knowledge. Same syntax as `SYNONYM_GROUPS` in synonyms.ts.
 */
export const DOMAIN_SYNONYM_GROUPS: string[] = [
  // Bills in general.
  'amount due | amount payable | total payable | payable amount | balance! | current amount due | Zahlbetrag | Zahlungsbetrag | fälliger Gesamtbetrag | zu zahlender Gesamtbetrag | Ihr Zahlbetrag | noch zu zahlen',
  'customer number | client number | client no | client id | customer code | your customer number | Kd.-Nr. | Kd.Nr. | KdNr | Kunden-ID | Kundenkennung | Ihre Kundennummer',
  'contract number | contract no | contract id | agreement number | Vertragsnummer | Vertrags-Nr. | Vertragsnr | Ihre Vertragsnummer',
  'billing period | billing cycle | invoice period | bill period | period covered | Rechnungszeitraum | Rechnungsperiode | Berechnungszeitraum | Abrechnungszeitraum',
  'valid until | valid through | valid thru | expiry date | expiration date | expires on | expires! | Gültig bis | gültig bis zum | Ablaufdatum | Angebot gültig bis | Bindefrist',
  'valid from | effective from | effective date | Gültig ab | gültig von | wirksam ab',
  // Banking.
  'statement number | statement no | account statement number | Auszugsnummer | Auszug-Nr. | Auszug Nr. | Kontoauszug Nr. | Kontoauszugsnummer',
  'opening balance | previous balance | balance brought forward | starting balance | beginning balance | old balance | alter Kontostand | Kontostand alt | alter Saldo | Anfangssaldo | Anfangsbestand | Saldovortrag',
  'closing balance | new balance | ending balance | final balance | current balance | balance carried forward | neuer Kontostand | Kontostand neu | aktueller Kontostand | neuer Saldo | Endsaldo | Schlusssaldo | Endbestand',
  'account holder | account owner | name of account holder | Kontoinhaber | Kontoinhaberin | Name des Kontoinhabers',
  'creditor id | creditor identifier | creditor identification number | sepa creditor id | Gläubiger-ID | Gläubiger-Identifikationsnummer | Gläubiger-Identnummer | Gläubiger-IdNr. | Gläubigeridentifikationsnummer',
  'mandate reference | mandate id | mandate reference number | mandate number | sepa mandate reference | Mandatsreferenz | Mandatsreferenznummer | Mandats-Ref. | Mandatsnummer | Mandat-Nr.',
  'bank name | name of bank | bank! | financial institution | Bankname | Name der Bank | Kreditinstitut | Geldinstitut | Bank!',
  'bank code | sort code | routing number | Bankleitzahl | BLZ',
  'value date | Valuta | Valutadatum | Wertstellung | Wertstellungsdatum | Wert!',
  'booking date | posting date | transaction date | Buchungstag | Buchungsdatum | gebucht am',
  'overdraft limit | credit limit | credit line | Dispositionskredit | Dispo | Kreditlinie | Kreditrahmen | Verfügungsrahmen',
  // Insurance.
  'policy number | policy no | policy nr | policy id | insurance number | insurance no | certificate number | Versicherungsschein-Nr. | Versicherungsscheinnummer | Versicherungsschein Nr. | VS-Nr. | Vers.-Nr. | Versicherungsnummer | Vers.-Schein-Nr. | Policennummer | Police-Nr. | Polizzennummer | Polizzen-Nr.',
  'insured person | insured! | insured party | the insured | life insured | Versicherte Person | versicherte Person | Versicherter | Versicherte!',
  'policyholder | policy owner | Versicherungsnehmer | Vers.-Nehmer | VN!',
  'monthly premium | premium per month | monthly contribution | Monatsbeitrag | monatlicher Beitrag | Beitrag monatlich | Monatsprämie',
  'annual premium | yearly premium | premium per year | Jahresbeitrag | jährlicher Beitrag | Beitrag jährlich | Jahresprämie',
  'insurance premium | premium | Versicherungsprämie | Versicherungsbeitrag | Prämie',
  'insurance start | coverage start | start of cover | policy start | policy start date | inception date | Versicherungsbeginn | Beginn der Versicherung | Vers.-Beginn',
  'insurance end | coverage end | end of cover | policy end | policy end date | Versicherungsende | Ende der Versicherung | Vertragsablauf | Ablauf der Versicherung',
  'deductible | excess | self-retention | Selbstbeteiligung | Selbstbehalt | SB! | Eigenbeteiligung',
  'sum insured | insured sum | coverage amount | insured amount | amount insured | cover amount | limit of indemnity | Versicherungssumme | Deckungssumme | versicherte Summe',
  'claim number | claim no | claim id | claim reference | damage number | Schadennummer | Schaden-Nr. | Schadensnummer | Schadens-Nr. | Schadennr',
  'date of loss | loss date | date of damage | date of incident | incident date | accident date | date of accident | Schadentag | Schadensdatum | Schadendatum | Unfalltag | Unfalldatum',
  'claim amount | amount claimed | claimed amount | Schadenhöhe | Schadenssumme | Schadensbetrag | Schadenbetrag',
  'insurance type | type of insurance | type of cover | line of insurance | Versicherungsart | Versicherungssparte | Sparte',
  'insurance agent | agent | broker | Vermittler | Makler | Versicherungsvermittler | Versicherungsmakler',
  // Telecom.
  'phone number | telephone number | mobile number | cell number | msisdn | line number | Rufnummer | Ihre Rufnummer | Anschlussnummer | Telefon-Nr. | Tel.-Nr. | Mobilfunknummer | Handynummer | Mobilnummer',
  'tariff name | plan! | price plan | your plan | your tariff | Tarifname | Tarifbezeichnung | Ihr Tarif | gebuchter Tarif',
  'data volume | data allowance | included data | Datenvolumen | Inklusivvolumen | Highspeed-Volumen | Inklusiv-Datenvolumen',
  'data used | data usage | mobile data used | verbrauchtes Datenvolumen | Datenverbrauch | genutztes Datenvolumen',
  'contract term | contract duration | minimum term | minimum contract term | Mindestlaufzeit | Vertragslaufzeit | Mindestvertragslaufzeit | Laufzeit',
  'sim number | sim card number | sim no | iccid | SIM-Kartennummer | SIM-Nummer | SIM-Nr.',
];
