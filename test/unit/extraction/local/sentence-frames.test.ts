// Frames of a sentence that give a value its role (session 12): a change's pair "von … auf …" / "from … to …" /
// "… instead of …" (sentence-changes.ts), a rate after its verb, a count with its unit (sentence-counts.ts), a date
// range without the first date's year, a time at a sentence's end, the start of an event "begins", the date a change
// takes effect on. English and German; fields the text does not state stay empty.
import { describe, expect, it } from '@jest/globals';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string[], schema: { name: string; type: string; format?: string }[]) =>
  (await extractText(text.join('\n'), schema as never)).result;
const date = (name: string) => ({ name, type: 'string', format: 'date' });
const num = (name: string) => ({ name, type: 'number' });
const str = (name: string) => ({ name, type: 'string' });

describe('a change stated as a pair', () => {
  it('gives the old and the new sum of "von … auf …" (de)', async () => {
    const text = [
      'Sehr geehrte Eheleute Ritter,',
      'Ihre Nettokaltmiete erhöht sich ab dem 01.07.2026 von 820,00 € auf 875,00 € monatlich.',
    ];
    expect(await run(text, [num('neue_miete'), num('bisherige_miete'), num('kaution')])).toEqual({
      neue_miete: 875,
      bisherige_miete: 820,
    });
  });

  it('gives old and new rates of "from … to …" and the date the change takes effect on (en)', async () => {
    const text = [
      'Dear Mrs Shaw,',
      'The interest rate on your saver account ending 4471 will change from 2.10% to 1.85% AER on 1 June 2026.',
    ];
    expect(await run(text, [num('old_rate'), num('new_rate'), date('effective_date'), num('balance')])).toEqual({
      old_rate: 2.1,
      new_rate: 1.85,
      effective_date: '2026-06-01',
    });
  });

  it('gives the new sum before "instead of" and the old after it (en)', async () => {
    const text = ['Dear Jess,', 'From 1 May 2026 your monthly fee will be £34.99 instead of £29.99.'];
    expect(await run(text, [num('new_monthly_fee'), num('current_monthly_fee')])).toEqual({
      new_monthly_fee: 34.99,
      current_monthly_fee: 29.99,
    });
  });

  it('names the field by a part of a compound, and fills no other sum (de)', async () => {
    const text = [
      'Sehr geehrte Kundin,',
      'gerne erhöhen wir Ihren Dispositionskredit ab dem 01.04.2026 von bisher 3.000,00 € auf 5.000,00 €.',
      'Der Sollzinssatz für die Überziehung beträgt unverändert 11,90 % p.a.',
    ];
    expect(await run(text, [num('kreditrahmen'), num('sollzins'), num('gebuehr')])).toEqual({
      kreditrahmen: 5000,
      sollzins: 11.9,
    });
  });
});

describe('a count with its unit', () => {
  it('reads months and days whose thing the clause names (en)', async () => {
    const text = [
      'Dear Tomasz,',
      'Your employment will begin on 4 May 2026. The first 6 months are a probationary period.',
      'Please reply within 14 days.',
    ];
    expect(await run(text, [num('probation_months'), num('holiday_days'), date('start_date')])).toEqual({
      probation_months: 6,
      start_date: '2026-05-04',
    });
  });

  it('reads a compound name whose tail is the unit, and a compound unit (de)', async () => {
    const text = [
      'Sehr geehrte Frau Vogt,',
      'Ihr Urlaubsanspruch beträgt 30 Arbeitstage im Jahr. Die Mindestlaufzeit beträgt 24 Monate.',
    ];
    expect(
      await run(text, [num('urlaubstage'), num('mindestlaufzeit_monate'), num('kuendigungsfrist_wochen')]),
    ).toEqual({ urlaubstage: 30, mindestlaufzeit_monate: 24 });
  });
});

describe('dates and times in frames', () => {
  it('reads a stay "vom 12.06. bis 15.06.2026", the first date taking the last one\'s year (de)', async () => {
    const text = ['Liebe Frau Hahn,', 'wir bestätigen Ihnen ein Doppelzimmer', 'vom 12.06. bis 15.06.2026 (3 Nächte).'];
    expect(await run(text, [date('anreise'), date('abreise')])).toEqual({
      anreise: '2026-06-12',
      abreise: '2026-06-15',
    });
  });

  it('reads a time at the end of a sentence and a window "between … and …." (en)', async () => {
    const text = [
      'Hi Dan,',
      'Your table for 4 is reserved on Friday, 14 March 2026 at 19:30.',
      'Your parcel will arrive between 10:00 and 12:00.',
    ];
    expect(await run(text, [str('reservation_time'), str('window_start'), str('window_end')])).toEqual({
      reservation_time: '19:30',
      window_start: '10:00',
      window_end: '12:00',
    });
  });

  it('reads the day a job begins for its entry date (de)', async () => {
    const text = ['Sehr geehrte Frau Vogt,', 'Das Arbeitsverhältnis beginnt am 01.06.2026.'];
    expect(await run(text, [date('eintrittsdatum'), date('austrittsdatum')])).toEqual({ eintrittsdatum: '2026-06-01' });
  });
});

