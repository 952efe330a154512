import { runStart, trimTrailing } from '../../trim-trailing.ts';
import { addressPartOf } from './address-parts.ts';

// A field may ask for a part of what a document writes in one cell: the postcode of "CH-8004 Zürich", the first
// name of "Rieger, Anna", the year of "2019 Honda CR-V", the code of "MUNICH (MUC)". One table of part kinds,
// keyed by the words of a field's name (English and German), each with a splitter that works on any cell.

export type TPartKind =
  | 'postal'
  | 'city'
  | 'state'
  | 'country'
  | 'street'
  | 'houseNumber'
  | 'firstName'
  | 'lastName'
  | 'academicTitle'
  | 'year'
  | 'code'
  | 'branch';

const PHRASES: [RegExp, TPartKind][] = [
  [/\b(?:first|given|fore) name\b/, 'firstName'],
  [/\b(?:last|family|sur) name\b/, 'lastName'],
  [/\b(?:house|street|building) (?:number|no|nr)\b/, 'houseNumber'],
];
const WORDS: Record<string, TPartKind> = {
  vorname: 'firstName',
  firstname: 'firstName',
  forename: 'firstName',
  rufname: 'firstName',
  nachname: 'lastName',
  familienname: 'lastName',
  lastname: 'lastName',
  surname: 'lastName',
  zuname: 'lastName',
  titel: 'academicTitle',
  hausnummer: 'houseNumber',
  hausnr: 'houseNumber',
  country: 'country',
  land: 'country',
  state: 'state',
  bundesstaat: 'state',
  province: 'state',
  year: 'year',
  jahr: 'year',
  airport: 'code',
  flughafen: 'code',
  code: 'code',
};
const ADDRESS_KINDS = { postal: 'postal', city: 'city', street: 'street' } as const;

/** The parts a field's name words ask for, in the order written: `plz_ort` → postal, city; `vorname` → first name. */
export function partKindsOf(words: string[]): TPartKind[] {
  const joined = words.join(' ');
  const postal: TPartKind[] = /\b(?:postal|zip|post) code\b/.test(joined) ? ['postal'] : [];
  const kinds: TPartKind[] = [
    ...postal,
    ...PHRASES.filter(([pattern]) => pattern.test(joined)).map(([, kind]) => kind),
  ];
  // "postal code", "zip code", "country code" name one thing, no code in brackets.
  const codeOf = /\b(?:postal|zip|post|country|area|sort|tax|error|promo|discount) code\b/.test(joined);
  for (const word of words) {
    const address = addressPartOf([word]);
    const own =
      address && address !== 'address' ? ADDRESS_KINDS[address] : (WORDS[word] ?? (/jahr$/.test(word) ? 'year' : null));
    if (own && !kinds.includes(own) && !(own === 'code' && codeOf)) {
      kinds.push(own);
    }
  }
  // "street number" asks for the number, not the street; "postal code" not for a code.
  // `store_number`, `filialnummer`: the number of a chain's branch, written after its name ("… GARDEN #0217").
  if (/\b(?:store|branch|shop|outlet|filial|markt|filiale)(?: ?(?:number|no|nr|nummer|id))\b/.test(joined)) {
    kinds.push('branch');
  }
  return kinds.filter((kind) => !(kind === 'street' && kinds.includes('houseNumber')));
}

type TSpan = { start: number; end: number };
const spanOf = (match: RegExpExecArray | null, group = 1): TSpan | null => {
  const value = match?.[group];
  if (!match || !value) {
    return null;
  }
  const start = match.index + match[0].indexOf(value);
  return { start, end: start + value.length };
};

