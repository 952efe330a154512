// Sums a sentence states without the field's label beside them: the verb or the clause's subject gives the role.
// "Please transfer 312.40 EUR by 14 March" (a sum to pay: `amount_due`), "Sie erhalten eine Gutschrift über 23,90 €"
// (`gutschriftsbetrag`: the noun before "über" names it), "Der Gesamtpreis für drei Nächte beträgt 387,00 €" (the
// subject of "beträgt"), "$45.00 for shipping" (`shipping_cost`), "44,99 € statt bisher 39,99 €" (`neuer_preis`,
// `alter_preis`). Read after the label matcher and the sentence reader found nothing; values are guesses.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { monthNamed } from './parse-date.ts';
import { periodNamed } from './period-sums.ts';
import { clausesOf, type TClause } from './sentence-clauses.ts';
import { changedAfter, restated, setAfter } from './sentence-sum-cues.ts';
import { namesKin, namesWord } from './sentence-words.ts';
import { type TToken, tokenize, tokensWithin } from './words.ts';

export { namesWord };

// Words of a field's name that name no thing of their own: "amount", "Betrag", a currency.
// A sum's period ("monatlich") is no thing either: the sentence writes it beside the sum or not at all.
const GENERIC =
  /^(?:amount|betrag|sum|summe|value|wert|cost|costs|kosten|eur|euro|gbp|usd|chf|in|der|the|of|monatlich|monthly|jaehrlich|annual|yearly|per|month|monat)$/;
const NEW = /^(?:new|neu|neue|neuer|neues|neuen|future|kuenftig\p{L}*|updated)$/u;
const OLD =
  /^(?:old|alt|alte|alter|altes|alten|previous|prior|former|current|bisherig\p{L}*|aktuell\p{L}*|derzeitig\p{L}*)$/u;
// Words right before a sum that make it the old one: "bisher haben Sie 61,00 €", "statt bisher 39,99 €".
const OLD_CUE = /^(?:bisher|currently|previously|formerly|derzeit|aktuell|statt|instead|until now|so far|were|was)$/;
// Words before a sum that neither name it nor end the phrase: articles, "monatlich", "ab 01.03.2026", "nur".
const FILLER =
  /^(?:the|a|an|der|die|das|den|dem|ein|eine|einer|einem|einen|ihr|ihre|your|our|unser\p{L}*|nur|noch|now|nun|jetzt|insgesamt|monatlich|monthly|jaehrlich|annually|yearly|ab|from|seit|since|on|am|zum|just|only|then|dann|sich|zukuenftig|kuenftig|kuenftig)$/u;
// Naming words before a sum: the preposition after its noun ("premium of", "Gutschrift über") or the verb after its
// subject ("Abschlag beträgt", "total comes to", "rent will increase to"); "kostet" names a price.
const PREPOSITION = new Set(['of', 'von', 'ueber', 'at', 'totalling', 'totaling', 'amounting']);
const TOTALLING = /^(?:totall?ing)$/;
const COPULA = new Set([
  'betraegt',
  'betragen',
  'betrug',
  'is',
  'are',
  'ist',
  'sind',
  'kostet',
  'kosten',
  'costs',
  'totals',
]);
const TO_VERB =
  /^(?:amounts?|comes?|increases?|increased|rises?|rose|changes?|changed|falls?|decreases?|reduced|goes|go)$/;
// "Die Einkommensteuer wird festgesetzt auf 4.812,00 €": the sum the subject is set to.
const AUF_VERB = /^(?:sich|steigt|erhoeht|sinkt|aendert|reduziert|festgesetzt|festgelegt|festgestellt)$/;
const CHANGE =
  /^(?:increases?|increased|rises?|rose|changes?|changed|falls?|decreases?|reduced|goes|go|steigt|erhoeht|sinkt|aendert|reduziert)$/;
// Pronouns and words that open a clause without naming its subject.
const NO_SUBJECT =
  /^(?:we|you|i|it|this|there|wir|sie|es|ich|man|please|bitte|hiermit|so|and|und|but|aber|also|auch|hereby|will|wird|hat|has|have|haben|kindly|thank|thanks|dear|hi|hello)$/;

