// Session 25, lead: an academic title after a form of address ("Frau Dr. Anna Yilmaz", "Herr Prof. Dr. Jens Ober")
// gave a person's field the title alone ("Dr", "Herr Prof"): the role reader took "Dr" before its dot for a name that
// a sentence goes on after, and "Prof." ended a sentence like a word's full stop.
import { describe, expect, it } from '@jest/globals';
import { extractText } from './local-provider-helpers.ts';

const letter = (line: string) => ['Fahrradhaus Kiel', '', line, '', 'Sehr geehrter Herr Matthiesen,'].join('\n');

describe('a person named with a form of address and an academic title', () => {
  it('reads "Frau Dr. Anna Yilmaz" as "Dr. Anna Yilmaz", not "Dr"', async () => {
    const response = await extractText(letter('Sachbearbeiterin: Frau Dr. Anna Yilmaz'), [
      { name: 'sachbearbeiterin', type: 'string' },
    ]);
    expect(response.result).toEqual({ sachbearbeiterin: 'Dr. Anna Yilmaz' });
  });
  it('reads "Herr Prof. Dr. Jens Ober" as "Prof. Dr. Jens Ober", not "Herr Prof"', async () => {
    const response = await extractText(letter('Ansprechpartner: Herr Prof. Dr. Jens Ober'), [
      { name: 'ansprechpartner', type: 'string' },
    ]);
    expect(response.result).toEqual({ ansprechpartner: 'Prof. Dr. Jens Ober' });
  });
  it('still ends a value at a sentence after a name ("Tom Hartley. Bitte …")', async () => {
    const response = await extractText(letter('Ansprechpartner: Tom Hartley. Bitte rufen Sie ihn an.'), [
      { name: 'ansprechpartner', type: 'string' },
    ]);
    expect(response.result).toEqual({ ansprechpartner: 'Tom Hartley' });
  });
});
