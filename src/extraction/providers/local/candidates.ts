import { addressPartOf, isAddressName } from './address-parts.ts';
import { changedFigureLabels } from './changed-figures.ts';
import { compoundKindHeads } from './compound-kind-heads.ts';
import { countedNoun, countLabels } from './counted-labels.ts';
import { namesOwnDate } from './document-date.ts';
import { kindWordsOf } from './identifiers.ts';
import { eventLabels, impliedHead, isDocumentEvent } from './implied-labels.ts';
import { keysOf } from './label-keys.ts';
import { compoundHeads, descriptionPhrases, PER, perUnitLabels, translations } from './label-wordings.ts';
import { lexiconLabels } from './lexicon-labels.ts';
import { partyRole } from './parties.ts';
import { amountAtNamedRate } from './rated-names.ts';
import { compoundRangePart, compoundSpanLabels, SPAN_LABELS } from './span-ends.ts';
import { isExactOnlyLabel, nameSynonyms, synonymsOf } from './synonyms.ts';
import { type TTypedNumber, typedNumberOf } from './typed-numbers.ts';
import { scaleOfName, unitLabels } from './unit-names.ts';
import {
  DOCUMENT_KINDS,
  headLabels,
  KIND_WORDS,
  NAME_LIKE,
  RANGE_END,
  RANGE_START,
  RATE_WORDS,
  TIME_UNITS,
  UNITS,
  WORDS,
} from './vocabulary.ts';
import { nameWords } from './words.ts';
import { namesYear } from './year-fields.ts';

/**
 * A label that may precede a field's value; heavier weights win, `exactOnly` labels must stand alone,
 * `idOnly` labels (a document's kind before its number: "DELIVERY NOTE LS-11380") count only before an identifier.
 * `keys` are the label's words written together, as German compounds and OCR'd labels often are
 * ("Sendungsnummer", "Rechnungsnr"). `ownName` labels also count after one leading word
 * ("Total weight" for `weight`).
 */
export type TCandidate = {
  words: string[];
  weight: number;
  exactOnly: boolean;
  keys: string[];
  ownName: boolean;
  idOnly?: boolean;
  /** The label is words of the field's or its parent's name, which a user writes in any inflected form. */
  named?: boolean;
  /** A span's label ("Laufzeit") for one of its ends: a date field's only (claimed-dates.ts). */
  spanOnly?: boolean;
};

/** What a field's name says besides the label: a unit to convert to, the last digits only, a range end. */
export type TQualifier = {
  unit?: string;
  lastDigits?: number;
  rangePart?: 0 | 1;
  wantsRate: boolean;
  /** A price per unit (`preis_pro_liter`): "1,789" has three decimals rather than a thousands comma. */
  perUnit?: boolean;
  /** A calendar year (`tax_year`, `jahr`): a year written alone, never a date's part. */
  year?: boolean;
  /** A duration's unit, cents or a balance's sign the name types a number with (typed-numbers.ts). */
  typed?: TTypedNumber;
};

const WEIGHTS = { name: 6, qualifiedSynonym: 4, bareName: 4, bareSynonym: 3, parent: 3, description: 2, head: 1 };

// Last words of a name that a label usually leaves out.
const IMPLIED_QUALIFIERS = new Set(['brutto', 'gross', 'gezahlt', 'bezahlt', 'paid', 'total', 'gesamt']);
const TOTALS = new Set(['total', 'gesamt']);
// Yes/no names open with a verb the document never prints: `is_gift` is labelled "Gift", `has_pets` "Pets".
const FLAG_VERBS = new Set(['is', 'has', 'ist', 'hat', 'was', 'includes']);

// Ends of a stay, labelled themselves ("Arrival:") or read from the parent's range ("Stay: 12.–15.03.").
const STAY_START = new Set(['arrival', 'anreise', 'ankunft', 'checkin']);
const STAY_END = new Set(['departure', 'abreise', 'checkout']);
const DATE_WORDS = new Set(['date', 'datum']);
const OTHER_ADDRESS =
  /^(?:previous|old|former|new|future|alte|alt|neue|neu|bisherige|fruehere|vorherige|billing|shipping|delivery|invoice|postal|mailing|email|e|web|ip|liefer|rechnungs|post|zustell)$/;

const PARTICIPLE = /^(?:\p{L}{3,}ed|given|sent|paid|due|taken|made|charged|received)$/u;

