// Values stated in running text whose field names only partly match the sentence (session 19, prose19): sums named in
// the other language or restated in brackets, set by a verb after them, owed when overdue; counts whose unit wraps to
// the next line; attendance; people who chair, minute or manage; dates of hearings, handovers and terminations; a
// price per unit; and a label's number that a following sentence must not supply.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);
const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('sums a sentence names in other words', () => {
  it('reads a German deposit restated in brackets for an English field name', async () => {
    const text = [
      '§ 5 Kaution',
      'Der Mieter leistet eine Kaution in Höhe von drei Monatsmieten (2.850 €). Sie ist in drei Raten zahlbar.',
    ].join('\n');
    expect((await extractText(text, numbers('deposit'))).result).toMatchObject({ deposit: 2850 });
  });

  it('reads a severance named before a bare "Betrag" and a value set by the verb after it', async () => {
    const text = [
      'Sehr geehrter Herr Hartung,',
      '',
      'als Abfindung zahlen wir Ihnen einen Betrag von 9.500,00 € brutto.',
      'Der Streitwert wird vorläufig auf 4.200,00 € festgesetzt.',
    ].join('\n');
    expect((await extractText(text, numbers('severance', 'streitwert'))).result).toMatchObject({
      severance: 9500,
      streitwert: 4200,
    });
  });

  it('reads the rent owed from an overdue notice and the days overdue', async () => {
    const text = 'Our records show that the rent of £1,150.00 for May has not been received and is now 9 days overdue.';
    expect((await extractText(text, numbers('rent_owed', 'days_overdue'))).result).toMatchObject({
      rent_owed: 1150,
      days_overdue: 9,
    });
  });

  it('reads a price per night and a German hourly rate', async () => {
    const booking = 'We look forward to welcoming you for three nights at £95 per night, breakfast included.';
    expect((await extractText(booking, numbers('nightly_rate'))).result).toMatchObject({ nightly_rate: 95 });
    const tutoring = 'für den Unterricht im Februar (6 Stunden à 25 €) bekomme ich insgesamt 150 €.';
    expect((await extractText(tutoring, numbers('stundensatz'))).result).toMatchObject({ stundensatz: 25 });
  });
});

describe('counts and people a sentence states', () => {
  it('reads a count whose unit wraps to the next line', async () => {
    const text = [
      'We are pleased to offer you the position. Your employment is subject to a probationary period of 6',
      'months. You will be entitled to 28 days of paid holiday per year.',
    ].join('\n');
    expect((await extractText(text, numbers('probation_months'))).result).toMatchObject({ probation_months: 6 });
  });

  it('reads the attendance of minutes in English and German', async () => {
    const english = 'The meeting was held in the Town Hall. 14 members were present; apologies were received from two.';
    expect((await extractText(english, numbers('attendees'))).result).toMatchObject({ attendees: 14 });
    const german = 'Die Versammlung wurde um 19:05 Uhr eröffnet. Es waren 23 stimmberechtigte Mitglieder anwesend.';
    expect((await extractText(german, numbers('anwesende_mitglieder'))).result).toMatchObject({
      anwesende_mitglieder: 23,
    });
  });

  it('reads who chaired a meeting, who took its minutes and whom a new hire reports to', async () => {
    const text = [
      'The meeting was held on 4 February 2026 in the Riverside Room and was chaired by Dr. Anna Weber.',
      'The minutes were taken by Peter Lang.',
      'In your new role you will report to Helen Marsh, Head of Data.',
    ].join('\n');
    expect((await extractText(text, texts('chair', 'minute_taker', 'line_manager'))).result).toMatchObject({
      chair: 'Dr. Anna Weber',
      minute_taker: 'Peter Lang',
      line_manager: 'Helen Marsh',
    });
  });

  it('does not take a number of the next sentence for a label', async () => {
    const text = [
      'Your employment will end on 31 May 2026, after 4 weeks of notice. Your last working day will be 15 May',
      '2026.',
    ].join('\n');
    expect((await extractText(text, numbers('notice_weeks'))).result).toMatchObject({ notice_weeks: 4 });
  });
});

describe('dates a sentence gives by its verb or noun', () => {
  it('reads the end of employment, not the date of the meeting before it', async () => {
    const text = [
      'Following our meeting on 28 April, I write to confirm that your employment with Calder Freight Ltd will end',
      'on 31 May 2026.',
    ].join('\n');
    expect((await extractText(text, dates('termination_date'))).result).toMatchObject({
      termination_date: '2026-05-31',
    });
  });

  it('reads a handover, a received notice and a hearing in German', async () => {
    const text = [
      'wir bestätigen den Eingang Ihrer Kündigung am 28.09.2026.',
      'Die Übergabe der Wohnung findet am 30.12.2026 um 10:00 Uhr statt.',
    ].join('\n');
    expect((await extractText(text, dates('notice_received', 'handover_date'))).result).toMatchObject({
      notice_received: '2026-09-28',
      handover_date: '2026-12-30',
    });
    const court = 'wird Termin zur mündlichen Verhandlung bestimmt auf Dienstag, den 16.06.2026, 09:30 Uhr, Saal 104.';
    expect((await extractText(court, dates('hearing_date'))).result).toMatchObject({ hearing_date: '2026-06-16' });
  });
});
