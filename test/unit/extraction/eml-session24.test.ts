// What a user notices in replies and HTML mails (session 24, eml24): a customer's short reply above the business's
// quoted mail ("Der Termin passt." over "> … am Mittwoch, 06.05.2026, gegen 16:00 Uhr"), whose facts and parties are
// the quoted message's; a delivery address under a heading as an HTML mail's <br> lines; a trip's date under the
// trip's name with a weekday's short name ("Rückfahrt am Fr., 15.05.26").
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractMail } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;

/** A plain-text mail with the given header lines, as a mail program sends it (CRLF line ends). */
const mail = (headers: string[], body: string[]) =>
  [...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=UTF-8', '', ...body, ''].join('\r\n');

const TENANT_REPLY = mail(
  [
    'From: Lukas Peters <lukas.peters@posteo.example>',
    'To: Gerda Hoffmann <g.hoffmann@t-online.example>',
    'Subject: Re: Ablesung Heizung',
    'Date: Wed, 29 Apr 2026 07:31:20 +0200',
  ],
  [
    'Guten Morgen Frau Hoffmann,',
    '',
    'der Termin passt, ich bin zu Hause.',
    '',
    'Gruß',
    'Lukas Peters',
    '',
    'Am 28.04.2026 um 20:14 schrieb Gerda Hoffmann:',
    '> Hallo Herr Peters,',
    '>',
    '> die Firma Techem kommt zur Ablesung am Mittwoch, 06.05.2026, gegen 16:00 Uhr.',
    '> Bitte sorgen Sie dafür, dass alle Heizkörper zugänglich sind.',
    '>',
    '> Viele Grüße',
    '> Gerda Hoffmann',
    '> Mobil: 0511 3390 447',
  ],
);

describe('a reply whose facts are only in the message it quotes', () => {
  it('reads the appointment from the quoted lines when the new text states none', async () => {
    const { response } = await extractMail(TENANT_REPLY, [date('termin'), ...strings('uhrzeit')]);
    expect(response.result).toMatchObject({ termin: '2026-05-06', uhrzeit: '16:00' });
  });

  it('keeps the new text’s time over the quoted old one', async () => {
    const raw = mail(
      [
        'From: Service <service@garage.example>',
        'To: Amy Lee <amy.lee@example.org>',
        'Subject: Re: Booking',
        'Date: Tue, 14 Apr 2026 09:00:00 +0100',
      ],
      [
        'Hello Amy,',
        '',
        'No problem, we have moved you to 10:30 on the same day.',
        '',
        'On Mon, 13 Apr 2026 at 18:00, Amy Lee <amy.lee@example.org> wrote:',
        '> Hi, I am booked in for Thursday 16 April at 08:30 but need a later slot.',
      ],
    );
    const { response } = await extractMail(raw, strings('appointment_time'));
    expect(response.result).not.toMatchObject({ appointment_time: '08:30' });
  });
});

describe('the parties of a private reply to a business’s quoted mail', () => {
  it('gives the landlord the quoted writer and the tenant the reply’s writer', async () => {
    const { response } = await extractMail(TENANT_REPLY, strings('vermieter', 'mieter'));
    expect(response.result).toMatchObject({ vermieter: 'Gerda Hoffmann', mieter: 'Lukas Peters' });
  });

  it('gives the supplier the firm signing the quoted quotation', async () => {
    const raw = mail(
      [
        'From: Gareth Hughes <gareth.hughes@example.org>',
        'To: Northern Roofing <office@northernroofing.example>',
        'Subject: Re: Quotation Q-2207',
        'Date: Sat, 02 May 2026 09:14:31 +0100',
      ],
      [
        'Morning Karen,',
        '',
        'Happy to go ahead with the quote.',
        '',
        'Cheers,',
        'Gareth',
        '',
        'On Thu, 30 Apr 2026 at 16:02, Northern Roofing <office@northernroofing.example> wrote:',
        '> Dear Mr Hughes,',
        '>',
        '> Total (no VAT charged):      £3,480.00',
        '>',
        '> Kind regards,',
        '> Karen Wilde',
        '> Northern Roofing Ltd',
        '> Tel 0161 555 0194',
      ],
    );
    const { response } = await extractMail(raw, strings('supplier', 'customer'));
    expect(response.result).toMatchObject({ supplier: 'Northern Roofing Ltd', customer: 'Gareth Hughes' });
  });
});

describe('a whole address under a heading', () => {
  it('joins the heading’s block of name, street and postal line for `lieferadresse`', async () => {
    const raw = mail(
      [
        'From: Shop <noreply@shop.example>',
        'To: mareike@example.org',
        'Subject: Bestellbestätigung',
        'Date: Thu, 19 Mar 2026 21:07:33 +0100',
      ],
      ['Vielen Dank für Ihre Bestellung!', '', 'Lieferadresse', 'Mareike Sommer', 'Kastanienweg 3', '79104 Freiburg'],
    );
    const { response } = await extractMail(raw, strings('lieferadresse'));
    expect(response.result).toMatchObject({ lieferadresse: 'Mareike Sommer, Kastanienweg 3, 79104 Freiburg' });
  });
});

describe('a trip’s date under the trip’s name', () => {
  it('reads "Rückfahrt am Fr., 15.05.26" for `rueckfahrt_datum`', async () => {
    const raw = mail(
      [
        'From: Bahn <buchung@bahn.example>',
        'To: jonas@example.org',
        'Subject: Ihre Buchung',
        'Date: Mon, 20 Apr 2026 19:55:10 +0200',
      ],
      [
        'Hinfahrt am Di., 12.05.26',
        'Hannover Hbf ab 07:04 – München Hbf an 11:31, ICE 581',
        '',
        'Rückfahrt am Fr., 15.05.26',
        'München Hbf ab 17:28 – Hannover Hbf an 21:56, ICE 884',
      ],
    );
    const { response } = await extractMail(raw, [date('hinfahrt_datum'), date('rueckfahrt_datum')]);
    expect(response.result).toMatchObject({ hinfahrt_datum: '2026-05-12', rueckfahrt_datum: '2026-05-15' });
  });
});

describe('a firm a signature names after the sender', () => {
  it('gives the issuer "Lena Vogt Fotografie", not the From line’s "Lena Vogt"', async () => {
    const raw = mail(
      [
        'From: Lena Vogt <mail@lenavogt-foto.example>',
        'To: Einkauf <einkauf@moebel.example>',
        'Subject: Rechnung 2026-031',
        'Date: Thu, 30 Apr 2026 17:22:41 +0200',
      ],
      [
        'Hallo Frau Hausmann,',
        '',
        'Rechnung Nr. 2026-031 vom 30.04.2026',
        'Rechnungsbetrag             1.904,00 €',
        '',
        'Danke für die schöne Zusammenarbeit!',
        'Lena',
        '',
        '--',
        'Lena Vogt Fotografie',
        'Hafenstraße 21, 48153 Münster',
      ],
    );
    const { response } = await extractMail(raw, strings('rechnungssteller'));
    expect(response.result).toMatchObject({ rechnungssteller: 'Lena Vogt Fotografie' });
  });

  it('gives the seller the firm over the sender’s line with his phone', async () => {
    const raw = mail(
      [
        'From: Dave Marsh <dave@greenleaf.example>',
        'To: Patricia Holt <pat.holt@example.org>',
        'Subject: Invoice INV-0419',
        'Date: Thu, 30 Apr 2026 18:40:00 +0100',
      ],
      [
        'Dear Mrs Holt,',
        '',
        'Total                                       £285.00',
        '',
        'Many thanks,',
        'Dave',
        '',
        '--',
        'Greenleaf Garden Care',
        'Dave Marsh | 07712 448 190',
      ],
    );
    const { response } = await extractMail(raw, strings('seller'));
    expect(response.result).toMatchObject({ seller: 'Greenleaf Garden Care' });
  });
});

describe('a time window ending its sentence', () => {
  it('ends "08:00 – 12:00 Uhr. Unser Fahrer ruft …" after "Uhr"', async () => {
    const raw = mail(
      [
        'From: Avis <avis@spedition.example>',
        'To: s.krueger@example.org',
        'Subject: Ihr Liefertermin',
        'Date: Fri, 15 May 2026 16:48:00 +0200',
      ],
      ['Guten Tag,', '', 'wir liefern Ihre Möbel im Zeitfenster 08:00 – 12:00 Uhr. Unser Fahrer ruft Sie vorher an.'],
    );
    const { response } = await extractMail(raw, strings('zeitfenster'));
    expect(response.result).toMatchObject({ zeitfenster: '08:00 – 12:00 Uhr' });
  });
});

describe('a date under a heading whose first line is a place', () => {
  it('reads `pickup_date` from "PICK-UP" over "Faro Airport" over "Saturday, 4 July 2026, 14:30"', async () => {
    const raw = mail(
      [
        'From: Car Hire <bookings@carhire.example>',
        'To: sam.price@example.org',
        'Subject: Your car hire voucher',
        'Date: Sat, 18 Apr 2026 22:10:19 +0100',
      ],
      [
        'Confirmation number: K7731902',
        '',
        'PICK-UP',
        'Faro Airport',
        'Saturday, 4 July 2026, 14:30',
        '',
        'DROP-OFF',
        'Faro Airport',
        'Saturday, 11 July 2026, 10:00',
      ],
    );
    const { response } = await extractMail(raw, [date('pickup_date'), date('return_date')]);
    expect(response.result).toMatchObject({ pickup_date: '2026-07-04', return_date: '2026-07-11' });
  });
});

describe('the clerk handling the matter', () => {
  it('gives `handler` the person signing the insurer’s mail', async () => {
    const raw = mail(
      [
        'From: Claims Team <claims@insurer.example>',
        'To: James Fletcher <j.fletcher@example.org>',
        'Subject: Your claim CLM-5582031',
        'Date: Thu, 02 Apr 2026 15:12:08 +0100',
      ],
      [
        'Dear Mr Fletcher,',
        '',
        'We have opened claim CLM-5582031 under your home insurance policy.',
        '',
        'Yours sincerely,',
        '',
        'Sophie Adams',
        'Claims Handler, Brightshield Insurance',
      ],
    );
    const { response } = await extractMail(raw, strings('handler'));
    expect(response.result).toMatchObject({ handler: 'Sophie Adams' });
  });
});

describe('a number the subject gives under a longer noun', () => {
  it('reads `quote_number` from "Re: Quotation Q-2207 - 31 Beech Avenue"', async () => {
    const raw = mail(
      [
        'From: Gareth Hughes <gareth.hughes@example.org>',
        'To: Northern Roofing <office@northernroofing.example>',
        'Subject: Re: Quotation Q-2207 - 31 Beech Avenue',
        'Date: Sat, 02 May 2026 09:14:31 +0100',
      ],
      ['Morning Karen,', '', 'Happy to go ahead with the quote.', '', 'Cheers,', 'Gareth'],
    );
    const { response } = await extractMail(raw, strings('quote_number'));
    expect(response.result).toMatchObject({ quote_number: 'Q-2207' });
  });
});

describe('a help desk’s case number in brackets before the subject', () => {
  it('reads `ticket_number` from "[CS-220914] Update on your request"', async () => {
    const raw = mail(
      [
        'From: Support <support@aurorahome.example>',
        'To: Mark Ellison <mark@example.org>',
        'Subject: [CS-220914] Update on your request: robot vacuum not charging',
        'Date: Thu, 16 Apr 2026 11:48:02 +0100',
      ],
      ['Hello Mark,', '', 'thank you for the video you sent.', '', 'Kind regards,', '', 'Priya Raman'],
    );
    const { response } = await extractMail(raw, strings('ticket_number'));
    expect(response.result).toMatchObject({ ticket_number: 'CS-220914' });
  });
});
