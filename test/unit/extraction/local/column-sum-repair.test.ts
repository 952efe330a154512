// OCR's stray leading digit before a table's number ("48.60" read "148.60"), blanked where the table's total row
// says so; clean tables, and totals no single dropped digit explains, stay as they were.
import { describe, expect, it } from '@jest/globals';
import { repairColumnSums } from '../../../../src/extraction/providers/local/column-sum-repair.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../../helpers/hang-guard.ts';

describe('repairColumnSums', () => {
  it('blanks the stray first digit of the one amount that makes the column add up to its total', () => {
    const page = [
      'Date             Description     Charges         Credits',
      '12-Mar           Room Charge     229.00',
      '13-Mar           In-Room Dining  148.60',
      '14-Mar          Amex ***1005                      277.60',
      '',
      'Total Charges                 277.60',
    ].join('\n');
    const repaired = repairColumnSums(page);
    expect(repaired.split('\n')[2]).toBe('13-Mar           In-Room Dining   48.60');
    expect(repaired.length).toBe(page.length);
  });

  it('repairs a count column of a packing list from its TOTAL row', () => {
    const page = [
      'Marks            Description      Cartons          Pieces',
      '1-240            Steel shelf unit  240             240',
      '241-560          Bamboo bin set   2320             1,280',
      '561-700          Cotton rug 5x7   140              420',
      'TOTAL                             700              1,940',
    ].join('\n');
    expect(repairColumnSums(page).split('\n')[2]).toBe('241-560          Bamboo bin set    320             1,280');
  });

  it('leaves a table alone that adds up, and one whose rows above a blank line would', () => {
    const adds = ['Item   Amount', 'Tea    12.00', 'Cake   14.50', 'Total  26.50'].join('\n');
    expect(repairColumnSums(adds)).toBe(adds);
    const freight = [
      'Pieces: 12     Weight (kg): 1,480     Class: 70',
      '',
      'Linehaul                                   640.00',
      'Fuel surcharge 12.5%                        80.00',
      'TOTAL                                      720.00',
    ].join('\n');
    expect(repairColumnSums(freight)).toBe(freight);
  });

  it('leaves a total alone that two different dropped digits would explain', () => {
    const page = ['Item   Amount', 'Tea    11.00', 'Cake   11.00', 'Total  12.00'].join('\n');
    expect(repairColumnSums(page)).toBe(page);
  });

  it(
    'reads a page of 3,000 total rows of twelve numbers each in well under a second',
    async () => {
      const row = `Total ${Array.from({ length: 12 }, (_, index) => `${index + 10}.00`).join('   ')}`;
      const page = Array.from({ length: 3000 }, () => row).join('\n');
      expect(await guardedReader('providers/local/column-sum-repair.ts', 'repairColumnSums', page)).toBe(page);
    },
    GUARDED_TEST_MS,
  );
});
