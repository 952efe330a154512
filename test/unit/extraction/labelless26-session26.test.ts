// Values without a label (session 26, branch labelless26): a deadline a letter sets for one thing in a sentence
// ("Anmeldungen nehmen wir bis spätestens 3. Juli 2026 entgegen" for `anmeldefrist`, "you may withdraw … before
// 12 May 2026" for `withdrawal_deadline`).
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);

describe('a deadline a sentence sets for the thing a field names', () => {
  it('reads "Anmeldungen … bis spätestens 3. Juli 2026" for `anmeldefrist`', async () => {
    const text = [
      'Musikschule Sonnenberg',
      'Lindenallee 4, 09130 Chemnitz',
      '',
      'Sommerworkshop Gitarre',
      '',
      'Liebe Eltern,',
      '',
      'auch in diesem Jahr bieten wir vom 27. bis 31. Juli 2026 unseren Gitarrenworkshop an.',
      'Anmeldungen nehmen wir bis spätestens 3. Juli 2026 im Sekretariat entgegen.',
      '',
      'Herzliche Grüße',
      'Ihr Team der Musikschule',
    ].join('\n');
    const response = await extractText(text, dates('anmeldefrist'));
    expect(response.result).toMatchObject({ anmeldefrist: '2026-07-03' });
  });

  it('reads "you may withdraw … before 12 May 2026" for `withdrawal_deadline`, across the line the sentence wraps', async () => {
    const text = [
      'Riverside Rowing Club',
      '',
      'Dear member,',
      '',
      'Thank you for entering the spring regatta on 23 May 2026. If your plans change, you may withdraw your',
      'entry free of charge before 12 May 2026; after that date the entry fee is not refunded.',
      '',
      'Regatta secretary',
    ].join('\n');
    const response = await extractText(text, dates('withdrawal_deadline'));
    expect(response.result).toMatchObject({ withdrawal_deadline: '2026-05-12' });
  });
});
