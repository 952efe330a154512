import { WORK_WORD_FAMILIES } from './families-work.ts';
import {
  AGENT_PREPOSITIONS,
  ALONE_TAILS,
  COMPOUND_HEADS,
  DATE_PREPOSITIONS,
  DATE_WORDS,
  DESTINATION_LABELS,
  DESTINATION_ROLES,
  DESTINATION_TIME_LABELS,
  KIND_HEADS,
  NUMBERED,
  ORIGIN_LABELS,
  ORIGIN_ROLES,
  ORIGIN_TIME_LABELS,
  READER_WORDS,
  ROLE_PLACES,
  ROLE_TIMES,
  SOLE_ROLES,
  WORD_FAMILIES,
} from './label-lexicon.ts';
import { TRANSLATION_FAMILIES } from './label-translations.ts';
import { CIVIC_TRANSLATION_FAMILIES } from './translations-civic.ts';
import { DOMAIN_TRANSLATION_FAMILIES } from './translations-domains.ts';
import { GOODS_TRANSLATION_FAMILIES } from './translations-goods.ts';
import { MONEY_TRANSLATION_FAMILIES } from './translations-money.ts';
import { TRANSPORT_TRANSLATION_FAMILIES } from './translations-transport.ts';
import { WORK_TRANSLATION_FAMILIES } from './translations-work.ts';
import { KIND_WORDS, NAME_LIKE } from './vocabulary.ts';

// Labels of a field from word families rather than whole-phrase synonyms, so that names nobody listed still link:
// another form or language of a name's word ("approver" → "Approved by"), a German compound's parts
// ("abfahrtsort" → "Abfahrt" + "ort"), and the preposition of a role ("from" for `origin_airport`).

type TFamily = { doers: string[][]; done: string[][]; forms: string[][] };
type TLexiconLabel = { words: string[]; weight: number; exactOnly: boolean };

const slot = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((member) => member.trim().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);

const FAMILIES: TFamily[] = [
  ...[...WORD_FAMILIES, ...WORK_WORD_FAMILIES].map((line) => {
    const [doers, done, forms] = line.split('|');
    return { doers: slot(doers), done: slot(done), forms: slot(forms) };
  }),
  ...[
    ...TRANSLATION_FAMILIES,
    ...MONEY_TRANSLATION_FAMILIES,
    ...GOODS_TRANSLATION_FAMILIES,
    ...DOMAIN_TRANSLATION_FAMILIES,
    ...TRANSPORT_TRANSLATION_FAMILIES,
    ...CIVIC_TRANSLATION_FAMILIES,
    ...WORK_TRANSLATION_FAMILIES,
  ].map((line) => ({
    doers: [],
    done: [],
    forms: slot(line),
  })),
];

const members = (family: TFamily) => [...family.doers, ...family.done, ...family.forms];
const isOne = (words: string[], word: string) => words.length === 1 && words[0] === word;
const familiesOf = (word: string) => FAMILIES.filter((family) => members(family).some((each) => isOne(each, word)));

/**
 * Words standing for a word: its family's agents for an agent ("sender" → "Absender"), else the family's
 * participles and other forms ("auszahlung" → "Auszuzahlender Betrag"): the doer and the deed are different fields
 * (`donor`, `donation_amount`).
 */
function kinsOf(word: string): string[][] {
  return familiesOf(word).flatMap((family) =>
    family.doers.some((words) => isOne(words, word)) ? family.doers : [...family.done, ...family.forms],
  );
}

/** The one-word words of a word's families, in either language ("result" → "ergebnis", "location" → "ort"). */
export const oneWordKins = (word: string): string[] =>
  familiesOf(word).flatMap((family) => members(family).flatMap((words) => (words.length === 1 ? words : [])));

/** A German compound name cut before its last part: "abfahrtsort" → ["abfahrt", "ort"]; null if none fits. */
export function splitCompound(word: string): string[] | null {
  const head = COMPOUND_HEADS.find((each) => word.endsWith(each) && word.length - each.length >= 3);
  if (!head) {
    return null;
  }
  const first = word.slice(0, -head.length);
  // The linking "s" of "Abfahrts·ort", "Zuwendungs·betrag".
  const linked = /(?:ung|heit|keit|ion|t|d|k)s$/.test(first) ? first.slice(0, -1) : first;
  return linked.length >= 3 && !(head === 'hafen' && linked === 'flug') ? [linked, head] : null;
}

const WEIGHT = { variant: 3, role: 2 };

