// Rules written for classes of layouts and phrasings real documents use (session 5), one class per test.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = extractText;

describe('labels written differently from the field name', () => {
  it('finds a two-word name in either order, behind dotted leaders ("IBAN Empfänger ....")', async () => {
    const schema: TOutputSchema = [
      { name: 'empfaenger_iban', type: 'string' },
      { name: 'total_net', type: 'number' },
    ];
    const response = await run(
      [
        'Empfänger ........... Vermietung Krause GbR',
        'IBAN Empfänger ...... DE02 1203 0000 0000 2020 51',
        'Net total: 80,00',
      ].join('\n'),
      schema,
    );
    expect(response.result).toEqual({ empfaenger_iban: 'DE02120300000000202051', total_net: 80 });
  });

  it('reads German compounds written as a genitive phrase ("Datum der Lieferung", "Nummer des Auftrags")', async () => {
    const schema: TOutputSchema = [
      { name: 'lieferdatum', type: 'string', format: 'date' },
      { name: 'paketanzahl', type: 'number' },
      { name: 'auftragsnummer', type: 'string' },
    ];
    const response = await run(
      'Datum der Lieferung: 3.11.2026\nAnzahl der Pakete: 3\nNummer des Auftrags: A-7781',
      schema,
    );
    expect(response.result).toEqual({ lieferdatum: '2026-11-03', paketanzahl: 3, auftragsnummer: 'A-7781' });
  });

  it('reads "-nummer" compounds printed as "-Nr." ("Personal-Nr.", "Bon-Nr.")', async () => {
    const schema: TOutputSchema = [
      { name: 'personalnummer', type: 'string' },
      { name: 'bonnummer', type: 'string' },
    ];
    const response = await run('Personal-Nr.\t00731\tSteuerklasse\tI\nBon-Nr. 0815-2207', schema);
    expect(response.result).toEqual({ personalnummer: '00731', bonnummer: '0815-2207' });
  });

  it('finds a "-datum" compound by its event with "am" ("Ausführung am"), and only a date there', async () => {
    const schema: TOutputSchema = [
      { name: 'ausfuehrungsdatum', type: 'string', format: 'date' },
      { name: 'versanddatum', type: 'string', format: 'date' },
    ];
    const response = await run('Ausführung am ....... 02.03.2026\nVersand: per Spedition', schema);
    expect(response.result).toEqual({ ausfuehrungsdatum: '2026-03-02' });
  });

  it('reads German inflected adjectives before the noun ("Neuer Abschlag" for `abschlag_neu`)', async () => {
    const response = await run('Alter Abschlag: 72,00 EUR\nNeuer Abschlag: 79,00 EUR', [
      { name: 'abschlag_neu', type: 'number' },
      { name: 'abschlag_alt', type: 'number' },
    ]);
    expect(response.result).toEqual({ abschlag_neu: 79, abschlag_alt: 72 });
  });
});

describe('values qualified by a time or range', () => {
  it('skips a time qualifier between label and colon ("Abschlag ab 03/2026: 79,00 EUR")', async () => {
    const schema: TOutputSchema = [
      { name: 'abschlag', type: 'number' },
      { name: 'balance', type: 'number' },
      { name: 'zaehlerstand', type: 'number' },
    ];
    const response = await run(
      [
        'Abschlag ab 03/2026: 79,00 EUR monatlich',
        'Balance as of 31 Dec 2025: 120.00',
        'Zählerstand am 31.12.2025: 4.711',
      ].join('\n'),
      schema,
    );
    expect(response.result).toEqual({ abschlag: 79, balance: 120, zaehlerstand: 4711 });
  });

  it('keeps the qualifier date for a date field ("Stand am 31.12.2025: …")', async () => {
    const response = await run('Stand am 31.12.2025: 4.711 kWh', [{ name: 'stand', type: 'string', format: 'date' }]);
    expect(response.result).toEqual({ stand: '2025-12-31' });
  });

  it('reads the end or start of a range for flat names ("leistungszeitraumBis", "service_period_from")', async () => {
    const schema: TOutputSchema = [
      { name: 'leistungszeitraumBis', type: 'string', format: 'date' },
      { name: 'service_period_from', type: 'string', format: 'date' },
    ];
    const response = await run(
      'Datum\t31.03.2026\nLeistungszeitraum\t01.03.2026 – 15.03.2026\nService period: 1 Jan 2026 to 31 Mar 2026',
      schema,
    );
    expect(response.result).toEqual({ leistungszeitraumBis: '2026-03-15', service_period_from: '2026-01-01' });
  });
});