const MONEY =
  /(?<![\d.,])(?:(?:[$€£]|\b(?:EUR|USD|GBP|CHF))\s?)?\d{1,3}(?:[.,']\d{3})*(?:[.,]\d{1,2})?(?![\d%]|[.,]\d)(?:\s?(?:€|EUR|Euro|USD|GBP|CHF|\$|£)(?!\p{L}))?/gu;
const HAS_CURRENCY = /[$€£]|EUR|Euro|USD|GBP|CHF/;

// "in 10 monthly instalments": a count of things, no sum.
const COUNTED = /^(?:instal(?:l)?ments|repayments|payments|raten|nights|naechte|items|artikel|guests|gaeste)$/;

// A German past participle names its verb's noun: "gezahlter" (Betrag) is what "Zahlung" names, "gebuchte" "Buchung".
const PARTICIPLE = /^ge(\p{L}{4,}?)e?t(?:e|er|es|en|em)?$/u;
const NO_PARTICIPLE = /^(?:gesamt\p{L}*|geeignet\p{L}*|gerecht\p{L}*|gerichtet)$/u;
const stemOf = (word: string) => (NO_PARTICIPLE.test(word) ? word : (PARTICIPLE.exec(word)?.[1] ?? word));
// A separable verb's participle puts "ge" after its prefix: "abgeholt" is what "Abholung", "Abholtermin" name.
const SEPARABLE = /^(ab|an|auf|aus|ein|mit|nach|vor|zurueck|weg|frei|zu)ge(\p{L}{3,}?)e?t(?:e|er|es|en|em)?$/u;

/** A document's participle as its verb's stem: "geliefert" → "liefer", "abgeholt" → "abhol"; else the word. */
export function verbStem(word: string): string {
  const separable = SEPARABLE.exec(word);
  return separable ? `${separable[1]}${separable[2]}` : stemOf(word);
}

// A compound's period names no thing either: `monatsbeitrag` is named by "Der Beitrag in Höhe von 45,00 €".
const PERIOD_PART = /^(?:monats|jahres|wochen|quartals)(?=\p{L}{4})/u;

/** The words of a field's name that name its thing (not "amount", not "new"/"old"), a participle as its stem. */
export const thingWords = (words: string[]) =>
  words
    .filter((word) => !GENERIC.test(word) && !NEW.test(word) && !OLD.test(word))
    .map((word) => stemOf(word.replace(PERIOD_PART, '')));

// `bracketed`: the sum restates in brackets what the words before it say ("drei Monatsmieten (2.850 €)").
type TSum = { text: string; start: number; end: number; before: TToken[]; after: TToken[]; bracketed: boolean };

/** The sums with a currency in a clause, each with the clause's words before it (the line before's too) and after. */
export function sumsIn(clause: TClause): TSum[] {
  const { line, start, end, lead } = clause;
  const sums: TSum[] = [];
  // The clause is read into words once, not again before and after each sum (a clause of many sums was read as often).
  const words = tokenize(line.text, start, end);
  const leadWords = tokenize(lead);
  for (const match of line.text.slice(start, end).matchAll(MONEY)) {
    const at = start + match.index;
    if (!HAS_CURRENCY.test(match[0]) || !/\d/.test(match[0])) {
      continue;
    }
    const before = [...leadWords, ...tokensWithin(line.text, words, start, at)];
    const after = tokensWithin(line.text, words, at + match[0].length, end);
    const bracketed = /\(\s?$/.test(line.text.slice(Math.max(start, at - 2), at));
    sums.push({ text: match[0].trim(), start: at, end: at + match[0].trimEnd().length, before, after, bracketed });
  }
  return sums;
}

// `after`: named by "for X" after the sum, which may say what it is for rather than what it is ("for the last quarter").
type TNaming = { phrase: string[]; noun: string; change: boolean; after?: boolean };

// Between a noun and its preposition: its number or date ("Rechnung Nr. 2026-0412 vom 05.01.2026 über").
// "Der letzte Beitrag in Höhe von 29,90 €": "in Höhe" is the preposition's, not the noun.
const NOUN_GAP = /^(?:vom|dated|nr|no|number|nummer|ref|in|hoehe)$/;
const SUM_NOUN = /^(?:betrag|amount|sum|summe)$/;
const skippable = (word: string) => FILLER.test(word) || /\d/.test(word) || monthNamed(word) !== undefined;
const letters = (words: string[]) => words.filter((word) => !/\d/.test(word) && !FILLER.test(word));

/** The words that name a sum: the noun before its preposition, the subject of its verb, or "for X" after it. */
export function namingOf(sum: TSum): TNaming | null {
  const words = restated(sum) ?? sum.before.map((token) => token.word);
  let at = words.length - 1;
  while (at >= 0 && skippable(words[at] ?? '')) {
    at--;
  }
  const cue = words[at] ?? '';
  const [previous = '', later = ''] = [words[at - 1], sum.after[0]?.word];
  if ((later === 'for' || later === 'fuer') && sum.after[1]) {
    const phrase = letters(sum.after.slice(1, 3).map((token) => token.word));
    return phrase[0] ? { phrase, noun: phrase[0], change: false, after: true } : null;
  }
  // "steigt der monatliche Elternbeitrag für … Mia auf 245 €": a verb of change earlier in the clause leads there too.
  const changedTo = (cue === 'to' || cue === 'auf') && words.slice(0, at).some((word) => CHANGE.test(word));
  const setTo = cue === 'auf' && setAfter(sum);
  const viaTo =
    (cue === 'to' && TO_VERB.test(previous)) || (cue === 'auf' && AUF_VERB.test(previous)) || changedTo || setTo;
  if (PREPOSITION.has(cue) && !viaTo) {
    let noun = at - 1;
    while (noun >= 0 && (skippable(words[noun] ?? '') || NOUN_GAP.test(words[noun] ?? ''))) {
      noun--;
    }
    // "Your order A-88213 of 3 items totalling €45.90" (`order_total`): the verb names a total of the clause's thing.
    const total = TOTALLING.test(cue);
    // "Als Abfindung zahlen wir Ihnen einen Betrag von …": a bare "Betrag" is named by the clause's words before it.
    const reach = SUM_NOUN.test(words[noun] ?? '') ? noun : total ? 5 : 2;
    const phrase = letters(words.slice(Math.max(0, noun - reach), noun + 1));
    return noun >= 0 ? { phrase: total ? [...phrase, 'total'] : phrase, noun: words[noun] ?? '', change: false } : null;
  }
  // "kostet Ihr Tarif Glasfaser 500 monatlich 44,99 €": the verb before its subject, which the clause's words hold.
  const verb = COPULA.has(cue) || viaTo ? at : words.findLastIndex((word) => COPULA.has(word));
  if (verb < 0) {
    return null;
  }
  // The subject: the clause's first word that names something; "kostet" names a price.
  const first = words.findIndex((word) => !skippable(word) && !NO_SUBJECT.test(word));
  // German puts the verb before its subject after a fronted phrase ("Ab dem 1. August steigt der Beitrag auf …").
  const subject = CHANGE.test(words[first] ?? '')
    ? words.findIndex((word, index) => index > first && !skippable(word) && !NO_SUBJECT.test(word))
    : first;
  const priced = words[verb] === 'kostet' || words[verb] === 'costs' ? ['preis', 'price'] : [];
  const change = viaTo && (words.slice(0, at).some((word) => CHANGE.test(word)) || changedAfter(sum));
  // "wird festgesetzt auf": the verb before "auf"/"to" may name the field too (`festgesetzte_steuer`).
  const phrase =
    verb === at
      ? [...words.slice(Math.max(0, subject - 2), Math.min(at, subject + 3)), ...(viaTo ? [previous] : [])]
      : words.slice(0, at + 1);
  return subject >= 0 && subject < at
    ? { phrase: [...letters(phrase), ...priced], noun: words[subject] ?? '', change }
    : null;
}

const oldMarked = (sum: TSum) => sum.before.slice(-3).some((token) => OLD_CUE.test(token.word));
// "44,99 € statt bisher …", "beträgt ab 01.07.2026 nur noch 210,00 EUR": the sum that holds from a date on is new.
const FROM_DATE = /^(?:ab|from|starting)$/;
const newMarked = (sum: TSum) =>
  ['statt', 'instead', 'anstelle'].includes(sum.after[0]?.word ?? '') ||
  sum.before
    .slice(-7)
    .some((token, index, near) => FROM_DATE.test(token.word) && /\d/.test(near[index + 1]?.word ?? ''));

/** Whether the field named by `words` is the sum's: its thing words in the naming phrase, its age agreeing. */
function fits(words: string[], sum: TSum, naming: TNaming, previous: string[]): boolean {
  const things = thingWords(words);
  const wantsNew = words.some((word) => NEW.test(word));
  const wantsOld = words.some((word) => OLD.test(word));
  const old = oldMarked(sum) || naming.phrase.some((word) => OLD.test(word));
  const fresh = newMarked(sum) || naming.change || naming.phrase.some((word) => NEW.test(word));
  if ((wantsOld && !old) || (wantsNew && (old || !fresh)) || (!wantsOld && old)) {
    return false;
  }
  // "Der Beitrag … wird monatlich abgebucht" is no `jahresbeitrag`: the period the clause names must be the field's.
  const period = periodNamed(words);
  const said = periodNamed([...sum.before, ...sum.after].map((token) => token.word));
  if (period >= 0 && said >= 0 && said !== period) {
    return false;
  }
  // "bisher haben Sie 61,00 € gezahlt": an old sum named by the clause before ("Ihr neuer Abschlag beträgt …").
  const phrase = naming.phrase.length > 0 ? naming.phrase : previous;
  return things.length > 0 && things.every((thing) => phrase.some((word) => namesKin(word, thing)));
}

type TMoneyRole = { names: RegExp; clause: RegExp };

// Roles a verb gives a sum: one to pay ("Please transfer", "You owe", "no payment received for … über"), one paid
// back ("zu Ihren Gunsten", "Sie erhalten eine Gutschrift", "we will refund").
const MONEY_ROLES: TMoneyRole[] = [
  {
    names:
      /^(?:due|owed?|outstanding|offen\p{L}*|open|payable|unpaid|ausstehend\p{L}*|zahlbetrag|faellig\p{L}*|remaining)$/u,
    clause:
      /\b(?:pay|transfer|remit|settle|owe|überweisen|ueberweisen|zahlen|begleichen|zahlungseingang|outstanding|unpaid|noch offen|overdue|in arrears)\b|(?<!\p{L})(?:überfällig|rückständig)|\b(?:is|are|becomes?|ist|wird) (?:now |jetzt )?(?:due|payable|fällig|zahlbar)\b|\bnot (?:yet )?been (?:received|paid)\b|\bnicht (?:bezahlt|eingegangen)\b/iu,
  },
  {
    names:
      /^(?:erstattung\p{L}*|refund\p{L}*|gutschrift\p{L}*|guthaben\p{L}*|credit\p{L}*|rueckzahlung\p{L}*|erstattet|paid|payout|auszahlung\p{L}*|ausgezahlt)$/u,
    clause:
      /zu Ihren Gunsten|erstatt|\brefund|gutschrift|gutgeschrieben|\bschreiben\b.*\bgut\b|\bcredited\b|\b(?:a|we will) credit\b|we will (?:pay|transfer)|überweisen wir/iu,
  },
];
// A field that names only a sum ("amount", "payment_amount") takes the sum of a payment sentence.
// A direct debit's sum is a payment's too: `debit_amount`, `abbuchungsbetrag`.
const PAYMENT_NAME =
  /^(?:amount|betrag|payment|zahlung|sum|summe|transfer|ueberweisung|zahlbetrag|debit|lastschrift|abbuchung\p{L}*)$/u;
// "berechnen wir pauschal 85,00 €" charges a sum as "charged" does.
const PAYMENT =
  /\b(?:payment|transfer|überweisung|zahlung|lastschrift|debit|abbuchung|collect|charged|abgebucht|eingezogen|berechne)/iu;
// Words that name a sum as the document's or a payment's, not as another thing ("Mahngebühr von 5,00 €").
const DOCUMENT_SUM =
  /^(?:rechnung|invoice|payment|zahlung|transfer|ueberweisung|betrag|amount|sum|summe|balance|saldo|bill|charges|abrechnung|jahresabrechnung|statement)$/;

// A field of what is paid out after deductions, and the words after a sum that deduct from it.
const PAYOUT = /^(?:payout|auszahlung\p{L}*|ausgezahlt\p{L}*|net|netto)$/u;
const DEDUCTED = /^(?:abzueglich|abzgl|less|minus)$/;

/** The sum a verb of the clause gives the field's role ("Please transfer 312.40 EUR"), not one named otherwise. */
function sumByVerb(clauses: TClause[], words: string[], taken: TValueSource[]): TValueSource | null {
  const generic = words.every((word) => PAYMENT_NAME.test(word));
  const role = MONEY_ROLES.find((each) => words.some((word) => each.names.test(word)));
  const cue = role?.clause ?? (generic ? PAYMENT : null);
  const payout = words.some((word) => PAYOUT.test(word));
  for (const clause of cue ? clauses : []) {
    if (!cue?.test(`${clause.lead} ${clause.line.text.slice(clause.start, clause.end)}`)) {
      continue;
    }
    for (const sum of sumsIn(clause)) {
      const naming = namingOf(sum);
      const noun = naming?.after ? '' : (naming?.noun ?? '');
      const other = noun && !DOCUMENT_SUM.test(noun) && !thingWords(words).some((thing) => namesKin(noun, thing));
      // "Wir erstatten Ihnen 1.284,50 € abzüglich der Selbstbeteiligung": the sum before a deduction is no payout.
      const gross = payout && DEDUCTED.test(sum.after[0]?.word ?? '');
      if (!other && !gross && !oldMarked(sum) && !isTaken(clause.line, sum, taken)) {
        return { text: sum.text, line: clause.line, quoteStart: sum.start, quoteEnd: sum.end };
      }
    }
  }
  return null;
}

/**
 * Whether another field holds the value at [start, end) of the line. A source's quote may run on past its value
 * ("$1,245.60 including $45.00 for shipping."), so only its first word counts as held.
 */
export function heldByOther(line: TLine, start: number, end: number, taken: TValueSource[]): boolean {
  return taken.some((each) => {
    const head = each.quoteStart + Math.max(1, /^\S+/.exec(each.text)?.[0].length ?? 0);
    return each.line === line && each.quoteStart < end && start < Math.min(each.quoteEnd, head);
  });
}
const isTaken = (line: TLine, sum: { start: number; end: number }, taken: TValueSource[]) =>
  heldByOther(line, sum.start, sum.end, taken);

/** A sum a sentence names for the field by its noun or subject, or gives its role by a verb; or null. */
export function sumInSentence(lines: TLine[], words: string[], taken: TValueSource[]): TValueSource | null {
  // `instalments` alone counts them ("in 10 monthly instalments of £184.26"): no sum is its value.
  if (words.length === 1 && COUNTED.test(words[0] ?? '')) {
    return null;
  }
  const clauses = clausesOf(lines);
  let previous: string[] = [];
  for (const clause of clauses) {
    const sums = sumsIn(clause);
    for (const sum of sums) {
      const naming = namingOf(sum) ?? (oldMarked(sum) ? { phrase: [], noun: '', change: false } : null);
      if (naming && fits(words, sum, naming, previous) && !isTaken(clause.line, sum, taken)) {
        return { text: sum.text, line: clause.line, quoteStart: sum.start, quoteEnd: sum.end };
      }
    }
    // "… auf 245 €; bisher waren es 220 €": an old sum refers to the last clause that states a sum, not to its lead.
    previous =
      sums.length > 0 ? tokenize(clause.line.text, clause.start, clause.end).map((token) => token.word) : previous;
  }
  return sumByVerb(clauses, words, taken);
}
