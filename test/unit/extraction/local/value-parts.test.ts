// Fields whose value is a PART of what the document writes in one cell (session 11): a postcode of "CH-8004 Zürich",
// the first name of "Rieger, Anna", the year of "2019 Honda CR-V", the last four digits of "VISA ###%2291".
import { describe, expect, it } from '@jest/globals';
import {
  partKindsOf,
  partOfCell,
  withoutBranch,
  withoutSalutation,
} from '../../../../src/extraction/providers/local/value-parts.ts';
import { nameWords } from '../../../../src/extraction/providers/local/words.ts';
import { extractVerified as run } from '../local-provider-helpers.ts';

const part = (field: string, text: string, options = {}) => partOfCell(text, partKindsOf(nameWords(field)), options);

describe('part kinds named by a field', () => {
  it('reads English and German words, two-word phrases and compounds', () => {
    expect(partKindsOf(nameWords('plz_ort'))).toEqual(['postal', 'city']);
    expect(partKindsOf(nameWords('passenger_first_name'))).toEqual(['firstName']);
    expect(partKindsOf(nameWords('nachname'))).toEqual(['lastName']);
    expect(partKindsOf(nameWords('house_number'))).toEqual(['houseNumber']);
    expect(partKindsOf(nameWords('baujahr'))).toEqual(['year']);
    expect(partKindsOf(nameWords('store_number'))).toEqual(['branch']);
    expect(partKindsOf(nameWords('postal_code'))).toEqual(['postal']);
    expect(partKindsOf(nameWords('promo_code'))).toEqual([]);
    expect(partKindsOf(nameWords('invoice_number'))).toEqual([]);
  });
});

describe('address parts of one cell', () => {
  it('splits continental, American and British forms', () => {
    expect(part('plz', 'CH-8004 Zürich, Schweiz')).toBe('8004');
    expect(part('ort', 'CH-8004 Zürich, Schweiz')).toBe('Zürich');
    expect(part('land', 'CH-8004 Zürich, Schweiz')).toBe('Schweiz');
    expect(part('plz_ort', 'D-08056 Zwickau')).toBe('D-08056 Zwickau');
    expect(part('city_state', 'Columbus, OH 43207')).toBe('Columbus, OH');
    expect(part('postcode', '14 Hyndland Road, Glasgow G12 9UP')).toBe('G12 9UP');
    expect(part('city', '14 Hyndland Road, Glasgow G12 9UP')).toBe('Glasgow');
    expect(part('country', 'Rue du Marché 4, 1204 Geneva, Switzerland')).toBe('Switzerland');
  });

  it('splits a street from its number, either way round', () => {
    expect(part('hausnummer', 'Bergstraße 27a, 69120 Heidelberg')).toBe('27a');
    expect(part('strasse', 'Lindenstraße 12, 04109 Leipzig', { streetName: true })).toBe('Lindenstraße');
    expect(part('strasse', 'Lindenstraße 12, 04109 Leipzig')).toBe('Lindenstraße 12');
    expect(part('house_number', '418 Maple Avenue, Springfield, IL 62704')).toBe('418');
    expect(part('state', '418 Maple Avenue, Springfield, IL 62704')).toBe('IL');
  });

  it('reads a street with its number first as no postal code and city', () => {
    expect(part('zip', '2208 Oak Hollow Dr')).toBeNull();
    expect(part('street', '2208 Oak Hollow Dr')).toBe('2208 Oak Hollow Dr');
  });

  it('finds no part where the cell has none', () => {
    expect(part('country', 'United Kingdom')).toBeNull();
    expect(part('plz', '04109')).toBeNull();
  });
});

describe('name parts of one cell', () => {
  it('reads "Last, First" and "LAST/FIRST MR" always, "First Last" only loosely or after a salutation', () => {
    expect(part('vorname', 'Rieger, Anna')).toBe('Anna');
    expect(part('nachname', 'Rieger, Anna')).toBe('Rieger');
    expect(part('first_name', 'OKAFOR/CHIDI MR')).toBe('CHIDI');
    expect(part('last_name', 'Mr Oliver Grant')).toBe('Grant');
    expect(part('first_name', 'David Chen')).toBeNull();
    expect(part('first_name', 'David Chen', { loose: true })).toBe('David');
  });

  it('drops a salutation and a branch number from a name, keeps an academic title', () => {
    expect(withoutSalutation('Herrn Jonas Weller')).toBe('Jonas Weller');
    expect(withoutSalutation('Mr. Daniel Okafor')).toBe('Mr. Daniel Okafor');
    expect(withoutSalutation('Dr. Miriam Osterholz')).toBe('Dr. Miriam Osterholz');
    expect(withoutSalutation('Frau Müller')).toBe('Frau Müller');
    expect(withoutBranch('CASCADE HARDWARE & GARDEN #0217')).toBe('CASCADE HARDWARE & GARDEN');
    expect(withoutBranch('Studio 54')).toBe('Studio 54');
  });

  it('reads one year and one code in brackets', () => {
    expect(part('year', '2019 Honda CR-V  VIN 2HKRW2H54KH612903')).toBe('2019');
    expect(part('year', '01.01.2025 - 31.12.2026')).toBeNull();
    expect(part('from_airport', 'DUBLIN (DUB)')).toBe('DUB');
  });
});

