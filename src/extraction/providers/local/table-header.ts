import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import { withCounterAndStems } from './counter-columns.ts';
import { withDebitCreditColumns } from './debit-credit-columns.ts';
import { groupedHeader, withGroupSiblings } from './grouped-header.ts';
import { cellsCutByRow } from './header-cuts.ts';
import { firstRowOf } from './header-first-row.ts';
import { cellText, gluedCells, mergedTexts } from './header-texts.ts';
import { spelledOut } from './header-words.ts';
import { typedColumns } from './item-columns.ts';
import { itemRoles, numberRoleOf, textRoleOf } from './item-roles.ts';
import type { TCell, TLine } from './lines.ts';
import { AMOUNT_WITH_CENTS_CELL } from './money-patterns.ts';
import { withPartNamedColumns } from './part-named-columns.ts';
import { percentHeader } from './percent-header.ts';
import { rowTypedColumns } from './row-typed-columns.ts';
import { withSharedQualifier } from './shared-qualifier.ts';
import { lettersInOrder, similarColumns } from './similar-columns.ts';
import { labelWords, nameWords } from './words.ts';
import { wrappedColumns } from './wrapped-header.ts';

export type THeaderLeaf = { property: TSchemaProperty; phrases: Map<string, number> };
export type THeader = { columns: (TSchemaProperty | null)[]; named: number; lines: number; cells?: TCell[] };

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
export function headerColumns(written: string[], leaves: THeaderLeaf[], similar = true) {
  const pairs: { cell: number; property: TSchemaProperty; weight: number }[] = [];
  // A form's numbered boxes ("11 Bruttogewicht kg | 12 Umfang"): the numbers are no part of the names.
  const BOX = /^\s*\d{1,2}\s+(?=\p{L}{3})/u;
  const texts =
    written.filter((text) => BOX.test(text)).length >= 2 ? written.map((text) => text.replace(BOX, '')) : written;
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
      const weight = [
        headerWeight(words, phrases, text.includes('.')) ??
          (alternatives.length > 0 ? Math.max(...(alternatives as number[])) - 1 : undefined),
        // Looser names only for a whole header cell (not when trying whether two spaced words are one header).
        similar ? namesWithin(words, property, phrases) : undefined,
        similar ? qualifiesName(words, phrases) : undefined,
        percentHeader(text, words, phrases),
      ].reduce((best, next) => (next !== undefined && (best === undefined || next > best) ? next : best));
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
  texts.forEach((text, index) => {
    const short = columns[index] === null ? leaves.filter(({ property }) => shortens(property.name, text)) : [];
    if (short.length === 1 && short[0] && !columns.includes(short[0].property)) {
      columns[index] = short[0].property;
    }
  });
  withDebitCreditColumns(
    texts,
    leaves.map((leaf) => leaf.property),
    columns,
  );
  if (similar) {
    withPartNamedColumns(
      texts,
      leaves.map((leaf) => leaf.property),
      columns,
    );
  }
  withSharedQualifier(
    texts,
    leaves.map((leaf) => leaf.property),
    columns,
  );
  if (similar) {
    similarColumns(texts, leaves, columns);
  }
  return columns;
}

/**
 * A header of two or more words each of which is, in order, a word of a longer field name ("km Beginn" for
 * `km_stand_beginn`): as strong as the field's best label, so it beats "km" plus a word.
 */
function namesWithin(words: string[], property: TSchemaProperty, phrases: Map<string, number>) {
  const name = nameWords(property.name);
  let at = 0;
  for (const word of name) {
    at += word === words[at] ? 1 : 0;
  }
  return words.length >= 2 && name.length > words.length && at === words.length
    ? Math.max(...phrases.values())
    : undefined;
}

/** A label after one qualifying word ("gefahrene km", "Net weight"): weaker than the label alone. */
function qualifiesName(words: string[], phrases: Map<string, number>) {
  const weight = words.length === 2 && !/\d/.test(words[0] ?? '') ? phrases.get(words[1] ?? '') : undefined;
  return weight === undefined ? undefined : weight - 1;
}

/**
 * A field named by a short form of the header's one word ("km" for "Kilometer", "hrs" for "Hours"): its first
 * letter and the rest in order within the word, which is at least two letters longer.
 */
