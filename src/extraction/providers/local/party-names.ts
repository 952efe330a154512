// Whether a field asks for a party's name ("Ship to: Jane Roe, 5 Elm Road, …" ends where the address starts), so that
// its value must be written in words: not the party's number, address part or place, and not what a party's value
// says by its shape (`customer_phone`, `guest_email`: "Customer phone: 020 7946 0318" has no letters, and is right).
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { addressPartOf } from './address-parts.ts';
import { namesNumberOf } from './identifiers.ts';
import { partyRole } from './parties.ts';
import { shapeOf } from './shaped-values.ts';
import { PLACE_WORDS } from './vocabulary.ts';
import { nameWords } from './words.ts';

/** Whether `words` (the field's name words) ask for a party's name. */
export const asksForPartyName = (property: TSchemaProperty, words: string[], parentName?: string) =>
  partyRole([...words, ...nameWords(parentName ?? '')]) !== null &&
  !namesNumberOf(words) &&
  addressPartOf(words) === null &&
  !words.some((word) => PLACE_WORDS.test(word)) &&
  shapeOf(property) === null;
