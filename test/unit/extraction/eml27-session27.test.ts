// E-mails (session 27, branch eml27): a mail kept as another file (printed to PDF, saved as text, scanned) has the
// header block the mail reader writes, so its sender is the From line's display name and the line a print puts over
// the block (the mailbox owner's name) is no letterhead; a seller's confirmation of "Ihre Bestellung" is no purchase
// order (the supplier is its writer, not the saluted buyer).
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { extractText, textDocument } from './local-provider-helpers.ts';

const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('a mail printed or saved as a file', () => {
  it('takes the sender of a mail saved as text from its German "Von:" line', async () => {
    const text = [
      'Betreff: Ihre Vertragsverlängerung',
      'Von: Nordwind Energie <vertrag@nordwind-energie.example>',
      'Datum: 02.06.2026, 14:05',
      'An: s.petersen@mailbox.example',
      '',
      'Hallo Frau Petersen,',
      '',
      'Ihr Vertrag 8812-440 verlängert sich zum 01.09.2026 um zwölf Monate.',
      '',
      'Freundliche Grüße',
      'Ihr Kundenservice',
    ].join('\n');
    const response = await extractText(text, texts('versorger', 'vertragsnummer'));
    expect(response.result).toMatchObject({ versorger: 'Nordwind Energie' });
  });

  it("takes the printed mail's sender, not the owner's name a print puts over the block", async () => {
    const text = [
      'Dorothy Ames',
      '',
      'From:    Lakeside Vets <appointments@lakesidevets.example>',
      'Sent:    3 June 2026 09:41',
      'To:      dorothy.ames@outlook.example',
      'Subject: Reminder: booster vaccination for Pepper',
      '',
      'Dear Mrs Ames,',
      '',
      "Pepper's annual booster is due. Please book an appointment before 30 June 2026.",
      '',
      'Lakeside Vets',
    ].join('\n');
    const response = await extractText(text, texts('practice'));
    expect(response.result).toMatchObject({ practice: 'Lakeside Vets' });
  });

  it('reads a memo\'s "From:"/"To:" lines without a mailbox as no mail header', () => {
    const text = [
      'From: Facilities',
      'To: All staff',
      'Subject: Car park closure',
      '',
      'The car park is closed on 14 June 2026.',
    ].join('\n');
    const lines = documentLines([textDocument(text)]);
    expect(lines.some((line) => line.header)).toBe(false);
  });

  it("marks a printed block with a mailbox as header lines, the print's name over it too", () => {
    const text = [
      'Dorothy Ames',
      'From: Lakeside Vets <a@lakesidevets.example>',
      'Sent: 3 June 2026',
      '',
      'Body.',
    ].join('\n');
    const lines = documentLines([textDocument(text)]);
    expect(lines.map((line) => line.header === true)).toEqual([true, true, true, false, false]);
  });
});

describe("a seller's confirmation of the reader's order", () => {
  it('gives the supplier as the confirming sender, not the saluted buyer', async () => {
    const text = [
      'Von: Baustoffe Lindner <info@baustoffe-lindner.example>',
      'Gesendet: Dienstag, 9. Juni 2026 10:12',
      'Betreff: Ihre Bestellung 44-1902',
      '',
      'Sehr geehrte Frau Otto,',
      '',
      'wir bestätigen Ihre Bestellung und liefern am 16.06.2026.',
      '',
      'Mit freundlichen Grüßen',
      'Baustoffe Lindner',
    ].join('\n');
    const response = await extractText(text, texts('lieferant'));
    expect(response.result).toMatchObject({ lieferant: 'Baustoffe Lindner' });
  });
});

describe('a field of a changed figure', () => {
  it('reads "Now:" for `new_date` and its clock for `new_start_time`, not the "Was:" line', async () => {
    const text = [
      'Hi Jordan,',
      '',
      'Your class has moved.',
      '',
      'Was: Tuesday 2 June 2026, 18:30',
      'Now: Thursday 4 June 2026, starting 19:15',
      '',
      'See you there!',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'new_date', type: 'string', format: 'date' },
      { name: 'new_start_time', type: 'string' },
    ]);
    expect(response.result).toMatchObject({
      new_date: '2026-06-04',
      new_start_time: '19:15',
    });
  });
});

const mail = (from: string, subject: string, body: string[]) =>
  textDocument(
    [
      `From: ${from}`,
      'To: someone@example.org',
      `Subject: ${subject}`,
      'Date: Tue, 2 Jun 2026 09:00:00 +0100',
      '',
      ...body,
    ].join('\n'),
    'message/rfc822',
  );

describe('a field of a changed figure beside a timetable figure', () => {
  it('reads `new_departure` from "New estimated departure", not from "Scheduled departure"', async () => {
    const document = mail('Skyline Air <updates@skylineair.example>', 'Your flight SK 412 is delayed', [
      'Dear Ms Novak,',
      '',
      'Flight: SK 412 Bristol to Faro',
      'Scheduled departure: 09:20',
      'New estimated departure: 11:05',
      '',
      'Skyline Air',
    ]);
    const response = await extractText(document, texts('new_departure'));
    expect(response.result).toMatchObject({ new_departure: '11:05' });
  });
});

