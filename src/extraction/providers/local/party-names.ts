// Whether a field asks for a party's name ("Ship to: Jane Roe, 5 Elm Road, …" ends where the address starts), so that
// its value must be written in words: not the party's number, address part or place, and not what a party's value
// says by its shape (`customer_phone`, `guest_email`: "Customer phone: 020 7946 0318" has no letters, and is right)
// or a thing of the party's (`guest_room`: "Guest room: 512").
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { addressPartOf } from './address-parts.ts';
import { namesNumberOf } from './identifiers.ts';
import { partyRole } from './parties.ts';
import { shapeOf } from './shaped-values.ts';
import { NAME_LIKE, PLACE_WORDS } from './vocabulary.ts';
import { nameWords } from './words.ts';

// Last words that still ask for the party itself: "Ship to", "Rechnung an", "Issued by", a contact person.
const PARTY_TAIL = /^(?:to|an|by|von|from|contact|kontakt|person|ansprechpartner\p{L}*)$/u;

/**
 * Whether a last word names something of a party, not the party: `guest_room` ("Guest room: 512"), `patient_age`,
 * `member_since`, `passenger_seat`, and a party object's `room`, whose values need no letters.
 */
function partyAttribute(words: string[], parentName?: string): boolean {
  const last = words.at(-1) ?? '';
  return (
    (words.length >= 2 || Boolean(parentName)) &&
    partyRole([last]) === null &&
    !NAME_LIKE.has(last) &&
    !PARTY_TAIL.test(last)
  );
}

/** Whether `words` (the field's name words) ask for a party's name. */
export const asksForPartyName = (property: TSchemaProperty, words: string[], parentName?: string) =>
  partyRole([...words, ...nameWords(parentName ?? '')]) !== null &&
  !namesNumberOf(words) &&
  addressPartOf(words) === null &&
  !words.some((word) => PLACE_WORDS.test(word)) &&
  shapeOf(property) === null &&
  !partyAttribute(words, parentName);
