// Rules added in session 4 for misses seen on fresh sets A and B: IBANs in sentences, qualified IBAN labels,
// single-word identifier names, SKU columns, "Charges | Credits" columns and values stated in sentences.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { expectVerifiableSources, extract, textDocument } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => {
  const documents = [textDocument(text)];
  const response = await extract(documents, schema);
  expectVerifiableSources(response, documents);
  return response.result;
};

describe('IBANs', () => {
  it('ends an IBAN where the account number does, not at the end of the sentence', async () => {
    const result = await run(
      ['Bitte überweisen Sie den Betrag auf', 'IBAN DE75 5125 0000 0001 2345 67 (Sparkasse Taunus).'].join('\n'),
      [{ name: 'iban', type: 'string' }],
    );
    expect(result).toEqual({ iban: 'DE75512500000001234567' });
  });

  it('reads the payer and the payee IBAN from labels qualified after the word IBAN', async () => {
    const result = await run(
      [
        'Auftraggeber\tJonas Albrecht',
        'IBAN Auftraggeber\tDE12 2145 0000 0101 2233 44',
        'Empfänger\tHausverwaltung Nordstern GmbH',
        'IBAN Empfänger\tDE89 3704 0044 0532 0130 00',
      ].join('\n'),
      [
        { name: 'payer', type: 'object', properties: [{ name: 'iban', type: 'string' }] },
        { name: 'payee', type: 'object', properties: [{ name: 'iban', type: 'string' }] },
      ],
    );
    expect(result).toEqual({ payer: { iban: 'DE12214500000101223344' }, payee: { iban: 'DE89370400440532013000' } });
  });
});
