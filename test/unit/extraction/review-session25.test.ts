// Review of session 25's merged rules (branch review25): inputs their authors did not write. A firm named after its
// trade ("Premier Technical Services") is no council's desk, a flight number field's value holding an airport's code
// before a clock or a month before a year, a series' capitals that are a currency's code, and a PDF's typed code
// after its label ("Sommer25") parted as if recognition had glued it, and a date read as a section's sum.
import { describe, expect, it } from '@jest/globals';
import { flightNumberOnly } from '../../../src/extraction/providers/local/flight-numbers.ts';
import { identifierAfterTitle } from '../../../src/extraction/providers/local/identifiers.ts';
import { displayNameSpan } from '../../../src/extraction/providers/local/mail-display-name.ts';
import { repairedGlyphs } from '../../../src/extraction/providers/local/ocr-glyphs.ts';
import { extractText, textDocument } from './local-provider-helpers.ts';

describe('a desk’s "Services" in a sender’s display name', () => {
  it('keeps a firm named after its trade whole ("Premier Technical Services", "Apex Travel Services")', () => {
    expect(displayNameSpan('Premier Technical Services <accounts@premier-ts.example>')?.text).toBe(
      'Premier Technical Services',
    );
    expect(displayNameSpan('Apex Travel Services <info@apex.example>')?.text).toBe('Apex Travel Services');
    expect(displayNameSpan('Northern Field Services <ops@nfs.example>')?.text).toBe('Northern Field Services');
  });

  it('still leaves a council’s "Parking Services" out', () => {
    expect(displayNameSpan('Bristol City Council Parking Services <pcn@bristol.example>')?.text).toBe(
      'Bristol City Council',
    );
  });
});

describe('a flight number among other words', () => {
  it('is not an airport’s code before its clock ("DUB 06:45")', () => {
    expect(flightNumberOnly('DUB 06:45 → LHR 08:10, EI 152')).toBe('EI 152');
  });

  it('is not a month before its year ("06 MAY 2026")', () => {
    expect(flightNumberOnly('06 MAY 2026 EI 153 Dublin to London')).toBe('EI 153');
  });

  it('still reads "LH2036", "U2 8063" and "BA 117A"', () => {
    expect(flightNumberOnly('Flight LH2036 to Munich')).toBe('LH2036');
    expect(flightNumberOnly('easyJet U2 8063')).toBe('U2 8063');
    expect(flightNumberOnly('BA 117A, gate closes 30 minutes before')).toBe('BA 117A');
  });
});

describe('a series’ capitals before a number after a title', () => {
  it('are not a currency’s code the money patterns know ("JPY 125000", "CAD 1250")', () => {
    expect(identifierAfterTitle('JPY 125000')).toBeNull();
    expect(identifierAfterTitle('CAD 1250')).toBeNull();
    expect(identifierAfterTitle('LS 884120')).toBe('LS 884120');
  });
});

describe('a number glued to the word before it (png25) in a PDF’s typed text layer', () => {
  it('leaves a code after its label’s colon as written ("Gutscheincode:   Sommer25"), its quote in the page', async () => {
    const document = textDocument(
      ['Buchungsbestätigung', '', 'Gutscheincode:   Sommer25    Rabatt: 10 %', 'Buchungsnummer:  BK-20417'].join('\n'),
      'application/pdf',
    );
    const response = await extractText(document, [
      { name: 'gutscheincode', type: 'string' },
      { name: 'buchungsnummer', type: 'string' },
    ]);
    expect(response.result).toEqual({ gutscheincode: 'Sommer25', buchungsnummer: 'BK-20417' });
  });

  it('still parts a label glued to its number ("Covers4    Server")', () => {
    expect(repairedGlyphs('Table 11   Covers4    Server', true)).toBe('Table 11   Covers 4   Server');
  });
});

describe('a contract section’s sum under its numbered heading (kinds25)', () => {
  it('takes no date’s day and month ("01.03" of "01.03.2026") for the sum', async () => {
    const text = [
      'Mietvertrag über Wohnraum',
      '',
      '§ 3 Miete',
      'Die monatliche Nettokaltmiete beträgt 890,00 €, zahlbar im Voraus.',
      '',
      '§ 4 Kaution',
      'Der Mieter leistet eine Kaution in Höhe von drei Nettokaltmieten,',
      'fällig bis zum 01.03.2026.',
      '',
      '§ 5 Schönheitsreparaturen',
      'Der Mieter trägt die Schönheitsreparaturen.',
    ].join('\n');
    expect((await extractText(text, [{ name: 'kaution', type: 'number' }])).result).toEqual({});
  });
});
