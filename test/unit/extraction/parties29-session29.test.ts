// Parties without labels (session 29, branch parties29): an address block whose firm stands over a contact's, an
// owner's or a desk's line ("Attn: …", "FAO …", "Inh. …", "Buchhaltung"); a field asking for the person at a party
// or its firm (`customer.contact`, `buyer_contact`, `empfaenger.firma`); the issuer's contact is its signer (also
// under the firm's line, "i. A. …") and never the addressee's "z. Hd." line; `rechnungsempfaenger` is the addressee;
// a slogan over the letterhead's firm is no name.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { extractText } from './local-provider-helpers.ts';

const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const party = (name: string, ...names: string[]): TOutputSchema[number] => ({
  name,
  type: 'object',
  properties: texts(...names),
});

describe("the addressee's block: the firm and the person at it", () => {
  it('takes the firm over an "Attn:" line as the customer, and the contact from that line', async () => {
    const text = [
      'Harbour Signs Ltd',
      '7 Dock Road, Poole BH15 1HJ',
      '',
      'Seaview Holiday Parks Ltd',
      'Attn: Grace Holden',
      '12 Cliff Terrace',
      'Swanage BH19 2LD',
      '',
      'INVOICE HS-5521',
      'Date: 3 June 2026',
    ].join('\n');
    const response = await extractText(text, [party('customer', 'name', 'contact')]);
    expect(response.result).toMatchObject({ customer: { name: 'Seaview Holiday Parks Ltd', contact: 'Grace Holden' } });
  });

  it('takes the firm over an owner\'s "Inh." line and over a desk\'s line, never the line itself', async () => {
    const owner = [
      'Weinhandel Kessler · Marktstraße 4 · 67098 Bad Dürkheim',
      '',
      'Café Rosengarten',
      'Inh. Jutta Brehm',
      'Schlossplatz 9',
      '67105 Schifferstadt',
      '',
      'Lieferschein 7731',
    ].join('\n');
    const desk = [
      'Druckhaus Elbe GmbH · Hafenstraße 2 · 01067 Dresden',
      '',
      'Sächsische Reisebüro AG',
      'Buchhaltung',
      'Prager Straße 18',
      '01069 Dresden',
      '',
      'Rechnung 2026-0904',
    ].join('\n');
    expect((await extractText(owner, texts('empfaenger'))).result).toMatchObject({ empfaenger: 'Café Rosengarten' });
    expect((await extractText(desk, texts('kunde'))).result).toMatchObject({ kunde: 'Sächsische Reisebüro AG' });
  });

  it('reads "FAO" as a contact\'s line and gives a field of the firm the firm over an addressed person', async () => {
    const fao = [
      'Pennine Fixings Ltd',
      '3 Mill Yard, Halifax HX1 2RT',
      '',
      'Calder Kitchens Ltd',
      'FAO Owen Pritchard',
      '44 Station Road',
      'Hebden Bridge HX7 8AB',
      '',
      'STATEMENT OF ACCOUNT',
    ].join('\n');
    const firm = [
      'Kanzlei Roth · Königsallee 20 · 40212 Düsseldorf',
      '',
      'Brandt & Lenz Architekten',
      'Herrn Jonas Lenz',
      'Kaiserstraße 5',
      '40479 Düsseldorf',
      '',
      'Sehr geehrter Herr Lenz,',
    ].join('\n');
    expect((await extractText(fao, [party('customer', 'contact')])).result).toMatchObject({
      customer: { contact: 'Owen Pritchard' },
    });
    expect((await extractText(firm, [party('empfaenger', 'firma', 'person')])).result).toMatchObject({
      empfaenger: { firma: 'Brandt & Lenz Architekten', person: 'Jonas Lenz' },
    });
  });

  it('reads `rechnungsempfaenger` as the addressee', async () => {
    const text = [
      'Malerbetrieb Kurz · Lindenweg 3 · 72070 Tübingen',
      '',
      'Wohnbau Neckar GmbH',
      'Uhlandstraße 12',
      '72072 Tübingen',
      '',
      'Rechnung 118',
    ].join('\n');
    const response = await extractText(text, [party('rechnungsempfaenger', 'name')]);
    expect(response.result).toMatchObject({ rechnungsempfaenger: { name: 'Wohnbau Neckar GmbH' } });
  });
});

