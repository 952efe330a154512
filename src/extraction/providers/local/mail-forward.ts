import type { TLine } from './lines.ts';

// A forwarded mail ("Fwd:", "WG:", "FW:" before its subject) carries the message that matters under a separator and
// the forwarded message's own header block ("Von: Holzbau Fink GmbH <…>", "Gesendet: …", "Betreff: …"); the
// forwarder's few words above it are the note, not the document. A reply's quoted history is the old message and
// ranks below the new text; a forward's is the other way round: its sender, date and subject are the forwarded
// block's, and its body is read as the body.

// "Fwd: …", "FW: …", "WG: …", "Wtr: …", "TR: …" (Outlook's French), after the "Subject: " of the header block.
export const FORWARD_SUBJECT = /^subject:\s*(?:(?:re|aw|sv)\s*:\s*)*(?:fwd?|wg|wtr|tr|weitergeleitet)\s*:/iu;
// "---------- Forwarded message ---------", "-----Ursprüngliche Nachricht-----", "-----Original Message-----",
// "Begin forwarded message:", and Outlook's rule of underscores over the block ("________________________________").
const SEPARATOR =
  /^\s*(?:-{2,}\s*(?:original(?:-?nachricht| message)|ursprüngliche nachricht|forwarded message|weitergeleitete nachricht)\b.*|begin forwarded message:|anfang der weitergeleiteten nachricht:|_{10,})\s*$/iu;
/** A line of a mail's header block ("From: Rachel Donnelly <r.donnelly@…>"), forwarded or the mail's own. */
export const BLOCK_LINE =
  /^\s*(?:>\s*)*(?:from|von|sent|gesendet|date|datum|to|an|cc|subject|betreff|reply-to|antwort an)\s*:/iu;

// Outlook's header block of an earlier message without its rule (plain-text mails often lose it): a "Von:"/"From:"
// line right over a "Gesendet:"/"Sent:" one, and its "Betreff:"/"Subject:" among the few block lines under them (Outlook
// always writes one). A Date line under From is Gmail's and Apple's, which write a separator. Without the subject it is
// a notice's own lines: a transfer's "From: Tom Baker" / "Sent: 250.00 GBP" / "To: Anna Schmidt" (review26).
const OUTLOOK_FROM = /^\s*(?:from|von)\s*:\s*\S/iu;
const OUTLOOK_SENT = /^\s*(?:sent|gesendet)\s*:\s*\S/iu;
const OUTLOOK_SUBJECT = /^\s*(?:subject|betreff)\s*:/iu;
// Lines of the block between Sent and Subject: To and Cc, which a long list of addresses may wrap.
const BLOCK_BEFORE_SUBJECT = 6;

/** Whether the line opens Outlook's header block of an earlier message ("Von: …" over "Gesendet: …", "Betreff: …"). */
export function opensOutlookBlock(lines: TLine[], index: number): boolean {
  if (!OUTLOOK_FROM.test(lines[index]?.text ?? '') || !OUTLOOK_SENT.test(lines[index + 1]?.text ?? '')) {
    return false;
  }
  // The block ends at its first blank line.
  for (let at = index + 2; at <= index + 2 + BLOCK_BEFORE_SUBJECT && (lines[at]?.text.trim() ?? '') !== ''; at++) {
    if (OUTLOOK_SUBJECT.test(lines[at]?.text ?? '')) {
      return true;
    }
  }
  return false;
}

// The marks before a subject ("FW: RE: FW: Booking confirmed"), and each of them that forwards.
const SUBJECT_MARKS = /^(?:\s*(?:re|aw|sv|fwd?|wg|wtr|tr|weitergeleitet)\s*:)+/iu;
const FORWARD_MARK = /(?:fwd?|wg|wtr|tr|weitergeleitet)\s*:/giu;

/** The forwarded message's place: its separator, its header block's lines, and where its body starts. */
export type TForward = { separator: number; block: TLine[]; bodyStart: number };

