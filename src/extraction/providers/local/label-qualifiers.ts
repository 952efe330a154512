import type { TLabelMatch } from './label-match.ts';
import type { TLine } from './lines.ts';
import { labelWords } from './words.ts';

// A document often prints the figure it is about next to an earlier one under the same label: "Previous balance |
// New balance", "Bisheriger Jahresbeitrag | Jahresbeitrag 2026", "Vorherige Rechnung: 69911702", and a page's sum
// next to the grand total ("Page 1 total", "Übertrag"). A label's own words tell which one it is; a field that does
// not ask for the earlier figure or the part should not take it while a plain label gives one (a wrong value looks
// right to a user, an empty field does not).

/**
 * Words that date a label before the document's own figures ("Previous balance", "Bisheriger Beitrag"); a change
 * notice's timetable figure is the earlier one ("Scheduled departure" over "New estimated departure").
 */
const EARLIER =
  /^(?:old|previous|prior|former|opening|starting|beginning|scheduled|original|originally|urspruenglich\p{L}*|alt|alte|alter|altes|alten|vorherig\p{L}*|bisherig\p{L}*|vorig\p{L}*|vorjahr\p{L}*|vormonat\p{L}*)$/u;
/** Words that date a label at the document's own figures ("New balance", "Neuer Abschlag", "Closing balance"). */
const LATER = /^(?:new|current|closing|ending|final|neu|neue|neuer|neues|neuen|aktuell\p{L}*|jetzig\p{L}*)$/u;
/** A part of a total: a page's sum, the sum carried over, a subtotal. */
const PARTIAL = /^(?:page|seite|carried|brought|uebertrag|zwischensumme|subtotal|teilsumme|seitensumme)$/u;
/** An amount before tax: "Credit net | VAT | Credit total" states the net first, the amount charged last. */
const NET = /^(?:net|nett|netto\p{L}*)$/u;

type TTimeSide = 'earlier' | 'later' | null;

// Whose a label's value is when its first word says so: "Your VAT No.", "Ihre Kundennummer" (the addressee's), "Our
// ref.", "Unsere USt-IdNr." (the writer's). A field of the other side takes it last; so does a field of a party's
// tax or bank identity that names neither side: a bill's own are the writer's ("VAT No." in the footer, not the
// customer's "Your VAT No." in the header). An order or reference number is either side's and keeps its label.
const ADDRESSEE_OPENING = /^(?:your|ihre|ihr|ihren|ihrer)$/u;
const WRITER_OPENING = /^(?:our|unsere|unser|unseren|unserer)$/u;
const ADDRESSEE_FIELD =
  /^(?:your|ihre|ihr|customer|client|buyer|purchaser|recipient|addressee|consignee|kunde|kunden|kaeufer|empfaenger|auftraggeber|leistungsempfaenger|bill|billed|sold)$/u;
const WRITER_FIELD =
  /^(?:our|unser|unsere|supplier|seller|vendor|issuer|merchant|company|firm|lieferant|verkaeufer|aussteller|rechnungssteller|absender|sender|shipper)$/u;

// "mwst_nummer", "umsatzsteuer_id": the Swiss and the spelled-out German words for a VAT number too.
const IDENTITY =
  /^(?:vat|ust|ustid|uid|idnr|mwst|mehrwertsteuer\p{L}*|umsatzsteuer\p{L}*|steuer\p{L}*|tax|iban|bic|swift|eori|gst|abn|ein)$/u;

/** 1 when a label's opening word gives its value to the side the field does not ask for, else 0. */
export function otherSide(fieldWords: string[], label: string[]): number {
  const first = label[0] ?? '';
  const addressee = ADDRESSEE_OPENING.test(first);
  if (!addressee && !WRITER_OPENING.test(first)) {
    return 0;
  }
  const asksAddressee = fieldWords.some((word) => ADDRESSEE_FIELD.test(word));
  const asksWriter = fieldWords.some((word) => WRITER_FIELD.test(word));
  const identity = fieldWords.some((word) => IDENTITY.test(word));
  return (addressee && (asksWriter || (identity && !asksAddressee))) || (!addressee && asksAddressee && !asksWriter)
    ? 1
    : 0;
}

/**
 * 1 when a label opens with the writer's word ("Unsere MWST-Nr.", "Our VAT No.") and the field asks for a tax or
 * bank identity of no named side: the bill's own, which the writer's label names outright.
 */
