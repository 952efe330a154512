// What a user notices in mails (session 21, eml21): the clerk who signs "i. A. Jörg Albrecht" is named without the
// mark, an Apple Mail forward's quoted signature names the firm and its contact, a small firm without a legal form is
// found on the line over its address or before "Inh.", and a British mail's "due 01/05/2026" is the 1st of May.
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { createLocalProvider } from '../../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';

/** A plain-text mail as a mail program sends it, CRLF line ends. */
const mail = (headers: string[], body: string[]) =>
  Buffer.from(
    [...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', ...body, ''].join('\r\n'),
  );

async function extract(bytes: Buffer, schema: TOutputSchema, fileName = 'mail.eml', contentType = 'message/rfc822') {
  const document = await readDocument({ bytes, fileName, contentType });
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await createLocalProvider().extract({ documents: [document], schema, instructions }, {});
  return response.result as Record<string, unknown>;
}

describe('the person who signs a mail', () => {
  it('names the clerk who signs on the firm\'s behalf ("i. A.") without the mark', async () => {
    const bytes = mail(
      [
        'From: Forderungsmanagement <mahnwesen@bueroprofi.example>',
        'To: info@kanzlei.example',
        'Subject: 1. Mahnung zur Rechnung RE-88120',
        'Date: Fri, 20 Feb 2026 10:00:12 +0100',
      ],
      [
        'Sehr geehrte Damen und Herren,',
        '',
        'unsere Rechnung RE-88120 über 412,30 EUR ist noch offen.',
        '',
        'Mit freundlichen Grüßen',
        'i. A. Jörg Albrecht',
        'Forderungsmanagement',
        '',
        'Büroprofi Schneider GmbH',
        'Industriestraße 40 · 67063 Ludwigshafen',
      ],
    );
    const result = await extract(bytes, [{ name: 'sachbearbeiter', type: 'string' }]);
    expect(result.sachbearbeiter).toBe('Jörg Albrecht');
  });

  it('reads the signature of a forward that Apple Mail quoted whole', async () => {
    const bytes = mail(
      [
        'From: Julia Hartmann <julia@icloud.example>',
        'To: Ben Hartmann <ben@gmx.example>',
        'Subject: WG: Angebot A-26-0193 Garagendach',
        'Date: Thu, 19 Mar 2026 19:48:02 +0100',
      ],
      [
        'Schau mal, das ist teurer als gedacht.',
        '',
        'Julia',
        '',
        'Anfang der weitergeleiteten Nachricht:',
        '',
        '> Von: Thomas Krämer <t.kraemer@kraemer-dach.example>',
        '> Betreff: Angebot A-26-0193 Garagendach',
        '> Datum: 18. März 2026 um 16:05:37 MEZ',
        '> An: julia@icloud.example',
        '>',
        '> Sehr geehrte Frau Hartmann,',
        '>',
        '> gerne bieten wir Ihnen die Neueindeckung an: 7.852,81 € brutto.',
        '>',
        '> Mit freundlichen Grüßen',
        '> Thomas Krämer',
        '> Dachdeckerei Krämer GmbH',
        '> Am Ziegelhof 7, 35390 Gießen',
      ],
    );
    const result = await extract(bytes, [
      { name: 'firma', type: 'string' },
      { name: 'ansprechpartner', type: 'string' },
    ]);
    expect(result).toMatchObject({ firma: 'Dachdeckerei Krämer GmbH', ansprechpartner: 'Thomas Krämer' });
  });
});

describe('a firm that signs without a legal form', () => {
  it("is the line over the signature's address, not the writer", async () => {
    const bytes = mail(
      [
        'From: Hannah Cole <hannah@saltmarshkitchen.example>',
        'To: Oliver Grant <oliver@fastmail.example>',
        'Subject: Re: Table for 6 on Saturday 9 May',
        'Date: Thu, 30 Apr 2026 16:42:09 +0100',
      ],
      [
        'Hi Oliver,',
        '',
        "I'm happy to confirm your table for 6 guests on Saturday 9 May at 7.30pm.",
        '',
        'See you soon,',
        'Hannah',
        '',
        '--',
        'Hannah Cole',
        'The Saltmarsh Kitchen',
        '14 Quay Street, Southwold IP18 6BX',
      ],
    );
    const result = await extract(bytes, [{ name: 'restaurant', type: 'string' }]);
    expect(result.restaurant).toBe('The Saltmarsh Kitchen');
  });

  it('is the part before its owner ("Inh. Lena Vogt")', async () => {
    const bytes = mail(
      [
        'From: Lena Vogt <lena@pixelwerk.example>',
        'To: buchhaltung@baeckerei.example',
        'Subject: Rechnung 2026-031',
        'Date: Tue, 31 Mar 2026 17:20:45 +0200',
      ],
      [
        'Liebe Frau Lindner,',
        '',
        'anbei meine Rechnung über 2.189,60 €.',
        '',
        'Viele Grüße',
        'Lena Vogt',
        '',
        '--',
        'Pixelwerk Design · Inh. Lena Vogt',
        'Friedrich-Ebert-Str. 58 · 34119 Kassel',
      ],
    );
    const result = await extract(bytes, [{ name: 'firma', type: 'string' }]);
    expect(result.firma).toBe('Pixelwerk Design');
  });

  it('is no role of the writer over the address ("Sales Manager")', async () => {
    const bytes = mail(
      [
        'From: Tom Hale <tom@halejoinery.example>',
        'To: Amy Ross <amy@ross.example>',
        'Subject: Your kitchen quote',
        'Date: Tue, 3 Mar 2026 09:00:00 +0000',
      ],
      [
        'Hi Amy,',
        '',
        'the quote for your kitchen comes to £4,200.',
        '',
        'Kind regards,',
        'Tom Hale',
        'Sales Manager',
        '12 Mill Lane, Leeds LS6 2AB',
      ],
    );
    const result = await extract(bytes, [{ name: 'company', type: 'string' }]);
    expect(result.company).not.toBe('Sales Manager');
  });

  it('is no hotel desk over the address ("Front Office")', async () => {
    const bytes = mail(
      [
        'From: Hotel Mirador <reservas@mirador.example>',
        'To: Ann Lee <ann@lee.example>',
        'Subject: Your reservation',
        'Date: Tue, 3 Mar 2026 09:00:00 +0000',
      ],
      [
        'Dear Ms Lee,',
        '',
        'your room is booked for 2 nights.',
        '',
        'Kind regards,',
        'Lucia Gomez',
        'Front Office',
        'Calle del Puerto 12, 29001 Malaga',
      ],
    );
    const result = await extract(bytes, [{ name: 'hotel_name', type: 'string' }]);
    expect(result.hotel_name).not.toBe('Front Office');
  });
});

describe('a slash date in a sentence', () => {
  it('is read day first in a British invoice ("due 01/05/2026" is 1 May)', async () => {
    const text = [
      'Invoice number: GL-2026-0342',
      'Monthly maintenance (4 visits)   GBP 155.00',
      'Total                            GBP 186.00',
      'Payment terms: 30 days (due 01/05/2026)',
    ].join('\n');
    const result = await extract(
      Buffer.from(text),
      [{ name: 'due_date', type: 'string', format: 'date' }],
      'invoice.txt',
      'text/plain',
    );
    expect(result.due_date).toBe('2026-05-01');
  });
});

describe('a carrier named in a sentence', () => {
  it('is the carrier alone, not the rest of the sentence', async () => {
    const bytes = mail(
      [
        'From: Hearth & Bloom <orders@hearthandbloom.example>',
        'To: amelia@outlook.example',
        'Subject: Your order #HB-20931 is on its way',
        'Date: Mon, 09 Mar 2026 10:22:18 +0000',
      ],
      [
        'Good news, Amelia!',
        '',
        'Your order HB-20931 has been shipped with UPS and should arrive by Thursday, March 12.',
        'Tracking number: 1Z999AA10123456784',
      ],
    );
    const result = await extract(bytes, [{ name: 'carrier', type: 'string' }]);
    expect(result.carrier).toBe('UPS');
  });
});
