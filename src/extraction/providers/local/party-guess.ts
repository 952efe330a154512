// A party's field without a label of its own: its name from the letterhead, signature or address window, a part of
// its address from the lines of its block, its country from the line under its postal line (moved out of guesses.ts).
import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { addressPartOf, findAddressPart, findPartyCountry } from './address-parts.ts';
import { addressPartUnderLabel } from './address-under-label.ts';
import { namesNumberOf } from './identifiers.ts';
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { mailSignature, namesMailSender } from './mail-parts.ts';
import { findParty, partyRole } from './parties.ts';
import { issuerContact, partyPartOf, recipientPart } from './party-contacts.ts';
import { namesTradeSide } from './party-words.ts';
import { replyParty } from './reply-parties.ts';
import { signerText } from './signature-lines.ts';
import { namesWriterPosition, writerPosition } from './signature-position.ts';
import { nameWords } from './words.ts';

const DELIVERY_ADDRESS = /^(?:lieferadresse|lieferanschrift)$/;
const COUNTRY = /^(?:country|land|staat|laendercode|country_code)$/;
// A field naming a firm: a person's name in a mail's From line is no value of it.
const FIRM = /^(?:company|firma|firm|unternehmen|business|organisation|organization)$/;

/**
 * The party's value a field asks for by its words or its parent's (`bill_to.company`, `customer.city`,
 * `empfaenger.land`), or undefined where the field names no party (then other guesses read it).
 */
export function partyGuess(
  property: TSchemaProperty,
  lines: TLine[],
  words: string[],
  parentName?: string,
): TValueSource | null | undefined {
  const plain = property.type === 'string' && !property.format;
  const ofCountry = plain && words.some((word) => COUNTRY.test(word));
  // `lieferadresse.firma`: where a delivery note goes is its address window (a whole `lieferadresse` is no party).
  const delivery = DELIVERY_ADDRESS.test(nameWords(parentName ?? '').join(' ')) ? 'recipient' : null;
  const roleOf = () => partyRole(nameWords(parentName ?? ''), lines) ?? delivery ?? partyRole(words, lines);
  // `sender.country`, `empfaenger.land`: the line under the party's postal line that names a country, if any; a
  // party's country is no part of its name.
  const countryRole = ofCountry ? roleOf() : null;
  const country = countryRole ? findPartyCountry(lines, countryRole) : null;
  if (country) {
    return country;
  }
  // The parent says whose: `bill_to.company` is the recipient's company; `customer_number` is no party's name.
  const role = plain && !namesNumberOf(words) && !ofCountry ? roleOf() : null;
  // `customer.city`: a part of the party's address block, never its name.
  const addressPart = role ? addressPartOf(words) : null;
  // `recipient_postcode` on a parcel label: the block under "TO:" as under the label of a `recipient` object.
  const owner = !parentName && addressPart ? words.find((word) => partyRole([word], lines) !== null) : undefined;
  const underLabel =
    property.type !== 'string'
      ? null
      : parentName
        ? addressPartUnderLabel(lines, parentName, words)
        : owner
          ? addressPartUnderLabel(
              lines,
              owner,
              words.filter((word) => word !== owner),
            )
          : null;
  if (!underLabel && !role) {
    return undefined;
  }
  if (underLabel || (addressPart && role)) {
    return underLabel ?? (role && addressPart ? findAddressPart(lines, role, addressPart) : null);
  }
  const allWords = [...words, ...nameWords(parentName ?? '')];
  // `absender.funktion`: the issuer's position is the signer's, never the party's name.
  if (role === 'issuer' && namesWriterPosition(allWords)) {
    return writerPosition(lines, allWords);
  }
  const reply = role ? replyParty(lines, role) : undefined;
  const party =
    role &&
    (reply !== undefined ? reply : findParty(lines, role, namesTradeSide(allWords), namesMailSender(lines, allWords)));
  // `buyer_contact`, `kunde.ansprechpartner`, `empfaenger.firma`: the person at the party or its firm.
  const part = partyPartOf(words);
  if (part === 'contact' && role === 'issuer' && reply === undefined) {
    return issuerContact(lines);
  }
  if (part && party && role === 'recipient' && reply === undefined && !party.line.header) {
    return recipientPart(lines, party, part);
  }
  // "From: Tom Bradley <…>" for `company`, signed "Tom Bradley": the writer, not the firm.
  const firm = words.some((word) => FIRM.test(word));
  const signer = mailSignature(lines)?.person;
  const writer = signer ? signerText(signer) : undefined;
  return party && firm && party.line.header && party.text === writer ? null : party;
}
