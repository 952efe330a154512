// People named inside sentences (session 14): a person after the field's role ("our site engineer Tom Hartley"),
// after its description's verb ("Person who approves the claim" / "approved by our assessor, Ms Nina Ford"), the one a
// letter asks the reader to turn to, and a person set off by commas after a printed label ("Ihr Berater, Herr Jan
// Roth, ist …"). English and German.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const str = (name: string, description?: string) =>
  ({ name, type: 'string', ...(description ? { description } : {}) }) as const;

describe('a person named in a sentence', () => {
  it('reads the name right after the field’s role', async () => {
    const text = ['Dear Ms Lowe,', 'The repair will be carried out by our site engineer Tom Hartley on Monday.'];
    expect(await run(text, [str('engineer')])).toEqual({ engineer: 'Tom Hartley' });
  });

  it('reads the name after the description’s verb, without the form of address', async () => {
    const text = [
      'Dear Mr Grant,',
      'Your claim has been reviewed by our senior assessor, Ms Nina Ford, who will write to you shortly.',
    ];
    expect(await run(text, [str('adviser', 'Name of the adviser who reviewed the claim')])).toEqual({
      adviser: 'Nina Ford',
    });
  });

  it('reads the contact the letter asks the reader to turn to (de)', async () => {
    const text = [
      'Sehr geehrte Damen und Herren,',
      'bei Rückfragen zu dieser Abrechnung wenden Sie sich bitte an Herrn Malte Jensen aus der Buchhaltung.',
    ];
    expect(await run(text, [str('ansprechpartner')])).toEqual({ ansprechpartner: 'Malte Jensen' });
  });

  it('takes no capitalised German noun after the description’s word for a name', async () => {
    const text = ['Sehr geehrte Frau Weiß,', 'der Umzug wird von Montag bis Mittwoch durchgeführt.'];
    expect(await run(text, [str('betreuer', 'Name der Person, die den Umzug betreut')])).toEqual({});
  });
});

describe('a person set off by commas after a printed label', () => {
  it('keeps the name and leaves the rest of the sentence', async () => {
    const text = ['Sehr geehrte Frau Weiß,', 'Ihr Sachbearbeiter, Herr Jan Roth, ist montags bis freitags für Sie da.'];
    expect(await run(text, [str('sachbearbeiter')])).toEqual({ sachbearbeiter: 'Jan Roth' });
  });
});

describe('the person a course, a practice or an employer writes to', () => {
  it('reads a participant’s and a patient’s full name from the greeting', async () => {
    const student = ['Dear Amira Haddad,', 'You are now enrolled on our evening course Conversational Spanish.'];
    expect(await run(student, [str('participant_name')])).toEqual({ participant_name: 'Amira Haddad' });
    const patient = ['Liebe Frau Greta Sommer,', 'hiermit bestätigen wir Ihren Termin am 4. Mai 2026 um 10:00 Uhr.'];
    expect(await run(patient, [str('patientin')])).toEqual({ patientin: 'Greta Sommer' });
  });
});
