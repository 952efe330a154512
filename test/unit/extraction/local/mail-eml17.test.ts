// What session 17's e-mails needed (branch eml17): the names of the files a mail carries, the party before a spaced
// dash in a display name ("Sparkasse Oberland – Kontowecker"), a bank's notice known by its From line, the firm of a
// field named `firma` or `business_name` in a mail, a sole trader's firm before its owner ("– Inh. … e.K."), and the
// signature under a mail program's "-- " separator.
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../../src/extraction/documents/read-document.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';
import { extract, extractText } from '../local-provider-helpers.ts';

const MAIL = 'message/rfc822';
const mail = (headers: string[], body: string[]) => [...headers, '', ...body].join('\n');
const str = (name: string) => ({ name, type: 'string' }) as const;
const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema, MAIL)).result;

describe('e-mails of session 17', () => {
  it('names the files a mail carries under its header, also one it cannot read (en, de field names)', async () => {
    const raw = [
      'From: Tobias Baumann <info@holzwerk-baumann.example>',
      'To: Familie Kessler <kessler@gmx.example>',
      'Subject: Rechnung 2026-0412',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=UTF-8',
      '',
      'Im Anhang finden Sie unsere Rechnung.',
      '--b',
      'Content-Type: application/pdf; name="Rechnung_2026-0412.pdf"',
      'Content-Disposition: attachment; filename="Rechnung_2026-0412.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      '--b--',
      '',
    ].join('\r\n');
    const document = await readDocument({ bytes: Buffer.from(raw), fileName: 'mail.eml', contentType: MAIL });
    expect(document.pages[0]?.text).toContain('\nAttachment: Rechnung_2026-0412.pdf\n');
    const schema: TOutputSchema = [str('anhang'), str('attachment_name')];
    expect((await extract([document], schema)).result).toEqual({
      anhang: 'Rechnung_2026-0412.pdf',
      attachment_name: 'Rechnung_2026-0412.pdf',
    });
  });

  it('takes a bank from the From line of its notice, before the dash that names its service', async () => {
    const text = mail(
      ['Subject: Lastschrift gebucht', 'From: Sparkasse Oberland – Kontowecker <kw@sparkasse.example>'],
      ['Guten Tag Julia Hartl,', '', 'Buchungstag: 03.04.2026', 'Betrag: -89,99 EUR'],
    );
    expect(await run(text, [str('bank')])).toEqual({ bank: 'Sparkasse Oberland' });
  });

  it("reads a mail's firm for `firma` and `business_name`: its signature's company, else a From line naming no person", async () => {
    const signed = mail(
      ['Subject: AW: Angebot', 'From: Stefan Krämer <s.kraemer@bedachungen.example>', 'To: a.vogt@web.example'],
      [
        'Hallo Frau Vogt,',
        '',
        'anbei unser Angebot.',
        '',
        'Mit freundlichen Grüßen',
        'Stefan Krämer',
        '',
        'Bedachungen Krämer GmbH',
      ],
    );
    expect(await run(signed, [str('firma')])).toEqual({ firma: 'Bedachungen Krämer GmbH' });
    const from = mail(
      ['Subject: Confirmed', 'From: "Mane & Co Hair Studio" <bookings@bookwell.example>', 'To: c@icloud.example'],
      ['Hi Chloe, your appointment is confirmed.', '', 'Booking ID: BK-7Q2M9'],
    );
    expect(await run(from, [str('business_name')])).toEqual({ business_name: 'Mane & Co Hair Studio' });
    const person = mail(
      ['Subject: Rechnung', 'From: Tobias Baumann <info@holzwerk.example>', 'To: k@gmx.example'],
      ['Guten Abend,', '', 'anbei die Rechnung.'],
    );
    expect(await run(person, [str('firma')])).toEqual({});
  });

  it("takes a sole trader's firm before its owner's part, not the owner with the legal form", async () => {
    const text = mail(
      ['Subject: Zahlungserinnerung', 'From: Buchhaltung <buchhaltung@mueller.example>', 'To: k@arcor.example'],
      [
        'Sehr geehrter Herr Rieger,',
        '',
        'bitte überweisen Sie den offenen Betrag.',
        '',
        'Mit freundlichen Grüßen',
        'Heike Brenner',
        'Müller Sanitär & Heizung – Inh. Rainer Müller e.K.',
      ],
    );
    expect(await run(text, [str('lieferant')])).toEqual({ lieferant: 'Müller Sanitär & Heizung' });
  });

  it('reads the signature under a "-- " separator of a mail that closes with no formula', async () => {
    const text = mail(
      ['Subject: Invoice FS-0219', 'From: Ruth Fernside <ruth@fernside.studio>', 'To: accounts@oakleaf.example'],
      [
        'Hello,',
        '',
        'Amount due: GBP 2,160.00',
        '',
        'Many thanks, and cheers to Sam!',
        '',
        'Ruth',
        '',
        '-- ',
        'Ruth Fernside',
        'Fernside Studio Ltd',
        '14 Stokes Croft, Bristol BS1 3PR',
      ],
    );
    expect(await run(text, [{ name: 'vendor', type: 'object', properties: [str('name')] }])).toEqual({
      vendor: { name: 'Fernside Studio Ltd' },
    });
  });

  it('takes no town under a street for a name ("27 Millbrook Road" / "Leeds" / "LS6 3AB")', async () => {
    const text = mail(
      ['Subject: Thanks for your order', 'From: Northwind Outdoor <orders@northwind.example>', 'To: h@postbox.example'],
      [
        'Thanks for your order, Hannah!',
        '',
        'Delivering to       Payment',
        'Hannah Clarke       Visa ending 5521',
        '27 Millbrook Road',
        'Leeds',
        'LS6 3AB',
      ],
    );
    expect(await run(text, [str('customer_name')])).toEqual({});
  });

  it(
    'cuts a hostile display name of 200,000 spaced dashes and blanks at its first dash, at once',
    async () => {
      const mailbox = `Sparkasse Oberland${' - '.repeat(100_000)}${' '.repeat(100_000)}x <a@b.example>`;
      expect(await guardedReader('providers/local/mail-display-name.ts', 'displayName', mailbox)).toBe(
        'Sparkasse Oberland',
      );
    },
    GUARDED_TEST_MS,
  );
});
