// Values without a label (session 26, branch labelless26), dates, sums and times: a deadline a letter sets for one
// thing in a sentence ("Anmeldungen nehmen wir bis spätestens 3. Juli 2026 entgegen" for `anmeldefrist`); a label's
// word that opens a hyphened compound, another label ("Die Gläubiger-ID lautet DE98…" is no value of `glaeubiger`); a
// letter's one sum for a German compound of a sum's word (`einzugsbetrag`) and after a verb that charges it
// ("berechnen wir pauschal 2.150,00 €"); the place-and-date line for `ausgestellt_am` and `angebotsdatum`; a change
// "from … to …" / "… statt …" and a time window "zwischen 7:30" / "und 12:00 Uhr" that the line's end cuts in two; a
// ticket's one time for `beginn`. The parties are in labelless26-parties-session26.test.ts.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const texts = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const dates = (...names: string[]): TOutputSchema =>
  names.map((name) => ({ name, type: 'string', format: 'date' }) as const);

describe('a deadline a sentence sets for the thing a field names', () => {
  it('reads "Anmeldungen … bis spätestens 3. Juli 2026" for `anmeldefrist`', async () => {
    const text = [
      'Musikschule Sonnenberg',
      'Lindenallee 4, 09130 Chemnitz',
      '',
      'Sommerworkshop Gitarre',
      '',
      'Liebe Eltern,',
      '',
      'auch in diesem Jahr bieten wir vom 27. bis 31. Juli 2026 unseren Gitarrenworkshop an.',
      'Anmeldungen nehmen wir bis spätestens 3. Juli 2026 im Sekretariat entgegen.',
      '',
      'Herzliche Grüße',
      'Ihr Team der Musikschule',
    ].join('\n');
    const response = await extractText(text, dates('anmeldefrist'));
    expect(response.result).toMatchObject({ anmeldefrist: '2026-07-03' });
  });

  it('reads "you may withdraw … before 12 May 2026" for `withdrawal_deadline`, across the line the sentence wraps', async () => {
    const text = [
      'Riverside Rowing Club',
      '',
      'Dear member,',
      '',
      'Thank you for entering the spring regatta on 23 May 2026. If your plans change, you may withdraw your',
      'entry free of charge before 12 May 2026; after that date the entry fee is not refunded.',
      '',
      'Regatta secretary',
    ].join('\n');
    const response = await extractText(text, dates('withdrawal_deadline'));
    expect(response.result).toMatchObject({ withdrawal_deadline: '2026-05-12' });
  });
});

describe('a label word that opens a hyphened compound', () => {
  it('reads no `glaeubiger` from "Die Gläubiger-ID lautet DE98ZZZ…" but the letterhead\'s firm', async () => {
    const text = [
      'Wasserverband Obere Lahn',
      'Bahnhofstraße 3 · 35216 Biedenkopf',
      '',
      'Frau',
      'Heike Jung',
      'Am Weiher 8',
      '35216 Biedenkopf',
      '',
      'Ankündigung der Lastschrift',
      '',
      'Sehr geehrte Frau Jung,',
      '',
      'den Wasserzins für das zweite Quartal ziehen wir am 15.05.2026 von Ihrem Konto ein.',
      'Unsere Gläubiger-ID lautet DE71ZZZ00000456789, Ihre Mandatsreferenz ist WV-20931.',
      '',
      'Mit freundlichen Grüßen',
      'Wasserverband Obere Lahn',
    ].join('\n');
    const response = await extractText(text, texts('glaeubiger'));
    expect(response.result).toMatchObject({ glaeubiger: 'Wasserverband Obere Lahn' });
  });
});

describe('a hyphened compound before a date', () => {
  it('still reads "Bestell-Nr. PO-7731 vom 2.3.2026" for `order_date` (the number\'s date is the order\'s)', async () => {
    const text = [
      'Bitte liefern Sie uns',
      '',
      'Besteller',
      'Hafenbau Kiel GmbH',
      'Lieferant',
      'Nordlicht Bürobedarf KG',
      '',
      'Bestell-Nr. PO-7731 vom 2.3.2026',
      'Liefertermin: 16.3.2026',
      '',
      'Menge\tBezeichnung\tBetrag',
      '4\tOrdner A4\t11,60',
    ].join('\n');
    const response = await extractText(text, dates('order_date', 'delivery_date'));
    expect(response.result).toMatchObject({ order_date: '2026-03-02' });
  });
});

describe("a letter's one sum, without a label", () => {
  it('reads "ziehen wir … 61,40 EUR … ein" for `einzugsbetrag`, a compound ending in "betrag"', async () => {
    const text = [
      'Gemeindewerke Talheim',
      '',
      'Herrn Jonas Vogel',
      'Bergweg 2, 74388 Talheim',
      '',
      'sehr geehrter Herr Vogel,',
      '',
      'für den Monat Juni ziehen wir den Abschlag in Höhe von',
      '61,40 EUR am 30.06.2026 von Ihrem Konto ein.',
      '',
      'Ihre Gemeindewerke',
    ].join('\n');
    const response = await extractText(text, numbers('einzugsbetrag'));
    expect(response.result).toMatchObject({ einzugsbetrag: 61.4 });
  });

  it('reads "berechnen wir pauschal 2.150,00 €" for `auftragssumme`', async () => {
    const text = [
      'Malerbetrieb Krug',
      'Talstraße 9, 72070 Tübingen',
      '',
      'Angebot: Anstrich Treppenhaus',
      '',
      'Für den Anstrich des Treppenhauses über vier Etagen berechnen wir pauschal 2.150,00 € inklusive Material.',
      'Die Arbeiten dauern etwa eine Woche.',
      '',
      'Mit freundlichen Grüßen',
      'Jan Krug',
    ].join('\n');
    const response = await extractText(text, numbers('auftragssumme'));
    expect(response.result).toMatchObject({ auftragssumme: 2150 });
  });

  it('leaves `restbetrag` empty where the letter names no rest, only its one sum', async () => {
    const text = ['Malerbetrieb Krug', '', 'Für den Anstrich berechnen wir pauschal 2.150,00 €.', '', 'Jan Krug'].join(
      '\n',
    );
    const response = await extractText(text, numbers('restbetrag'));
    expect(response.result).not.toHaveProperty('restbetrag');
  });
});