describe('numbers and sums in frames', () => {
  it('cuts a reference where the sentence goes on, reads one kept "under reference" (en)', async () => {
    const text = [
      'Hi Daniel,',
      'Your booking reference is OT-88214; please quote it if you need to change or cancel.',
      'Your cancellation reached us on 26 February 2026 and has been recorded under',
      'reference GX-552018.',
    ];
    expect(await run(text, [str('booking_reference'), str('account_reference'), date('termination_received')])).toEqual(
      { booking_reference: 'OT-88214', account_reference: 'GX-552018', termination_received: '2026-02-26' },
    );
  });

  it('reads a tracking number as the parcel\'s, and no number when two are kept "under" (en)', async () => {
    const text = [
      'Hello Jo,',
      'Your parcel QX4471208835GB will arrive today.',
      'Your claim is filed under reference CL-1001 and your complaint under reference CP-2002.',
    ];
    expect(await run(text, [str('tracking_number'), str('case_reference')])).toEqual({
      tracking_number: 'QX4471208835GB',
    });
  });

  it('reads a number kept "under" its own label among two, whatever label words stand before "under" (en)', async () => {
    // "filed under reference CL-1001": "file reference" is a case's label, but the sentence does not say whose number
    // it is; "under case reference" does.
    const ambiguous = [
      'Dear Jo,',
      'Your claim is filed under reference CL-1001 and your complaint under reference CP-2002.',
    ];
    expect(await run(ambiguous, [str('case_reference')])).toEqual({});
    const named = [
      'Dear Jo,',
      'Your claim is filed under case reference CL-1001 and your complaint under reference CP-2002.',
    ];
    expect(await run(named, [str('case_reference')])).toEqual({ case_reference: 'CL-1001' });
    const one = ['Dear Jo,', 'Your claim is filed under reference CL-1001 and we will write to you within ten days.'];
    expect(await run(one, [str('case_reference')])).toEqual({ case_reference: 'CL-1001' });
  });

  it('reads a tax "festgesetzt auf", a sum "in Höhe von" named by its noun, the period\'s year (de)', async () => {
    const text = [
      'Bescheid für 2024 über Einkommensteuer',
      'Sehr geehrter Herr Brandt,',
      'die Einkommensteuer wird festgesetzt auf 4.812,00 €.',
      'Der letzte Beitrag in Höhe von 29,90 € wird am 01.08.2026 abgebucht.',
    ];
    expect(
      await run(text, [num('festgesetzte_steuer'), num('letzter_beitrag'), str('veranlagungsjahr'), num('erstattung')]),
    ).toEqual({ festgesetzte_steuer: 4812, letzter_beitrag: 29.9, veranlagungsjahr: '2024' });
  });

  it('reads the sum an insurer "will pay" for `amount_paid`, not the excess (en)', async () => {
    const text = ['Dear Mr Hughes,', 'After deducting your excess of £100.00 we will pay £1,240.00 into your account.'];
    expect(await run(text, [num('amount_paid')])).toEqual({ amount_paid: 1240 });
  });
});

describe('texts in frames', () => {
  it('reads a product named after its kind, an account number in groups of digits (de)', async () => {
    const text = [
      'Hallo Herr Lehner,',
      'hiermit bestätigen wir Ihnen den Tarif Glasfaser 500.',
      'Wir erhöhen den Rahmen für Ihr Girokonto 1204 5577 81 ab dem 01.04.2026.',
    ];
    expect(await run(text, [str('tarif'), str('kontonummer'), str('produkt')])).toEqual({
      tarif: 'Glasfaser 500',
      kontonummer: '1204 5577 81',
    });
  });

  it('keeps the day a notice came in apart from the day the contract ends (en)', async () => {
    const text = [
      'Dear Aisha,',
      'Your cancellation reached us on 26 February 2026.',
      'Your broadband and TV services will end on 31 March 2026.',
    ];
    expect(await run(text, [date('termination_received'), date('contract_end_date')])).toEqual({
      termination_received: '2026-02-26',
      contract_end_date: '2026-03-31',
    });
  });
});
