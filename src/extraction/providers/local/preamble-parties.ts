// The parties of a contract named in its preamble, not in address blocks: "between Northgate Ltd (the "Seller") and
// Calder Ltd (the "Buyer")", "Bramley Practice, 14 Church Lane, York YO1 8BE, hereinafter "the Client"", "zwischen
// … (nachfolgend „Auftraggeber“)", a name over "– Vermieterin –" or "- nachstehend Arbeitgeber genannt -". The
// contract's own word for a party (its designation) says whose it is; the name and address are the text before it,
// back to "zwischen"/"between", "und"/"and" or the other party's designation. A field is read only when a
// designation of its role is written: a wrong party is worse than none, so without one the letter's readers decide.
import { kept } from './document-parts.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { STREET } from './parties.ts';
import { nameWords } from './words.ts';

// Roles a contract names its parties by, each group one role in English and German (folded, without "-in").
const ROLES: string[][] = [
  ['landlord', 'vermieter', 'lessor', 'verpaechter'],
  ['tenant', 'mieter', 'lessee', 'paechter'],
  ['seller', 'vendor', 'verkaeufer'],
  ['buyer', 'purchaser', 'kaeufer', 'erwerber'],
  ['client', 'customer', 'auftraggeber', 'kunde', 'besteller'],
  ['contractor', 'auftragnehmer', 'provider', 'dienstleister', 'anbieter'],
  ['consultant', 'berater'],
  ['employer', 'arbeitgeber'],
  ['employee', 'arbeitnehmer'],
  ['licensor', 'lizenzgeber'],
  ['licensee', 'lizenznehmer'],
  ['lender', 'darlehensgeber'],
  ['borrower', 'darlehensnehmer'],
];
// Words a field may add to its role and still ask for the party's name.
const NAME_WORDS = new Set(['name', 'full', 'company', 'firma', 'firmenname']);
const PARTS: Record<string, 'street' | 'postal' | 'city' | 'address'> = {
  street: 'street',
  strasse: 'street',
  postcode: 'postal',
  zip: 'postal',
  plz: 'postal',
  postleitzahl: 'postal',
  city: 'city',
  town: 'city',
  ort: 'city',
  stadt: 'city',
  address: 'address',
  adresse: 'address',
  anschrift: 'address',
};
type TPart = 'name' | 'street' | 'postal' | 'city' | 'address';

const OPEN = `["„“'‚]`;
const CLOSE = `["“”'‘’]`;
const WORD = String.raw`(\p{Lu}[\p{L}-]{2,30})`;
const LEAD = String.raw`(?:(?:the|hereinafter(?: called| referred to as)?|nachfolgend|nachstehend|im Folgenden|der|die)\s)?`;
// `(the "Seller")`, `("Client")`, `(nachfolgend „Auftraggeber“ genannt)`.
const BRACKETED = new RegExp(String.raw`\(\s?${LEAD}${OPEN}?(?:the\s)?${WORD}${CLOSE}?(?:\sgenannt)?\s?\)`, 'gu');
// `hereinafter "the Client"`, `nachfolgend „Auftragnehmer“ genannt` without brackets.
const HEREINAFTER = new RegExp(
  String.raw`\b(?:hereinafter(?: called| referred to as)?|nachfolgend|nachstehend|im Folgenden)\s${OPEN}?(?:the\s|der\s|die\s)?${WORD}${CLOSE}?`,
  'giu',
);
// A line of its own: "– Vermieterin –", "- nachstehend Arbeitgeber genannt -".
const DASHED = new RegExp(
  String.raw`^[–—-]\s?(?:(?:nachstehend|nachfolgend|im Folgenden)\s)?(?:der\s|die\s)?${OPEN}?${WORD}${CLOSE}?(?:\sgenannt)?\s?[–—-]$`,
  'u',
);
// Where the text of a party starts: after "between"/"zwischen", or "and"/"und" after the other party.
const OPENER = /(?:^|\s)(?:between|zwischen)\s/giu;
const OPENER_LINE = /(?:^|\s)(?:between|zwischen|and|und)\s?:?$/iu;
// What opens a party's text before its name: blanks, commas, "(1)", "2.", "b)", an article or a form of address.
// One character or one whole word per repetition, the alternatives disjoint: no run can be split two ways.
const LEADING =
  /^(?:[\s,;]|\(\d{1,2}\)\s|\d{1,2}\.\s|[a-z]\)\s|(?:der|die|dem|den|the|and|und|AND|UND|Herrn?|Frau|Mr\.?|Mrs\.?|Ms\.?)\s)*/u;
