// English and German words of logistics, customs, travel, events, telecom and IT, payroll and automotive documents
// that mean the same, one concept a line, folded (ä → ae, ß → ss): more data for lexicon-labels.ts (session 13,
// lexicon13b), so that a name in one language links a label in the other word by word and German compounds of them
// (`seal_no` → "Plombennummer", `break_time` → "Pausenzeit", `procedure_code` → "Verfahrenscode"). Kept out: words
// that mean two things ("station" a train's and a petrol station, "storage" a warehouse and disk space, "holiday"
// leave and a public holiday, "allowance" a tax-free amount and a pay supplement, "line" a phone line and an invoice
// line) or start other compounds ("Flug": `flight_number` took the ticket's "Flugscheinnummer").
export const TRANSPORT_TRANSLATION_FAMILIES: string[] = [
  'seal, plombe, plomben, siegel',
  'procedure, verfahren, verfahrens',
  'preference, praeferenz',
  'release, ueberlassung, freigabe',
  'mass, masse',
  'clearance, verzollung, abfertigung',
  'hazard, gefahr, gefahrgut',
  'unloading, entlade, entladung',
  'airline, fluggesellschaft',
  'cabin, kabine',
  'room, zimmer',
  'adults, erwachsene',
  'event, veranstaltung, veranstaltungs',
  'venue, spielstaette',
  'entrance, eingang, zugang',
  'organizer, organiser, veranstalter',
  'participant, attendee, teilnehmer',
  'category, kategorie',
  'connection, anschluss',
  'user, users, nutzer, benutzer',
  'hours, stunden',
  'break, pause, pausen',
  'project, projekt',
  'probation, probezeit',
  'workplace, arbeitsplatz',
  'religion, konfession',
  'inspection, inspektion',
  'advisor, adviser, berater',
  'lease, leasing',
  'residual, rest',
  'litre, liter',
];
