// Session 30's forms with choices (development set forms30): a yes/no question in a cell of its own with its answers'
// boxes in the cells after it, a grid of questions with an X under "ja" or "nein", radio buttons "(•)", an option that
// names the field, and a consent ticked before its sentence. Each case failed on the code before its rule (choice-rows.ts).
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const flags = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'boolean' }) as const);

describe('a question answered by boxes in the cells after it', () => {
  it('reads forms23\'s "Do you have the right to work in the UK?   Yes [x]   No [ ]" for `right_to_work`', async () => {
    const text = [
      'Post applied for   Senior Laboratory Technician',
      'Email   d.okonjo@gmail.com',
      '',
      'Do you have the right to work in the UK?   Yes [x]   No [ ]',
      'Date available to start   15 June 2026',
    ].join('\n');
    const response = await extractText(text, flags('right_to_work'));
    expect(response.result).toMatchObject({ right_to_work: true });
  });

  it('reads questions phrased unlike the field, their boxes before or after the answer', async () => {
    const text = [
      'Policy number   MTR-5582014',
      'Were the police notified?   ☒ Yes   ☐ No',
      'Does anyone in the household smoke?     ☐ Yes    ☒ No',
      'Sind die Sachen anderweitig versichert?   ja [ ]   nein [X]',
    ].join('\n');
    const schema: TOutputSchema = [
      ...flags('police_informed', 'smoker'),
      { name: 'weitere_versicherung', type: 'boolean', description: 'eine weitere Versicherung für dieselben Sachen' },
    ];
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({ police_informed: true, smoker: false, weitere_versicherung: false });
  });

  it('reads radio buttons "(•) Yes   ( ) No", also as OCR reads the dot ("(s) No")', async () => {
    const text = [
      '4. Did you have breakfast in our restaurant?   (•) Yes   ( ) No',
      '3. Is this your first stay with us?  () Yes  (s) No',
    ].join('\n');
    const response = await extractText(text, flags('breakfast', 'first_stay'));
    expect(response.result).toMatchObject({ breakfast: true, first_stay: false });
  });

  it('reads the option that names the field when the answers are no yes or no', async () => {
    const text = 'Delivery or collection?   [ ] Deliver to customer   [x] Collect from shop';
    const response = await extractText(text, flags('delivery'));
    expect(response.result).toMatchObject({ delivery: false });
  });
});

describe('a grid of questions with a mark under its yes or no column', () => {
  it('reads an X under "nein" as false, not the label\'s "X" as true', async () => {
    const text = [
      'Fragen zur Gesundheit                                       ja   nein',
      'Rauchen Sie?                                                     X',
      'Sind Allergien bekannt (z. B. Penicillin, Latex)?           X',
      'Leiden Sie an Diabetes mellitus?                                 X',
    ].join('\n');
    const response = await extractText(text, flags('raucher', 'allergien', 'diabetes'));
    expect(response.result).toMatchObject({ raucher: false, allergien: true, diabetes: false });
  });
});

describe('a grid read by OCR and a column of ticks', () => {
  it('reads "1.0. | n.i.0." as the i.O. and n.i.O. columns and "Funktionsprifung" as the word OCR misread', async () => {
    const text = [
      'Prüfdatum: 13.10.2026               Prüfer: Dennis Kowalczyk',
      'Prüfschritt                   1.0.               n.i.0.',
      'Sichtprifung                  X',
      'Schutzleiterwiderstand                           X',
      'Funktionsprifung              X',
    ].join('\n');
    const response = await extractText(text, flags('schutzleiter_ok', 'funktionspruefung_ok'));
    expect(response.result).toMatchObject({ schutzleiter_ok: false, funktionspruefung_ok: true });
  });

  it('reads an option without a tick under "Selected" as false when another one is ticked', async () => {
    const text = ['Option                Selected', 'Damage waiver (12%)   ✓', 'Pre-paid fuel', 'Operator'].join('\n');
    const response = await extractText(text, flags('damage_waiver', 'fuel_included', 'operator'));
    expect(response.result).toMatchObject({ damage_waiver: true, fuel_included: false, operator: false });
  });
});

describe('a choice of printed options read by OCR', () => {
  it('reads the one radio button with a glyph among empty ones ("(+) Leisure") as the ticked option', async () => {
    const text = [
      '2. Purpose of your stay:  () Business  (+) Leisure',
      '3. Is this your first stay with us?  () Yes  (+) No',
    ].join('\n');
    const schema: TOutputSchema = [{ name: 'purpose_of_stay', type: 'string', description: 'Business or Leisure' }];
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({ purpose_of_stay: 'Leisure' });
  });
});

describe('a ticked option the description lists cut apart', () => {
  it('keeps "Visiting friends/relatives" whole and "wiederkehrende Zahlung" with the noun the list wrote once', async () => {
    const text = [
      'Main reason for this trip:',
      '  [ ] Holiday   [ ] Business   [X] Visiting friends/relatives   [ ] Study   [ ] Transit',
      'Zahlungsart:   (•) wiederkehrende Zahlung   ( ) einmalige Zahlung',
    ].join('\n');
    const schema: TOutputSchema = [
      {
        name: 'purpose',
        type: 'string',
        description: 'Holiday, Business, Visiting friends/relatives, Study or Transit',
      },
      { name: 'zahlungsart', type: 'string', description: 'wiederkehrende oder einmalige Zahlung' },
    ];
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({
      purpose: 'Visiting friends/relatives',
      zahlungsart: 'wiederkehrende Zahlung',
    });
  });
});

describe('a consent ticked before its sentence', () => {
  it('reads an empty box before "Ich möchte den Newsletter … erhalten" as false', async () => {
    const text = [
      'Name, Vorname   Kröger, Svenja',
      '☒ Ich bin einverstanden, dass Fotos von Veranstaltungen auf der Homepage veröffentlicht werden.',
      '☐ Ich möchte den Newsletter des Vereins per E-Mail erhalten.',
    ].join('\n');
    const response = await extractText(text, flags('newsletter'));
    expect(response.result).toMatchObject({ newsletter: false });
  });
});
