// Layouts (session 27, branch layouts27): labels that carry a unit without brackets ("Zurückgelegte km" over its value
// in a row of labels); fields named by a tax at a rate (`vat_20_percent`, `ust_7_prozent`), which ask for the amount
// at that rate, not the rate; a German compound of a document's kind and "datum" (`auftragsdatum`) read from a bare
// "Datum" in the data block beside the address window; a purchase order printed as a letter, its title under the
// letterhead, address window and data block (the addressee is the supplier, the letterhead the buyer); a description
// whose comma opens a relative clause ("Firma, die bestellt") lists no alternatives; a key/value table's number of
// four digits that looks like a year ("Personalnummer | 2093") is the value, not a year heading over a column; a
// field named by the document's kind and a head (`transfer_fee` on a "Transfer receipt") takes the head's label alone. Each case failed on the code
// before its rule, except the ones named "still", which guard what the rule must leave alone.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

// A letter's first page as ordering software prints it: letterhead, sender line, address window with a data block
// beside it, then the title.
const ORDER_LETTER = [
  'Druckerei Feldmann OHG',
  'Offsetdruck · Digitaldruck',
  'Druckerei Feldmann OHG · Gewerbering 9 · 33602 Bielefeld',
  'Papierhandel Wiese GmbH\tAuftrags-Nr.\t26-0912',
  'Kanalstraße 40\tDatum\t03.03.2026',
  '44147 Dortmund\tSachbearbeiter\tOle Brandt',
  '\tTelefon\t0521 44 09-12',
  '',
  'Bestellung',
  '',
  'Pos.\tMenge\tArtikel\tPreis',
  '1\t40\tBilderdruck 135 g, SRA3, 250 Bogen\t12,80',
  'Gesamt netto\t512,00 €',
  'Liefertermin: 17.03.2026',
].join('\n');

describe('a label with its unit after it, no brackets', () => {
  it('reads "Zurückgelegte km" over its value in a row of labels, not a later "120 km" in a charge', async () => {
    const text = [
      'Carsharing Nord · Fahrtabrechnung',
      '',
      'Zurückgelegte km\tFahrzeit (Stunden)\tTarif',
      '318\t5,5\tBasic',
      '',
      'Freikilometer überschritten: 120 km x 0,29 €\t34,80 €',
      'Summe\t92,30 €',
    ].join('\n');
    const response = await extractText(text, numbers('zurueckgelegte_km'));
    expect(response.result).toMatchObject({ zurueckgelegte_km: 318 });
  });
});

describe('a field named by a tax at a rate asks for the amount at it', () => {
  it('reads "VAT @ 20%: £58.40" for `vat_20_percent`, not the rate', async () => {
    const text = [
      'Harbour Joinery',
      'Invoice 2291',
      '',
      'Fitted shelving\t£292.00',
      'Net\t£292.00',
      'VAT @ 20%:\t£58.40',
      'Total\t£350.40',
    ].join('\n');
    const response = await extractText(text, numbers('vat_20_percent'));
    expect(response.result).toMatchObject({ vat_20_percent: 58.4 });
  });

  it('tells `ust_7_prozent` and `ust_19_prozent` apart on a receipt with both rates', async () => {
    const text = [
      'Café Am Markt',
      'Bon 8812',
      '',
      'Summe\t31,90 €',
      'enthaltene USt 7 %\t1,23 €',
      'enthaltene USt 19 %\t2,87 €',
    ].join('\n');
    const response = await extractText(text, numbers('ust_7_prozent', 'ust_19_prozent'));
    expect(response.result).toMatchObject({ ust_7_prozent: 1.23, ust_19_prozent: 2.87 });
  });

  it('still reads a rate for a field that names a rate (`vat_rate_percent`)', async () => {
    const text = ['Invoice 7', 'Net\t£100.00', 'VAT rate\t20%', 'VAT\t£20.00'].join('\n');
    const response = await extractText(text, numbers('vat_rate_percent'));
    expect(response.result).toMatchObject({ vat_rate_percent: 20 });
  });
});

