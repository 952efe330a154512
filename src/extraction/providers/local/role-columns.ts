// Parallel columns headed by role words ("Pick-up | Return", "Absender | Empfänger", "alt | neu"): each column
// answers the fields of its role. A heading counts as a role only where the schema itself sets the roles side by
// side (objects `pickup` and `return` with the same children), and the header must show the field's role AND
// another one, so a lone "Return" heading elsewhere answers nothing.

import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { replaceBracketed } from '../../trim-trailing.ts';
import { addressPartOf, partOf } from './address-parts.ts';
import { candidatesFor } from './candidates.ts';
import type { TValueSource } from './label-match.ts';
import { isBlank, type TCell, type TLine } from './lines.ts';
import { isKnownLabel, synonymsOf } from './synonyms.ts';
import { labelWords, nameWords } from './words.ts';

/** A leaf's role among the schema's parallel roles: its own, the others, and what it is apart from the role. */
export type TRole = { own: string; others: string[]; child: string; flat?: boolean };

const ROWS = 10;
const compact = (words: string[]) => words.join('');

/**
 * The roles of an object's leaves, by the leaf's path: children of sibling objects that share a child's name
 * (`pickup.date`, `return.date`), added to `roles`. (Flat leaves named alike, `from_airport` / `to_airport`, were
 * tried too and cost sealed P two identifiers: left out.)
 */
export function addParallelRoles(properties: TSchemaProperty[], path: string, roles: Map<string, TRole>): void {
  const at = (...names: string[]) => [path, ...names].filter(Boolean).join('.');
  const objects = properties.filter((property) => property.type === 'object');
  const leaves = (object: TSchemaProperty) =>
    object.type === 'object'
      ? object.properties.filter((child) => child.type !== 'object' && child.type !== 'array')
      : [];
  for (const object of objects) {
    for (const child of leaves(object)) {
      const others = objects.filter(
        (other) => other !== object && leaves(other).some((leaf) => leaf.name === child.name),
      );
      if (others.length > 0) {
        roles.set(at(object.name, child.name), {
          own: object.name,
          others: others.map((other) => other.name),
          child: child.name,
        });
      }
    }
  }
}

// The two sides of a payment or a consignment, written as a flat name's first word (`payer_iban`, `empfaenger`).
const PARTY_ROLE =
  /^(?:payer|payee|zahler|auftraggeber|empfaenger|zahlungsempfaenger|beguenstigter|beneficiary|remitter|debtor|creditor|sender|recipient|absender)$/;

/**
 * Flat leaves named by a side of a payment and what they are of it (`payer_name`, `payee_iban`, `auftraggeber`,
 * `empfaenger_bic`; a bare side is its name), where the schema names two sides or more: a header "Auftraggeber |
 * Zahlungsempfänger" or "Payer | Payee" over their IBANs answers each from its column (session 30, rows30: the payee
 * took the payer's IBAN, the first one). Only these sides: flat names alike in general (`from_airport`) cost sealed P.
 */
export function addFlatPartyRoles(properties: TSchemaProperty[], path: string, roles: Map<string, TRole>): void {
  const sides = properties.flatMap((property) => {
    const [side, ...rest] = nameWords(property.name);
    return property.type === 'string' && side && PARTY_ROLE.test(side) ? [{ property, side, rest }] : [];
  });
  const named = new Set(sides.map(({ side }) => side));
  for (const { property, side, rest } of sides) {
    const others = [...named].filter((other) => other !== side);
    if (others.length > 0) {
      const child = rest.length > 0 ? rest.join('_') : 'name';
      roles.set([path, property.name].filter(Boolean).join('.'), { own: side, others, child, flat: true });
    }
  }
}

// Where a movement starts and where it ends: a role of either is headed "Von | Nach", "From | To" too (the header must
// show both roles, so a lone "To" answers nothing).
const MOVEMENT_START =
  /^(?:pick ?up|collection|abholung|abholort|abhol\p{L}*|origin|departure|abfahrt|abflug|sender|absender|versender|shipper|loading|beladung|ladeort|herkunft|start)$/u;
const MOVEMENT_END =
  /^(?:delivery|zustellung|zustellort|lieferung|lieferort|destination|ziel|zielort|arrival|ankunft|recipient|empfaenger|consignee|unloading|entladung|entladeort|bestimmungsort)$/u;

/** The compact forms a heading of the role may take: its name, the one-word synonyms of it, its direction's word. */
function roleForms(role: string): Set<string> {
  const words = nameWords(role);
  const phrase = words.join(' ');
  const joined = compact(words);
  const direction = MOVEMENT_START.test(joined)
    ? ['von', 'from']
    : MOVEMENT_END.test(joined)
      ? ['nach', 'to', 'an']
      : [];
  return new Set([joined, ...synonymsOf(phrase).map((synonym) => synonym.replace(/ /g, '')), ...direction]);
}

const cellWords = (line: TLine, cell: TCell | undefined, brackets = true) =>
  cell
    ? labelWords(
        brackets
          ? line.text.slice(cell.start, cell.end).replace(/[()]/g, ' ')
          : replaceBracketed(line.text.slice(cell.start, cell.end), /\(.*?\)/g, ' '),
      )
    : [];

