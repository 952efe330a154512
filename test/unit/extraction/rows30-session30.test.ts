// Session 30's fixes for values earlier sessions saw misread (development set rows30): a table row's thing taking the
// row's amount rather than its quantity, … Each failed on the code before it; "still" cases guard what stays.
import { describe, expect, it } from '@jest/globals';
import { parseNumber } from '../../../src/extraction/providers/local/parse-number.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);

describe("a row's thing in a table of quantity, rate and amount", () => {
  it('reads "Übernachtung Hotel Fürstenhof | 3 | 119,00 | 357,00" as 357 for `uebernachtung`', async () => {
    const text = [
      'Reisekostenabrechnung',
      'Kostenart\tAnzahl\tSatz EUR\tBetrag EUR',
      'Übernachtung Hotel Fürstenhof\t3\t119,00\t357,00',
      'Parkgebühren Hotel\t1\t18,00\t18,00',
      'Summe\t\t\t375,00',
    ].join('\n');
    const response = await extractText(text, numbers('uebernachtung', 'parkgebuehren'));
    expect(response.result).toMatchObject({ uebernachtung: 357, parkgebuehren: 18 });
  });

  it('reads past a unit in its own cell: "Motoröl 5W-30 | 4,5 | l | 16,80 | 75,60" gives 75.6 for `motoroel`, 4.5 litres', async () => {
    const text = [
      'Pos\tBezeichnung\tMenge\tEinh.\tEP EUR\tGesamt EUR',
      '1\tMotoröl 5W-30\t4,5\tl\t16,80\t75,60',
      '2\tAltölentsorgung\t1\tpausch.\t6,50\t6,50',
    ].join('\n');
    const response = await extractText(text, numbers('motoroel', 'motoroel_liter'));
    expect(response.result).toMatchObject({ motoroel: 75.6, motoroel_liter: 4.5 });
  });

  it('reads a plain-text row "Valet parking   3   38.00   114.00" as 114 for `parking`', async () => {
    const text = [
      'Date       Description            Qty     Rate     Amount',
      '09/21/26   Room - King Deluxe       3   189.00     567.00',
      '09/21/26   Valet parking            3    38.00     114.00',
    ].join('\n');
    const response = await extractText(text, numbers('parking'));
    expect(response.result).toMatchObject({ parking: 114 });
  });

  it('still gives the count for `naechte` and a row whose figures do not multiply', async () => {
    const text = ['Leistung\tAnzahl\tPreis\tBetrag', 'Nächte\t3\t119,00\t357,00', 'Minibar\t2\t7,50\t9,80'].join('\n');
    const response = await extractText(text, numbers('naechte', 'minibar'));
    expect(response.result).toMatchObject({ naechte: 3, minibar: 2 });
  });
});

describe("an oil's grade", () => {
  it('reads "5W-30" and "10W-40" as no amount, "Motoröl 5W-30, 4,5 l" as 4.5', () => {
    expect(parseNumber('5W-30')).toBeNull();
    expect(parseNumber('10W-40')).toBeNull();
    expect(parseNumber('Motoröl 5W-30, 4,5 l')).toBe(4.5);
  });
});

const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('payer and payee side by side, each with its IBAN and BIC under its name', () => {
  it('answers `empfaenger`, `empfaenger_iban`, `empfaenger_bic` from the "Zahlungsempfänger" column', async () => {
    const text = [
      'Überweisung – Ausführungsbestätigung',
      'Auftraggeber\tZahlungsempfänger',
      'Elektro Schmitt GmbH & Co. KG\tGroßhandel Kaiser Elektrotechnik AG',
      'IBAN: DE44 5139 0000 0071 2245 08\tIBAN: DE89 3704 0044 0532 0130 00',
      'BIC: VBMHDE5FXXX\tBIC: COBADEFFXXX',
      '',
      'Betrag: 4.318,27 EUR',
    ].join('\n');
    const schema = texts('auftraggeber', 'auftraggeber_iban', 'empfaenger', 'empfaenger_iban', 'empfaenger_bic');
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({
      auftraggeber: 'Elektro Schmitt GmbH & Co. KG',
      empfaenger: 'Großhandel Kaiser Elektrotechnik AG',
      empfaenger_bic: 'COBADEFFXXX',
    });
    const result = response.result as Record<string, string>;
    expect(result.auftraggeber_iban?.replace(/\s/g, '')).toBe('DE44513900000071224508');
    expect(result.empfaenger_iban?.replace(/\s/g, '')).toBe('DE89370400440532013000');
  });

  it('answers `payer_name` from a table of rows "Name | payer | payee" under "Payer | Payee"', async () => {
    const text = [
      'Payment confirmation',
      'Your payment was sent on 30 June 2026. Transaction ID: TX-88120-5573',
      '\tPayer\tPayee',
      'Name\tGreenleaf Catering Ltd\tFenwick Dairy Supplies Ltd',
      'IBAN\tGB47 NWBK 6016 1331 9268 19\tGB82 LOYD 3093 4421 7750 63',
      'Payment reference: INV-40772',
    ].join('\n');
    const response = await extractText(text, texts('payer_name', 'payee_name'));
    expect(response.result).toMatchObject({
      payer_name: 'Greenleaf Catering Ltd',
      payee_name: 'Fenwick Dairy Supplies Ltd',
    });
  });
});

