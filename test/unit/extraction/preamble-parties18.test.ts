// Session 18 (parties18): a contract's parties named in its preamble by their designation ("(the "Seller")",
// "hereinafter "the Client"", "(nachfolgend „Auftraggeber“)", "– Vermieterin –"), read by preamble-parties.ts, and
// never "und" or "§ 1 Mietsache" as a party's name. The hostile cases feed lines built here (documentLines cuts lines
// at 2,000 characters and would hide a superlinear pattern) under the hang guard.
import { describe, expect, it } from '@jest/globals';
import { documentLines, type TLine } from '../../../src/extraction/providers/local/lines.ts';
import { isNoPartyName } from '../../../src/extraction/providers/local/parties.ts';
import { preambleParty } from '../../../src/extraction/providers/local/preamble-parties.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { extractVerified, textDocument } from './local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const party = (text: string, name: string, parentName?: string) =>
  preambleParty(linesOf(text), name, parentName)?.text ?? null;
const builtLines = (rows: string[]): TLine[] =>
  rows.map((text) => ({ fileName: 'hostile.txt', page: 1, text, cells: [{ start: 0, end: text.length, tokens: [] }] }));

const MIETVERTRAG = [
  'Mietvertrag für Wohnraum',
  '',
  'zwischen',
  'Hausverwaltung Kramer GmbH, Lindenstraße 4, 10115 Berlin',
  '– Vermieterin –',
  '',
  'und',
  '',
  'Herrn Jonas Weber, Brunnenstraße 12, 10119 Berlin',
  '– Mieter –',
  '',
  '§ 1 Mietsache',
  'Vermietet wird die Wohnung, Ackerstraße 30, 10115 Berlin.',
].join('\n');

