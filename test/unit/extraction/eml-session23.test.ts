// What a user notices in mails (session 23, eml23): an amount laid out as "GBP   618.00" with a remark in brackets
// or under a bare "Total:", the form and surname of the greeting ("Dear Mr Schmidt,") for `salutation` and
// `patient_last_name`, an itinerary's legs on lines whose days have no year ("Mon 11 May  LHR 07:35 → MUC 10:40"), a
// departure time in a sentence that goes on with the arrival, a route's places written "Bristol (BRS) → Faro (FAO)".
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractMail } from './local-provider-helpers.ts';

/** A plain-text mail as a mail program sends it (CRLF line ends), dated 22 April 2026. */
const mail = (body: string[]) =>
  [
    'From: Bookings <bookings@travel.example>',
    'To: helen.carter@example.org',
    'Subject: Your booking',
    'Date: Wed, 22 Apr 2026 08:17:55 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    ...body,
    '',
  ].join('\r\n');

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);

describe('an amount whose currency stands in a column of its own', () => {
  it('reads "GBP   618.00 (paid in full)": the remark in brackets after the amount', async () => {
    const raw = mail([
      'Dear Mr Osborne,',
      '',
      'Vehicle: Car up to 1.85m high',
      '',
      'Total price   GBP   618.00 (paid in full)',
    ]);
    const { response } = await extractMail(raw, numbers('total_price'));
    expect(response.result).toMatchObject({ total_price: 618 });
  });

  it('reads "Total:    GBP   567.00" for `total_price`', async () => {
    const raw = mail([
      'Dear Mr Okafor,',
      '',
      'Room:       Superior Double',
      'Total:      GBP   567.00',
      '',
      'Kind regards',
    ]);
    const { response } = await extractMail(raw, numbers('total_price'));
    expect(response.result).toMatchObject({ total_price: 567 });
  });
});

describe('the greeting’s form of address and surname', () => {
  it('gives `salutation` "Mr" and `patient_last_name` "Schmidt", not the practice signing the mail', async () => {
    const raw = mail([
      'Dear Mr Schmidt,',
      '',
      'This is to confirm your appointment with Dr Amira Haddad on Wednesday 6 May 2026 at 14:20.',
      '',
      'Church Street Dental',
      '41 Church Street, Stockport SK1 1QX',
    ]);
    const { response } = await extractMail(raw, strings('salutation', 'patient_last_name'));
    expect(response.result).toMatchObject({ salutation: 'Mr', patient_last_name: 'Schmidt' });
  });

  it('gives `anrede` "Herr" and `nachname` "Bauer" of "Sehr geehrter Herr Bauer,"', async () => {
    const raw = mail([
      'Sehr geehrter Herr Bauer,',
      '',
      'bitte reichen Sie die Nachweise ein.',
      '',
      'Finanzamt München',
    ]);
    const { response } = await extractMail(raw, strings('anrede', 'nachname'));
    expect(response.result).toMatchObject({ anrede: 'Herr', nachname: 'Bauer' });
  });

  it('gives the sender’s surname nothing from the reader’s greeting', async () => {
    const raw = mail(['Dear Mr Schmidt,', '', 'Your appointment is confirmed.', '', 'Church Street Dental']);
    const { response } = await extractMail(raw, strings('sender_last_name'));
    expect(response.result).not.toHaveProperty('sender_last_name', 'Schmidt');
  });
});

describe('an itinerary’s legs on lines', () => {
  it('dates "Mon 11 May" by the mail’s year and reads the airports around the arrow', async () => {
    const raw = mail([
      'Booking code: QZ8M4T',
      '',
      'Mon 11 May  LHR 07:35 → MUC 10:40   LH 2473   Economy Light',
      'Fri 15 May  MUC 18:20 → LHR 19:30   LH 2480   Economy Light',
    ]);
    const schema: TOutputSchema = [
      {
        name: 'flights',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'date', type: 'string', format: 'date' },
            { name: 'from', type: 'string' },
            { name: 'to', type: 'string' },
            { name: 'departure_time', type: 'string' },
          ],
        },
      },
    ];
    const { response } = await extractMail(raw, schema);
    expect(response.result).toMatchObject({
      flights: [
        { date: '2026-05-11', from: 'LHR', to: 'MUC', departure_time: '07:35' },
        { date: '2026-05-15', from: 'MUC', to: 'LHR', departure_time: '18:20' },
      ],
    });
  });
});