/** Labels a field's name words (`qualifierOf`'s) link through word families, compound parts and roles. */
export function lexiconLabels(own: string[]): TLexiconLabel[] {
  const labels: TLexiconLabel[] = [];
  const add = (words: string[], weight = WEIGHT.variant, exactOnly = false) =>
    labels.push({ words, weight, exactOnly });
  const addressed = own.filter((word) => !READER_WORDS.has(word));
  const split = own.length === 1 ? splitCompound(own[0] ?? '') : null;
  const parts = split ?? (addressed.length > 0 ? addressed : own);
  if (split || addressed.length < own.length) {
    add(parts);
  }
  const [head = '', tail = ''] = parts;
  // "Lohn" for `lohnanteil`, "Ziel" for `zielort`, "Origin" for `origin_airport`, "Plan" for `plan_name`: the name's
  // kind of value left out. Not an event's place: "Abfahrt" is the time of `abfahrtsort`'s departure.
  const place = ROLE_PLACES.includes(tail);
  const kindLast =
    parts.length === 2 &&
    (place ? SOLE_ROLES.has(head) : KIND_HEADS.has(tail) || KIND_WORDS.has(tail) || NAME_LIKE.has(tail));
  const bases = [...(split ? [own] : []), parts, ...(kindLast ? [parts.slice(0, 1)] : [])];
  for (const base of bases) {
    // Without its kind word a name says less: its words must make the label alone ("Donated by" is no amount), and
    // not inside a longer one ("Empfänger der Zuwendung" for `zuwendungsbetrag`).
    const alone = base.length < parts.length;
    const weight = alone ? WEIGHT.role : WEIGHT.variant;
    if (alone) {
      add(base, weight, true);
    }
    for (const [index, word] of base.entries()) {
      for (const member of kinsOf(word)) {
        if (!isOne(member, word)) {
          add([...base.slice(0, index), ...member, ...base.slice(index + 1)], weight, alone);
        }
      }
    }
  }
  // Both words in the other language, in either order: "Anschrift Arbeitgeber" for `employer_address`.
  for (const words of parts.length === 2 ? bothTranslated(parts) : parts.length === 3 ? phraseTranslated(parts) : []) {
    add(words);
  }
  // "Ende" for `reiseende`, "Frist" for `zahlungsfrist`: the subject of a range's end is the document's own; in the
  // other language too ("Beginn" for `policy_start`, "End" for `vertragsende`).
  if (parts.length === 2 && ALONE_TAILS.has(tail)) {
    for (const words of [[tail], ...kinsOf(tail).filter((kin) => kin.length === 1 && ALONE_TAILS.has(kin[0] ?? ''))]) {
      add(words, WEIGHT.role, true);
    }
  }
  // `confirmation`, `booking`: a thing named for its number ("Conf. No.", "Booking number").
  if (own.length === 1 && NUMBERED.has(head)) {
    for (const number of ['number', 'no', 'nummer', 'nr']) {
      add([head, number]);
    }
  }
  labels.push(...actionLabels(parts), ...englishAgents(parts), ...roleLabels(parts));
  return labels;
}

const MAX_BOTH = 32;

/** A two-word name with each word replaced by a one-word kin, in its order and reversed. */
function bothTranslated([first = '', second = '']: string[]): string[][] {
  // Each kin once: a word of two families (a word family and a translation) would push the reversed order out.
  const single = (word: string) => [
    ...new Set([
      word,
      ...kinsOf(word)
        .filter((kin) => kin.length === 1)
        .map((kin) => kin[0] ?? ''),
    ]),
  ];
  const combos = single(first).flatMap((a) => single(second).map((b) => [a, b]));
  return [...combos.slice(1), ...combos.map(([a = '', b = '']) => [b, a])].slice(0, MAX_BOTH);
}

/** The one-word kins of a phrase of two words a family holds ("heating costs" → "heizkosten"). */
const phraseKins = (phrase: string[]) =>
  FAMILIES.filter((family) => members(family).some((each) => each.join(' ') === phrase.join(' '))).flatMap((family) =>
    members(family).flatMap((words) => (words.length === 1 ? words : [])),
  );

/**
 * A three-word name two of whose words are one phrase of a family, translated as two parts in either order:
 * `heating_costs_advance` → "Heizkosten Vorauszahlung", `service_charge_advance` → "Nebenkosten Vorauszahlung".
 */
function phraseTranslated(parts: string[]): string[][] {
  const single = (word: string) => [word, ...oneWordKins(word)];
  return [1, 2]
    .flatMap((cut) => {
      const [phrase, word, phraseFirst] =
        cut === 2 ? [parts.slice(0, 2), parts[2] ?? '', true] : [parts.slice(1), parts[0] ?? '', false];
      return phraseKins(phrase).flatMap((kin) =>
        single(word).flatMap((other) =>
          phraseFirst
            ? [
                [kin, other],
                [other, kin],
              ]
            : [
                [other, kin],
                [kin, other],
              ],
        ),
      );
    })
    .slice(0, MAX_BOTH);
}