const WORDS_CHARACTER = /^[\p{L} .'-]$/u;
const CAPITAL = /^\p{Lu}$/u;

/**
 * Where the words ending a text start: the first capital from which `/\p{Lu}[\p{L} .'-]+?\s*$/u` matches ("1204
 * Geneva, Switzerland" → "Switzerland"), or -1. Read back from the end (the lazy words tried `\s*$` at each of their
 * characters, quadratic in a long run of blanks): the words run back from the trailing blanks, and a capital in that
 * run matches when a character of the run follows it, or a space does.
 */
export function capitalWordsStart(text: string): number {
  const end = trimTrailing(text, /\s/).length;
  for (let at = runStart(text, end, WORDS_CHARACTER); at < end; at++) {
    const width = CAPITAL.test(text.slice(at, at + 2)) ? 2 : CAPITAL.test(text.charAt(at)) ? 1 : 0;
    if (width > 0 && (at + width < end || text.charAt(end) === ' ')) {
      return at;
    }
  }
  return -1;
}
// "CH-8004 Zürich", "04109 Leipzig", "652 21 Karlstad": a postal code before the city; "Austin, TX 78745" and
// "Glasgow G12 9UP" after it.
const CONTINENTAL = /(?:^|,\s*|\s)(?:[A-Z]{1,2}-)?(\d{4,5}|\d{3} \d{2})\s+(\p{Lu}[\p{L}.'-]*(?: \p{L}[\p{L}.'-]*)*)/u;
const AMERICAN = /(?:^|,\s*)(\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*)*),?\s+([A-Z]{2})\s+(\d{5}(?:-\d{4})?)\b/u;
// "Birmingham, B1 2JT": a British post town and its postcode apart by a comma too.
const BRITISH =
  /(?:^|,\s*)(\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*)*)(?:,\s?|\s+)([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})\b/u;
// A street with its number: "Lindenstraße 12", "Bergstraße 27a", "2208 Oak Hollow Dr", "7 Mill Lane".
const STREET_NUMBER_LAST = /(?:^|,\s*)(\p{Lu}[\p{L}.'-]*(?: \p{L}[\p{L}.'-]*)*)\s+(\d+\s?[a-z]?(?:[-/]\d+)?)(?=,|$)/u;
const STREET_NUMBER_FIRST =
  /(?:^|,\s*)(\d+[A-Za-z]?)\s+(\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*)*\s(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Lane|Ln|Blvd|Way|Ct|Court|Pl|Place|Pkwy|Terrace|Close|Crescent|Row|Hill|Walk|Square|Sq|Hwy|Wharf|Quay|Mews|Parade|Grove|Gardens)\.?)(?=,|$)/u;

// "2208 Oak Hollow Dr" is a street with its number first, no postal code with its city.
const ENDS_AS_STREET =
  /\s(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Lane|Ln|Blvd|Way|Ct|Court|Pl|Place|Pkwy|Terrace|Close|Crescent|Row|Walk|Square|Sq|Hwy)\.?$/u;
const continentalIn = (text: string) => {
  const match = CONTINENTAL.exec(text);
  // The segment up to its comma: "2417 NE 65th St" is a street even where the city's words end at "NE".
  const segment = match ? (text.slice(match.index).split(',')[0] ?? '') : '';
  return match && !ENDS_AS_STREET.test(segment.trim()) ? match : null;
};

// A part of a site before its street ("Werk 2", "Unit 4", "Haus B", "Suite 210"): a name and a number, no street.
const SUB_PREMISE =
  /^(?:werk|haus|gebäude|gebaeude|halle|tor|etage|whg|wohnung|zimmer|raum|block|unit|flat|suite|apt|apartment|building|floor|room|hall|gate|dock|postfach)\.?$/iu;
const STREET_NUMBER_ALL = new RegExp(STREET_NUMBER_LAST.source, 'gu');

/** The first street with its number that is not a part of a site ("Werk 2, Industriestraße 12-14"). */
function streetNumberLast(text: string): RegExpExecArray | null {
  const all = [...text.matchAll(STREET_NUMBER_ALL)];
  return (all.find((match) => !SUB_PREMISE.test(match[1] ?? '')) as RegExpExecArray | undefined) ?? all[0] ?? null;
}

function streetSpan(text: string, numberOnly: boolean, withoutNumber: boolean): TSpan | null {
  const last = streetNumberLast(text);
  // "04109 Leipzig" is no street with its number first; "Leipzig 04109" is no street either.
  if (last && !continentalIn(last[0]) && !/^\d{4,5}$/.test(last[2] ?? '')) {
    if (numberOnly) {
      return spanOf(last, 2);
    }
    const whole = spanOf(last, 1);
    return whole && !withoutNumber
      ? { start: whole.start, end: whole.start + last[0].replace(/^,\s*/, '').length }
      : whole;
  }
  const first = STREET_NUMBER_FIRST.exec(text);
  if (!first) {
    return null;
  }
  if (numberOnly) {
    return spanOf(first, 1);
  }
  const name = spanOf(first, 2);
  const number = spanOf(first, 1);
  return withoutNumber || !number || !name ? name : { start: number.start, end: name.end };
}

