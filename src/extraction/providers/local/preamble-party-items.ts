// A contract's parties as an array's items (`parteien: [{ rolle, name, anschrift }]`): each party its preamble
// designates ("Stefan Brückner, Gartenstraße 21, 90402 Nürnberg – nachfolgend „Verkäufer“ –", "Calder Ltd (the
// "Buyer")") is an item of its role word, name and address, read as preamble-parties.ts reads one party's fields.
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import type { TLeafValue } from './coerce.ts';
import type { TLine } from './lines.ts';
import { addressAfter, designations, nameIn, segmentsOf } from './preamble-parties.ts';
import type { TTableRow } from './table-rows.ts';
import { nameWords } from './words.ts';

const ROLE_NAME = /^(?:role|party role|party type|rolle|funktion|vertragsrolle|eigenschaft|as|als)$/;
const NAME_NAME = /^(?:name|full name|party|party name|partei|vertragspartei|firma|company)$/;
const ADDRESS_NAME = /^(?:address|adresse|anschrift|postal address|wohnort|sitz)$/;

const textField = (properties: TSchemaProperty[], pattern: RegExp) =>
  properties.find(
    (property) => property.type === 'string' && !property.format && pattern.test(nameWords(property.name).join(' ')),
  );

/** The preamble's parties as items, when the item asks for a party's role and name and two parties or more are named. */
export function partyItems(lines: TLine[], properties: TSchemaProperty[]): TTableRow[] {
  const role = textField(properties, ROLE_NAME);
  const name = textField(properties, NAME_NAME);
  const address = textField(properties, ADDRESS_NAME);
  if (!role || !name) {
    return [];
  }
  const all = designations(lines);
  const rows: TTableRow[] = [];
  for (const found of all) {
    const segments = segmentsOf(lines, found, all);
    const first = segments[0];
    const named = first ? nameIn(first) : null;
    if (!first || !named) {
      continue;
    }
    const values = new Map<TSchemaProperty, TLeafValue>([
      [role, found.word],
      [name, named.name],
    ]);
    const pieces = addressAfter(segments, named.end);
    if (address && pieces.length > 0) {
      values.set(address, pieces.map((piece) => piece.text).join(', '));
    }
    rows.push({ line: first.line, values, missing: [] });
  }
  return new Set(all.map((each) => each.role)).size >= 2 && rows.length >= 2 ? rows : [];
}