export function writersIdentity(fieldWords: string[], label: string[]): number {
  const identity = fieldWords.some((word) => IDENTITY.test(word));
  const sided = fieldWords.some((word) => ADDRESSEE_FIELD.test(word) || WRITER_FIELD.test(word));
  return identity && !sided && WRITER_OPENING.test(label[0] ?? '') ? 1 : 0;
}

/** Whether words (a field's name or a label) name the earlier figure, the document's own one, or neither. */
export function timeSideOf(words: string[]): TTimeSide {
  if (words.some((word) => EARLIER.test(word))) {
    return 'earlier';
  }
  return words.some((word) => LATER.test(word)) ? 'later' : null;
}

const namesPart = (words: string[]) => words.some((word) => PARTIAL.test(word));

// "Im Vorjahr (Bescheid vom 18.04.2025) betrug die festgesetzte Einkommensteuer 8.215,00 €", "Last year's premium
// was …": a clause that opens with an earlier period before the label speaks of the earlier figure as a whole.
const EARLIER_PERIOD =
  /(?<![\p{L}])(?:im\s+vorjahr|im\s+vormonat|vorjahr(?:es)?|last\s+year|previous\s+year|prior\s+year|a\s+year\s+ago)(?![\p{L}])/iu;

/** Whether the line before a match's label (in its sentence) names an earlier period. */
function earlierPeriodBefore(match: TLabelMatch, lines: TLine[]): boolean {
  const line = match.value?.line;
  if (!line || !match.value || lines[match.lineIndex]?.text !== line.text || match.how === 'column') {
    return false;
  }
  const before = line.text.slice(0, match.value.quoteStart);
  // Only the label's own sentence: the text after the last full stop that ends one ("… 2026. Im Vorjahr …").
  const sentence = before.slice(Math.max(0, before.lastIndexOf('. ') + 1));
  return EARLIER_PERIOD.test(sentence);
}

/** The text of a match's label: its cell up to the value, or its whole line (null: under a row of headings). */
function labelTextOf(match: TLabelMatch, lines: TLine[]): string | null {
  const line = lines[match.lineIndex];
  if (!line || match.how === 'column') {
    return null;
  }
  if (!match.value || match.value.line !== line) {
    return line.text;
  }
  const at = line.text.indexOf(match.value.text, match.value.quoteStart);
  return at > match.value.quoteStart ? line.text.slice(match.value.quoteStart, at) : null;
}

/**
 * How far a label's qualifiers are from what a field asks: -1 it names the opposite figure ("Previous price" for
 * `new_price`, "New balance" for `opening_balance`), otherwise the number of qualifiers the field does not ask for
 * (an earlier figure, a part of a total); 0 fits.
 */
export function qualifierDistance(fieldWords: string[], label: string[]): number {
  const field = timeSideOf(fieldWords);
  const side = timeSideOf(label);
  if (field !== null && side !== null && side !== field) {
    return -1;
  }
  return (field === null && side === 'earlier' ? 1 : 0) + (!namesPart(fieldWords) && namesPart(label) ? 1 : 0);
}

// Each qualifier the field does not ask for costs less than a better label (a weight step is 20 points of a match's
// score) and more than an exact one (10): "Subtotal" as the only label of `food_and_drink` still beats "Tax", and of
// two labels alike ("Credit net | Credit total" for `credit_amount`) the one without the qualifier wins.
const QUALIFIER_PENALTY = 15;
// A label of the other side's value ("Your VAT No." for `supplier_vat_number`) loses to a mid-line label of its own.
const SIDE_PENALTY = 40;
// "Ihre MWST-Nr.: DE … | Unsere MWST-Nr.: CHE-…" for `mwst_nummer`: the writer's own label, mid-line, beats the
// addressee's at the line's start (which the side penalty brings level with it).
const OWN_IDENTITY_BONUS = 10;

/** A sum's field: of one label written twice ("Total" before the tip, "= Total" after it) the later sums more. */
const SUM = /^(?:total|gesamt\p{L}*|summe|sum|grand)$/u;
/** A field of one thing's figure, not a sum of things: `price`, `unit_rate`, `einzelpreis`. */
const PER_THING = /^(?:price|preis|\p{L}+preis|rate|tarif|unit|each|einzel\p{L}*)$/u;
/** A field asking for what is left to pay. */
const DUE =
  /^(?:due|faellig|payable|zahlbar|zahlbetrag|outstanding|offen\p{L}*|remaining|restbetrag|nachzahlung|balance)$/u;