describe('salutations', () => {
  it('takes no party from a greeting: neither "Sehr geehrte Damen und Herren," nor a first name alone', async () => {
    const schema: TOutputSchema = [
      { name: 'lieferant', type: 'string' },
      { name: 'recipient', type: 'string' },
    ];
    const letter = await run(
      'Sehr geehrte Damen und Herren,\n\nhiermit bestellen wir:\nMenge: 120 Stück',
      schema,
      'message/rfc822',
    );
    expect(letter.result).toEqual({});
    const mail = await run('Hi Tom,\n\nyou sent 500.00 GBP to Anna Kowalczyk.', schema);
    expect(mail.result).toEqual({});
  });

  it('still reads a full name from a greeting ("Hallo Lea Krüger,", "Dear Mr John Smith,")', async () => {
    const schema: TOutputSchema = [{ name: 'recipient', type: 'string' }];
    expect((await run('Hallo Lea Krüger,\nIhr Paket ist unterwegs.', schema)).result).toEqual({
      recipient: 'Lea Krüger',
    });
    expect((await run('Dear Mr John Smith,\nyour parcel left.', schema)).result).toEqual({ recipient: 'John Smith' });
  });
});

describe('names, boxes and values without a label', () => {
  it('expands abbreviations in field names ("customer_ref", "amt_due", "acct_num")', async () => {
    const schema: TOutputSchema = [
      { name: 'customer_ref', type: 'string' },
      { name: 'amt_due', type: 'number' },
      { name: 'acct_num', type: 'string' },
    ];
    const response = await run('Customer reference   GX-40017-55\nAmount due\n£ 96.75\nAcct no. 7781', schema);
    expect(response.result).toEqual({ customer_ref: 'GX-40017-55', amt_due: 96.75, acct_num: '7781' });
  });

  it('reads checkboxes before or after their label', async () => {
    const schema: TOutputSchema = [
      { name: 'paid', type: 'boolean' },
      { name: 'open', type: 'boolean' },
      { name: 'direct_debit', type: 'boolean' },
      { name: 'express', type: 'boolean' },
    ];
    const response = await run('[x] Paid   [ ] Open\n☐ Direct debit\nExpress: [X]', schema);
    expect(response.result).toEqual({ paid: true, open: false, direct_debit: false, express: true });
  });

  it('names the payment means of a receipt without a label, but not from "We accept …"', async () => {
    const schema: TOutputSchema = [{ name: 'payment', type: 'string', description: 'Payment method' }];
    const receipt = await run('Blue Door Coffee\nFlat white\t4.50\nTotal\t13.20\nMastercard ****7781', schema);
    expect(receipt.result).toEqual({ payment: 'Mastercard' });
    expect((await run('Acme Ltd\nWe accept Visa and Mastercard.', schema)).result).toEqual({});
  });

  it('takes a shop\'s name from the letterhead for shop-like fields ("markt", "tankstelle")', async () => {
    const schema: TOutputSchema = [
      { name: 'markt', type: 'string' },
      { name: 'tankstelle', type: 'string' },
    ];
    const response = await run('Werkzeughaus Becker\nBon-Nr. 0815-2207\nSumme\t27,43', schema);
    expect(response.result).toEqual({ markt: 'Werkzeughaus Becker', tankstelle: 'Werkzeughaus Becker' });
  });

  it('reads no amount out of a code ("GS-2026-031", "A4") but the amount after it', async () => {
    const schema: TOutputSchema = [
      { name: 'gutschriftBetrag', type: 'number' },
      { name: 'papier', type: 'number' },
    ];
    const response = await run('Gutschrift GS-2026-031\nPapier: A4 80 g, 20 Pakete', schema);
    expect(response.result).toEqual({ papier: 80 });
  });
});