describe("a letter's place-and-date line as its own date", () => {
  it('reads "Bremen, 3. Februar 2026" for `ausgestellt_am`, not the dates the certificate states', async () => {
    const text = [
      'Weserland Spedition GmbH',
      'Hafenstraße 50 · 28217 Bremen',
      '',
      '\t\tBremen, 3. Februar 2026',
      '',
      'Arbeitsbescheinigung',
      '',
      'Hiermit bescheinigen wir, dass Frau Ayşe Demir vom 1. April 2024 bis zum 31. Januar 2026 bei uns als',
      'Disponentin beschäftigt war.',
      '',
      'Weserland Spedition GmbH',
    ].join('\n');
    const response = await extractText(text, dates('ausgestellt_am'));
    expect(response.result).toMatchObject({ ausgestellt_am: '2026-02-03' });
  });

  it('reads "Ulm, 18. März 2026" for `angebotsdatum`, not the day the offer holds until', async () => {
    const text = [
      'Fliesen Maier',
      'Söflinger Straße 12 · 89077 Ulm',
      '',
      'Familie Öztürk',
      'Blaubeurer Ring 4',
      '89081 Ulm',
      '',
      '\t\tUlm, 18. März 2026',
      '',
      'Neue Fliesen im Badezimmer',
      '',
      'Für das Verlegen der Wand- und Bodenfliesen berechnen wir 3.240,00 €. Dieses Angebot ist gültig bis zum',
      '30. April 2026.',
      '',
      'Mit freundlichen Grüßen',
      'Stefan Maier',
    ].join('\n');
    const response = await extractText(text, dates('angebotsdatum'));
    expect(response.result).toMatchObject({ angebotsdatum: '2026-03-18' });
  });
});

describe("a change of a value that the line's end cuts in two", () => {
  it('reads "will rise from £18,500" / "to £19,750" for `new_limit` and `previous_limit`', async () => {
    const text = [
      'Harbour Credit Union',
      '',
      'Dear Ms Byrne,',
      '',
      'Following our annual review of your account, your credit limit will rise from £18,500',
      'to £19,750 on 1 April 2026. You do not need to do anything.',
      '',
      'Harbour Credit Union',
    ].join('\n');
    const response = await extractText(text, numbers('new_limit', 'previous_limit'));
    expect(response.result).toMatchObject({ new_limit: 19750, previous_limit: 18500 });
  });

  it('reads "kostet … 7,49 € im Monat statt" / "bisher 5,99 €" for `neuer_preis` and `alter_preis`', async () => {
    const text = [
      'Hallo Lukas,',
      '',
      'ab dem 1. Mai 2026 kostet Ihr Tarif Musik Plus 7,49 € im Monat statt',
      'bisher 5,99 €. Sie können jederzeit zum Monatsende kündigen.',
      '',
      'Ihr Team von Klangwelt',
    ].join('\n');
    const response = await extractText(text, numbers('neuer_preis', 'alter_preis'));
    expect(response.result).toMatchObject({ neuer_preis: 7.49, alter_preis: 5.99 });
  });
});

describe('a time window for fields named by its ends alone', () => {
  it('reads "zwischen 7:30" / "und 12:00 Uhr" as `beginn` "07:30" and `ende` "12:00"', async () => {
    const text = [
      'Hausverwaltung Berger',
      '',
      'Aushang',
      '',
      'Liebe Mieterinnen und Mieter,',
      '',
      'am Donnerstag, den 9. Juli 2026, wird im Haus Kastanienweg 3 zwischen 7:30',
      'und 12:00 Uhr der Aufzug gewartet. Bitte benutzen Sie in dieser Zeit das Treppenhaus.',
      '',
      'Ihre Hausverwaltung Berger',
    ].join('\n');
    const response = await extractText(text, texts('beginn', 'ende'));
    expect(response.result).toMatchObject({ beginn: '07:30', ende: '12:00' });
  });
});

describe("a ticket's one time of day for `beginn`", () => {
  it('reads "Fr 12.06.2026 · 20:00 Uhr" for `beginn`, not the doors\' "Einlass ab 19:00 Uhr"', async () => {
    const text = [
      'LIEDERABEND',
      'Anna Prohaska, Sopran',
      '',
      'Fr 12.06.2026 · 20:00 Uhr',
      'Kulturpalast Dresden',
      '',
      'Block C\tReihe 4\tPlatz 9',
      'Einlass ab 19:00 Uhr',
    ].join('\n');
    const response = await extractText(text, texts('beginn'));
    expect(response.result).toMatchObject({ beginn: '20:00' });
  });
});