// A clause heading or a conjunction is never a party's name.
export const CLAUSE_OR_CONJUNCTION = /^(?:§|(?:and|und|or|oder|between|zwischen|sowie)$)/iu;
// The name ends at its first comma, at "of" before a number ("Fenwick Ltd of 9 Grey Street") or a relative clause.
const NAME_END = /,|\s(?:of|at)\s(?=\d)|\swhose\s/u;
const CLAUSE_HEADING = /^(?:§\s?\d|\d{1,2}\.\s{0,3}\p{Lu}|Article\s\d|Artikel\s\d|Präambel|Recitals)/u;

const fold = (word: string) => (nameWords(word)[0] ?? '').replace(/in$/, '');
const roleOf = (word: string) => ROLES.findIndex((group) => group.includes(word));

/** Which role and part a field asks for (`vermieter.name`, `tenant`, `client.address`), or null. */
function fieldRole(name: string, parentName?: string): { role: number; part: TPart } | null {
  const own = nameWords(name);
  const parent = nameWords(parentName ?? '');
  const all = [...parent, ...own];
  const roles = new Set(all.map(roleOf).filter((role) => role >= 0));
  const role = [...roles][0];
  const rest = all.filter((word) => roleOf(word) < 0);
  const parts = rest.map((word) => PARTS[word]).filter((part) => part !== undefined);
  if (roles.size !== 1 || role === undefined || parts.length > 1) {
    return null;
  }
  const other = rest.filter((word) => !PARTS[word] && !NAME_WORDS.has(word));
  return other.length === 0 ? { role, part: parts[0] ?? 'name' } : null;
}

/** A party's designation: its role, the contract's word for it ("Verkäufer") and where it stands. */
export type TDesignation = { role: number; word: string; line: number; start: number; end: number };

/** The designations of the preamble's parties: the lines before its first clause heading, at most 40. */
export const designations = (lines: TLine[]): TDesignation[] => kept(preambles, lines, () => readDesignations(lines));
const preambles = new WeakMap<TLine[], TDesignation[]>();

