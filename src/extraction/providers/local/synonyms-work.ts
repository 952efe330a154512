/**
 * Labels of the same field on documents of working life, property, legal, logistics, events, trades, warranties,
 * courses and feed-in (session 17), written from what such documents print. Same syntax as `SYNONYM_GROUPS` in
 * synonyms.ts; a group opening with another file's first label adds to it. Kept out: "Termin" alone (an appointment
 * or a deadline), "Gesamtbetrag" for what is payable (a total before an advance), "Position" alone (a line number), "Overtime" alone (a pay slip's row, whose first
 * number is its rate), and long single words a value may hold ("Baustelle", "Vertretung", "Einspeisung"): a known label
 * ends the text value it occurs in ("Dresden, Baustelle Albertbrücke"); the translations link them.
 */
export const WORK_SYNONYM_GROUPS: string[] = [
  // What is left to pay, as statements and mails word it.
  'amount due | balance to pay | balance now due | balance payable | noch offen | noch offener Betrag | offener Restbetrag',
  // Working life.
  'job title | position held | Position als | Stelle als | eingestellt als',
  'monthly salary | monthly gross salary | gross monthly salary | Monatsgehalt | Bruttomonatsgehalt | monatliches Bruttogehalt | Monatsbrutto | Bruttogehalt monatlich',
  'overtime hours | ot hrs | ot hours | Mehrarbeitsstunden | Überstunden gesamt',
  'days requested | number of days | days of leave | Anzahl Urlaubstage | Anzahl Arbeitstage | Urlaubstage | beantragte Tage',
  'leave start | leave from | first day of leave | Urlaub vom | Urlaub ab | Urlaubsbeginn | erster Urlaubstag',
  'leave end | leave until | last day of leave | Urlaub bis | Urlaubsende | letzter Urlaubstag | bis einschließlich',
  'substitute | deputy | covered by | Vertretung durch | vertreten durch',
  // Telecom and subscriptions.
  'contract end | minimum term until | minimum term ends | Mindestlaufzeit bis | Mindestvertragslaufzeit bis | Vertragslaufzeit bis | Laufzeit bis | läuft bis | Vertragslaufzeit endet am',
  // Property.
  'property type | type of property | Objektart | Objekttyp | Immobilientyp | Haustyp',
  'year built | year of construction | construction year | Baujahr | Baujahr ca.',
  'buyer commission | buyer s commission | buyer premium | Käuferprovision | Provision für Käufer | Käufercourtage | Courtage für Käufer',
  // Trades.
  'advance payment | advance paid | payment on account | abzgl. Abschlagszahlung',
  // Warranties and returns.
  'warranty until | warranty expires | warranty end | warranty expiry | warranty valid until | coverage ends | Garantie bis | Garantie gültig bis | Garantieende | Gewährleistung bis',
  'serial number | Fabrikationsnummer | Fabrik-Nr. | FD-Nr. | Herstellnummer',
  'reported fault | fault description | issue described | reported issue | problem description | Fehlerbeschreibung | Fehlerbild | Störungsbeschreibung',
  // Courses, energy, associations.
  'certificate id | credential id | certificate number | certificate no | Zertifikatsnummer | Zertifikat-Nr. | Urkundennummer',
  'plant id | plant key | Anlagenschlüssel | EEG-Anlagenschlüssel | Anlagennummer | Anlagen-Nr.',
  'energy fed in | feed in quantity | exported energy | eingespeiste Menge | eingespeiste Strommenge | Einspeisemenge',
  'motions deadline | deadline for motions | Anträge bis | Antragsfrist | Anträge bis spätestens',
  // "When:" and "Wo:" of an invitation or a ticket: its date and place, standing alone.
  'event date | when! | wann!',
  'meeting date | date of the meeting | when! | wann! | Versammlungstermin | Datum der Versammlung',
  // An invitation's "When: Tuesday, 14 April 2026 10:30-11:30 (UTC+00:00) …" holds its start and end too (clock-values.ts).
  'start time | when! | wann!',
  'end time | when! | wann!',
  'courtroom | court room | hearing room | Saal Nr. | Sitzungssaal Nr.',
];
