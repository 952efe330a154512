// Session 30's e-mail fixes (development set mails30). Real parts, no mocks: a mail body as the reader unwraps it,
// item lines read as the extractor reads them, through extractArray as the extractor calls it.
import { describe, expect, it } from '@jest/globals';
import { unwrapMailText } from '../../../src/extraction/documents/mail-unwrap.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { field, itemsOf } from './item-rows-helpers.ts';
import { extractText } from './local-provider-helpers.ts';

describe('a plain mail body its program sent as typed', () => {
  it("keeps the writer's item lines apart when other lines are longer than any wrap", () => {
    const body = [
      'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen unter der Angebotsnummer AN-2026-0318 Folgendes an:',
      '',
      '2 Stk. Edelstahl-Spültisch 1600 mm à 189,00 € = 378,00 €',
      '3 Stk. Wandhängeschrank mit Schiebetüren à 245,50 € = 736,50 €',
      '1 x Montage pauschal à 280,00 € = 280,00 €',
      '',
      'Das Angebot ist gültig bis zum 30.04.2026. Die Lieferzeit beträgt ab Auftragseingang ca. 3 Wochen.',
      'Für Rückfragen stehe ich Ihnen gern zur Verfügung.',
    ].join('\n');
    expect(unwrapMailText(body)).toBe(body);
  });

  it('still joins a paragraph whose own breaks stray a few columns past 80', () => {
    const body = [
      'hiermit bestätigen wir Ihren Werkstatttermin am Dienstag, 28.04.2026 um 07:30 Uhr',
      'für Ihr Fahrzeug mit dem Kennzeichen DO-KY 418.',
      '',
      'Laut Kostenvoranschlag rechnen wir mit ca. 380 € (inkl. MwSt.). Sollten weitere',
      'Arbeiten nötig sein, rufen wir Sie vorher an.',
    ].join('\n');
    expect(unwrapMailText(body).split('\n')[0]).toBe(
      'hiermit bestätigen wir Ihren Werkstatttermin am Dienstag, 28.04.2026 um 07:30 Uhr für Ihr Fahrzeug mit dem Kennzeichen DO-KY 418.',
    );
  });

  it('still joins a wrapped quote under a reply typed in long lines', () => {
    const body = [
      'Thanks, that works for us - please book the van for the whole day and send the invoice to our accounts team.',
      '',
      '> We can offer the van on Saturday 9 May for the whole day at a price of',
      '> GBP 180.00 including insurance, collection from our depot in Leeds from',
      '> 08:00.',
    ].join('\n');
    expect(unwrapMailText(body).split('\n').slice(2)).toEqual([
      '> We can offer the van on Saturday 9 May for the whole day at a price of GBP 180.00 including insurance, collection from our depot in Leeds from 08:00.',
    ]);
  });
});

describe("a web shop's item lines", () => {
  it('reads the count written "× 2" after the name as the quantity, the amount as the price', () => {
    const items = itemsOf(
      [
        'Order summary',
        '',
        '   Washed Linen Throw × 1\t£48.00',
        '   Sage / 130 x 170 cm',
        '   Speckled Stoneware Mug × 4\t£54.00',
        '   Oatmeal',
        '',
        'Subtotal\t£102.00',
      ],
      [field('product'), field('quantity', 'number'), field('price', 'number')],
      { name: 'items' },
    );
    expect(items).toEqual([
      { product: 'Washed Linen Throw', quantity: 1, price: 48 },
      { product: 'Speckled Stoneware Mug', quantity: 4, price: 54 },
    ]);
  });

  it('reads an abbreviated label before a code, "Art.-Nr. 40-1180", as the article number', () => {
    const items = itemsOf(
      [
        'hiermit bestellen wir:',
        '',
        'Art.-Nr. 40-1180   Sechskantschraube M10x40 verzinkt        500 Stück',
        'Art.-Nr. 40-2215   Unterlegscheibe 10,5 mm                 1000 Stück',
        '',
        'Bitte liefern Sie bis 21.05.2026.',
      ],
      [field('artikelnummer'), field('bezeichnung'), field('menge', 'number')],
      { name: 'positionen' },
    );
    expect(items).toEqual([
      { artikelnummer: '40-1180', bezeichnung: 'Sechskantschraube M10x40 verzinkt', menge: 500 },
      { artikelnummer: '40-2215', bezeichnung: 'Unterlegscheibe 10,5 mm', menge: 1000 },
    ]);
  });
});

