// Field names of kinds never seen (session 24, branch blind24): a count named with its noun (`anzahl_teilnehmer`,
// `guest_count`) under the noun alone; a measure per measure (`nitrate_mg_l`); "je" for "pro"; a German compound of a
// span's end (`vertragsbeginn`) under the span ("§ 2 Laufzeit: … bis …", a contract's clause number before it); a
// compound's parts in the other language (`course_duration` → "Kursdauer"); a label pair after a comma; a bare "Nr."
// under a title naming the field's kind; a party's phone or room is no party name; a numbered "Name, Vorname" line
// for a role; a time's field never holding a sum of money, nor a count one of several counts listed.
import { describe, expect, it } from '@jest/globals';
import { extractText } from './local-provider-helpers.ts';

describe('labels of field names never seen', () => {
  it('reads "Day guests: 85" for `guest_count`', async () => {
    const text = [
      'Dear Sophie,',
      '',
      'Date of celebration: Saturday 12 June 2027',
      'Venue: The Orangery',
      'Day guests: 85 (evening guests to be confirmed)',
      'Deposit received: £2,000.00',
    ].join('\n');
    const response = await extractText(text, [{ name: 'guest_count', type: 'number' }]);
    expect(response.result).toEqual({ guest_count: 85 });
  });
  it('reads "Teilnehmer: 12" for `anzahl_teilnehmer`', async () => {
    const text = [
      'Sommerfest 2026',
      '',
      'Datum: 12.07.2026, 14 Uhr',
      'Teilnehmer: 12 (davon 3 Kinder)',
      'Kosten pro Person: 25,00 €',
    ].join('\n');
    const response = await extractText(text, [{ name: 'anzahl_teilnehmer', type: 'number' }]);
    expect(response.result).toEqual({ anzahl_teilnehmer: 12 });
  });
  it('reads the nitrate row for `nitrate_mg_l`', async () => {
    const text = [
      'Lab report W26-04471',
      '',
      'Sampled: 06/05/2026',
      'Parameter\tResult\tUnit',
      'Nitrate (as NO3)\t38.2\tmg/l',
      'pH\t7.1\tunits',
    ].join('\n');
    const response = await extractText(text, [{ name: 'nitrate_mg_l', type: 'number' }]);
    expect(response.result).toEqual({ nitrate_mg_l: 38.2 });
  });
  it('reads "Preis je 100 l" for `preis_pro_100l`', async () => {
    const text = [
      'Heizöl',
      '',
      'Abgegebene Menge: 2.850 Liter',
      'Preis je 100 l netto: 96,40 €',
      'Rechnungsbetrag: 3.269,41 €',
    ].join('\n');
    const response = await extractText(text, [{ name: 'preis_pro_100l', type: 'number' }]);
    expect(response.result).toEqual({ preis_pro_100l: 96.4 });
  });
  it('reads the start of "§ 2 Laufzeit" for `vertragsbeginn`', async () => {
    const text = [
      'Winterdienstvertrag',
      '',
      '§ 2 Laufzeit: 01.11.2026 bis 31.03.2027',
      '§ 3 Vergütung: 185,00 € pro Monat',
    ].join('\n');
    const response = await extractText(text, [{ name: 'vertragsbeginn', type: 'string', format: 'date' }]);
    expect(response.result).toEqual({ vertragsbeginn: '2026-11-01' });
  });
  it('reads the end of "§ 2 Laufzeit" for `vertragsende`', async () => {
    const text = [
      'Winterdienstvertrag',
      '',
      '§ 2 Laufzeit: 01.11.2026 bis 31.03.2027',
      '§ 3 Vergütung: 185,00 € pro Monat',
    ].join('\n');
    const response = await extractText(text, [{ name: 'vertragsende', type: 'string', format: 'date' }]);
    expect(response.result).toEqual({ vertragsende: '2027-03-31' });
  });
  it('reads "Kursdauer" for `course_duration`', async () => {
    const text = ['Kursprogramm', '', 'Kursdauer: 10 Wochen', 'Beginn: 10.09.2026'].join('\n');
    const response = await extractText(text, [{ name: 'course_duration', type: 'string' }]);
    expect(response.result).toEqual({ course_duration: '10 Wochen' });
  });
  it('reads "Fahrer:" after a comma for `fahrer`', async () => {
    const text = ['Heizöl-Rechnung', '', 'Lieferung am 04.11.2026, Fahrer: K. Brandt, Fahrzeug MS-HD 412', ''].join(
      '\n',
    );
    const response = await extractText(text, [{ name: 'fahrer', type: 'string' }]);
    expect(response.result).toEqual({ fahrer: 'K. Brandt' });
  });
  it('reads the "Nr." under the title "Jagdschein" for `jagdschein_nr`', async () => {
    const text = [
      'Landkreis Rotenburg (Wümme)',
      '',
      'Jagdschein',
      'Dreijahresjagdschein',
      '',
      'Nr. 17/2026-0453',
      'Gültig vom 01.04.2026 bis 31.03.2029',
    ].join('\n');
    const response = await extractText(text, [{ name: 'jagdschein_nr', type: 'string' }]);
    expect(response.result).toEqual({ jagdschein_nr: '17/2026-0453' });
  });
  it('keeps a party’s phone for `customer_phone`', async () => {
    const text = ['Watch repair', '', 'Customer phone: 020 7946 0318', 'Article: Omega'].join('\n');
    const response = await extractText(text, [{ name: 'customer_phone', type: 'string' }]);
    expect(response.result).toEqual({ customer_phone: '020 7946 0318' });
  });
  it('keeps a party’s room for `guest_room`', async () => {
    const text = ['Hotel Seeblick', '', 'Guest: Anna Rieger', 'Guest room: 512', ''].join('\n');
    const response = await extractText(text, [{ name: 'guest_room', type: 'string' }]);
    expect(response.result).toEqual({ guest_room: '512' });
  });
  it('reads a numbered "Name, Vorname" for `inhaber`', async () => {
    const text = ['Sportbootführerschein', '', '1. Name, Vorname: Albers, Kerstin', '2. Geburtsdatum: 30.09.1984'].join(
      '\n',
    );
    const response = await extractText(text, [{ name: 'inhaber', type: 'string' }]);
    expect(response.result).toEqual({ inhaber: 'Albers, Kerstin' });
  });
  it('reads "Name:" for `player`', async () => {
    const text = ['Rapidplay 2026', '', 'Name: Daniel Mensah', 'Club: Brighton'].join('\n');
    const response = await extractText(text, [{ name: 'player', type: 'string' }]);
    expect(response.result).toEqual({ player: 'Daniel Mensah' });
  });
});

