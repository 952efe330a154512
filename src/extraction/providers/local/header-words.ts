// Abbreviations of column headers, spelled out before the header is compared with the fields' labels.
const ABBREVIATIONS: Record<string, string> = {
  einh: 'einheit',
  std: 'stunden',
  ext: 'extended',
  lfd: 'laufenden',
  kum: 'kumuliert',
  anz: 'anzahl',
  bez: 'bezeichnung',
  amt: 'amount',
  desc: 'description',
  ytd: 'year to date',
  'e preis': 'einzelpreis',
  'g preis': 'gesamtpreis',
  ep: 'einzelpreis',
  gp: 'gesamtpreis',
  'art nr': 'artikelnummer',
  'u m': 'unit',
  me: 'einheit',
  'preis me': 'einzelpreis',
  'preis stk': 'einzelpreis',
  'price ea': 'unit price',
  'preis einheit': 'einzelpreis',
  'this period': 'current',
  'current period': 'current',
  'laufenden monat': 'current',
};

/** The header's words with abbreviations spelled out ("E-Preis" → "einzelpreis", "Einh." → "einheit"). */
export function spelledOut(words: string[]): string[] {
  const joined = words.join(' ');
  const whole = ABBREVIATIONS[joined];
  if (whole) {
    return whole.split(' ');
  }
  return words.flatMap((word) => (ABBREVIATIONS[word] ?? word).split(' '));
}