function shortens(name: string, header: string): boolean {
  const [word, ...rest] = labelWords(header);
  const short = name.toLowerCase();
  return (
    word !== undefined &&
    rest.length === 0 &&
    /^[a-z]{2,4}$/.test(short) &&
    word.length >= short.length + 2 &&
    lettersInOrder(short, word)
  );
}

const cellTexts = (line: TLine | undefined) => line?.cells.map((cell) => cellText(line, cell)) ?? [];

/** The header a line makes (alone, or with the next line as its second line), or null if it names no field. */
export function headerAt(lines: TLine[], index: number, leaves: THeaderLeaf[]): THeader | null {
  const line = lines[index];
  // A line holding an amount ("DEBIT   59.44") is a labelled value, not a header.
  if (!line || line.cells.length < 2 || line.cells.some((cell) => AMOUNT_WITH_CENTS_CELL.test(cellText(line, cell)))) {
    return null;
  }
  const properties = leaves.map((leaf) => leaf.property);
  const named = headerColumns(
    line.cells.map((cell) => cellText(line, cell)),
    leaves,
  );
  const typed = withCounterAndStems(
    typedColumns(named, properties, lines[index + 1], line),
    properties,
    lines[index + 1],
    line,
  );
  // A field let go by its column (a rate over amounts) is not given a column by the rows' values either.
  const released = named.filter((property) => property !== null && !typed.includes(property));
  const single = rowTypedColumns(
    typed,
    properties.filter((property) => !released.includes(property)),
    lines,
    index,
  );
  // Hyphened words finished on the second line, whatever its cells' places (wrapped-header.ts).
  const hyphened = wrappedColumns(lines, index, (texts) => headerColumns(texts, leaves), single.filter(Boolean).length);
  if (hyphened) {
    return hyphened;
  }
  const merged = mergedTexts(line, lines[index + 1]);
  const double = merged ? headerColumns(merged, leaves) : null;
  const count = (columns: (TSchemaProperty | null)[]) => columns.filter(Boolean).length;
  // The second line completes the header ("Net weight" over "(kg)") when it names at least as much as the
  // first alone and keeps every field the first named: it is not the table's first row.
  const keeps = (columns: (TSchemaProperty | null)[]) =>
    single.every((property, cell) => property === null || columns[cell] === property);
  const wraps = (lines[index + 1]?.cells.length ?? 0) >= 2 && double !== null && keeps(double);
  const grouped = groupedHeader(line, lines[index + 1]);
  const split = grouped ? withGroupSiblings(headerColumns(grouped.texts, leaves), grouped.groups, properties) : null;
  // As many fields as the first line names, but the columns the rows have: the rows' header.
  const fits = grouped && lines[index + 2]?.cells.length === grouped.texts.length;
  // The merged lines name as much, but the rows have the group's columns ("Amount" over "Currency | USD").
  const rowsGrouped = fits && split && double && count(split) >= count(double) && double.length !== split.length;
  if (
    double &&
    !rowsGrouped &&
    (count(double) > count(single) ||
      (wraps && count(double) === count(single) && !firstRowOf(lines, index, single, double)))
  ) {
    return { columns: double, named: count(double), lines: 2 };
  }
  // The second line naming as much alone is the header itself, under a line of other things.
  const alone = grouped ? count(headerColumns(cellTexts(lines[index + 1]), leaves)) : 0;
  if (
    grouped &&
    split &&
    alone < count(split) &&
    (count(split) > count(single) || (fits && count(split) === count(single)))
  ) {
    return { columns: split, named: count(split), lines: 2, cells: grouped.cells };
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
  // The first row with more cells than the header (an opening balance may stand between).
  const cut = cellsCutByRow(
    line,
    lines.slice(index + 1, index + 5).find((next) => next.cells.length > line.cells.length),
  );
  const under = cut
    ? headerColumns(
        cut.map((cell) => cellText(line, cell)),
        leaves,
      )
    : null;
  if (cut && under && count(under) > count(single)) {
    return { columns: under, named: count(under), lines: 1, cells: cut };
  }
  return count(single) > 0 ? { columns: single, named: count(single), lines: 1 } : null;
}
