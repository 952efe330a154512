// A party's address block as a letter prints it without labels: the lines under its name in the address window, or
// the letterhead's lines (and the signature's in a mail) under the sender's name. A whole address field
// (`tenant_address`, `vermieter_anschrift`) is its lines from the street to the postal line, joined with commas; its
// country is the line under the postal line that names one ("ÖSTERREICH", "United Kingdom").
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { STREET } from './parties.ts';

// A reader of HTML or DOCX may put a blank line between every paragraph: there a blank line ends no block.
const BODY_SAMPLE = 12;
const spacedDocuments = new WeakMap<TLine[], boolean>();

/** Whether a document's opening lines are all parted by blank lines (each paragraph of an HTML page or DOCX). */
export function isSpaced(lines: TLine[]): boolean {
  const known = spacedDocuments.get(lines);
  if (known !== undefined) {
    return known;
  }
  const body = lines.filter((line) => !line.header).slice(0, BODY_SAMPLE);
  const texts = body.filter((line) => !isBlank(line)).length;
  const adjacent = body.some((line, index) => !isBlank(line) && !isBlank(body[index + 1]) && index + 1 < body.length);
  const spaced = texts >= 4 && !adjacent;
  spacedDocuments.set(lines, spaced);
  return spaced;
}

/** The indexes of the lines of a block after line `from`, `count` at most: up to a blank line (two if spaced). */
export function blockAfter(lines: TLine[], from: number, count: number): number[] {
  const spaced = isSpaced(lines);
  const indexes: number[] = [];
  for (let index = from + 1; index < lines.length && indexes.length < count; index++) {
    if (isBlank(lines[index])) {
      if (!spaced || isBlank(lines[index + 1])) {
        break;
      }
      continue;
    }
    indexes.push(index);
  }
  return indexes;
}

// The parts of a printed line of an address: "Lindenallee 4 · 22041 Hamburg", "12 Park Row | Leeds LS1 5HD".
const SEPARATOR = /\s[·|–]\s/;
// "22041 Hamburg", "Leeds LS6 1AB", "Westbury, NY 11590", "Inverness IV1 1EH", "1070 Wien".
export const POSTAL_LINE =
  /(?:^|,\s)(?:\d{4,5}\s\p{Lu}[\p{L} .'-]{1,40}|\p{Lu}[\p{L} .'-]{1,40}\s[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|\p{Lu}[\p{L} .'-]{1,40},\s[A-Z]{2}\s\d{5})$/u;

export const cellText = (line: TLine) => {
  const cell = line.cells[0];
  return cell ? line.text.slice(cell.start, cell.end).trim() : '';
};

// "BUYER | SUPPLIER" blocks side by side: which column is the party's, the fallback reader does not know.
const twoColumns = (lines: TLine[], from: number) =>
  [from, ...blockAfter(lines, from, 2)].filter((index) => (lines[index]?.cells.length ?? 0) > 1).length >= 2;

const hasStreet = (segment: string) => segment.split(/,\s/).some((part) => STREET.test(part.trim()));

/**
 * A party's whole address from its block: from the first piece with a street to the postal line, at most one piece
 * between ("Unit 7, Riverside Park, Exeter EX2 8LB"), joined with ", ". Null where no street and postal line follow.
 */
export function addressUnder(lines: TLine[], party: TValueSource): TValueSource | null {
  const from = lines.indexOf(party.line);
  if (from < 0 || twoColumns(lines, from)) {
    return null;
  }
  const own = party.line.text.slice(party.quoteEnd, party.line.cells[0]?.end ?? party.quoteEnd);
  const pieces: { text: string; line: TLine }[] = own
    .split(SEPARATOR)
    .map((text) => ({ text: text.trim(), line: party.line }))
    .filter((piece) => piece.text !== '');
  for (const index of blockAfter(lines, from, 4)) {
    const line = lines[index] as TLine;
    pieces.push(
      ...cellText(line)
        .split(SEPARATOR)
        .map((text) => ({ text: text.trim(), line })),
    );
  }
  const first = pieces.findIndex((piece) => hasStreet(piece.text) || POSTAL_LINE.test(piece.text));
  const postal = pieces.findIndex((piece, index) => index >= first && POSTAL_LINE.test(piece.text));
  const street = pieces.slice(first, postal + 1).some((piece) => hasStreet(piece.text));
  if (first < 0 || postal < 0 || postal - first > 2 || !street) {
    return null;
  }
  const text = pieces
    .slice(first, postal + 1)
    .map((piece) => piece.text)
    .join(', ');
  const line = pieces[first]?.line ?? party.line;
  const start = line.text.indexOf(pieces[first]?.text ?? '');
  return { text, line, quoteStart: Math.max(0, start), quoteEnd: line.text.length };
}

// Countries an address block ends with, as printed in English or German (capitals or not).
const COUNTRIES = new Set(
  (
    'germany,deutschland,austria,österreich,switzerland,schweiz,united kingdom,uk,great britain,england,scotland,' +
    'wales,ireland,irland,france,frankreich,italy,italien,spain,spanien,netherlands,niederlande,belgium,belgien,' +
    'luxembourg,luxemburg,denmark,dänemark,sweden,schweden,norway,norwegen,finland,finnland,poland,polen,' +
    'czech republic,tschechien,portugal,greece,griechenland,hungary,ungarn,usa,united states,' +
    'united states of america,canada,kanada,australia,australien,liechtenstein'
  ).split(','),
);

/** The country line under a party's postal line ("ÖSTERREICH" is "Österreich"). */
export function countryUnder(lines: TLine[], party: TValueSource): TValueSource | null {
  const from = lines.indexOf(party.line);
  const block = from < 0 || twoColumns(lines, from) ? [] : blockAfter(lines, from, 5);
  const postal = block.findIndex((index) => POSTAL_LINE.test(cellText(lines[index] as TLine)));
  const at = postal >= 0 ? block[postal + 1] : undefined;
  const line = at === undefined ? undefined : lines[at];
  const text = line ? cellText(line) : '';
  if (!line || !COUNTRIES.has(text.toLowerCase())) {
    return null;
  }
  const capitals = text === text.toUpperCase() && text.length > 3;
  const value = capitals ? text.toLowerCase().replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase()) : text;
  const start = line.text.indexOf(text);
  return { text: value, line, quoteStart: start, quoteEnd: start + text.length };
}
