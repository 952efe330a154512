// Session 13 (nolabel13b): values beside labels no word of the field's name is printed in — acronyms ("VRM", "PCN No"),
// ageing tables' period headings, "Out" / "In" rows of a rental, a bilingual label's other half, a bank's letterhead,
// a party's reference written in digits.
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const extract = (schema: TOutputSchema, lines: string[]) => extractResult(schema, linesOf(lines.join('\n'))).result;
const str = (name: string) => ({ name, type: 'string' }) as TOutputSchema[number];
const num = (name: string) => ({ name, type: 'number' }) as TOutputSchema[number];
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as TOutputSchema[number];

describe('acronym labels', () => {
  it("reads an acronym as its label's initials, with a number word after it or left out", () => {
    const lines = [
      'PENALTY CHARGE NOTICE',
      '',
      'PCN No:           WK48213379',
      'VRM:              LR19 KXT',
      'DAN: 8124563',
    ];
    expect(
      extract(
        [str('penalty_charge_notice_number'), str('vehicle_registration_mark'), str('deferment_approval_number')],
        lines,
      ),
    ).toEqual({
      penalty_charge_notice_number: 'WK48213379',
      vehicle_registration_mark: 'LR19 KXT',
      deferment_approval_number: '8124563',
    });
  });

  it('reads "IK-Nr." as the institution code German insurers print', () => {
    expect(
      extract([str('institution_code')], ['AOK PLUS', 'IK-Nr. 108310400', '', 'Versicherten-Nr.: W482736115']),
    ).toEqual({
      institution_code: '108310400',
    });
  });

  it('takes no acronym in small letters or of fewer letters than the words', () => {
    expect(extract([str('vehicle_registration_mark')], ['Vrm:   LR19 KXT', 'VR:  AB 123'])).toEqual({});
  });

  it("reads a party's reference as digits, not the party's name", () => {
    const lines = [
      'Ms Priya Raman',
      '22 Elmore Street',
      'London N1 3AL',
      '',
      'Your UTR: 71839 24056',
      '',
      'Dear Ms Raman,',
    ];
    expect(extract([str('unique_taxpayer_reference')], lines)).toEqual({ unique_taxpayer_reference: '71839 24056' });
  });
});

describe('account numbers', () => {
  it("ends an account's number before the customer's name beside it", () => {
    const lines = ['Account: HAL004 Halden Joinery Ltd, 8 Mill Yard, Leeds LS9 8AT', '', 'Date   Amount'];
    expect(extract([str('customer_account')], lines)).toEqual({ customer_account: 'HAL004' });
  });
});

describe('ageing tables', () => {
  const statement = [
    'Statement of account as at 31/03/2026',
    '',
    'Current\t30 days\t60 days\t90 days +\tTotal',
    '3,120.50\t884.20\t215.00\t0.00\t4,219.70',
  ];

  it("takes each period heading's amount under it, not the next heading beside it", () => {
    expect(
      extract(
        [num('current_due'), num('overdue_30'), num('overdue_60'), num('overdue_90_plus'), num('total_outstanding')],
        statement,
      ),
    ).toEqual({
      current_due: 3120.5,
      overdue_30: 884.2,
      overdue_60: 215,
      overdue_90_plus: 0,
      total_outstanding: 4219.7,
    });
  });

  it('reads a range heading by its last number, as German reminders print it', () => {
    const lines = [
      'nicht fällig     1–30 Tage     31–60 Tage     über 60 Tage     überfällig gesamt',
      '1.480,00           962,50         310,40             0,00               1.272,90',
    ];
    expect(
      extract(
        [num('not_yet_due'), num('overdue_up_to_30_days'), num('overdue_31_to_60_days'), num('total_overdue')],
        lines,
      ),
    ).toEqual({ not_yet_due: 1480, overdue_up_to_30_days: 962.5, overdue_31_to_60_days: 310.4, total_overdue: 1272.9 });
  });

  it('leaves a numbered field empty where no period heading names its number', () => {
    expect(extract([num('overdue_45')], statement)).toEqual({});
  });
});

describe('role rows and bilingual labels', () => {
  it('reads "Out" and "In" rows as pick-up and return, under a header with an empty corner', () => {
    const lines = [
      '        Date         Time    Branch               Mileage   Fuel',
      'Out     16/04/2026   09:40   Edinburgh Airport    18,402    8/8',
      'In      20/04/2026   17:15   Glasgow Central      18,871    6/8',
    ];
    expect(
      extract([str('pickup_location'), date('pickup_date'), str('return_location'), num('mileage_in')], lines),
    ).toEqual({
      pickup_location: 'Edinburgh Airport',
      pickup_date: '2026-04-16',
      return_location: 'Glasgow Central',
      mileage_in: 18871,
    });
  });

  it('keeps the other half of a bilingual label in capitals out of the value', () => {
    const lines = ['VON / FROM          FRANKFURT', 'NACH / TO           BARCELONA'];
    expect(extract([str('departure_airport'), str('arrival_airport')], lines)).toEqual({
      departure_airport: 'FRANKFURT',
      arrival_airport: 'BARCELONA',
    });
  });
});

describe("a bank's name", () => {
  it("takes a statement's letterhead when it names a bank", () => {
    const lines = [
      'Sparkasse KölnBonn',
      'Hahnenstraße 57 · 50667 Köln',
      '',
      'Kontoauszug 2/2026',
      'Alter Kontostand vom 30.01.2026     1.904,22 +',
    ];
    expect(extract([str('bank_name')], lines)).toEqual({ bank_name: 'Sparkasse KölnBonn' });
  });

  it("leaves an invoice's bank empty rather than take the seller's name", () => {
    const lines = [
      'Kfz-Meisterbetrieb Brandt GmbH',
      'Sonnenallee 212 · 12059 Berlin',
      '',
      'Rechnung Nr. 2026-0318',
      'IBAN: DE27 1005 0000 0190 4417 38 · BIC: BELADEBEXXX',
    ];
    expect(extract([str('bank')], lines)).toEqual({});
  });

  it("takes a reminder's letterhead as its creditor", () => {
    const lines = [
      'Elektro Großhandel Mainfranken GmbH · Ohmstraße 3 · 97076 Würzburg',
      '',
      'Elektro Kessler e.K.',
      'Hauptstraße 41',
      '97199 Ochsenfurt',
      '',
      'Zahlungserinnerung',
    ];
    expect(extract([str('creditor')], lines)).toEqual({ creditor: 'Elektro Großhandel Mainfranken GmbH' });
  });
});