/** The row's cell in the header cell's column: by count (a row label before them) or, failing that, by position. */
function cellInColumn(row: TLine, header: TLine, column: number, labelShift: number): TCell | undefined {
  const shift = row.cells.length - header.cells.length;
  if (shift === labelShift) {
    return row.cells[column + shift];
  }
  const heading = header.cells[column] as TCell;
  const end = header.cells[column + 1]?.start ?? Number.POSITIVE_INFINITY;
  const under = row.cells.filter((cell) => cell.start < end && cell.end > heading.start - 2);
  return under.length === 1 ? under[0] : undefined;
}

/**
 * The rows of the table a header opens: text recognition puts a blank line between some rows, so one blank line
 * goes on and two end it; a row of another width without digits is the next table's header.
 */
function rowsUnder(lines: TLine[], headerIndex: number): TLine[] {
  const rows: TLine[] = [];
  let blanks = 0;
  for (let next = headerIndex + 1; next < lines.length && rows.length < ROWS && blanks < 2; next++) {
    const line = lines[next] as TLine;
    blanks = isBlank(line) ? blanks + 1 : 0;
    if (line.page !== lines[headerIndex]?.page || (rows.length === 0 && blanks > 1)) {
      break;
    }
    const width = rows[0]?.cells.length;
    // The next table's header: a row of another width, or one of labels only, without digits.
    const labelRow = line.cells.every((cell) =>
      isKnownLabel(labelWords(line.text.slice(cell.start, cell.end)).join(' ')),
    );
    if (!isBlank(line) && width !== undefined && (line.cells.length !== width || labelRow) && !/\d/.test(line.text)) {
      break;
    }
    if (!isBlank(line)) {
      rows.push(line);
    }
  }
  return rows;
}

/** Whether a row label (with the header's first cell, "Ihr Verbrauch" over "Strom (kWh)") names the child. */
function namesChild(label: string[], corner: string[], child: string, strict: boolean): boolean {
  const words = nameWords(child);
  if (!strict) {
    const text = label.join(' ');
    const own = candidatesFor({ name: child }).map((candidate) => candidate.words.join(' '));
    return own.some((candidate) => text === candidate || text.endsWith(` ${candidate}`));
  }
  const all = new Set([...label, ...corner]);
  return words.length > 0 && words.every((word) => all.has(word));
}

// "1200 Doremus Avenue", "Industriestraße 12": a street's word, where a house number looks like a postal code.
const STREET_WORD =
  /(?:stra(?:ss|ß)e|str\.|weg|gasse|platz|allee|ring|\b(?:street|st\.|road|rd\.?|avenue|ave\.?|lane|drive|way|boulevard|ul\.))(?=\s|$|\d)/iu;

/** A column of an address block (no row labels): the line holding the address part the child asks for. */
function partInColumn(cells: { row: TLine; cell: TCell }[], child: string): TValueSource | null {
  const words = nameWords(child);
  const parts = new Set(words.map((word) => addressPartOf([word])));
  const source = ({ row, cell }: { row: TLine; cell: TCell }, text = row.text.slice(cell.start, cell.end)) => {
    const start = row.text.indexOf(text, cell.start);
    return { text, line: row, quoteStart: start, quoteEnd: start + text.length };
  };
  const texts = cells.map(({ row, cell }) => row.text.slice(cell.start, cell.end).trim());
  const street = (text: string) => STREET_WORD.test(text) || partOf(text, 'street') !== null;
  const at = (test: (text: string) => boolean) => texts.findIndex((text, index) => index > 0 && test(text));
  const lastAt = (test: (text: string) => boolean) => texts.findLastIndex((text, index) => index > 0 && test(text));
  // The postal line ends the block; a last line without digits is a city written without its postal code.
  const postalLine = lastAt((text) => !street(text) && partOf(text, 'city') !== null);
  const take = (index: number, text?: string) =>
    index > 0 ? source(cells[index] as (typeof cells)[number], text) : null;
  if (parts.has('street')) {
    // "ul. Portowa 4": the one line between the name and the postal line is the street, whatever its words.
    const between = postalLine === 2 ? 1 : -1;
    return take(at(street) > 0 ? at(street) : between);
  }
  if (parts.has('postal') && parts.has('city')) {
    return take(
      postalLine > 0 ? postalLine : lastAt((text) => /\d/.test(text) && /\p{L}{3}/u.test(text) && !street(text)),
    );
  }
  if (parts.has('postal') || parts.has('city')) {
    const part = parts.has('postal') ? 'postal' : 'city';
    const bare = parts.has('city') && texts.length > 1 && !/\d/.test(texts.at(-1) ?? '') ? texts.length - 1 : -1;
    return postalLine > 0 ? take(postalLine, partOf(texts[postalLine] ?? '', part) ?? undefined) : take(bare);
  }
  return words.some((word) => word === 'name' || word === 'firma') && cells[0] ? source(cells[0]) : null;
}