// A salutation before a name is no part of it; an academic title is ("Dr. Miriam Osterholz").
const SALUTATION = /^(?:herrn?|frau|mr|mrs|ms|miss|mx)\.?\s+/iu;
// Of a whole name, only the German form of address goes ("Herrn Jonas Weller" on a letter): the corpus keeps an
// English one as written ("Mr. Daniel Okafor", "MR D J OKONKWO-PRICE").
const ADDRESS_FORM = /^(?:herrn?|frau)\s+/iu;
const TITLES = /^(?:(?:dr|prof|med|dipl|ing)\.?\s+)*/iu;
const NAME_WORD = String.raw`\p{Lu}[\p{L}'-]*\.?`;
// "OKAFOR/CHIDI MR", "Rieger, Anna", "Anna Rieger", "Anna Maria Rieger".
const SLASHED = new RegExp(`^(${NAME_WORD}(?: ${NAME_WORD})?)/(${NAME_WORD}(?: ${NAME_WORD})?)$`, 'u');
const COMMA = new RegExp(`^(${NAME_WORD}(?: ${NAME_WORD})?),\\s+(${NAME_WORD}(?: ${NAME_WORD})?)$`, 'u');
const SPACED = new RegExp(`^(${NAME_WORD}(?: ${NAME_WORD})?) (${NAME_WORD})$`, 'u');

// "Schulte, Petra, Dr.", "Müller, Hans, Dipl.-Ing.": an academic title after a name written last name first.
const TRAILING_TITLE = /,\s(?:Dr|Prof|Dipl\.-[\p{L}]{2,5}|Dr\. med|Dr\.-Ing|M\.\s?A|B\.\s?Sc|M\.\s?Sc)\.?$/u;
// A title ends at its dot or a blank: "Drechsler, Anna" holds none.
const LEADING_TITLE = /^(?:(?:Prof|Dr|Dipl\.-[\p{L}]{2,5})(?:\.\s?|\s))+/u;

/** An academic title before a name or after a name written last name first ("Dr." of "Schulte, Petra, Dr."). */
function titleSpan(text: string): TSpan | null {
  const trailing = TRAILING_TITLE.exec(text);
  if (trailing) {
    const start = trailing.index + (/^,\s/.exec(trailing[0])?.[0].length ?? 0);
    return { start, end: text.length };
  }
  const leading = LEADING_TITLE.exec(text);
  return leading ? { start: 0, end: leading[0].trimEnd().length } : null;
}

/** The first or last name in a person's name as written; `loose`: "Anna Rieger" too (the cell is only the name). */
function nameSpan(text: string, kind: 'firstName' | 'lastName', loose: boolean): TSpan | null {
  const lead = (SALUTATION.exec(text)?.[0].length ?? 0) + (TITLES.exec(text.replace(SALUTATION, ''))?.[0].length ?? 0);
  // "OKAFOR/CHIDI MR": an airline's title after the name is no part of it either; nor "Dr." after "Schulte, Petra".
  const name = trimTrailing(text.slice(lead).replace(TRAILING_TITLE, ''), /[\s,;.]/u).replace(
    / (?:MR|MRS|MS|MISS|MSTR|DR)$/u,
    '',
  );
  const at = (value: string | undefined) => {
    const start = value ? lead + name.indexOf(value) : -1;
    return value && start >= lead ? { start, end: start + value.length } : null;
  };
  const reversed = SLASHED.exec(name) ?? COMMA.exec(name);
  if (reversed) {
    return at(kind === 'lastName' ? reversed[1] : reversed[2]);
  }
  const spaced = loose || lead > 0 ? SPACED.exec(name) : null;
  return spaced ? at(kind === 'firstName' ? spaced[1] : spaced[2]) : null;
}

