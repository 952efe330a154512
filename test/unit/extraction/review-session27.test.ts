// Review of session 26's new code (branch review27): inputs its authors did not write. A price per pupil or a count of
// participants taken for a person who holds no bare figure, a calculation's or a tax line's currency code that
// money-patterns.ts knows but a hand-typed list did not, an invoice's subtotal read as the tax after its rate, a
// heading over a sentence about a role read as the person in it, a mail's `from` read as the start of a delivery
// window, and the eval's OCR cache key that left out the reader a PNG and a scan go through.
import { describe, expect, it } from '@jest/globals';
import { readerSourceFiles } from '../../../bench/extraction/read-cached.ts';
import { amountAfterCalculation } from '../../../src/extraction/providers/local/calculated-amounts.ts';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractMail, extractText } from './local-provider-helpers.ts';

/** A plain-text mail with the given header lines, as a mail program sends it (CRLF line ends). */
const mail = (headers: string[], body: string[]) =>
  [...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=UTF-8', '', ...body, ''].join('\r\n');

describe('a figure about the people a document serves', () => {
  // implausible-values.ts SERVED_PERSON (session 26) left out any bare figure of a field whose last word is a served
  // person, so the price per pupil and the number of pupils, which are figures, went missing.
  it('keeps the price per pupil and the number of pupils (their last word names the pupils, not one pupil)', async () => {
    const text = [
      'Klassenfahrt nach Berlin',
      '',
      'Schule: Gymnasium am Park',
      'Anzahl Schüler: 24',
      'Reisepreis pro Schüler: 365,00 €',
      'Betreuer: Herr Lang',
    ].join('\n');
    const schema: TOutputSchema = [
      { name: 'anzahl_schueler', type: 'string' },
      { name: 'reisepreis_pro_schueler', type: 'string' },
      { name: 'betreuer', type: 'string' },
    ];

    const response = await extractText(text, schema);

    expect(response.result).toEqual({
      anzahl_schueler: '24',
      reisepreis_pro_schueler: '365,00 €',
      betreuer: 'Herr Lang',
    });
  });

  it('still leaves out a bare figure for the person (a passenger is nobody’s number)', async () => {
    const text = ['Coach hire', '', 'Passenger: 4471', 'Booked by: Maria Costa'].join('\n');
    const schema: TOutputSchema = [{ name: 'passenger', type: 'string' }];

    const response = await extractText(text, schema);

    expect(response.result).toEqual({});
  });
});

describe('currency codes in calculations and tax lines (money-patterns.ts’ codes, not a hand-typed list)', () => {
  const cell = (text: string): TLine => ({
    fileName: 'a.txt',
    page: 1,
    text,
    cells: [{ start: 0, end: text.length, tokens: [] }],
  });
  const amount = (text: string, words: string[]) =>
    amountAfterCalculation({ text, line: cell(text), quoteStart: 0, quoteEnd: text.length }, words).text;

  it('reads the result of a calculation whose rate or result is in AUD, CAD or GBP after a bracket', () => {
    expect(amount('188.5 kg x CAD 0.50 = CAD 94.25', ['surcharge', 'amount'])).toBe('CAD 94.25');
    expect(amount('(11.4 hrs @ £60.00)  684.00 GBP', ['labour', 'cost'])).toBe('684.00 GBP');
  });

  it('takes the money closing a line whose rate has an AUD code, not the kilos before it', async () => {
    const text = ['Freight invoice FR-2291', '', 'Fuel surcharge   188.5 kg x AUD 0.50   AUD 94.25'].join('\n');
    const schema: TOutputSchema = [{ name: 'fuel_surcharge', type: 'number' }];

    const response = await extractText(text, schema);

    expect(response.result).toEqual({ fuel_surcharge: 94.25 });
  });

  it('reads a tax line’s duty after its rate when the base and the duty carry a code after them', async () => {
    // rated-rows.ts BASE_CELL knew EUR, GBP, USD and CHF after a base, total-row.ts NUMERIC_CELL the same four.
    const text = [
      'Customs entry  E-2026-5531',
      '',
      'Import duty | 125,000 JPY | 5 % | 6,250 JPY',
      'Import VAT | 131,250 JPY | 10 % | 13,125 JPY',
    ].join('\n');
    const schema: TOutputSchema = [
      { name: 'import_duty', type: 'number' },
      { name: 'import_vat', type: 'number' },
    ];

    const response = await extractText(text, schema);

    expect(response.result).toEqual({ import_duty: 6250, import_vat: 13125 });
  });
});

describe('an invoice’s net sum on a line with its tax rate and tax', () => {
  // rated-rows.ts (session 26) gave any label before "base | rate | amount" the amount: a summary line's subtotal or
  // net sum, which names the base itself, was read as the tax after the rate.
  it('keeps the subtotal and the net sum, not the tax after the rate', async () => {
    const english = [
      'Invoice 2026-118',
      '',
      'Subtotal   1,000.00   20%   200.00',
      'Total VAT   1,000.00   20%   200.00',
      'Total   1,200.00',
    ].join('\n');
    const german = [
      'Rechnung Nr. 2026-118',
      '',
      'Nettobetrag   1.000,00 €   19 %   190,00 €',
      'Gesamtbetrag   1.190,00 €',
    ].join('\n');

    const fromEnglish = await extractText(english, [
      { name: 'subtotal', type: 'number' },
      { name: 'total_vat', type: 'number' },
      { name: 'total', type: 'number' },
    ]);
    const fromGerman = await extractText(german, [
      { name: 'nettobetrag', type: 'number' },
      { name: 'gesamtbetrag', type: 'number' },
    ]);

    // "Total VAT" names the tax: its figure is still the one after the rate.
    expect(fromEnglish.result).toEqual({ subtotal: 1000, total_vat: 200, total: 1200 });
    expect(fromGerman.result).toEqual({ nettobetrag: 1000, gesamtbetrag: 1190 });
  });
});

describe('a heading over a sentence that names a role', () => {
  // role-beside-name.ts (session 26) took any two capitalised words over a line holding the role's word for the person
  // in that role: a heading over a sentence ("Ihre Fragen" / "Vorsitzender ist gern für Sie da") came before the
  // signature's name over its role.
  it('reads the signature’s chair, not the heading over a sentence about the chair', async () => {
    const text = [
      'Sportverein Blau-Weiß Kassel e.V.',
      '',
      'Einladung zur Jahreshauptversammlung am 24. April 2026',
      '',
      'Ihre Fragen',
      'Vorsitzender ist gern für Sie da',
      '',
      'Mit freundlichen Grüßen',
      'Herbert Neumeier',
      '1. Vorsitzender',
    ].join('\n');

    const response = await extractText(text, [{ name: 'vorsitzender', type: 'string' }]);

    expect(response.result).toEqual({ vorsitzender: 'Herbert Neumeier' });
  });

  it('takes no heading for the contact or the chair ("Need Help" / "Contact us any time on weekdays")', async () => {
    const letter = ['Dear Ms Patel,', '', 'Need Help', 'Contact us any time on weekdays', '', 'Kind regards'].join(
      '\n',
    );
    const minutes = ['Minutes', '', 'Useful Links', 'Chair the next meeting on your own'].join('\n');

    const contact = await extractText(letter, [{ name: 'contact', type: 'string' }]);
    const chair = await extractText(minutes, [{ name: 'chair', type: 'string' }]);

    expect(contact.result).not.toMatchObject({ contact: 'Need Help' });
    expect(chair.result).not.toMatchObject({ chair: 'Useful Links' });
  });
});

describe('a mail’s `from` beside a time window in its body', () => {
  // sentence-times.ts timeWindow (session 26) read a window for any field named by one word of a range's start or
  // end, so a mail's `from` (its RANGE_START word) was the window's first time.
  const raw = mail(
    [
      'From: Stadtwerke Kiel <service@stadtwerke-kiel.example>',
      'To: Jana Peters <jana@example.com>',
      'Subject: Ihr Zählerwechsel am 14.07.2026',
      'Date: Thu, 2 Jul 2026 09:12:00 +0200',
    ],
    [
      'Sehr geehrte Frau Peters,',
      '',
      'am 14.07.2026 tauschen wir Ihren Stromzähler. Unser Monteur kommt zwischen 8:00 und 14:00 Uhr.',
      '',
      'Mit freundlichen Grüßen',
      'Ihre Stadtwerke Kiel',
    ],
  );

  it('is no clock ("08:00"): a preposition alone names no end of a window', async () => {
    const { response } = await extractMail(raw, [
      { name: 'from', type: 'string' },
      { name: 'von', type: 'string' },
    ]);

    expect(response.result).not.toMatchObject({ from: '08:00' });
    expect(response.result).not.toMatchObject({ von: '08:00' });
  });

  it('still gives `beginn` and `ende` the window’s two times', async () => {
    const { response } = await extractMail(raw, [
      { name: 'beginn', type: 'string' },
      { name: 'ende', type: 'string' },
    ]);

    expect(response.result).toEqual({ beginn: '08:00', ende: '14:00' });
  });
});

describe('the eval’s OCR cache key', () => {
  // bench/extraction/read-cached.ts keyed PNGs and scans by the OCR folder, read-pdf.ts and read-with-ocr.ts, but a
  // PNG and a scan reach them through read-document.ts, which also drops invisible characters from every page: a
  // change there served text an older reader produced.
  it('covers read-document.ts and the invisible characters it drops from each page', () => {
    const files = readerSourceFiles().map((file) => file.replace(/\\/g, '/'));

    expect(files.some((file) => file.endsWith('src/extraction/documents/read-document.ts'))).toBe(true);
    expect(files.some((file) => file.endsWith('src/extraction/documents/invisible-characters.ts'))).toBe(true);
  });
});
