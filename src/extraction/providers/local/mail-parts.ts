import { bodyLines } from './document-parts.ts';
import type { TLine } from './lines.ts';
import { displayNameSpan } from './mail-display-name.ts';
import { findForward, mailHeaderLine, opensOutlookBlock } from './mail-forward.ts';
import { firmOverAddress, senderFirm, signerText, unquoted } from './signature-lines.ts';
import { nameWords } from './words.ts';

// The parts of an e-mail past its header block: the quoted earlier message of a reply or forward, and the
// signature under the closing ("Kind regards,", "Mit freundlichen Grüßen"). A reply quotes what the other side
// wrote, so its values are the old message's and rank below the new text; the signature names who wrote the mail
// (its sender: a person, the company), which the body's labels seldom state.

// "-----Original Message-----", "---------- Forwarded message ---------", "Am 3. März 2026 um 09:30 schrieb X:",
// "On 20 Feb 2026, at 09:30, X wrote:", "> quoted line".
const QUOTE_START =
  /^\s*(?:-{2,}\s*(?:original(?:-?nachricht| message)|ursprüngliche nachricht|forwarded message|weitergeleitete nachricht)\b.*|(?:am|on)\s.{4,120}\s(?:schrieb|wrote)\s?.{0,80}:\s*|>.*)$/iu;
// A closing formula alone on its line: "Kind regards,", "Herzliche Grüße aus der Altstadt", "Thanks!", "Cheers,".
export const CLOSING =
  /^(?:[\p{L} ]{0,30}\b(?:grüße|grüßen|grüsse|grüssen|gruß|gruss|regards|wishes)(?!\p{L})[\p{L} ]{0,25}|(?:yours )?(?:sincerely|faithfully|truly)|(?:many )?thanks(?: again)?|thank you|cheers|best|mfg|lg|vg|viele grüße)[,.!]?$/iu;
// A company's legal form ends its name: "Northgate Supply Ltd", "Stadtwerke Lindau GmbH", "Fieldnote, Inc.".
export const LEGAL_FORM =
  /(?:^|\s|,\s?)(?:GmbH(?: & Co\. KG)?|AG|KG|KGaA|OHG|GbR|UG(?: \(haftungsbeschränkt\))?|e\.\s?K\.|e\.\s?V\.|SE|Ltd\.?|Limited|Inc\.?|LLC|LLP|plc|PLC|Corp\.?|Corporation|Co\.(?:,? Ltd\.?)?|S\.A\.|B\.V\.|N\.V\.|S\.r\.l\.|SARL|A\/S)$/u;
