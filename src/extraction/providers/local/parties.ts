import { ATTENTION, personAtFirm } from './attention-lines.ts';
import { bodyLines, kept } from './document-parts.ts';
import { isDocumentTitle, TITLE_WORDS } from './document-titles.ts';
import type { TValueSource } from './label-match.ts';
import { firmUnderSlogan, letterheadBlock, nameOverTwoLines, withLegalForm } from './letterhead-block.ts';
import { isBlank, looksLabelled, type TLine } from './lines.ts';
import { displayName } from './mail-display-name.ts';
import { mailHeaderLine } from './mail-forward.ts';
import { CLOSING, fromHeader, isMail, LEGAL_FORM, sideLabelled, signedCompany } from './mail-parts.ts';
import { opensAsOrder } from './order-titles.ts';
import { findDate } from './parse-date.ts';
import { BUYERS, ISSUER, ISSUER_ENDING, ISSUING_BODY, RECIPIENT, RECIPIENT_ENDING, SELLERS } from './party-words.ts';
import { CLAUSE_OR_CONJUNCTION } from './preamble-parties.ts';
import { fullName, GREETING, SALUTATION, salutedName } from './salutation.ts';
import { isKnownLabel } from './synonyms.ts';
import { DOCUMENT_KINDS } from './vocabulary.ts';
import { labelWords } from './words.ts';

export const STREET = /^(\p{L}[\p{L}.\- ]+\s\d+\s?\p{L}?|\d+\p{L}?\s+\p{L}[\p{L} ]+)$/u;
// "20457 Hamburg", "BS1 4RW", "Portland, OR 97205", "Bristol BS1 4RW".
const POSTAL =
  /^(\d{4,5}\s+\p{L}|[A-Z]{1,2}\d|\p{L}[\p{L} ]+,?\s*[A-Z]{2}\s+\d{5}|\p{L}[\p{L} ]+\s[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$|\p{L}[\p{L} ]+\s[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}$)/u;
const FORM_OF_ADDRESS = /^(?:Herrn?|Frau|Mr\.?|Mrs\.?|Ms\.?)\s+(?=\p{Lu})/u;
const ADDRESSED =
  /^\s*(?:Herrn?|Frau|Mr\.?|Mrs\.?|Ms\.?|Miss)\s+(?:Dr\.\s+)?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})\s*$/u;

export type TPartyRole = 'issuer' | 'recipient';

/** Whose party a field names, by its words; `lines` tell a purchase order, where buyer and seller swap places. */
export function partyRole(words: string[], lines: TLine[] = []): TPartyRole | null {
  if (isPurchaseOrder(lines)) {
    if (words.some((word) => BUYERS.has(word))) {
      return 'issuer';
    }
    if (words.some((word) => SELLERS.has(word))) {
      return 'recipient';
    }
  }
  // "Bill to", "Ship to", "Sold to", "Rechnung an": the party a document is addressed to.
  if (/\b(?:bill|ship|sold|invoice|deliver|rechnung|lieferung) (?:to|an)\b/.test(words.join(' '))) {
    return 'recipient';
  }
  // `recipient_company`, `customer_company`: "company" says what kind of party, the other word whose it is.
  const recipient = words.some((word) => RECIPIENT.has(word) || RECIPIENT_ENDING.test(word));
  if (recipient && words.every((word) => !ISSUER.has(word) || KIND_OF_PARTY.has(word))) {
    return 'recipient';
  }
  if (words.some((word) => ISSUER.has(word) || ISSUER_ENDING.test(word)) || ISSUING_BODY.has(words.at(-1) ?? '')) {
    return 'issuer';
  }
  // `bank_name` on a statement a bank writes: its letterhead; an invoice's bank is no seller's name.
  if (words.some((word) => BANK_WORD.test(word)) && bankLetterhead(lines)) {
    return 'issuer';
  }
  return words.some((word) => RECIPIENT.has(word) || RECIPIENT_ENDING.test(word)) ? 'recipient' : null;
}

