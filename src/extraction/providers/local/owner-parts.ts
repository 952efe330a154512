import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import { findLabelMatches } from './find-labelled.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TLine } from './lines.ts';
import { isKnownLabel } from './synonyms.ts';
import { partKindsOf, partOfCell, type TPartKind, withoutBranch, withoutSalutation } from './value-parts.ts';
import { labelWords, nameWords } from './words.ts';

// The words of the part phrases ("first name", "house number") that name no owner.
const PART_PHRASE_WORDS = /^(?:first|given|fore|last|family|sur|house|building|name|number|no|nr|code)$/;

/**
 * The name of what a part belongs to: the parent object (`ship_to` of `ship_to.zip`), or the rest of a flat
 * name (`passenger` of `passenger_first_name`, `vehicle` of `vehicle_year`). Null when nothing is left.
 */
function ownerOfPart(words: string[], parentName?: string): string | null {
  if (parentName) {
    return parentName;
  }
  const rest = words.filter((word) => partKindsOf([word]).length === 0 && !PART_PHRASE_WORDS.test(word));
  return rest.length > 0 && rest.length < words.length ? rest.join('_') : null;
}

// A label opening a line of an owner's block: a few words without digits and their colon.
const OWN_LABEL = /^[^\d:]{2,30}:\s*(?=\S)/u;

/** The cells a label gives its owner: the rest of its line, or the lines of the block under it standing alone. */
function ownersCells(lines: TLine[], match: ReturnType<typeof findLabelMatches>[number]): TValueSource[] {
  const cells: TValueSource[] = match.value ? [match.value] : [];
  // "Kunde:  Bäckerei Huber AG" over "        Badenerstrasse 120": the lines under a value in its column go on with it.
  // Where the value stands on its label's line (a cell match quotes the cell, not the line).
  const column = match.value && !match.standalone ? (lines[match.lineIndex]?.text.indexOf(match.value.text) ?? -1) : -1;
  for (let index = match.lineIndex + 1; column >= 0 && index < match.lineIndex + 5 && index < lines.length; index++) {
    const line = lines[index] as TLine;
    const cell = line.cells[0];
    if (!cell || line.cells.length > 1 || Math.abs(cell.start - column) > 1) {
      break;
    }
    cells.push({ text: line.text.slice(cell.start, cell.end), line, quoteStart: cell.start, quoteEnd: cell.end });
  }
  if (column >= 0) {
    return cells;
  }
  for (let index = match.lineIndex + 1; index < match.lineIndex + 6 && index < lines.length; index++) {
    const line = lines[index] as TLine;
    if (isBlank(line)) {
      if (cells.length > 0) {
        break;
      }
      continue;
    }
    // The next block's own label ("BILL TO") ends this block, blank line or not.
    if (line.cells.length === 1 && !/\d/.test(line.text) && isKnownLabel(labelWords(line.text).join(' '))) {
      break;
    }
    const cell = line.cells[0];
    const [start, end] = cell ? [cell.start, cell.end] : [0, line.text.length];
    // "Vollmachtgeber:" over "Anschrift: Lindenstraße 14, 70173 Stuttgart": a line of the block labelled in its own
    // right gives its value, not its label ("Anschrift: Lindenstraße 14" is no street).
    const label = OWN_LABEL.exec(line.text.slice(start, end))?.[0].length ?? 0;
    cells.push({ text: line.text.slice(start + label, end), line, quoteStart: start + label, quoteEnd: end });
  }
  return cells;
}

/**
 * A part of what the document writes for the field's owner: `customer.postcode` of "Delivery address: 7 Mill Lane,
 * Bristol BS3 4QT", `reisender.vorname` of "Reisender: Rieger, Anna", `vehicle.year` of "Vehicle: 2019 Honda CR-V".
 * The owner's cell holds only the owner's value, so a name there is read loosely ("David Chen" is first and last).
 */
