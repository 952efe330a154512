// Values stated in running text (session 23, branch prose23): a sentence wrapped at its line's end ("Die
// Sendungsnummer" / "lautet 0034…", "Die Probezeit beträgt" / "sechs Monate."), a modal, "remain" verb or an adverb of
// time between a label and its value ("would be £236.40", "bleibt unverändert bei 180,00 €", "beträgt derzeit"), and a
// count named by its noun alone, which takes no sum ("10 monthly instalments of £187.45" for `instalments`).
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);

describe('a sentence wrapped at its line’s end', () => {
  it('reads the identifier the next line states after its label', async () => {
    const text = [
      'Hallo Julia Neumann,',
      '',
      'gute Nachrichten: Ihre Bestellung 3029-771 wurde heute an DHL übergeben. Die Sendungsnummer',
      'lautet 00340434161094012345.',
      '',
      'Ihr Teeladen Morgenrot',
    ].join('\n');
    const response = await extractText(text, strings('sendungsnummer'));
    expect(response.result).toMatchObject({ sendungsnummer: '00340434161094012345' });
  });

  it('reads a count in words the line after the clause’s verb opens', async () => {
    const text = [
      'Liebe Frau Schneider,',
      '',
      // A PDF's line too long for its column: the overflow word stands on a line of its own.
      'der Beitrag wird am 15. jedes Monats von Ihrem Konto abgebucht. Die Mindestlaufzeit',
      'beträgt',
      'zwölf Monate; danach verlängert sich die Mitgliedschaft jeweils um einen Monat.',
    ].join('\n');
    const response = await extractText(text, numbers('mindestlaufzeit_monate'));
    expect(response.result).toMatchObject({ mindestlaufzeit_monate: 12 });
  });
});

describe('words between a label and its value in a sentence', () => {
  it('reads a sum after a modal verb', async () => {
    const text = [
      'Dear Mrs Foster,',
      '',
      'Thank you for your application. We are able to offer you a personal loan over 60 months.',
      'Your monthly repayment would be £236.40 and the total amount repayable £14,184.00.',
    ].join('\n');
    const response = await extractText(text, numbers('monthly_repayment'));
    expect(response.result).toMatchObject({ monthly_repayment: 236.4 });
  });

  it('reads a sum after "bleibt unverändert bei" and after "beträgt derzeit"', async () => {
    const text = [
      'Sehr geehrte Familie Özdemir,',
      '',
      'Ihre Nettokaltmiete erhöht sich ab dem 01.06.2026 auf 768,00 € monatlich.',
      'Die Betriebskostenvorauszahlung bleibt unverändert bei 180,00 € im Monat.',
      'Ihr monatliches Bruttogehalt beträgt derzeit 3.870,00 € laut Bescheinigung.',
    ].join('\n');
    const response = await extractText(text, numbers('betriebskostenvorauszahlung', 'bruttogehalt'));
    expect(response.result).toMatchObject({ betriebskostenvorauszahlung: 180, bruttogehalt: 3870 });
  });
});

describe('a count named by its noun alone', () => {
  it('counts the instalments and leaves each instalment’s sum to its own field', async () => {
    const text = [
      'Your council tax for 2026/27 is £1,874.52.',
      'We will collect this in 10 monthly instalments',
      'of £187.45, starting on 1 April 2026.',
    ].join('\n');
    const response = await extractText(text, numbers('instalments', 'instalment_amount'));
    expect(response.result).toMatchObject({ instalments: 10, instalment_amount: 187.45 });
  });

  it('counts children written in words', async () => {
    const text = [
      'Dear Ms Carter,',
      '',
      'we are happy to confirm your booking SB-30917 for two adults and one child in a family room with lake view.',
    ].join('\n');
    const response = await extractText(text, numbers('adults', 'children'));
    expect(response.result).toMatchObject({ adults: 2, children: 1 });
  });

  it('takes no sum for a count', async () => {
    const text = [
      'Dear Aisha,',
      '',
      'The bursary will be paid into your bank account in instalments of £500, in October, January and April.',
    ].join('\n');
    const response = await extractText(text, numbers('instalments'));
    expect(response.result).not.toHaveProperty('instalments');
  });
});

describe('an estimate or a share between a label and its sum', () => {
  it('reads the sum after "voraussichtlich", "jeweils" and "therefore"', async () => {
    const text = [
      'Sehr geehrter Herr Roth,',
      '',
      'die Nachzahlung beträgt voraussichtlich 112,48 € und wird im März abgebucht.',
      'Die Kaution beträgt jeweils 50,00 € pro Schlüssel, den Sie erhalten.',
      'Your new monthly payment will therefore be £45.20 from the first of next month.',
    ].join('\n');
    const response = await extractText(text, numbers('nachzahlung', 'kaution', 'monthly_payment'));
    expect(response.result).toMatchObject({ nachzahlung: 112.48, kaution: 50, monthly_payment: 45.2 });
  });
});
