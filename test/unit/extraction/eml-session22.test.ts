// What a user notices in mails (session 22, eml22): who forwarded a mail and when, an amount in brackets inside a
// sentence, a journey's "ab"/"an" columns and "Pick-up | Return" columns, a hotel naming itself in the signature, a
// quoted forward's "Von:" line, "Account:" over an address, a payee, a bill's period and a parcel's time slot said in
// a sentence or a row, an evening's greeting naming the customer.
import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { createLocalProvider } from '../../../src/extraction/providers/local/index.ts';
import { parseNumber } from '../../../src/extraction/providers/local/parse-number.ts';
import { unquoted } from '../../../src/extraction/providers/local/signature-lines.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';

/** A mail as a mail program sends it, CRLF line ends; `html` makes its one part an HTML one. */
const mail = (headers: string[], body: string[], html = false) =>
  Buffer.from(
    [
      ...headers,
      'MIME-Version: 1.0',
      `Content-Type: text/${html ? 'html' : 'plain'}; charset=utf-8`,
      '',
      ...body,
      '',
    ].join('\r\n'),
  );

async function extract(bytes: Buffer, schema: TOutputSchema) {
  const document = await readDocument({ bytes, fileName: 'mail.eml', contentType: 'message/rfc822' });
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await createLocalProvider().extract({ documents: [document], schema, instructions }, {});
  return response.result as Record<string, unknown>;
}

const text = (name: string) => ({ name, type: 'string' as const });
const day = (name: string) => ({ name, type: 'string' as const, format: 'date' as const });
const number = (name: string) => ({ name, type: 'number' as const });

describe('a forwarded mail', () => {
  it('names who forwarded it and when: the outer From and Date, not the forwarded block', async () => {
    const bytes = mail(
      [
        'From: "Hoffmann, Sabine" <sabine.hoffmann@gmail.example>',
        'To: buchhaltung@hoffmann-immobilien.example',
        'Subject: Fwd: Rechnung RE-2026-0417',
        'Date: Thu, 19 Mar 2026 08:03:12 +0100',
      ],
      [
        'Bitte überweisen. Danke, Sabine',
        '',
        '---------- Weitergeleitete Nachricht ---------',
        'Von: Elektro Brückner GmbH <info@elektro-brueckner.example>',
        'Date: Mi., 18. März 2026 um 16:40 Uhr',
        'Subject: Rechnung RE-2026-0417',
        'To: <sabine.hoffmann@gmail.example>',
        '',
        'Sehr geehrte Frau Hoffmann,',
        '',
        'anbei unsere Rechnung RE-2026-0417.',
        'Rechnungsbetrag: 1.487,50 €',
      ],
    );
    const result = await extract(bytes, [text('weitergeleitet_von'), day('weitergeleitet_am'), number('betrag')]);
    // Outlook's "Last, First" display name as the person is called.
    expect(result.weitergeleitet_von).toBe('Sabine Hoffmann');
    expect(result.weitergeleitet_am).toBe('2026-03-19');
    expect(result.betrag).toBe(1487.5);
  });

  it('reads no station from the "> Von:" line of a forward Apple Mail quoted whole', async () => {
    const bytes = mail(
      [
        'From: Katrin Vogel <katrin.vogel@me.example>',
        'To: reisekosten@vogel-architekten.example',
        'Subject: WG: Ihre Fahrkarte',
        'Date: Wed, 08 Apr 2026 18:30:12 +0200',
      ],
      [
        'Für die Reisekostenabrechnung.',
        '',
        'Anfang der weitergeleiteten Nachricht:',
        '',
        '> Von: Bahn Buchung <buchung@bahn-tickets.example>',
        '> Betreff: Ihre Fahrkarte',
        '> Datum: 8. April 2026 um 18:02:44 MESZ',
        '> An: katrin.vogel@me.example',
        '>',
        '> Auftragsnummer: 581 204 337 912',
        '> Preis: 64,90 €',
      ],
    );
    const result = await extract(bytes, [text('von'), text('weitergeleitet_von'), number('preis')]);
    expect(result.von).toBeUndefined();
    expect(result.weitergeleitet_von).toBe('Katrin Vogel');
    expect(result.preis).toBe(64.9);
  });
});

