// Dates and periods (session 23, branch dates23): one order of day and month per document, decided once from all its
// lines and used by every reader of a date (date-order.ts); one end of a range a labelled value writes; dates of a
// payment or a receipt stated in a sentence, with or without their year.
import { describe, expect, it } from '@jest/globals';
import { dateOrderOf } from '../../../src/extraction/providers/local/date-order.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);
const lines = (...texts: string[]) => texts.map((text) => ({ text }));

describe('one order of day and month per document', () => {
  it('dates a yearless deadline from the letter’s own date read in the document’s order', async () => {
    // "03/12/2025" in a British letter is 3 December 2025: "by 10 January" is then January 2026, not 2025.
    const text = [
      'Hollins & Barrett Building Ltd, Unit 4, Canal Wharf, Leeds LS11 5PS',
      'Date: 03/12/2025',
      'Dear Mrs Whitfield,',
      'Our final account for the works is enclosed. Please pay the balance by 10 January.',
    ].join('\n');
    const response = await extractText(text, dates('letter_date', 'due_date'));
    expect(response.result).toMatchObject({ letter_date: '2025-12-03', due_date: '2026-01-10' });
  });

  it('decides the order from every line: a stated form, a date only one order allows, else none', () => {
    expect(dateOrderOf(lines('Geburtsdatum (TT.MM.JJJJ)', 'Ausgestellt 03/04/2026'))).toBe('day-first');
    expect(dateOrderOf(lines('Invoice Date: 03/04/2026', 'Due Date: 04/13/2026'))).toBe('month-first');
    expect(dateOrderOf(lines('Invoice Date: 03/04/2026'))).toBeUndefined();
  });

  it('reads a dashed date month first in a document whose slash dates are so', async () => {
    const text = [
      'Brightline Analytics LLC, Austin, TX 78701',
      'Invoice Date: 04/13/2026',
      'Ship Date: 03-04-2026',
    ].join('\n');
    const response = await extractText(text, dates('ship_date'));
    expect(response.result).toMatchObject({ ship_date: '2026-03-04' });
  });
});

describe('one end of a range a labelled value writes', () => {
  it('gives `gueltig_ab` the range’s start, its year taken from the end', async () => {
    const text = [
      'Mannheim, 18.03.2026',
      'Mietvertrag über einen Tiefgaragenstellplatz',
      '§ 2 Mietzeit: Der Vertrag ist gültig vom 01.04. bis 30.06.2026. Eine Verlängerung bedarf der Schriftform.',
    ].join('\n');
    const response = await extractText(text, dates('gueltig_ab', 'gueltig_bis'));
    expect(response.result).toMatchObject({ gueltig_ab: '2026-04-01', gueltig_bis: '2026-06-30' });
  });
});

describe('dates of a payment or a receipt stated in a sentence', () => {
  it('reads when a payment was made and when it arrived', async () => {
    const text = [
      'Subject: Zahlungseingang zu Rechnung RE-2026-0311',
      'Date: Fri, 03 Apr 2026 11:45:09 +0200',
      '',
      'vielen Dank: Ihre Überweisung vom 02.04. über 89,00 € zur Rechnung RE-2026-0311',
      'ist am 03.04.2026 auf unserem Konto eingegangen.',
    ].join('\n');
    const response = await extractText(text, dates('zahlungsdatum', 'eingangsdatum'));
    expect(response.result).toMatchObject({ zahlungsdatum: '2026-04-02', eingangsdatum: '2026-04-03' });
  });

  it('reads the day a letter was received, not the day it was written', async () => {
    const text = [
      'Hallo Herr Brandt,',
      'Ihr Kündigungsschreiben vom 28.02.2026 ist am 02.03.2026 bei uns eingegangen.',
      'Wir bestätigen die Kündigung Ihrer Mitgliedschaft zum 30.06.2026.',
    ].join('\n');
    const response = await extractText(text, dates('kuendigung_eingegangen'));
    expect(response.result).toMatchObject({ kuendigung_eingegangen: '2026-03-02' });
  });
});