describe("a transfer's purpose over two lines", () => {
  it('joins "abzgl. 2 % Skonto" in a row whose label cell is empty to "RE 2026-11873 KD-Nr. 50412"', async () => {
    const text = [
      'Betrag: 4.318,27 EUR',
      'Verwendungszweck:\tRE 2026-11873 KD-Nr. 50412',
      '\tabzgl. 2 % Skonto',
      '',
      'Der Auftrag wurde am 14.09.2026 ausgeführt.',
    ].join('\n');
    const response = await extractText(text, texts('verwendungszweck'));
    expect(response.result).toMatchObject({ verwendungszweck: 'RE 2026-11873 KD-Nr. 50412 abzgl. 2 % Skonto' });
  });

  it('joins the second line under a label of its own: "Verwendungszweck:" / "WB-26-3381" / "Objekt Gartenstr. 12"', async () => {
    const text = [
      'Betrag: 318,44 EUR',
      'Verwendungszweck:',
      'WB-26-3381',
      'Objekt Gartenstr. 12',
      '',
      'Mit freundlichen Grüßen',
    ];
    const response = await extractText(text.join('\n'), texts('verwendungszweck'));
    expect(response.result).toMatchObject({ verwendungszweck: 'WB-26-3381 Objekt Gartenstr. 12' });
  });

  it('still ends the purpose before a labelled line and a sentence', async () => {
    const text = [
      'Verwendungszweck:\tRE 4711',
      'Betrag:\t100,00 EUR',
      'Reference:',
      'INV-2231',
      'Please pay within 14 days.',
    ].join('\n');
    const response = await extractText(text, texts('verwendungszweck', 'reference'));
    expect(response.result).toMatchObject({ verwendungszweck: 'RE 4711', reference: 'INV-2231' });
  });
});

describe('a purpose in a form that stacks labels over values (lead, session 30)', () => {
  it("stops before the next pair's label: fresh D's transfer lost its reference to rows30's first cut", async () => {
    const text = ['Verwendungszweck', 'Rechnung 2026-0331 Inspektion OL-KM 822', 'Ausführungsdatum', '04.03.2026'].join(
      '\n',
    );
    const response = await extractText(text, texts('verwendungszweck'));
    expect(response.result).toMatchObject({ verwendungszweck: 'Rechnung 2026-0331 Inspektion OL-KM 822' });
  });

  it('stops before a one-word label the vocabulary does not know (png27\'s "Ausführung")', async () => {
    const text = ['Verwendungszweck', 'Abschlag 04/2026 Vertragskonto 8100477', 'Ausführung', 'sofort'].join('\n');
    const response = await extractText(text, texts('verwendungszweck'));
    expect(response.result).toMatchObject({ verwendungszweck: 'Abschlag 04/2026 Vertragskonto 8100477' });
  });
});

describe("a row's hours", () => {
  it('still gives `ueberstunden` the hours of "Überstunden | 9,50 Std. | 17,40 | 165,30"', async () => {
    const text = [
      'Bezeichnung\tMenge\tSatz\tBetrag',
      'Grundlohn\t168,00 Std.\t17,40\t2.923,20',
      'Überstunden\t9,50 Std.\t17,40\t165,30',
    ];
    const response = await extractText(text.join('\n'), numbers('ueberstunden'));
    expect(response.result).toMatchObject({ ueberstunden: 9.5 });
  });
});
