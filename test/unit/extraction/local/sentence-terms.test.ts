// Terms and periods in prose (session 14): payment terms ("payable within 28 days", "zahlbar innerhalb von 14 Tagen"),
// notice periods ("mit einer Frist von zwei Monaten", "sixty days' written notice" across a line break), counts in
// words ("twenty-eight", "eines Monats"), minutes and participants; and yes/no facts a sentence states ("ist noch
// nicht beglichen", "are not covered by your insurer"). English and German.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const num = (name: string, description?: string) =>
  ({ name, type: 'number', ...(description ? { description } : {}) }) as const;
const flag = (name: string, description?: string) =>
  ({ name, type: 'boolean', ...(description ? { description } : {}) }) as const;

describe('a payment term in a sentence', () => {
  it('reads "payable within 28 days" for a payment-terms field (en)', async () => {
    const text = ['Dear Sir or Madam,', 'All our invoices are payable within 28 days of the date of issue.'];
    expect(await run(text, [num('payment_terms_days')])).toEqual({ payment_terms_days: 28 });
  });

  it('reads the net term and the discount term apart (de)', async () => {
    const text = [
      'Sehr geehrte Damen und Herren,',
      'der Rechnungsbetrag ist zahlbar innerhalb von 21 Tagen ohne Abzug.',
      'Bei Zahlung innerhalb von 7 Tagen gewähren wir 3 % Skonto.',
    ];
    expect(await run(text, [num('zahlungsziel_tage'), num('skontofrist_tage')])).toEqual({
      zahlungsziel_tage: 21,
      skontofrist_tage: 7,
    });
  });
});

describe('a notice period in a sentence', () => {
  it('reads a German notice period written in words', async () => {
    const text = [
      'Der Vertrag läuft auf unbestimmte Zeit. Er kann von beiden Seiten mit einer Frist von zwei Monaten',
      'zum Monatsende gekündigt werden.',
    ];
    expect(await run(text, [num('kuendigungsfrist_monate')])).toEqual({ kuendigungsfrist_monate: 2 });
  });

  it('reads "sixty days\' written notice" when "notice" stands on the next line', async () => {
    const text = [
      'After the first year the lease continues from month to month and may be ended by giving sixty days’',
      'written notice to the landlord.',
    ];
    expect(await run(text, [num('notice_period_days')])).toEqual({ notice_period_days: 60 });
  });

  it('reads "innerhalb eines Monats" as one month for an objection period', async () => {
    const text = ['Gegen diesen Bescheid kann innerhalb eines Monats nach Zustellung Widerspruch eingelegt werden.'];
    expect(await run(text, [num('widerspruchsfrist_monate')])).toEqual({ widerspruchsfrist_monate: 1 });
  });
});

describe('counts in words and other units', () => {
  it('reads a hyphenated number word', async () => {
    const text = ['You will be entitled to twenty-eight days of paid holiday per year.'];
    expect(await run(text, [num('holiday_days')])).toEqual({ holiday_days: 28 });
  });

  it('reads minutes and participants', async () => {
    const text = [
      'Your workshop place is booked for three participants.',
      'Please allow about 45 minutes for the introduction.',
    ];
    expect(await run(text, [num('participants'), num('dauer_minuten')])).toEqual({
      participants: 3,
      dauer_minuten: 45,
    });
  });
});

describe('a yes/no fact a sentence states', () => {
  it('reads "noch nicht beglichen" as not paid (de)', async () => {
    const text = ['Sehr geehrter Herr Lange,', 'nach unserer Buchhaltung ist die Rechnung noch nicht beglichen.'];
    expect(await run(text, [flag('bezahlt', 'Ob die Rechnung bezahlt ist')])).toEqual({ bezahlt: false });
  });

  it('reads "has already been paid" as paid (en)', async () => {
    const text = ['Dear Mr Hale,', 'Thank you. The deposit has already been paid in full.'];
    expect(await run(text, [flag('already_paid')])).toEqual({ already_paid: true });
  });

  it('reads an insurer not covering the costs from the field’s description', async () => {
    const text = [
      'Liebe Patientin,',
      'die Kosten der Behandlung werden von Ihrer Krankenkasse leider nicht übernommen.',
    ];
    expect(await run(text, [flag('kassenleistung', 'Ob die Krankenkasse die Kosten übernimmt')])).toEqual({
      kassenleistung: false,
    });
  });

  it('states nothing for a flag no sentence names', async () => {
    const text = ['Dear Mr Hale,', 'The deposit has already been paid in full.'];
    expect(await run(text, [flag('parking_included')])).toEqual({});
  });
});
