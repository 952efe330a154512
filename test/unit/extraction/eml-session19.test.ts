// What a user notices in mails (session 19, eml19): a body its mail program broke at 72-80 columns is read as typed,
// a no-reply sender is nobody's address, and a letter pasted into a mail keeps its own date apart from its events.
import { describe, expect, it } from '@jest/globals';
import { calendarText } from '../../../src/extraction/documents/calendar-text.ts';
import { unwrapMailText } from '../../../src/extraction/documents/mail-unwrap.ts';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';
import { createLocalProvider } from '../../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';

/** A plain-text mail as a mail program sends it, CRLF line ends. */
const mail = (headers: string[], body: string[]) =>
  Buffer.from(
    [...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', ...body, ''].join('\r\n'),
  );

async function extractMail(bytes: Buffer, schema: TOutputSchema) {
  const document = await readDocument({ bytes, fileName: 'mail.eml', contentType: 'message/rfc822' });
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await createLocalProvider().extract({ documents: [document], schema, instructions }, {});
  return { text: document.pages[0]?.text ?? '', result: response.result as Record<string, unknown> };
}

describe('a plain mail body broken by its mail program', () => {
  it('joins a sentence the program broke, one sentence a line', () => {
    const body = [
      'Sorry we missed you today. We tried to deliver your parcel from Lakeland',
      'Home (tracking number H01ABC0004217766) but nobody was in at the time.',
      '',
      'Please collect it by 11 April 2026 from the shop on the corner of the road.',
    ].join('\n');
    expect(unwrapMailText(body).split('\n')).toEqual([
      'Sorry we missed you today.',
      'We tried to deliver your parcel from Lakeland Home (tracking number H01ABC0004217766) but nobody was in at the time.',
      '',
      'Please collect it by 11 April 2026 from the shop on the corner of the road.',
    ]);
  });

  it('joins a German sentence whose date the program cut from its day, not at "am 14. April"', () => {
    const body = [
      'wir möchten Sie an Ihren Termin bei Dr. med. Sabine Kroll am Dienstag, den',
      '14. April um 08:45 Uhr erinnern. Bitte bringen Sie Ihre Gesundheitskarte mit.',
    ].join('\n');
    expect(unwrapMailText(body).split('\n')).toEqual([
      'wir möchten Sie an Ihren Termin bei Dr. med. Sabine Kroll am Dienstag, den 14. April um 08:45 Uhr erinnern.',
      'Bitte bringen Sie Ihre Gesundheitskarte mit.',
    ]);
  });

  it('keeps label lines, table rows, item lines and quotes of another depth as they are', () => {
    const body = [
      'attached is my expense report for March 2026 (Hamburg client visit) as agreed.',
      'Total: EUR 354.70, cost center CC-420 Sales North.',
      'Extra virgin olive oil 5 L, 6 tins @ $54.00 = $324.00 and the crate deposit 12',
      'Parmigiano Reggiano, 20 lb @ $14.25/lb = $285.00',
      'Material und Fertigung                      3.420,00 €  zzgl. Lieferung und',
      'Montage',
      '> quoted text that the replier kept from the older message of the thread',
      'and a new line',
    ].join('\n');
    expect(unwrapMailText(body)).toBe(body);
  });

  it('leaves a body that was never wrapped (lines longer than a mail program wraps) unchanged', () => {
    const body = `${'word '.repeat(30)}\n${'next '.repeat(30)}`;
    expect(unwrapMailText(body)).toBe(body);
  });

  it('reads the collection deadline and the shop from a wrapped notice', async () => {
    const { text } = await extractMail(
      mail(
        ['From: Evri <noreply@evri.example>', 'To: p.sandhu@sky.example', 'Subject: Sorry we missed you'],
        [
          'Hi Mr P Sandhu,',
          '',
          'Sorry we missed you today. We tried to deliver your parcel from Lakeland',
          'Home (tracking number H01ABC0004217766) but nobody was in.',
        ],
      ),
      [],
    );
    expect(text).toContain('your parcel from Lakeland Home (tracking number H01ABC0004217766)');
  });
});

describe('a no-reply sender', () => {
  it('gives the body contact address, not noreply@, for a contact e-mail field', async () => {
    const { result } = await extractMail(
      mail(
        ['From: Kaffee & Mehr <noreply@kaffeeundmehr.example>', 'To: jana@web.example', 'Subject: Ihre Bestellung'],
        [
          'Hallo Jana,',
          '',
          'vielen Dank für Ihre Bestellung.',
          '',
          'Fragen? Schreiben Sie an service@kaffeeundmehr.example.',
        ],
      ),
      [{ name: 'kontakt_email', type: 'string', description: 'E-Mail-Adresse des Kundenservice' }],
    );
    expect(result.kontakt_email).toBe('service@kaffeeundmehr.example');
  });

  it('still gives a named sender its From address', async () => {
    const { result } = await extractMail(
      mail(
        ['From: Lucy Fenwick <lucy@fenwickdesign.example>', 'To: tom@moorside.example', 'Subject: Invoice'],
        ['Hi Tom,', '', 'here is my invoice for March.', '', 'Lucy'],
      ),
      [{ name: 'sender_email', type: 'string', format: 'email' }],
    );
    expect(result.sender_email).toBe('lucy@fenwickdesign.example');
  });
});

describe('a letter pasted into a mail sent on another day', () => {
  it('takes the pick-up day its sentence names, not the letter date under the letterhead', async () => {
    const { result } = await extractMail(
      mail(
        [
          'From: Notifications <noreply@mailer.example>',
          'To: sabine@web.example',
          'Subject: Sperrmüll',
          'Date: Mon, 02 Feb 2026 09:15:00 +0100',
        ],
        [
          'Abfallwirtschaftsbetrieb Kreis Lahnau',
          '',
          '08.04.2026',
          '',
          'Sehr geehrte Frau Vogt,',
          '',
          'Ihr Sperrmüll wird am Dienstag, dem 21. April abgeholt.',
        ],
      ),
      [{ name: 'abholtermin', type: 'string', format: 'date' }],
    );
    expect(result.abholtermin).toBe('2026-04-21');
  });
});

describe("an invitation's calendar part", () => {
  const INVITE = [
    'BEGIN:VCALENDAR',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    'DTSTART;TZID=Europe/Berlin:20260429T100000',
    'DTEND;TZID=Europe/Berlin:20260429T113000',
    'SUMMARY:Relaunch Website\\, zweite Runde',
    'LOCATION:Besprechungsraum Elbe\\, 3. OG',
    'ORGANIZER;CN="Vogel, Katharina":mailto:k.vogel@agentur-nordlicht.example',
    'BEGIN:VALARM',
    'DESCRIPTION:Reminder',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];

  it('reads as the labelled lines a mail program shows, escapes and folds undone', () => {
    const folded = INVITE.join('\r\n').replace('Besprechungsraum Elbe', 'Besprechungs\r\n raum Elbe');
    expect(calendarText(folded).split('\n')).toEqual([
      'Event: Relaunch Website, zweite Runde',
      'Date: 2026-04-29',
      'Start: 10:00',
      'End: 11:30',
      'Location: Besprechungsraum Elbe, 3. OG',
      'Organizer: Vogel, Katharina',
      'Organizer email: k.vogel@agentur-nordlicht.example',
    ]);
  });

  it('gives the meeting its day, times and place in a mail with a calendar part', async () => {
    const bytes = Buffer.from(
      [
        'From: Katharina Vogel <k.vogel@agentur-nordlicht.example>',
        'To: jan.petersen@hafenbau.example',
        'Subject: Einladung: Relaunch Website',
        'MIME-Version: 1.0',
        'Content-Type: multipart/alternative; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Sie wurden zu einem Termin eingeladen.',
        '--b1',
        'Content-Type: text/calendar; charset=utf-8; method=REQUEST',
        '',
        ...INVITE,
        '--b1--',
        '',
      ].join('\r\n'),
    );
    const { result } = await extractMail(bytes, [
      { name: 'termin', type: 'string', format: 'date' },
      { name: 'beginn', type: 'string' },
      { name: 'ende', type: 'string' },
      { name: 'ort', type: 'string' },
    ]);
    expect(result).toMatchObject({
      termin: '2026-04-29',
      beginn: '10:00',
      ende: '11:30',
      ort: 'Besprechungsraum Elbe, 3. OG',
    });
  });
});

describe('values a mail states in its sentences', () => {
  it("names the carrier a shop's notice mentions in passing (Yodel)", async () => {
    const { result } = await extractMail(
      mail(
        ['From: Bramble & Bee <no-reply@brambleandbee.example>', 'To: aisha@inbox.example', 'Subject: Shipped'],
        ['Hi Aisha,', '', 'your order BB-20931 has left our workshop and is on its way to you with Yodel.'],
      ),
      [{ name: 'carrier', type: 'string' }],
    );
    expect(result.carrier).toBe('Yodel');
  });

  it('reads an order number without the exclamation mark that ends its sentence', async () => {
    const { result } = await extractMail(
      mail(
        ['From: Ticketfabrik <tickets@ticketfabrik.example>', 'To: marc@posteo.example', 'Subject: Deine Tickets'],
        ['Hallo Marc,', '', 'vielen Dank für deine Bestellung TK-9920417! Deine Tickets findest du im Anhang.'],
      ),
      [{ name: 'bestellnummer', type: 'string' }],
    );
    expect(result.bestellnummer).toBe('TK-9920417');
  });
});
