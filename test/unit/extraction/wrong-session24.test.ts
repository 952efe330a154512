// Wrong values among several (session 24, branch wrong24): a value printed before its label ("406,00 EUR als
// Zuschuss", "190 € Nebenkosten", "68 m² Wohnfläche"), a number in a later clause or a rate that is no sum, a sum
// named by its period ("for the year") or by a compound's thing ("Der Beitrag" for `monatsbeitrag`), dates named by a
// separable verb, a shortened weekday or "finishing on", a month named by a title, a heading's own date, a bill's
// gross under "Gesamtbetrag", a shop's name over two lines and a form's number under its title.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);
const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);

describe('a number before its label, not the next clause’s', () => {
  it('reads "620 € Kaltmiete" and "145 € Nebenkosten" of one sentence, not the warm rent after them', async () => {
    const text = [
      'Hausverwaltung Sommer',
      '',
      'Sehr geehrte Frau Peters,',
      '',
      'die Wohnung hat 54 m² Wohnfläche, Küche mit Fenster, Baujahr 1972.',
      'Wir verlangen 620 € Kaltmiete, dazu kommen 145 € Nebenkosten (Vorauszahlung), zusammen 765 € warm.',
    ].join('\n');
    const response = await extractText(text, numbers('kaltmiete', 'nebenkosten', 'wohnflaeche'));
    expect(response.result).toMatchObject({ kaltmiete: 620, nebenkosten: 145, wohnflaeche: 54 });
  });

  it('reads "1.250,00 EUR als Zuschuss." on its own line, not the rate "Der Zuschuss beträgt 40 %"', async () => {
    const text = [
      'Stadt Musterhausen · Umweltamt',
      '',
      'Bewilligungsbescheid',
      '',
      'auf Ihren Antrag bewilligen wir Ihnen für die Dachbegrünung',
      '',
      '1.250,00 EUR als Zuschuss.',
      '',
      'Der Zuschuss beträgt 40 % der anerkannten Kosten von 3.125,00 EUR.',
    ].join('\n');
    const response = await extractText(text, numbers('zuschuss'));
    expect(response.result).toEqual({ zuschuss: 1250 });
  });
});

describe('a rate beside a sum', () => {
  it('keeps the amount a tax row goes on with after its rate ("Tax 8.875%   7.46")', async () => {
    const text = [
      'THE CORNER BISTRO',
      '',
      'Subtotal                 84.08',
      'Tax 8.875%               7.46',
      'TOTAL 91.54',
    ].join('\n');
    const response = await extractText(text, numbers('tax'));
    expect(response.result).toEqual({ tax: 7.46 });
  });
});

describe('a sum named by its period or by the thing of a compound', () => {
  it('reads "£480.00 for the year" for `annual_premium`', async () => {
    const text = [
      'Dear Ms Hale,',
      '',
      'Your pet insurance renews on 1 August 2026.',
      'Your renewal price is £480.00 for the year, or 12 monthly payments of £41.50 by Direct Debit.',
      '',
      'Kind regards,',
      'Brightpaw Insurance',
    ].join('\n');
    const response = await extractText(text, numbers('annual_premium'));
    expect(response.result).toEqual({ annual_premium: 480 });
  });

  it('reads "Der Beitrag in Höhe von 38,50 €" for `monatsbeitrag`', async () => {
    const text = [
      'Turnverein Heidelberg 1846 e.V.',
      '',
      'Liebe Frau Albers,',
      '',
      'herzlich willkommen im Verein! Der Beitrag in Höhe von 38,50 € wird monatlich per Lastschrift eingezogen.',
      'Für den Kursbereich berechnen wir zusätzlich 5,00 € im Monat.',
    ].join('\n');
    const response = await extractText(text, numbers('monatsbeitrag'));
    expect(response.result).toEqual({ monatsbeitrag: 38.5 });
  });

  it('does not read a sum whose noun is another thing for a field named by the phrase before it', async () => {
    const text = [
      'Sehr geehrter Herr Kaiser,',
      '',
      'Ihr Antrag über 1.380,00 EUR wurde geprüft.',
      'Der Zuschuss beträgt 35 % der förderfähigen Kosten; den Eigenanteil von 754,00 EUR tragen Sie selbst.',
    ].join('\n');
    const response = await extractText(text, numbers('foerderfaehige_kosten', 'eigenanteil'));
    expect(response.result).toMatchObject({ eigenanteil: 754 });
    expect(response.result).not.toHaveProperty('foerderfaehige_kosten', 754);
  });
});

describe('a sum a German verb charges', () => {
  it('reads "berechnen wir pauschal 60,00 €" for `betrag`', async () => {
    const text = [
      'Guten Tag Frau Lenz,',
      '',
      'für die Entsorgung der Altgeräte berechnen wir pauschal 60,00 €, zahlbar bar beim Fahrer.',
      'Die Abholung erfolgt am 12.05.2026.',
    ].join('\n');
    const response = await extractText(text, numbers('betrag'));
    expect(response.result).toEqual({ betrag: 60 });
  });
});

