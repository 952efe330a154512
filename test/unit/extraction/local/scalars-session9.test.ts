// Scalar mechanisms of session 9 (from set I's scalar misses, on examples of our own): a currency in a column of its
// own, labels cut short with a full stop, a remark in brackets that starts with a rate.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describe('a currency printed in a column of its own', () => {
  it('belongs to the amount in the next column of a spaced printout', async () => {
    const schema: TOutputSchema = [
      { name: 'room_rate', type: 'number' },
      { name: 'city_tax', type: 'number' },
      { name: 'total_amount', type: 'number' },
    ];
    const text = [
      'Booking summary',
      '  Room rate                EUR     540.00',
      '  City tax                 EUR      12.60',
      '  Total amount             EUR     552.60',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ room_rate: 540, city_tax: 12.6, total_amount: 552.6 });
  });

  it('does not join a currency to a column that holds no amount', async () => {
    const schema: TOutputSchema = [{ name: 'currency', type: 'string' }];
    expect(await run('Currency   CHF   Swiss franc', schema)).toEqual({ currency: 'CHF' });
  });
});

describe('a label with words cut short', () => {
  it('names the field whose words the cut words start, when a full stop marks the cut', async () => {
    const schema: TOutputSchema = [
      { name: 'estimated_arrival', type: 'string', format: 'date' },
      { name: 'requested_delivery', type: 'string', format: 'date' },
    ];
    const text = ['Vessel: MSC Aurora', 'Est. arrival: 14.07.2026', 'Req. delivery 21.07.2026'];
    expect(await run(text.join('\n'), schema)).toEqual({
      estimated_arrival: '2026-07-14',
      requested_delivery: '2026-07-21',
    });
  });
});

describe('a remark in brackets after a label', () => {
  it('is read past as a whole when it starts with a rate, and the amount beside it is the value', async () => {
    const schema: TOutputSchema = [
      { name: 'principal', type: 'number' },
      { name: 'interest', type: 'number' },
      { name: 'vat', type: 'number' },
    ];
    const text = [
      'Principal\t2.400,00 EUR',
      'Interest (6,5 % p. a. since 01.02.2026)\t39,00 EUR',
      'VAT 19 %\t7,41 EUR',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ principal: 2400, interest: 39, vat: 7.41 });
  });
});

describe('a date stated only in a sentence', () => {
  it('is a deadline for a field named with a compound that ends in a deadline word', async () => {
    const schema: TOutputSchema = [
      { name: 'kundennummer', type: 'string' },
      { name: 'einspruchsfrist', type: 'string', format: 'date' },
    ];
    const text = [
      '\tHamburg, 04.05.2026',
      'Kundennummer: 55-2031',
      'Bitte zahlen Sie den offenen Betrag bis spätestens 18.05.2026 auf unser Konto.',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ kundennummer: '55-2031', einspruchsfrist: '2026-05-18' });
  });

  it('is the date of the thing the field names when "vom", "ab dem" or "dated" joins them', async () => {
    const schema: TOutputSchema = [
      { name: 'bescheid_datum', type: 'string', format: 'date' },
      { name: 'montage_ab', type: 'string', format: 'date' },
      { name: 'inspection_date', type: 'string', format: 'date' },
    ];
    const text = [
      '\tBremen, 02.06.2026',
      'gegen unseren Steuerbescheid vom 12.05.2026 haben Sie Einspruch eingelegt.',
      'Die Montage ist ab dem 22.06.2026 möglich.',
      'The boiler inspection of Friday, 3 July 2026 is confirmed.',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      bescheid_datum: '2026-05-12',
      montage_ab: '2026-06-22',
      inspection_date: '2026-07-03',
    });
  });
});

describe('a switch printed as its state', () => {
  it('reads "ON", "aus", "enabled" as yes or no, but only as the whole value', async () => {
    const schema: TOutputSchema = [
      { name: 'auto_renewal', type: 'boolean' },
      { name: 'lastschrift', type: 'boolean' },
      { name: 'paperless_billing', type: 'boolean' },
    ];
    const text = ['Auto renewal:   ON', 'Lastschrift: aus', 'Paperless billing\tenabled'];
    expect(await run(text.join('\n'), schema)).toEqual({
      auto_renewal: true,
      lastschrift: false,
      paperless_billing: true,
    });
  });
});

