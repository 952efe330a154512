// Session 10: breadth of the en/de label vocabulary, measured on ~30 document kinds' field names and the labels real
// documents print for them (label-coverage-fixture.ts, from domain knowledge). Every pair links but the open ones
// below, and no field links another field's label but the known confusions below.
import { describe, expect, it } from '@jest/globals';
import { eventLabels, impliedHead } from '../../../../src/extraction/providers/local/implied-labels.ts';
import { abbreviates } from '../../../../src/extraction/providers/local/label-abbreviations.ts';
import { synonymsOf } from '../../../../src/extraction/providers/local/synonyms.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';
import { coveragePairs, linksLabel } from './label-coverage-fixture.ts';

// Labels no mechanism links yet: generic words ("To", "Ort", "Jahr") a field must not take alone, and wordings
// left open. A pair linked later may be taken off.
const OPEN = new Set([
  'travel booking | total_price | Total',
  'boarding pass | ticket_number | ETKT',
  'rail ticket | ticket_number | Auftragsnummer',
  'rail ticket | departure_station | From',
  'rail ticket | departure_station | Von',
  'rail ticket | departure_station | Start',
  'rail ticket | arrival_station | To',
  'rail ticket | arrival_station | Destination',
  'rail ticket | arrival_station | Nach',
  'rail ticket | arrival_station | Ziel',
  'rail ticket | arrival_time | An',
  'rail ticket | price | Fare',
  'rail ticket | price | Fahrpreis',
  'rail ticket | price | Summe',
  'rail season ticket | subscription_number | Kundennummer Abo',
  'rental car | license_plate | Registration',
  'rental car | mileage_out | Km out',
  'rental car | mileage_out | Km-Stand Abholung',
  'rental car | mileage_out | Kilometerstand Übernahme',
  'rental car | mileage_out | Km bei Abholung',
  'electricity bill | customer_number | Account number',
  'energy annual statement | previous_reading | Zählerstand alt',
  'energy annual statement | current_reading | Zählerstand neu',
  'energy annual statement | balance | Credit balance',
  'energy annual statement | balance | Guthaben',
  'telecom bill | phone_number | Line',
  'telecom bill | phone_number | Anschluss',
  'telecom bill | tariff | Plan',
  'telecom bill | tariff | Tarifname',
  'telecom bill | monthly_fee | Grundgebühr',
  'telecom bill | monthly_fee | Monatliche Grundgebühr',
  'telecom bill | customer_number | Account no.',
  'telecom bill | customer_number | Kundenkonto',
  'water bill | water_consumption_m3 | Frischwasser',
  'water bill | meter_number | Wasserzähler',
  'water bill | property_address | Supply address',
  'water bill | property_address | Property',
  'water bill | property_address | Verbrauchsstelle',
  'water bill | property_address | Grundstück',
  'tax notice | assessment_year | für das Jahr',
  'tax notice | notice_date | Datum',
  'tax notice | taxable_income | Einkommen',
  'tax notice | assessed_tax | Festgesetzt',
  'tax notice | assessed_tax | Einkommensteuer',
  'tax refund notice | file_number | Reference',
  'tax refund notice | iban | Account',
  'tax refund notice | iban | Bankverbindung',
  'tax refund notice | iban | Konto',
  'tax refund notice | tax_year | Year',
  'tax refund notice | tax_year | Jahr',
  'insurance policy | insurance_start | Beginn',
  'insurance claim | policy_number | Vertragsnummer',
  'insurance claim | payout_amount | Amount paid',
  'insurance claim | payout_amount | Entschädigung',
  'insurance claim | payout_amount | Entschädigungsbetrag',
  'insurance claim | file_number | Your reference',
  'insurance claim | file_number | Reference',
  'insurance premium notice | premium_amount | Beitragshöhe',
  'insurance premium notice | premium_period | Period',
  'insurance premium notice | premium_period | Insurance period',
  'insurance premium notice | premium_period | Zeitraum',
  'insurance premium notice | premium_period | Versicherungszeitraum',
  'insurance premium notice | policy_number | Vertrag',
  'card statement | credit_limit | Limit',
  'bank transfer | amount | Euro',
  'bank transfer | reference | Payment reference',
  'bank transfer | reference | Verwendungszweck',
  'bank transfer | reference | Zweck',
  'securities trade confirmation | isin | ISIN code',
  'securities trade confirmation | wkn | Security ID',
  'securities trade confirmation | quantity | Nominale',
  'securities trade confirmation | price | Kurs',
  'securities trade confirmation | price | Ausführungskurs',
  'securities trade confirmation | trade_date | Ausführungstag',
  'payslip | payout_amount | Amount paid',
  'payslip | payout_amount | Überweisung',
  'salary certificate | annual_gross | Bruttojahresverdienst',
  'salary certificate | income_tax_withheld | Einbehaltene Lohnsteuer',
  'salary certificate | income_tax_withheld | Lohnsteuer',
  'salary certificate | employment_period | Zeitraum',
  'time sheet | period | Month',
  'time sheet | period | Monat',
  'time sheet | overtime_hours | Overtime',
  'time sheet | overtime_hours | Mehrarbeit',
  'time sheet | project | Projektnummer',
  'time sheet | project | Auftrag',
  'packing list | net_weight | N.W.',
  'packing list | gross_weight | G.W.',
  'packing list | volume | Measurement',
  'freight bill | pickup_date | Ladedatum',
  'customs declaration | hs_code | Tariff number',
  'order confirmation | customer_po | Ihr Zeichen',
  'dunning notice | dunning_level | Mahnung Nr.',
  'dunning notice | default_interest | Zinsen',
  'credit note | credit_amount | Betrag',
  'credit note | original_invoice | Bezug',
  'conference registration | event_date | Termin',
  'conference registration | venue | Location',
  'conference registration | venue | Ort',
  'conference registration | ticket_type | Kategorie',
  'service charge statement | property_address | Property',
  'service charge statement | accounting_period | Abrechnungsjahr',
  'service charge statement | balance | Additional payment',
  'service charge statement | balance | Guthaben',
]);