describe('tables with calculations and split headers', () => {
  it('takes the worked-out amount, not the count, after a calculation cell ("93 days at 30.00p")', async () => {
    const schema: TOutputSchema = [
      { name: 'units_used', type: 'number' },
      { name: 'standing_charge', type: 'number' },
      { name: 'uebernachtung_betrag', type: 'number' },
    ];
    const response = await run(
      'Charge\tDetail\tAmount\nUnits used\t1,432 kWh at 6.321p\t£90.52\nStanding charge\t93 days at 30.00p\t£27.90\nÜbernachtung\t3 Nächte à 119,00\t357,00',
      schema,
    );
    expect(response.result).toEqual({ units_used: 1432, standing_charge: 27.9, uebernachtung_betrag: 357 });
  });

  it('joins a row header and a column header ("Meter readings | Previous | Current")', async () => {
    const schema: TOutputSchema = [
      { name: 'previous_reading', type: 'number' },
      { name: 'current_reading', type: 'number' },
      { name: 'zaehlerstand_neu', type: 'number' },
    ];
    const response = await run(
      'Meter readings\tPrevious\tCurrent\tUsage (m³)\nMeter 77120\t1042\t1087\t45\n\nZählerstand\talt\tneu\nZähler 1\t5.120\t7.438',
      schema,
    );
    expect(response.result).toEqual({ previous_reading: 1042, current_reading: 1087, zaehlerstand_neu: 7438 });
  });
});

describe('address blocks', () => {
  const recipient: TOutputSchema = [
    {
      name: 'empfaenger',
      type: 'object',
      properties: [
        { name: 'firma', type: 'string' },
        { name: 'strasse', type: 'string' },
        { name: 'plz', type: 'string' },
        { name: 'ort', type: 'string' },
      ],
    },
  ];

  it('reads the parts of an address block into a nested party, never the name into the city', async () => {
    const schema: TOutputSchema = [
      ...recipient,
      {
        name: 'supplier',
        type: 'object',
        properties: [
          { name: 'name', type: 'string' },
          { name: 'city', type: 'string' },
          { name: 'postcode', type: 'string' },
        ],
      },
    ];
    const response = await run(
      'Severn Valley Water\nPO Box 220, Gloucester GL1 9ZZ\n\nBILL TO\nMaple Street Dental\n44 Maple Street, Portland OR 97205',
      schema,
    );
    expect(response.result).toEqual({
      empfaenger: { firma: 'Maple Street Dental', strasse: '44 Maple Street', plz: '97205', ort: 'Portland' },
      supplier: { name: 'Severn Valley Water', city: 'Gloucester', postcode: 'GL1 9ZZ' },
    });
    // A party without an address block: the city stays absent rather than taking the name.
    const bare = await run('Rechnung 4\nKunde: Grünwerk Kosmetik GmbH', [
      { name: 'kunde', type: 'object', properties: [{ name: 'ort', type: 'string' }] },
    ]);
    expect(bare.result).toEqual({});
  });

  it('finds the address block in the left column of a two-column header', async () => {
    const text = [
      'Studio Feldmann · Kommunikationsdesign\t\tRechnung',
      '',
      'Grünwerk Kosmetik GmbH\t\tRechnungs-Nr.\tRE-26-044',
      'Speicherstadt 5\t\tDatum\t31.03.2026',
      '20457 Hamburg\t\tLeistungszeitraum\t01.03.2026 – 31.03.2026',
    ].join('\n');
    const response = await run(text, recipient);
    expect(response.result).toEqual({
      empfaenger: { firma: 'Grünwerk Kosmetik GmbH', strasse: 'Speicherstadt 5', plz: '20457', ort: 'Hamburg' },
    });
  });
});