describe('a calculation of quantity times price per unit', () => {
  it('gives a price per unit its price and a quantity in a unit its number', async () => {
    const schema: TOutputSchema = [
      { name: 'menge_liter', type: 'number' },
      { name: 'preis_pro_liter', type: 'number' },
      { name: 'price_per_licence', type: 'number' },
      { name: 'licences', type: 'number' },
      { name: 'total', type: 'number' },
    ];
    const text = [
      'Heizöl EL schwefelarm',
      '2.400 l x 0,982 EUR/l\t2.356,80 EUR',
      'Licences:   25 x $14.00 / licence / month      $350.00',
      'Total\t$350.00',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      menge_liter: 2400,
      preis_pro_liter: 0.982,
      price_per_licence: 14,
      licences: 25,
      total: 350,
    });
  });

  it('reads a per-unit label with the unit written out after a slash', async () => {
    const schema: TOutputSchema = [{ name: 'price_per_hour', type: 'number' }];
    expect(await run('Technician\tJ. Ortega\nPrice/hour\t£64.50', schema)).toEqual({ price_per_hour: 64.5 });
  });
});

describe('names and layouts of common fields', () => {
  it('reads a field named for two things from a label joining them with "und"/"and"', async () => {
    const schema: TOutputSchema = [
      { name: 'versand_verpackung', type: 'number' },
      { name: 'taxes_fees', type: 'number' },
    ];
    const text = ['Versand und Verpackung\t6,90 EUR', 'Taxes and fees\t$41.20'];
    expect(await run(text.join('\n'), schema)).toEqual({ versand_verpackung: 6.9, taxes_fees: 41.2 });
  });

  it('gives a currency field named in German the document currency', async () => {
    const schema: TOutputSchema = [
      { name: 'betrag', type: 'number' },
      { name: 'waehrung', type: 'string' },
    ];
    expect(await run('Mitgliedsbeitrag 2026\nBetrag: CHF 180.00', schema)).toEqual({ betrag: 180, waehrung: 'CHF' });
  });

  it('splits cells at a run of spaces written with non-breaking spaces, as HTML pages lay them out', async () => {
    const schema: TOutputSchema = [{ name: 'plan', type: 'string' }];
    expect(await run('Plan: Team \u00a0 Billing: yearly', schema)).toEqual({ plan: 'Team' });
  });
});

describe('labels of the lexicon added in session 9', () => {
  it('knows "Invoice to" over the customer and a till receipt\'s "Kassenbon" before its number', async () => {
    const schema: TOutputSchema = [
      { name: 'customer_name', type: 'string' },
      { name: 'bonnummer', type: 'string' },
    ];
    const text = [
      'Kassenbon 7-440192          04.06.2026 09:12',
      '',
      'Invoice to:',
      'Marlow Community Trust',
      '8 Mill Lane, Marlow',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      customer_name: 'Marlow Community Trust',
      bonnummer: '7-440192',
    });
  });
  it("still reads a PO number from the customer's PO label", async () => {
    const schema: TOutputSchema = [{ name: 'po_number', type: 'string' }];
    expect(await run('ASN #: ASN-5521   Customer PO: GT-PO-8812', schema)).toEqual({ po_number: 'GT-PO-8812' });
  });

  it('knows the account name, who purchased, the customer PO and a renewal total', async () => {
    const schema: TOutputSchema = [
      { name: 'account_holder', type: 'string' },
      { name: 'buyer_name', type: 'string' },
      { name: 'customer_po', type: 'string' },
      { name: 'total_amount', type: 'number' },
    ];
    const text = [
      'Account name\tHARBOUR LIGHT TRADING LTD',
      'Booked by\tNadia Okoro',
      'Your PO: HL-20931',
      'Renewal total\t£480.00',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      account_holder: 'HARBOUR LIGHT TRADING LTD',
      buyer_name: 'Nadia Okoro',
      customer_po: 'HL-20931',
      total_amount: 480,
    });
  });
});