describe('dates named by a verb, a shortened weekday, a heading or a title', () => {
  it('reads "Wir holen das Sofa am 22.06. ab" for `abholdatum`', async () => {
    const text = [
      'From: Sperrmüll-Service <service@sperrmuell.example>',
      'To: Jan Vogt <jan@example.org>',
      'Subject: Ihr Termin',
      'Date: Mon, 15 Jun 2026 09:00:00 +0200',
      '',
      'Guten Tag Herr Vogt,',
      '',
      'vielen Dank für Ihre Anfrage. Wir holen das Sofa am 22.06. ab. Bitte stellen Sie es an die Straße.',
    ].join('\n');
    const response = await extractText(text, dates('abholdatum'));
    expect(response.result).toEqual({ abholdatum: '2026-06-22' });
  });

  it('reads each leg’s date after "am Mi.," and "am Sa.," for `hinfahrt_datum` and `rueckfahrt_datum`', async () => {
    const text = [
      'Online-Ticket',
      'Auftragsnummer: X9P2LL',
      '',
      'Hinfahrt am Mi., 03.06.26',
      'Berlin Hbf ab 09:04  ICE 1007  München Hbf an 13:02',
      '',
      'Rückfahrt am Sa., 06.06.26',
      'München Hbf ab 16:55  ICE 1006  Berlin Hbf an 21:01',
    ].join('\n');
    const response = await extractText(text, dates('hinfahrt_datum', 'rueckfahrt_datum'));
    expect(response.result).toEqual({ hinfahrt_datum: '2026-06-03', rueckfahrt_datum: '2026-06-06' });
  });

  it('reads "finishing on 9 December 2026" for `end_date`', async () => {
    const text = [
      'Riverside Community College',
      '',
      'Thank you for enrolling. The course starts on Monday 5 October 2026 and runs for ten weeks, finishing on',
      '9 December 2026. Classes are from 7pm to 9pm.',
    ].join('\n');
    const response = await extractText(text, dates('start_date', 'end_date'));
    expect(response.result).toMatchObject({ end_date: '2026-12-09' });
  });

  it('reads a month a title names for `zeitraum_von` and `zeitraum_bis`', async () => {
    const text = [
      'Metallbau Krüger GmbH',
      '',
      'Verdienstabrechnung für Februar 2028',
      '',
      'Personal-Nr. 2231\tMax Muster',
      'Gehalt\t3.100,00',
      'Auszahlungsbetrag\t2.050,12',
    ].join('\n');
    const response = await extractText(text, dates('zeitraum_von', 'zeitraum_bis'));
    expect(response.result).toEqual({ zeitraum_von: '2028-02-01', zeitraum_bis: '2028-02-29' });
  });

  it('reads the date of a heading naming the field’s thing, not the letter’s date', async () => {
    const text = [
      'Hillcrest Primary School',
      '',
      '2 March 2026',
      '',
      'Year 6 visit to the Science Museum - Thursday 26 March 2026',
      '',
      'Dear Parents,',
      'the coach leaves at 8.30am. Please send a packed lunch.',
    ].join('\n');
    const response = await extractText(text, dates('visit_date'));
    expect(response.result).toEqual({ visit_date: '2026-03-26' });
  });
});

describe('a bill’s gross, a shop’s name and a form’s number printed under other words', () => {
  it('reads "Gesamtbetrag" under net and VAT for `brutto`, not the rest after a deposit', async () => {
    const text = [
      'Dachdeckerei Weber',
      '',
      'Rechnung Nr. 4471',
      '',
      'Reparatur Dachrinne\t\t640,00',
      'Nettobetrag\t\t640,00',
      'zzgl. 19 % MwSt.\t\t121,60',
      'Gesamtbetrag\t\t761,60',
      'abzgl. Anzahlung\t\t-300,00',
      'Zu zahlen\t\t461,60',
    ].join('\n');
    const response = await extractText(text, numbers('brutto'));
    expect(response.result).toEqual({ brutto: 761.6 });
  });

  it('joins a shop’s name printed over two lines', async () => {
    const text = [
      'ALDI',
      'SÜD',
      'Leopoldstraße 44, 80802 München',
      '',
      'Milch 1,5 %          1,09',
      'Brot                 2,49',
      'SUMME EUR            3,58',
    ].join('\n');
    const response = await extractText(text, texts('geschaeft'));
    expect(response.result).toEqual({ geschaeft: 'ALDI SÜD' });
  });

  it('reads the code under a form’s title in the right-hand column for `order_number`', async () => {
    const text = [
      'Hillside Plumbing Ltd\tWORK ORDER',
      '12 Mill Road, Leeds LS6 2AB\tWO-55821',
      '',
      'Customer: Emma Dale',
      'Job: replace kitchen tap',
    ].join('\n');
    const response = await extractText(text, texts('order_number'));
    expect(response.result).toEqual({ order_number: 'WO-55821' });
  });
});

describe('a document’s own date beside the dates of its items', () => {
  it('reads the letter’s date for `rechnungsdatum`, not the first service’s date under "Datum"', async () => {
    const text = [
      'Physiotherapie am Dom · Domplatz 3 · 93047 Regensburg',
      '',
      'Rechnung Nr. 2026-311             Regensburg, 28.04.2026',
      '',
      'Datum        Leistung                     Anzahl   Betrag',
      '14.04.2026   Krankengymnastik             1        28,50',
      '14.04.2026   Wärmetherapie                1        12,00',
      '',
      'Rechnungsbetrag                                     40,50 €',
    ].join('\n');
    const response = await extractText(text, dates('rechnungsdatum'));
    expect(response.result).toEqual({ rechnungsdatum: '2026-04-28' });
  });
});

describe('a name that ends in a label’s word', () => {
  it('keeps "Harbour Dental Practice" whole: a label’s word a comma follows labels nothing', async () => {
    const text = [
      'PACKING SLIP',
      '',
      'Order: SO-77120',
      'Ship to: Harbour Dental Practice, 14 Quay Street, Portland, ME 04101',
    ].join('\n');
    const response = await extractText(text, texts('ship_to'));
    expect(response.result).toEqual({ ship_to: 'Harbour Dental Practice' });
  });
});
