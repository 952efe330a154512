// Session 22's fixes for documents that arrive as images (development set png22): text as OCR reads a PNG or a scan
// (a dashed rule lost to a blank line, gaps of two spaces, a superscript two as "?") through the real extractor.
// A till receipt's sum line "SUMME   EUR 19,56" is no table header; a label whose neighbour is a label of its own
// ("Patient | NHS number", "Vorname | Nachname") takes the value under it; a form's box read as brackets is no part
// of the value; a choice whose first option shares the label's cell is decided by the ticked box; slash dates of a
// German document are day first.
import { describe, expect, it } from '@jest/globals';
import { createLocalProvider } from '../../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';

/** The extractor's result for one page of recognized text, as the OCR reader hands it on. */
async function extract(text: string, schema: TOutputSchema) {
  const document = { fileName: 'photo.png', contentType: 'image/png', pages: [{ page: 1, text }], warnings: [] };
  const instructions = { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' as const } };
  const response = await createLocalProvider().extract({ documents: [document], schema, instructions }, {});
  return response.result as Record<string, unknown>;
}
const str = (name: string) => ({ name, type: 'string' }) as TOutputSchema[number];
const num = (name: string) => ({ name, type: 'number' }) as TOutputSchema[number];
const day = (name: string) => ({ name, type: 'string', format: 'date' }) as TOutputSchema[number];

describe('a till receipt read by OCR', () => {
  it('reads the items above "SUMME   EUR 19,56", not the card terminal\'s lines below it', async () => {
    const text = [
      'Frischemarkt Öhringer',
      'Bahnhofstr. 15 - 74613 Öhringen',
      '',
      'EUR',
      'Bio Vollmilch 1,5%             1,19A',
      'Käse Gouda jung                2,79 A',
      'Müsli Nuss-Mix                 3,99 A',
      'Brötchen 6 St.                 2,91 A',
      '',
      'SUMME                          EUR 10,88',
      '',
      'Kartenzahlung girocard',
      'Terminal-ID 56011058  Trace-Nr. 001150',
      'Datum 28.03.2026  Uhrzeit 11:05:17',
    ].join('\n');
    const schema = [
      num('summe'),
      { name: 'positionen', type: 'array', items: { type: 'object', properties: [str('name'), num('preis')] } },
    ] as TOutputSchema;
    const result = await extract(text, schema);
    expect(result.positionen).toEqual([
      { name: 'Bio Vollmilch 1,5%', preis: 1.19 },
      { name: 'Käse Gouda jung', preis: 2.79 },
      { name: 'Müsli Nuss-Mix', preis: 3.99 },
      { name: 'Brötchen 6 St.', preis: 2.91 },
    ]);
  });
});

describe('a form with labels over their values', () => {
  it('gives the first name the value under "Vorname", not the label "Nachname" beside it', async () => {
    const text = [
      'Volkshochschule Esslingen - Anmeldung',
      '',
      'Vorname                                       Nachname',
      'Ülkü                                          Schößler',
      '',
      'Geburtsdatum                                  Telefon',
      '05.11.1981                                    0711 5011 803',
    ].join('\n');
    const result = await extract(text, [str('vorname'), str('nachname')]);
    expect(result).toMatchObject({ vorname: 'Ülkü', nachname: 'Schößler' });
  });

  it('gives the patient the name under "Patient", not the label "NHS number" beside it', async () => {
    const text = [
      'NHS PRESCRIPTION',
      '',
      'Patient                                        NHS number',
      'Eoin O’Sullivan                                401 105 1180',
      '',
      'Date of birth                                  Date issued',
      '15/10/1958                                     16/03/2026',
    ].join('\n');
    const result = await extract(text, [str('patient_name'), str('nhs_number')]);
    expect(result).toMatchObject({ patient_name: 'Eoin O’Sullivan', nhs_number: '401 105 1180' });
  });

  it("reads a value in a form's box, its edges read as brackets, without them", async () => {
    const text = ['SEPA-Überweisung', '', 'Verwendungszweck', '[ Vertragskonto 501 100 378 ]'].join('\n');
    const result = await extract(text, [str('verwendungszweck')]);
    expect(result.verwendungszweck).toBe('Vertragskonto 501 100 378');
  });

  it("takes the ticked option when the first option shares the label's cell", async () => {
    const text = ['Kursgebühr: 118,00 €', 'Zahlungsart: ☐ Überweisung  ☒ Lastschrift  ☐ Bar'].join('\n');
    const result = await extract(text, [str('zahlungsart')]);
    expect(result.zahlungsart).toBe('Lastschrift');
  });
});

describe('OCR glyphs and dates', () => {
  it('reads "m?" in a unit column as square metres', async () => {
    const text = [
      'Pos.    Beschreibung                     Menge    Einheit    Einzelpreis    Gesamt',
      '1       Wände spachteln und schleifen    42,5     m?         8,90 €         378,25 €',
      '2       Abdeckarbeiten                   3        Std        48,00 €        144,00 €',
    ].join('\n');
    const schema = [
      {
        name: 'positionen',
        type: 'array',
        items: { type: 'object', properties: [str('beschreibung'), num('menge'), str('einheit')] },
      },
    ] as TOutputSchema;
    const result = await extract(text, schema);
    expect(result.positionen).toEqual([
      { beschreibung: 'Wände spachteln und schleifen', menge: 42.5, einheit: 'm²' },
      { beschreibung: 'Abdeckarbeiten', menge: 3, einheit: 'Std' },
    ]);
  });

  it('reads "mm?" after a cable\'s cross-section as mm²', async () => {
    const text = ['Elektro Krause', '', 'Leitung:   NYM-J 3x1,5 mm? (Meter)'].join('\n');
    const result = await extract(text, [str('leitung')]);
    expect(result.leitung).toBe('NYM-J 3x1,5 mm² (Meter)');
  });

  it('reads a German receipt\'s "11/04/2026" as 11 April', async () => {
    const text = [
      'Bau- und Gartenmarkt Hölzl',
      '',
      'Bon-Nr. 5011/0118     11/04/2026  16:01',
      '',
      'Zwischensumme   51,89',
      'ZU ZAHLEN EUR   46,71',
    ];
    const result = await extract(text.join('\n'), [day('datum')]);
    expect(result.datum).toBe('2026-04-11');
  });
});
