// Persons a card, badge, certificate, voucher or letter prints WITHOUT a label, known by the words around them: the
// holder after "This certifies that", "is hereby awarded to", "verliehen an", "für" on a voucher; the person on the
// line over a job title ("Sarah Whitfield" / "Head of Operations") and that job title itself, on a business card, a
// badge or under a letter's closing. Read after every label reading (unlabelled-values.ts): they replace no value.
import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { CLOSING } from './mail-parts.ts';

// Two to four capitalised words, none with a digit, after an optional form of address: "Anna Berger", "Herr Martin
// Schulze", "Dr. Eva Sommer". Bounded: a long line fails at once.
const PERSON =
  /^(?:(?:Herr|Frau|Mr|Mrs|Ms|Miss|Mx)\.?\s)?((?:(?:Dr|Prof)\.\s)?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:\s\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){1,3})$/u;
// Words that make capitalised words a thing's name, not a person's ("Summer Jazz Night", "Hollow Oak Apiaries").
const NOT_PERSON =
  /\b(?:GmbH|Ltd|Inc|AG|KG|Team|Hotel|Bank|Service|Services|Group|Festival|Summit|Night|School|College|University|Universität|Schule|Verein|Club|Theatre|Theater|Hall|Halle|Street|Straße|Road|Lane|Avenue|Platz|Station|Airport|Hbf|Bahnhof|Park|Centre|Center|Apiaries|Stadtwerke|Kundenservice|Programme|Program|Director|Manager|Engineer|Class|Klasse|Ticket|Fahrt|Coach|Seat|Gate|Reservation|Admission|Confirmation|Certificate|Ausweis|Karte|Card|Pass)\b/u;

// The words that put the holder of a certificate or voucher after them, at a line's end or with the name after them.
const HOLDER_BEFORE =
  /(?:^|\s)(?:certif(?:y|ies)\sthat|(?:awarded|presented|issued|granted)\sto|verliehen\san|überreicht\san|ausgestellt\s(?:für|auf)|bestätigt,?\sdass)$/iu;
// "This certifies that Anna Berger has successfully completed": the name between the words and a verb.
const HOLDER_IN_LINE =
  /(?:certif(?:y|ies)\sthat|(?:awarded|presented|issued|granted)\sto|verliehen\san|bestätigt,?\sdass)\s((?:(?:Herr|Frau|Mr|Mrs|Ms)\.?\s)?\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){1,2})\s(?:has|have|is|was|hat|ist|for|für)\b/u;
// A voucher's "für Anna Berger" on a line of its own.
const FOR_PERSON = /^(?:für|for)\s(.{3,60})$/u;

const MAX_LINE = 200;
const personOf = (text: string) => {
  const match = text.length > 80 ? null : PERSON.exec(text.trim());
  return match?.[1] && !NOT_PERSON.test(match[1]) ? match[1] : null;
};
const sourceOf = (line: TLine, text: string): TValueSource => {
  const start = line.text.indexOf(text);
  return { text, line, quoteStart: start, quoteEnd: start + text.length };
};

/** The person a certificate or voucher is for: after "certifies that", "awarded to", "verliehen an", "für". */
export function holderName(lines: TLine[]): TValueSource | null {
  const found: TValueSource[] = [];
  const texts = lines.map((line) => (line.header || line.text.length > MAX_LINE ? '' : line.text.trim()));
  texts.forEach((text, index) => {
    const inLine = HOLDER_IN_LINE.exec(text)?.[1];
    const own = inLine ? personOf(inLine) : null;
    const forWhom = FOR_PERSON.exec(text)?.[1];
    const voucherFor = forWhom ? personOf(forWhom) : null;
    const line = lines[index];
    if (line && (own ?? voucherFor)) {
      found.push(sourceOf(line, (own ?? voucherFor) as string));
      return;
    }
    if (!line || !HOLDER_BEFORE.test(text)) {
      return;
    }
    // The name on the next line that has text, within three lines (a bounded look, never a scan to the end).
    const next = [index + 1, index + 2, index + 3].find((at) => (texts[at] ?? '') !== '') ?? -1;
    const person = next > index ? personOf(texts[next] ?? '') : null;
    const nextLine = lines[next];
    if (person && nextLine) {
      found.push(sourceOf(nextLine, person));
    }
  });
  const first = found[0];
  return first && found.every((source) => source.text === first.text) ? first : null;
}

// A job title's words: "Head of Operations", "Senior Data Engineer", "Steuerberater", "Sachbearbeiterin
// Kundenservice", "Director of Studies", "Geschäftsführer".
const JOB =
  /^(?:(?:head|director|chief|vice president|president|member)\sof\s|(?:senior|junior|lead|principal|deputy|assistant)\s)|\b(?:manager|director|engineer|officer|consultant|developer|designer|architect|analyst|assistant|accountant|advisor|adviser|coordinator|specialist|administrator|secretary|partner|founder|owner|ceo|cto|cfo|coo)$|(?:berater|leiter|führer|ingenieur|referent|sachbearbeiter|inhaber|vorstand|entwickler|assistent|kaufmann|kauffrau|beauftragte|meister|direktor|sekretär|prokurist)(?:in)?\b/iu;
const jobLine = (text: string) =>
  text.length <= 60 && !/[\d@:]/.test(text) && text.split(/\s+/).length <= 5 && JOB.test(text);

/**
 * The one job title a document prints on a line of its own under a person's line ("Priya Raman" / "Senior Data
 * Engineer"), and that person: nothing where two such pairs stand in the document.
 */