function partOfOwner(
  lines: TLine[],
  owner: string,
  kinds: TPartKind[],
  options: { streetName?: boolean } = {},
): TValueSource | null {
  const matches = findLabelMatches(lines, candidatesFor({ name: owner })).filter(
    (match) => !lines[match.lineIndex]?.header,
  );
  // An address block ends with its postal line: its city and postcode are read from the last line holding them
  // ("2250 Pine St" over "Boulder, CO 80302").
  const lastFirst = kinds.some(
    (kind) => kind === 'postal' || kind === 'city' || kind === 'state' || kind === 'country',
  );
  for (const match of matches) {
    const cells = ownersCells(lines, match);
    for (const cell of lastFirst ? cells.reverse() : cells) {
      const part = partOfCell(cell.text, kinds, { ...options, loose: true });
      const at = part ? cell.text.indexOf(part) : -1;
      if (part && at >= 0) {
        const start = cell.quoteStart + at;
        return { text: part, line: cell.line, quoteStart: start, quoteEnd: start + part.length };
      }
    }
  }
  return null;
}

// Things a title numbers that are no branch: "INVOICE #1234", "Order #5521", "Beleg-Nr. 0042".
const NUMBERED_THING =
  /\b(?:invoice|rechnung|order|bestellung|receipt|quittung|beleg|bon|ticket|statement|note|lieferschein|auftrag|po|ref|account|konto|kunde|customer|table|tisch|kasse|register|transaction)\b/iu;

/**
 * A year or a branch's number in the document's opening lines: "2025 PROPERTY TAX STATEMENT" for `tax_year` (a word of
 * its owner on the line), "CASCADE HARDWARE & GARDEN #0217" for `store_number`.
 */
function inTitle(lines: TLine[], kinds: TPartKind[], owner: string): TValueSource | null {
  const opening = lines.filter((line) => !line.header && !isBlank(line)).slice(0, 4);
  const ownerWords = nameWords(owner);
  for (const line of opening) {
    // "INVOICE #1234" is a document's number, "CASCADE HARDWARE & GARDEN #0217" a branch's.
    const branch = kinds[0] === 'branch' && !NUMBERED_THING.test(line.text);
    const named = branch || nameWords(line.text).some((word) => ownerWords.includes(word));
    const part = named ? partOfCell(line.text, kinds) : null;
    const at = part ? line.text.indexOf(part) : -1;
    if (part && at >= 0) {
      return { text: part, line, quoteStart: at, quoteEnd: at + part.length };
    }
  }
  return null;
}

/**
 * How a field reads the part its name asks for: `own` out of the cell its own label gives ("Rieger, Anna" for
 * `vorname`; a name field without its salutation), `ofOwner` out of its owner's cell when its own label gives none.
 * `siblingNames`: the names of the fields beside it (a street beside a house number is the street's name alone).
 */
export function fieldParts(
  property: TSchemaProperty,
  words: string[],
  parentName: string | undefined,
  siblings: (() => Map<string, TSchemaProperty>) | undefined,
  name: boolean,
) {
  const kinds = partKindsOf(words);
  const houseNumber = (sibling: TSchemaProperty) => partKindsOf(nameWords(sibling.name)).includes('houseNumber');
  const streetName = kinds.includes('street') && [...(siblings?.().values() ?? [])].some(houseNumber);
  const owner = kinds.length > 0 ? ownerOfPart(words, parentName) : null;
  const titled = kinds.length === 1 && (kinds[0] === 'year' || kinds[0] === 'branch');
  const plain = property.type === 'string' && !property.format;
  // "Hannaford Supermarket #8177" is the `store`; its `store_name` is without the branch's number.
  const named = name && words.at(-1) === 'name';
  // A number field takes a part too: the year of "2019 Honda CR-V".
  const own = (text: string) =>
    kinds.length > 0 && (plain || property.type === 'number')
      ? (partOfCell(text, kinds, { streetName }) ?? text)
      : plain && name
        ? withoutSalutation(named ? withoutBranch(text) : text)
        : text;
  return {
    own,
    // A title naming the owner ("2025 PROPERTY TAX STATEMENT" for `tax_year`) before a label of the owner's word
    // elsewhere ("Taxes not paid by January 31, 2026").
    ofOwner: (lines: TLine[]) =>
      (titled && owner ? inTitle(lines, kinds, owner) : null) ??
      (owner ? partOfOwner(lines, owner, kinds, { streetName }) : null),
  };
}