describe('values a field of a time never holds', () => {
  it('gives `hire_start` no hire charge', async () => {
    const text = ['Boat hire 02/08/2026', '', 'Hire charge: £210.00', 'Out: 10:00      Due back: 16:00', ''].join('\n');
    const response = await extractText(text, [{ name: 'hire_start', type: 'string' }]);
    expect(response.result).toEqual({});
  });
  it('gives `delivery_day` no price per delivery', async () => {
    const text = ['Veg box', '', 'Your box: Medium', 'Price per delivery: £22.50', ''].join('\n');
    const response = await extractText(text, [{ name: 'delivery_day', type: 'string' }]);
    expect(response.result).toEqual({});
  });
  it('gives `schluessel_anzahl` none of several counts listed', async () => {
    const text = [
      'Übergabeprotokoll',
      '',
      'Übergebene Schlüssel: 2 Haustür, 2 Wohnung, 1 Briefkasten',
      'Zählerstand Strom: 44871',
    ].join('\n');
    const response = await extractText(text, [{ name: 'schluessel_anzahl', type: 'number' }]);
    expect(response.result).toEqual({});
  });

  it('gives `anzahl_teilnehmer` no year of a participant’s birth', async () => {
    const text = ['Anmeldung', '', 'Teilnehmer: Max Muster, geb. 1990', 'Kurs: Yoga'].join('\n');
    const response = await extractText(text, [{ name: 'anzahl_teilnehmer', type: 'number' }]);
    expect(response.result).toEqual({});
  });

  it('gives `guest_count` no room number', async () => {
    const text = ['Booking', '', 'Guest: Anna Rieger, Room 512', 'Nights: 3'].join('\n');
    const response = await extractText(text, [{ name: 'guest_count', type: 'number' }]);
    expect(response.result).toEqual({});
  });

  it('gives `hire_end` no duration', async () => {
    const text = ['Boat hire', '', 'Out: 10:00      Due back: 16:00      Duration: 6 hrs', ''].join('\n');
    const response = await extractText(text, [{ name: 'hire_end', type: 'string' }]);
    expect(response.result).toEqual({});
  });
});

describe('values nobody’s name is', () => {
  it('cuts the telephone in brackets off `tierarzt_name`', async () => {
    const text = [
      'Liebe Frau Kretschmer,',
      '',
      'im Notfall wenden wir uns an Ihre Tierärztin Dr. Anja Wolters (Tel. 05131 44 87 10).',
      '',
      'Herzliche Grüße',
    ].join('\n');
    const response = await extractText(text, [{ name: 'tierarzt_name', type: 'string' }]);
    expect(response.result).toEqual({ tierarzt_name: 'Dr. Anja Wolters' });
  });

  it('gives `arzt` no number', async () => {
    const text = ['Heilmittelverordnung', '', 'Behandlungseinheiten: 6', 'Arzt-Nr. 771234501'].join('\n');
    const response = await extractText(text, [{ name: 'arzt', type: 'string' }]);
    expect(response.result).toEqual({});
  });

  it('gives `operator_name` no sentence', async () => {
    const text = [
      'Drone registration',
      '',
      "You've registered as an operator. Label every drone or model aircraft you're responsible for with your Operator ID.",
      'Operator ID: GBR-OP-7YQ3K2M8TX91',
    ].join('\n');
    const response = await extractText(text, [{ name: 'operator_name', type: 'string' }]);
    expect(response.result).toEqual({});
  });
});
