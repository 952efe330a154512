// Rarely seen kinds (session 26, branch kinds26): tax lines of assessments and customs notices ("base | rate |
// amount", the label's figure is the amount), a customs tax type's code before its name ("A00 Zoll"), a deposit stated
// as a rate and its sum in a sentence, and the labels such documents print for common fields.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractVerified } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);

describe('tax lines that print a base, a rate and the amount', () => {
  it("reads an import entry's duty and VAT after the rate, not the base before it", async () => {
    const text = [
      'Customs value (GBP): 18,420.00',
      '',
      'Tax type            Base         Rate      Amount',
      'A00 Customs duty    18,420.00    8.00%     1,473.60',
      'B00 Import VAT      19,893.60    20.00%    3,978.72',
      '',
      'Total payable       5,452.32',
    ].join('\n');
    const result = await extractVerified(text, numbers('customs_duty', 'import_vat'));
    expect(result).toMatchObject({ customs_duty: 1473.6, import_vat: 3978.72 });
  });

  it('reads "A00 Zoll" and "B00 EUSt" past their tax type codes', async () => {
    const text = [
      'Abgabenart       Bemessungsgrundlage  Satz        Betrag EUR',
      'A00 Zoll         6.240,00             4,7 %       293,28',
      'B00 EUSt         6.712,58             19 %        1.275,39',
      '',
      'Summe der Abgaben: 1.568,67 EUR',
    ].join('\n');
    const result = await extractVerified(text, numbers('zoll', 'einfuhrumsatzsteuer'));
    expect(result).toMatchObject({ zoll: 293.28, einfuhrumsatzsteuer: 1275.39 });
  });

  it("reads a property tax's yearly sum after its Hebesatz, not the Messbetrag", async () => {
    const text = [
      'Abgabenart        Bemessungsgrundlage    Hebesatz    Jahresbetrag',
      'Grundsteuer B     Messbetrag 148,34 €    900 %       1.335,06 €',
      'Abfallgebühr      120-l-Tonne                        312,60 €',
    ].join('\n');
    const result = await extractVerified(text, numbers('grundsteuer'));
    expect(result).toMatchObject({ grundsteuer: 1335.06 });
  });
});

describe('a sum stated after its rate in a sentence', () => {
  it('reads "eine Anzahlung von 30 % (2.095,23 €)" as the deposit 2.095,23', async () => {
    const text = [
      'Summe netto              5.869,00',
      'Angebotssumme brutto     6.984,11',
      '',
      'Bei Auftragserteilung bitten wir um eine Anzahlung von 30 % (2.095,23 €).',
    ].join('\n');
    const result = await extractVerified(text, numbers('anzahlung'));
    expect(result).toMatchObject({ anzahlung: 2095.23 });
  });
});

describe('values a label with a comma or a title with its word took apart', () => {
  it('reads "Tuition, Summer Term | 6,120.00" as 6120, not the "6" of a pair of values', async () => {
    const text = ['Item\t£', 'Tuition, Summer Term\t6,120.00', 'Lunches\t395.00', 'Total due\t6,257.00'].join('\n');
    const result = await extractVerified(text, numbers('tuition', 'lunches'));
    expect(result).toMatchObject({ tuition: 6120, lunches: 395 });
  });

  it('takes the product\'s name after its dotted leader, not the page\'s title "Product Registration Confirmation"', async () => {
    const text = [
      'Product Registration Confirmation',
      '',
      'Registration ID ........ PR-5580-1193',
      'Product ................ Ashford Pro 600 Espresso Machine',
      'Serial ................. AP6-2502-07731',
    ].join('\n');
    const result = await extractVerified(text, [{ name: 'product', type: 'string' }]);
    expect(result).toMatchObject({ product: 'Ashford Pro 600 Espresso Machine' });
  });
});

describe('the labels of expense claims, treatment bills, donation receipts and property bills', () => {
  const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

  it('reads "Claimant", "Purpose of journey" and "Due to claimant" on an expense claim', async () => {
    const text = [
      'EXPENSE CLAIM FORM',
      '',
      'Claimant: Daniel Mercer          Staff no.: HF-0392',
      'Purpose of journey: Client audit, Kendal Mills Ltd',
      '',
      'Total expenses                          £483.85',
      'Less cash advance                       £200.00',
      'Due to claimant                         £283.85',
    ].join('\n');
    const result = await extractVerified(text, [...texts('employee', 'purpose'), ...numbers('reimbursement')]);
    expect(result).toMatchObject({
      employee: 'Daniel Mercer',
      purpose: 'Client audit, Kendal Mills Ltd',
      reimbursement: 283.85,
    });
  });

  it('reads "Clinician" for the therapist and "Für Leistungen an" for the patient', async () => {
    const english = ['STATEMENT OF TREATMENT', 'Clinician: Rob Tennant', 'Date: 14 April 2026'].join('\n');
    expect(await extractVerified(english, texts('therapist'))).toMatchObject({ therapist: 'Rob Tennant' });
    const german = ['PRIVATLIQUIDATION', 'Rechnungs-Nr.   PL-88213', 'Für Leistungen an: Melanie Roth'].join('\n');
    expect(await extractVerified(german, texts('patient'))).toMatchObject({ patient: 'Melanie Roth' });
  });

  it('reads the donor under "Name und Anschrift des Zuwendenden:" and the appeal under "Fund"', async () => {
    const german = [
      'Bestätigung über Geldzuwendungen',
      '',
      'Name und Anschrift des Zuwendenden:',
      'Markus Lehmann, Podbielskistraße 212, 30177 Hannover',
    ].join('\n');
    expect(await extractVerified(german, texts('zuwendender'))).toMatchObject({ zuwendender: 'Markus Lehmann' });
    const english = ['Donation date\t4 February 2026', 'Amount donated\t£150.00', 'Fund\tWinter Shelter Appeal'].join(
      '\n',
    );
    expect(await extractVerified(english, texts('appeal'))).toMatchObject({ appeal: 'Winter Shelter Appeal' });
  });

  it("cuts an importer's register number in brackets after its legal form", async () => {
    const text = ['Account reference: 60118823', 'Importer: Ashdown Outdoor Ltd (EORI GB123456789000)'].join('\n');
    expect(await extractVerified(text, texts('importer'))).toMatchObject({ importer: 'Ashdown Outdoor Ltd' });
  });

  it('reads "Rückkehr" over its date as the end of a trip', async () => {
    const text = ['Reisekostenabrechnung Nr. RK-2026-071', '', 'Abfahrt\tRückkehr', '23.02.2026\t25.02.2026'].join(
      '\n',
    );
    const schema: TOutputSchema = [{ name: 'reiseende', type: 'string', format: 'date' }];
    expect(await extractVerified(text, schema)).toMatchObject({ reiseende: '2026-02-25' });
  });
});

describe("a notice's own date", () => {
  it('reads "Datum:" beside the title for `bescheiddatum`, not a later date after "Bescheid am"', async () => {
    const text = [
      'Bescheid über Kraftfahrzeugsteuer                       Datum: 23.01.2026',
      '',
      'Amtl. Kennzeichen: S-MK 7205',
      'Jahressteuer: 98,60 EUR',
      '',
      'Die Steuer ist jährlich im Voraus fällig, erstmals nach diesem Bescheid am 14.05.2026.',
    ].join('\n');
    const schema: TOutputSchema = [{ name: 'bescheiddatum', type: 'string', format: 'date' }];
    expect(await extractVerified(text, schema)).toMatchObject({ bescheiddatum: '2026-01-23' });
  });
});
