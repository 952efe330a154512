// Word files and e-mails no real sender writes but an uploader can: each read ends with a clear error or bounded
// text, never a crash, a hang or memory without bound. Their times are measured by hand, not asserted (see the
// commit messages); a read that hung would fail here by the test's time limit.
import { describe, expect, it } from '@jest/globals';
import { DocumentReadError, readDocument } from '../../../../src/extraction/documents/read-document.ts';
import { DOCX_CONTENT_TYPE } from '../../../../src/extraction/documents/sniff.ts';
import { docxEntries, docxParagraph } from '../../../fixtures/docx-writer.ts';
import { buildZip } from '../../../fixtures/zip-writer.ts';

const readDocx = (bytes: Buffer) => readDocument({ bytes, fileName: 'upload.docx', contentType: DOCX_CONTENT_TYPE });
const readMail = (text: string) =>
  readDocument({ bytes: Buffer.from(text), fileName: 'upload.eml', contentType: 'message/rfc822' });
const textOf = (document: Awaited<ReturnType<typeof readDocument>>) =>
  document.pages.map((page) => page.text).join('\n');

describe('hostile DOCX files', () => {
  it('refuses a document.xml of 39 MiB of paragraphs packed into a small file (the converter took a minute)', async () => {
    const body = docxParagraph('Total 5.00 '.repeat(20)).repeat(150_000);
    const bytes = buildZip(docxEntries(body));
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const failure = readDocx(bytes);
    await expect(failure).rejects.toThrow(DocumentReadError);
    await expect(failure).rejects.toThrow('The DOCX file holds more than 10 MiB of text: refused as too long to read');
  });

  it('counts the XML parts together: two of 6 MiB are refused as one of 12 MiB', async () => {
    const paragraphs = docxParagraph('Zeile mit Text '.repeat(8)).repeat(40_000);
    const entries = [
      ...docxEntries(paragraphs),
      { name: 'word/footnotes.xml', data: `<w:footnotes>${paragraphs}</w:footnotes>` },
    ];
    await expect(readDocx(buildZip(entries))).rejects.toThrow('holds more than 10 MiB of text');
  });

  it('counts a document part whose name does not end in .xml (the converter follows the relationships to it)', async () => {
    const body = docxParagraph('Total 5.00 '.repeat(20)).repeat(48_000);
    const renamed = docxEntries(body).map((entry) =>
      entry.name === 'word/document.xml'
        ? { ...entry, name: 'word/body.dat' }
        : { ...entry, data: entry.data.replaceAll('word/document.xml', 'word/body.dat') },
    );
    await expect(readDocx(buildZip(renamed))).rejects.toThrow('holds more than 10 MiB of text');
  });

  it('still reads a long document well under the text limit', async () => {
    const document = await readDocx(buildZip(docxEntries(docxParagraph('Rechnungsbetrag: 5,00 EUR').repeat(5_000))));
    expect(textOf(document).split('\n')).toHaveLength(5_000);
  });

  it('ends XML nested 20,000 tables deep with a clear error (the converter recurses), not a crash', async () => {
    const depth = 20_000;
    const body = `${'<w:tbl><w:tr><w:tc>'.repeat(depth)}${docxParagraph('deep')}${'</w:tc></w:tr></w:tbl>'.repeat(depth)}`;
    await expect(readDocx(buildZip(docxEntries(body)))).rejects.toThrow(
      'The DOCX file could not be read: it is damaged or not a Word document',
    );
  });

  it('calls a ZIP without its document part, or with a broken one, damaged', async () => {
    const withoutText = docxEntries('').filter((entry) => entry.name !== 'word/document.xml');
    await expect(readDocx(buildZip(withoutText))).rejects.toThrow('it is damaged or not a Word document');
    const broken = [...withoutText, { name: 'word/document.xml', data: '<w:document><w:body><w:p>' }];
    await expect(readDocx(buildZip(broken))).rejects.toThrow('it is damaged or not a Word document');
  });

  it('calls bytes that are no ZIP at all damaged', async () => {
    await expect(readDocx(Buffer.from('this is no zip at all, just text. '.repeat(100)))).rejects.toThrow(
      'The DOCX file could not be read: it is damaged or not a DOCX file',
    );
  });
});

