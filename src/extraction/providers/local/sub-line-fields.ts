import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import { coerceValue } from './coerce.ts';
import { shortensName } from './similar-columns.ts';
import type { TColumns, TTableRow } from './table-rows.ts';
import { labelWords, nameWords } from './words.ts';

// A label (one or two words, "Art.-Nr.", "Serial no") and the value after it, holding a digit; pairs parted by
// spaces or a slash ("ISIN DE0007236101 / WKN 723610"). Its caller reads lines of at most 80 characters, but the
// pattern is linear by itself: a label starts after no letter (only such starts can part the whole line into
// pairs) and the blanks before the value are one run; tried inside a long word and with the blanks in two parts,
// 20,000 letters or blanks cost seconds.
const PAIR = /(?<![\p{L}.-])(\p{L}[\p{L}.-]*(?:\s\p{L}[\p{L}.-]*)?)(?:\s*:)?\s+(\S*\d\S*)\s*(?:[/,;|]\s*)?/gu;

// A field holding several codes is named in the plural (`serial_numbers`, `tracking_codes`); its sub-line's label is
// the singular's ("S/N:", "Serial no.").
const PLURAL_CODE_WORD = /^(numbers|nos|codes|ids|nummern)$/;
const SINGULAR: Record<string, string> = { numbers: 'number', nos: 'no', codes: 'code', ids: 'id', nummern: 'nummer' };

/** The labels of an item's field, those of its name's singular too when it names several codes. */
export function subLineLabels(property: TSchemaProperty): string[][] {
  const own = candidatesFor({ name: property.name, description: property.description }).map((each) => each.words);
  const words = nameWords(property.name);
  const last = words.at(-1) ?? '';
  if (!PLURAL_CODE_WORD.test(last)) {
    return own;
  }
  const singular = [...words.slice(0, -1), SINGULAR[last] ?? last].join('_');
  return [...own, ...candidatesFor({ name: singular }).map((each) => each.words)];
}

/** The free field a label names: by one of its labels (spaces left out: "SN" for "s n"), else by shortening it. */
export function namedBy(label: string, free: TSchemaProperty[]): TSchemaProperty | undefined {
  const words = labelWords(label);
  const joined = words.join('');
  const byLabel = free.find((property) =>
    subLineLabels(property).some(
      (candidate) => candidate.join(' ') === words.join(' ') || candidate.join('') === joined,
    ),
  );
  const shortened = free.filter((property) => shortensName(words, property));
  return byLabel ?? (shortened.length === 1 ? shortened[0] : undefined);
}

/**
 * A sub-line of two or more labelled values under a row ("Art.-Nr. 21ML0031GE   SN PF4XK21A"): each label
 * naming a field no column holds fills it, the rest ("WKN 723610") is passed over. True when the line was such
 * a sub-line and named a field: no part of the item's description then.
 */
export function fillsLabelledPairs(
  text: string,
  row: TTableRow,
  columns: TColumns,
  properties: TSchemaProperty[],
  dayFirst: boolean,
): boolean {
  const pairs = [...text.trim().matchAll(PAIR)];
  if (pairs.length < 2 || pairs.map((pair) => pair[0]).join('') !== text.trim()) {
    return false;
  }
  const free = properties.filter((property) => !row.values.has(property) && !columns.includes(property));
  let filled = false;
  for (const [, label, written] of pairs) {
    const property = label && written ? namedBy(label, free) : undefined;
    const value = property ? coerceValue(property, written ?? '', dayFirst) : null;
    if (property && value !== null) {
      row.values.set(property, value);
      row.missing = row.missing.filter((missing) => missing !== property);
      filled = true;
    }
  }
  return filled;
}