describe('units and phrases', () => {
  it('reads a "per unit" name from "X/unit" labels and keeps three decimals of a unit price', async () => {
    const schema: TOutputSchema = [
      { name: 'preis_pro_liter', type: 'number' },
      { name: 'rate_per_hour', type: 'number' },
      { name: 'arbeitspreis', type: 'number' },
    ];
    const response = await run('Preis/l\t1,789 EUR\nRate/h: 85.00\nArbeitspreis 0,314 EUR/kWh', schema);
    expect(response.result).toEqual({ preis_pro_liter: 1.789, rate_per_hour: 85, arbeitspreis: 0.314 });
    // Without a unit price, "1,500 EUR" stays one thousand five hundred.
    expect((await run('Amount: 1,500 EUR', [{ name: 'amount', type: 'number' }])).result).toEqual({ amount: 1500 });
  });

  it('reads a field named by a unit from the amount written with it ("Super E10  42,18 l")', async () => {
    const schema: TOutputSchema = [
      { name: 'liter', type: 'number' },
      { name: 'kwh', type: 'number' },
    ];
    const response = await run('Super E10\t42,18 l\nPreis/l\t1,789 EUR/l\nVerbrauch 2.318 kWh', schema);
    expect(response.result).toEqual({ liter: 42.18, kwh: 2318 });
  });

  it('takes the line under a phrase that ends with the label and a colon ("Abholung im Paketshop:")', async () => {
    const schema: TOutputSchema = [
      { name: 'paketshop', type: 'string' },
      { name: 'ausweis', type: 'string' },
    ];
    const response = await run(
      'Abholung im Paketshop:\nKiosk am Markt, Marktstr. 2\nBitte bringen Sie mit:\nIhren Ausweis',
      schema,
    );
    expect(response.result).toEqual({ paketshop: 'Kiosk am Markt, Marktstr. 2' });
  });
});

describe('values only in running text', () => {
  it('reads an identifier after its label word inside a sentence, but no date or amount', async () => {
    const schema: TOutputSchema = [
      { name: 'order_number', type: 'string' },
      { name: 'invoice_number', type: 'string' },
    ];
    const shipped = await run(
      'Good news: order 112-4490217-55 left our warehouse.\nthe invoice of 12.03.2026 and the invoice 1,200.00 are paid.',
      schema,
    );
    expect(shipped.result).toEqual({ order_number: '112-4490217-55' });
    const german = await run('Die Rechnung Nr. RE-4711 über 89,90 EUR ist fällig.', [
      { name: 'rechnungsnummer', type: 'string' },
    ]);
    expect(german.result).toEqual({ rechnungsnummer: 'RE-4711' });
  });

  it('reads a total stated with a currency in a sentence ("über 89,90 EUR", "amounting to $1,200.00")', async () => {
    const schema: TOutputSchema = [{ name: 'summe', type: 'number' }];
    expect((await run('Die Rechnung 4711-26 über 89,90 EUR ist fällig am 20.03.2026.', schema)).result).toEqual({
      summe: 89.9,
    });
    const english = await run('Please find attached an invoice amounting to $1,200.00.', [
      { name: 'total', type: 'number' },
    ]);
    expect(english.result).toEqual({ total: 1200 });
    // A discount of some amount is no total.
    expect((await run('You got a discount of 10.00 EUR.', [{ name: 'total', type: 'number' }])).result).toEqual({});
  });

  it('reads the date of a sending verb ("left our warehouse on March 3, 2026", "sent … on 27 February 2026")', async () => {
    const shipped = await run('Your order left our warehouse on March 3, 2026.\nEstimated delivery: March 6, 2026', [
      { name: 'shipped_on', type: 'string', format: 'date' },
    ]);
    expect(shipped.result).toEqual({ shipped_on: '2026-03-03' });
    const sent = await run('you sent 500.00 GBP to Anna Kowalczyk on 27 February 2026.', [
      { name: 'sent_on', type: 'string', format: 'date' },
    ]);
    expect(sent.result).toEqual({ sent_on: '2026-02-27' });
  });
});

