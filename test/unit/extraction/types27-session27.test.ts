// Typed values and typed field names (session 27, branch types27): a duration read in the unit the field's name ends
// with, an amount in pence or cents for a field that names neither, a balance marked as a debit, a date-time's zone
// by its abbreviation, and a listed choice named by the document's own words. Each failed on the code before it.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const choice = (name: string, description: string): TOutputSchema => [{ name, type: 'string', description }];

describe('a duration in the unit the field is named with', () => {
  it('reads "Standzeit: 3:25 h" as 205 for `standzeit_minuten`, not the hours 3.4167', async () => {
    const text = ['Ladestation Marktplatz', 'Ladevorgang 4471', 'Standzeit: 3:25 h', 'Geladen: 22,4 kWh'].join('\n');
    const response = await extractText(text, numbers('standzeit_minuten'));
    expect(response.result).toMatchObject({ standzeit_minuten: 205 });
  });

  it('reads "Call length: 1 h 05 min" as 65 for `call_length_minutes` and "Setup: 1 hr 30 mins" as 1.5 hours', async () => {
    const text = ['Support ticket 8812', 'Call length: 1 h 05 min', 'Setup: 1 hr 30 mins', 'Agent: Priya N.'].join(
      '\n',
    );
    const response = await extractText(text, numbers('call_length_minutes', 'setup_hours'));
    expect(response.result).toMatchObject({ call_length_minutes: 65, setup_hours: 1.5 });
  });

  it('reads "Dauer: ca. 2,5 Stunden" as 150 for `dauer_minuten`', async () => {
    const text = ['Führung durch die Altstadt', 'Treffpunkt: Rathaus', 'Dauer: ca. 2,5 Stunden', 'Preis: 12,00 €'].join(
      '\n',
    );
    const response = await extractText(text, numbers('dauer_minuten'));
    expect(response.result).toMatchObject({ dauer_minuten: 150 });
  });
});

describe('an amount written in pence or cents', () => {
  it('reads "Mileage rate: 25p per mile" as 0.25 for `mileage_rate`', async () => {
    const text = ['Volunteer expenses', 'Name: Tom Hardy', 'Mileage rate: 25p per mile', 'Miles: 30'].join('\n');
    const response = await extractText(text, numbers('mileage_rate'));
    expect(response.result).toMatchObject({ mileage_rate: 0.25 });
  });

  it('keeps "Arbeitspreis: 28,90 ct/kWh" as 28.9 for `arbeitspreis_cent`, which names the cents', async () => {
    const text = ['Preisblatt Gas', 'Arbeitspreis: 28,90 ct/kWh', 'Grundpreis: 9,50 €/Monat'].join('\n');
    const response = await extractText(text, numbers('arbeitspreis_cent'));
    expect(response.result).toMatchObject({ arbeitspreis_cent: 28.9 });
  });
});

describe('a balance marked as a debit', () => {
  it('reads "Saldo neu 1.204,16 S" as -1204.16 for `saldo_neu`, and "Saldo alt 310,00 H" as 310', async () => {
    const text = ['Raiffeisenbank Oberland', 'Kontoauszug 4/2026', 'Saldo alt\t310,00 H', 'Saldo neu\t1.204,16 S'].join(
      '\n',
    );
    const response = await extractText(text, numbers('saldo_alt', 'saldo_neu'));
    expect(response.result).toMatchObject({ saldo_alt: 310, saldo_neu: -1204.16 });
  });
});

describe("a date-time's zone by its abbreviation", () => {
  it('reads "Abflug: 02.06.2026 14:20 MESZ" with +02:00 and "Landing: 2 June 2026 15:05 BST" with +01:00', async () => {
    const text = ['Flugplan', 'Abflug: 02.06.2026 14:20 MESZ', 'Landing: 2 June 2026 15:05 BST'].join('\n');
    const schema: TOutputSchema = [
      { name: 'abflug', type: 'string', format: 'datetime' },
      { name: 'landing', type: 'string', format: 'datetime' },
    ];
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({
      abflug: '2026-06-02T14:20:00+02:00',
      landing: '2026-06-02T15:05:00+01:00',
    });
  });

  it('reads "Beginn: 09.10.2026, 18:00 Uhr (MEZ)" with +01:00', async () => {
    const text = [
      'Einladung zur Mitgliederversammlung',
      'Beginn: 09.10.2026, 18:00 Uhr (MEZ)',
      'Ort: Vereinsheim',
    ].join('\n');
    const response = await extractText(text, [{ name: 'beginn', type: 'string', format: 'datetime' }]);
    expect(response.result).toMatchObject({ beginn: '2026-10-09T18:00:00+01:00' });
  });
});

