// Wrong candidates among several of one kind (session 20, branch wrong20): the figure of the document's own period
// beside last year's, the number in the field's own unit beside another, a dated bracket before the colon, a German
// compound money field's worked-out result, a deadline before the document's own date, a date field named after the
// document's titled kind, and a count read from a date or an amount.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);

describe('two compared periods side by side', () => {
  it('reads the later year of two year columns', async () => {
    const text = [
      'Beitragsrechnung 2026',
      '',
      '                         2025          2026',
      'Haftpflicht          312,40 €      338,10 €',
      'Jahresbeitrag        714,10 €      774,30 €',
      '',
    ].join('\n');
    const response = await extractText(text, numbers('jahresbeitrag', 'haftpflicht'));
    expect(response.result).toMatchObject({ jahresbeitrag: 774.3, haftpflicht: 338.1 });
  });

  it('reads the billing year beside the previous year under the label heading both', async () => {
    const text = ['Ihr Verbrauch\tVorjahr\tAbrechnungsjahr', 'kWh\t14.220\t12.870', ''].join('\n');
    const response = await extractText(text, numbers('verbrauch_kwh'));
    expect(response.result).toMatchObject({ verbrauch_kwh: 12870 });
  });

  it('keeps the earlier year for a field that asks for it', async () => {
    const text = ['                 2025        2026', 'Jahresbeitrag    714,10 €    774,30 €', ''].join('\n');
    const response = await extractText(text, numbers('bisheriger_jahresbeitrag'));
    expect(response.result).toMatchObject({ bisheriger_jahresbeitrag: 714.1 });
  });
});

describe('numbers among other numbers', () => {
  it("takes the number written in the field's own unit", async () => {
    const response = await extractText('Pieces: 2\nWeight: 11.4 lb (5.2 kg)\n', numbers('weight_kg'));
    expect(response.result).toMatchObject({ weight_kg: 5.2 });
  });

  it('still converts a weight written in another unit only', async () => {
    const response = await extractText('Weight: 2,500 g\n', numbers('weight_kg'));
    expect(response.result).toMatchObject({ weight_kg: 2.5 });
  });

  it('reads the amount after a bracket with a year or a date that the colon follows', async () => {
    const text = [
      'Maßgebliches Einkommen (Kalenderjahr 2024): 58.400,00 €',
      'Outstanding balance (as at 28 February 2026): £184,602.11',
      '',
    ].join('\n');
    const response = await extractText(text, numbers('einkommen', 'outstanding_balance'));
    expect(response.result).toMatchObject({ einkommen: 58400, outstanding_balance: 184602.11 });
  });

  it("gives a German compound money field the calculation's result", async () => {
    const text = ['Fahrtkosten Pkw: 412 km × 0,30 € = 123,60 €', 'Übernachtung: 1 × 119,00 € = 119,00 €', ''].join(
      '\n',
    );
    const response = await extractText(text, numbers('fahrtkosten', 'uebernachtungskosten'));
    expect(response.result).toMatchObject({ fahrtkosten: 123.6, uebernachtungskosten: 119 });
  });
});

describe('dates that belong to another document or event', () => {
  it("gives a reminder's deadline the date it sets, not the invoice's due date", async () => {
    const text = [
      '2. Mahnung',
      '',
      'Datum: 10.03.2026',
      '',
      'Rechnung\tvom\tfällig seit\tBetrag',
      'RE-2026-0188\t15.01.2026\t29.01.2026\t486,50 €',
      '',
      'Bitte überweisen Sie den Gesamtbetrag bis spätestens 20.03.2026.',
      '',
    ].join('\n');
    const response = await extractText(text, dates('zahlungsfrist', 'faellig_seit'));
    expect(response.result).toMatchObject({ zahlungsfrist: '2026-03-20' });
    expect(response.result).not.toMatchObject({ faellig_seit: '2026-03-20' });
  });

  it("gives a date field named after the document's titled kind the document's date", async () => {
    const text = [
      'Stadt Ulm',
      'Bescheid über den Elternbeitrag',
      '',
      'Aktenzeichen: KT-2026-03381',
      'Datum: 09.03.2026',
      'Kind: Mia Yilmaz, geb. 03.05.2022',
      '',
    ].join('\n');
    const response = await extractText(text, dates('bescheid_datum'));
    expect(response.result).toMatchObject({ bescheid_datum: '2026-03-09' });
  });
});

describe('counts', () => {
  it('takes no amount for a count', async () => {
    const response = await extractText('Anzahl Personen: 184,26 €\n', numbers('anzahl_personen'));
    expect(response.result).not.toMatchObject({ anzahl_personen: 184.26 });
  });
});