export function personOverJob(lines: TLine[]): { person: TValueSource; job: TValueSource } | null {
  let pair: { person: TValueSource; job: TValueSource } | null = null;
  lines.forEach((line, index) => {
    const text = line.header || line.text.length > MAX_LINE ? '' : line.text.trim();
    const above = lines[index - 1];
    const person = above && !above.header ? personOf(above.text) : null;
    if (!above || !person || !jobLine(text)) {
      return;
    }
    const found = { person: sourceOf(above, person), job: sourceOf(line, text) };
    pair = pair && pair.person.text !== person ? { person: { ...found.person, text: '' }, job: found.job } : found;
  });
  const result = pair as { person: TValueSource; job: TValueSource } | null;
  return result && result.person.text !== '' ? result : null;
}

// A field naming a person's job: `job_title`, `position`, `absender_funktion`, `signatory_role`, `sender_title`.
const JOB_FIELD = /^(?:job|jobtitle|position|funktion|role|rolle|beruf|occupation|designation|berufsbezeichnung)$/;
const TITLE_OWNER = /^(?:job|sender|signatory|signer|contact|person|absender|author|attendee|speaker|recruiter)$/;
// A field naming the person itself: `name`, `attendee_name`, `cardholder`, `signatory`, `absender_name`.
const PERSON_FIELD =
  /^(?:name|attendee|participant|teilnehmer\p{L}*|holder|cardholder|inhaber\p{L}*|signatory|signer|unterzeichner\p{L}*|speaker)$/u;
// The other words of a card's person field (`full_name`, `member_name`); a person of another role (`manager_name`,
// `landlord_name`) is no card's holder.
const CARD_WORD = /^(?:full|card|member|mitglied|mitglieds|badge|person|holder|attendee|participant|speaker|visitor)$/u;
const OTHER_NAME = /^(?:company|firma|firm|organisation|organization|event|product|produkt|hotel|venue|file|user)$/u;

/** Whether a field names a person's job title (its own words). */
export const namesJob = (words: string[]) =>
  words.some((word) => JOB_FIELD.test(word)) ||
  (words.at(-1) === 'title' && words.length === 2 && TITLE_OWNER.test(words[0] ?? ''));

/** Whether a field names a person on a card, badge or certificate, not a company, event or product. */
export const namesCardPerson = (words: string[]) =>
  words.length <= 2 &&
  words.some((word) => PERSON_FIELD.test(word)) &&
  words.every((word) => PERSON_FIELD.test(word) || CARD_WORD.test(word) || SIGNER_WORD.test(word)) &&
  !namesJob(words);

// A field naming whom a certificate or voucher is for: `recipient_name`, `empfaenger`, `awarded_to`, `holder`.
const HOLDER_FIELD =
  /^(?:recipient|empfaenger|empfanger|holder|awarded|awardee|honoree|teilnehmer\p{L}*|participant|beneficiary)$/u;

// An airline's passenger name: "MORGAN/ELLEN MS", "SCHULTE/MARKUS MR".
const AIRLINE_NAME = /^[A-Z]{2,20}\/[A-Z]{2,20}(?: [A-Z]{2,20}){0,2}$/;
// A field naming whom a ticket is for: `passenger`, `reisender`, `guest_name`, `fahrgast`.
const TRAVELLER_FIELD = /^(?:passenger|passagier|reisender?|traveller|traveler|guest|gast|fahrgast)$/u;
// Words of a field naming the person who signs: `sender_title`, `absender_funktion`, `signatory_role`.
const SIGNER_WORD = /^(?:sender|absender|signatory|signer|unterzeichner\p{L}*|author|verfasser\p{L}*|recruiter)$/u;
// A card or badge is short: a long document's one person-like line is no holder of it.
const SHORT_DOCUMENT = 15;

/**
 * The one line of a document that is a person's name alone ("Claire Dubois" on a ferry ticket, "MORGAN/ELLEN MS" on a
 * boarding pass): nothing where two different persons' lines stand in it.
 */
export function solePerson(lines: TLine[]): TValueSource | null {
  let source: TValueSource | null = null;
  for (const line of lines) {
    const text = line.header || line.text.length > 80 ? '' : line.text.trim();
    const person = AIRLINE_NAME.test(text) ? text : personOf(text);
    if (!person) {
      continue;
    }
    if (source && source.text !== person) {
      return null;
    }
    source ??= sourceOf(line, person);
  }
  return source;
}

/** The person a card, certificate, voucher or letter's closing prints without a label, by the field's words. */
export function cardPerson(lines: TLine[], words: string[]): TValueSource | null {
  // A card's or badge's person stands in a short document; under a letter's closing the person and job are the
  // signer's, for a field naming the signer only (a job offer's `job_title` is the candidate's, said in a sentence).
  const texts = lines.filter((line) => !line.header && line.text.trim() !== '');
  const card = texts.length <= SHORT_DOCUMENT && !texts.some((line) => CLOSING.test(line.text.trim()));
  const signer = words.some((word) => SIGNER_WORD.test(word));
  if (namesJob(words)) {
    return card || signer ? (personOverJob(lines)?.job ?? null) : null;
  }
  const holder = words.length <= 2 && words.some((word) => HOLDER_FIELD.test(word));
  if (holder && !words.some((word) => OTHER_NAME.test(word))) {
    return holderName(lines);
  }
  // A ticket's one person line is its traveller on a short ticket only: a booking mail's guest is named in its text.
  if (words.length <= 2 && words.some((word) => TRAVELLER_FIELD.test(word)) && !words.some((w) => OTHER_NAME.test(w))) {
    return card ? solePerson(lines) : null;
  }
  if (!namesCardPerson(words)) {
    return null;
  }
  // A signer's name is the signature reader's (mail-fields.ts); over a job title on a card only here.
  const overJob = card ? personOverJob(lines)?.person : null;
  return overJob ?? holderName(lines) ?? (card ? solePerson(lines) : null);
}
