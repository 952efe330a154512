// Tables whose row header names one half of a field and whose column header the other (session 13, regress13):
// of several such tables, a field takes the one headed by its own printed name before one headed by a synonym.
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import {
  valueAtRowAndColumn,
  valueUnderRowHeader,
} from '../../../../src/extraction/providers/local/value-positions.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const linesOf = (text: string) =>
  documentLines([{ fileName: 'a.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }]);

const readings = [
  { name: 'previous_reading', type: 'number' },
  { name: 'current_reading', type: 'number' },
  { name: 'zaehlerstand_neu', type: 'number' },
] as TOutputSchema;

describe('row and column headers: own name before synonym', () => {
  it('each of two synonymous fields takes the table printing its own words, whichever comes first', async () => {
    // The German table first: `current_reading` ("Zählerstand neu" is a synonym of it) still reads "Current".
    const response = await extractText(
      'Zählerstand\talt\tneu\nZähler 1\t5.120\t7.438\n\nMeter readings\tPrevious\tCurrent\tUsage (m³)\nMeter 77120\t1042\t1087\t45',
      readings,
    );
    expect(response.result).toEqual({ previous_reading: 1042, current_reading: 1087, zaehlerstand_neu: 7438 });
  });

  it('a synonym still finds the value when the own name is not printed', async () => {
    const response = await extractText('Meter readings\tPrevious\tCurrent\nMeter 77120\t1042\t1087', [
      { name: 'zaehlerstand_neu', type: 'number' },
    ] as TOutputSchema);
    expect(response.result).toEqual({ zaehlerstand_neu: 1087 });
  });

  it('picks the best-weighted header row, the first of equal weight', () => {
    const lines = linesOf('Meter readings\tPrevious\tCurrent\nMeter 1\t10\t20\n\nStand\talt\tneu\nZähler 1\t30\t40');
    const own = { words: ['stand', 'neu'], weight: 6 };
    const synonym = { words: ['current', 'reading'], weight: 4 };
    expect(valueUnderRowHeader(lines, [synonym, own])?.text).toBe('40');
    expect(valueUnderRowHeader(lines, [{ ...synonym, weight: 6 }, own])?.text).toBe('20');
  });

  it('picks the best-weighted cell of a matrix, the first of equal weight', () => {
    const lines = linesOf('Item\tMonth\tYear\nNet\t100\t1200\n\nBezeichnung\tMonat\tJahr\nNetto\t200\t2400');
    const own = { words: ['netto', 'jahr'], weight: 6 };
    const synonym = { words: ['net', 'year'], weight: 4 };
    expect(valueAtRowAndColumn(lines, [synonym, own])?.text).toBe('2400');
    expect(valueAtRowAndColumn(lines, [{ ...synonym, weight: 6 }, own])?.text).toBe('1200');
  });
});