describe('amounts in brackets inside a sentence', () => {
  const headers = [
    'From: Nordlicht Möbel <orders@nordlicht-moebel.example>',
    'To: m.keller@gmx.example',
    'Subject: Your order A-558213 has been confirmed',
    'Date: Wed, 08 Apr 2026 09:12:55 +0200',
  ];

  it('is a remark, not a debit: "The total (EUR 1,234.50) will be charged"', async () => {
    const bytes = mail(headers, ['Dear Martin,', '', 'The total (EUR 1,234.50) will be charged to your card.']);
    expect((await extract(bytes, [number('order_total')])).order_total).toBe(1234.5);
  });

  it('is read after its label: "we have taken a deposit (GBP 40.00), which …"', async () => {
    const bytes = mail(headers, [
      'Dear Mark,',
      '',
      'To hold the table we have taken a deposit (GBP 40.00), which will be taken off your bill.',
    ]);
    expect((await extract(bytes, [number('deposit')])).deposit).toBe(40);
  });

  it('still reads an accounting bracket alone as a debit', () => {
    expect(parseNumber('(12.50)')).toBe(-12.5);
    expect(parseNumber('Balance  (1,234.50)')).toBe(-1234.5);
    expect(parseNumber('(EUR 96.00), which will')).toBe(96);
  });
});

describe('a journey in an HTML table', () => {
  it('reads the "ab"/"an" columns as the departure and arrival times, "Von" as the Abflughafen', async () => {
    const bytes = mail(
      [
        'From: Eurowings <noreply@booking.eurowings.example>',
        'To: jonas.albers@web.example',
        'Subject: Ihre Buchung XK7R2D',
        'Date: Sun, 22 Mar 2026 10:14:02 +0100',
      ],
      [
        '<html><body><p>Buchungscode: XK7R2D</p><table>',
        '<tr><th>Flug</th><th>Datum</th><th>Von</th><th>ab</th><th>Nach</th><th>an</th></tr>',
        '<tr><td>EW 7512</td><td>Do, 14.05.2026</td><td>Hamburg (HAM)</td><td>06:10</td>',
        '<td>Palma de Mallorca (PMI)</td><td>08:45</td></tr></table></body></html>',
      ],
      true,
    );
    const result = await extract(bytes, [
      text('abflughafen'),
      text('zielflughafen'),
      text('abflugzeit'),
      text('ankunftszeit'),
    ]);
    expect(result).toEqual({
      abflughafen: 'Hamburg (HAM)',
      zielflughafen: 'Palma de Mallorca (PMI)',
      abflugzeit: '06:10',
      ankunftszeit: '08:45',
    });
  });

  it('reads a car hire\'s "Pick-up | Return" columns over an empty corner', async () => {
    const bytes = mail(
      [
        'From: RentaCompare <vouchers@rentacompare.example>',
        'To: j.whitaker@hotmail.example',
        'Subject: Your car hire voucher RC-8830147',
        'Date: Sun, 12 Apr 2026 21:44:02 +0100',
      ],
      [
        '<html><body><p>Voucher number: RC-8830147</p><table>',
        '<tr><th></th><th>Pick-up</th><th>Return</th></tr>',
        '<tr><td>Location</td><td>Faro Airport (FAO)</td><td>Faro Airport (FAO)</td></tr>',
        '<tr><td>Date</td><td>Sun 2 Aug 2026</td><td>Sun 9 Aug 2026</td></tr>',
        '<tr><td>Time</td><td>14:00</td><td>10:00</td></tr>',
        '</table></body></html>',
      ],
      true,
    );
    const result = await extract(bytes, [
      text('pickup_location'),
      day('pickup_date'),
      text('pickup_time'),
      day('return_date'),
    ]);
    expect(result).toEqual({
      pickup_location: 'Faro Airport (FAO)',
      pickup_date: '2026-08-02',
      pickup_time: '14:00',
      return_date: '2026-08-09',
    });
  });
});

