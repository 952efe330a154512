// English and German words of insurance, healthcare, property, public-authority, education and energy documents that
// mean the same (session 13), in the format of label-translations.ts: a name in one language links a label in the
// other word by word and as a compound's parts (`loss_date` → "Schadendatum", `meter_reading` → "Zählerstand",
// `heat_consumption` → "Wärmeverbrauch", `trip_start` → "Travel start"). Kept out: "Leistung" (a benefit, a service
// and a capacity), "Aufnahme" (a hospital's admission and a photo), "Verlust" beside "Schaden" (a loss of a year's
// accounts is no damage), "Lieferung" for supply (a delivery).
export const DOMAIN_TRANSLATION_FAMILIES: string[] = [
  'loss, schaden, schadens',
  'trip, travel, journey',
  'meter, zaehler',
  'consumption, usage, verbrauch',
  'heat, waerme',
  'water, wasser',
  'share, anteil',
  'reserve, ruecklage',
  'deposit, kaution',
  'surrender, rueckkauf',
  'subsidy, zuschuss',
  'levy, umlage',
  'waste, abfall, muell',
  'disposal, entsorgung, beseitigung',
  'premises, objekt, liegenschaft',
  'apartment, wohnung',
  'dentist, zahnarzt',
  'nursing, pflege',
  'patient, patientin',
  'lesson, lessons, unterrichtseinheit, unterrichtseinheiten',
  'lecturer, instructor, dozent, dozentin, kursleiter, kursleitung',
  'title, titel',
  'room, raum',
  'birth, geburts',
  'death, todesfall, tod',
  'residence, wohnsitz',
  'citizenship, nationality, staatsangehoerigkeit',
  'decision, bescheid, entscheidung',
];