describe("the writer's position and role in a signature", () => {
  it("leaves a letter's bare `position` to the letter, not to the signer's title", async () => {
    const text = [
      'Stadtwerke Talheim',
      '',
      'Sehr geehrter Herr Brandt,',
      '',
      'wir bestätigen Ihre Einstellung als Elektroniker für Betriebstechnik zum 1. August 2026.',
      '',
      'Mit freundlichen Grüßen',
      'Karin Vogt',
      'Leiterin Personal',
    ].join('\n');
    const response = await extractText(text, texts('position'));
    expect(response.result).not.toMatchObject({ position: 'Leiterin Personal' });
  });

  it('reads `position` from the line under the signer, above the firm', async () => {
    const document = mail('Rhys Morgan <rhys@caerleonbuild.example>', 'Site visit', [
      'Hello Mr Lloyd,',
      '',
      'I can visit the site on Friday to measure up for the extension.',
      '',
      'Regards,',
      'Rhys Morgan',
      'Site Manager',
      'Caerleon Build Ltd',
      'Tel 01633 410 228',
    ]);
    const response = await extractText(document, texts('position', 'contact_person'));
    expect(response.result).toMatchObject({ position: 'Site Manager', contact_person: 'Rhys Morgan' });
  });

  it('reads `ansprechpartner_funktion` as the position under "i. A.", not the signer\'s name', async () => {
    const document = mail('Petra Lange <p.lange@spedition-kranz.example>', 'Abholung', [
      'Guten Tag,',
      '',
      'die Abholung erfolgt am Mittwoch zwischen 8 und 12 Uhr.',
      '',
      'Mit freundlichen Grüßen',
      'i. A. Petra Lange',
      'Teamleiterin Disposition',
      'Spedition Kranz GmbH',
    ]);
    const response = await extractText(document, texts('ansprechpartner_funktion'));
    expect(response.result).toMatchObject({ ansprechpartner_funktion: 'Teamleiterin Disposition' });
  });

  it("reads an invitation's `organizer` from its signature", async () => {
    const document = mail('Nadia Khan <n.khan@riverside-school.example>', 'Parents evening', [
      'Dear parents,',
      '',
      'Our parents evening takes place on Wednesday 17 June 2026 from 17:00 in the main hall.',
      '',
      'Best wishes,',
      'Nadia Khan',
      'Head of Year 9',
    ]);
    const response = await extractText(document, texts('organizer'));
    expect(response.result).toMatchObject({ organizer: 'Nadia Khan' });
  });
});

describe("a mail's one sum for the amount taken", () => {
  it('reads `amount_debited` from "we have debited £12.99 from your account"', async () => {
    const document = mail('Streamly <billing@streamly.example>', 'Payment confirmation', [
      'Hi Chris,',
      '',
      'On 1 June 2026 we have debited £12.99 from your account for your Plus plan.',
      '',
      'The Streamly team',
    ]);
    const response = await extractText(document, [{ name: 'amount_debited', type: 'number' }]);
    expect(response.result).toMatchObject({ amount_debited: 12.99 });
  });

  it('reads `betrag_abgebucht` from "haben wir 59,00 € von Ihrem Konto abgebucht"', async () => {
    const document = mail('Sportverein Eiche <kasse@sv-eiche.example>', 'Mitgliedsbeitrag', [
      'Hallo Frau Roth,',
      '',
      'für das zweite Halbjahr haben wir heute 59,00 € von Ihrem Konto abgebucht.',
      '',
      'Sportliche Grüße',
      'Ihre Kassenwartin',
    ]);
    const response = await extractText(document, [{ name: 'betrag_abgebucht', type: 'number' }]);
    expect(response.result).toMatchObject({ betrag_abgebucht: 59 });
  });
});

describe("hostile input to the printed mail's block (printed-mail.ts)", () => {
  it(
    'reads lines of 100,000 blanks and of a 100,000-character word without an address in linear time',
    async () => {
      const line = (text: string) => ({ fileName: 'mail.txt', page: 1, text, cells: [] });
      const lines = [
        line(`${' '.repeat(100_000)}x`),
        line(`From:${' '.repeat(100_000)}x`),
        line(`Sent:${'a@'.repeat(50_000)}`),
        line(`To: ${'a'.repeat(100_000)}@`),
      ];
      expect(await guardedReader('providers/local/printed-mail.ts', 'markPrintedMail', lines)).toBe(false);
    },
    GUARDED_TEST_MS,
  );

  it(
    "reads no position from a line of 100,000 separators under a letter's signer (signature-position.ts PARTS)",
    async () => {
      const line = (text: string) => ({
        fileName: 'letter.txt',
        page: 1,
        text,
        cells: [{ start: 0, end: 1, tokens: [] }],
      });
      const lines = [line('Yours sincerely,'), line('Anna Berg'), line(`${' - , ·'.repeat(20_000)}x`)];
      expect(
        await guardedReader('providers/local/signature-position.ts', 'writerPosition', lines, ['position']),
      ).toBeNull();
    },
    GUARDED_TEST_MS,
  );

  it(
    "reads no clock after a date, a word and 200,000 blanks (clock-values.ts CLOCK_AT_END's word before the clock)",
    async () => {
      const value = await guardedReader(
        'providers/local/clock-values.ts',
        'clockValue',
        `4 June 2026, departing${' '.repeat(200_000)}x`,
      );
      expect((value as string).endsWith('x')).toBe(true);
    },
    GUARDED_TEST_MS,
  );
});