/** A line that takes something off the amount above it ("abzüglich geleistete Abschläge", "Less: deposit"). */
const DEDUCTION =
  /^\s*(?:[-–]\s*|\.\/\.\s*)?(?:abzgl|abzüglich|abzueglich|less|minus|abzug|deduct\p{L}*|geleistete|anzahlung\p{L}*|vorauszahlung\p{L}*|deposit\s+paid|payments?\s+(?:received|made)|bereits\s+(?:gezahlt|bezahlt))/iu;
// The blanks before a currency belong to its optional group: two \s* in a row (/\s*(?:€)?\s*$/) retried every split
// of a long run of blanks, and a line of 100,000 blanks ending in text took minutes.
const NEGATIVE_AMOUNT = /(?:^|\s)[-–]\s?[€$£]?\s?\d[\d.,']*(?:\s*(?:€|EUR|CHF|USD|GBP))?\s*$/u;

/** Whether a field asks for what is left to pay (not the balance before the bookings: `previous_balance`). */
export const dueField = (fieldWords: string[], number = true) =>
  number && fieldWords.some((word) => DUE.test(word)) && timeSideOf(fieldWords) !== 'earlier';

/** Whether the next line that is not blank takes something off the amount on this one. */
export function deductedBelow(lines: TLine[], lineIndex: number): boolean {
  for (let index = lineIndex + 1; index < Math.min(lines.length, lineIndex + 3); index++) {
    const text = lines[index]?.text.trim() ?? '';
    if (text !== '') {
      return DEDUCTION.test(text) || NEGATIVE_AMOUNT.test(text);
    }
  }
  return false;
}

/**
 * The matches by score, less a penalty for each qualifier of the label the field does not ask for (an earlier
 * figure, a part of a total, for an amount (`money`) a net one; `number`: the field is a number), in their order where equal, and without those that
 * name the opposite figure. Of one label written twice a sum's field takes the later value first; a field asking
 * what is left to pay never takes an amount the next line deducts from ("Gesamtbetrag 1.023,18 | abzüglich
 * Abschläge -960,00 | Nachzahlung 63,18": the total is not what is due).
 */
export function byQualifierFit(
  matches: TLabelMatch[],
  lines: TLine[],
  fieldWords: string[],
  field: { money?: boolean; number?: boolean } = {},
): TLabelMatch[] {
  const net = (words: string[]) => words.some((word) => NET.test(word));
  const netOnly = field.money && !net(fieldWords);
  const sum = field.number && fieldWords.some((word) => SUM.test(word));
  const due = dueField(fieldWords, field.number);
  // "£50 notes 400.00 | £20 notes 760.00 | Total notes 1,340.00" for `notes`, "MwSt A | MwSt B | Summe MwSt" for
  // `mwst`: the line that sums the field's own things is its figure, not the first part (a price is one thing's).
  const ofParts = field.number && !sum && !fieldWords.some((word) => PER_THING.test(word));
  const sumOfOwn = (label: string[]) =>
    label.some((word) => SUM.test(word)) &&
    label.some((word) => fieldWords.includes(word)) &&
    label.every((word) => SUM.test(word) || fieldWords.includes(word));
  const ranked = matches.flatMap((match, index) => {
    const text = labelTextOf(match, lines);
    const label = text === null ? [] : labelWords(text);
    const distance = qualifierDistance(fieldWords, label);
    const valueLine = match.value ? lines.indexOf(match.value.line) : match.lineIndex + 1;
    const earlierClause = timeSideOf(fieldWords) === null && earlierPeriodBefore(match, lines);
    if (distance < 0 || earlierClause || (due && text !== null && deductedBelow(lines, valueLine))) {
      return [];
    }
    const penalty =
      QUALIFIER_PENALTY * (distance + (netOnly && net(label) ? 1 : 0) - (ofParts && sumOfOwn(label) ? 1 : 0)) +
      SIDE_PENALTY * otherSide(fieldWords, label) -
      OWN_IDENTITY_BONUS * writersIdentity(fieldWords, label);
    return [{ match, index, score: match.score - penalty, key: `${label.join(' ')} ${match.how}` }];
  });
  // One label written twice, alike in score: a sum's field reads it from the last line up.
  const group = (each: (typeof ranked)[number]) =>
    sum ? ranked.find((other) => other.key === each.key && other.score === each.score) : each;
  const order = (each: (typeof ranked)[number]) =>
    sum ? [group(each)?.index ?? each.index, -each.match.lineIndex] : [each.index, 0];
  return ranked
    .sort((a, b) => {
      const [groupA = 0, lineA = 0] = order(a);
      const [groupB = 0, lineB = 0] = order(b);
      return b.score - a.score || groupA - groupB || lineA - lineB;
    })
    .map(({ match }) => match);
}