// Linear (cellsplit18): optional tokens keep their blanks in their group, not `\s*X?\s*` (quadratic).
const BRANCH = /(?:#\s?|\b(?:Filiale|Markt|Store|Branch)\s+(?:(?:Nr\.?|No\.?)\s*)?)(\d{2,6})\s*$/u;

const YEAR = /(?<![\d.,/-])((?:19|20)\d{2})(?![\d,]|\.\d)/gu;

/** Where the part of the given kind stands in a cell, or null when the cell holds no such part. */
function partSpan(text: string, kind: TPartKind, options: { loose?: boolean; streetName?: boolean } = {}) {
  const american = AMERICAN.exec(text);
  const british = american ? null : BRITISH.exec(text);
  const continental = american || british ? null : continentalIn(text);
  switch (kind) {
    case 'postal':
      return spanOf(american, 3) ?? spanOf(british, 2) ?? spanOf(continental, 1);
    case 'city':
      return spanOf(american, 1) ?? spanOf(british, 1) ?? spanOf(continental, 2);
    case 'state':
      return spanOf(american, 2);
    case 'country': {
      // The last of the comma's segments after the postal code, in words only: "1204 Geneva, Switzerland".
      const postal = american ?? british ?? continental;
      const rest = postal ? text.slice(postal.index + postal[0].length) : '';
      const afterComma = rest.length - rest.slice(1).trimStart().length;
      const country = rest.startsWith(',') && capitalWordsStart(rest) === afterComma;
      const start = country && postal ? capitalWordsStart(text) : -1;
      return start === -1 ? null : { start, end: text.length };
    }
    case 'street':
    case 'houseNumber':
      return streetSpan(text, kind === 'houseNumber', Boolean(options.streetName));
    case 'firstName':
    case 'lastName':
      return nameSpan(text, kind, Boolean(options.loose));
    case 'academicTitle':
      return titleSpan(text);
    case 'year': {
      const years = new Set([...text.matchAll(YEAR)].map((match) => match[1]));
      return years.size === 1 ? spanOf(new RegExp(YEAR.source, 'u').exec(text)) : null;
    }
    case 'branch':
      return spanOf(BRANCH.exec(text));
    case 'code': {
      const codes = [...text.matchAll(/\(([A-Z]{2,4})\)/g)];
      return codes.length === 1 ? spanOf(/\(([A-Z]{2,4})\)/.exec(text)) : null;
    }
  }
}

/**
 * The part a field's name asks for out of a cell: the span from its first part to its last (`plz_ort` of
 * "D-08056 Zwickau" is all of it, `city_state` of "Columbus, OH 43207" is "Columbus, OH"). Null when a part is
 * not in the cell.
 */
export function partOfCell(
  text: string,
  kinds: TPartKind[],
  options: { loose?: boolean; streetName?: boolean } = {},
): string | null {
  const spans = kinds.map((kind) => partSpan(text, kind, options));
  if (spans.length === 0 || spans.some((span) => span === null)) {
    return null;
  }
  const start = Math.min(...spans.map((span) => span?.start ?? 0));
  const end = Math.max(...spans.map((span) => span?.end ?? 0));
  // A postal code with its city keeps the country's letter before it ("D-08056 Zwickau").
  const prefix = kinds.includes('postal') && kinds.length > 1 ? /[A-Z]{1,2}-$/.exec(text.slice(0, start)) : null;
  return text.slice(start - (prefix?.[0].length ?? 0), end).trim();
}

/** A person's name without the salutation before it: "Herrn Jonas Weller" is "Jonas Weller", "Dr. Osterholz" stays. */
export function withoutSalutation(text: string): string {
  const rest = text.replace(ADDRESS_FORM, '');
  return rest !== text && new RegExp(`^${NAME_WORD}\\s+${NAME_WORD}`, 'u').test(rest) ? rest : text;
}

/** A name without the number of its branch after it: "BAYSIDE PHARMACY #1142" is "BAYSIDE PHARMACY". */
export const withoutBranch = (text: string) => {
  const branch = BRANCH.exec(text);
  return branch && branch.index > 2 ? text.slice(0, branch.index).trim() : text;
};
