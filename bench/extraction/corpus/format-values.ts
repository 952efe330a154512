// How documents write values: dates and amounts in the styles real en/de documents use.
export type TLang = 'en' | 'de';

const MONTHS_EN = 'January February March April May June July August September October November December'.split(' ');
const MONTHS_DE = 'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(' ');

/** A date written in one of several styles (style picks which). */
export function writeDate(iso: string, lang: TLang, style: number): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  const m = Number(month);
  const d = Number(day);
  if (lang === 'de') {
    return [
      `${day}.${month}.${year}`,
      `${d}. ${MONTHS_DE[m - 1]} ${year}`,
      `${day}.${month}.${year.slice(2)}`,
      `${d}.${m}.${year}`,
    ][style % 4] as string;
  }
  return [
    `${MONTHS_EN[m - 1]} ${d}, ${year}`,
    `${month}/${day}/${year}`,
    `${d} ${MONTHS_EN[m - 1]?.slice(0, 3)} ${year}`,
    iso,
  ][style % 4] as string;
}

function group(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** An amount with the language's separators and a currency sign/code before or after (style). */
export function writeMoney(value: number, lang: TLang, style: number, currency = 'EUR'): string {
  const [integer = '0', fraction = '00'] = Math.abs(value).toFixed(2).split('.');
  const plain = lang === 'de' ? `${group(integer, '.')},${fraction}` : `${group(integer, ',')}.${fraction}`;
  const signed = value < 0 ? `-${plain}` : plain;
  const symbol = currency === 'EUR' ? '€' : currency === 'USD' ? '$' : currency;
  switch (style % 4) {
    case 0:
      return lang === 'de' ? `${signed} ${symbol}` : `${symbol}${signed}`;
    case 1:
      return `${signed} ${currency}`;
    case 2:
      return `${currency} ${signed}`;
    default:
      return signed;
  }
}

export function writeNumber(value: number, lang: TLang, decimals = 2): string {
  const [integer = '0', fraction] = value.toFixed(decimals).split('.');
  const separator = lang === 'de' ? ',' : '.';
  const grouped = group(integer, lang === 'de' ? '.' : ',');
  return fraction ? `${grouped}${separator}${fraction}` : grouped;
}

/** A deterministic pseudo-random source (mulberry32), so the corpus is the same on every run. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    money: (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100,
    date: (year = 2026) => {
      const month = 1 + Math.floor(next() * 12);
      const day = 1 + Math.floor(next() * 28);
      return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    },
  };
}

export type TRandom = ReturnType<typeof random>;

export const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const COMPANIES = [
  'ACME GmbH',
  'Nordlicht Energie AG',
  'Brightwave Ltd',
  'Müller & Söhne KG',
  'Globex Corporation',
  'Bergmann Logistik GmbH',
  'Initech Inc.',
  'Sonnenschein Hotels GmbH',
  'Riverside Supplies LLC',
  'Schäfer Bürobedarf e.K.',
  'Pinewood Consulting Ltd',
  'Hansa Stadtwerke GmbH',
];

export const PEOPLE = [
  'Anna Schmidt',
  'John Carter',
  'Jürgen Weiß',
  'Emily Stone',
  'Lukas Becker',
  'Sophie Martin',
  'Mehmet Yilmaz',
  'Laura Fischer',
];

export const CITIES = ['10115 Berlin', '80331 München', 'London EC1A 1BB', '20095 Hamburg', 'Boston, MA 02110'];
export const STREETS = ['Hauptstraße 12', '221B Baker Street', 'Lindenweg 4', '1 Main Street', 'Am Markt 7'];