/** The label words of a name and what its other words ask for: `weight_kg` → "weight" in kg. */
export function qualifierOf(name: string, parentName?: string): { words: string[]; qualifier: TQualifier } {
  const named = nameWords(name);
  // `vat_20_percent`: the amount at a rate the name states (rated-names.ts), not the rate.
  let words = amountAtNamedRate(named) ?? named;
  const [wantsRate, typed] = [words.some((word) => RATE_WORDS.has(word)), typedNumberOf(words)];
  const qualifier: TQualifier = { wantsRate, year: namesYear(words), typed };
  if (words.slice(1, -1).some((word) => PER.has(word))) {
    qualifier.perUnit = true;
  }
  const last = words[words.length - 1] ?? '';
  // "Endziffern" (end digits) names no count: a card's or account's are four.
  const digits =
    /^last(\d)$/.exec(last) ?? (words.slice(-2).join(' ') === 'last four' || last === 'endziffern' ? ['', '4'] : null);
  if (digits && words.length > 1) {
    qualifier.lastDigits = Number(digits[1]);
    words = words.slice(0, last === 'four' ? -2 : -1);
  } else if ((scaleOfName(words) || UNITS.has(last)) && words.length > 1 && !PER.has(words.at(-2) ?? '')) {
    qualifier.unit = scaleOfName(words) ?? last;
    words = words.slice(0, -1);
    // A measure per measure (`nitrate_mg_l`, `load_kg_m2`): the label names the first part alone, converted to nothing.
    if (UNITS.has(words[words.length - 1] ?? '') && words.length > 1) {
      qualifier.unit = undefined;
      words = words.slice(0, -1);
    }
  }
  const joined = words.join('');
  // A flat name that ends in a range's end: `leistungszeitraumBis`, `period_end`, `valid_from`; or names one beside
  // the word for a date: `start_date`, `end_date` (a range the document writes under its period's label).
  const endOfDate = words.length === 2 && DATE_WORDS.has(words[1] ?? '') ? words[0] : undefined;
  const flatEnd = !parentName && words.length > 1 ? (endOfDate ?? words[words.length - 1] ?? '') : '';
  if (RANGE_START.has(flatEnd) || RANGE_END.has(flatEnd)) {
    qualifier.rangePart = RANGE_START.has(flatEnd) ? 0 : 1;
  } else if (parentName && (words.length === 1 || STAY_START.has(joined) || STAY_END.has(joined))) {
    if (RANGE_START.has(joined) || STAY_START.has(joined)) {
      qualifier.rangePart = 0;
    } else if (RANGE_END.has(joined) || STAY_END.has(joined)) {
      qualifier.rangePart = 1;
    }
  }
  return { words, qualifier };
}

/**
 * Labels for a leaf field: its name, the parent object's name joined with it ("invoice" + "number"),
 * synonyms and translations of both, and phrases of its description (only as a whole label, to avoid noise).
 */