describe('the point in time of an event', () => {
  it('reads the date after a place under a "place and date" label', async () => {
    const schema: TOutputSchema = [
      { name: 'date_of_birth', type: 'string', format: 'date' },
      { name: 'date', type: 'string', format: 'date' },
    ];
    const text = [
      'Date of birth: 02.02.1981',
      'Employer: Kellner Metallbau GmbH',
      'Place and date: Villach, 14.05.2026',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ date_of_birth: '1981-02-02', date: '2026-05-14' });
  });

  it("is the document's own time for transaction_time under a bare 'Time:'", async () => {
    const schema: TOutputSchema = [{ name: 'transaction_time', type: 'string', format: 'time' }];
    expect(await run('HIGHFIELD GARAGE\nDate: 09/05/2026\tTime: 16:05\nTOTAL\t£42.10', schema)).toEqual({
      transaction_time: '16:05',
    });
  });

  it('is labelled with the event alone, or qualified, for names like doors_open and visit_date', async () => {
    const schema: TOutputSchema = [
      { name: 'gates_open', type: 'string', format: 'time' },
      { name: 'match_start', type: 'string', format: 'time' },
      { name: 'survey_date', type: 'string', format: 'date' },
    ];
    const text = ['Gates\t1:15 PM', 'Match\t3:00 PM', 'Site survey: Thursday 23/07/2026, 9am-12pm'];
    expect(await run(text.join('\n'), schema)).toEqual({
      gates_open: '13:15',
      match_start: '15:00',
      survey_date: '2026-07-23',
    });
  });

  it('reads a slash date that a comma ends', async () => {
    const schema: TOutputSchema = [{ name: 'delivery_date', type: 'string', format: 'date' }];
    expect(await run('Delivery date: 21/08/2026, between 8 and 12', schema)).toEqual({
      delivery_date: '2026-08-21',
    });
  });
});

describe('a level and a generic label', () => {
  it('reads a level stated as the ordinal of its thing ("3. Mahnung", "2nd reminder")', async () => {
    const de: TOutputSchema = [{ name: 'mahnstufe', type: 'number' }];
    const en: TOutputSchema = [{ name: 'reminder_level', type: 'number' }];
    expect(await run('Stadtwerke Nordheim\n\n3. Mahnung\n\nSehr geehrte Frau Kessler,', de)).toEqual({ mahnstufe: 3 });
    expect(await run('Acme Supplies Ltd\n2nd reminder: invoice 4471 is overdue', en)).toEqual({ reminder_level: 2 });
  });

  it('does not read an item line that starts with a generic label word as that label (the letterhead names it)', async () => {
    const schema: TOutputSchema = [{ name: 'store_name', type: 'string' }];
    const text = ['CORNER MARKET', '12 Quay St, Bristol', '', 'MILK 2L\t1.85', 'STORE BAGS 10PK\t2.40', 'TOTAL\t4.25'];
    expect(await run(text.join('\n'), schema)).toEqual({ store_name: 'CORNER MARKET' });
  });
});

describe('a party and its place', () => {
  it('takes the name over an attention line of the address block, not the contact person', async () => {
    const schema: TOutputSchema = [
      { name: 'customer', type: 'object', properties: [{ name: 'company', type: 'string' }] },
    ];
    const text = [
      'Nordlicht Gebäudereinigung GmbH · Hafenweg 2 · 24103 Kiel',
      '',
      'Wohnbau Förde eG',
      'z. Hd. Herrn Malte Jessen',
      'Holstenstraße 40',
      '24103 Kiel',
      '',
      'Angebot Nr. AG-7712',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ customer: { company: 'Wohnbau Förde eG' } });
  });

  it("reads a party's site as a whole address, with the site's German and English labels", async () => {
    const en: TOutputSchema = [{ name: 'client', type: 'object', properties: [{ name: 'job_site', type: 'string' }] }];
    const de: TOutputSchema = [{ name: 'kunde', type: 'object', properties: [{ name: 'objekt', type: 'string' }] }];
    expect(await run('Site address: 14 Orchard Lane, Harrogate HG1 2PL', en)).toEqual({
      client: { job_site: '14 Orchard Lane, Harrogate HG1 2PL' },
    });
    expect(await run('Einsatzort: Lagerhalle 3, Industriestraße 9, 28199 Bremen', de)).toEqual({
      kunde: { objekt: 'Lagerhalle 3, Industriestraße 9, 28199 Bremen' },
    });
  });
});