/** "Approved by" for `approver`, "Approver" for `approved_by`, "Submitted on" for `submission_date`, "Sent" for `amount_sent`. */
function actionLabels(parts: string[]): TLexiconLabel[] {
  const labels: TLexiconLabel[] = [];
  const [first = '', last = ''] = [parts[0], parts[parts.length - 1]];
  const agentName = parts.length === 1 || (parts.length === 2 && AGENT_PREPOSITIONS.includes(last));
  const dateName = parts.length === 2 && DATE_WORDS.has(last);
  const amountName = parts.length === 2 && (KIND_WORDS.has(first) || KIND_WORDS.has(last));
  const action = amountName && KIND_WORDS.has(first) ? last : first;
  for (const family of familiesOf(action)) {
    const done = family.done.map((words) => words[0] ?? '');
    if (agentName && (parts.length === 2 || family.doers.some((words) => isOne(words, first)))) {
      for (const participle of done) {
        labels.push(...AGENT_PREPOSITIONS.map((by) => ({ words: [participle, by], weight: 3, exactOnly: false })));
      }
      if (parts.length === 2) {
        labels.push(...family.doers.map((words) => ({ words, weight: 3, exactOnly: false })));
      }
    }
    if (dateName) {
      for (const word of [...done, ...family.forms.filter((words) => words.length === 1).map((words) => words[0])]) {
        labels.push(...DATE_PREPOSITIONS.map((on) => ({ words: [word ?? '', on], weight: 3, exactOnly: false })));
        // "Date submitted", "Date paid" (for `paid_on` too).
        labels.push({ words: [last === 'datum' ? last : 'date', word ?? ''], weight: 3, exactOnly: false });
        // The German compound of the deed and its date: "Kaufdatum" for `purchased_on`, "Lieferdatum" for `delivered_on`.
        labels.push({ words: [word ?? '', 'datum'], weight: 3, exactOnly: false });
        // "Purchase date", "Date of purchase" for `purchased_on`: the deed's noun before its date or after "of" (only
        // for a name "… on": "Date of Behandlung" would read as the initials of "DOB" for `treatment_date`).
        if (last === 'on') {
          labels.push({ words: [word ?? '', 'date'], weight: 3, exactOnly: false });
          labels.push({ words: ['date', 'of', word ?? ''], weight: 3, exactOnly: false });
        }
      }
    }
    // "Ausführung: 03.03." for `ausgefuehrt_am`: the event's noun before its date (but "Departing" is the time
    // beside `departure_date`'s "Date": a name with its own date word has it).
    const onDay = dateName && (last === 'on' || last === 'am');
    for (const words of onDay ? family.forms.filter((each) => each.length === 1) : []) {
      labels.push({ words, weight: 2, exactOnly: true });
    }
    if (amountName) {
      labels.push(...family.done.map((words) => ({ words, weight: 3, exactOnly: true })));
    }
  }
  return labels;
}

/**
 * English agents and participles by their endings, for verbs no family lists: `supplier` is printed "Supplied by",
 * `inspected_by` "Inspector", `provider` "Provided by". A form no document prints ("customed by") matches nothing.
 */
function englishAgents(parts: string[]): TLexiconLabel[] {
  const [first = '', by = ''] = parts;
  if (parts.length === 1 && /^[a-z]{3,}(?:er|or)$/.test(first)) {
    return [{ words: [`${first.slice(0, -2)}ed`, 'by'], weight: WEIGHT.variant, exactOnly: false }];
  }
  if (parts.length === 2 && by === 'by' && /^[a-z]{3,}ed$/.test(first)) {
    const stem = first.slice(0, -2);
    return [`${stem}er`, `${stem}or`].map((agent) => ({ words: [agent], weight: WEIGHT.variant, exactOnly: false }));
  }
  return [];
}

/**
 * "from"/"von" for an origin's place or party (`origin_airport`, `abfahrtsort`, `payer`), "to"/"nach" for a
 * destination's; "ab"/"an" for their times (`abflugzeit`, `ankunftszeit`).
 */
function roleLabels(parts: string[]): TLexiconLabel[] {
  const [role = '', ...rest] = parts;
  const placed = rest.length > 0 ? rest.every((word) => ROLE_PLACES.includes(word)) : SOLE_ROLES.has(role);
  const timed = rest.length === 1 && ROLE_TIMES.includes(rest[0] ?? '');
  if (!placed && !timed) {
    return [];
  }
  const origin = timed ? ORIGIN_TIME_LABELS : ORIGIN_LABELS;
  const destination = timed ? DESTINATION_TIME_LABELS : DESTINATION_LABELS;
  const labels = ORIGIN_ROLES.includes(role) ? origin : DESTINATION_ROLES.includes(role) ? destination : [];
  return labels.map((word) => ({ words: [word], weight: WEIGHT.role, exactOnly: true }));
}
