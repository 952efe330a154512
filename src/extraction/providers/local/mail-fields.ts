import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { ATTENTION } from './attention-lines.ts';
import type { TLabelMatch, TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { displayNameSpan } from './mail-display-name.ts';
import { FORWARD_SUBJECT, mailHeaderLine, NO_REPLY } from './mail-forward.ts';
import { inSignature, letterSigner, mailSignature, otherSide } from './mail-parts.ts';
import { partyRole } from './parties.ts';
import { signerText } from './signature-lines.ts';
import { namesWriterPosition, writerPosition } from './signature-position.ts';
import { labelWords, nameWords } from './words.ts';

// What an e-mail states outside its body's labels: who wrote it (the signature), what it is about (the subject
// line's number), and who sent it to whom (the From and To header lines, which rank below anything the body says).

// The person who wrote or stands behind the message: "contactName", "ordered_by", "Ansprechpartner"; the clerk who
// handles the matter ("claim handler", "advisor", "Berater"), who signs the mail about it; who invites to a meeting
// ("organizer", "Veranstalter") signs the invitation.
const WRITER =
  /^(?:contact|kontakt|ansprechpartner\p{L}*|sachbearbeiter\p{L}*|bearbeiter\p{L}*|ordered|orderer|signed|signatory|author|verfasser\p{L}*|unterzeichner\p{L}*|unterzeichnet|requester|requestor|requested|organi[sz]er|veranstalter\p{L}*|einladende\p{L}*|officer|recruiter|prepared|handler|adviser|advisor|berater\p{L}*|betreuer\p{L}*)$/u;
const NOT_A_NAME = /^(?:email|mail|phone|telefon|tel|fax|address|adresse|anschrift|number|nummer|nr|id)$/u;

/** The signature's person for a field naming the mail's writer ("contactName": "Priya Raman"). */
export function writerName(lines: TLine[], property: TSchemaProperty, words: string[]): TValueSource | null {
  // `contact_position`, `job_title`: the writer's position under the name (signature-position.ts), not the name.
  if (property.type === 'string' && !property.format && namesWriterPosition(words)) {
    return writerPosition(lines, words);
  }
  // A letter's signer too: "Yours sincerely," over "Amit Chaudhry" is who wrote it.
  const person = mailSignature(lines)?.person ?? letterSigner(lines);
  const writerField =
    property.type === 'string' &&
    !property.format &&
    words.some((word) => WRITER.test(word)) &&
    !words.some((word) => NOT_A_NAME.test(word));
  if (!person || !writerField) {
    return null;
  }
  // "i. A. Jörg Albrecht": the name without the mark of signing on the firm's behalf.
  const text = signerText(person);
  const start = person.text.indexOf(text);
  return { text, line: person, quoteStart: start, quoteEnd: start + text.length };
}

// A field asking who forwarded the mail or when ("forwarded_by", "weitergeleitet_von", "fwd_date"): the forward
// word, then at most a word of the party or the day. "forwarder" alone is a freight forwarder (a shipping party).
const FORWARD_WORD = /^(?:forwarded|fwd|fw|weitergeleitet|weiterleitung|weitergeleitete)$/u;
const FORWARD_REST = /^(?:by|von|durch|from|name|person|at|on|am|date|datum|when|time)$/u;
const OWN_FROM = /^from:\s*/i;
const OWN_DATE = /^date:\s*/i;
// A field asking for the forwarded message's own sender or day ("original_sender", "urspruengliches_datum"): its header
// block's From/Von and Date/Gesendet lines, the forwarded message's, not the forwarder's.
const ORIGINAL_WORD = /^(?:original|originale[nrs]?|urspruenglich\p{L}*|ursprungs\p{L}*)$/u;
const ORIGINAL_REST = /^(?:sender|absender|from|von|date|datum|sent|gesendet)$/u;
const BLOCK_FROM = /^\s*(?:from|von)\s*:\s*/i;
const BLOCK_DATE = /^\s*(?:date|datum|sent|gesendet)\s*:\s*/i;

/**
 * The mail's own From (its display name, else its address) or Date for a field asking who forwarded it or when: the
 * forwarder sends the outer mail, the forwarded message's header block names someone else. Only in a mail that
 * forwards one (a forwarded block found, or a "Fwd:"/"WG:" subject).
 */
export function forwarderValue(lines: TLine[], words: string[], wantsDate: boolean): TValueSource | null {
  const original = ORIGINAL_WORD.test(words[0] ?? '') && words.length > 1;
  const rest = words.slice(1);
  if (original ? !rest.every((word) => ORIGINAL_REST.test(word)) : !FORWARD_WORD.test(words[0] ?? '')) {
    return null;
  }
  if (!original && !rest.every((word) => FORWARD_REST.test(word))) {
    return null;
  }
  const own = lines.filter((line) => line.header && !line.forwardHeader);
  const forwarded = lines.filter((line) => line.forwardHeader);
  const forwards = forwarded.length > 0 || own.some((line) => FORWARD_SUBJECT.test(line.text));
  const label = original ? (wantsDate ? BLOCK_DATE : BLOCK_FROM) : wantsDate ? OWN_DATE : OWN_FROM;
  const line = forwards ? (original ? forwarded : own).find((candidate) => label.test(candidate.text)) : undefined;
  const start = line ? (label.exec(line.text)?.[0].length ?? 0) : 0;
  const mailbox = line?.text.slice(start).trim() ?? '';
  const name = wantsDate ? null : displayNameSpan(mailbox);
  const text = wantsDate ? mailbox : (name?.text ?? /<([^<>\s]+)>/.exec(mailbox)?.[1] ?? mailbox);
  // The quote is what the line writes ("Schuster, Peter" for the value "Peter Schuster").
  const written = name?.written ?? text;
  const at = line ? line.text.indexOf(written, start) : -1;
  if (!line || text === '' || at < 0) {
    return null;
  }
  return { text, line, quoteStart: at, quoteEnd: at + written.length };
}

// The words a number field's name ends with: "bestellnummer" is the "bestell…" one, "order_number" the "order" one.
const NUMBER_SUFFIX = /(?:s?nummer|nr|no|number|num|id|#|reference|ref|referenz)$/u;
const ESCAPED = /[.*+?^${}()|[\]\\]/g;

/**
 * The number the subject line gives the thing the field numbers ("Bestellbestätigung Nr. 100238847" for
 * `bestellnummer`, "Your order 4711 has shipped" for `order_number`): the subject names what the mail is about.
 */
export function subjectIdentifier(lines: TLine[], words: string[]): TValueSource | null {
  const subject = mailHeaderLine(lines, 'subject')?.line;
  const last = words.at(-1) ?? '';
  const stem = NUMBER_SUFFIX.test(last) ? last.replace(NUMBER_SUFFIX, '') : '';
  const owner = [...words.slice(0, -1), ...(stem ? [stem] : [])];
  if (!subject || owner.length === 0 || owner.join('').length < 2 || !NUMBER_SUFFIX.test(last)) {
    return null;
  }
  // The owner's words in order, the last one the start of a word ("bestell" of "Bestellbestätigung").
  // "Quotation Q-2207" for `quote_number`: the owner's last word without its final "e" starts the subject's noun.
  const stems = owner.map((word, index) =>
    index === owner.length - 1 && /^\p{L}{4,}e$/u.test(word) ? word.slice(0, -1) : word,
  );
  const named = stems.map((word) => word.replace(ESCAPED, '\\$&')).join('[\\s_-]+');
  const pattern = new RegExp(
    `(?<![\\p{L}])${named}\\p{L}*[\\s:]+(?:(?:nr|no|number|nummer)\\.?:?\\s*|#\\s*)?([\\p{L}\\d][\\p{L}\\d/.-]*\\d[\\p{L}\\d/-]*)`,
    'iu',
  );
  // "Re: PO-55120 change request" for `po_number`: the owner's word glued to the number is the number's prefix.
  const glued = new RegExp(`(?<![\\p{L}\\d])(${named}-[\\p{L}\\d/.-]*\\d[\\p{L}\\d/-]*)`, 'iu');
  // "[CS-220914] Update on your request": a help desk's case number in brackets before the subject, for a ticket's.
  const desk = DESK_CASE.test(owner.join(' ')) ? BRACKETED_CASE.exec(subject.text) : null;
  const match = pattern.exec(subject.text) ?? glued.exec(subject.text) ?? desk;
  const value = match?.[1];
  if (!match || !value) {
    return null;
  }
  const start = match.index + match[0].lastIndexOf(value);
  return { text: value, line: subject, quoteStart: start, quoteEnd: start + value.length };
}

const DESK_CASE = /^(?:ticket|case|request|incident|support|vorgang|vorgangs|anfrage|fall|ticket\p{L}*)$/u;
const BRACKETED_CASE = /\[\s*(?:#\s*)?(\p{L}{0,6}-?\d[\p{L}\d-]*)\s*\]/u;

// The outer block's party lines and a forwarded block's (German programs write "Von:" and "An:"; Apple Mail quotes
// the forwarded block: "> Von: Bahn Buchung <…>").
const HEADER_PARTY = /^[ \t]*(?:>[ \t]?)*(from|von|to|an|cc|reply-to):[ \t]*/i;

/**
 * A From/To header line's value for a field, or null: the sender's line for the issuer, the addressee's for the
 * recipient, never the other one's; the display name without its address ("Tomasz Nowak <t.nowak@…>"), without
 * its department's words; a mailbox of a department alone ("Accounts <accounts@…>") names no party.
 */
export function headerValue(
  match: TLabelMatch,
  lines: TLine[],
  property: TSchemaProperty,
  roleWords: string[],
): TLabelMatch | null {
  const line = lines[match.lineIndex];
  const header = line ? HEADER_PARTY.exec(line.text) : null;
  if (!line || !header?.[1]) {
    return match;
  }
  const sender = /^(?:from|von|reply-to)$/i.test(header[1]);
  const role = partyRole(roleWords, lines);
  // An e-mail field takes the line's address; a field of no party ("outbound.from") nothing of it.
  if (property.type === 'string' && property.format === 'email') {
    const text = lineAddress(line.text);
    const start = text ? line.text.indexOf(text) : -1;
    // A From line's "noreply@…" is nobody's address to write to: the body's contact address is the field's.
    return text && !NO_REPLY.test(text)
      ? { ...match, value: { text, line, quoteStart: start, quoteEnd: start + text.length } }
      : null;
  }
  if (role === null || (sender && role === 'recipient') || (!sender && role === 'issuer')) {
    return null;
  }
  const name = displayNameSpan(line.text.slice(header[0].length));
  const start = name ? line.text.indexOf(name.written, header[0].length) : -1;
  if (!name || start < 0) {
    return null;
  }
  return { ...match, value: { text: name.text, line, quoteStart: start, quoteEnd: start + name.written.length } };
}

/**
 * A label match that reads another party's value: a mail signature's "Credit Control | Northgate Supply Ltd" (a
 * role and a company, no label's pair), or the other side of "From: … To: …" (in an order the buyer writes it).
 */
export function othersValue(match: TLabelMatch, lines: TLine[], roleWords: string[]): boolean {
  const line = lines[match.lineIndex];
  const signed = match.how === 'cell' && inSignature(lines, line);
  const value = match.value;
  const role = partyRole(roleWords, lines);
  // "z. Hd. Herrn Jens Otte", "Attn: Mark Ellery": an address block's contact is the addressee's, never the issuer's
  // (the orderer's `besteller.ansprechpartner` is who signs the order).
  const attention = role === 'issuer' && line !== undefined && ATTENTION.test(line.text.trim());
  return signed || attention || (value !== null && otherSide(line, value.text, value.quoteStart, role));
}

// A date the message itself has: "sent_on", "received_at", "Eingangsdatum", "email_date".
const MESSAGE_DATE = /^(?:sent|send|received|gesendet|versendet|empfangen|eingang\p{L}*|email|mail)$/u;

// A field named for an address and nothing else: `email`, `e_mail`, `mail`.
const isBareEmail = (words: string[]) => /^(?:e?mail|e mail)$/.test(words.join(' '));
// A description that says the address is the sender's: "E-mail address of the sender", "Absender-E-Mail".
const SENDER = /\b(?:sender|sent by|from|writer|author|absender\p{L}*|von|verfasser\p{L}*)\b/iu;

/** How many leaves of a schema (outside arrays) ask for an e-mail address. */
export function emailFieldCount(properties: TSchemaProperty[], parentName?: string): number {
  return properties.reduce((count, property) => {
    const words = [...nameWords(property.name), ...nameWords(parentName ?? '')];
    if (property.type === 'object') {
      return count + emailFieldCount(property.properties, property.name);
    }
    const email = property.type === 'string' && (property.format === 'email' || isBareEmail(words));
    return count + (email ? 1 : 0);
  }, 0);
}

/**
 * What the header block alone says of a field the body leaves open: the address of the sender (From) for an
 * issuer's e-mail field and of the addressee (To) for a recipient's, the Date line for the message's own date. A
 * field named `email` alone names no party: it is the party's its description names, else the sender's where it is
 * the schema's only e-mail field (`soleEmail`) and undescribed, the address a mail's reader would answer to.
 */
export function headerFact(
  lines: TLine[],
  property: TSchemaProperty,
  roleWords: string[],
  soleEmail = false,
): TValueSource | null {
  if (property.type !== 'string' || !lines[0]?.header) {
    return null;
  }
  // Whose a bare `email` is: the party its description names ("des Mitglieds", inflected), else the sender's where
  // the description says so or where, undescribed, it is the schema's only e-mail field.
  const bareRole = () => {
    const description = property.description ?? '';
    const described = partyRole(labelWords(description).flatMap((word) => [word, word.replace(/(?:s|en|n)$/, '')]));
    return described ?? (SENDER.test(description) || (soleEmail && description.trim() === '') ? 'issuer' : null);
  };
  const bare = isBareEmail(roleWords);
  const role = property.format === 'email' || bare ? (partyRole(roleWords, lines) ?? bareRole()) : null;
  const name = role === 'issuer' ? 'from' : role === 'recipient' ? 'to' : null;
  const dated = property.format === 'date' && roleWords.some((word) => MESSAGE_DATE.test(word));
  // A forwarded message's own From, To and Date (mail-forward.ts), else the mail's.
  const field = name ?? (dated ? 'date' : null);
  const header = field ? mailHeaderLine(lines, field) : null;
  if (!header) {
    return null;
  }
  const line = header.line;
  const address = dated ? null : firstAddress(line.text);
  // "noreply@…" answers nobody: no party's address.
  if (!dated && (!address || NO_REPLY.test(address[0]))) {
    return null;
  }
  const start = address ? address.index : header.start;
  const text = address ? address[0] : line.text.slice(start).trim();
  return { text, line, quoteStart: start, quoteEnd: start + text.length };
}

// An address in a header line, found word by word: /\S+@\S+/ and its kin were retried from every character of a
// long word without "@" (quadratic, review20's audit). A word with "@" inside it (not first, not last) is the match.
const WORD = /\S+/g;
const ADDRESS_WORD = /[^\s<>,]+/g;
const innerAt = (word: string) => {
  const at = word.indexOf('@', 1);
  return at > 0 && at < word.length - 1;
};

/** /<([^<>\s]+@[^<>\s]+)>|(\S+@\S+)/'s address: the first word with an inner "@", without its brackets if it is one. */
function lineAddress(text: string): string | null {
  for (const [word] of text.matchAll(WORD)) {
    if (innerAt(word)) {
      const bracketed = /^<([^<>\s]+)>/.exec(word)?.[1];
      return bracketed && innerAt(bracketed) ? bracketed : word;
    }
  }
  return null;
}

/** /[^\s<>,]+@[^\s<>,]+/.exec: the first run without blanks, brackets and commas that has an inner "@". */
function firstAddress(text: string): { 0: string; index: number } | null {
  for (const run of text.matchAll(ADDRESS_WORD)) {
    if (innerAt(run[0])) {
      return { 0: run[0], index: run.index };
    }
  }
  return null;
}