describe('terms written before their thing', () => {
  it('reads a discount percent and its days from a terms line or a sentence', async () => {
    const schema: TOutputSchema = [
      { name: 'skonto_prozent', type: 'number' },
      { name: 'skonto_tage', type: 'number' },
    ];
    expect(await run('Zahlungsziel: 10 Tage 2,5 % Skonto, 45 Tage netto', schema)).toEqual({
      skonto_prozent: 2.5,
      skonto_tage: 10,
    });
    const sentence = 'Bei Zahlung binnen 7 Tagen ziehen Sie bitte 3 % Skonto ab.';
    expect(await run(sentence, schema)).toEqual({ skonto_prozent: 3, skonto_tage: 7 });
  });

  it('gives a quote its date from the label "Datum" of the quote', async () => {
    const schema: TOutputSchema = [
      { name: 'angebotsnummer', type: 'string' },
      { name: 'angebotsdatum', type: 'string', format: 'date' },
    ];
    const text = ['Angebot Nr.\tDatum\tSachbearbeiter', 'AN-5521\t02.06.2026\tK. Lorenz', '', 'Gültig bis 30.06.2026'];
    expect(await run(text.join('\n'), schema)).toEqual({ angebotsnummer: 'AN-5521', angebotsdatum: '2026-06-02' });
  });
});

describe('the last digits of a card no label names', () => {
  it('come from a masked card number or a sentence naming its end', async () => {
    const schema: TOutputSchema = [{ name: 'card_last4', type: 'string' }];
    const receipt = ['BAKERY 12', 'TOTAL\t8.40', 'VISA\t8.40', '  ************7731  AUTH 0042'];
    expect(await run(receipt.join('\n'), schema)).toEqual({ card_last4: '7731' });
    expect(await run('Thank you! We charged your Amex ending in 3008 on 2 May.', schema)).toEqual({
      card_last4: '3008',
    });
  });
});

describe('deadlines in a reminder', () => {
  it('gives the new deadline to pay_by and the one that has passed to original_due_date', async () => {
    const schema: TOutputSchema = [
      { name: 'original_due_date', type: 'string', format: 'date' },
      { name: 'pay_by', type: 'string', format: 'date' },
    ];
    const text = [
      'Our invoice KT-2291 was due on 4 May 2026 and remains unpaid.',
      'Please pay the balance by Monday 18 May 2026 to avoid a late fee.',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ original_due_date: '2026-05-04', pay_by: '2026-05-18' });
  });
});

describe('a sum stated in a sentence', () => {
  it('belongs to a field whose every name word stands in the phrase before "of"/"von" and the sum', async () => {
    const schema: TOutputSchema = [
      { name: 'admin_fee', type: 'number' },
      { name: 'bisherige_rente', type: 'number' },
      { name: 'deposit', type: 'number' },
    ];
    const text = [
      'An admin handling fee of £25.00 applies to every change.',
      'Ihre bisherige monatliche Rente von 1.310,40 Euro wird angepasst.',
      'We hold a deposit of £500.00 for the duration of the tenancy.',
    ];
    // `deposit` is one word, which this rule does not read; the sentence reader (sentence-reader.ts, session 10) does:
    // the field's own label, "of" and a sum with its currency in one sentence.
    expect(await run(text.join('\n'), schema)).toEqual({ admin_fee: 25, bisherige_rente: 1310.4, deposit: 500 });
  });
});

describe('labels near another field', () => {
  it("prefers the parent's own label to its synonyms: 'Empfänger' over 'Auftraggeber' for empfaenger.name", async () => {
    const schema: TOutputSchema = [
      { name: 'empfaenger', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ];
    const text = ['Auftraggeber\tJonas Brandl', 'Konto\tDE12 5001 0517 0648 4898 90', 'Empfänger\tBäckerei Huber OHG'];
    expect(await run(text.join('\n'), schema)).toEqual({ empfaenger: { name: 'Bäckerei Huber OHG' } });
  });

  it('reads the VAT amount beside "VAT @ 20%", not the number of a "VAT Reg. No." line', async () => {
    const schema: TOutputSchema = [{ name: 'vat_amount', type: 'number' }];
    const text = [
      'Fenwick Print Ltd',
      'VAT Reg. No. GB 442 1180 63',
      '',
      'Net\t£250.00',
      'VAT @ 20%\t£50.00',
      'Total\t£300.00',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ vat_amount: 50 });
  });
});

