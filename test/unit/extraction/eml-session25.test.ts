// Forwarded chains, replies over Outlook's quoted block and automated notices (session 25, eml25): Outlook's
// "Von: / Gesendet:" block without its rule of underscores, a chain forwarded twice ("FW: FW:"), a period's two dates
// under one label, a department's words in the sender's display name ("Parking Services"), a flight's number among
// other words, a time field's cell that writes the date before the time, a greeting over a sentence that names a
// street, and a garage or an airline named only by the sender.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractMail, extractText } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;

/** A plain-text mail with the given header lines, as a mail program sends it (CRLF line ends). */
const mail = (headers: string[], body: string[]) =>
  [...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=UTF-8', '', ...body, ''].join('\r\n');

describe("Outlook's quoted header block without its rule", () => {
  it('reads the reply’s new date and writer, not the quoted message’s', async () => {
    const raw = mail(
      [
        'From: Jörg Kessler <joerg@kessler-fenster.example>',
        'To: Anna Lutz <anna.lutz@web.example>',
        'Subject: AW: Fenstermontage Auftrag 2026-118',
        'Date: Tue, 05 May 2026 16:02:11 +0200',
      ],
      [
        'Hallo Frau Lutz,',
        '',
        'die Fenster kommen später, wir montieren jetzt am 27.05.2026 ab 7 Uhr.',
        '',
        'Gruß',
        'Jörg Kessler',
        '',
        'Von: Anna Lutz <anna.lutz@web.example>',
        'Gesendet: Montag, 4. Mai 2026 19:40',
        'An: Jörg Kessler <joerg@kessler-fenster.example>',
        'Betreff: Fenstermontage Auftrag 2026-118',
        '',
        'Hallo Herr Kessler,',
        'bleibt es bei der Montage am 12.05.2026?',
        '',
        'Viele Grüße',
        'Anna Lutz',
      ],
    );
    const { response } = await extractMail(raw, [date('montagetermin'), ...strings('ansprechpartner')]);
    expect(response.result).toMatchObject({ montagetermin: '2026-05-27', ansprechpartner: 'Jörg Kessler' });
  });

  it('reads the innermost message of a chain forwarded twice without separators', async () => {
    const raw = mail(
      [
        'From: Clara Simms <clara@brightworks.example>',
        'To: Accounts <accounts@brightworks.example>',
        'Subject: FW: FW: Venue hire confirmation VH-2290',
        'Date: Thu, 07 May 2026 09:00:00 +0100',
      ],
      [
        'Please pay the deposit, thanks. Clara',
        '',
        'From: Tom Reyes <tom@brightworks.example>',
        'Sent: 06 May 2026 18:10',
        'To: Clara Simms <clara@brightworks.example>',
        'Subject: FW: Venue hire confirmation VH-2290',
        '',
        'Clara, for finance. Tom (back on 20 May 2026)',
        '',
        'From: Riverside Hall <bookings@riversidehall.example>',
        'Sent: Wednesday, May 6, 2026 2:15 PM',
        'To: Tom Reyes <tom@brightworks.example>',
        'Subject: Venue hire confirmation VH-2290',
        '',
        'Dear Tom,',
        '',
        'Event date: Saturday 18 July 2026',
        'Total: GBP 1,450.00',
      ],
    );
    const { response } = await extractMail(raw, [
      date('event_date'),
      { name: 'total', type: 'number' },
      ...strings('provider'),
    ]);
    expect(response.result).toMatchObject({ event_date: '2026-07-18', total: 1450, provider: 'Riverside Hall' });
  });
});

describe('values of notices', () => {
  it('keeps both dates of a period under one label', async () => {
    const text = [
      'Wasserverband Obere Lahn',
      '',
      'Verbrauchsabrechnung',
      '',
      'Zeitraum: 01.04.2025 - 31.03.2026',
      'Nachzahlung: 42,10 EUR',
    ].join('\n');
    const english = ['Riverside Energy', '', 'Statement', '', 'Billing period: 3 February 2026 to 2 March 2026'].join(
      '\n',
    );
    expect((await extractText(text, strings('zeitraum'))).result).toEqual({ zeitraum: '01.04.2025 - 31.03.2026' });
    expect((await extractText(english, strings('billing_period'))).result).toEqual({
      billing_period: '3 February 2026 to 2 March 2026',
    });
  });

  it('takes a flight number field’s flight number, not the words of a sentence about the flight', async () => {
    const text = [
      'Your trip',
      '',
      'Your flight is only 12 hours away.',
      '',
      'Flight: BA 2741 London Gatwick to Malaga',
      'Seat: 22F',
    ].join('\n');
    expect((await extractText(text, strings('flight_number'))).result).toEqual({ flight_number: 'BA 2741' });
  });

  it('reads the time alone from a cell that writes the date before it', async () => {
    const text = ['Booking', '', 'Departure time: Fri 12 June 2026, 18:05', 'Gate: B12'].join('\n');
    const german = ['Reservierung', '', 'Beginn Uhrzeit: Freitag, 05.06.2026, 20:00 Uhr', 'Platz: 4'].join('\n');
    expect((await extractText(text, strings('departure_time'))).result).toEqual({ departure_time: '18:05' });
    expect((await extractText(german, strings('beginn_uhrzeit'))).result).toEqual({ beginn_uhrzeit: '20:00' });
  });
});

describe('the sender of a notice', () => {
  it('leaves a desk’s "Parking Services" out of the council’s name', async () => {
    const raw = mail(
      [
        'From: Leeds City Council Parking Services <pcn@leeds-council.example>',
        'To: tom.h@example.org',
        'Subject: Penalty charge LS20071',
        'Date: Mon, 04 May 2026 08:00:00 +0100',
      ],
      ['A penalty charge of GBP 70.00 has been issued for your vehicle.'],
    );
    const { response } = await extractMail(raw, strings('issuer'));
    expect(response.result).toEqual({ issuer: 'Leeds City Council' });
  });

  it('names the garage and the airline of their own notices by the sender', async () => {
    const garage = mail(
      [
        'From: Hillside Garage <service@hillsidegarage.example>',
        'To: p.khan@example.org',
        'Subject: Your service is due',
        'Date: Mon, 04 May 2026 08:00:00 +0100',
      ],
      ['Dear Mr Khan,', '', 'your car is due for its annual service on 2 June 2026.'],
    );
    const airline = mail(
      [
        'From: Jet2 <flights@jet2.example>',
        'To: p.khan@example.org',
        'Subject: Your flight time has changed',
        'Date: Mon, 04 May 2026 08:00:00 +0100',
      ],
      ['Dear Mr Khan,', '', 'your flight LS 871 on 9 June 2026 now departs at 11:40.'],
    );
    expect((await extractMail(garage, strings('garage'))).response.result).toEqual({ garage: 'Hillside Garage' });
    expect((await extractMail(airline, strings('airline'))).response.result).toEqual({ airline: 'Jet2' });
  });

  it('reads no greeting as the addressee over a sentence that names a street', async () => {
    const raw = mail(
      [
        'From: Hausverwaltung Brenner <info@hv-brenner.example>',
        'To: k.wolf@example.org',
        'Subject: Treppenhausreinigung',
        'Date: Mon, 04 May 2026 08:00:00 +0200',
      ],
      ['Sehr geehrte Frau Wolf,', 'ab Juni reinigt eine neue Firma das Treppenhaus im Haus Ahornweg 12, 35390 Gießen.'],
    );
    const { response } = await extractMail(raw, strings('mieterin'));
    expect(response.result).not.toEqual({ mieterin: 'Sehr geehrte Frau Wolf,' });
  });
});
