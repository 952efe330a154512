import { cellsOfText, type TLine } from './lines.ts';
import { isMail, quoteStart } from './mail-parts.ts';

// A reply whose own words state nothing ("Der Termin passt.", "Happy to go ahead.") carries its facts in the message
// it quotes: the order, the booking, the landlord's appointment. markQuoted ranks those lines below the new text (as
// header lines, which most readers skip), so a field the new text does not state is read again from the quoted
// message alone, as if it were the mail: its lines without their quote marks, its own "Von:/Gesendet:" block as the
// mail's sender and date, a deeper quote ("> > …") still history.

// "Am 02.04.2026 um 16:40 schrieb X:", "On Thu, 30 Apr 2026 at 16:02, X wrote:", a separator of dashes.
const ATTRIBUTION =
  /^\s*(?:(?:am|on)\s.{4,120}\s(?:schrieb|wrote)\s?.{0,80}:|-{2,}\s*(?:original(?:-?nachricht| message)|ursprüngliche nachricht)\b.*|_{10,})\s*$/iu;
// A line of an Outlook-quoted message's own header block.
const QUOTED_HEADER = /^\s*(?:from|von|sent|gesendet|date|datum|to|an|cc|subject|betreff)\s*:/iu;
// One level of quote marks: the quoted message's own lines; a line still marked after it is older history.
const ONE_MARK = /^(\s*)>( ?)/;

const views = new WeakMap<TLine[], TLine[] | null>();

/** The quoted message of a reply as lines of a mail of its own, or null (no quote, or a forward's). */
export function quotedMessage(lines: TLine[]): TLine[] | null {
  const cached = views.get(lines);
  if (cached !== undefined) {
    return cached;
  }
  const view = buildView(lines);
  views.set(lines, view);
  return view;
}

function buildView(lines: TLine[]): TLine[] | null {
  // A forward's message is read as the mail's body already (mail-forward.ts).
  if (!isMail(lines) || lines.some((line) => line.forwardHeader)) {
    return null;
  }
  const start = quoteStart(lines);
  const first = lines[start];
  if (first?.page !== 1) {
    return null;
  }
  const own = lines
    .slice(
      0,
      lines.findIndex((line) => !line.header),
    )
    .filter((line) => line.header);
  const quoted = lines.slice(start).filter((line) => line.page === 1 && line.fileName === first.fileName);
  let block = true;
  const view = quoted.map((line, index): TLine => {
    const mark = ONE_MARK.exec(line.text);
    const text = mark ? `${mark[1]} ${mark[2]}${line.text.slice(mark[0].length)}` : line.text;
    const attribution = index === 0 && ATTRIBUTION.test(line.text);
    // The quoted message's own header block under a separator: its sender and date are the quoted mail's.
    block &&= attribution || QUOTED_HEADER.test(text);
    // Outlook's block may open the quote itself, without a rule over it ("Von: …" over "Gesendet: …").
    const header = attribution || block;
    return {
      fileName: line.fileName,
      page: line.page,
      text,
      cells: mark ? cellsOfText(text) : line.cells,
      ...(header ? { header: true } : {}),
      ...(header && !attribution ? { forwardHeader: true } : {}),
    };
  });
  return view.some((line) => !line.header && /\d/.test(line.text)) ? [...own, ...view] : null;
}
