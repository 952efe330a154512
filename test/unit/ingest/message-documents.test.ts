import { describe, expect, it } from '@jest/globals';
import { documentsOfMessage, MessageRefused } from '../../../src/ingest/message-documents.ts';

// Binary bytes no format knows (not text, no magic number).
const UNKNOWN = Buffer.from([0x00, 0x9f, 0x92, 0x96, 0x01, 0x02, 0xfe, 0xff]).toString('base64');

function mailWith(attachments: { name: string; type: string }[]): Buffer {
  const parts = attachments.map(
    ({ name, type }) =>
      `--XX\r\nContent-Type: ${type}; name="${name}"\r\nContent-Disposition: attachment; filename="${name}"\r\n` +
      `Content-Transfer-Encoding: base64\r\n\r\n${UNKNOWN}\r\n`,
  );
  return Buffer.from(
    'From: supplier@example.test\r\nTo: inbox@example.test\r\nSubject: Files\r\nMIME-Version: 1.0\r\n' +
      `Content-Type: multipart/mixed; boundary=XX\r\n\r\n${parts.join('')}--XX--\r\n`,
  );
}

async function refusal(raw: Buffer): Promise<MessageRefused> {
  const error = await documentsOfMessage(raw, 10).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MessageRefused);
  return error as MessageRefused;
}

describe('a mail with only unsupported attachments', () => {
  it('names them', async () => {
    const refused = await refusal(mailWith([{ name: 'tool.bin', type: 'application/octet-stream' }]));
    expect(refused.message).toBe('No supported attachment: tool.bin (application/octet-stream)');
  });

  it('keeps its SMTP answer within a reply line (RFC 5321: 512 octets) however many and long the names', async () => {
    const many = Array.from({ length: 40 }, (_, index) => ({
      name: `${'Lieferschein-und-Rechnung-'.repeat(7)}${index}.bin`,
      type: `application/x-${'vendor-specific-'.repeat(20)}format`,
    }));
    const refused = await refusal(mailWith(many));
    // "552 " before it and CRLF after it.
    expect(Buffer.byteLength(refused.message)).toBeLessThanOrEqual(512 - 6);
    expect(refused.message).toMatch(/^No supported attachment: Lieferschein-und-Rechnung-.*…$/);
    expect(refused.coded.code).toBe('ingest.no_supported_attachment');
  });
});