describe("the issuer's person: who signs", () => {
  it("takes the signer for the supplier's contact and the signer's position for `absender.funktion`", async () => {
    const text = [
      'Grafik Studio Nord GmbH',
      'Ostertorsteinweg 12, 28203 Bremen',
      '',
      'Herrn',
      'Paul Meyer',
      'Am Wall 140',
      '28195 Bremen',
      '',
      'Sehr geehrter Herr Meyer,',
      'anbei unser Angebot für Ihr neues Logo.',
      '',
      'Mit freundlichen Grüßen',
      '',
      'Svenja Kruse',
      'Projektleiterin',
    ].join('\n');
    const response = await extractText(text, [party('absender', 'name', 'ansprechpartner', 'funktion')]);
    expect(response.result).toMatchObject({
      absender: { name: 'Grafik Studio Nord GmbH', ansprechpartner: 'Svenja Kruse', funktion: 'Projektleiterin' },
    });
  });

  it('takes an order\'s signer over its role for `buyer_contact`, not the supplier\'s "z. Hd." contact', async () => {
    const text = [
      'Brauerei Feldmann GmbH',
      'Einkauf · Hopfenweg 2 · 95444 Bayreuth',
      '',
      'Etiketten Graf KG',
      'z. Hd. Herrn Sven Graf',
      'Druckerstraße 8',
      '95030 Hof',
      '',
      'Bestellung Nr. 7781',
      '',
      'Pos.  Artikel          Menge',
      '1     Rückenetikett    20.000',
      '',
      'Moritz Hahn',
      'Leiter Einkauf',
    ].join('\n');
    const response = await extractText(text, texts('buyer_contact', 'supplier_contact'));
    expect(response.result).toMatchObject({ buyer_contact: 'Moritz Hahn', supplier_contact: 'Sven Graf' });
  });

  it('takes the clerk signing "i. A." under the firm\'s line of the signature', async () => {
    const text = [
      'Immobilien Hertel · Bahnhofstraße 9 · 34117 Kassel',
      '',
      'Frau',
      'Ines Wolf',
      'Wilhelmshöher Allee 61',
      '34119 Kassel',
      '',
      'Sehr geehrte Frau Wolf,',
      'die Nebenkostenabrechnung 2025 liegt bei.',
      '',
      'Mit freundlichen Grüßen',
      'Hertel & Söhne',
      'i. A. Benedikt Laue',
    ].join('\n');
    const response = await extractText(text, texts('sachbearbeiter'));
    expect(response.result).toMatchObject({ sachbearbeiter: 'Benedikt Laue' });
  });
});

describe('the letterhead', () => {
  it('takes the firm under a slogan, not the slogan', async () => {
    const text = [
      'Your partner for clean water since 1988',
      'AQUAPURE SYSTEMS LTD',
      '9 Canal Street, Nottingham NG1 7EH',
      '',
      'Trent Valley Leisure Ltd',
      '2 Riverside Walk',
      'Newark NG24 1AB',
      '',
      'INVOICE AQ-3320',
    ].join('\n');
    const response = await extractText(text, [party('supplier', 'name')]);
    expect(response.result).toMatchObject({ supplier: { name: 'AQUAPURE SYSTEMS LTD' } });
  });
});

describe('hostile input to the patterns of parties29', () => {
  it(
    'reads no contact from an attention mark, 100,000 blanks and no name (attention-lines.ts, party-contacts.ts)',
    async () => {
      const line = (text: string) => ({ text, cells: [{ start: 0, end: text.length, tokens: [] }], page: 1 });
      const lines = [line('Acme Ltd'), line(`Attn:${' '.repeat(100_000)}:`), line('1 High Street')];
      const party = { text: 'Acme Ltd', line: lines[0], quoteStart: 0, quoteEnd: 8 };
      expect(
        await guardedReader('providers/local/party-contacts.ts', 'recipientPart', lines, party, 'contact'),
      ).toBeNull();
    },
    GUARDED_TEST_MS,
  );
});