describe('a journey said in lines', () => {
  it('cuts a departure time where the sentence goes on with the arrival', async () => {
    const raw = mail(['Hi Joanne,', '', 'Departs 06:45, arrives 09:40 (local time)', 'Flight U2 6321']);
    const { response } = await extractMail(raw, strings('departure_time'));
    expect(response.result).toMatchObject({ departure_time: '06:45' });
  });

  it('reads "Bristol (BRS) → Faro (FAO)" for `origin` and `destination` with the airports’ codes', async () => {
    const raw = mail(['Hi Joanne,', '', 'OUTBOUND  Sat 25 Jul 2026', 'Bristol (BRS) → Faro (FAO)', 'Departs 06:45']);
    const { response } = await extractMail(raw, strings('origin', 'destination'));
    expect(response.result).toMatchObject({ origin: 'Bristol (BRS)', destination: 'Faro (FAO)' });
  });
});

describe('values a sentence states', () => {
  it('reads a reference in quotes without the quotes and the full stop', async () => {
    const raw = mail(['Hello,', '', 'HARTLEY & SONS LTD sent you £2,480.00 with the reference "INV 1187".']);
    const { response } = await extractMail(raw, strings('reference'));
    expect(response.result).toMatchObject({ reference: 'INV 1187' });
  });

  it('reads a quote’s number in brackets after its name, and no sentence after "No" as a number', async () => {
    const raw = mail([
      'Hi Mrs Patel,',
      '',
      "As promised, here's my quote (Q-0612) for the patio.",
      '',
      "No VAT as I'm not VAT registered. The quote is valid for 30 days and I could start soon.",
    ]);
    const { response } = await extractMail(raw, strings('quote_number'));
    expect(response.result).toMatchObject({ quote_number: 'Q-0612' });
  });

  it('reads a fee in brackets after "Entgelt"', async () => {
    const raw = mail([
      'Guten Tag Herr Wolff,',
      '',
      'eine Lastschrift über 96,00 EUR konnte nicht eingelöst werden.',
      'Für die Benachrichtigung berechnen wir Ihnen ein Entgelt (3,00 EUR).',
    ]);
    const { response } = await extractMail(raw, numbers('gebuehr'));
    expect(response.result).toMatchObject({ gebuehr: 3 });
  });

  it('gives `preis` the ticket’s one sum under "Summe:"', async () => {
    const raw = mail(['Guten Tag,', '', 'Flexpreis, 2. Klasse, 1 Erwachsener', 'Summe: 69,99 €', '', 'Ihre Bahn']);
    const { response } = await extractMail(raw, numbers('preis'));
    expect(response.result).toMatchObject({ preis: 69.99 });
  });

  it('reads sailings’ "departs" and "arrives" times on their lines', async () => {
    const raw = mail([
      'Your sailings',
      'Thu 30 Jul 2026   Portsmouth 08:15  →  Caen 14:00',
      'Thu 13 Aug 2026   Caen 16:30  →  Portsmouth 21:15',
    ]);
    const schema: TOutputSchema = [
      {
        name: 'sailings',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'departs', type: 'string' },
            { name: 'arrives', type: 'string' },
          ],
        },
      },
    ];
    const { response } = await extractMail(raw, schema);
    expect(response.result).toMatchObject({
      sailings: [
        { departs: '08:15', arrives: '14:00' },
        { departs: '16:30', arrives: '21:15' },
      ],
    });
  });
});

describe('a number or a reader named in passing', () => {
  it('reads "against PO-7781" for `po_number`: the label’s abbreviation is the number’s prefix', async () => {
    const raw = mail(['Hi both,', '', "Please pay this one - it's against PO-7781.", '', 'Thanks, Mark']);
    const { response } = await extractMail(raw, strings('po_number'));
    expect(response.result).toMatchObject({ po_number: 'PO-7781' });
  });

  it('names the customer "Mrs Patel" of "Hi Mrs Patel," when nothing else names them', async () => {
    const raw = mail(['Hi Mrs Patel,', '', 'Thanks for having me round on Thursday.', '', 'Cheers,', 'Dean Walsh']);
    const { response } = await extractMail(raw, strings('customer'));
    expect(response.result).toMatchObject({ customer: 'Mrs Patel' });
  });
});

describe('a place written with its date', () => {
  it('gives `pickup_location` the place of "Pick-up  Malaga Airport (AGP), 03/08/2026 11:00"', async () => {
    const raw = mail([
      'Dear Peter,',
      '',
      'Driver          Peter Lang',
      'Pick-up         Malaga Airport (AGP), 03/08/2026 11:00',
      'Return          Malaga Airport (AGP), 10/08/2026 11:00',
    ]);
    const { response } = await extractMail(raw, strings('pickup_location'));
    expect(response.result).toMatchObject({ pickup_location: 'Malaga Airport (AGP)' });
  });
});
