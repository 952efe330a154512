import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { isPlainPrice, itemRoles, numberRoleOf } from './item-roles.ts';
import { labelWords, nameWords } from './words.ts';

type TColumns = (TSchemaProperty | null)[];

// A unit a header names its column by ("Pause (min)", "Arbeitszeit (h)", "Kg") and the words of a field's name that
// hold that unit (`pause_minuten`, `stunden`, `weight_kg`).
const UNIT_FIELD_WORDS: [RegExp, Set<string>][] = [
  [/^(?:h|hrs|std|stunden|hours)$/, new Set(['h', 'hrs', 'hours', 'std', 'stunden'])],
  [/^(?:min|mins|minuten|minutes)$/, new Set(['min', 'mins', 'minuten', 'minutes'])],
  [/^(?:kg|kilo)$/, new Set(['kg', 'kilo', 'kilogramm', 'weight', 'gewicht'])],
  [/^km$/, new Set(['km', 'kilometer', 'kilometres', 'kilometers', 'distance', 'strecke', 'entfernung'])],
];
// The word of a two-word field name that says what kind of number it is (`quantity_ordered`, `menge_geliefert`).
const KIND_WORD = /^(?:qty|quantity|menge|anzahl|count|units|amount|betrag|stueck|stk)$/;
const PRICE_HEADER = /^(?:price|preis|cost|kosten)$/;

const free = (properties: TSchemaProperty[], columns: TColumns) =>
  properties.filter((property) => property.type === 'number' && !columns.includes(property));

/** The one free number field holding the unit the header ends with ("Pause (min)" → `pause_minuten`). */
function unitField(words: string[], properties: TSchemaProperty[], columns: TColumns) {
  const unit = words[words.length - 1] ?? '';
  const fieldWords = UNIT_FIELD_WORDS.find(([pattern]) => pattern.test(unit))?.[1];
  // A cell with a figure ("8 h") is a row's value, not a header.
  if (!fieldWords || words.length > 3 || words.some((word) => /\d/.test(word))) {
    return undefined;
  }
  const holding = free(properties, columns).filter((property) =>
    nameWords(property.name).some((word) => fieldWords.has(word)),
  );
  // Two such fields ("Pause (min)", "Fahrzeit (min)"): the one sharing the header's other word.
  const sharing = holding.filter((property) =>
    nameWords(property.name).some((word) => words.slice(0, -1).includes(word)),
  );
  const found = holding.length === 1 ? holding : sharing;
  return found.length === 1 ? found[0] : undefined;
}

/** The one free field named by a kind word and the header's one word ("Ordered" → `quantity_ordered`). */
function partField(words: string[], properties: TSchemaProperty[], columns: TColumns) {
  const [word] = words;
  if (words.length !== 1 || !word || word.length < 4) {
    return undefined;
  }
  const found = free(properties, columns).filter((property) => {
    const name = nameWords(property.name);
    return name.length === 2 && name.includes(word) && name.some((part) => part !== word && KIND_WORD.test(part));
  });
  return found.length === 1 ? found[0] : undefined;
}

/** The one free field whose one-word compound name ends with the header's one word ("Größe" → `packungsgroesse`). */
function tailField(words: string[], properties: TSchemaProperty[], columns: TColumns) {
  const [word] = words;
  if (words.length !== 1 || !word || word.length < 5 || /\d/.test(word)) {
    return undefined;
  }
  const found = properties.filter((property) => {
    const name = nameWords(property.name);
    return (
      !columns.includes(property) &&
      name.length === 1 &&
      (name[0] ?? '').length > word.length + 2 &&
      name[0]?.endsWith(word)
    );
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The one free field whose one-word name the header's two letters open ("Mo" for `morgens`, "Ab" for `abends` on a
 * medication plan), three with an abbreviation's dot ("Abs." for `absender`).
 */
function prefixField(text: string, words: string[], properties: TSchemaProperty[], columns: TColumns) {
  const [word] = words;
  const short = word?.length === 2 || (word?.length === 3 && text.trim().endsWith('.'));
  if (words.length !== 1 || !word || !short || !/^\p{L}+$/u.test(word)) {
    return undefined;
  }
  const found = properties.filter((property) => {
    const name = nameWords(property.name);
    return !columns.includes(property) && name.length === 1 && (name[0] ?? '').length >= 5 && name[0]?.startsWith(word);
  });
  return found.length === 1 ? found[0] : undefined;
}

// Fields no amount column fills whatever the header: rates, counts, numbers and years.
const NO_AMOUNT =
  /\b(?:nr|no|km|kg|std)\b|rate|satz|prozent|percent|quote|qty|quantity|menge|anzahl|count|stueck|number|nummer|year|jahr|hours|stunden|minut/;

/**
 * An amount's header ("Betrag", "Amount", "EUR") over a column no field is named for: the item's one number field
 * left without a column takes it when no field of the item is named as the line's amount (`erstattung` beside
 * "Datum | Strecke | km | Betrag").
 */
function lastAmountField(words: string[], properties: TSchemaProperty[], columns: TColumns) {
  const roles = itemRoles(properties);
  if (numberRoleOf(words.join(' ')) !== 'lineTotal' || [...roles.values()].includes('lineTotal')) {
    return undefined;
  }
  const left = free(properties, columns);
  const [field] = left;
  return left.length === 1 && field && !NO_AMOUNT.test(nameWords(field.name).join(' ')) ? field : undefined;
}

/**
 * Columns no label names whose header still says which field they hold, by a part of the field's meaning: the unit the
 * field's name holds ("Arbeitszeit (h)" for `stunden`, "Kg" for `weight_kg`), the word that qualifies a quantity's
 * name ("Ordered" for `quantity_ordered`), the end of a compound name ("Größe" for `packungsgroesse`), its opening letters ("Mo" for `morgens`), an amount's
 * header for the one number field left, or a plain "Cost"/"Preis" beside the line's amount for the one unit price
 * field left (`price_per_unit` next to "Ext. cost").
 */
export function withPartNamedColumns(texts: string[], properties: TSchemaProperty[], columns: TColumns) {
  const roles = itemRoles(properties);
  const hasLineTotal = columns.some((column) => column !== null && roles.get(column) === 'lineTotal');
  texts.forEach((text, index) => {
    if (columns[index] !== null) {
      return;
    }
    const words = labelWords(text);
    const priced = hasLineTotal && words.length === 1 && PRICE_HEADER.test(words[0] ?? '');
    const unitPrices = priced
      ? free(properties, columns).filter((property) => roles.get(property) === 'unitPrice' && !isPlainPrice(property))
      : [];
    const field =
      unitField(words, properties, columns) ??
      partField(words, properties, columns) ??
      tailField(words, properties, columns) ??
      prefixField(text, words, properties, columns) ??
      lastAmountField(words, properties, columns) ??
      (unitPrices.length === 1 ? unitPrices[0] : undefined);
    if (field) {
      columns[index] = field;
    }
  });
}