function readDesignations(lines: TLine[]): TDesignation[] {
  const found: TDesignation[] = [];
  for (let index = 0; index < Math.min(lines.length, 40); index++) {
    const text = (lines[index] as TLine).text;
    if (CLAUSE_HEADING.test(text.trim())) {
      break;
    }
    const dashed = DASHED.exec(text.trim());
    // "(nachfolgend „Auftraggeber“)" is bracketed and "nachfolgend" too: the bracketed ones blanked for the other.
    const blanked = text.replace(BRACKETED, (match) => ' '.repeat(match.length));
    const matches = dashed ? [dashed] : [...text.matchAll(BRACKETED), ...blanked.matchAll(HEREINAFTER)];
    for (const match of matches) {
      const role = roleOf(fold(match[1] ?? ''));
      const start = dashed ? 0 : match.index;
      if (role >= 0) {
        const word = match[1] ?? '';
        found.push({ role, word, line: index, start, end: dashed ? text.length : start + match[0].length });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line || a.start - b.start);
}

export type TSegment = { line: TLine; start: number; text: string };

/** The texts before a designation back to its opener: one part of a line, or the lines above it. */
export function segmentsOf(lines: TLine[], found: TDesignation, all: TDesignation[]): TSegment[] {
  const line = lines[found.line] as TLine;
  const previous = all.filter((each) => each.line === found.line && each.end <= found.start).at(-1);
  let from = previous ? previous.end : 0;
  // The first party of a line starts after its last "between"/"zwischen"; the next one right after the other's.
  for (const opener of previous ? [] : line.text.slice(0, found.start).matchAll(OPENER)) {
    from = opener.index + opener[0].length;
  }
  const own = line.text.slice(from, found.start);
  if (/\p{L}/u.test(own)) {
    return [{ line, start: from, text: own }];
  }
  const above: TSegment[] = [];
  for (let index = found.line - 1; index >= 0 && above.length < 4; index--) {
    const candidate = lines[index] as TLine;
    const text = candidate.text.trim();
    if (isBlank(candidate) || OPENER_LINE.test(text) || all.some((each) => each.line === index)) {
      break;
    }
    above.unshift({ line: candidate, start: candidate.text.indexOf(text), text });
  }
  return above;
}

/** The party's name at the start of its first segment, without article, form of address or enumerator. */
export function nameIn(segment: TSegment): { name: string; at: number; end: number } | null {
  const lead = LEADING.exec(segment.text)?.[0] ?? '';
  const text = segment.text.slice(lead.length);
  const at = segment.start + lead.length;
  const cut = NAME_END.exec(text);
  const name = (cut ? text.slice(0, cut.index) : text).trim();
  const words = name.split(/\s+/);
  const plausible =
    /^\p{Lu}/u.test(name) && words.length <= 8 && name.length <= 80 && !CLAUSE_OR_CONJUNCTION.test(name);
  return plausible && !/[:!?]/.test(name) ? { name, at, end: at + name.length } : null;
}

const CONTINENTAL = /^(\d{4,5})\s(\p{L}[\p{L} .'-]*)$/u;
const BRITISH = /^(\p{L}[\p{L} .'-]*?)\s([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})$/u;

/** The address after the name: from its street to its postal line, each piece with where it stands. */
export function addressAfter(segments: TSegment[], nameEnd: number): TSegment[] {
  const pieces: TSegment[] = [];
  segments.forEach((segment, index) => {
    const from = index === 0 ? nameEnd : segment.start;
    const text = segment.line.text.slice(from, segment.start + segment.text.length);
    let offset = from;
    for (const piece of text.split(',')) {
      const trimmed = piece.replace(/^.*?\s(?:of|at)\s(?=\d)/u, '').trim();
      if (trimmed) {
        pieces.push({ line: segment.line, start: segment.line.text.indexOf(trimmed, offset), text: trimmed });
      }
      offset += piece.length + 1;
    }
  });
  const first = pieces.findIndex((piece) => STREET.test(piece.text));
  const postal = pieces.findIndex(
    (piece, index) => index > first && (CONTINENTAL.test(piece.text) || BRITISH.test(piece.text)),
  );
  return first >= 0 && postal > first && postal - first <= 2 ? pieces.slice(first, postal + 1) : [];
}

const source = (segment: TSegment, text: string, at = segment.line.text.indexOf(text, segment.start)) =>
  at >= 0 ? { text, line: segment.line, quoteStart: at, quoteEnd: at + text.length } : null;

/** The field's party (or a part of its address) named in a contract's preamble by its role, or null. */
export function preambleParty(lines: TLine[], name: string, parentName?: string): TValueSource | null {
  const asked = fieldRole(name, parentName);
  const all = asked ? designations(lines) : [];
  const own = all.filter((each) => each.role === asked?.role);
  // One designation per role: two "Mieter" may be two tenants, and which one the field wants is not said.
  const found = own.length === 1 ? own[0] : undefined;
  if (!asked || !found) {
    return null;
  }
  const segments = segmentsOf(lines, found, all);
  const first = segments[0];
  const named = first ? nameIn(first) : null;
  if (!first || !named) {
    return null;
  }
  if (asked.part === 'name') {
    return source(first, named.name, named.at);
  }
  const address = addressAfter(segments, named.end);
  const street = address[0];
  const postal = address.at(-1);
  if (!street || !postal) {
    return null;
  }
  if (asked.part === 'address') {
    const sameLine = address.every((piece) => piece.line === street.line);
    const text = address.map((piece) => piece.text).join(', ');
    return sameLine
      ? { text, line: street.line, quoteStart: street.start, quoteEnd: postal.start + postal.text.length }
      : { text, line: street.line, quoteStart: street.start, quoteEnd: street.start + street.text.length };
  }
  if (asked.part === 'street') {
    return source(street, street.text, street.start);
  }
  const parts = CONTINENTAL.exec(postal.text);
  const british = BRITISH.exec(postal.text);
  const value = asked.part === 'postal' ? (parts?.[1] ?? british?.[2]) : (parts?.[2] ?? british?.[1]);
  return value ? source(postal, value.trim()) : null;
}
