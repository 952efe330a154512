/**
 * Labels of the same field on the documents of a household's life beyond invoices (session 16): municipal and tax
 * notices, tenancy, insurance, schools and clubs, loans, donations, utilities and travel, written from what such
 * documents print. Same syntax as `SYNONYM_GROUPS` in synonyms.ts; a group opening with another file's first label
 * adds to it. Kept out: "Kasse" and "KK" alone (a till and a cash desk), "Eintritt" alone (a ticket's admission),
 * "Nebenkosten" and "Betriebskosten" alone (a statement's total of them), "Stadtkasse" (a payee, seldom a label).
 */
export const CIVIC_SYNONYM_GROUPS: string[] = [
  // Municipal and tax notices.
  'assessment base | assessment basis | basis of assessment | tax base | taxable base | Bemessungsgrundlage | Grundsteuermessbetrag | Steuermessbetrag | Messbetrag',
  'assessment rate | multiplier | collection rate | levy rate | Hebesatz | Hebesatz in % | Hebesätze',
  'dog tag number | dog tag | tag number | tag no | Steuermarke | Steuermarke Nr. | Hundesteuermarke | Hundemarke | Marken-Nr. | Markennummer',
  'bin size | container size | bin volume | Behältergröße | Tonnengröße | Behältervolumen | Gefäßgröße | Behälter',
  // Insurance and health insurers.
  'insured since | insurance start | insured from | cover start | versichert seit | versichert ab | Versicherungsbeginn | Mitgliedschaft seit',
  'start date | commencement date | start of cover | Beginn | Vertragsbeginn | Versicherungsbeginn | Laufzeitbeginn | beginnt am',
  'deductible | excess | Selbstbeteiligung | Selbstbehalt | SB!',
  'settlement amount | amount settled | indemnity | Entschädigung | Entschädigungsbetrag | Entschädigungsleistung | Regulierungsbetrag',
  // Tenancy.
  'service charge advance | service charge prepayment | advance for service charges | Betriebskostenvorauszahlung | Nebenkostenvorauszahlung | Vorauszahlung Betriebskosten | Vorauszahlung Nebenkosten | BK-Vorauszahlung | NK-Vorauszahlung',
  'rooms | number of rooms | Zimmer! | Zimmeranzahl | Anzahl Zimmer | Anzahl der Zimmer | Zimmerzahl',
  'tenancy start | start of tenancy | lease start | Mietbeginn | Beginn des Mietverhältnisses | Mietverhältnis ab | Mietbeginn am',
  // Schools and clubs.
  'class teacher | form teacher | form tutor | homeroom teacher | Klassenlehrer | Klassenlehrerin | Klassenleitung | Klassenlehrkraft',
  'department | section! | Abteilung | Sparte',
  'member since | Eintritt! | Eintritt am | Vereinseintritt am',
  // Loans and donations.
  'fixed until | fixed rate until | rate fixed until | fixed-rate period ends | Zinsbindung bis | Sollzinsbindung bis | Zinsbindungsende | Ende der Zinsbindung | Zinsfestschreibung bis',
  'donation recipient | recipient of donation | Zuwendungsempfänger | Empfänger der Zuwendung | Spendenempfänger',
  // Forms: the parts of a person's name, as application and registration forms label them.
  'last name | surname | family name | Nachname | Familienname | Zuname',
  'first name | given name | given names | first names | forename | Vorname | Vornamen | Rufname',
  'passport number | passport no | travel document number | number of travel document | Reisepassnummer | Passnummer | Pass-Nr. | Reisepass-Nr.',
  // Travel and cars.
  'passenger | Passagier | Fluggast | Passagiername',
  'booking reference | reservation number | reservation no | confirmation number | Reservierungsnummer | Reservierungs-Nr. | Buchungsbestätigung Nr.',
  'mileage out | Kilometerstand bei Übergabe | Kilometerstand bei Abholung | km-Stand bei Übergabe | km-Stand bei Abholung | Kilometerstand Übergabe',
  'mileage in | miles in | km in | odometer in | Kilometerstand bei Rückgabe | km-Stand bei Rückgabe | Kilometerstand Rückgabe | km-Stand Rückgabe',
];