describe('parties named in a contract preamble', () => {
  it('reads names and addresses over dashed designations, in German and in English field names', () => {
    expect(party(MIETVERTRAG, 'vermieter')).toBe('Hausverwaltung Kramer GmbH');
    expect(party(MIETVERTRAG, 'mieter')).toBe('Jonas Weber');
    expect(party(MIETVERTRAG, 'landlord')).toBe('Hausverwaltung Kramer GmbH');
    expect(party(MIETVERTRAG, 'name', 'tenant')).toBe('Jonas Weber');
    expect(party(MIETVERTRAG, 'strasse', 'vermieter')).toBe('Lindenstraße 4');
    expect(party(MIETVERTRAG, 'plz', 'mieter')).toBe('10119');
    expect(party(MIETVERTRAG, 'ort', 'mieter')).toBe('Berlin');
    expect(party(MIETVERTRAG, 'tenant_phone')).toBeNull();
  });

  it('reads quoted designations after "between" and "and" on one line', () => {
    const text =
      'This agreement is made on 1 March 2026 between Northgate Machinery Ltd, a company registered in England (the "Seller"), and Calder Valley Joinery Ltd (the "Buyer").';
    expect(party(text, 'seller')).toBe('Northgate Machinery Ltd');
    expect(party(text, 'buyer')).toBe('Calder Valley Joinery Ltd');
    expect(party(text, 'verkaeufer')).toBe('Northgate Machinery Ltd');
  });

  it('reads "hereinafter" and "nachfolgend „…“" designations with the address after the name', () => {
    const english = [
      'Bramley Dental Practice, 14 Church Lane, York YO1 8BE, hereinafter "the Client", and',
      'Spotless Commercial Cleaning, 3 Foss Islands Road, York YO31 7UJ, hereinafter "the Contractor",',
      'agree as follows:',
    ].join('\n');
    expect(party(english, 'name', 'client')).toBe('Bramley Dental Practice');
    expect(party(english, 'address', 'client')).toBe('14 Church Lane, York YO1 8BE');
    expect(party(english, 'name', 'contractor')).toBe('Spotless Commercial Cleaning');
    const german =
      'Zwischen der Stadtwerke Heidenau GmbH, Hauptstraße 20, 01809 Heidenau (nachfolgend „Auftraggeber“) und dem Malerbetrieb Seidel, Gartenweg 3, 01796 Pirna (nachfolgend „Auftragnehmer“) wird folgender Vertrag geschlossen:';
    expect(party(german, 'auftraggeber')).toBe('Stadtwerke Heidenau GmbH');
    expect(party(german, 'auftragnehmer')).toBe('Malerbetrieb Seidel');
    expect(party(german, 'plz', 'auftragnehmer')).toBe('01796');
  });

  it('reads a party of several lines over its designation, "of" before the address, an enumerated party', () => {
    const block =
      'geschlossen zwischen\n\nPraxis Dr. Elena Vogt\nBahnhofstraße 9, 88212 Ravensburg\n(im Folgenden „Auftraggeber“)';
    expect(party(block, 'name', 'auftraggeber')).toBe('Praxis Dr. Elena Vogt');
    expect(party(block, 'anschrift', 'auftraggeber')).toBe('Bahnhofstraße 9, 88212 Ravensburg');
    const of = 'BETWEEN\nFenwick Analytics Ltd of 9 Grey Street, Newcastle upon Tyne NE1 6EE (the "Employer")';
    expect(party(of, 'name', 'employer')).toBe('Fenwick Analytics Ltd');
    expect(party(of, 'address', 'employer')).toBe('9 Grey Street, Newcastle upon Tyne NE1 6EE');
    const listed =
      '(1) Harbour Lights Hotels plc, whose registered office is at 2 Quay Street, Bristol BS1 4DB ("Client"); and';
    expect(party(listed, 'client')).toBe('Harbour Lights Hotels plc');
  });

  it('reads nothing without a designation, for two of one role, or where a conjunction would be the name', () => {
    expect(party('zwischen\nund\n– Mieter –\n§ 1 Mietsache', 'mieter')).toBeNull();
    expect(party('Acme Ltd (the "Seller")\nBeta Ltd (the "Seller")', 'seller')).toBeNull();
    expect(party('These terms apply between us and you ("Customer").', 'customer')).toBeNull();
    expect(party('Invoice\nBramley Dental Practice\n14 Church Lane', 'client')).toBeNull();
    expect(party('§ 1 Vertragsgegenstand\nAcme Ltd (the "Seller")', 'seller')).toBeNull();
  });

  it('takes no clause heading or conjunction as a party name', () => {
    expect(isNoPartyName('und')).toBe(true);
    expect(isNoPartyName('§ 1 Mietsache')).toBe(true);
    expect(isNoPartyName('Hausverwaltung Kramer GmbH')).toBe(false);
  });

  it('fills a landlord and tenant object through the local extractor', async () => {
    const schema: TOutputSchema = [
      { name: 'landlord', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'tenant', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ];
    const result = await extractVerified(MIETVERTRAG, schema);
    expect(result).toMatchObject({
      landlord: { name: 'Hausverwaltung Kramer GmbH' },
      tenant: { name: 'Jonas Weber' },
    });
  });
});

describe('hostile input to the preamble readers', () => {
  it(
    'reads 10,000 designations and long runs of blanks, articles and "of" in one line quickly',
    async () => {
      const rows = [
        `zwischen ${'(the "Seller") '.repeat(10_000)}`,
        `${'der '.repeat(25_000)}Acme (the "Buyer")`,
        `Acme${' of'.repeat(30_000)}${' '.repeat(10_000)}, 1 High Street, ${'hereinafter '.repeat(5_000)} (the "Client")`,
        `–${' '.repeat(100_000)}Vermieterin –`,
        `(${'\u2003'.repeat(100_000)}`,
      ];
      const lines = builtLines(rows);
      for (const [name, parent] of [['seller'], ['buyer'], ['address', 'client'], ['vermieter']]) {
        await guardedReader('providers/local/preamble-parties.ts', 'preambleParty', lines, name, parent);
      }
      const buyer = await guardedReader('providers/local/preamble-parties.ts', 'preambleParty', lines, 'buyer');
      expect((buyer as { text: string } | null)?.text).toBe('Acme');
    },
    GUARDED_TEST_MS,
  );
});