describe('parts in documents', () => {
  it('reads the parts of a parent object from its labelled cell', async () => {
    const result = await run(
      [
        'GUTACHTEN Nr. GA-26-0412',
        '',
        'Halter:      Schneider, Lena',
        'Fahrzeug:    2018 Volkswagen Golf  FIN WVWZZZAUZJW123456',
        'Empfänger:   Herrn Jonas Weller, Lindenstraße 12, 04109 Leipzig',
      ].join('\n'),
      [
        { name: 'halter', type: 'object', properties: [{ name: 'vorname', type: 'string' }] },
        { name: 'fahrzeug', type: 'object', properties: [{ name: 'baujahr', type: 'number' }] },
        {
          name: 'empfaenger',
          type: 'object',
          properties: [
            { name: 'name', type: 'string' },
            { name: 'plz', type: 'string' },
            { name: 'ort', type: 'string' },
          ],
        },
      ],
    );
    expect(result).toEqual({
      halter: { vorname: 'Lena' },
      fahrzeug: { baujahr: 2018 },
      empfaenger: { name: 'Jonas Weller', plz: '04109', ort: 'Leipzig' },
    });
  });

  it("reads the lines under the value of an owner in its column as the owner's too", async () => {
    const result = await run(
      [
        'Kälte-Service Brunner GmbH',
        'Kunde:                 Bäckerei Huber AG',
        '                       Badenerstrasse 120',
        '                       CH-8004 Zürich, Schweiz',
        '',
        'Rechnung Nr. 2026-0311',
      ].join('\n'),
      [
        {
          name: 'kunde',
          type: 'object',
          properties: [
            { name: 'plz', type: 'string' },
            { name: 'land', type: 'string' },
          ],
        },
      ],
    );
    expect(result).toEqual({ kunde: { plz: '8004', land: 'Schweiz' } });
  });

  it('splits a value under a label pair written with a comma', async () => {
    const result = await run(['MELDEBESCHEINIGUNG', '', 'Name, Vorname:   Albers, Katrin'].join('\n'), [
      { name: 'vorname', type: 'string' },
    ]);
    expect(result).toEqual({ vorname: 'Katrin' });
  });

  it('reads a year and a branch number from the opening lines', async () => {
    const result = await run(
      ['CASCADE HARDWARE & GARDEN #0217', '2025 PROPERTY TAX STATEMENT', '', 'Amount due   1,204.00'].join('\n'),
      [
        { name: 'store_name', type: 'string' },
        { name: 'store_number', type: 'string' },
        { name: 'tax_year', type: 'number' },
      ],
    );
    expect(result).toMatchObject({ store_number: '0217', tax_year: 2025 });
    const invoice = await run(['INVOICE #1234', 'Amount due   1,204.00'].join('\n'), [
      { name: 'store_number', type: 'string' },
    ]);
    expect(invoice).toEqual({});
  });

  it('keeps the branch number of a store, drops it from the store name', async () => {
    const result = await run(['Hannaford Supermarket #8177', 'TOTAL   12.40'].join('\n'), [
      { name: 'store', type: 'string' },
      { name: 'store_name', type: 'string' },
    ]);
    expect(result).toEqual({ store: 'Hannaford Supermarket #8177', store_name: 'Hannaford Supermarket' });
  });

  it('reads the last digits of a card masked with "#" and named "Endziffern"', async () => {
    const masked = await run(['HOLLIS HARDWARE', 'TOTAL   50.28', 'VISA ###%2291   50.28'].join('\n'), [
      { name: 'card_last_four', type: 'string' },
    ]);
    expect(masked).toEqual({ card_last_four: '2291' });
    const german = await run(['Summe   73,35 EUR', 'Zahlung: girocard, endet auf 5512'].join('\n'), [
      { name: 'karte_endziffern', type: 'string' },
    ]);
    expect(german).toEqual({ karte_endziffern: '5512' });
  });

  it('leaves no separator at the end of a value cut before another label', async () => {
    const result = await run(['Kälte-Service Brunner GmbH', 'Tel. 044 123 45 67 / Fax 044 123 45 68'].join('\n'), [
      { name: 'telefon', type: 'string' },
    ]);
    expect(result).toEqual({ telefon: '044 123 45 67' });
  });
});