export function candidatesFor(input: { name: string; parentName?: string; description?: string }): TCandidate[] {
  const byPhrase = new Map<string, TCandidate>();
  const add = (words: string[], weight: number, exactOnly = false, ownName = false, idOnly = false) => {
    const key = words.join(' ');
    const known = byPhrase.get(key);
    if (key !== '' && (!known || known.weight < weight)) {
      const candidate = { words, weight, exactOnly: exactOnly || isExactOnlyLabel(key), keys: keysOf(words), ownName };
      byPhrase.set(key, idOnly ? { ...candidate, idOnly } : candidate);
    }
  };
  const { words: own, qualifier: ownQualifier } = qualifierOf(input.name, input.parentName);
  const addWithSynonyms = (words: string[], weight: number, synonymWeight: number, ownName = false) => {
    add(words, weight, false, ownName);
    const added = byPhrase.get(words.join(' '));
    if (added?.weight === weight) {
      added.named = true;
    }
    for (const translated of translations(words)) {
      add(translated, synonymWeight);
    }
    for (const synonym of nameSynonyms(words.join(' '))) {
      add(synonym.split(' '), synonymWeight);
    }
  };
  if (input.parentName) {
    const parent = nameWords(input.parentName);
    addWithSynonyms([...parent, ...own], WEIGHTS.name, WEIGHTS.qualifiedSynonym, true);
    for (const synonym of synonymsOf(parent.join(' '))) {
      add([...synonym.split(' '), ...own], WEIGHTS.qualifiedSynonym);
      // Qualifier last, as German forms write it: "IBAN Empfänger", "IBAN of payee".
      add([...own, ...synonym.split(' ')], WEIGHTS.qualifiedSynonym);
      for (const ownWord of WORDS[own.join(' ')] ?? []) {
        add([...synonym.split(' '), ownWord], WEIGHTS.qualifiedSynonym);
      }
    }
    // A bare "start" or "end" says nothing on its own.
    if (own.length === 1 && NAME_LIKE.has(own[0] ?? '')) {
      // "Name:" alone is anybody's name; the parent's label ("Employer:") says whose.
      add(own, WEIGHTS.description);
    } else if (!(own.length === 1 && (RANGE_START.has(own[0] ?? '') || RANGE_END.has(own[0] ?? '')))) {
      addWithSynonyms(own, WEIGHTS.bareName, WEIGHTS.bareSynonym);
    }
    // "supplier.name" after "Supplier:", "consumption.value" after "Consumption:".
    // But a party's or an address's "Ort" is its city, not what follows the label (a name: "Lieferadresse:" / "Max Muster").
    const cityOfParty = addressPartOf(own) !== null && (partyRole(parent) !== null || isAddressName(parent));
    if (own.length === 1 && (NAME_LIKE.has(own[0] ?? '') || KIND_WORDS.has(own[0] ?? '')) && !cityOfParty) {
      // The parent's own label before its synonyms: "Empfänger" names `empfaenger.name`, "Auftraggeber" only
      // when it is not there (the customer group holds both).
      addWithSynonyms(parent, WEIGHTS.parent, WEIGHTS.parent - 0.5);
    }
  } else {
    addWithSynonyms(own, WEIGHTS.name, WEIGHTS.qualifiedSynonym, true);
    // `steuern_gebuehren`, `taxes_fees`: two things named together are printed "Steuern und Gebühren", "Taxes and fees".
    for (const joiner of own.length === 2 ? ['und', 'and'] : []) {
      add([own[0] ?? '', joiner, own[1] ?? ''], WEIGHTS.name);
    }
    // A count's noun alone ("Teilnehmer: 12" for `anzahl_teilnehmer`, "Guests:" for `guest_count`), in any form.
    const counted = countedNoun(own);
    for (const words of counted ? countLabels(counted) : []) {
      add(words, WEIGHTS.bareSynonym, false, true);
      const added = byPhrase.get(words.join(' '));
      if (added?.weight === WEIGHTS.bareSynonym) {
        added.named = true;
      }
    }
    for (const head of [...headLabels(own), ...compoundKindHeads(own)]) {
      add([head], WEIGHTS.head, true);
    }
    // "premium_amount" is labelled "Premium" as often as "Premium amount", "employee_full_name" "Employee".
    const last = own[own.length - 1] ?? '';
    const named = NAME_LIKE.has(last);
    const head = named && own[own.length - 2] === 'full' ? own.slice(0, -2) : own.slice(0, -1);
    // "rechnungsbetrag_brutto", "abschlaege_gezahlt": the amount as printed is gross, the instalments paid.
    // A total's noun says what is summed up ("Parts" of `parts_total`), unless it is the document ("PO" of `po_total`).
    // A count's unit of time is printed with the value: `lease_term_months` is labelled "Laufzeit: 36 Monate".
    const summed = IMPLIED_QUALIFIERS.has(last) && !(TOTALS.has(last) && DOCUMENT_KINDS.has(head.join(' ')));
    // `hinfahrt_datum`, `rueckfahrt_datum`: a trip's date printed under the trip's name alone ("Rückfahrt am Fr.,
    // 15.05.26"), where the name is one of a date's labels ("Hinfahrt" of the departure date). Not "Rechnung" of
    // `rechnung_datum`: a head that labels no date says another thing.
    const datedHead =
      /^(?:date|datum)$/.test(last) && synonymsOf(head.join(' ')).some((phrase) => /\b(?:date|datum)$/.test(phrase));
    if (head.length > 0 && (KIND_WORDS.has(last) || named || summed || TIME_UNITS.has(last) || datedHead)) {
      addWithSynonyms(head, WEIGHTS.bareName, WEIGHTS.bareSynonym, true);
    }
    // `owner_address`, `wohnanschrift_mieter`: "Address:" alone under the owner's name, below every label naming both;
    // not an address of another time or use (`previous_address`, `billing_address`, `email_address`).
    if (own.length >= 2 && isAddressName([last]) && !own.some((word) => OTHER_ADDRESS.test(word))) {
      add([last], WEIGHTS.description, true);
    }
    const implied = impliedHead(own);
    if (implied) {
      addWithSynonyms([implied], WEIGHTS.bareSynonym, WEIGHTS.description);
    }
    if (own.length > 1 && FLAG_VERBS.has(own[0] ?? '')) {
      addWithSynonyms(own.slice(1), WEIGHTS.bareName, WEIGHTS.bareSynonym, true);
    }
    // A participle after the noun only qualifies it: `total_charged` is printed "Total", `change_given` "Change".
    if (own.length === 2 && PARTICIPLE.test(last) && !IMPLIED_QUALIFIERS.has(last)) {
      add(own.slice(0, 1), WEIGHTS.description);
    }
    // `gesamtforderung`, `gesamtgebuehren`: German prints the sum's noun first and the total after it ("Forderung
    // gesamt", "Gebühren insgesamt"; label-words.ts reads "insgesamt" as "gesamt").
    const summedNoun = own.length === 1 ? /^gesamt(\p{L}{4,})$/u.exec(last)?.[1] : undefined;
    if (summedNoun) {
      add([summedNoun, 'gesamt'], WEIGHTS.qualifiedSynonym);
    }
    // A German compound's head names it when the document's kind says the rest: "Zeitraum" for
    // `rechnungszeitraum`, "Beitrag" for `jahresbeitrag`.
    for (const head of own.length === 1 ? compoundHeads(last) : []) {
      add([head], WEIGHTS.description, true);
    }
  }
  // "Ausführungsdatum" is printed "Ausführung am 02.03.2026", "Lieferdatum" "Lieferung: 08.04.", "Buchungstag"
  // "Buchung": the event before its date (-tag is German's other day word). Only a date can follow.
  const eventOf = /^(\p{L}{4,}?)s?(?:datum|tag)$/u.exec(own.length === 1 ? (own[0] ?? '') : '');
  if (eventOf?.[1]) {
    add([eventOf[1]], WEIGHTS.bareSynonym);
  }
  for (const label of eventLabels(own)) {
    add([label], WEIGHTS.bareSynonym, false, true);
  }
  // `transaction_time`, `purchase_date`: the document's own event, printed "Time:" or "Date:" alone; so is the date of
  // a notice or certificate (`bescheiddatum`, `notice_date`: "Bescheid über Kraftfahrzeugsteuer   Datum: 23.01.2026").
  if (isDocumentEvent(own)) {
    add([own[1] ?? ''], WEIGHTS.description, true);
  } else if (namesOwnDate(own)) {
    add(['datum'], WEIGHTS.description, true);
    add(['date'], WEIGHTS.description, true);
  }
  // One end of a compound's span (`vertragsbeginn`) printed as the whole span: not `faellig_bis`, a deadline.
  const spanEnd = own.length === 1 ? compoundRangePart(own[0] ?? '') : undefined;
  const spans = [...SPAN_LABELS, ...compoundSpanLabels(own[0] ?? '')];
  for (const span of spanEnd !== undefined && !input.parentName ? spans : []) {
    if (!byPhrase.has(span)) {
      byPhrase.set(span, {
        words: [span],
        weight: WEIGHTS.head,
        exactOnly: true,
        keys: keysOf([span]),
        ownName: false,
        spanOnly: true,
      });
    }
  }
  // `neue_anreise`: "Anreise:" alone, the notice's "Now:" (changed-figures.ts); whole labels only.
  for (const label of input.parentName ? [] : changedFigureLabels(own)) {
    add(label.words, WEIGHTS[label.weight], true);
  }
  for (const perUnit of [...perUnitLabels(own), ...unitLabels(ownQualifier.unit)]) {
    add(perUnit, WEIGHTS.bareSynonym);
  }
  for (const label of lexiconLabels(own)) {
    add(label.words, label.weight, label.exactOnly);
  }
  for (const phrase of descriptionPhrases(input.description ?? '')) {
    add(phrase, WEIGHTS.description, true);
  }
  // "delivery_note_number": the title "Delivery note LS-11380" / "Lieferschein Nr. LS-11380" names it too.
  const kind = kindWordsOf(input.parentName ? [...nameWords(input.parentName), ...own] : own);
  if (kind.length > 0) {
    for (const words of [kind, ...synonymsOf(kind.join(' ')).map((synonym) => synonym.split(' '))]) {
      add(words, WEIGHTS.description, false, false, true);
    }
  }
  return [...byPhrase.values()];
}

/** Labels of a parent object alone ("billing period"), for values that hold a range of its children. */
export function parentCandidates(parentName: string): TCandidate[] {
  return candidatesFor({ name: parentName });
}
