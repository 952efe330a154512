import type { TValueSource } from './label-match.ts';
import type { TLine } from './lines.ts';
import { displayNameSpan } from './mail-display-name.ts';
import { mailHeaderLine } from './mail-forward.ts';
import { fromHeader, mailSignature, signedCompany } from './mail-parts.ts';
import type { TPartyRole } from './parties.ts';
import { quotedMessage } from './quoted-reply.ts';

// A customer's short reply above the business's quoted mail ("Der Termin passt.", "Happy to go ahead with the quote.")
// sends the business's document back: the document's issuer is the quoted writer, whom the reply is addressed to,
// and its recipient is the reply's writer. Read the other way round, the From line made the customer the landlord and
// the To line made the shop the customer. Told by the signatures: the reply's own holds no number (a person's "Gruß /
// Lukas Peters", a customer's "Anja Sommer / Bäckerei Sonnenkorn"), the quoted one names a firm or holds a phone or an
// address (a business writes). A hotel answering a guest's quoted question signs with its address, so its reply keeps
// the From line as the issuer.

const REPLY_SUBJECT = /^subject:\s*(?:re|aw|antw|sv)\s*:/iu;

/** Whether a mail's signature is a business's: a firm named, or a number (phone, address) under the closing. */
function businessSigned(lines: TLine[]): boolean {
  const signature = mailSignature(lines);
  return signature !== null && (signature.company !== null || signature.lines.some((line) => /\d/.test(line.text)));
}

/** Whether the mail is a private reply to the business's quoted message (its parties then swap). */
function answersQuote(lines: TLine[]): TLine[] | null {
  const quoted = quotedMessage(lines);
  const subject = mailHeaderLine(lines, 'subject')?.line.text ?? '';
  const reachable = mailSignature(lines)?.lines.some((line) => /\d/.test(line.text)) ?? false;
  return quoted && REPLY_SUBJECT.test(subject) && !reachable && businessSigned(quoted) ? quoted : null;
}

/** The reply's To line's display name: the quoted writer, whom the reply answers. */
function toName(lines: TLine[]): TValueSource | null {
  const to = mailHeaderLine(lines, 'to');
  const mailbox = to?.line.text.slice(to.start) ?? '';
  const name = to && !mailbox.includes(',') ? displayNameSpan(mailbox) : null;
  const start = to && name ? to.line.text.indexOf(name.written, to.start) : -1;
  return to && name && start >= 0
    ? { text: name.text, line: to.line, quoteStart: start, quoteEnd: start + name.written.length }
    : null;
}

/**
 * A party of a private reply to a business's quoted message: the issuer is the firm the quoted message is signed by,
 * else the reply's addressee; the recipient is the reply's writer. Undefined for any other mail.
 */
export function replyParty(lines: TLine[], role: TPartyRole): TValueSource | null | undefined {
  const quoted = answersQuote(lines);
  if (!quoted) {
    return undefined;
  }
  return role === 'issuer' ? (signedCompany(quoted) ?? toName(lines)) : fromHeader(lines);
}