// Fields that link a label of another field of their kind: the same group holds both (booking and value date on a
// bank statement, order number and customer PO), or a label's first words are another field's label.
const CONFUSED = new Set([
  'rental car | pickup_date | Km-Stand Abholung',
  'rental car | pickup_date | Kilometerstand Übernahme',
  'rental car | pickup_date | Km bei Abholung',
  'tax notice | tax_number | Tax ID',
  'tax notice | tax_number | Steuer-ID',
  'tax notice | tax_number | Einkommensteuer',
  'tax notice | tax_id | Tax number',
  'tax notice | tax_id | Steuernummer',
  'tax notice | tax_id | St.-Nr.',
  'tax notice | tax_id | Steuer-Nr.',
  'tax notice | tax_id | Einkommensteuer',
  'insurance premium notice | due_date | Premium due',
  'bank statement | booking_date | Value date',
  'bank statement | booking_date | Wertstellung',
  'bank statement | value_date | Booking date',
  'bank statement | value_date | Buchungstag',
  'bank statement | value_date | Buchungsdatum',
  'card statement | statement_date | Statement balance',
  'bank transfer | beneficiary | Beneficiary IBAN',
  'bank transfer | beneficiary | IBAN of beneficiary',
  'bank transfer | beneficiary | IBAN Empfänger',
  'bank transfer | beneficiary | Empfänger-IBAN',
  'bank transfer | beneficiary | IBAN des Empfängers',
  'loan statement | interest_paid | Interest rate',
  'payslip | personnel_number | Mitarbeiter',
  'payslip | net_pay | Payout',
  'payslip | net_pay | Auszahlungsbetrag',
  'payslip | net_pay | Auszahlung',
  'payslip | payout_amount | Net pay',
  'payslip | payout_amount | Net',
  'payslip | payout_amount | Nettobezüge',
  'payslip | payout_amount | Nettoverdienst',
  'payslip | payout_amount | Netto',
  'payslip | income_tax | Tax class',
  'salary certificate | tax_id | Lohnsteuer',
  'delivery note | delivery_date | Delivery address',
  'packing list | net_weight | Gross weight',
  'packing list | net_weight | Bruttogewicht',
  'packing list | net_weight | Brutto-Gewicht',
  'packing list | gross_weight | Net weight',
  'quote | total_gross | Total net',
  'quote | total_gross | Gesamt netto',
  'order confirmation | order_number | Your PO',
  'order confirmation | order_number | Your order no.',
  'order confirmation | order_number | Ihre Bestellnummer',
  'order confirmation | order_number | Ihre Bestell-Nr.',
  'order confirmation | customer_po | Order number',
  'order confirmation | customer_po | Order no.',
  'order confirmation | customer_po | Auftragsnummer',
  'order confirmation | customer_po | Auftrags-Nr.',
  'order confirmation | customer_po | AB-Nr.',
  'cancellation | cancellation_date | Kündigung zum',
  'dunning notice | invoice_date | Invoice',
  'dunning notice | dunning_fee | Dunning level',
  'conference registration | event_name | Date of event',
  'conference registration | event_name | Datum der Veranstaltung',
  'conference registration | event_date | Event',
  'conference registration | event_date | Veranstaltung',
]);

