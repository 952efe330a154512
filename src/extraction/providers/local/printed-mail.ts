import type { TLine } from './lines.ts';

// A mail kept as another file: printed to PDF ("From: Harbourside Insurance <renewals@…>" / "Sent: 14 May 2026 08:03"
// / "To: …" / "Subject: …"), saved as text ("Betreff: …" / "Von: FitMobil Telecom <service@…>" / "Datum: …"), pasted
// into a DOCX or printed and scanned. Its header block is the mail's, as the mail reader's is: who sent it and when
// the message went out, ranked below what the body says; the line a print puts over it (Outlook prints the mailbox
// owner's name) is no letterhead. A memo's or fax sheet's "From:"/"To:" lines name no mailbox, so a block counts only
// where its sender's line holds an address.

// "From:", "Von:", "Sent:", "Gesendet:", "Date:", "Datum:", "To:", "An:", "Cc:", "Subject:", "Betreff:" and the
// attachments' line, each at a line's start.
const PRINTED_HEADER =
  /^\s*(?:from|von|sent|gesendet|date|datum|to|an|cc|bcc|subject|betreff|attachments?|anlagen?|reply-to|antwort an)\s*:/iu;
const SENDER = /^\s*(?:from|von)\s*:/iu;
const WHEN_OR_WHAT = /^\s*(?:sent|gesendet|date|datum|subject|betreff)\s*:/iu;
// An address: a word with an inner "@" and a dot after it; found word by word, never backtracking over a long line.
const ADDRESS_WORD = /[^\s<>()[\],;:"']+/gu;
const hasAddress = (text: string) => {
  for (const [word] of text.slice(0, 300).matchAll(ADDRESS_WORD)) {
    const at = word.indexOf('@');
    if (at > 0 && word.indexOf('.', at) > at + 1) {
      return true;
    }
  }
  return false;
};
// The lines a print may put over the block: the mailbox owner's name, a rule, a blank line.
const MAX_LINES_ABOVE = 3;
// "Von: … <…@…>" and "Betreff: …" are a mail's block already.
const MIN_BLOCK = 2;

/**
 * Marks the header block of a mail kept as a PDF, text, DOCX or scan (lines of one non-mail file, its first page) as
 * the mail reader marks its own: `header`, with the lines a print writes over it. Returns whether it did.
 */
export function markPrintedMail(lines: TLine[]): boolean {
  const firstPage = lines.filter((line) => line.page === 1);
  let start = -1;
  let above = 0;
  for (let index = 0; index < firstPage.length && above <= MAX_LINES_ABOVE; index++) {
    const text = firstPage[index]?.text ?? '';
    if (PRINTED_HEADER.test(text)) {
      start = index;
      break;
    }
    above += text.trim() === '' ? 0 : 1;
  }
  if (start < 0 || above > MAX_LINES_ABOVE) {
    return false;
  }
  let end = start;
  while (end < firstPage.length && PRINTED_HEADER.test(firstPage[end]?.text ?? '')) {
    end++;
  }
  const block = firstPage.slice(start, end);
  const sender = block.find((line) => SENDER.test(line.text));
  if (
    block.length < MIN_BLOCK ||
    !sender ||
    !hasAddress(sender.text) ||
    !block.some((line) => WHEN_OR_WHAT.test(line.text))
  ) {
    return false;
  }
  for (const line of firstPage.slice(0, end)) {
    line.header = true;
  }
  return true;
}