describe('an invitation\'s "When:" line', () => {
  const body = (when: string) =>
    [
      'Subject: Confirmed: Quarterly supplier review',
      'From: Priya Raman <priya.raman@ashdown.example>',
      '',
      'Hi Colm,',
      '',
      'confirming the details below.',
      '',
      `When: ${when}`,
      'Where: Microsoft Teams Meeting',
      '',
      'Many thanks,',
      'Priya',
    ].join('\n');
  const schema = [
    { name: 'meeting_date', type: 'string', format: 'date' },
    { name: 'start_time', type: 'string' },
    { name: 'end_time', type: 'string' },
  ] as const;

  it('gives the start and the end of the span after the day, whatever time zone follows', async () => {
    const response = await extractText(
      body('Tuesday, 14 April 2026 10:30-11:30 (UTC+00:00) Dublin, Edinburgh, Lisbon, London.'),
      [...schema],
    );
    expect(response.result).toMatchObject({ meeting_date: '2026-04-14', start_time: '10:30', end_time: '11:30' });
  });

  it('keeps the day of a date field named for a time ("tatzeit")', async () => {
    const text = ['Bußgeldbescheid', '', 'Tatzeit: 11.02.2026', 'Tatort: Hannover, Vahrenwalder Straße'].join('\n');
    const response = await extractText(text, [{ name: 'tatzeit', type: 'string', format: 'date' }]);
    expect(response.result).toMatchObject({ tatzeit: '2026-02-11' });
  });

  it('gives no time where it holds only a day', async () => {
    const response = await extractText(body('Friday, 22 May 2026'), [...schema]);
    expect(response.result).toMatchObject({ meeting_date: '2026-05-22' });
    expect(response.result).not.toHaveProperty('start_time');
    expect(response.result).not.toHaveProperty('end_time');
  });
});

describe("a forwarded message's own sender and day", () => {
  it('reads "urspruenglicher_absender" and "urspruengliches_datum" from the forwarded header block', async () => {
    const text = [
      'Subject: Fwd: Ihre Rechnung EK-26-1093',
      'From: Tobias Brandt <tobias.brandt@gmail.example>',
      'Date: Tue, 12 May 2026 08:17:45 +0200',
      '',
      'Zur Info und bitte überweisen.',
      '',
      '---------- Forwarded message ---------',
      'Von: Elektro Kaiser <rechnung@elektro-kaiser.example>',
      'Date: Mo., 11. Mai 2026 um 15:40 Uhr',
      'Subject: Ihre Rechnung EK-26-1093',
      'To: <tobias.brandt@gmail.example>',
      '',
      'Sehr geehrter Herr Brandt,',
      '',
      'der Rechnungsbetrag von 742,35 € ist bis zum 25.05.2026 ohne Abzug fällig.',
      '',
      'Mit freundlichen Grüßen',
      'Elektro Kaiser',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'urspruenglicher_absender', type: 'string' },
      { name: 'urspruengliches_datum', type: 'string', format: 'date' },
      { name: 'faellig_am', type: 'string', format: 'date' },
      { name: 'weitergeleitet_von', type: 'string' },
    ]);
    expect(response.result).toMatchObject({
      urspruenglicher_absender: 'Elektro Kaiser',
      urspruengliches_datum: '2026-05-11',
      faellig_am: '2026-05-25',
      weitergeleitet_von: 'Tobias Brandt',
    });
  });
});

describe("a carrier's notice whose labels stand over their values", () => {
  it('takes the recipient from the block under "Delivering to", its first line', async () => {
    const text = [
      'Subject: Your parcel from Northgate Office Supplies is on its way',
      'From: Parcelway Tracking <tracking@parcelway.example>',
      '',
      'Tracking number',
      '',
      'PW4471 0938 2251',
      '',
      'Delivering to',
      '',
      'Harlow & Finch Architects',
      '3rd Floor, 22 Clerkenwell Close',
      'London EC1R 0AA',
      '',
      'Service',
      '',
      'Next Day Before 12',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'tracking_number', type: 'string' },
      { name: 'recipient', type: 'string' },
    ]);
    expect(response.result).toMatchObject({
      tracking_number: 'PW4471 0938 2251',
      recipient: 'Harlow & Finch Architects',
    });
  });
});

describe('hostile input to the new readings', () => {
  it(
    'reads a span after a date and 200,000 blanks in time (clock-values.ts SPAN_AFTER_DATE)',
    async () => {
      const value = await guardedReader(
        'providers/local/clock-values.ts',
        'clockValue',
        `14 April 2026${' '.repeat(200_000)}10:30-11:30`,
        '',
        true,
        true,
      );
      expect(value === null || typeof value === 'string').toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'parts a cell of seventy " x 1" in time (row-pieces.ts TRAILING_COUNT; longer rows are no rows)',
    async () => {
      const text = `Mug${' x 1'.repeat(70)}`;
      const pieces = await guardedReader('providers/local/row-pieces.ts', 'rowPieces', text, [text], new Set(), false);
      expect(Array.isArray(pieces)).toBe(true);
    },
    GUARDED_TEST_MS,
  );

  it(
    'unwraps a body of 20,000 long lines in time (mail-unwrap.ts unwrappedLevels)',
    async () => {
      const line = `${'word '.repeat(30)}end`;
      const body = Array.from({ length: 20_000 }, (_, index) => (index % 3 === 2 ? '' : line)).join('\n');
      const text = (await guardedReader('documents/mail-unwrap.ts', 'unwrapMailText', body)) as string;
      expect(text.length).toBeGreaterThan(0);
    },
    GUARDED_TEST_MS,
  );
});