describe('rules found on fresh set E', () => {
  it('reads a "Bill to" party from a two-column header with a British postcode, not the issuer nor a reference', async () => {
    const text = [
      'Pixel & Pine Studio',
      '',
      'Harbour Print Ltd   INVOICE NO.          PP-2026-118',
      '19 Dock Street      INVOICE DATE         04 May 2026',
      'Bristol BS1 4RW     CUSTOMER REFERENCE   C-7781',
    ].join('\n');
    const schema: TOutputSchema = [
      {
        name: 'bill_to',
        type: 'object',
        properties: [
          { name: 'company', type: 'string' },
          { name: 'postcode', type: 'string' },
        ],
      },
      { name: 'customer', type: 'string' },
    ];
    const response = await run(text, schema);
    expect(response.result).toEqual({
      bill_to: { company: 'Harbour Print Ltd', postcode: 'BS1 4RW' },
      customer: 'Harbour Print Ltd',
    });
  });

  it('labels a charge by its head alone ("Energy" for `energy_charge`) and takes the worked-out amount', async () => {
    const response = await run('Energy\t672 kWh @ 27.10p\t£182.11\nParking: 12.00', [
      { name: 'energy_charge', type: 'number' },
      { name: 'parking_fee', type: 'number' },
    ]);
    expect(response.result).toEqual({ energy_charge: 182.11, parking_fee: 12 });
  });

  it('reads no amount from a range, an ISO date or a phone number ("DHL Express 2-3 days")', async () => {
    const schema: TOutputSchema = [
      { name: 'shipping_cost', type: 'number' },
      { name: 'delivery_charge', type: 'number' },
      { name: 'hotline_fee', type: 'number' },
    ];
    const response = await run(
      'Shipping    DHL Express 2-3 days\nDelivery: 2026-03-12\nHotline: 0531-12345, EUR 0,14/min',
      schema,
    );
    expect(response.result).toEqual({ hotline_fee: 0.14 });
  });

  it('reads dates of German compound names and delivery sentences ("versanddatum", "erreicht Sie … am")', async () => {
    const text = [
      'Ihre Bestellung wurde am 21.05.2026 versandt und ist mit DPD unterwegs.',
      'Die Sendung erreicht Sie voraussichtlich am 23.05.2026.',
    ].join('\n');
    const response = await run(text, [
      { name: 'versanddatum', type: 'string', format: 'date' },
      { name: 'zustellung_voraussichtlich', type: 'string', format: 'date' },
    ]);
    expect(response.result).toEqual({ versanddatum: '2026-05-21', zustellung_voraussichtlich: '2026-05-23' });
  });

  it('reads a matrix cell by its row and column labels ("Netto" × "Jahr")', async () => {
    const text = 'Bezeichnung\tMonat\tJahr\nBrutto\t2.950,00\t11.800,00\nNetto\t2.011,37\t8.045,48';
    const response = await run(text, [
      { name: 'netto_jahr', type: 'number' },
      { name: 'brutto_monat', type: 'number' },
    ]);
    expect(response.result).toEqual({ netto_jahr: 8045.48, brutto_monat: 2950 });
  });
});

describe('more phrasings of unseen documents', () => {
  it('reads a value after a verb of being ("lautet", "is", "beträgt") and drops the full stop', async () => {
    const schema: TOutputSchema = [
      { name: 'kundennummer', type: 'string' },
      { name: 'account_number', type: 'string' },
      { name: 'rechnungsbetrag', type: 'number' },
    ];
    const text =
      'Ihre Kundennummer lautet 100234.\nYour account number is 5501-882-019.\nDer Rechnungsbetrag beträgt 119,00 EUR.';
    const response = await run(text, schema);
    expect(response.result).toEqual({ kundennummer: '100234', account_number: '5501-882-019', rechnungsbetrag: 119 });
  });

  it('splits label/value pairs apart by single spaces ("Invoice No: 4711 Date: 03.11.2026 Due: …")', async () => {
    const schema: TOutputSchema = [
      { name: 'invoice_number', type: 'string' },
      { name: 'date', type: 'string', format: 'date' },
      { name: 'due_date', type: 'string', format: 'date' },
    ];
    const response = await run('Invoice No: 4711 Date: 03.11.2026 Due: 17.11.2026', schema);
    expect(response.result).toEqual({ invoice_number: '4711', date: '2026-11-03', due_date: '2026-11-17' });
  });

  it('ends a party name where its address starts, but keeps commas inside a name', async () => {
    const schema: TOutputSchema = [
      { name: 'ship_to', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'customer', type: 'string' },
      { name: 'lieferant', type: 'string' },
    ];
    const text = [
      'Ship to: Jane Roe, 5 Elm Road, Leeds LS2 7AA',
      'Customer: Müller, Schmidt & Co. KG',
      'Lieferant: Holz Meier GmbH, Hauptstr. 5, 34117 Kassel',
    ].join('\n');
    const response = await run(text, schema);
    expect(response.result).toEqual({
      ship_to: { name: 'Jane Roe' },
      customer: 'Müller, Schmidt & Co. KG',
      lieferant: 'Holz Meier GmbH',
    });
  });
});
