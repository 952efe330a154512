import { isUtf8 } from 'node:buffer';
import type { Attachment, Email } from 'postal-mime';
import { codedMessage, inFile } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';
import type { TPageText } from '../types.ts';
import { calendarText, isCalendar } from './calendar-text.ts';
import { DocumentReadError } from './document-read-error.ts';
import { emailBodyText } from './email-body.ts';
import { tooManyPartLines } from './mail-part-lines.ts';
import { messageSubject } from './mail-subject.ts';
import { SNIFF_HEAD_BYTES, sniffContentType } from './sniff.ts';

type TAddress = NonNullable<Email['from']>;
type TPagesResult = { pages: TPageText[]; warnings: TCodedMessage[] };

/** Reads one attachment as a document of its own; supplied by `readDocument` to avoid an import cycle. */
type TReadAttachment = (input: {
  bytes: Buffer;
  fileName: string;
  contentType: string;
  maxPages: number;
}) => Promise<TPagesResult>;

function formatAddress(address: TAddress): string {
  if (address.group) {
    return `${address.name}: ${address.group.map(formatAddress).join(', ')}`;
  }
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

// A mail program shows the names of the files a mail carries under its header; a mail often names its invoice or
// ticket only there ("Rechnung_2026-0412.pdf"). At most this many names, each cut to this length.
const MAX_ATTACHMENT_NAMES = 20;
const MAX_ATTACHMENT_NAME = 200;

/** The attached files' names ("Attachments: a.pdf, b.csv"), not inline images of the HTML body. */
function attachmentNames(email: Email): string | undefined {
  const names = email.attachments
    .filter((attachment) => !attachment.related && attachment.filename)
    .slice(0, MAX_ATTACHMENT_NAMES)
    .map((attachment) => (attachment.filename ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_ATTACHMENT_NAME))
    .filter(Boolean);
  return names.length > 0 ? names.join(', ') : undefined;
}

function headerText(email: Email): string {
  // The raw Date header, as the reader of the mail saw it; postal-mime's value is converted to UTC.
  const date = email.headers.find((header) => header.key === 'date')?.value ?? email.date;
  const attached = attachmentNames(email);
  const lines: [string, string | undefined][] = [
    ['Subject', email.subject],
    ['From', email.from && formatAddress(email.from)],
    ['To', email.to?.map(formatAddress).join(', ')],
    ['Date', date],
    [attached?.includes(', ') ? 'Attachments' : 'Attachment', attached],
  ];
  return lines
    .filter((line): line is [string, string] => Boolean(line[1]))
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

// The headers of all parts together, and how deep parts nest. A part costs the parser ~0.1–0.4 ms in steps the read's
// time limit does not interrupt: postal-mime's own 2 MiB of headers let 80,000 empty parts through (half a minute).
// A real mail's parts, forwarded messages included, have some ten kilobytes of headers.
const MAIL_LIMITS = { maxHeadersSize: 512 * 1024, maxNestingDepth: 64 };
// Lines that may open a part (a declared boundary's "--boundary"): more than any mail has parts are refused before
// parsing, as parts of one header line each still slip past the header limit by the ten thousand (9–30 s).
const MAX_PART_LINES = 5000;
// postal-mime's words for a mail over those limits, and ours.
const OVER_LIMIT = /^Maximum (?:header size|MIME nesting depth|part count)/;

async function parseEmail(bytes: Buffer): Promise<Email> {
  if (tooManyPartLines(bytes, MAX_PART_LINES)) {
    throw new Error(`Maximum part count of ${MAX_PART_LINES} exceeded`);
  }
  const { default: PostalMime } = await import('postal-mime');
  return PostalMime.parse(bytes, { forceRfc822Attachments: true, attachmentEncoding: 'arraybuffer', ...MAIL_LIMITS });
}

/**
 * Older mail programs send 8-bit Windows-1252/Latin-1 bodies without a charset (or labelled UTF-8);
 * postal-mime then reads them as UTF-8 and every umlaut becomes U+FFFD. Such a body is read again from
 * the message with its 8-bit bytes taken as Windows-1252, and kept when that reads cleanly.
 */
async function bodyInWindows1252(bytes: Buffer, body: string): Promise<string> {
  if (!body.includes('\uFFFD') || isUtf8(bytes)) {
    return body;
  }
  try {
    const recoded = Buffer.from(new TextDecoder('windows-1252').decode(bytes), 'utf8');
    const again = emailBodyText(await parseEmail(recoded));
    return again.includes('\uFFFD') ? body : again;
  } catch {
    return body;
  }
}

const attachmentBytes = (content: Attachment['content']) =>
  typeof content === 'string' ? Buffer.from(content, 'base64') : Buffer.from(content as ArrayBuffer);

// An invitation's calendar part is read as a mail program shows it (calendar-text.ts), not as raw iCalendar.
const readableCalendar = (data: Buffer) =>
  isCalendar(data.toString('utf8', 0, 64)) ? Buffer.from(calendarText(data.toString('utf8')), 'utf8') : data;

/**
 * An e-mail as page 1 (headers and body); supported attachments follow as further pages, each
 * starting with a heading line that names the attachment. `depth` > 0 means this mail is itself an
 * attachment, whose attachments are not read (one level deep only).
 */
export async function readEmail(
  bytes: Buffer,
  options: { depth: number; maxPages: number; signal: AbortSignal; readAttachment: TReadAttachment },
): Promise<TPagesResult> {
  let email: Email;
  try {
    email = await parseEmail(bytes);
  } catch (error) {
    const overLimit = OVER_LIMIT.test((error as Error | undefined)?.message ?? '');
    throw new DocumentReadError(
      overLimit
        ? codedMessage('error.email_too_complex', {
            parts: MAX_PART_LINES,
            headers: MAIL_LIMITS.maxHeadersSize / 1024,
            depth: MAIL_LIMITS.maxNestingDepth,
          })
        : codedMessage('error.email_damaged'),
      { cause: error },
    );
  }
  email.subject = messageSubject(bytes, email.subject);
  const body = await bodyInWindows1252(bytes, emailBodyText(email));
  const pages: TPageText[] = [{ page: 1, text: `${headerText(email)}\n\n${body}`.trim() }];
  const warnings: TCodedMessage[] = [];
  // Inline images referenced by the HTML body are logos and signatures, not documents.
  const attachments = email.attachments.filter((attachment) => !attachment.related);
  if (attachments.length > 0 && options.depth > 0) {
    warnings.push(codedMessage('warning.email_nested_attachments'));
    return { pages, warnings };
  }
  for (const [index, attachment] of attachments.entries()) {
    options.signal.throwIfAborted();
    const fileName = attachment.filename ?? `attachment-${index + 1}`;
    const data = readableCalendar(attachmentBytes(attachment.content));
    const contentType = sniffContentType(data.subarray(0, SNIFF_HEAD_BYTES), fileName);
    if (!contentType) {
      warnings.push(codedMessage('warning.attachment_unsupported', { name: fileName }));
      continue;
    }
    if (pages.length >= options.maxPages) {
      warnings.push(codedMessage('warning.attachment_page_limit', { name: fileName, max: options.maxPages }));
      continue;
    }
    try {
      const read = await options.readAttachment({
        bytes: data,
        fileName,
        contentType,
        maxPages: options.maxPages - pages.length,
      });
      for (const page of read.pages) {
        const heading = `--- Attachment: ${fileName}, page ${page.page} of ${read.pages.length} ---`;
        // A scanned attachment's page keeps its flag: the extractor repairs its misread glyphs, not the mail's.
        const text = `${heading}\n${page.text}`;
        pages.push(
          page.recognized ? { page: pages.length + 1, text, recognized: true } : { page: pages.length + 1, text },
        );
      }
      warnings.push(...read.warnings.map((warning) => inFile(warning, fileName)));
    } catch (error) {
      if (!(error instanceof DocumentReadError)) {
        throw error;
      }
      warnings.push(codedMessage('warning.attachment_unreadable', { name: fileName, reason: error.coded }));
    }
  }
  return { pages, warnings };
}
