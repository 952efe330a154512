// Session 30's fixes for documents that arrive as photos and scans (development set photos30). The inputs are the
// lines as OCR returns them (cells apart by runs of blanks), so the text-level rules are tested without OCR.
import { describe, expect, it } from '@jest/globals';
import { parseNumber } from '../../../src/extraction/providers/local/parse-number.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);

describe('a clock time is no amount', () => {
  it('reads no number of hours from "22:17" and reads on past it', () => {
    expect(parseNumber('22:17')).toBeNull();
    expect(parseNumber('30.03.26                      22:17')).toBeNull();
    expect(parseNumber('08:15 Uhr  EUR 12,50')).toBe(12.5);
    // Durations, ratios of one digit after the colon, and amounts stay as they were.
    expect(parseNumber('1.234,50 €')).toBe(1234.5);
    expect(parseNumber('EUR 200,00')).toBe(200);
  });

  it('takes the amount of a cash machine\'s slip, not the hour under its heading "AUSZAHLUNG"', async () => {
    const text = [
      'Volksbank Mittelhessen eG',
      'Geldautomat GAA 0471 - Bahnhofstraße, Gießen',
      '',
      'AUSZAHLUNG',
      '30.03.26                      22:17',
      'Trace-Nr.                     018812',
      '',
      'Betrag                        EUR 200,00',
      'Entgelt Fremdkunde            EUR 3,95',
    ].join('\n');
    const response = await extractText(text, numbers('auszahlungsbetrag'));
    expect(response.result).toMatchObject({ auszahlungsbetrag: 200 });
  });
});

describe('the line that sums the parts of a field', () => {
  const slip = [
    'Northgate Bank                 bank giro credit',
    '',
    'Date 06/04/2026',
    'Sort code                      30-94-57',
    'Account number                 01188420',
    'Account name                   Hollins & Pryce Bakery',
    '',
    '£50 notes                      400.00',
    '£20 notes                      760.00',
    'Total notes                    1,340.00',
    'Coins                          86.40',
    'TOTAL £                        1,838.90',
  ].join('\n');

  it('reads "Total notes" for `notes`, not the first denomination', async () => {
    const response = await extractText(slip, numbers('notes'));
    expect(response.result).toMatchObject({ notes: 1340 });
  });

  it('reads a pair of a block of pairs beside its label, not as a heading over the next line', async () => {
    const response = await extractText(slip, strings('account_name'));
    expect(response.result).toMatchObject({ account_name: 'Hollins & Pryce Bakery' });
  });

  it('still reads a price per thing from its own line, not from a total of prices', async () => {
    const text = ['Price per ticket       12.00', 'Total price            36.00'].join('\n');
    const response = await extractText(text, numbers('price'));
    expect(response.result).toMatchObject({ price: 12 });
  });
});

describe("a receipt's issuer under its printed kind", () => {
  it('takes "Taxi Reinhold GmbH" under "QUITTUNG" for `unternehmen`', async () => {
    const text = [
      'QUITTUNG',
      'Taxi Reinhold GmbH',
      'Venloer Str. 211, 50823 Köln',
      'Konzession Nr.: 0417',
      '',
      'Datum: 03.06.2026',
      'Fahrpreis                     41,80 EUR',
    ].join('\n');
    const response = await extractText(text, strings('unternehmen'));
    expect(response.result).toMatchObject({ unternehmen: 'Taxi Reinhold GmbH' });
  });

  it("names a charging station's operator and a museum atop their slips by the field's word", async () => {
    const receipt = ['Stadtwerke Ulm/Neu-Ulm Netze', 'Ladestation Parkhaus Deutschhaus', '', 'Gesamt      19,45 €'];
    const ticket = ['Landesmuseum für Technik und Arbeit', 'Museumsstraße 1 - 68165 Mannheim', '', 'EINTRITTSKARTE'];
    const operator = await extractText(receipt.join('\n'), strings('betreiber'));
    const museum = await extractText(ticket.join('\n'), strings('museum'));
    expect(operator.result).toMatchObject({ betreiber: 'Stadtwerke Ulm/Neu-Ulm Netze' });
    expect(museum.result).toMatchObject({ museum: 'Landesmuseum für Technik und Arbeit' });
  });
});

describe('a price without a label', () => {
  it('reads a shelf label\'s price standing alone and its base price written as "1kg=19,16 €"', async () => {
    const text = [
      'Allgäuer Hofmolkerei',
      'Bio Bergkäse am Stück',
      '250g',
      '',
      '4,79',
      '',
      '1kg=19,16 €',
      'Art.-Nr. 318044               4008110318044',
    ].join('\n');
    const response = await extractText(text, numbers('preis', 'grundpreis_pro_kg'));
    expect(response.result).toMatchObject({ preis: 4.79, grundpreis_pro_kg: 19.16 });
  });

  it('reads no lone amount when two lines hold one each', async () => {
    const text = ['Eintrittskarte', '', '6,50 €', '', '3,00 €', 'Nr. 7701'].join('\n');
    const response = await extractText(text, numbers('preis'));
    expect((response.result as Record<string, unknown>).preis ?? null).toBeNull();
  });
});