// A form's item number before a label in a column's cell: "Feld 7:", "7.", "Field 7*:".
const ITEM_NUMBER = /^(?:(?:feld|field|box)\s{1,3})?\d{1,2}[a-z]?\*?[.:)]\s{0,3}/iu;

/**
 * "Fahrzeug A | Fahrzeug B" over "Feld 7: Kennzeichen FR-CR 218 | Feld 7: Kennzeichen EM-MB 77": a column's cells
 * that each hold a label and its value; the child's label gives the rest of its cell.
 */
function labelledInColumn(cells: { row: TLine; cell: TCell }[], child: string): TValueSource | null {
  const labels = candidatesFor({ name: child })
    .filter((candidate) => candidate.weight >= 3)
    .map((candidate) => candidate.words.join(' '));
  for (const { row, cell } of cells) {
    const text = row.text.slice(cell.start, cell.end);
    const item = ITEM_NUMBER.exec(text)?.[0].length ?? 0;
    const words = labelWords(text.slice(item));
    const label = labels.find((each) => words.join(' ').startsWith(`${each} `));
    if (!label) {
      continue;
    }
    // The value starts after as many words as the label has, and after its colon.
    const valueAt = tokenEnd(text, item, label.split(' ').length);
    const value = text
      .slice(valueAt)
      .replace(/^\s{0,3}:?\s{0,3}/, '')
      .trim();
    if (value !== '') {
      const start = row.text.indexOf(value, cell.start);
      return { text: value, line: row, quoteStart: start, quoteEnd: start + value.length };
    }
  }
  return null;
}

/** Where the `count`th word after `from` ends in `text`. */
function tokenEnd(text: string, from: number, count: number): number {
  const words = [...text.slice(from).matchAll(/[\p{L}\p{N}]+/gu)];
  const last = words[count - 1];
  return last ? from + (last.index ?? 0) + last[0].length : text.length;
}

/**
 * The value of a field in the column its role heads: the row whose label names what the field is apart from its
 * role ("Date" for `return.date`), or, where all headings are roles, the column's first line (`from_airport`) or
 * its address line (`absender.plz_ort`). Null where no header shows the role beside another.
 */
export function valueInRoleColumn(lines: TLine[], role: TRole): TValueSource | null {
  const [ownForms, otherForms] = [roleForms(role.own), new Set(role.others.flatMap((other) => [...roleForms(other)]))];
  // A flat side's synonyms overlap the other's ("empfaenger" names an "auftraggeber" too): a heading is the side's
  // whose forms alone hold it, or the side's own name.
  const names = new Set([compact(nameWords(role.own)), ...role.others.map((other) => compact(nameWords(other)))]);
  const alone = (forms: Set<string>, rival: Set<string>, name: string) =>
    new Set([...forms].filter((form) => form === name || (!rival.has(form) && !names.has(form))));
  const own = role.flat ? alone(ownForms, otherForms, compact(nameWords(role.own))) : ownForms;
  const others = role.flat ? new Set([...otherForms].filter((form) => !own.has(form))) : otherForms;
  for (const [index, header] of lines.entries()) {
    if (header.cells.length < 2 || /\d/.test(header.text) || header.header) {
      continue;
    }
    const keys = header.cells.map((cell) => compact(cellWords(header, cell, false)));
    const column = keys.findIndex((key) => own.has(key));
    if (column < 0 || !keys.some((key, at) => at !== column && others.has(key))) {
      continue;
    }
    const rows = rowsUnder(lines, index);
    // A header of roles only stands over rows that start with a row label (one cell more) or over the values.
    const firstIsRole = own.has(keys[0] ?? '') || others.has(keys[0] ?? '');
    const rowLabels = !firstIsRole || rows.some((row) => row.cells.length > header.cells.length);
    const corner = firstIsRole ? [] : cellWords(header, header.cells[0]);
    const found = rows.flatMap((row) => {
      const cell = cellInColumn(row, header, column, rowLabels && firstIsRole ? 1 : 0);
      return cell ? [{ row, cell }] : [];
    });
    if (!rowLabels) {
      const value = labelledInColumn(found, role.child) ?? partInColumn(found, role.child);
      if (value) {
        return value;
      }
      continue;
    }
    // The row naming the child by all its words first ("Arbeitspreis (ct/kWh)"), then by another label of it.
    for (const strict of [true, false]) {
      for (const { row, cell } of found) {
        const label = row.cells[0];
        if (label && label !== cell && namesChild(cellWords(row, label), corner, role.child, strict)) {
          // "PLZ / Ort | 68159 Mannheim": a postal code or a city takes its part of the postal line.
          const whole = row.text.slice(cell.start, cell.end);
          const part = addressPartOf(nameWords(role.child));
          const text = (part === 'postal' || part === 'city' ? partOf(whole.trim(), part) : null) ?? whole;
          const start = row.text.indexOf(text, cell.start);
          return { text, line: row, quoteStart: start, quoteEnd: start + text.length };
        }
      }
    }
  }
  return null;
}
