// Values a sentence states without the field's label (sentence-roles.ts, sentence-role-dates.ts,
// sentence-role-texts.ts): a verb, a preposition or the clause's subject gives the value its role. English and German.
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { clausesOf } from '../../../../src/extraction/providers/local/sentence-clauses.ts';
import { dateByRole } from '../../../../src/extraction/providers/local/sentence-role-dates.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText, textDocument } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: TOutputSchema) => (await extractText(text.join('\n'), schema)).result;
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;
const num = (name: string) => ({ name, type: 'number' }) as const;
const str = (name: string) => ({ name, type: 'string' }) as const;

describe('a sum a verb gives its role', () => {
  it('is the sum to pay after "transfer" and "owe" (en)', async () => {
    const text = ['Dear Mr Finch,', 'Please transfer 86.50 EUR by 3 June 2026 so that we can keep your booking.'];
    expect(await run(text, [num('amount_due')])).toEqual({ amount_due: 86.5 });
    expect(await run(['Dear Ms Ray,', 'You owe £410.00 for the last quarter.'], [num('amount_owed')])).toEqual({
      amount_owed: 410,
    });
  });

  it('is the refund "zu Ihren Gunsten", not a fee named by its own noun (de)', async () => {
    const text = [
      'Sehr geehrter Herr Lenz,',
      'eine Bearbeitungsgebühr von 4,00 € fällt nicht an.',
      'Es ergibt sich zu Ihren Gunsten ein Betrag von 212,00 €, den wir Ihnen überweisen.',
    ];
    expect(await run(text, [num('erstattungsbetrag')])).toEqual({ erstattungsbetrag: 212 });
  });

  it('is the sum of a payment for a field named only "amount" (en)', async () => {
    const text = ['Hello Sam,', 'The payment of £72.10 will reach your account soon.'];
    expect(await run(text, [num('amount')])).toEqual({ amount: 72.1 });
  });

  it('reads no table row as a sentence, nor "payments received" as a sum to pay (en)', async () => {
    const text = [
      'Dear Ms Lowe,',
      'Cleaning of common parts\t6,240.00\t260.00',
      'Less: on-account payments received (4 × £240.00)\t960.00',
      'Thank you for the payments received so far of £480.00 in total.',
    ];
    expect(await run(text, [num('balance_due')])).toEqual({});
  });

  it('reads the sum on the line after its cue, a blank line between (de)', async () => {
    const text = [
      'Sehr geehrte Frau Roth,',
      'wir vermissen Ihren Zahlungseingang für die Rechnung 2026-77 über',
      '',
      '310,20 € weiterhin.',
    ];
    expect(await run(text, [num('offener_betrag')])).toEqual({ offener_betrag: 310.2 });
  });
});

describe('a sum its noun or subject names', () => {
  it('is named by the noun before "über" and by the subject of "beträgt", words between (de)', async () => {
    const text = [
      'Guten Tag Herr Brand,',
      'Sie erhalten eine Rückvergütung über 18,40 €.',
      'Die Kaution für die Wohnung im zweiten Stock beträgt 1.500,00 €.',
    ];
    expect(await run(text, [num('rueckverguetungsbetrag'), num('kaution')])).toEqual({
      rueckverguetungsbetrag: 18.4,
      kaution: 1500,
    });
  });

  it('is named by "for X" after it (en)', async () => {
    const text = ['Hi Dana,', 'The invoice comes to $620.00 including $35.00 for packaging.'];
    expect(await run(text, [num('packaging_cost')])).toEqual({ packaging_cost: 35 });
  });

  it('is the new sum after "increase to" and the old one after "currently" (en)', async () => {
    const text = [
      'Dear Mr Hale,',
      'your service charge will increase to £96.00 per month from 1 July 2026.',
      'You currently pay £88.00 per month.',
    ];
    expect(await run(text, [num('new_service_charge'), num('current_service_charge')])).toEqual({
      new_service_charge: 96,
      current_service_charge: 88,
    });
  });

  it('is the new sum before "statt bisher" and the old one after it (de)', async () => {
    const text = ['Sehr geehrte Frau Abel,', 'ab Mai kostet Ihr Paket monatlich 19,99 € statt bisher 17,99 €.'];
    expect(await run(text, [num('neuer_preis'), num('alter_preis')])).toEqual({
      neuer_preis: 19.99,
      alter_preis: 17.99,
    });
  });

  it('leaves a field absent when the only sum is an old one (en)', async () => {
    const text = ['Dear Ms Kent,', 'Your premium was previously £300.00, and we have reviewed your cover.'];
    expect(await run(text, [num('premium')])).toEqual({});
  });
});