// "Ihr Team vom Teeladen am Markt", "Your team at Fieldnote": the sender named after its team.
const TEAM_OF = /^(?:ihr|ihre|dein|deine|euer|your|the)?\s*team\s+(?:vom|von|der|des|of|at|from)\s+(.{2,60}?)[.!]?$/iu;
// "Giulia Ferri", "Dr. Anna M. Weber": two or three capitalised words, none a company's or a team's word.
const PERSON = /^(?:(?:Dr|Prof)\.\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{L}'’-]+){1,2}$/u;
const NO_PERSON =
  /\b(?:team|hotel|bank|shop|stadtwerke|service|services|support|gmbh|group|studio|studios|foundation|verlag|praxis|kanzlei|apotheke)\b/iu;
// The parts of a signature line: "Credit Control | Northgate Supply Ltd", "Alpenflug AG · Flughofstrasse 55".
const PART_SEPARATOR = /\s[·|•–]\s|,\s(?!(?:Inc|Ltd|LLC|Co|Limited)\b)/u;

type TRole = 'issuer' | 'recipient';

type TSignature = { lines: TLine[]; person: TLine | null; company: { line: TLine; text: string } | null };

const isBlank = (line: TLine) => line.cells.length === 0;
const SIGNATURE_DASHES = /^--\s?$/;
const signatures = new WeakMap<TLine[], TSignature | null>();

/** Whether the lines are an e-mail's: its reader puts the header block ("Subject:", "From:") first. */
export const isMail = (lines: TLine[]) => lines[0]?.header === true;

// Outlook's rule over a quoted message's header block: underscores alone, a "From:"/"Von:" line under it.
const OUTLOOK_RULE = /^\s*_{10,}\s*$/;

/** The first page's end, and where the body starts past the header block. */
function bodySpan(lines: TLine[]): { body: number; end: number } {
  const pageEnd = lines.findIndex(
    (line, index) => index > 0 && (line.page !== 1 || line.fileName !== lines[0]?.fileName),
  );
  return { body: lines.findIndex((line) => !line.header), end: pageEnd < 0 ? lines.length : pageEnd };
}

/**
 * The index of the first line of the quoted earlier message on the mail's first page (or the page's end): past a
 * forwarded message's header block, as a forward's message is the mail's document (mail-forward.ts).
 */
export function quoteStart(lines: TLine[]): number {
  const { body, end } = bodySpan(lines);
  // Past the header block (a quoted line, once marked, counts as a header line too) and a forwarded one's.
  const forwardEnd = lines.findLastIndex((line) => line.forwardHeader);
  const from = forwardEnd >= 0 ? forwardEnd + 1 : body;
  // Apple Mail quotes a forwarded message whole ("> From: …", "> Dear Mr Okafor,"): its once-quoted lines are the
  // forwarded body, only a quote inside it ("> > …") is earlier history.
  const quotedForward = forwardEnd >= 0 && /^\s*>/.test(lines[forwardEnd]?.text ?? '');
  const start = lines.findIndex(
    (line, index) =>
      index >= from &&
      index < end &&
      ((QUOTE_START.test(line.text) && !(quotedForward && /^\s*>(?!\s*>)/.test(line.text))) ||
        (OUTLOOK_RULE.test(line.text) && /^\s*(?:from|von)\s*:/iu.test(lines[index + 1]?.text ?? '')) ||
        opensOutlookBlock(lines, index)),
  );
  return start < 0 ? end : start;
}

/**
 * Marks the quoted earlier message of a reply or forward like a header line: ranked below the new text. A forward's
 * note and the forwarded message's header block are marked so; its body is the mail's body.
 */
export function markQuoted(lines: TLine[]): void {
  if (!isMail(lines)) {
    return;
  }
  const { body, end: pageEnd } = bodySpan(lines);
  const forward = findForward(lines, body, pageEnd);
  for (const line of forward?.block ?? []) {
    line.forwardHeader = true;
  }
  const start = quoteStart(lines);
  const end = lines.findIndex(
    (line, index) => index > start && (line.page !== 1 || line.fileName !== lines[0]?.fileName),
  );
  const note = forward ? lines.slice(body, forward.bodyStart) : [];
  for (const line of [...note, ...lines.slice(start, end < 0 ? lines.length : end)]) {
    line.header = true;
  }
}

function companyOf(line: TLine): string | null {
  const text = unquoted(line.text);
  const team = TEAM_OF.exec(text)?.[1];
  if (team) {
    return team.trim();
  }
  const parts = text.split(PART_SEPARATOR);
  // "Pixelwerk Design · Inh. Lena Vogt": a sole trader without a legal form names its owner after the firm.
  const owned = parts.findIndex((candidate, index) => index > 0 && OWNER.test(candidate.trim()));
  if (owned > 0 && !parts.some((candidate) => LEGAL_FORM.test(candidate.trim()))) {
    const firm = parts[owned - 1]?.trim() ?? '';
    return /^\p{Lu}/u.test(firm) && !/\d/.test(firm) ? firm : null;
  }
  const at = parts.findIndex((candidate) => LEGAL_FORM.test(candidate.trim()));
  // "Müller Sanitär & Heizung – Inh. Rainer Müller e.K.": a sole trader's legal form follows its owner; the firm's
  // name is the part before.
  const part = at > 0 && OWNER.test(parts[at]?.trim() ?? '') ? parts[at - 1] : parts[at];
  return part && /\p{L}{2}/u.test(part.replace(LEGAL_FORM, '')) ? part.trim() : null;
}

// "Inh. Rainer Müller e.K.", "Inhaberin: …", "Prop. …": the owner of a sole trader's firm.
const OWNER = /^(?:inh\.|inhaber(?:in)?\b|prop\.|proprietor\b|owner\b)/iu;

/** Whether a name is a person's ("Tobias Baumann"), not a firm's ("Müller Sanitär & Heizung"). */
export const personLike = (text: string) => PERSON.test(text.trim()) && !NO_PERSON.test(text);

/** The signature of the mail's new text: the lines under its last closing formula, with its writer and company. */
export function mailSignature(lines: TLine[]): TSignature | null {
  if (!isMail(lines)) {
    return null;
  }
  const cached = signatures.get(lines);
  if (cached !== undefined) {
    return cached;
  }
  const end = quoteStart(lines);
  const body = lines.slice(0, end);
  // "Ihr Team von fahrradteile-nord.de" signs a mail that closes with no formula ("Viel Spaß beim Schrauben!").
  const closed = body.findLastIndex((line) => !line.header && CLOSING.test(unquoted(line.text)));
  const team = body.findLastIndex((line) => !line.header && TEAM_OF.test(unquoted(line.text)));
  // A mail program's signature separator ("-- " alone on its line) opens the signature of a mail that closes with
  // no formula ("Many thanks, and cheers to Sam!" / "Ruth" / "-- " / "Ruth Fernside" / "Fernside Studio Ltd").
  const dashes = body.findLastIndex((line) => !line.header && SIGNATURE_DASHES.test(unquoted(line.text)));
  const closing = closed >= 0 ? closed : team >= 0 ? team - 1 : dashes;
  let signature: TSignature | null = null;
  if (closed >= 0 || team >= 0 || dashes >= 0) {
    const block = body
      .slice(closing + 1)
      .filter((line) => !isBlank(line) && unquoted(line.text) !== '' && !SIGNATURE_DASHES.test(unquoted(line.text)));
    const first = block[0];
    const signer = first && personLike(signerText(first)) ? first : null;
    const company = block.map((line) => ({ line, text: companyOf(line) })).find((found) => found.text !== null);
    const sender = company ? null : senderFirm(block, nameWords(fromHeader(lines)?.text ?? ''), signer, personLike);
    const person = sender?.line === signer ? null : signer;
    const named = company?.text
      ? { line: company.line, text: company.text }
      : (sender ?? firmOverAddress(block, person, personLike));
    signature = { lines: block, person, company: named };
  }
  signatures.set(lines, signature);
  return signature;
}

/**
 * The person who signs a letter (not a mail): the first line under its last closing formula ("Yours sincerely," /
 * "Helen Marsh" / "Head of People"), when that line is a person's name.
 */
export function letterSigner(lines: TLine[]): TLine | null {
  const closed = isMail(lines) ? -1 : lines.findLastIndex((line) => !line.header && CLOSING.test(line.text.trim()));
  const first = closed < 0 ? undefined : lines.slice(closed + 1, closed + 4).find((line) => !isBlank(line));
  const signs = (line: TLine | undefined) =>
    line !== undefined && personLike(signerText(line)) && !LEGAL_FORM.test(line.text.trim());
  // "Mit freundlichen Grüßen" / "Krause & Partner" / "i. A. Martin Keil": the firm's line first, its clerk under it.
  const second = first && !signs(first) ? lines.slice(lines.indexOf(first) + 1, lines.indexOf(first) + 3) : [];
  return signs(first) ? (first ?? null) : (second.find((line) => !isBlank(line) && signs(line)) ?? null);
}

/**
 * The company that signs a letter or a message pasted as plain text (no mail header): a line with a legal form
 * among the four under its last closing formula ("Mit freundlichen Grüßen" / "Markus Becker" / "Sanitär Becker
 * GmbH"), or "Ihr Team vom Hotel Seeblick" at its end. For the issuer no letterhead names.
 */
export function letterSignedCompany(
  lines: TLine[],
): { text: string; line: TLine; quoteStart: number; quoteEnd: number } | null {
  if (isMail(lines)) {
    return null;
  }
  const closed = lines.findLastIndex((line) => !line.header && CLOSING.test(line.text.trim()));
  const team = lines.findLastIndex((line) => !line.header && TEAM_OF.test(line.text.trim()));
  const from = closed >= 0 ? closed + 1 : team;
  if (from < 0) {
    return null;
  }
  const block = lines
    .slice(from, from + 6)
    .filter((line) => !isBlank(line))
    .slice(0, 4);
  for (const line of block) {
    const text = companyOf(line);
    const start = text ? line.text.indexOf(text) : -1;
    if (text && start >= 0) {
      return { text, line, quoteStart: start, quoteEnd: start + text.length };
    }
  }
  return null;
}

/** Whether a line belongs to the mail's signature (its "Credit Control | Northgate Supply Ltd" is no label pair). */
export const inSignature = (lines: TLine[], line: TLine | undefined) =>
  line !== undefined && (mailSignature(lines)?.lines.includes(line) ?? false);

/** The company that signs the mail: its sender, the party that issued what the mail says. */
export function signedCompany(
  lines: TLine[],
): { text: string; line: TLine; quoteStart: number; quoteEnd: number } | null {
  const company = mailSignature(lines)?.company;
  if (!company) {
    return null;
  }
  const start = company.line.text.indexOf(company.text);
  return { text: company.text, line: company.line, quoteStart: start, quoteEnd: start + company.text.length };
}

// A field named for the mail's sender itself ("sender_name", "absender", "sent_by"), not for a company or a trade
// party: the From line's display name says who that is, where the signature names the firm behind it.
const SENDER_WORD = /^(?:sender|absender\p{L}*|from|sent|gesendet)$/u;
const FIRM_WORD = /^(?:company|firma|firm|organi[sz]ation|unternehmen|business)$/u;
export const namesMailSender = (lines: TLine[], words: string[]) =>
  isMail(lines) && words.some((word) => SENDER_WORD.test(word)) && !words.some((word) => FIRM_WORD.test(word));

/** The sender the From line names (a forwarded message's own), for the issuer a mail's signature does not name. */
export function fromHeader(lines: TLine[]): { text: string; line: TLine; quoteStart: number; quoteEnd: number } | null {
  const from = mailHeaderLine(lines, 'from');
  const name = from ? displayNameSpan(from.line.text.slice(from.start)) : null;
  const start = from && name ? from.line.text.indexOf(name.written, from.start) : -1;
  return from && name && start >= 0
    ? { text: name.text, line: from.line, quoteStart: start, quoteEnd: start + name.written.length }
    : null;
}

// "From: Globex Corporation   To: Sonnenschein Hotels GmbH": the writer's and the addressee's side of a letter. Read
// back from the end: the unanchored `/(?:^|\s{2}|\|)\s*(to|an|from|von)\s*:\s*$/iu` ran its `\s*` from each blank of a
// long run (a line of "Total (", 100,000 blanks and an amount: minutes). Same matches (hostile20, random strings).
const SIDE_WORD = /(?:to|an|from|von)$/iu;

/** The side word a text ends in as a label ("…  To:", "| von :"), after two blanks, a bar or at its start. */
export function sideLabel(text: string): string | undefined {
  const colon = text.trimEnd();
  const head = colon.endsWith(':') ? colon.slice(0, -1).trimEnd() : '';
  const word = SIDE_WORD.exec(head.slice(-4))?.[0];
  const lead = word ? head.slice(0, head.length - word.length) : '';
  const opened = lead.trimEnd();
  const led = opened === '' || opened.endsWith('|') || lead.length - opened.length >= 2;
  return word && led ? word : undefined;
}

/** The party a "From:" (the issuer) or "To:" (the recipient) cell of the body names, up to its address. */
export function sideLabelled(
  lines: TLine[],
  role: TRole,
): { text: string; line: TLine; quoteStart: number; quoteEnd: number } | null {
  for (const line of bodyLines(lines)) {
    for (const [index, labelCell] of line.cells.entries()) {
      // "From:  |  Margaret Holloway": the label's cell alone, the name in the next one.
      const next = line.cells[index + 1];
      const alone = /^(?:to|an|from|von)\s*:\s*$/iu.test(line.text.slice(labelCell.start, labelCell.end));
      const cell = alone && next ? { ...labelCell, end: next.end } : labelCell;
      const cellText = line.text.slice(cell.start, cell.end);
      const label = /^(to|an|from|von)\s*:\s*/iu.exec(cellText);
      const side = label?.[1]?.toLowerCase();
      // "Bürowelt Schneider GmbH, Gewerbepark 3, 79618 Rheinfelden": the name ends where a part with a number starts.
      const text = label
        ? (cellText
            .slice(label[0].length)
            .split(/,\s(?=[^,]*\d)/)[0]
            ?.trim() ?? '')
        : '';
      if (label && side && (side === 'to' || side === 'an') === (role === 'recipient') && /^\p{L}/u.test(text)) {
        const start = cell.start + label[0].length;
        return text.includes('@') ? null : { text, line, quoteStart: start, quoteEnd: start + text.length };
      }
    }
  }
  return null;
}

/** Whether a label is the other side's: "To:" read for the issuer, "From:" for the recipient. */
export function otherSide(line: TLine | undefined, value: string, from: number, role: TRole | null): boolean {
  const at = line ? line.text.indexOf(value, from) : -1;
  const label = at >= 0 ? sideLabel(line?.text.slice(0, at) ?? '')?.toLowerCase() : undefined;
  const side = label === 'to' || label === 'an' ? 'recipient' : label ? 'issuer' : null;
  return !line?.header && role !== null && side !== null && side !== role;
}
