import type { Email } from 'postal-mime';
import { messageSubject } from '../extraction/documents/mail-subject.ts';
import { sniffContentType } from '../extraction/documents/sniff.ts';
import { codedMessage, englishOf } from '../i18n/message.ts';
import type { TCodedMessage } from '../i18n/types.ts';
import { safeFileName } from '../lib/safe-file-name.ts';

export type TMailDocument = { fileName: string; content: Buffer };
type TAttached = TMailDocument & { mimeType: string };

/** Refusals a sender should see as a permanent error (the SMTP answer: its English `message`). */
export class MessageRefused extends Error {
  readonly coded: TCodedMessage;

  constructor(coded: TCodedMessage) {
    super(englishOf(coded));
    this.coded = coded;
  }
}

function asBuffer(content: ArrayBuffer | Uint8Array | string): Buffer {
  return typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content as ArrayBuffer);
}

// PostgreSQL refuses NUL in text and jsonb: a NUL in a subject or address would fail every retry (451).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function withoutControlCharacters(email: Email): Email {
  const clean = (value: string | undefined) => value?.replace(CONTROL_CHARACTERS, '');
  const cleanAddress = <T extends { address?: string; name: string }>(entry: T): T => ({
    ...entry,
    address: clean(entry.address),
    name: clean(entry.name) ?? '',
  });
  return {
    ...email,
    subject: clean(email.subject),
    messageId: clean(email.messageId) ?? '',
    date: clean(email.date),
    from: email.from ? cleanAddress(email.from) : email.from,
    to: email.to?.map(cleanAddress),
  };
}

// The refusal is the SMTP answer: one reply line holds at most 512 octets (RFC 5321), code and CRLF
// included. A sender picks the names and how many: the list is cut, visibly, to fit.
const NAMED_FILES_BYTES = 400;

/** `name (type), …` of the attachments, at most NAMED_FILES_BYTES in UTF-8 (cut with "…"). */
function namedFiles(attached: TAttached[]): string {
  const text = attached.map((attachment) => `${attachment.fileName} (${attachment.mimeType})`).join(', ');
  if (Buffer.byteLength(text) <= NAMED_FILES_BYTES) {
    return text;
  }
  // By code points, so that no character is cut in half; "…" takes three bytes.
  const kept = [...text.slice(0, NAMED_FILES_BYTES)];
  while (Buffer.byteLength(kept.join('')) > NAMED_FILES_BYTES - 3) {
    kept.pop();
  }
  return `${kept.join('')}…`;
}

/**
 * The documents of a message: its attachments of supported types, or — when there are none —
 * its body (HTML preferred, else text) as one document. Refused when there is neither; a message
 * that had only unsupported attachments is refused naming them.
 */
export async function documentsOfMessage(
  raw: Buffer,
  maxFiles: number,
): Promise<{ email: Email; documents: TMailDocument[]; skipped: string[] }> {
  const { default: PostalMime } = await import('postal-mime');
  const parsed = await PostalMime.parse(raw);
  const email = withoutControlCharacters({ ...parsed, subject: messageSubject(raw, parsed.subject) });
  const attached = email.attachments
    .filter((attachment) => attachment.disposition !== 'inline' || !attachment.contentId)
    .map(
      (attachment, index): TAttached => ({
        // A sender chooses attachment names: keep only a safe base name (no `../`, no NUL).
        fileName: safeFileName(attachment.filename, `attachment-${index + 1}`),
        content: asBuffer(attachment.content),
        // As the sender declared it, for the refusal below; control characters would break the SMTP answer.
        mimeType: attachment.mimeType?.replace(CONTROL_CHARACTERS, '').trim() || 'application/octet-stream',
      }),
    );
  const supported = (attachment: TMailDocument) =>
    sniffContentType(attachment.content.subarray(0, 64 * 1024), attachment.fileName) !== null;
  const attachments = attached.filter(supported).map(({ fileName, content }) => ({ fileName, content }));
  // The execution names what was left out, so a sender's unreadable file is not lost unnoticed.
  const skipped = attached.filter((attachment) => !supported(attachment)).map((attachment) => attachment.fileName);
  if (attachments.length > maxFiles) {
    throw new MessageRefused(codedMessage('ingest.too_many_attachments', { max: maxFiles }));
  }
  if (attachments.length > 0) {
    return { email, documents: attachments, skipped };
  }
  if (email.html?.trim()) {
    return { email, skipped, documents: [{ fileName: 'message.html', content: Buffer.from(email.html, 'utf8') }] };
  }
  if (email.text?.trim()) {
    return { email, skipped, documents: [{ fileName: 'message.txt', content: Buffer.from(email.text, 'utf8') }] };
  }
  if (attached.length > 0) {
    // The sender (and the team event) learn which files could not be taken, not "no attachment".
    const files = namedFiles(attached);
    throw new MessageRefused(codedMessage('ingest.no_supported_attachment', { files }));
  }
  throw new MessageRefused(codedMessage('ingest.no_content'));
}