describe('a date a preposition, a verb or the clause’s nouns give a role', () => {
  it('is from when something holds after "ab dem" / "from" (de, en)', async () => {
    expect(await run(['Guten Tag,', 'Ab dem 01.07.2026 gilt der neue Tarif für Sie.'], [date('gueltig_ab')])).toEqual({
      gueltig_ab: '2026-07-01',
    });
    const text = ['Dear Mr Park,', 'From 1 August 2026 your branch will move to Queen Street.'];
    expect(await run(text, [date('effective_date')])).toEqual({ effective_date: '2026-08-01' });
  });

  it('is until when after "bis zum" / "by" for a name with "bis" / "by" (de, en)', async () => {
    const text = [
      'Sehr geehrter Herr Wolf,',
      'seit dem 02.03.2026 liegt Ihnen unser Angebot vor.',
      'An dieses Angebot halten wir uns bis zum 30.04.2026 gebunden.',
    ];
    expect(await run(text, [date('gueltig_bis')])).toEqual({ gueltig_bis: '2026-04-30' });
  });

  it('is the end after "endet zum" / "will end on" (de, en)', async () => {
    const text = ['Hallo Herr Graf,', 'Ihr Abonnement endet zum 31.05.2026, danke für Ihre Treue.'];
    expect(await run(text, [date('vertragsende')])).toEqual({ vertragsende: '2026-05-31' });
    expect(await run(['Hi Mia,', 'Your plan will end on 30 June 2026.'], [date('end_date')])).toEqual({
      end_date: '2026-06-30',
    });
  });

  it('is the start or the end of "vom … bis …" (de)', async () => {
    const text = ['Sehr geehrte Frau Horn,', 'wir erwarten Sie vom 04.06.2026 bis 07.06.2026 in unserem Haus.'];
    expect(await run(text, [date('anreise'), date('abreise')])).toEqual({
      anreise: '2026-06-04',
      abreise: '2026-06-07',
    });
  });

  it('is named by the clause’s nouns, a compound name split in two (en, de)', async () => {
    const text = [
      'Hi Jo,',
      'We got your form on 20 March 2026.',
      'Your first instalment of €25.00 will be taken on 2 April 2026.',
    ];
    expect(await run(text, [date('first_instalment_date')])).toEqual({ first_instalment_date: '2026-04-02' });
    const german = [
      'Hallo Frau Ott,',
      'Ihr Brief vom 10.03.2026 liegt uns vor.',
      'Ihr Widerruf ist am 12.03.2026 bei uns eingegangen.',
    ];
    expect(await run(german, [date('widerrufseingang')])).toEqual({ widerrufseingang: '2026-03-12' });
  });

  it('is no date of a field whose nouns the clause does not hold (en)', () => {
    const text = ['Hi Jo,', 'Your first instalment of €25.00 will be taken on 2 April 2026.'].join('\n');
    const lines = documentLines([textDocument(text)]);
    expect(dateByRole(lines, ['first', 'instalment', 'date'], [])?.text).toBe('2026-04-02');
    expect(dateByRole(lines, ['cancellation', 'date'], [])).toBeNull();
  });
});

describe('a text a sentence gives a role', () => {
  it('reads a time after the event, places after "departs" and "arrives in" (en)', async () => {
    const text = ['Dear Mr Ito,', 'Your train ICE 578 departs Stuttgart at 14:05 and arrives in Berlin at 19:40.'];
    const schema = [str('departure_time'), str('departure_station'), str('arrival_station')];
    expect(await run(text, schema)).toEqual({
      departure_time: '14:05',
      departure_station: 'Stuttgart',
      arrival_station: 'Berlin',
    });
  });

  it('reads the start and the end of a time window (de)', async () => {
    const text = ['Hallo Frau Beck,', 'GLS stellt Ihr Paket am Freitag zwischen 09:30 und 12:00 Uhr zu.'];
    expect(await run(text, [str('zeitfenster_beginn'), str('zeitfenster_ende')])).toEqual({
      zeitfenster_beginn: '09:30',
      zeitfenster_ende: '12:00',
    });
  });

  it('reads who did it after "signed for by", the number after the thing a name numbers, a quoted name', async () => {
    const text = [
      'Hallo Herr Kern,',
      'Ihr Auftrag A-20931 wurde heute versandt.',
      'Enthalten ist das Produkt "Gartenschlauch 25 m".',
      'The parcel was signed for by HOFFMANN.',
    ];
    expect(await run(text, [str('auftragsnummer'), str('produkt'), str('signed_by')])).toEqual({
      auftragsnummer: 'A-20931',
      produkt: 'Gartenschlauch 25 m',
      signed_by: 'HOFFMANN',
    });
  });
});

describe('clauses of running text', () => {
  it('go on over a line break and end at a comma before a lower-case word', () => {
    const lines = documentLines([
      textDocument(['Wir zahlen Ihnen den Betrag von', '', '12,00 €, bisher 10,00 €.'].join('\n')),
    ]);
    const clauses = clausesOf(lines);
    expect(clauses.map((clause) => clause.line.text.slice(clause.start, clause.end).trim())).toEqual([
      'Wir zahlen Ihnen den Betrag von',
      '12,00 €',
      ', bisher 10,00 €.',
    ]);
    expect(clauses[1]?.lead).toBe('Wir zahlen Ihnen den Betrag von');
    expect(clausesOf(lines)).toBe(clauses);
  });
});