describe('a form ruled into numbered boxes', () => {
  it('reads each box label over its value in its own column, and a remarks box as a whole', async () => {
    const schema: TOutputSchema = [
      { name: 'exporter', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'consignee', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'carrier', type: 'string' },
      { name: 'remarks', type: 'string' },
    ];
    const text = [
      'BILL OF LADING                                   No. 55-01872',
      ' 1 Exporter (name, address)                | 12 Carrier (name, address)',
      '   Baltic Timber Export SIA                |    Nordline Shipping AB',
      '   Rīga, Latvia                            |    Göteborg, Sweden',
      ' 2 Consignee (name, address)               | 13 Remarks of the carrier',
      '   Harwell Joinery Ltd                     |    3 crates damp on arrival',
      '   Hull, United Kingdom                    |',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      exporter: { name: 'Baltic Timber Export SIA' },
      consignee: { name: 'Harwell Joinery Ltd' },
      carrier: 'Nordline Shipping AB',
      remarks: '3 crates damp on arrival',
    });
  });
});

describe('a reduction printed negative', () => {
  it('is its size for a field named as a discount or saving', async () => {
    const schema: TOutputSchema = [
      { name: 'loyalty_savings', type: 'number' },
      { name: 'rabatt', type: 'number' },
      { name: 'total', type: 'number' },
    ];
    const text = ['SUBTOTAL\t24.10', 'LOYALTY SAVINGS\t-2.41', 'Rabatt\t-1,50 €', 'TOTAL\t20.19'];
    expect(await run(text.join('\n'), schema)).toEqual({ loyalty_savings: 2.41, rabatt: 1.5, total: 20.19 });
  });
});

describe("an object's own row of headings", () => {
  it('holds its children under the headings that name them, by label or initials', async () => {
    const schema: TOutputSchema = [
      { name: 'grossPay', type: 'number' },
      {
        name: 'yearToDate',
        type: 'object',
        properties: [
          { name: 'grossPay', type: 'number' },
          { name: 'incomeTax', type: 'number' },
          { name: 'studentLoan', type: 'number' },
        ],
      },
    ];
    const text = [
      'Total gross pay\t3,120.00',
      '',
      'Year to date\tGross\tIncome tax\tSL',
      '\t31,204.00\t3,880.20\t412.00',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      grossPay: 3120,
      yearToDate: { grossPay: 31204, incomeTax: 3880.2, studentLoan: 412 },
    });
  });
});

describe('a business name holding its kind in the letterhead', () => {
  it('keeps the kind in the name and finds a name that ends in the kind', async () => {
    const hotel: TOutputSchema = [{ name: 'hotel', type: 'string' }];
    expect(await run('Hotel Seeblick\nUferweg 4, 88709 Meersburg\n\nRechnung Nr. 5521', hotel)).toEqual({
      hotel: 'Hotel Seeblick',
    });
    const station: TOutputSchema = [{ name: 'station_name', type: 'string' }];
    const receipt = ['NORTHGATE SERVICE STATION', 'A1 Great North Rd, Stevenage', '', 'Diesel\t£48.20'];
    expect(await run(receipt.join('\n'), station)).toEqual({ station_name: 'NORTHGATE SERVICE STATION' });
  });
});

describe('a type written in words', () => {
  it('does not take an amount beside a look-alike label for a field named as a type', async () => {
    const schema: TOutputSchema = [
      { name: 'fuel_type', type: 'string' },
      { name: 'fuel_total', type: 'number' },
    ];
    expect(await run('Litres\t30.02\nFuel total\t£44.90\nTOTAL\t£44.90', schema)).toEqual({ fuel_total: 44.9 });
  });
});

describe('an identifier with its prefix', () => {
  it('keeps letters joined to its digits by a hyphen, even when they spell a label', async () => {
    const schema: TOutputSchema = [
      { name: 'bol_number', type: 'string' },
      { name: 'carrier', type: 'string' },
    ];
    const text = ['Carrier   BOL #   Pallets', 'Estes Express   BOL-5530-2210   4'];
    expect(await run(text.join('\n'), schema)).toEqual({ bol_number: 'BOL-5530-2210', carrier: 'Estes Express' });
  });
});

describe('a stop on a timetable: "Arrives" and "Departs" as labels', () => {
  it('reads each time beside its own verb, even when the arrival comes first', async () => {
    const schema: TOutputSchema = [
      { name: 'arrival_time', type: 'string', format: 'time' },
      { name: 'departure_time', type: 'string', format: 'time' },
    ];
    // Without the labels the times were guessed in journey order (departure first) and came out swapped.
    expect(await run('Train RE 4711, Bonn Hbf\nArrives   09:12\nDeparts   09:15', schema)).toEqual({
      arrival_time: '09:12',
      departure_time: '09:15',
    });
  });
});
