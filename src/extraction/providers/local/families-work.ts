// Word families of working life, trade and after-sales documents (session 17), in the format of WORD_FAMILIES in
// label-lexicon.ts (who does it | the done participle | other forms and translations): a field named by the agent,
// the participle or the thing is printed with another of them (`seller` → "Sold by" / "Verkauft durch",
// `purchased_on` → "Date of purchase" / "Kaufdatum", `warranty_expires` → "Expiry", `reported_fault` → "Fault").
export const WORK_WORD_FAMILIES: string[] = [
  'seller, vendor, verkaeufer, haendler | sold, verkauft | sale, verkauf',
  'buyer, purchaser, kaeufer, erwerber | purchased, bought, gekauft, erworben | purchase, kauf, erwerb',
  'reporter, melder | reported, gemeldet, described, beschrieben | report, meldung, description, beschreibung',
  ' | completed, abgeschlossen, absolviert | completion, abschluss',
  ' | expires, expired, ends, ended, endet, abgelaufen, laeuft ab | expiry, expiration, ablauf, end, ende',
  ' | employed, beschaeftigt, angestellt | employment, beschaeftigung, anstellung',
  ' | built, gebaut, errichtet | construction, bau, errichtung',
  ' | fed in, eingespeist | feed in, einspeisung',
];