describe('the data block beside an address window', () => {
  it('reads the bare "Datum" of the block for `auftragsdatum`, as it does for `order_date`', async () => {
    const response = await extractText(ORDER_LETTER, [{ name: 'auftragsdatum', type: 'string', format: 'date' }]);
    expect(response.result).toMatchObject({ auftragsdatum: '2026-03-03' });
  });

  it('takes the addressee for `lieferant` and the letterhead for `besteller` of an order titled under the block', async () => {
    const response = await extractText(ORDER_LETTER, texts('lieferant', 'besteller'));
    expect(response.result).toMatchObject({
      lieferant: 'Papierhandel Wiese GmbH',
      besteller: 'Druckerei Feldmann OHG',
    });
  });

  it('still takes the letterhead for `lieferant` of an invoice that mentions "Bestellung" in a line', async () => {
    const text = [
      'Papierhandel Wiese GmbH',
      'Kanalstraße 40 · 44147 Dortmund',
      '',
      'Druckerei Feldmann OHG\tRechnung Nr.\tR-5512',
      'Gewerbering 9\tDatum\t05.03.2026',
      '33602 Bielefeld',
      '',
      'Rechnung',
      'zu Ihrer Bestellung vom 03.03.2026',
      'Gesamt\t609,28 €',
    ].join('\n');
    const response = await extractText(text, texts('lieferant'));
    expect(response.result).toMatchObject({ lieferant: 'Papierhandel Wiese GmbH' });
  });
});

describe('a description with a relative clause after its comma', () => {
  it('reads "Firma, die bestellt" as a description, not as the choice between "Firma" and "die bestellt"', async () => {
    const response = await extractText(ORDER_LETTER, [
      { name: 'besteller', type: 'string', description: 'Firma, die bestellt' },
    ]);
    expect(response.result).toMatchObject({ besteller: 'Druckerei Feldmann OHG' });
  });

  it('still reads "completed, pending or failed" as alternatives', async () => {
    const text = ['Order 5512', 'Your payment is pending, we will e-mail you once it clears.'].join('\n');
    const response = await extractText(text, [
      { name: 'payment_status', type: 'string', description: 'completed, pending or failed' },
    ]);
    expect(response.result).toMatchObject({ payment_status: 'pending' });
  });
});

describe('a key/value table of two pairs a row', () => {
  const text = [
    'Entgeltnachweis 03/2026',
    '',
    'Name\tJonas Reuter\tAbrechnungsmonat\t03/2026',
    'Mitarbeiternummer\t2041\tSteuerklasse\t3',
    'Eintrittsdatum\t01.08.2019\tKrankenkasse\tAOK Bayern',
  ].join('\n');

  it('reads a number of four digits like a year as the identifier ("Mitarbeiternummer | 2041")', async () => {
    const response = await extractText(text, texts('mitarbeiternummer'));
    expect(response.result).toMatchObject({ mitarbeiternummer: '2041' });
  });

  it('still reads the figure under a year beside a label ("Verbrauch | 2025 | 2024" over "kWh | 3.412 | 3.108")', async () => {
    const consumption = ['Jahresabrechnung', 'Verbrauch\t2025\t2024', 'kWh\t3.412\t3.108'].join('\n');
    const response = await extractText(consumption, numbers('verbrauch'));
    expect(response.result).toMatchObject({ verbrauch: 3412 });
  });
});

describe('a field named by the kind its title says, labelled by the head alone', () => {
  it('reads "Charge" over its value for `transfer_charge` on a "Transfer receipt" in boxes', async () => {
    const text = [
      'Northgate Savings\tTransfer receipt',
      '',
      'Payee\tCharge\tAmount',
      'Tidewater Marina Ltd\t£2.50\t£410.00',
    ].join('\n');
    const response = await extractText(text, numbers('transfer_charge'));
    expect(response.result).toMatchObject({ transfer_charge: 2.5 });
  });
});
