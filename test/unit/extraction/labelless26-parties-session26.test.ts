// Values without a label (session 26, branch labelless26), parties and references: a person printed with the role a
// field names, under a signature's name ("Gisela Horn" / "1. Vorsitzende") or in brackets ("Omar Haddad (chair)"); a
// shop mail's first line "Thanks for your order, Ben!" is no letterhead; a party's feminine word (`arbeitnehmerin`)
// as its listed form (the letter's addressee); a reference in a mail's subject for `booking_reference`.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('a person printed with the role a field names', () => {
  it('reads the name over "1. Vorsitzende" for `vorsitzende`, not the clerk who signs beside her', async () => {
    const text = [
      'Kleingartenverein Am Stadtpark e.V.',
      '',
      'Liebe Gartenfreunde,',
      '',
      'unser Sommerfest findet am Samstag, dem 11. Juli 2026, ab 15 Uhr auf der Festwiese statt.',
      '',
      'Mit herzlichen Grüßen',
      '',
      'Petra Lenz\tKarl Brandt',
      '',
      'Gisela Horn',
      '1. Vorsitzende',
    ].join('\n');
    const response = await extractText(text, texts('vorsitzende'));
    expect(response.result).toMatchObject({ vorsitzende: 'Gisela Horn' });
  });

  it('reads "Omar Haddad (chair)" in the list of those present for `chair`', async () => {
    const text = [
      'Elm Street Residents Association',
      '',
      'Minutes of the meeting of 4 February 2026',
      '',
      'Present: Linda Shaw (secretary), Omar Haddad (chair), Peter Quinn',
      '',
      '1. The bins rota was agreed.',
    ].join('\n');
    const response = await extractText(text, texts('chair'));
    expect(response.result).toMatchObject({ chair: 'Omar Haddad' });
  });
});

describe("a shop mail's exclamation in the letterhead's place", () => {
  it('reads no `shop` "Thanks for your order" from "Thanks for your order, Ben!"', async () => {
    const text = [
      'Thanks for your order, Ben!',
      '',
      "We've received order #41-2290, placed on 2 March 2026, and will ship it within two days.",
      'You paid £23.50 by card.',
    ].join('\n');
    const response = await extractText(text, texts('shop'));
    expect(response.result).not.toHaveProperty('shop', 'Thanks for your order');
  });
});

describe("a party's word in its feminine form", () => {
  it('reads the address window for `arbeitnehmerin` as for `arbeitnehmer`', async () => {
    const text = [
      'Stadtbäckerei Roth GmbH',
      'Marktstraße 4 · 97070 Würzburg',
      '',
      'Frau',
      'Melanie Krüger',
      'Sanderstraße 19',
      '97070 Würzburg',
      '',
      '\t\tWürzburg, 4. Mai 2026',
      '',
      'Änderung Ihrer Arbeitszeit',
      '',
      'Sehr geehrte Frau Krüger,',
      '',
      'wie besprochen beträgt Ihre wöchentliche Arbeitszeit ab dem 1. Juni 2026 30 Stunden.',
      '',
      'Mit freundlichen Grüßen',
      'Stadtbäckerei Roth GmbH',
    ].join('\n');
    const response = await extractText(text, texts('arbeitnehmerin'));
    expect(response.result).toMatchObject({ arbeitnehmerin: 'Melanie Krüger' });
  });
});

describe("a reference in a mail's subject", () => {
  it('reads "… for your booking 7XK4QP" for `booking_reference`', async () => {
    const text = [
      'From: Aer Lingus <noreply@booking.example>',
      'To: c.walsh@mail.example',
      'Subject: Schedule change for your booking 7XK4QP',
      'Date: Mon, 4 May 2026 09:00:00 +0100',
      '',
      'Dear Ms Walsh,',
      '',
      'your flight EI 362 from Dublin to Nice on 19 June 2026 now departs at 11:05.',
    ].join('\n');
    const response = await extractText(text, texts('booking_reference'), 'message/rfc822');
    expect(response.result).toMatchObject({ booking_reference: '7XK4QP' });
  });
});