describe("a party's address part under its label on a parcel label", () => {
  const label = [
    'ParcelWing                    Next Day 12:00',
    '',
    'FROM:',
    'Oakridge Home Supplies Ltd',
    'Unit 4, Canal Works',
    'Leeds LS11 5QR',
    '',
    'TO:',
    'Fiona McAllister',
    '17/2 Couper Street',
    'Edinburgh',
    'EH6 7QZ',
  ].join('\n');

  it('reads the post town and postcode of the block under "TO:", not the name or the sender\'s', async () => {
    const response = await extractText(label, strings('recipient_postcode', 'recipient_city', 'sender_city'));
    expect(response.result).toMatchObject({
      recipient_postcode: 'EH6 7QZ',
      recipient_city: 'Edinburgh',
      sender_city: 'Leeds',
    });
  });

  it('keeps the line under a label of the part itself', async () => {
    const response = await extractText(
      ['City', 'Edinburgh', '', 'Postcode', 'EH6 7QZ'].join('\n'),
      strings('city', 'postcode'),
    );
    expect(response.result).toMatchObject({ city: 'Edinburgh', postcode: 'EH6 7QZ' });
  });
});

describe('a span of clock times before a remark', () => {
  it('reads "7:00 - 10:30" of "Breakfast 7:00 - 10:30, Ground Floor" and a single time before its clause as before', async () => {
    const text = ['Harbourview Hotel Galway', '', 'Breakfast 7:00 - 10:30, Ground Floor', 'Check-out by 11:00'].join(
      '\n',
    );
    const response = await extractText(text, strings('breakfast_time'));
    expect(response.result).toMatchObject({ breakfast_time: '7:00 - 10:30' });
    const single = await extractText('Departs 06:45, arrives 09:40', strings('departure_time'));
    expect(single.result).toMatchObject({ departure_time: '06:45' });
  });
});

describe("a headerless table's one text column when a code field leads the schema (lead, session 30)", () => {
  const schema: TOutputSchema = [
    {
      name: 'lines',
      type: 'array',
      items: {
        type: 'object',
        properties: [
          { name: 'sku', type: 'string' },
          { name: 'description', type: 'string' },
          { name: 'amount', type: 'number' },
        ],
      },
    },
  ];

  it('leaves a column of bare codes to the code field (photos30 gave it to the description)', async () => {
    const text = ['Pick list 4471', '', 'HX-2210         4.50', 'HX-2214         7.25', 'KB-0093        12.00'].join(
      '\n',
    );
    const response = await extractText(text, schema);
    expect((response.result as Record<string, unknown>).lines).toEqual([
      { sku: 'HX-2210', amount: 4.5 },
      { sku: 'HX-2214', amount: 7.25 },
      { sku: 'KB-0093', amount: 12 },
    ]);
  });

  it('parts "PZN 01016390 Ibuprofen" rows and gives a row without a code its text', async () => {
    const text = [
      'Löwen-Apotheke am Markt',
      '',
      'PZN 01016390 Ibuprofen 400 mg 20 St   3,95',
      'PZN 11081076 Nasenspray 0,1% 10 ml   4,49',
      'Tragetasche Papier                    0,20',
    ].join('\n');
    const response = await extractText(text, schema);
    expect((response.result as Record<string, unknown>).lines).toEqual([
      { sku: '01016390', description: 'Ibuprofen 400 mg 20 St', amount: 3.95 },
      { sku: '11081076', description: 'Nasenspray 0,1% 10 ml', amount: 4.49 },
      { description: 'Tragetasche Papier', amount: 0.2 },
    ]);
  });
});

describe("a pharmacy receipt's article codes and the parts of an item", () => {
  it('moves "PZN 01016390" out of the text into `pzn` and drops the "davon" line of the item above', async () => {
    const text = [
      'Löwen-Apotheke am Markt',
      'Tel. 0551 48110',
      '',
      'PZN 01016390 Ibuprofen 400 mg 20 St   3,95',
      'PZN 11081076 Nasenspray 0,1% 10 ml   4,49',
      'PZN 03110110 Rezept Amoxicillin 1000  5,00',
      ' davon gesetzl. Zuzahlung             5,00',
      '',
      'Summe EUR                      13,44',
    ].join('\n');
    const schema: TOutputSchema = [
      {
        name: 'artikel',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'pzn', type: 'string' },
            { name: 'bezeichnung', type: 'string' },
            { name: 'betrag', type: 'number' },
          ],
        },
      },
    ];
    const response = await extractText(text, schema);
    expect((response.result as Record<string, unknown>).artikel).toEqual([
      { pzn: '01016390', bezeichnung: 'Ibuprofen 400 mg 20 St', betrag: 3.95 },
      { pzn: '11081076', bezeichnung: 'Nasenspray 0,1% 10 ml', betrag: 4.49 },
      { pzn: '03110110', bezeichnung: 'Rezept Amoxicillin 1000', betrag: 5 },
    ]);
  });
});
