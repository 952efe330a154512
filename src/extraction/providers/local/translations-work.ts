// English and German words of working life, property, legal, logistics, events, trades, warranties, courses and
// feed-in documents that mean the same (session 17), in the format of label-translations.ts: a name in one language
// links a label in the other word by word and as a compound's parts (`buyer_commission` → "Käuferprovision",
// `property_type` → "Objektart", `plant_operator` → "Anlagenbetreiber", `overtime_hours` → "Überstunden").
// Kept out: "Grund" (a reason as often as a base), "Anlage" alone as an attachment is no field, "Stelle" (an
// authority's office as often as a job), "Wert" (any value), "Termin" (an appointment or a deadline).
export const WORK_TRANSLATION_FAMILIES: string[] = [
  'buyer, purchaser, kaeufer, erwerber',
  'commission, provision, courtage, maklerprovision, maklercourtage',
  'broker, makler, immobilienmakler',
  'property, objekt, immobilie',
  'built, construction, bau',
  'overtime, ueberstunden, mehrarbeit',
  'leave, urlaub',
  'substitute, deputy, vertretung, stellvertreter, stellvertreterin, stellvertretung',
  'probation, probezeit',
  'site, baustelle, bauvorhaben, einsatzort',
  'warranty, guarantee, garantie, gewaehrleistung',
  'fault, defect, fehler, mangel, defekt, stoerung, fehlerbeschreibung',
  'serial, seriennummer, fabrikation',
  'certificate, zertifikat, credential',
  'participant, teilnehmer, teilnehmerin, teilnehmende',
  'plant, anlage, anlagen',
  'operator, betreiber, betreiberin',
  'deed, urkunde, beurkundung',
  'courtroom, saal, sitzungssaal, gerichtssaal',
  'meeting, versammlung, sitzung',
  'motions, motion, antraege',
  // Session 19: words of terminations, court letters and tenancies' ends.
  'severance, abfindung',
  'hearing, verhandlung, gerichtsverhandlung',
  'handover, uebergabe, wohnungsuebergabe',
  'chair, chairperson, vorsitz, vorsitzende, vorsitzender, versammlungsleitung, versammlungsleiter',
];
