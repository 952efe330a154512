import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import { typedColumns } from './item-columns.ts';
import { itemRoles, numberRoleOf, textRoleOf } from './item-roles.ts';
import type { TCell, TLine } from './lines.ts';
import { labelWords, nameWords, tokenize } from './words.ts';

export type THeaderLeaf = { property: TSchemaProperty; phrases: Map<string, number> };
export type THeader = { columns: (TSchemaProperty | null)[]; named: number; lines: number; cells?: TCell[] };

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
function spelledOut(words: string[]): string[] {
  const joined = words.join(' ');
  const whole = ABBREVIATIONS[joined];
  if (whole) {
    return whole.split(' ');
  }
  return words.flatMap((word) => (ABBREVIATIONS[word] ?? word).split(' '));
}

/** A header abbreviated word by word ("Ext. Price", "Art.-No."): each word starts the label's word. */
function abbreviates(words: string[], phrase: string): boolean {
  const full = phrase.split(' ');
  return (
    full.length === words.length &&
    words.some((word, index) => word !== full[index]) &&
    words.every((word, index) => (full[index] ?? '').startsWith(word) && (word.length >= 2 || word === full[index]))
  );
}

/**
 * How well a header cell names a field: the whole cell is a label of it, or a label plus up to two words
 * ("Price (EUR)"); not a label and a number ("Menge 1", "Art.-Nr. 100234" is a labelled value, not a header).
 */
function headerWeight(written: string[], phrases: Map<string, number>, abbreviated: boolean): number | undefined {
  for (const words of [written, spelledOut(written)]) {
    const lastWords = Math.max(1, words.length - 2);
    const valued = words.slice(lastWords).some((word) => /^\d+$/.test(word));
    for (let length = words.length; length >= (valued ? words.length : lastWords); length--) {
      const weight = phrases.get(words.slice(0, length).join(' '));
      if (weight !== undefined) {
        return length === words.length ? weight : weight - 1;
      }
    }
  }
  if (abbreviated) {
    const found = [...phrases].filter(([phrase]) => abbreviates(written, phrase)).map(([, weight]) => weight - 1);
    return found.length > 0 ? Math.max(...found) : undefined;
  }
  return undefined;
}

export function headerLeaves(properties: TSchemaProperty[]): THeaderLeaf[] {
  return properties.map((property) => ({
    property,
    phrases: new Map(
      candidatesFor({ name: property.name, description: property.description }).map((c) => [
        c.words.join(' '),
        c.weight,
      ]),
    ),
  }));
}

// The roles of one table's fields, computed once for all its candidate header lines.
const ROLES = new WeakMap<THeaderLeaf[], ReturnType<typeof itemRoles>>();
function rolesOf(leaves: THeaderLeaf[]) {
  const known = ROLES.get(leaves);
  if (known) {
    return known;
  }
  const roles = itemRoles(leaves.map((leaf) => leaf.property));
  ROLES.set(leaves, roles);
  return roles;
}

/**
 * Which property each cell names, or null. The strongest names are placed first, so "Description"
 * takes `description` even when an "Item" column (a synonym) stands before it.
 */
export function headerColumns(texts: string[], leaves: THeaderLeaf[], similar = true) {
  const pairs: { cell: number; property: TSchemaProperty; weight: number }[] = [];
  texts.forEach((text, index) => {
    // "Artikel: Funkmaus" is a label with its value, not a column's header.
    if (/:\s*\S/.test(text)) {
      return;
    }
    const words = labelWords(text);
    // "Tage/Std.", "Qty/Hrs": either word may name the field.
    const parts = text.includes('/') ? text.split('/').map((part) => labelWords(part)) : [];
    for (const { property, phrases } of leaves) {
      const alternatives = parts
        .map((part) => headerWeight(part, phrases, true))
        .filter((weight) => weight !== undefined);
      const weight =
        headerWeight(words, phrases, text.includes('.')) ??
        (alternatives.length > 0 ? Math.max(...(alternatives as number[])) - 1 : undefined);
      if (weight !== undefined) {
        pairs.push({ cell: index, property, weight });
      }
    }
  });
  const columns: (TSchemaProperty | null)[] = texts.map(() => null);
  for (const pair of pairs.sort((a, b) => b.weight - a.weight || a.cell - b.cell)) {
    if (columns[pair.cell] === null && !columns.includes(pair.property)) {
      columns[pair.cell] = pair.property;
    }
  }
  // A column no label names may still say what it holds ("Total", "G-Preis"): the one number field left
  // with that role takes it.
  const roles = rolesOf(leaves);
  texts.forEach((text, index) => {
    const words = spelledOut(labelWords(text)).join(' ');
    const role = columns[index] === null ? (numberRoleOf(words) ?? textRoleOf(words)) : undefined;
    const freeWith = (wanted: string | undefined) =>
      [...roles].filter(([property, candidate]) => candidate === wanted && !columns.includes(property));
    // "Current" beside "YTD" is the amount of the period: the item's amount field when none says "current".
    const free = role === 'current' && freeWith(role).length === 0 ? freeWith('lineTotal') : freeWith(role);
    if (role && free.length === 1 && free[0]) {
      columns[index] = free[0][0];
    }
  });
  if (similar) {
    similarColumns(texts, leaves, columns);
  }
  return columns;
}

