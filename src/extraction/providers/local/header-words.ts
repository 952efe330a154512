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
  // Trade documents' initials and short forms: "U/P", "N.W. (kg)", "G.W.", "Ctn. No.", "UOM".
  'u p': 'unit price',
  'n w': 'net weight',
  'g w': 'gross weight',
  ctn: 'carton',
  ctns: 'cartons',
  uom: 'unit',
};

/**
 * The header's words with abbreviations spelled out ("E-Preis" → "einzelpreis", "Einh." → "einheit"); a header's
 * first two words may be one abbreviation followed by a unit or a qualifier ("N.W. (kg)" → "net weight kg").
 */
export function spelledOut(words: string[]): string[] {
  const joined = words.join(' ');
  const whole = ABBREVIATIONS[joined];
  if (whole) {
    return whole.split(' ');
  }
  const pair = words.length > 2 ? ABBREVIATIONS[`${words[0]} ${words[1]}`] : undefined;
  const [head, rest] = pair ? [pair.split(' '), words.slice(2)] : [[], words];
  return [...head, ...rest.flatMap((word) => (ABBREVIATIONS[word] ?? word).split(' '))];
}
