// Lead's review (session 24): word lists written once, read alike by every reader that uses them.
import { describe, expect, it } from '@jest/globals';
import { repairedGlyphs } from '../../../src/extraction/providers/local/ocr-glyphs.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText, itemsField } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('the parts of a name, one list for forms, tables and greetings', () => {
  it('reads a form whose name labels stand side by side over their values', async () => {
    const text = [
      'Anmeldung Jugendfreizeit 2026',
      '',
      'Rufname\tZuname',
      'Katharina\tBrenner',
      '',
      'Geburtsdatum\t12.03.2011',
    ].join('\n');
    const response = await extractText(text, strings('vorname', 'nachname'));
    expect(response.result).toMatchObject({ vorname: 'Katharina', nachname: 'Brenner' });
  });

  it('gives a surname field written as one word the surname a greeting names', async () => {
    const text = [
      'Praxis Dr. med. Ulrike Sommer · Lindenallee 4 · 50968 Köln',
      '',
      'Köln, 14.04.2026',
      '',
      'Sehr geehrter Herr Okafor,',
      'Ihr Befund liegt vor. Bitte vereinbaren Sie einen Termin zur Besprechung.',
      '',
      'Mit freundlichen Grüßen',
      'Praxis Dr. Sommer',
    ].join('\n');
    const response = await extractText(text, strings('patient_lastname'));
    expect(response.result).toMatchObject({ patient_lastname: 'Okafor' });
  });

  it('joins a table’s given-name and family-name columns for a whole name', async () => {
    const text = [
      'Teilnehmerliste Sommerkurs',
      '',
      'Nr.\tZuname\tRufname\tKurs\tGebühr',
      '1\tBrenner\tKatharina\tTöpfern\t45,00',
      '2\tOsei\tKwame\tMalen\t38,00',
      '3\tLindqvist\tMaja\tTöpfern\t45,00',
    ].join('\n');
    const schema = [
      itemsField(
        [
          ['name', 'string'],
          ['kurs', 'string'],
        ],
        'teilnehmer',
      ),
    ];
    const response = await extractText(text, schema);
    const rows = ((response.result as { teilnehmer?: unknown[] }).teilnehmer ?? []) as { name?: string }[];
    expect(rows.map((row) => row.name)).toEqual(['Katharina Brenner', 'Kwame Osei', 'Maja Lindqvist']);
  });
});

describe('the words that make a field a place, one list', () => {
  it('gives a stop’s field the place, not the date written after it', async () => {
    const text = [
      'Transfer voucher TV-55102',
      'Passenger: Ines Walcott',
      'Pick-up stop: Hotel Miramar, 03/08/2026 11:00',
      'Drop-off: Malaga Airport (AGP)',
    ].join('\n');
    const response = await extractText(text, strings('pickup_stop'));
    expect(response.result).toMatchObject({ pickup_stop: 'Hotel Miramar' });
  });
});

describe('an account’s side words, one list for both readers of debit and credit columns', () => {
  it('reads "Auszahlung | Einzahlung" of a cash book into one amount, payouts negative', async () => {
    const text = [
      'Kassenbuch Vereinskasse März 2026',
      '',
      'Datum\tVorgang\tAuszahlung\tEinzahlung',
      '02.03.2026\tPapier und Porto\t18,40\t',
      '04.03.2026\tMitgliedsbeiträge\t\t240,00',
      '11.03.2026\tHallenmiete\t95,00\t',
      '',
      'Kassenbestand 31.03.2026: 512,60',
    ].join('\n');
    const schema = [
      itemsField(
        [
          ['datum', 'date'],
          ['vorgang', 'string'],
          ['betrag', 'number'],
        ],
        'buchungen',
      ),
    ];
    const response = await extractText(text, schema);
    const rows = ((response.result as { buchungen?: unknown[] }).buchungen ?? []) as { betrag?: number }[];
    expect(rows.map((row) => row.betrag)).toEqual([-18.4, 240, -95]);
  });
});