// "Nr" and "No" spelled out, also at the end of a compound ("Zolltarifnr." → "zolltarifnummer").
const joinedSpelledOut = (words: string[]) =>
  words.map((word) => (word === 'no' ? 'number' : word.replace(/(?<=^|\p{L}{3})nr$/u, 'nummer'))).join('');

/** "Hrs" for `hours`, "Wgt" for `weight`: the header's letters in the name's order, the first letters alike. */
function lettersInOrder(header: string, name: string): boolean {
  let at = 0;
  for (const char of header) {
    at = name.indexOf(char, at) + 1;
    if (at === 0) {
      return false;
    }
  }
  return header[0] === name[0] && /^\p{L}+$/u.test(header);
}

/**
 * A header that names a field by a compound or a shortened word ("Gesamtpreis netto" for `preis_netto`,
 * "Einzel" for `einzelpreis`, "Zolltarifnr." for `zolltarifnummer`): the last resort for the cells and fields
 * still free, taken only when the cell fits exactly one free field and that field exactly one free cell.
 */
function similarColumns(texts: string[], leaves: THeaderLeaf[], columns: (TSchemaProperty | null)[]) {
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
      // A compound whose last part is the whole name ("Buchungstext" for `text`).
      (written.length === 1 && name.length >= 4 && header.length > name.length + 2 && header.endsWith(name)) ||
      (name.length >= 5 && field.every((word) => word.length >= 3 && header.includes(word)))
    );
  };
  const free = leaves.filter((leaf) => !columns.includes(leaf.property));
  const pairs: [number, TSchemaProperty][] = [];
  texts.forEach((text, index) => {
    const words = labelWords(text);
    if (columns[index] !== null || words.length === 0 || /:\s*\S/.test(text)) {
      return;
    }
    const found = free.filter((leaf) => fits(words, nameWords(leaf.property.name)));
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

const cellText = (line: TLine, cell: TCell) => line.text.slice(cell.start, cell.end);

/**
 * The second line of a two-line header ("Artikel- | Einzel-" over "nummer | preis €"): text only, each of its
 * cells under a cell of the first line; the parts are joined, a hyphen at a line end joins a word.
 */
function mergedTexts(first: TLine, second: TLine | undefined): string[] | null {
  if (!second || second.page !== first.page || second.cells.length === 0 || /\d/.test(second.text)) {
    return null;
  }
  const texts = first.cells.map((cell) => cellText(first, cell));
  // A line holding a date is a row of values ("Café Lindner | 21.04.2026"), not a header's first line.
  if (texts.some((text) => /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(text.trim()))) {
    return null;
  }
  for (const cell of second.cells) {
    const under = first.cells.findIndex((above, index) => {
      const next = first.cells[index + 1];
      return cell.start < (next ? next.start : Number.POSITIVE_INFINITY) && cell.end > above.start - 2;
    });
    if (under === -1) {
      return null;
    }
    const above = texts[under] ?? '';
    const part = cellText(second, cell);
    texts[under] = above.endsWith('-') ? `${above.slice(0, -1)}${part}` : `${above} ${part}`;
  }
  return texts;
}

/** The header a line makes (alone, or with the next line as its second line), or null if it names no field. */
export function headerAt(lines: TLine[], index: number, leaves: THeaderLeaf[]): THeader | null {
  const line = lines[index];
  if (!line || line.cells.length < 2) {
    return null;
  }
  const single = typedColumns(
    headerColumns(
      line.cells.map((cell) => cellText(line, cell)),
      leaves,
    ),
    leaves.map((leaf) => leaf.property),
    lines[index + 1],
    line,
  );
  const merged = mergedTexts(line, lines[index + 1]);
  const double = merged ? headerColumns(merged, leaves) : null;
  const count = (columns: (TSchemaProperty | null)[]) => columns.filter(Boolean).length;
  // The second line completes the header ("Net weight" over "(kg)") when it names at least as much as the
  // first alone and keeps every field the first named: it is not the table's first row.
  const keeps = (columns: (TSchemaProperty | null)[]) =>
    single.every((property, cell) => property === null || columns[cell] === property);
  const wraps = (lines[index + 1]?.cells.length ?? 0) >= 2 && double !== null && keeps(double);
  if (double && (count(double) > count(single) || (wraps && count(double) === count(single)))) {
    return { columns: double, named: count(double), lines: 2 };
  }
  const glued = gluedCells(line);
  const parted = glued
    ? headerColumns(
        glued.map((cell) => cellText(line, cell)),
        leaves,
      )
    : null;
  if (glued && parted && count(parted) > count(single)) {
    return { columns: parted, named: count(parted), lines: 1, cells: glued };
  }
  return count(single) > 0 ? { columns: single, named: count(single), lines: 1 } : null;
}

/**
 * A PDF's header cells run together where one ends at the next one's start ("…of contentsWeight (kg)"): the
 * cells parted where a lower-case word meets a capitalised one, or null when none does.
 */
function gluedCells(line: TLine): TCell[] | null {
  const cells = line.cells.flatMap((cell) => {
    const text = cellText(line, cell);
    const cuts = [...text.matchAll(/(?<=\p{Ll}{3})(?=\p{Lu}\p{Ll})/gu)].map((match) => match.index);
    const bounds = [0, ...cuts, text.length];
    return bounds.slice(1).map((end, index) => {
      const start = cell.start + (bounds[index] ?? 0);
      return { start, end: cell.start + end, tokens: tokenize(line.text, start, cell.start + end) };
    });
  });
  return cells.length > line.cells.length ? cells : null;
}