const key = ([kind, field, label]: [string, string, string]) => `${kind} | ${field} | ${label}`;
const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describe('label coverage of unseen kinds', () => {
  const { own, foreign } = coveragePairs();

  it('links every label of the fixture to its field but the open ones', () => {
    const missed = own.filter(
      ([kind, field, label]) => !OPEN.has(key([kind, field, label])) && !linksLabel(field, label),
    );
    expect(missed.map(key)).toEqual([]);
  }, 120_000);

  it("links no field to another field's label but the known confusions", () => {
    const wrong = foreign.filter((pair) => !CONFUSED.has(key(pair)) && linksLabel(pair[1], pair[2]));
    expect(wrong.map(key)).toEqual([]);
  }, 300_000);
});

describe('mechanisms behind the coverage', () => {
  it('reads German abbreviations of a word: its first letter and others in order, or its start', () => {
    expect(abbreviates('rg', 'rechnungs')).toBe(true);
    expect(abbreviates('kd', 'kunden')).toBe(true);
    expect(abbreviates('abf', 'abfahrt')).toBe(true);
    expect(abbreviates('kd', 'rechnungs')).toBe(false);
    expect(abbreviates('nr', 'nr')).toBe(false);
    expect(abbreviates('rg', 'rabatt')).toBe(false);
  });

  it('merges synonym groups that open with the same label', () => {
    // "payment due date" is in the domain file's due-date group, "Fälligkeit" in the main file's.
    expect(synonymsOf('payment due date')).toContain('faelligkeit');
    expect(synonymsOf('outstanding amount')).toContain('restbetrag');
    // Groups opening with a generic label stay apart: a credit amount is no transfer amount.
    expect(synonymsOf('credit amount')).not.toContain('ueberweisungsbetrag');
  });

  it('labels a date by its event, in English and German', () => {
    expect(eventLabels(['execution', 'date'])).toEqual(['execution', 'ausfuehrung']);
    expect(eventLabels(['booking', 'date'])).toEqual(['booking', 'buchung']);
    expect(eventLabels(['booking', 'reference'])).toEqual([]);
  });

  it("drops a first word the document's kind implies, not before a vague head", () => {
    expect(impliedHead(['water', 'consumption'])).toBe('consumption');
    expect(impliedHead(['total', 'hours'])).toBe('hours');
    expect(impliedHead(['total', 'price'])).toBeNull();
    expect(impliedHead(['total', 'amount'])).toBeNull();
    expect(impliedHead(['opening', 'balance'])).toBeNull();
  });
});

describe('documents of kinds no set had', () => {
  it('reads a conference registration in German', async () => {
    const schema: TOutputSchema = [
      { name: 'registration_number', type: 'string' },
      { name: 'event_date', type: 'string', format: 'date' },
      { name: 'venue', type: 'string' },
      { name: 'registration_fee', type: 'number' },
    ];
    const text = [
      'Anmeldebestätigung',
      'Anmelde-Nr.: TG-2026-0415',
      'Datum der Veranstaltung: 14.05.2026',
      'Veranstaltungsort: Kongresshaus Baden-Baden',
      'Teilnahmegebühr: 490,00 EUR',
    ].join('\n');
    expect(await run(text, schema)).toEqual({
      registration_number: 'TG-2026-0415',
      event_date: '2026-05-14',
      venue: 'Kongresshaus Baden-Baden',
      registration_fee: 490,
    });
  });

  it('reads a water bill whose consumption and abbreviated invoice number are printed the German way', async () => {
    const schema: TOutputSchema = [
      { name: 'invoice_number', type: 'string' },
      { name: 'water_consumption_m3', type: 'number' },
      { name: 'wastewater_fee', type: 'number' },
    ];
    const text = ['Stadtwerke Musterstadt', 'Rg.-Nr.: 2026-118834', 'Verbrauch: 86 m³', 'Schmutzwasser: 212,40 €'].join(
      '\n',
    );
    expect(await run(text, schema)).toEqual({
      invoice_number: '2026-118834',
      water_consumption_m3: 86,
      wastewater_fee: 212.4,
    });
  });

  it('reads a card statement with German labels', async () => {
    const schema: TOutputSchema = [
      { name: 'credit_limit', type: 'number' },
      { name: 'minimum_payment', type: 'number' },
      { name: 'payment_due_date', type: 'string', format: 'date' },
    ];
    const text = [
      'Kreditkartenabrechnung',
      'Kreditlimit: 3.000,00 EUR',
      'Mindestzahlung: 50,00 EUR',
      'Fälligkeit: 15.03.2026',
    ].join('\n');
    expect(await run(text, schema)).toEqual({
      credit_limit: 3000,
      minimum_payment: 50,
      payment_due_date: '2026-03-15',
    });
  });
});