const KIND_OF_PARTY = new Set(['company', 'firma']);
const BANK_WORD = /^(?:bank|kreditinstitut|geldinstitut|bankname)$/;
// "Sparkasse KölnBonn", "Volksbank Mittelhessen eG", "Commerzbank AG", "Nationwide Building Society".
const BANK_NAME = /(?:bank|sparkasse|kasse)\b|building society|credit union/iu;
const bankLetterheads = new WeakMap<TLine[], boolean>();

/**
 * Whether the document's first line names a bank: a statement or letter the bank writes itself; or a mail's From
 * line does ("Sparkasse Oberland – Kontowecker <…>"): a notice the bank sends.
 */
const bankLetterhead = (lines: TLine[]) =>
  kept(bankLetterheads, lines, () => {
    const first = bodyLines(lines).find((line) => !isBlank(line));
    const sender = isMail(lines) ? fromHeader(lines)?.text : undefined;
    return (first !== undefined && BANK_NAME.test(cellText(first))) || (sender !== undefined && BANK_NAME.test(sender));
  });

const purchaseOrders = new WeakMap<TLine[], boolean>();

/** A purchase order says so in its first lines (order-titles.ts); asked per field, read once. */
const isPurchaseOrder = (lines: TLine[]) => kept(purchaseOrders, lines, () => opensAsOrder(bodyLines(lines)));

const cellText = (line: TLine, index = 0) => {
  const cell = line.cells[index];
  return cell ? line.text.slice(cell.start, cell.end) : '';
};

