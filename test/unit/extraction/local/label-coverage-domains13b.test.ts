// Session 13 (lexicon13b): the vocabulary of logistics and customs, travel, events, telecom and IT, payroll and
// automotive (synonyms-transport.ts, synonyms-travel.ts, synonyms-payroll.ts, translations-transport.ts), measured
// on label-coverage-domains13b.ts: written before the vocabulary, it linked 56.3 % of its 955 pairs with 23 wrong
// links; the figures below are what the vocabulary reaches, as a floor and a ceiling.
import { describe, expect, it } from '@jest/globals';
import { candidatesFor } from '../../../../src/extraction/providers/local/candidates.ts';
import { keysOf } from '../../../../src/extraction/providers/local/label-keys.ts';
import { isExactOnlyLabel, synonymsOf } from '../../../../src/extraction/providers/local/synonyms.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';
import { describeCoverageBounds } from './label-coverage-bounds.ts';
import { DOMAINS13B_LABEL_COVERAGE, linksDomainLabel } from './label-coverage-domains13b.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describeCoverageBounds(
  'label coverage of logistics, travel, telecom, payroll, automotive and events',
  DOMAINS13B_LABEL_COVERAGE,
  {
    pairs: 955,
    linkedAtLeast: 855,
    wrongAtMost: 9,
  },
);

describe('mechanisms behind it', () => {
  const words = (name: string) => candidatesFor({ name }).map((candidate) => candidate.words.join(' '));

  it('keys a number written out as "no" too', () => {
    expect(keysOf(['reservation', 'number'])).toContain('reservationno');
    expect(linksDomainLabel('confirmation_number', 'Reservation no.')).toBe(true);
    // Only the word "number" at the end: a short key says too little.
    expect(keysOf(['number'])).not.toContain('no');
  });

  it("leaves a count's unit of time out of its label, not a unit of work", () => {
    expect(words('lease_term_months')).toContain('lease term');
    expect(linksDomainLabel('lease_term_months', 'Laufzeit')).toBe(true);
    expect(linksDomainLabel('break_minutes', 'Pause')).toBe(true);
    // "Total" is any document's total: `total_hours` keeps its hours.
    expect(words('total_hours')).not.toContain('total');
    expect(linksDomainLabel('total_hours', 'Total')).toBe(false);
  });

  it('links German compounds of translated words', () => {
    expect(linksDomainLabel('seal_no', 'Plombennummer')).toBe(true);
    expect(linksDomainLabel('break_time', 'Pausenzeit')).toBe(true);
    expect(linksDomainLabel('procedure_code', 'Verfahrenscode')).toBe(true);
    // "Flug" stays out: the ticket's number is no flight number.
    expect(linksDomainLabel('flight_number', 'Flugscheinnummer')).toBe(false);
  });

  it('keeps words of two meanings apart', () => {
    // Payroll's payout is not the net pay a net-earnings field asks for.
    expect(synonymsOf('nettoverdienst')).not.toContain('ueberweisungsbetrag');
    // A "Position" is a line of a table as often as a job.
    expect(synonymsOf('job title')).not.toContain('position');
    // A train's seat is no software seat.
    expect(synonymsOf('seats')).not.toContain('plaetze');
    // "Medicare wages" is a W-2 box of its own.
    expect(linksDomainLabel('medicare_tax', 'Medicare wages')).toBe(false);
    // Exact-only marks are global: none on labels other groups use freely.
    for (const label of ['destination', 'model', 'position', 'holder', 'location', 'payout', 'salary', 'probation']) {
      expect(isExactOnlyLabel(label)).toBe(false);
    }
  });
});

describe('documents of these domains', () => {
  it('reads a German payslip header with abbreviated labels', async () => {
    const schema: TOutputSchema = [
      { name: 'personalnummer', type: 'string' },
      { name: 'steuerbrutto', type: 'number' },
      { name: 'kinderfreibetrag', type: 'number' },
      { name: 'konfession', type: 'string' },
    ];
    const text = ['Pers.-Nummer: 004711', 'KiFB: 1,0', 'Konf.: rk', 'LSt-Brutto: 3.850,00'].join('\n');
    expect(await run(text, schema)).toEqual({
      personalnummer: '004711',
      steuerbrutto: 3850,
      kinderfreibetrag: 1,
      konfession: 'rk',
    });
  });

  it('reads a transport order and a workshop invoice in their own words', async () => {
    const schema: TOutputSchema = [
      { name: 'loading_meters', type: 'number' },
      { name: 'seal_number', type: 'string' },
      { name: 'kennzeichen', type: 'string' },
      { name: 'lease_term_months', type: 'number' },
    ];
    const text = ['LDM: 13,6', 'Plomben-Nr.: PL-448210', 'Kfz-Kz.: M-AB 1234', 'Laufzeit: 36 Monate'].join('\n');
    expect(await run(text, schema)).toEqual({
      loading_meters: 13.6,
      seal_number: 'PL-448210',
      kennzeichen: 'M-AB 1234',
      lease_term_months: 36,
    });
  });

  it('keeps sentences and pay rows read as before the payroll groups', async () => {
    const schema: TOutputSchema = [
      { name: 'annual_salary', type: 'number' },
      { name: 'wochenstunden', type: 'number' },
    ];
    const text = [
      'Your starting salary will be £68,500 per year, paid monthly in arrears.',
      'Die regelmäßige Arbeitszeit beträgt 40 Stunden pro Woche, Ihr Urlaubsanspruch 30 Arbeitstage im Jahr.',
    ].join('\n');
    const result = (await run(text, schema)) as Record<string, unknown>;
    // "salary!" made the salary exact-only, "Stunden pro Woche" a label of the weekly hours before "30".
    expect(result.annual_salary).toBe(68500);
    expect(result.wochenstunden).not.toBe(30);
  });
});