describe('hostile e-mails', () => {
  const TOO_COMPLEX =
    'The e-mail has more than 5000 parts, 512 KiB of headers or 64 levels of nested parts: refused as too complex to read';

  it('refuses multiparts nested 20,000 deep', async () => {
    let part = 'Content-Type: text/plain\r\n\r\nTotal 5.00\r\n';
    for (let level = 20_000; level > 0; level--) {
      part = `Content-Type: multipart/mixed; boundary="b${level}"\r\n\r\n--b${level}\r\n${part}\r\n--b${level}--\r\n`;
    }
    await expect(readMail(`From: a@shop.example\r\nSubject: nested\r\nMIME-Version: 1.0\r\n${part}`)).rejects.toThrow(
      TOO_COMPLEX,
    );
  });

  it('refuses a header line of 50 MB', async () => {
    const mail = `From: a@shop.example\r\nSubject: ${'x'.repeat(50 * 1024 * 1024)}\r\n\r\nTotal 5.00\r\n`;
    await expect(readMail(mail)).rejects.toThrow(TOO_COMPLEX);
  });

  it('refuses 25,000 parts before parsing them (each cost the parser a fraction of a millisecond: 100,000 took 33 s)', async () => {
    const parts = Array.from(
      { length: 25_000 },
      (_, index) => `--b\r\nContent-Type: text/plain\r\n\r\npart ${index}\r\n`,
    );
    const mail = `From: a@shop.example\r\nSubject: many\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n${parts.join('')}--b--\r\n`;
    await expect(readMail(mail)).rejects.toThrow(TOO_COMPLEX);
  });

  it('reads 20 parts of a real attachment-laden mail, and refuses 3,000 parts of 200 bytes of headers each by their size', async () => {
    const part = (index: number, headers = '') =>
      `--b\r\nContent-Type: text/plain; charset=utf-8\r\n${headers}\r\nTeil ${index}\r\n`;
    const mail = (parts: string[]) =>
      `From: a@shop.example\r\nSubject: parts\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n${parts.join('')}--b--\r\n`;
    const twenty = await readMail(mail(Array.from({ length: 20 }, (_, index) => part(index))));
    expect(textOf(twenty)).toContain('Teil 19');
    const padded = `X-Padding: ${'p'.repeat(200)}\r\n`;
    await expect(readMail(mail(Array.from({ length: 3000 }, (_, index) => part(index, padded))))).rejects.toThrow(
      TOO_COMPLEX,
    );
  });

  // A status digest as a monitoring tool mails it: every entry under a Markdown rule ("---"), signed "-- " by its
  // sender, with the SQL of the nightly job ("-- step n") quoted: thousands of lines start with "--" and none
  // opens a part. Only lines of a boundary the mail declares can.
  const digestBody = (entries: number) =>
    `${Array.from(
      { length: entries },
      (_, index) =>
        `---\r\nCheck ${index + 1}: backup of shop-db ok\r\n-- step ${index + 1}: vacuum analyze orders;\r\n-- \r\nOps bot\r\n`,
    ).join('')}Invoice total: 1,234.56 EUR\r\n`;

  it('reads a long plain-text mail with thousands of lines that start with "--" (rules, signatures, SQL comments)', async () => {
    const document = await readMail(
      `From: ops@shop.example\r\nSubject: Nightly digest\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${digestBody(2000)}`,
    );
    expect(textOf(document)).toContain('Check 2000: backup of shop-db ok');
    expect(textOf(document)).toContain('Invoice total: 1,234.56 EUR');
  });

  it('reads such a body inside a multipart mail, counting only the lines of its declared boundaries', async () => {
    const document = await readMail(
      `From: ops@shop.example\r\nSubject: Nightly digest\r\nMIME-Version: 1.0\r\nContent-Type: multipart/alternative;\r\n boundary="=_digest_01"\r\n\r\n--=_digest_01\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${digestBody(2000)}\r\n--=_digest_01--\r\n`,
    );
    expect(textOf(document)).toContain('Invoice total: 1,234.56 EUR');
  });

  it('still refuses 25,000 parts whose boundary is declared in pieces (RFC 2231) or is empty', async () => {
    const parts = (delimiter: string) =>
      Array.from(
        { length: 25_000 },
        (_, index) => `${delimiter}\r\nContent-Type: text/plain\r\n\r\npart ${index}\r\n`,
      ).join('');
    const pieces = `From: a@shop.example\r\nSubject: many\r\nContent-Type: multipart/mixed; boundary*0="b"; boundary*1="x"\r\n\r\n${parts('--bx')}--bx--\r\n`;
    await expect(readMail(pieces)).rejects.toThrow(TOO_COMPLEX);
    const empty = `From: a@shop.example\r\nSubject: many\r\nContent-Type: multipart/mixed; boundary=""\r\n\r\n${parts('-- ')}-- --\r\n`;
    await expect(readMail(empty)).rejects.toThrow(TOO_COMPLEX);
  });

  it('reads a mail whose parts miss its boundary as its header lines, bounded', async () => {
    const document = await readMail(
      'From: a@shop.example\r\nSubject: Broken\r\nContent-Type: multipart/mixed; boundary="zzz"\r\n\r\n--yyy\r\nContent-Type: text/plain\r\n\r\nTotal 5.00\r\n--zz\r\n',
    );
    expect(textOf(document)).toBe('Subject: Broken\nFrom: a@shop.example');
  });

  it('reads a body in an unknown charset and broken base64 as bounded text', async () => {
    const document = await readMail(
      'From: a@shop.example\r\nSubject: =?x-unknown-9?B?!!!?=\r\nContent-Type: text/plain; charset=x-klingon\r\nContent-Transfer-Encoding: base64\r\n\r\n@@@not base64***\r\nVG90YWwgNS4wMA==!!\r\n',
    );
    expect(document.pages).toHaveLength(1);
    expect(textOf(document).startsWith('From: a@shop.example')).toBe(true);
    expect(textOf(document).length).toBeLessThan(200);
  });
});