// "Bochum, 24.03.2026", "London, 3 March 2026": where and when a letter was written; never a party's name.
const PLACE_AND_DATE =
  /^\p{L}[\p{L}\s.'-]{0,40},\s{0,3}(?:den\s)?\d{1,2}(?:[./]\s?\d{1,2}[./]\s?\d{2,4}|\.?\s\p{L}{3,9}\.?\s\d{4})$/u;

/**
 * Whether a text is nobody's name though it stands where a party's name would: a document's kind ("Rechnung",
 * "Payslip"), its title with its number ("Rechnung Nr. R-2026-114"), a field's label ("Employee", "Kunde"), or the
 * place and day the letter is written.
 */
export function isNoPartyName(text: string): boolean {
  if (PLACE_AND_DATE.test(text.trim()) || CLAUSE_OR_CONJUNCTION.test(text.trim())) {
    return true;
  }
  const words = labelWords(text);
  return (
    words.length > 0 &&
    (isKnownLabel(words.join(' ')) || words.every((word) => DOCUMENT_KINDS.has(word)) || isDocumentTitle(text))
  );
}

/** A name-like text: letters, a few words, no label, not a document title or a sentence. */
function nameLike(text: string): boolean {
  const words = text.split(/\s+/);
  return (
    /\p{L}{2}/u.test(text) &&
    words.length <= 6 &&
    text.length <= 60 &&
    !/[!?:]/.test(text) &&
    !TITLE_WORDS.test(text) &&
    !isNoPartyName(text) &&
    !/^\d/.test(text)
  );
}

// A line of three words or more that ends in "!" or "?": a sentence, not a firm's name ("Yahoo!" stays one).
const EXCLAIMED = /^\S+(?:\s+\S+){2,}[!?]\s*$/u;

/** The letterhead: the first line of the body, up to a "·", "–" or "|" (the address follows). */
function letterhead(lines: TLine[]): TValueSource | null {
  const first = firmUnderSlogan(
    lines,
    lines.find((line) => !line.header && !isBlank(line)),
  );
  if (!first) {
    return null;
  }
  const raw = cellText(first);
  const text = raw
    .split(/\s[·–—|-]\s|,\s/)[0]
    ?.replace(/^[*#=\s]+|[*#=\s]+$/g, '')
    .trim();
  // "Sehr geehrte Damen und Herren," opens a letter without a letterhead (an e-mail): no issuer's name; nor does a
  // shop's mail that opens with an exclamation ("Thanks for your order, Sophie!").
  if (!text || !nameLike(text) || looksLabelled(raw) || GREETING.test(text) || EXCLAIMED.test(raw)) {
    return null;
  }
  const start = first.text.indexOf(text);
  return withLegalForm(lines, text, first) ?? nameOverTwoLines(lines, first, text, start);
}

/**
 * A two-column header: the address block on the left of label/value pairs ("Grünwerk GmbH | Rechnungs-Nr. | 4",
 * "Speicherstadt 5 | Datum | …", "20457 Hamburg | …"). Name, street and postal line all open their lines.
 */
function leftAddress(lines: TLine[], index: number): boolean {
  const block = lines.slice(index, index + 3);
  const [name, street, postal] = block;
  const left = (line: TLine | undefined) => (line && line.cells[0]?.start === 0 ? cellText(line) : '');
  return (
    block.length === 3 &&
    (name?.cells.length ?? 0) > 1 &&
    !isKnownLabel(labelWords(left(name)).join(' ')) &&
    STREET.test(left(street)) &&
    POSTAL.test(left(postal))
  );
}

/**
 * The name over a street or postal line (an address block), not the letterhead; else a salutation. A mail has no
 * address window: the person its greeting names in full ("Guten Tag Jonas Weber,") or its To line's display name is
 * the addressee, before a block in its text (the practice's or the shop's own address).
 */
function addressee(lines: TLine[]): TValueSource | null {
  return (isMail(lines) ? (salutedName(lines) ?? toHeader(lines)) : null) ?? addressBlock(lines);
}

/** The To line's display name where it names a person in full ("Emily Carter <…>"), a forwarded message's own. */
function toHeader(lines: TLine[]): TValueSource | null {
  const to = mailHeaderLine(lines, 'to');
  const mailbox = to?.line.text.slice(to.start) ?? '';
  const text = to && !mailbox.includes(',') ? displayName(mailbox) : null;
  // A department's mailbox ("Vertrieb Kabel Krämer <…>") is a firm's desk, not the person the mail is for.
  const whole = text !== null && mailbox.split('<')[0]?.replace(/["']/g, '').trim() === text;
  const start = to && text && whole ? to.line.text.indexOf(text, to.start) : -1;
  return to && text && start >= 0 && fullName(text) && nameLike(text)
    ? { text, line: to.line, quoteStart: start, quoteEnd: start + text.length }
    : null;
}

function addressBlock(lines: TLine[]): TValueSource | null {
  const head = letterhead(lines);
  const ownBlock = letterheadBlock(lines, head);
  const closed = lines.findLastIndex((line) => !line.header && CLOSING.test(line.text.trim()));
  const signedFrom = closed < 0 ? lines.length : closed;
  for (let index = 0; index < lines.length - 1; index++) {
    const line = lines[index] as TLine;
    // "Lumen Events Ltd" / "Attn: John Miller" / "18 Wellington Street": the contact's line is no part of the address.
    const filled = lines.slice(index + 1, index + 3).find((candidate) => !isBlank(candidate));
    const next =
      filled && personAtFirm(cellText(filled))
        ? lines.slice(lines.indexOf(filled) + 1, lines.indexOf(filled) + 3).find((candidate) => !isBlank(candidate))
        : filled;
    const text = cellText(line);
    // In a mail (no address window) a block under its own label ("Lieferanschrift:") is that label's, as is one a
    // sentence introduces ("Bitte liefern Sie an unsere Hotelanschrift:").
    const over = isMail(lines) ? lines.slice(0, index).findLast((candidate) => !isBlank(candidate)) : undefined;
    const labelled = over !== undefined && /:\s*$/.test(over.text);
    // A street is no name ("Am Lindener Berge 9" over "30449 Hannover"), nor is the signature's block under the
    // closing formula (the writer's company and address), nor a greeting over a sentence naming a street.
    const street = STREET.test(text) || index > signedFrom;
    // "27 Millbrook Road" / "Leeds" / "LS6 3AB": the line right under a street is its town, no name.
    const prior = lines[index - 1];
    const town = prior !== undefined && !prior.header && prior.cells.length === 1 && STREET.test(cellText(prior));
    if (
      town ||
      line === head?.line ||
      ownBlock.has(line) ||
      line.header ||
      !next ||
      !nameLike(text) ||
      GREETING.test(text) ||
      looksLabelled(line.text) ||
      labelled ||
      street
    ) {
      continue;
    }
    const single = line.cells.length === 1 && next.cells.length === 1;
    // "44 Maple Street, Portland OR 97205": street and city on one line ("March 2, 2026" is a date, no street).
    const address = findDate(cellText(next)) ? '' : (cellText(next).split(/,\s/)[0] ?? '');
    // "Kestrel Medical Devices Ltd" / "Parkmore Business Park West" / "Galway H91 XK2T": a street without a number.
    const third = lines[isBlank(lines[index + 1]) ? index + 3 : index + 2];
    const postalThird = single && third?.cells.length === 1 && POSTAL.test(cellText(third)) && nameLike(cellText(next));
    if ((single && (STREET.test(address) || POSTAL.test(address) || postalThird)) || leftAddress(lines, index)) {
      // "Hausverwaltung Lindner KG / z. Hd. Frau Ulbrich / Karl-Str. 8": the party is the name over the contact.
      // (A document reader may put a blank line between the block's lines.)
      const above = [lines[index - 1], lines[index - 2]].find((candidate) => candidate && !isBlank(candidate));
      if (ATTENTION.test(text) && above && above !== head?.line && nameLike(cellText(above))) {
        const name = cellText(above);
        const start = above.text.indexOf(name);
        return { text: name, line: above, quoteStart: start, quoteEnd: start + name.length };
      }
      // "Alpenholz Handels GmbH / Wareneingang / Innrain 88": a firm's name over a department of the same block is the
      // party (over "Herrn Ole Jansen" the person stays: a name field may ask for either).
      const firm = above && above !== head?.line && !ownBlock.has(above) ? cellText(above) : '';
      const person = FORM_OF_ADDRESS.test(text) || ADDRESSED.test(text);
      if (firm && above && LEGAL_FORM.test(firm) && nameLike(firm) && !LEGAL_FORM.test(text) && !person) {
        const start = above.text.indexOf(firm);
        return { text: firm, line: above, quoteStart: start, quoteEnd: start + firm.length };
      }
      // "Herrn Jonas Keller": the form of address is not part of the name.
      const name = text.replace(FORM_OF_ADDRESS, '');
      const start = line.text.indexOf(name);
      return { text: name, line, quoteStart: start, quoteEnd: start + name.length };
    }
  }
  // "Frau Clara Vogel   Pers.-Nr. 00815": a name after a form of address, at the start of a line.
  for (const line of lines.filter((candidate) => !candidate.header)) {
    const match = ADDRESSED.exec(cellText(line));
    if (match?.[1]) {
      const start = line.text.indexOf(match[1]);
      return { text: match[1], line, quoteStart: start, quoteEnd: start + match[1].length };
    }
  }
  for (const line of lines) {
    const match = SALUTATION.exec(line.text.trim());
    if (match?.[1] && fullName(match[1])) {
      const start = line.text.indexOf(match[1]);
      return { text: match[1], line, quoteStart: start, quoteEnd: start + match[1].length };
    }
  }
  return null;
}

const bothSides = (line: TLine) =>
  !line.header &&
  /^(?:from|von)\s*:/iu.test(cellText(line)) &&
  line.cells.some((_, at) => /^(?:to|an)\s*:/iu.test(cellText(line, at)));

/**
 * A party no label of its field names: the issuer from a mail's signature or From line (the From line first for a
 * field named for the mail's sender, `mailSender`), else the letterhead; the recipient from the address block.
 */
export function findParty(
  lines: TLine[],
  role: TPartyRole,
  tradeSide = false,
  mailSender = false,
): TValueSource | null {
  // An order's "From: … To: …" is the buyer's and the supplier's (elsewhere who writes need not be the issuer, unless
  // one row holds both sides: "From:  Margaret Holloway     To:  Thomas Holloway"; not for a buyer or a supplier,
  // whose side depends on who wrote, `tradeSide`).
  const sides = isPurchaseOrder(lines) || (!tradeSide && lines.some(bothSides));
  const labelled = sides ? sideLabelled(lines, role) : null;
  return (
    labelled ??
    (role === 'issuer'
      ? ((mailSender ? fromHeader(lines) : null) ?? signedCompany(lines) ?? fromHeader(lines) ?? letterhead(lines))
      : addressee(lines))
  );
}
