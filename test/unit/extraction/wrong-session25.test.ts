// Wrong values among several (session 25, branch wrong25): a bank statement's balance dated by its label with the
// currency in a column of its own and its sign after it ("Alter Kontostand vom 28.02.2026 | EUR | 1.204,33 +"), a
// person named by a form of address and a last name only ("Frau Yilmaz", not "Yilmaz"), a document's number with the
// capitals of its series before it ("Lieferschein LS 884120"), and "Issued" as the label of an issue date.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);
const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('a balance dated by its label, its currency in a column of its own', () => {
  it('reads "Alter Kontostand vom 28.02.2026 | EUR | 1.204,33 +" and "… | EUR | 87,12 -" as signed balances', async () => {
    const text = [
      'Volksbank Mittelhessen eG',
      'Kontoauszug 3/2026',
      '',
      'Alter Kontostand vom 28.02.2026\tEUR\t1.204,33 +',
      '03.03.\tMiete April\tEUR\t-890,00',
      '05.03.\tGehalt\tEUR\t1.720,00',
      'Neuer Kontostand vom 31.03.2026\tEUR\t87,12 -',
    ].join('\n');
    const response = await extractText(text, numbers('alter_kontostand', 'neuer_kontostand'));
    expect(response.result).toMatchObject({ alter_kontostand: 1204.33, neuer_kontostand: -87.12 });
  });

  it('keeps the plus after an amount beside a currency cell ("Alter Kontostand | EUR | 1.204,33 +")', async () => {
    const text = ['Sparkasse', '', 'Alter Kontostand\tEUR\t1.204,33 +', 'Neuer Kontostand\tEUR\t87,12 -'].join('\n');
    const response = await extractText(text, numbers('alter_kontostand'));
    expect(response.result).toMatchObject({ alter_kontostand: 1204.33 });
  });
});

describe('a form of address before a last name alone', () => {
  it('keeps "Frau Yilmaz" whole (the last name alone names nobody), drops it before "Anna Yilmaz"', async () => {
    const text = [
      'Fahrradhaus Kiel',
      '',
      'Sachbearbeiter: Frau Yilmaz',
      'Filialleiterin: Frau Anna Brandt',
      '',
      'Sehr geehrter Herr Matthiesen,',
    ].join('\n');
    const response = await extractText(text, texts('sachbearbeiter', 'filialleiterin'));
    expect(response.result).toMatchObject({ sachbearbeiter: 'Frau Yilmaz', filialleiterin: 'Anna Brandt' });
  });
});

describe('a document number with the capitals of its series', () => {
  it('reads "Lieferschein LS 884120" as "LS 884120", not the digits alone, and no currency as a series', async () => {
    const text = [
      'Agrarhandel Wesermarsch GmbH',
      '',
      'Lieferschein LS 884120',
      '',
      'Lieferdatum: 28.04.2026',
      'Die Rechnung EUR 120,00 folgt separat.',
    ].join('\n');
    const response = await extractText(text, texts('lieferscheinnummer', 'rechnungsnummer'));
    expect(response.result).toEqual({ lieferscheinnummer: 'LS 884120' });
  });
});

describe('"Issued" labels an issue date', () => {
  it('reads "Issued | 12 February 2026", not the start of the period the title names', async () => {
    const text = [
      'HM Revenue & Customs',
      'Tax calculation for the year 6 April 2024 to 5 April 2025',
      '',
      'Issued\t12 February 2026',
      'Total income received\t£48,310.00',
    ].join('\n');
    const response = await extractText(text, dates('issue_date'));
    expect(response.result).toMatchObject({ issue_date: '2026-02-12' });
  });
});

describe('a summary row’s sign and a possessive before its label', () => {
  it('reads "abzüglich Ihrer Vorauszahlungen (12 x 180,00 €) | 2.160,00 €", not the monthly sum of a later sentence', async () => {
    const text = [
      'Hausverwaltung Seidel',
      '',
      'Ihre Kosten gesamt\t\t2.431,77 €',
      'abzüglich Ihrer Vorauszahlungen (12 x 180,00 €)\t\t2.160,00 €',
      'Nachzahlung\t\t271,77 €',
      '',
      'Ab dem 01.06.2026 beträgt Ihre monatliche Vorauszahlung 205,00 €.',
    ].join('\n');
    const response = await extractText(text, numbers('vorauszahlungen'));
    expect(response.result).toMatchObject({ vorauszahlungen: 2160 });
  });
});

describe('a title of a compound document kind is nobody’s name', () => {
  it('leaves `absender` empty rather than take "TRANSPORTAUFTRAG TA-260519-03" from the first line', async () => {
    const text = [
      'TRANSPORTAUFTRAG TA-260519-03',
      '',
      'Ladedatum: 19.05.2026',
      'Ware: Spritzgussteile in Gitterboxen, 6.450 kg',
    ].join('\n');
    const response = await extractText(text, [...texts('absender'), ...dates('ladedatum')]);
    expect(response.result).toEqual({ ladedatum: '2026-05-19' });
  });
});

describe('a measure a cost is reckoned from, after its label’s colon', () => {
  it('reads "Fahrtkosten: 612 km x 0,30 €" for `gefahrene_km` and "Gas used: 4,212 kWh at 6.24p" for `units_used_kwh`', async () => {
    const travel = [
      'Reisekostenabrechnung',
      '',
      'Fahrtkosten: 612 km x 0,30 €\t183,60 €',
      'Übernachtung (2 Nächte)\t158,00 €',
    ].join('\n');
    const gas = ['Pennine Energy', '', 'Gas used: 4,212 kWh at 6.24p per kWh\t£262.83', 'VAT at 5%\t£15.57'].join('\n');
    expect((await extractText(travel, numbers('gefahrene_km'))).result).toEqual({ gefahrene_km: 612 });
    expect((await extractText(gas, numbers('units_used_kwh'))).result).toEqual({ units_used_kwh: 4212 });
  });
});
