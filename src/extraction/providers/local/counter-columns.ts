import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { itemRoles } from './item-roles.ts';
import type { TLine } from './lines.ts';
import { foldWord, nameWords } from './words.ts';

type TColumns = (TSchemaProperty | null)[];

// A field for the row's running number: `nr`, `no`, `pos`, `lfd_nr`, `rate_nr`, `index`.
const COUNTER_NAME = /^(?:nr|no|pos|position|lfd|number|nummer|index|idx|seq|line)$/;
// The first row's running number: "1", "1.", "01".
const FIRST_COUNT = /^0?1\.?$/;
// A header cell of one word (a compound: "Zinsanteil", "Ratenbetrag").
const ONE_WORD = /^\p{L}{5,30}\.?$/u;

const cellOf = (line: TLine | undefined, index: number) => {
  const cell = line?.cells[index];
  return cell && line ? line.text.slice(cell.start, cell.end).trim() : '';
};

/** The field's one-word name cut to its stem: "zinsen" → "zins", "rate" → "rate" (four letters at least). */
function stemOf(property: TSchemaProperty) {
  const words = nameWords(property.name);
  const [word] = words;
  if (words.length !== 1 || !word || word.length < 4) {
    return null;
  }
  return word.slice(0, Math.max(4, word.length - 2));
}

/**
 * Columns of a table's header fixed by its first row and its compound words. (1) A first column whose header names
 * a money field ("Rate" for `rate`) but whose first row is the running number "1" holds the rows' numbers: the item's
 * free counter field (`nr`) takes it and the money field is let go. (2) A number field no header names takes the
 * one unnamed column whose one-word header is a compound opening with the field's stem ("Zinsanteil" for `zinsen`,
 * "Ratenbetrag" for `rate`), when no other column's header does.
 */
export function withCounterAndStems(
  columns: TColumns,
  properties: TSchemaProperty[],
  row: TLine | undefined,
  header: TLine,
): TColumns {
  if (!row || header.cells.length !== columns.length) {
    return columns;
  }
  const fixed = [...columns];
  const counter = properties.filter(
    (property) => nameWords(property.name).some((word) => COUNTER_NAME.test(word)) && !fixed.includes(property),
  );
  // Only the first column, and not a quantity's ("Menge" over "1" is a count of pieces, not the row's number).
  const first = fixed[0];
  const counted =
    first?.type === 'number' &&
    !nameWords(first.name).some((word) => COUNTER_NAME.test(word)) &&
    itemRoles([first]).get(first) !== 'quantity' &&
    FIRST_COUNT.test(cellOf(row, 0));
  if (counted && counter.length === 1 && counter[0]) {
    fixed[0] = counter[0];
  }
  const free = properties.filter((property) => property.type === 'number' && !fixed.includes(property));
  const headerWord = (index: number) => {
    const text = cellOf(header, index);
    return fixed[index] === null && ONE_WORD.test(text) ? foldWord(text.replace(/\.$/, '')) : null;
  };
  const opens = (property: TSchemaProperty, index: number) => {
    const stem = stemOf(property);
    const word = headerWord(index);
    return stem !== null && word !== null && word.length >= property.name.length + 3 && word.startsWith(stem);
  };
  for (const property of free) {
    const matches = fixed.flatMap((_, index) => (opens(property, index) ? [index] : []));
    const [only] = matches;
    const rivals = free.filter((other) => other !== property && only !== undefined && opens(other, only));
    if (matches.length === 1 && only !== undefined && rivals.length === 0) {
      fixed[only] = property;
    }
  }
  return fixed;
}