/**
 * The forwarded message of a mail whose subject says it forwards one: its separator and header block between the
 * header block's end (`bodyStart`) and the first page's end. markQuoted (mail-parts.ts) finds it once and marks its
 * block's lines (`forwardHeader`), so later readers take it from the lines rather than from a cache of their own.
 */
export function findForward(lines: TLine[], bodyStart: number, end: number): TForward | null {
  const subject = lines.slice(0, bodyStart).find((line) => FORWARD_SUBJECT.test(line.text));
  if (!subject) {
    return null;
  }
  // "FW: FW: …": the message forwarded twice is the innermost one, under the second block; the blocks between are
  // forwarders' notes.
  const marks = SUBJECT_MARKS.exec(subject.text.replace(/^subject:\s*/iu, ''))?.[0] ?? '';
  const depth = Math.max(1, marks.match(FORWARD_MARK)?.length ?? 1);
  const found: TForward[] = [];
  for (let index = bodyStart; index < end && found.length < depth; index++) {
    const separated = SEPARATOR.test(lines[index]?.text ?? '');
    if (!separated && !opensOutlookBlock(lines, index)) {
      continue;
    }
    // Apple Mail leaves a blank line under "Begin forwarded message:".
    let at = separated ? index + 1 : index;
    while (at < end && (lines[at]?.text.trim() ?? '') === '') {
      at++;
    }
    const block: TLine[] = [];
    for (; at < end && BLOCK_LINE.test(lines[at]?.text ?? ''); at++) {
      block.push(lines[at] as TLine);
    }
    // A forward's block names its sender: "Von:"/"From:" among its lines.
    if (block.some((line) => /^\s*(?:>\s*)*(?:from|von)\s*:/iu.test(line.text))) {
      found.push({ separator: index, block, bodyStart: at });
      index = at - 1;
    }
  }
  return found.at(-1) ?? null;
}

// The header fields by their names in the outer block and in a forwarded one (German mail programs translate them).
// Apple Mail quotes the forwarded message, its block included ("> From: …").
const FIELD_NAMES = {
  from: /^\s*(?:>\s*)*(?:from|von)\s*:\s*/iu,
  to: /^\s*(?:>\s*)*(?:to|an)\s*:\s*/iu,
  date: /^\s*(?:>\s*)*(?:date|datum|sent|gesendet)\s*:\s*/iu,
  subject: /^\s*(?:>\s*)*(?:subject|betreff)\s*:\s*/iu,
};

const OWN_NAMES = {
  from: /^\s*(?:from|von)\s*:\s*/iu,
  to: /^\s*(?:to|an)\s*:\s*/iu,
  date: /^\s*(?:date|datum|sent|gesendet)\s*:\s*/iu,
  subject: /^\s*(?:subject|betreff)\s*:\s*/iu,
};

/**
 * The line of a header field that describes the mail's document: the forwarded message's where the mail forwards
 * one, else the mail's own. `start` is where the field's value begins on the line.
 */
export function mailHeaderLine(lines: TLine[], field: keyof typeof FIELD_NAMES): { line: TLine; start: number } | null {
  const name = FIELD_NAMES[field];
  const forwarded = lines.find((line) => line.forwardHeader && name.test(line.text));
  // The mail's own block: in English ("From:") as its reader writes them, in the mail program's language where a
  // mail was printed or saved as a file (printed-mail.ts: "Von:", "Gesendet:").
  const own = OWN_NAMES[field];
  const line = forwarded ?? lines.find((candidate) => candidate.header && own.test(candidate.text));
  const label = line ? (forwarded ? name : own).exec(line.text) : null;
  return line && label ? { line, start: label[0].length } : null;
}

/** A mailbox nobody reads ("noreply@", "no-reply@", "donotreply@", "mailer-daemon@"): nobody's address to write to. */
export const NO_REPLY = /^(?:no-?reply|do-?not-?reply|mailer-daemon)@/i;
