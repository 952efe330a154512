import type { TSchemaNode } from '../../schema/output-schema.ts';
import { addressUnder, blockAfter, cellText, countryUnder, POSTAL_LINE } from './address-block.ts';
import { coerceValue } from './coerce.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { LEGAL_FORM } from './mail-parts.ts';
import { findParty, STREET, type TPartyRole } from './parties.ts';
import { valueBelow } from './value-positions.ts';
import { labelWords } from './words.ts';

type TAddressPart = 'street' | 'city' | 'postal' | 'address';

const PART_WORDS: Record<string, TAddressPart> = {
  street: 'street',
  strasse: 'street',
  city: 'city',
  town: 'city',
  ort: 'city',
  stadt: 'city',
  wohnort: 'city',
  zip: 'postal',
  postcode: 'postal',
  plz: 'postal',
  postleitzahl: 'postal',
  address: 'address',
  adresse: 'address',
  anschrift: 'address',
};

/** The part of an address a field's own words ask for (`customer.city`, `empfaenger_plz`), if any. */
export function addressPartOf(words: string[]): TAddressPart | null {
  const joined = words.join(' ');
  if (/\b(?:postal|zip) code\b/.test(joined)) {
    return 'postal';
  }
  // `address_line1`, `address1`, `line_1`: an address's first line under the name is its street.
  if (/\b(?:address ?(?:line)? ?1|line ?1|addr ?1)\b/.test(joined)) {
    return 'street';
  }
  return words.map((word) => PART_WORDS[word]).find((part) => part !== undefined) ?? null;
}

/** Whether an object's name is an address (`lieferadresse`, `shipping_address`, `anschrift`). */
export const isAddressName = (words: string[]) => /(?:address|adresse|anschrift)$/.test(words[words.length - 1] ?? '');

