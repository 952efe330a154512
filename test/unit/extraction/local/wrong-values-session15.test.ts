// Rules of session 15 (branch wrong15) against wrong values that recur across development sets, whichever step
// found them: a piece of a sentence or a cell where a text is asked for (", und Herrn …", "@example.com"), a
// document's title, a date, a street or a bare number where a name is asked for, a party's name running on into its
// address, an identifier running on into its sentence.
import { describe, expect, it } from '@jest/globals';
import { asksForName, plausibleText } from '../../../../src/extraction/providers/local/implausible-values.ts';
import type { TOutputSchema, TSchemaProperty } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const text = (name: string) => ({ name, type: 'string' }) as TSchemaProperty;

describe('a party running on into its address', () => {
  it("cuts a shipper's and a consignee's name where the street starts", async () => {
    const schema: TOutputSchema = [
      { name: 'shipper', type: 'string' },
      { name: 'consignee', type: 'string' },
    ];
    const lines = [
      'BILL OF LADING',
      'Shipper: Oakfield Tiles LLC, 27 Quarry Road, Dayton, OH 45402',
      'Consignee: Lakeshore Renovations, 901 Bay Street, Duluth, MN 55802',
    ];
    expect(await run(lines, schema)).toEqual({ shipper: 'Oakfield Tiles LLC', consignee: 'Lakeshore Renovations' });
  });

  it('cuts a German recipient of goods too, and keeps an address field whole', async () => {
    const schema: TOutputSchema = [
      { name: 'warenempfaenger', type: 'string' },
      { name: 'lieferadresse', type: 'string' },
    ];
    const lines = [
      'Lieferschein 4471',
      'Warenempfänger: Tischlerei Brandl, Mühlweg 8, 83022 Rosenheim',
      'Lieferadresse: Baustelle Kurpark, Am Kurpark 3, 83043 Bad Aibling',
    ];
    expect(await run(lines, schema)).toEqual({
      warenempfaenger: 'Tischlerei Brandl',
      lieferadresse: 'Baustelle Kurpark, Am Kurpark 3, 83043 Bad Aibling',
    });
  });
});

describe('an identifier out of a sentence', () => {
  it('ends where the sentence goes on', async () => {
    const schema: TOutputSchema = [{ name: 'vertragsnummer', type: 'string' }];
    const lines = [
      'Sehr geehrter Herr Albrecht,',
      '',
      'Ihr Vertrag bleibt unter der Vertragsnummer KV-7781-22 hinterlegt. Der Abschlag ändert sich nicht.',
    ];
    expect(await run(lines, schema)).toEqual({ vertragsnummer: 'KV-7781-22' });
  });

  it('keeps a code with its number whole', () => {
    expect(plausibleText('143/228/40117 fest', text('steuernummer'))).toBe('143/228/40117');
    expect(plausibleText('LH 2012', text('flight_number'))).toBe('LH 2012');
  });
});

describe('no name where a name is asked for', () => {
  it('keeps no street for a name, and cuts a name before a street that opens with its number', () => {
    expect(plausibleText('Karl-Heine-Str. 88', text('mieter'))).toBeNull();
    expect(plausibleText('Karl-Heine-Str. 88, 04229 Leipzig', text('mieter'))).toBeNull();
    expect(plausibleText('Katrin und Jonas Weber', text('mieter'))).toBe('Katrin und Jonas Weber');
    expect(plausibleText('Greenfield Farm Supply, 2200 County Rd 9, Mankato', text('consignee'))).toBe(
      'Greenfield Farm Supply',
    );
    expect(plausibleText('Smith & Co, 3rd floor', text('company'))).toBe('Smith & Co, 3rd floor');
  });

  it("leaves out a document's title as a party's name", async () => {
    const schema: TOutputSchema = [{ name: 'provider', type: 'string' }];
    const lines = [
      'CLEANING SERVICES AGREEMENT',
      '',
      'This agreement is made between Harwick Dental Practice and Sparkle Office Care Ltd.',
    ];
    const result = (await run(lines, schema)) as Record<string, unknown>;
    expect(result.provider).not.toBe('CLEANING SERVICES AGREEMENT');
  });

  it("keeps a required field's value, for an empty required field fails the whole result", async () => {
    const schema: TOutputSchema = [{ name: 'provider', type: 'string', required: true }];
    const lines = ['CLEANING SERVICES AGREEMENT', '', 'Provider: CLEANING SERVICES AGREEMENT'];
    expect(await run(lines, schema)).toEqual({ provider: 'CLEANING SERVICES AGREEMENT' });
  });

  it('keeps no text that starts mid-sentence or mid-address', () => {
    expect(plausibleText(', und Herrn Jonas Petersen', text('vermieter'))).toBeNull();
    expect(plausibleText("'s bank confirmed that the", text('payee'))).toBeNull();
    expect(plausibleText('@northwind-traders.com', text('payer'))).toBeNull();
    expect(plausibleText('/ Voyage', text('vessel'))).toBeNull();
    expect(plausibleText('→ INV-2026-0377', text('original_invoice'))).toBe('INV-2026-0377');
  });

  it('keeps no date, bare number, e-mail address or title for a name', () => {
    expect(plausibleText('July 29, 2026', text('candidate_name'))).toBeNull();
    expect(plausibleText('3.1', text('client'))).toBeNull();
    expect(plausibleText('billing@example.com', text('payee'))).toBeNull();
    expect(plausibleText('Mietvertrag über Wohnraum (Auszug)', text('vermieter'))).toBeNull();
    expect(plausibleText('AGREEMENT 718244093', text('rental_company'))).toBeNull();
    // Names with such words inside stay.
    expect(plausibleText('Contract Cleaning Ltd', text('supplier'))).toBe('Contract Cleaning Ltd');
    expect(plausibleText('Harbor Mutual Insurance Company', text('insurer'))).toBe('Harbor Mutual Insurance Company');
  });

  it('asks for a name by a party word or a name word, not by a place or an address', () => {
    expect(asksForName(text('shipper'))).toBe(true);
    expect(asksForName(text('customer_name'))).toBe(true);
    expect(asksForName(text('name'), 'lieferanschrift')).toBe(true);
    expect(asksForName(text('ship_to'))).toBe(false);
    expect(asksForName(text('delivery_address'))).toBe(false);
    expect(asksForName(text('invoice_number'))).toBe(false);
  });
});
