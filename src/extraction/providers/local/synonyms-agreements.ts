/**
 * Labels of the same field on agreements, schedules and service papers the earlier files knew few wordings of
 * (session 25, kinds25): vehicle hire agreements ("Date out", "Date due in"), insurance schedules ("Compulsory
 * excess", "Total premium payable"), commercial leases ("Initial Rent"), course invoices ("Learner", "Course
 * commences"), service and engineers' reports ("Work order", "Time on site", "Feststellung"), warranty cards
 * ("Dealer"), customs declarations ("Consignor" for the exporter), pension statements ("Paid in by you") and delivery
 * notes ("Despatched via", "Consignment"), written from what such documents print. Same syntax as `SYNONYM_GROUPS` in
 * synonyms.ts; a group opening with another file's first label adds to it. Kept out: "Programme" alone (a TV
 * programme or a degree's), "Excess" alone in a motor schedule's table (one per section).
 */
export const AGREEMENT_SYNONYM_GROUPS: string[] = [
  // Vehicle and equipment hire: the rental counter's "out" and "in".
  'pickup date | date out | date/time out | out date | checked out | Übergabedatum | Übergabe am | Mietbeginn Fahrzeug',
  'return date | date in | date due in | due in | date due back | return due date | Rücknahme am | Rückgabe spätestens',
  // Insurance schedules.
  'deductible | excess | policy excess | compulsory excess | standard excess | voluntary excess | excess per claim | vereinbarte Selbstbeteiligung | Selbstbeteiligung je Schadenfall | SB je Schadenfall | vereinbarte SB',
  'premium | total premium payable | premium payable',
  'total premium | total premium payable | premium payable | total amount payable | premium due | Beitrag zu zahlen | Zahlbeitrag',
  // Leases.
  'annual rent | yearly rent | rent per annum | initial rent | passing rent | annual base rent | Jahresmiete | Jahresnettomiete | Jahreskaltmiete | Jahresnettokaltmiete',
  // Courses and schools.
  'student | learner | learner name | trainee | Kursteilnehmer | Kursteilnehmerin | Lehrgangsteilnehmer | Lehrgangsteilnehmerin',
  'course | programme! | course programme | course program | programme title | Kursbezeichnung | Lehrgangsbezeichnung',
  'course start | course commences | course starts | course start date | commencement of course | Kursstart am | Lehrgangsstart',
  'tuition | Teilnahmeentgelt | Kursentgelt | Lehrgangsentgelt | Kursgebühren | Lehrgangsgebühren | course fees',
  // Service reports.
  'job number | job no | job ref | job reference | work order | work order number | work order no | service order | service order number | Arbeitsauftrag | Serviceauftrag | Einsatznummer | Serviceauftragsnummer',
  'labour hours | labor hours | hours on site | time on site | time spent | labour time | labor time | Arbeitszeit vor Ort | Zeit vor Ort',
  'fault found | fault | findings | fault description | cause of fault | Befund! | Feststellung | Fehlerbild | Fehlerursache | Fehlerbeschreibung',
  // Vets: the animal treated is the bill's patient.
  'animal | patient!',
  // Warranty cards and receipts: who sold it.
  'merchant | dealer | dealer name | authorised dealer | authorized dealer | Fachhändler | Vertragshändler | Verkaufsstelle',
  // Customs: the declaration's parties.
  'exporter | consignor | Versender | exporter/consignor',
  'importer | consignee! | importer of record | Einführer/Empfänger',
  // Pension statements.
  'employee contributions | your contributions | member contributions | paid in by you | contributions paid by you | Eigenbeiträge | Arbeitnehmerbeiträge | Beiträge Arbeitnehmer',
  'employer contributions | employer contribution | paid in by your employer | contributions paid by your employer | Arbeitgeberbeiträge | Arbeitgeberbeitrag | Beiträge Arbeitgeber',
  'retirement age | selected retirement age | chosen retirement age | normal pension age | normal retirement age',
  // Timesheets.
  'overtime hours | ot! | of which ot | of which overtime | davon Überstunden | davon Mehrarbeit',
  // Delivery notes.
  'shipping method | Versand! | despatch method | Versandweg',
  'packages | pkgs | no of pkgs | number of pkgs | no of packages | Anzahl Colli',
  'carrier | despatched via | dispatched via | sent via | Versand durch',
  'tracking number | consignment! | consignment no | consignment note number | Frachtbriefnummer | Frachtbrief-Nr.',
  'ship date | date despatched | despatch date | despatched on | Warenausgang',
];