describe("a listed choice named by the document's own words", () => {
  it('gives `bank_transfer` for "Zahlweg: Banküberweisung"', async () => {
    const text = ['Rechnung 2026-118', 'Betrag: 240,00 €', 'Zahlweg: Banküberweisung innerhalb 14 Tagen'].join('\n');
    const response = await extractText(text, choice('methode', 'one of: bank_transfer, card, cash, direct_debit'));
    expect(response.result).toMatchObject({ methode: 'bank_transfer' });
  });

  it('gives `cash` for "wird in bar bezahlt" and `unpaid` for "Status: OUTSTANDING"', async () => {
    const paid = await extractText(
      ['Kaufvertrag', 'Kaufpreis: 450,00 €', 'Der Kaufpreis wird bei Abholung in bar bezahlt.'].join('\n'),
      choice('payment', 'one of: cash, bank_transfer, card'),
    );
    expect(paid.result).toMatchObject({ payment: 'cash' });
    const status = await extractText(
      ['Invoice 5512', 'Amount: £88.00', 'Status: OUTSTANDING'].join('\n'),
      choice('status', 'one of: paid, unpaid, partially_paid'),
    );
    expect(status.result).toMatchObject({ status: 'unpaid' });
  });

  it('gives `standard` for "Versand: Standardpaket (2-3 Werktage)", an option opening a compound', async () => {
    const text = ['Bestellung 77120', 'Versand: Standardpaket (2-3 Werktage)', 'Summe: 34,90 €'].join('\n');
    const response = await extractText(text, choice('versand', 'one of: standard, express, same_day'));
    expect(response.result).toMatchObject({ versand: 'standard' });
  });
});

describe('a yes/no stated with a word for none', () => {
  it('reads "Pets on board  none" as false for `pets_on_board`, not the label\'s mention as true', async () => {
    const text = ['Ferry booking 4471', 'Vehicle\tVW Touran', 'Pets on board\tnone', 'Cabin\t2-berth inside'].join(
      '\n',
    );
    const response = await extractText(text, [{ name: 'pets_on_board', type: 'boolean' }]);
    expect(response.result).toMatchObject({ pets_on_board: false });
  });

  it('reads "Nichts davon ist überfällig" as false for `ueberfaellig`', async () => {
    const text = ['Kontoübersicht', 'Saldo: 0,00 €', 'Nichts davon ist überfällig.'].join('\n');
    const response = await extractText(text, [{ name: 'ueberfaellig', type: 'boolean' }]);
    expect(response.result).toMatchObject({ ueberfaellig: false });
  });
});

describe("a telephone number with the trunk's bracketed zero", () => {
  it('reads "+49 (0)89 4411 203-0" in a sentence for `telefon`', async () => {
    const text = ['Guten Tag,', '', 'Sie erreichen uns unter +49 (0)89 4411 203-0.', '', 'Ihr Serviceteam'].join('\n');
    const response = await extractText(text, [{ name: 'telefon', type: 'string' }]);
    expect(response.result).toMatchObject({ telefon: '+49 (0)89 4411 203-0' });
  });
});

// Hostile input to this session's new patterns (hang guard, test/helpers/hang-guard.ts): each reads the value's
// opening by sticky, bounded steps, so 100,000 repeated signs take milliseconds; the guard catches a regression.
describe('hostile input to the typed-number patterns', () => {
  it(
    'reads no duration in 100,000 blanks or "1h" repeated (typed-numbers.ts durationAt)',
    async () => {
      expect(await guardedReader('providers/local/typed-numbers.ts', 'durationAt', `${' '.repeat(100_000)}x`)).toBe(
        null,
      );
      const repeated = await guardedReader(
        'providers/local/typed-numbers.ts',
        'durationAt',
        `${'1h '.repeat(100_000)}`,
      );
      expect(repeated).toMatchObject({ minutes: 60, parts: 1 });
    },
    GUARDED_TEST_MS,
  );

  it(
    'reads no cents after 100,000 blanks, and a zone after them (centsAsUnits, parse-values.ts zoneAt)',
    async () => {
      const blanks = ' '.repeat(100_000);
      expect(await guardedReader('providers/local/typed-numbers.ts', 'centsAsUnits', `${blanks}45p`)).toBe(null);
      const value = await guardedReader(
        'providers/local/parse-values.ts',
        'parseDateTime',
        `01.02.2026 10:00${blanks}CET`,
      );
      // The time's pattern reads the blanks after it (its optional meridiem's `\s*`), so the zone is still its own.
      expect(value).toBe('2026-02-01T10:00:00+01:00');
    },
    GUARDED_TEST_MS,
  );
});