// "20457 Hamburg", "Portland, OR 97205", "Gloucester GL1 9ZZ": where the postal code and the city stand.
const CONTINENTAL = /^(\d{4,5})\s+(\p{L}[\p{L} .'-]*)$/u;
const AMERICAN = /^(\p{L}[\p{L} .'-]*?),?\s+[A-Z]{2}\s+(\d{5}(?:-\d{4})?)$/u;
const BRITISH = /^(\p{L}[\p{L} .'-]*?)\s+([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/u;

export function partOf(segment: string, part: TAddressPart): string | null {
  if (part === 'street') {
    return STREET.test(segment) && !CONTINENTAL.test(segment) ? segment : null;
  }
  const continental = CONTINENTAL.exec(segment);
  const other = AMERICAN.exec(segment) ?? BRITISH.exec(segment);
  if (part === 'postal') {
    return continental?.[1] ?? other?.[2] ?? null;
  }
  return part === 'city' ? (continental?.[2] ?? other?.[1] ?? null) : null;
}

/**
 * A part of a party's address block, read from the lines under its name (or the rest of a letterhead
 * line: "Holzwurm · Sägeweg 3 · 34117 Kassel"); the left column of a two-column header. Never the name
 * itself. A whole address is the block's lines from the street to the postal line (address-block.ts).
 */
export function findAddressPart(lines: TLine[], role: TPartyRole, part: TAddressPart): TValueSource | null {
  const party = findParty(lines, role);
  if (part === 'address') {
    return party ? addressUnder(lines, party) : null;
  }
  const from = party ? lines.indexOf(party.line) : -1;
  for (const index of from >= 0 && !isBlank(lines[from]) ? [from, ...blockAfter(lines, from, 3)] : []) {
    const line = lines[index] as TLine;
    const cell = line.cells[0];
    const text = cell ? line.text.slice(cell.start, cell.end) : '';
    const offset = index === from && party ? party.quoteEnd : (cell?.start ?? 0);
    const rest = index === from ? line.text.slice(offset, cell?.end) : text;
    for (const segment of rest.split(/\s[·|–-]\s|,\s(?![A-Z]{2}\s+\d)/)) {
      const value = partOf(segment.trim(), part) ?? ownLinePart(segment.trim(), lines[index + 1], part);
      if (value) {
        const start = line.text.indexOf(value, offset);
        return { text: value, line, quoteStart: start, quoteEnd: start + value.length };
      }
    }
  }
  return null;
}

// A British address block writes the post town and the postcode on lines of their own ("Westbury" / "BA13 3JH").
const POSTCODE_ALONE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/;
export function ownLinePart(segment: string, next: TLine | undefined, part: TAddressPart): string | null {
  if (part === 'postal') {
    return POSTCODE_ALONE.test(segment) ? segment : null;
  }
  const nextText = next?.cells.length === 1 ? next.text.trim() : '';
  const town = /^\p{Lu}[\p{L}' -]+$/u.test(segment) && POSTCODE_ALONE.test(nextText);
  return part === 'city' && town ? segment : null;
}

// "Alpina Verpackungen AG, Wangen im Allgäu", "Patel Plumbing Ltd, Company No. 09917712", "Kingsway Builders Ltd,
// signed M. Doyle": a comma's segment after a company's legal form (a place, a register, a remark) is no part of its name.
const afterLegalForm = (segments: string[], index: number) =>
  index > 0 && LEGAL_FORM.test(segments[index - 1] ?? '') && !LEGAL_FORM.test(` ${segments[index]}`);

/** A party's name without the address written after it: "Jane Roe, 5 Elm Road, Leeds LS2 7AA" is "Jane Roe". */
export function nameBeforeAddress(text: string): string {
  const segments = text.split(/,\s+/);
  const at = segments.findIndex(
    (segment, index) =>
      index > 0 && (STREET.test(segment) || partOf(segment, 'postal') || afterLegalForm(segments, index)),
  );
  const name = at > 0 ? segments.slice(0, at).join(', ') : text;
  // "Midlands Metrology Laboratory (UKAS 0912)": a bracket with a number after the name is its register or licence.
  return name.replace(REGISTER_BRACKET, '');
}

/**
 * A firm's name without what follows its legal form after a comma ("Patel Plumbing Ltd, Company No. 09917712"), for
 * a field that asks for no address (`lessee`, `received_by`); other texts stay whole.
 */
export function firmWithoutRemark(words: string[], text: string): string {
  if (addressPartOf(words) !== null || isAddressName(words)) {
    return text;
  }
  // "Ashdown Outdoor Ltd (EORI GB123456789000)": a bracket with a number after the legal form is a register's number.
  const bracket = REGISTER_BRACKET.exec(text);
  if (bracket && LEGAL_FORM.test(text.slice(0, bracket.index))) {
    return text.slice(0, bracket.index);
  }
  const segments = text.split(/,\s+/);
  const at = segments.findIndex((_, index) => afterLegalForm(segments, index));
  return at > 0 && at === segments.findIndex((segment) => LEGAL_FORM.test(segment)) + 1
    ? segments.slice(0, at).join(', ')
    : text;
}

const REGISTER_BRACKET = /\s\([^()\d]{0,30}\d[^()]{0,30}\)$/u;

/** The country under a party's postal line in its block, if the block names one. */
export function findPartyCountry(lines: TLine[], role: TPartyRole): TValueSource | null {
  const party = findParty(lines, role);
  return party ? countryUnder(lines, party) : null;
}

// "Firma, an die geliefert wird" for `lieferadresse`: a description asking for the party's name, not its address.
const namesOnlyParty = (description: string) =>
  /\b(?:firma|company|firm|name|person)\b/iu.test(description) && !/adress|anschrift|straße|street/iu.test(description);

/** The first line of a block (by index) that holds an address's part, that part. */
function partInBlock(lines: TLine[], block: number[], part: TAddressPart): TValueSource | null {
  for (const index of block) {
    const line = lines[index] as TLine;
    for (const segment of cellText(line).split(/,\s(?![A-Z]{2}\s+\d)/)) {
      const value = partOf(segment.trim(), part) ?? ownLinePart(segment.trim(), lines[index + 1], part);
      const start = value ? line.text.indexOf(value) : -1;
      if (value && start >= 0) {
        return { text: value, line, quoteStart: start, quoteEnd: start + value.length };
      }
    }
  }
  return null;
}

/**
 * The value under a label alone on its line: for a whole-address field (`lieferadresse`, `shipping_address`), the
 * block under it from its first line (the name, "Lieferadresse" over "Mareike Sommer" / "Kastanienweg 3" / "79104
 * Freiburg") to its postal line, joined with ", " (an HTML mail's <br> lines); for a date or a number, the block's
 * first line that holds one ("PICK-UP" over "Faro Airport" / "Saturday, 4 July 2026, 14:30"); else the next line's
 * value (valueBelow).
 */
export function belowLabel(
  lines: TLine[],
  lineIndex: number,
  words: string[],
  property: TSchemaNode,
): TValueSource | null {
  const block = blockAfter(lines, lineIndex, 4);
  const part = addressPartOf(words);
  const label = lines[lineIndex];
  // `recipient_city` under "TO:" over "Fiona McAllister" / "17/2 Couper Street" / "Edinburgh" / "EH6 7QZ": a party's
  // label heads its block, whose line of the part is the value, never the name (a label of the part, "City:", keeps
  // the line under it).
  if (part && part !== 'address' && label && addressPartOf(labelWords(cellText(label))) === null) {
    return partInBlock(lines, block, part);
  }
  const whole = isAddressName(words) && !namesOnlyParty(property.description ?? '');
  const postal = whole ? block.findIndex((index) => POSTAL_LINE.test(cellText(lines[index] as TLine))) : -1;
  const pieces = block.slice(0, postal + 1).map((index) => lines[index] as TLine);
  const first = pieces[0];
  if (postal >= 1 && first && pieces.every((line) => line.cells.length === 1 && line.page === first.page)) {
    const start = first.cells[0]?.start ?? 0;
    return { text: pieces.map(cellText).join(', '), line: first, quoteStart: start, quoteEnd: first.text.length };
  }
  const below = valueBelow(lines, lineIndex);
  const typed = property.type === 'number' || (property.type === 'string' && property.format === 'date');
  if (!below || !typed || coerceValue(property, below.text) !== null) {
    return below;
  }
  const line = block.map((index) => lines[index] as TLine).find((each) => coerceValue(property, each.text) !== null);
  return line && line.cells.length === 1 ? { text: line.text, line, quoteStart: 0, quoteEnd: line.text.length } : below;
}
