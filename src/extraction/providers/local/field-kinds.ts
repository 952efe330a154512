import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';
import type { TPieceKind } from './row-pieces.ts';
import { foldWord, nameWords } from './words.ts';

// The kind of value an item's field takes, by its type, format and name (shaped-rows.ts, unread-fields.ts).
export type TWant = TPieceKind | 'unit';

const TIME_NAME =
  /^(?:time|uhrzeit|zeit|start|end|ende|beginn|departure|arrival|abfahrt|ankunft|abflug|starts|ends|departs|arrives|landung)$/;
const PHONE_NAME = /^(?:phone|telefon|tel|telephone|mobile|mobil|handy|fax|telefonnummer|rufnummer)$/;
const UNIT_NAME = /^(?:unit|einheit|uom|me)$/;
const YEAR_NAME = /^(?:year|jahr|since|seit|appointed|jahrgang|joined|baujahr)$/;
const CODE_NAME =
  /^(?:no|nr|number|nummer|code|sku|isin|id|ref|reference|charge|batch|lot|part|ean|flight|iban)$|(?:nummer|nr)$/;
const DATE_NAME = /^(?:date|datum|day|tag)$/;
// A field for the heading a group of rows stands under ("KITCHEN", "Bathroom").
export const GROUP_NAME = /^(?:section|category|kategorie|group|gruppe|abschnitt|bereich|area|type|art|heading)$/;
export const PERSON_NAME = /^(?:name|person|nachname|teilnehmer|attendee|trustee|contact|kontakt|member|mitglied)$/;

/** The kind of value a field takes, by its type, format and name. */
export function wantOf(property: TSchemaProperty): TWant {
  const words = nameWords(property.name);
  const has = (pattern: RegExp) => words.some((word) => pattern.test(word));
  if (property.type === 'number') {
    return has(YEAR_NAME) ? 'year' : 'number';
  }
  const format = property.type === 'string' ? property.format : undefined;
  if (format === 'date' || has(DATE_NAME)) {
    return 'date';
  }
  if (format === 'time' || has(TIME_NAME)) {
    return 'time';
  }
  if (format === 'email' || words.some((word) => /^e?-?mail$/.test(word))) {
    return 'email';
  }
  return has(PHONE_NAME)
    ? 'phone'
    : has(UNIT_NAME)
      ? 'unit'
      : has(YEAR_NAME)
        ? 'year'
        : has(CODE_NAME) || CODE_NAME.test(foldWord(property.name))
          ? 'code'
          : 'text';
}

/** The labels of an item's fields, words joined by a space ("art nr", "zaehler"), and the field each names. */
export function labelOwners(properties: TSchemaProperty[]) {
  const owners = new Map<string, TSchemaProperty>();
  for (const property of properties) {
    for (const candidate of candidatesFor({ name: property.name })) {
      const words = candidate.words.join(' ');
      owners.set(words, owners.get(words) ?? property);
    }
  }
  return owners;
}

export const fieldLabels = (properties: TSchemaProperty[]) => new Set(labelOwners(properties).keys());