describe('the sender named in the signature and the body', () => {
  it('keeps the kind in a business\'s name its signature writes ("Hotel Alpenblick")', async () => {
    const bytes = mail(
      [
        'From: Hotel Alpenblick <info@alpenblick.example>',
        'To: m.reiter@gmx.example',
        'Subject: Stornierung Ihrer Buchung 58120934',
        'Date: Mon, 30 Mar 2026 09:15:00 +0200',
      ],
      [
        'Sehr geehrter Herr Reiter,',
        '',
        'wie gewünscht haben wir Ihre Buchung 58120934 storniert.',
        '',
        'Mit freundlichen Grüßen',
        '',
        'Hotel Alpenblick',
        'Rezeption',
      ],
    );
    expect((await extract(bytes, [text('hotel')])).hotel).toBe('Hotel Alpenblick');
  });

  it('takes the body\'s "Account:" address for account_email, not the From line\'s', async () => {
    const bytes = mail(
      [
        'From: NoteNest Billing <billing@notenest.example>',
        'To: k.ito@fastmail.example',
        'Subject: Your subscription renews soon',
        'Date: Wed, 01 Apr 2026 14:00:00 +0000',
      ],
      ['Hi Kenji,', '', 'Your plan renews on 1 May.', '', 'Account: k.ito@fastmail.example'],
    );
    expect((await extract(bytes, [text('account_email')])).account_email).toBe('k.ito@fastmail.example');
  });

  it('names the customer an evening\'s greeting addresses ("Guten Abend Herr Jörg Wendt,")', async () => {
    const bytes = mail(
      [
        'From: Weinhandlung Bräuer <shop@weinhandlung.example>',
        'To: joerg.wendt@arcor.example',
        'Subject: Bestellbestätigung WB-77310',
        'Date: Wed, 25 Mar 2026 21:07:40 +0100',
      ],
      ['Guten Abend Herr Jörg Wendt,', '', 'vielen Dank für Ihre Bestellung.', '', 'Gesamtbetrag: 58,47 €'],
    );
    expect((await extract(bytes, [text('kunde')])).kunde).toBe('Jörg Wendt');
  });
});

describe('values a notice says in a sentence or a row', () => {
  const headers = (subject: string) => [
    'From: Harbour Building Society <alerts@harbourbs.example>',
    'To: d.whitfield@btinternet.example',
    `Subject: ${subject}`,
    'Date: Thu, 12 Mar 2026 07:45:10 +0000',
  ];

  it('reads the payee after a payment\'s "to"', async () => {
    const bytes = mail(headers('A payment has left your account'), [
      'Dear Mr Whitfield,',
      '',
      'A payment of GBP 245.00 to Thames Water was made from your account ending 7781 on 12 March 2026.',
    ]);
    expect((await extract(bytes, [text('payee')])).payee).toBe('Thames Water');
  });

  it("reads a bill's period from the one range a sentence writes", async () => {
    const bytes = mail(headers('Your latest bill'), [
      'Hi Gita,',
      '',
      'Your bill for 1 January 2026 to 31 March 2026 is ready. The amount due is GBP 312.18.',
    ]);
    const result = await extract(bytes, [day('period_start'), day('period_end')]);
    expect(result).toEqual({ period_start: '2026-01-01', period_end: '2026-03-31' });
  });

  it('reads a parcel\'s "Time slot" and "Delivering to" rows', async () => {
    const bytes = mail(
      headers('Your order is on its way'),
      [
        '<html><body><table>',
        '<tr><td>Carrier</td><td>DPD</td></tr>',
        '<tr><td>Time slot</td><td>13:24 - 14:24</td></tr>',
        '<tr><td>Delivering to</td><td>27 Elm Grove, Leeds LS6 2AF</td></tr>',
        '</table></body></html>',
      ],
      true,
    );
    const result = await extract(bytes, [text('delivery_window'), text('delivery_address')]);
    expect(result).toEqual({ delivery_window: '13:24 - 14:24', delivery_address: '27 Elm Grove, Leeds LS6 2AF' });
  });
});

describe('quote marks', () => {
  it('are read off a line as the mail reader reads them, after any indent', () => {
    expect(unquoted('  > > Mit freundlichen Grüßen ')).toBe('Mit freundlichen Grüßen');
    expect(unquoted('>Thomas Krämer')).toBe('Thomas Krämer');
    expect(unquoted('Thomas Krämer')).toBe('Thomas Krämer');
  });
});
