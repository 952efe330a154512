import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { nameWords } from './words.ts';

/**
 * What a field of a line item holds, read from its name (and description): the quantity, the price of one
 * unit, the line's amount, the item's text. Rows without a header ("2 x 1,29   2,58 A") are mapped by it.
 */
export type TItemRole = 'quantity' | 'unitPrice' | 'lineTotal' | 'text' | 'code' | 'current' | 'yearToDate';

// Counts of what the line sells by its packing (`packungen`, `cartons`, `flaschen`) are its quantity too.
const QUANTITY =
  /^(?:qty|quantity|menge|anzahl|count|pieces|pcs|stueck|stk|units|hours|hrs|stunden|std|packungen|packs|packages|pakete|cartons|kartons|boxes|bottles|flaschen|dosen|cans|stueckzahl)$/;
// "preis pro kg", "price per hour", `stundensatz`: a price of one unit, whatever the unit.
const UNIT_PRICE =
  /^(?:stundensatz|tagessatz|stundenlohn|stundenpreis|kilometersatz|km ?satz|hourly ?rate|day ?rate|daily ?rate|unit ?price|price ?(?:each|per ?unit)|each|unit ?cost|rate|einzelpreis|stueckpreis|(?:preis|price|rate|cost|kosten) ?(?:pro|je|per) ?[a-z\d]+|e ?preis|ansatz|satz)$/;
// An item's `subtotal` is its line's amount (count times unit price), not the document's.
const LINE_TOTAL =
  /^(?:amount|total|line ?total|line ?amount|(?:line ?)?sub ?total|total ?price|betrag|gesamt|gesamtpreis|summe|extended(?: ?price)?|ext ?price|value|wert|charge|umsatz)$/;
const PRICE = /^(?:price|preis|cost|kosten)$/;

/** A field named a price and nothing more (`price`, `preis`): no total, whatever role it took. */
export const isPlainPrice = (property: TSchemaProperty) => PRICE.test(wordsOf(property));
const TEXT =
  /^(?:description|item|name|product|article|service|text|beschreibung|bezeichnung|artikel|leistung|produkt|position)$/;

const CODE =
  /^(?:sku|code|ean|gtin|upc|plu|pzn|(?:item|article|part|product|art|artikel|material) ?(?:no|nr|number|code|id)|artikelnummer|materialnummer|bestellnummer)$/;

/** The role of a text column by its header's or field's words: the item's text, or its article code. */
export function textRoleOf(words: string): TItemRole | undefined {
  return CODE.test(words) ? 'code' : TEXT.test(words) ? 'text' : undefined;
}

const wordsOf = (property: TSchemaProperty) => nameWords(property.name).join(' ');

// Pay slips: the amount of this period and the sum of the year so far.
const YEAR_TO_DATE =
  /^(?:ytd|year to date|ytd amount|amount ytd|kumuliert|jahressumme|jahreswert|bisher|lfd jahr|cumulative)$/;
const CURRENT =
  /^(?:current|this period|current period|current amount|amount this period|this pay|period|lfd monat|laufenden monat|monat|aktuell|month)$/;

const QUALIFIER =
  / (?:eur|usd|chf|gbp|kg|g|t|l|m|m2|m3|km|kwh|h|hrs|std|stk|brutto|netto|gross|net|incl|inkl|excl|exkl|total)$/;

/** The role of a number column by its header's words ("Total", "Gesamtpreis", "Stunden"), if they say one. */
export function numberRoleOf(words: string): TItemRole | undefined {
  // `menge_kg`, `betrag_brutto`, "Amount EUR": a unit, currency or tax qualifier after the name names no other field.
  return plainRoleOf(words) ?? plainRoleOf(words.replace(QUALIFIER, ''));
}

// A column headed by its currency alone ("EUR", "€") holds the line's money.
const CURRENCY = /^(?:eur|euro|usd|gbp|chf)$/;

function plainRoleOf(plain: string): TItemRole | undefined {
  if (CURRENCY.test(plain)) {
    return 'lineTotal';
  }
  if (YEAR_TO_DATE.test(plain) || CURRENT.test(plain)) {
    return YEAR_TO_DATE.test(plain) ? 'yearToDate' : 'current';
  }
  return QUANTITY.test(plain)
    ? 'quantity'
    : UNIT_PRICE.test(plain)
      ? 'unitPrice'
      : LINE_TOTAL.test(plain)
        ? 'lineTotal'
        : undefined;
}

/** The role of each leaf; a plain "price" is the unit price when another field holds the line's amount. */
export function itemRoles(properties: TSchemaProperty[]): Map<TSchemaProperty, TItemRole> {
  const roles = new Map<TSchemaProperty, TItemRole>();
  for (const property of properties) {
    // `betrag_chf`, `amount_eur`: a currency after the name is a unit, not a different field.
    const words = wordsOf(property);
    const role = property.type === 'number' ? numberRoleOf(words) : undefined;
    if (role) {
      roles.set(property, role);
    } else if (property.type === 'string' && !property.format && textRoleOf(words)) {
      roles.set(property, textRoleOf(words) as TItemRole);
    }
  }
  const hasTotal = [...roles.values()].includes('lineTotal');
  for (const property of properties) {
    if (property.type === 'number' && !roles.has(property) && PRICE.test(wordsOf(property))) {
      const described = /\b(?:unit|each|einzel|per|je|pro)/i.test(property.description ?? '');
      roles.set(property, hasTotal || described ? 'unitPrice' : 'lineTotal');
    }
  }
  // A single text field takes the item's text whatever its name ("Leistung", "item").
  const texts = properties.filter((property) => property.type === 'string' && !property.format);
  if (![...roles.values()].includes('text') && texts.length === 1 && texts[0]) {
    roles.set(texts[0], 'text');
  }
  return roles;
}

/** The field with a role, if exactly one has it. */
export function withRole(roles: Map<TSchemaProperty, TItemRole>, role: TItemRole): TSchemaProperty | undefined {
  const found = [...roles].filter(([, candidate]) => candidate === role);
  return found.length === 1 ? found[0]?.[0] : undefined;
}