describe('a table whose cells are apart by tabs, as a spreadsheet pasted into a text file', () => {
  it('puts a row’s cells under their header when a cell between them is empty', async () => {
    const text = [
      'Rechnung 2026-0412',
      '',
      'Pos\tArtikel\tMenge\tRabatt\tBetrag',
      '1\tAkku-Bohrschrauber 18 V\t2\t\t378,00',
      '2\tBit-Set 32-tlg.\t5\t10 %\t67,05',
      '3\tSchutzbrille\t\t\t8,90',
    ].join('\n');
    const schema = [
      itemsField(
        [
          ['artikel', 'string'],
          ['menge', 'number'],
          ['betrag', 'number'],
        ],
        'positionen',
      ),
    ];
    const response = await extractText(text, schema);
    const rows = ((response.result as { positionen?: unknown[] }).positionen ?? []) as Record<string, unknown>[];
    expect(rows.map((row) => [row.artikel, row.menge, row.betrag])).toEqual([
      ['Akku-Bohrschrauber 18 V', 2, 378],
      ['Bit-Set 32-tlg.', 5, 67.05],
      ['Schutzbrille', undefined, 8.9],
    ]);
  });
});

describe('what text recognition misreads is put right only in recognized text', () => {
  it('leaves a typed text’s characters as written', () => {
    const typed = 'Final score: Arsenal 2 1\nArtikelnummer      12345B\n- [ ] See [Jira ticket]\n« Bonjour, dit-il,';
    expect(repairedGlyphs(typed, false)).toBe(typed);
    expect(repairedGlyphs('Fläche 42,5  m?', false)).toBe('Fläche 42,5  m²');
  });

  it('reads no card digits from a typed mail’s reference after a brand', async () => {
    for (const line of ['Paid with Mastercard, reference 7781', 'Thank you for paying by Visa   ref 5520']) {
      const response = await extractText(
        ['Dear customer,', line, 'Kind regards'].join('\n'),
        strings('card_last_four'),
      );
      expect(response.result).toEqual({});
    }
  });

  it('reads the digits a typed mail writes right after the brand', async () => {
    const response = await extractText(
      ['Payment method', 'Visa – 4417', 'Total paid: €148.60'].join('\n'),
      strings('card_last4'),
    );
    expect(response.result).toEqual({ card_last4: '4417' });
  });

  it('reads no year as the digits of a misread mask in a recognized receipt', async () => {
    const text = ['TOTAL                        $16.79', 'VISA CREDIT  Fok look ak 2026'].join('\n');
    const response = await extractText(text, strings('card_last_four'), 'image/png');
    expect(response.result).toEqual({});
  });
});

describe('a role’s value of figures', () => {
  it('keeps a contact’s phone number, an agent’s number and a train’s coach', async () => {
    const text = ['Booking confirmation', 'Contact: 020 7946 0318', 'Agent: 4471', 'Coach: 7', 'Seat: 42'].join('\n');
    const response = await extractText(text, strings('contact', 'agent', 'coach'));
    expect(response.result).toMatchObject({ contact: '020 7946 0318', agent: '4471', coach: '7' });
  });
});

describe('a sum named by its thing, for the period the field names', () => {
  const text = [
    'Sportverein Grün-Weiß Kassel e.V.',
    '',
    'Der Beitrag in Höhe von 45,00 € wird monatlich abgebucht.',
  ].join('\n');
  const money = (name: string): TOutputSchema => [{ name, type: 'number' }];

  it('gives the monthly sum to `monatsbeitrag`', async () => {
    expect((await extractText(text, money('monatsbeitrag'))).result).toEqual({ monatsbeitrag: 45 });
  });

  it('gives it no yearly field', async () => {
    expect((await extractText(text, money('jahresbeitrag'))).result).toEqual({});
  });
});

describe('a shop’s name over two lines', () => {
  it('does not join the town of the shop’s address to its name', async () => {
    const text = [
      'ALDI',
      'Berlin',
      'Friedrichstr. 12',
      '10117 Berlin',
      '',
      'Milch 1,5 %          1,09 A',
      'SUMME          1,09',
    ].join('\n');
    const response = await extractText(text, strings('geschaeft'));
    expect(response.result).toEqual({ geschaeft: 'ALDI' });
  });

  it('still joins a name’s second word', async () => {
    const text = [
      'ALDI',
      'SÜD',
      'Friedrichstr. 12',
      '10117 Berlin',
      '',
      'Milch 1,5 %          1,09 A',
      'SUMME          1,09',
    ].join('\n');
    const response = await extractText(text, strings('geschaeft'));
    expect(response.result).toEqual({ geschaeft: 'ALDI SÜD' });
  });
});
