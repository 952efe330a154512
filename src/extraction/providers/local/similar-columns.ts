import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { spelledOut } from './header-words.ts';
import type { THeaderLeaf } from './table-header.ts';
import { labelWords, nameWords } from './words.ts';

// "Nr" and "No" spelled out, also at the end of a compound ("Zolltarifnr." → "zolltarifnummer").
const joinedSpelledOut = (words: string[]) =>
  words.map((word) => (word === 'no' ? 'number' : word.replace(/(?<=^|\p{L}{3})nr$/u, 'nummer'))).join('');

/** "Hrs" for `hours`, "Wgt" for `weight`: the header's letters in the name's order, the first letters alike. */
export function lettersInOrder(header: string, name: string): boolean {
  let at = 0;
  for (const char of header) {
    at = name.indexOf(char, at) + 1;
    if (at === 0) {
      return false;
    }
  }
  return header[0] === name[0] && /^\p{L}+$/u.test(header);
}

/** A label shortening a field's name letter by letter ("Mat.-Nr." for `materialnummer`, "Wgt" for `weight`). */
export function shortensName(label: string[], property: TSchemaProperty): boolean {
  const written = joinedSpelledOut(spelledOut(label));
  return written.length >= 3 && lettersInOrder(written, joinedSpelledOut(nameWords(property.name)));
}

/**
 * A header that names a field by a compound or a shortened word ("Gesamtpreis netto" for `preis_netto`,
 * "Einzel" for `einzelpreis`, "Zolltarifnr." for `zolltarifnummer`): the last resort for the cells and fields
 * still free, taken only when the cell fits exactly one free field and that field exactly one free cell.
 */
export function similarColumns(texts: string[], leaves: THeaderLeaf[], columns: (TSchemaProperty | null)[]) {
  const fits = (cell: string[], field: string[]) => {
    const written = spelledOut(cell);
    const header = joinedSpelledOut(written);
    const name = joinedSpelledOut(field);
    // A shortened name ("Einzel"), or each of the name's words inside the header's, parts of compounds
    // included ("Gesamtpreis netto" for `preis_netto`, "Detailed description of contents").
    return (
      // A header that is one of the name's later words names that word, not the field ("Code" ≠ country_code).
      (written.length === 1 &&
        header.length >= 3 &&
        !field.slice(1).includes(header) &&
        (name.startsWith(header) || lettersInOrder(header, name))) ||
      // Two consonants of a short name ("LN" for `line`, "PG" for `page`).
      (written.length === 1 &&
        /^[b-df-hj-np-tv-z]{2}$/.test(header) &&
        name.length <= 6 &&
        lettersInOrder(header, name)) ||
      // A compound whose last part is the whole name ("Buchungstext" for `text`).
      (written.length === 1 && name.length >= 4 && header.length > name.length + 2 && header.endsWith(name)) ||
      (name.length >= 5 && field.every((word) => word.length >= 3 && header.includes(word)))
    );
  };
  const free = leaves.filter((leaf) => !columns.includes(leaf.property));
  const names = leaves.map((leaf) => nameWords(leaf.property.name));
  const pairs: [number, TSchemaProperty][] = [];
  texts.forEach((text, index) => {
    const words = labelWords(text);
    if (columns[index] !== null || words.length === 0 || /:\s*\S/.test(text)) {
      return;
    }
    // A header that is a whole word of another field's name ("Date" in departure_date) is no shortened name.
    const wordOf = (leaf: THeaderLeaf) => words.length === 1 && nameWords(leaf.property.name).includes(words[0] ?? '');
    const found = free.filter((leaf) => {
      const field = nameWords(leaf.property.name);
      const another = free.some((other) => other !== leaf && wordOf(other));
      return (!another && fits(words, field)) || namesQualifier(words, field, names) || statesUnit(words, field);
    });
    if (found.length === 1 && found[0]) {
      pairs.push([index, found[0].property]);
    }
  });
  for (const [index, property] of pairs) {
    if (pairs.filter(([, other]) => other === property).length === 1) {
      columns[index] = property;
    }
  }
}

/** Two words alike in their first five letters or more ("Departs", "departure"; "Arrives", "arrival"). */
const stemsAlike = (a: string, b: string) => {
  let same = 0;
  while (same < a.length && a[same] === b[same]) {
    same++;
  }
  return a === b || (same >= 5 && same >= Math.min(a.length, b.length) - 3);
};

/**
 * A header naming the word that sets a field apart from its siblings: "Shipped" for `qty_shipped` beside
 * `qty_backordered`, "Departs" for `departure_time` beside `arrival_time`, "Ord." for `qty_ordered`. The name's other words must each
 * occur in another field's name, so the header's word is the one that tells the fields apart.
 */
function namesQualifier(words: string[], field: string[], names: string[][]): boolean {
  const [word = ''] = words;
  // Or its first letters ("Ord." for `qty_ordered`, "Ship" for `qty_shipped`, "Deliv." for `qty_delivered`).
  const alike = (part: string) =>
    (word.length >= 4 && stemsAlike(word, part)) ||
    (word.length >= 3 && part.length > word.length + 1 && part.startsWith(word));
  const at = words.length === 1 && field.length >= 2 ? field.findIndex(alike) : -1;
  if (at === -1) {
    return false;
  }
  const others = names.filter((name) => name.join(' ') !== field.join(' '));
  return field.every((part, index) => index === at || others.some((name) => name.includes(part)));
}

// Units a field's name may end in (`volumen_m3`, `gewicht_kg`, `dauer_h`).
const UNIT = /^(?:kg|g|t|lb|lbs|l|ml|m|cm|mm|km|m2|m3|qm|h|min|kwh|mwh|pcs|stk)$/;

/** A header stating the unit a field's name ends in ("Umfang in m³" for `volumen_m3`) besides other words. */
function statesUnit(words: string[], field: string[]): boolean {
  const unit = field[field.length - 1] ?? '';
  return field.length >= 2 && UNIT.test(unit) && words.length >= 2 && words.includes(unit);
}
