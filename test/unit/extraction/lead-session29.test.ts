// What the merge of session 29's four branches lost on the development sets, found by the lead's full eval: each case
// failed on the merged code (`e3260396`) before its fix. The PDFs behind the first three read right on session 27's
// code (`151cbe47`), whose PDF reader still joined "Client:" and its value into one cell (as text with the cells apart,
// the first failed there too); the last one guards parties29's own fix (session 27 gave the person as the firm).
import { describe, expect, it } from '@jest/globals';
import { extractText } from './local-provider-helpers.ts';

describe('session 29 merge: values the branches together lost', () => {
  // pdfcols29 splits a PDF's "Client:" and its value into two cells; the firm's name that wraps onto the next line
  // was joined only to a value found beside its label in one cell.
  it('joins a firm name wrapped onto the next line when the value stands in the cell after its label', async () => {
    const text = [
      'Whitcombe Ecological Surveys',
      '',
      'INVOICE 2026-031                        Date: May 6, 2026',
      '',
      'Client:   Pacific Northwest Habitat Restoration',
      '      Partners, LLC',
      '      600 Water St, Port Townsend, WA 98368',
      '',
      'Invoice total                            9,450.00',
    ].join('\n');
    const response = await extractText(text, [{ name: 'client', type: 'string' }]);
    expect(response.result).toEqual({ client: 'Pacific Northwest Habitat Restoration Partners, LLC' });
  });

  // parties29 gave a field asking for a party's firm only a line with a legal form or one over an addressed person;
  // a window whose name merely reads like a person's ("Schlosserei Weber") gave nothing.
  it("takes the address window's only name for the supplier's firm on a purchase order", async () => {
    const text = [
      'Metallbau Krüger GmbH · Industriestr. 8 · 33602 Bielefeld',
      '',
      'Schlosserei Weber',
      'Am Bach 3',
      '32052 Herford',
      '                                                      Bestellung',
      'Bestell-Nr.                             B-2026-0519',
      'Bestelldatum                            19.05.2026',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'lieferant', type: 'object', properties: [{ name: 'firma', type: 'string' }] },
    ]);
    expect(response.result).toMatchObject({ lieferant: { firma: 'Schlosserei Weber' } });
  });

  it('takes the firm under the addressed person for the recipient company', async () => {
    const text = [
      'HARROW & PIKE SURVEYORS',
      '22 Castle Street, Shrewsbury SY1 2BQ',
      '',
      'Mrs Joanne Tillett',
      'Tillett Property Holdings',
      '4 Abbey Foregate',
      'Shrewsbury',
      'SY2 6AE',
      '',
      '19 January 2026',
      '',
      'Dear Mrs Tillett',
      'Please find enclosed our report following the inspection on 12 January.',
      'Yours sincerely',
      'Martin Pike MRICS',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'recipient', type: 'object', properties: [{ name: 'company', type: 'string' }] },
    ]);
    expect(response.result).toMatchObject({ recipient: { company: 'Tillett Property Holdings' } });
  });

  it('gives no firm for a private person addressed by name', async () => {
    const text = [
      'Stadtwerke Linden GmbH · Postfach 12 · 30449 Hannover',
      '',
      'Herrn Lukas Weber',
      'Gartenweg 7',
      '30449 Hannover',
      '',
      'Rechnung Nr. 2026-1188',
      'Rechnungsdatum: 02.03.2026',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'empfaenger', type: 'object', properties: [{ name: 'firma', type: 'string' }] },
    ]);
    expect(response.result).toEqual({});
  });
});
