// What session 16's e-mails needed (branch eml16): a day without its year dated by the mail's Date line, a service's
// "via" after the sender's name, the addressee from the greeting or the To line, Apple Mail's quoted forward, and a
// CSV file attached to a mail read as CSV rows.
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../../src/extraction/documents/read-document.ts';
import { findDayMonth } from '../../../../src/extraction/providers/local/partial-dates.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extract, extractText } from '../local-provider-helpers.ts';

const MAIL = 'message/rfc822';
const mail = (headers: string[], body: string[]) => [...headers, '', ...body].join('\n');
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;
const str = (name: string) => ({ name, type: 'string' }) as const;
const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema, MAIL)).result;

describe('e-mails of session 16', () => {
  it('reads a day and month followed by a time, not a year', () => {
    expect(findDayMonth('Thu 5 March, 7:45 PM', '2026-02-23')?.iso).toBe('2026-03-05');
    expect(findDayMonth('on 12 June, 2026', '2026-02-23')).toBeNull();
  });

  it("dates a mail's day without a year by its Date line, the next year across New Year (en, de)", async () => {
    const booking = mail(
      [
        'Subject: Your reservation is confirmed',
        'From: The Copper Kettle <r@tablebook.example>',
        'Date: Mon, 23 Feb 2026 18:14:55 +0000',
      ],
      ['Hi Emily,', '', 'The Copper Kettle', 'Thu 5 March, 7:45 PM', 'Party of 4'],
    );
    expect(await run(booking, [date('reservation_date')])).toEqual({ reservation_date: '2026-03-05' });
    const reminder = mail(
      ['Subject: Erinnerung', 'From: Praxis <no-reply@termine.example>', 'Date: Sun, 10 May 2026 09:00:12 +0000'],
      ['Guten Tag Jonas Weber,', '', 'Di., 12.5. um 10:30 Uhr', 'Professionelle Zahnreinigung'],
    );
    expect(await run(reminder, [date('termin_datum')])).toEqual({ termin_datum: '2026-05-12' });
    const vet = mail(
      ['Subject: Reminder', 'From: Clinic <r@petcare.example>', 'Date: Fri, 19 Dec 2025 12:00:05 +0000'],
      ['Dear Ryan,', '', 'Appointment: Tue 6 January at 4:15 pm'],
    );
    expect(await run(vet, [date('appointment_date')])).toEqual({ appointment_date: '2026-01-06' });
  });

  it("keeps the mail's own date for `email_date`, not the one day without a year its text names", async () => {
    const text = mail(
      ['Subject: Shipped', 'From: Shop <s@shop.example>', 'Date: Mon, 16 Mar 2026 08:31:55 -0700'],
      ['Your order has shipped.', 'Estimated delivery: Thursday, March 19'],
    );
    expect(await run(text, [date('email_date')])).toEqual({ email_date: '2026-03-16' });
  });

  it('takes the party a service sends for, before "via", as the sender', async () => {
    const text = mail(
      [
        'Subject: Receipt',
        'From: "Gridline Software Ltd via PayStream" <help@paystream.example>',
        'Date: Fri, 17 Apr 2026 06:00:41 +0000',
      ],
      ['Thanks for your payment.', 'Total  $115.20'],
    );
    expect(await run(text, [str('vendor')])).toEqual({ vendor: 'Gridline Software Ltd' });
  });

  it("takes a mail's addressee from its greeting or its To line, not from an address in its text", async () => {
    const greeting = mail(
      ['Subject: Erinnerung', 'From: Praxis <no-reply@termine.example>', 'To: jw@web.example'],
      ['Guten Tag Jonas Weber,', '', 'Zahnarztpraxis Dr. Hofmann', 'Bahnhofstraße 4, 79098 Freiburg'],
    );
    expect(await run(greeting, [str('patient')])).toEqual({ patient: 'Jonas Weber' });
    const to = mail(
      ['Subject: Reminder', 'From: Clinic <r@petcare.example>', 'To: Ryan Walsh <rw@bt.example>'],
      ['Dear Ryan,', '', 'Meadowbrook Veterinary Clinic', '14 Mill Lane, Harrogate HG1 2RT'],
    );
    expect(await run(to, [str('owner_name')])).toEqual({ owner_name: 'Ryan Walsh' });
  });

  it("reads Apple Mail's quoted forward as the forwarded message", async () => {
    const text = mail(
      [
        'Subject: Fwd: Reservation confirmed',
        'From: Daniel Okafor <dan@icloud.example>',
        'To: Grace Okafor <g@icloud.example>',
      ],
      [
        'for the weekend',
        '',
        'Begin forwarded message:',
        '',
        '> From: Harbour Lights Hotel <reservations@harbourlights.example>',
        '> Subject: Reservation confirmed',
        '> Date: 8 April 2026 at 20:55:41 BST',
        '> To: dan@icloud.example',
        '>',
        '> Dear Mr Okafor,',
        '> Confirmation number: 73310958',
      ],
    );
    expect(await run(text, [str('hotel_name'), str('guest_name'), str('confirmation_number')])).toEqual({
      hotel_name: 'Harbour Lights Hotel',
      confirmation_number: '73310958',
    });
  });

  it('reads a CSV file attached to a mail as the rows of a table', async () => {
    const csv = 'Date,Category,Amount (EUR)\n2026-03-02,Travel,118.40\n2026-03-03,Meals,64.50\n';
    const raw = [
      'From: Sophie Lang <s@kestrel.example>',
      'Subject: Expenses',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=UTF-8',
      '',
      'attached my expenses.',
      '--b',
      'Content-Type: text/csv; name="expenses.csv"',
      'Content-Disposition: attachment; filename="expenses.csv"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(csv).toString('base64'),
      '--b--',
      '',
    ].join('\r\n');
    const document = await readDocument({ bytes: Buffer.from(raw), fileName: 'mail.eml', contentType: MAIL });
    const schema: TOutputSchema = [
      {
        name: 'expenses',
        type: 'array',
        items: { type: 'object', properties: [date('date'), str('category'), { name: 'amount', type: 'number' }] },
      },
    ];
    expect((await extract([document], schema)).result).toEqual({
      expenses: [
        { date: '2026-03-02', category: 'Travel', amount: 118.4 },
        { date: '2026-03-03', category: 'Meals', amount: 64.5 },
      ],
    });
  });
});
