// Rarely seen business kinds (session 25, branch kinds25): a field whose name's words differ from the label the
// document prints ("Date out" for `pickup_date`, "Learner" for `student_name`, "Work order" for `job_number`, "Paid
// in by you" for `employee_contributions`), a sum's tax remark before its colon ("Total incl. 20% VAT:"), a span
// under the compound's own stem ("Kurszeitraum" for `kursbeginn`), an animal's owner followed by an address, a
// contract's sum under its numbered heading ("§ 4 Mietsicherheit") and a value parted by a spaced slash as its label.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);
const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('the labels of hire agreements, schedules, leases, courses, service reports and pension statements', () => {
  it('reads a rental counter\'s "Date out" and "Date due in" as the pickup and return dates', async () => {
    const text = [
      'RENTAL AGREEMENT No. RA-5530871',
      'Issued: 2026-05-10',
      'Hirer: Gareth Llewellyn',
      'Date of birth: 1980-04-02',
      'Date due in: 2026-05-22 17:00',
      'Date out: 2026-05-18 09:30',
    ].join('\n');
    const result = await extractVerified(text, dates('pickup_date', 'return_date'));
    expect(result).toMatchObject({ pickup_date: '2026-05-18', return_date: '2026-05-22' });
  });

  it('reads "Compulsory excess" and "Initial Rent" for `policy_excess` and `annual_rent`', async () => {
    const text = [
      'LEASE AND COVER SUMMARY',
      'Initial Rent:        £38,500 per annum exclusive of VAT',
      'Rent Deposit:        £9,625',
      'Compulsory excess:   £350',
    ].join('\n');
    const result = await extractVerified(text, numbers('annual_rent', 'policy_excess'));
    expect(result).toMatchObject({ annual_rent: 38500, policy_excess: 350 });
  });

  it('reads "Learner" and "Course commences" on a course invoice', async () => {
    const text = [
      'Brookfield College – Continuing Education',
      'INVOICE',
      'Learner: Daniel Okafor',
      'Course commences: 7 September 2026 (Mondays, 18:00–21:00)',
    ].join('\n');
    const result = await extractVerified(text, [...texts('student_name'), ...dates('course_start_date')]);
    expect(result).toMatchObject({ student_name: 'Daniel Okafor', course_start_date: '2026-09-07' });
  });

  it('reads "Work order", "Time on site" and "Feststellung" on service reports', async () => {
    const english = await extractVerified(
      ['Engineer Service Report', '', 'Work order: WO-771043', 'Time on site: 1.5 hrs'].join('\n'),
      [...texts('job_number'), ...numbers('labour_hours')],
    );
    expect(english).toMatchObject({ job_number: 'WO-771043', labour_hours: 1.5 });
    const german = await extractVerified(
      ['Servicebericht', '', 'Auftrag: SA-26-0932', 'Feststellung: Keilriemen verschlissen'].join('\n'),
      texts('befund'),
    );
    expect(german).toMatchObject({ befund: 'Keilriemen verschlissen' });
  });

  it('reads "Paid in by you" and "Paid in by your employer" on a pension statement', async () => {
    const text = [
      'Annual Benefit Statement',
      '',
      'Paid in by you                             £2,640.00',
      'Paid in by your employer                   £1,980.00',
    ].join('\n');
    const result = await extractVerified(text, numbers('employee_contributions', 'employer_contributions'));
    expect(result).toMatchObject({ employee_contributions: 2640, employer_contributions: 1980 });
  });
});

describe("a label's tax remark before the colon", () => {
  it('reads "Total incl. 20% VAT: 118.44" as the total, not the rate', async () => {
    const result = await extractVerified(['Foo Ltd', 'Total incl. 20% VAT: 118.44'].join('\n'), numbers('total'));
    expect(result).toMatchObject({ total: 118.44 });
  });

  it('reads "Beitrag jährlich inkl. 19 % Versicherungsteuer: 118,44 EUR" for `jahresbeitrag`', async () => {
    const text = ['Versicherungsschein', 'Beitrag jährlich inkl. 19 % Versicherungsteuer: 118,44 EUR'].join('\n');
    const result = await extractVerified(text, numbers('jahresbeitrag'));
    expect(result).toMatchObject({ jahresbeitrag: 118.44 });
  });
});

describe("a span under a compound's own stem", () => {
  it('reads the start of "Kurszeitraum: 13.04.2026 – 22.05.2026" for `kursbeginn` beside the fee', async () => {
    const text = [
      'Sprachinstitut am Dom · Domplatz 3 · 48143 Münster',
      '',
      'Rechnung SK-2026-1187',
      'Münster, 23.03.2026',
      '',
      'Kurs: Deutsch Intensiv B1.2',
      'Kurszeitraum: 13.04.2026 – 22.05.2026, Mo–Fr 9:00–12:15 Uhr',
      '',
      'Teilnahmeentgelt                                   640,00 €',
      'Bitte überweisen Sie den Betrag spätestens bis zum 06.04.2026.',
    ].join('\n');
    const schema = [...texts('kurs'), ...dates('kursbeginn'), ...numbers('kursgebuehr'), ...dates('faellig_am')];
    expect(await extractVerified(text, schema)).toMatchObject({ kursbeginn: '2026-04-13', kursgebuehr: 640 });
  });
});

describe("parties of hire agreements and vets' bills", () => {
  it("reads the animal's owner up to the address after the name", async () => {
    const text = ['Tierarztpraxis Dr. Roth', '', 'Besitzer:   Sabine Kowalski, Am Weinberg 2, 34119 Kassel'];
    const result = await extractVerified(text.join('\n'), texts('tierhalter'));
    expect(result).toMatchObject({ tierhalter: 'Sabine Kowalski' });
  });
});

describe("a contract section's sum under its numbered heading", () => {
  it('reads "§ 4 Mietsicherheit" over a sentence with one sum for `kaution`', async () => {
    const text = [
      'Mietvertrag über Wohnraum',
      '',
      '§ 4 Mietsicherheit',
      'Der Mieter leistet eine Sicherheit in Höhe von 2.670,00 € (drei Nettokaltmieten).',
    ].join('\n');
    expect(await extractVerified(text, numbers('kaution'))).toMatchObject({ kaution: 2670 });
    // Two sums under the heading: neither is the deposit as a whole.
    const two = text.replace(
      'in Höhe von 2.670,00 € (drei Nettokaltmieten)',
      'von 1.000,00 € und eine Bürgschaft über 1.670,00 €',
    );
    expect(await extractVerified(two, numbers('kaution'))).not.toHaveProperty('kaution', 1000);
  });
});

describe('a value parted by a spaced slash under a label parted by one', () => {
  it('reads "Vessel / Voyage: MAERSK ESSEN / 612W" as the vessel and the voyage', async () => {
    const text = ['BILL OF LADING', 'Vessel / Voyage: MAERSK ESSEN / 612W', 'Port of Loading: Shanghai'].join('\n');
    const result = await extractVerified(text, texts('vessel', 'voyage'));
    expect(result).toMatchObject({ vessel: 'MAERSK ESSEN', voyage: '612W' });
  });
});
