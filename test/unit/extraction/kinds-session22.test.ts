// Values of document kinds new to the corpus (session 22, branch kinds22): numbered form items, "insgesamt" totals,
// sums stated in a sentence for a generic field, the person an authority writes to, one bare label under several
// headings, address parts under an owner's block or after "Address:", "Von | Nach" columns, yes/no after a label and
// a notice's own date.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const numbers = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'number' }) as const);
const object = (name: string, properties: TOutputSchema): TOutputSchema[number] => ({
  name,
  type: 'object',
  properties,
});

describe('a form numbers its items before their labels', () => {
  it('reads "2. Vorname:" and "4. Straße, Hausnummer:" as the labels after the numbers', async () => {
    const text = [
      'Antrag auf Elterngeld',
      '1. Name des Antragstellers: Hoffmann',
      '2. Vorname: Jonas',
      '4. Straße, Hausnummer: Schwanthalerstraße 102',
      '5. PLZ, Wohnort: 80339 München',
    ].join('\n');
    const schema = [object('anschrift', strings('strasse', 'hausnummer', 'plz')), ...strings('vorname')];
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({
      vorname: 'Jonas',
      anschrift: { strasse: 'Schwanthalerstraße', hausnummer: '102', plz: '80339' },
    });
  });

  it('leaves a numbered heading of a contract over its clause alone ("9. Termination")', async () => {
    const text = [
      'SERVICES AGREEMENT',
      '9. Termination',
      "9.2 Either party may terminate this Agreement for convenience by giving the other party 60 days' written notice.",
    ].join('\n');
    const response = await extractText(text, numbers('notice_period_days'));
    expect(response.result).not.toMatchObject({ notice_period_days: 9.2 });
  });

  it('reads "Field 1*: Surname" of a visa form', async () => {
    const text = [
      'SHORT-TERM VISA APPLICATION FORM',
      "Field 1*: Surname  O'Connor",
      'Field 2*: Given names  Siobhan Marie',
    ].join('\n');
    const response = await extractText(text, strings('surname', 'given_names'));
    expect(response.result).toMatchObject({ surname: "O'Connor", given_names: 'Siobhan Marie' });
  });
});

describe('"insgesamt" is the total a German sum names', () => {
  it('reads "Gebühren insgesamt" for `gesamtgebuehren` and `gebuehren_gesamt`', async () => {
    const text = ['Gebührenbescheid', 'Grundgebühr\t15,40 €', 'Gebühren insgesamt\t48,60 €'].join('\n');
    const response = await extractText(text, numbers('gesamtgebuehren', 'gebuehren_gesamt'));
    expect(response.result).toMatchObject({ gesamtgebuehren: 48.6, gebuehren_gesamt: 48.6 });
  });

  it('reads the sum a sentence pays "insgesamt" for `betrag`', async () => {
    const text = [
      'Sehr geehrter Herr Roth,',
      '',
      'Wir überweisen Ihnen am 12.03.2026 insgesamt 2.000,04 € auf Ihr Konto.',
    ].join('\n');
    const response = await extractText(text, numbers('betrag'));
    expect(response.result).toMatchObject({ betrag: 2000.04 });
  });
});

describe("a generic field's own name in a sentence", () => {
  it('reads "ergibt sich ein Betrag von 1.628,70 Euro", not the rate that "beträgt" 54,29 Euro', async () => {
    const text = [
      'Bewilligungsbescheid Arbeitslosengeld',
      'Der tägliche Leistungssatz beträgt 54,29 Euro (Bemessungsentgelt 98,71 Euro, Steuerklasse I).',
      'Für einen vollen Monat ergibt sich damit ein Betrag von 1.628,70 Euro.',
    ].join('\n');
    const response = await extractText(text, numbers('betrag'));
    expect(response.result).toMatchObject({ betrag: 1628.7 });
  });
});

describe('the person an authority writes to', () => {
  it('takes the insured from the address block of a health insurer', async () => {
    const text = [
      'Techniker Krankenkasse · 22291 Hamburg',
      '',
      'Frau Heike Baumann',
      'Rosenweg 3',
      '65183 Wiesbaden',
      '',
      'Bescheinigung über Beiträge zur Kranken- und Pflegeversicherung 2025',
      'Versichertennummer: K384215509',
    ].join('\n');
    const response = await extractText(text, strings('versicherter'));
    expect(response.result).toMatchObject({ versicherter: 'Heike Baumann' });
  });

  it("cuts a student's address after a comma off the name", async () => {
    const text = [
      'Bescheid über Ausbildungsförderung',
      'Auszubildender: Lukas Brandt, Weender Landstraße 51, 37075 Göttingen',
    ].join('\n');
    const response = await extractText(text, strings('auszubildender'));
    expect(response.result).toMatchObject({ auszubildender: 'Lukas Brandt' });
  });
});

describe('one bare label under several headings', () => {
  it("gives each object the values under its own heading and the owner's address parts", async () => {
    const text = [
      'VOLLMACHT',
      '',
      'Vollmachtgeber:',
      'Name: Müller, Hans, Dipl.-Ing.',
      'geboren am: 12.03.1954',
      'Anschrift: Lindenstraße 14, 70173 Stuttgart',
      '',
      'Bevollmächtigte:',
      'Name: Müller, Katrin',
      'geboren am: 30.07.1983',
    ].join('\n');
    const person = (name: string, ...more: string[]) =>
      object(name, [...strings('name', ...more), { name: 'geburtsdatum', type: 'string', format: 'date' }]);
    const schema = [person('vollmachtgeber', 'strasse', 'hausnummer'), person('bevollmaechtigter')];
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({
      vollmachtgeber: { strasse: 'Lindenstraße', hausnummer: '14' },
      bevollmaechtigter: { name: 'Müller, Katrin', geburtsdatum: '1983-07-30' },
    });
  });
});

describe('parts of an address', () => {
  it('reads a British address after "Address:" for `owner_address`, the postcode apart by a comma', async () => {
    const text = [
      'Certificate of Registration of a Trade Mark',
      'Owner: Lumenforge Lighting Ltd',
      'Address: 14 Canal Wharf, Birmingham, B1 2JT, United Kingdom',
    ].join('\n');
    const schema = [object('owner_address', strings('street', 'city', 'postcode', 'country'))];
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({
      owner_address: { street: '14 Canal Wharf', city: 'Birmingham', postcode: 'B1 2JT', country: 'United Kingdom' },
    });
  });
});

describe('columns headed by where a movement starts and ends', () => {
  it('fills pick-up and delivery from "Von | Nach"', async () => {
    const text = [
      'Auftragsbestätigung Direktkurier',
      '\tVon\tNach',
      'Firma\tDruckerei Weiß\tMesse Frankfurt',
      'Straße\tHafenstraße 12\tLudwig-Erhard-Anlage 1',
      'PLZ / Ort\t68159 Mannheim\t60327 Frankfurt am Main',
      'Zeit\t08:30\t11:00',
    ].join('\n');
    const stop = (name: string) => object(name, strings('firma', 'strasse', 'plz', 'ort', 'zeit'));
    const response = await extractText(text, [stop('abholung'), stop('zustellung')]);
    expect(response.result).toMatchObject({
      abholung: { firma: 'Druckerei Weiß', plz: '68159', ort: 'Mannheim', zeit: '08:30' },
      zustellung: { strasse: 'Ludwig-Erhard-Anlage 1', plz: '60327', ort: 'Frankfurt am Main', zeit: '11:00' },
    });
  });

  it("reads labelled cells under each vehicle's heading", async () => {
    const text = [
      'Europäischer Unfallbericht',
      'Fahrzeug A                                Fahrzeug B',
      'Feld 6: Fahrer Claudia Rest               Feld 6: Fahrer Marco Bianchi',
      'Feld 7: Kennzeichen FR-CR 218             Feld 7: Kennzeichen EM-MB 77',
    ].join('\n');
    const vehicle = (name: string) => object(name, strings('fahrer', 'kennzeichen'));
    const response = await extractText(text, [vehicle('fahrzeug_a'), vehicle('fahrzeug_b')]);
    expect(response.result).toMatchObject({
      fahrzeug_a: { fahrer: 'Claudia Rest', kennzeichen: 'FR-CR 218' },
      fahrzeug_b: { fahrer: 'Marco Bianchi', kennzeichen: 'EM-MB 77' },
    });
  });
});

describe('small answers after a label', () => {
  it('reads "nein" after a label without a colon as no', async () => {
    const text = ['Unfallbericht', 'Feld 3: Verletzte (auch leicht) nein', 'Feld 4: Sachschaden ja'].join('\n');
    const response = await extractText(text, [
      { name: 'verletzte', type: 'boolean' },
      { name: 'sachschaden', type: 'boolean' },
    ]);
    expect(response.result).toMatchObject({ verletzte: false, sachschaden: true });
  });

  it('reads a notice\'s "Datum:" for `bescheid_datum`', async () => {
    const text = [
      'Bundesagentur für Arbeit',
      'Familienkasse Nordrhein-Westfalen West',
      '',
      'Frau',
      'Aylin Demir',
      'Venloer Straße 211',
      '50823 Köln',
      '',
      'Kindergeldnummer: 215FK448172',
      'Datum: 08.01.2026',
      '',
      'Bescheid über Kindergeld',
      '',
      'Sie erhalten ab dem 01.11.2025 monatlich Kindergeld in Höhe von insgesamt 510,00 Euro.',
    ].join('\n');
    const dates = ['bescheid_datum', 'zahlung_ab'].map((name) => ({ name, type: 'string', format: 'date' }) as const);
    const response = await extractText(text, dates);
    expect(response.result).toMatchObject({ bescheid_datum: '2026-01-08', zahlung_ab: '2025-11-01' });
  });
});

describe('a name written last name first with its title after a comma', () => {
  it('splits "Schulte, Petra, Dr." into last name, first name and title', async () => {
    const text = ['Stadt Münster – Bauordnungsamt', 'Bauherr: Schulte, Petra, Dr.'].join('\n');
    const response = await extractText(text, [object('bauherr', strings('nachname', 'vorname', 'titel'))]);
    expect(response.result).toMatchObject({ bauherr: { nachname: 'Schulte', vorname: 'Petra', titel: 'Dr.' } });
  });

  it('keeps a maiden name\'s "geb." from ending the value as a sentence', async () => {
    const text = ['Standesamt', 'Name, Vorname: Becker, Anna, geb. Roth', 'Geburtsdatum: 05.10.1987'].join('\n');
    const response = await extractText(text, strings('name'));
    expect(response.result).toMatchObject({ name: 'Becker, Anna' });
  });
});

describe('the line that dates a letter', () => {
  it('gives a notice its date and a signing place its place', async () => {
    const text = [
      'VOLLMACHT',
      'Hiermit bevollmächtige ich die oben genannte Person.',
      '',
      'Stuttgart, den 03.02.2026',
      '',
      'Unterschrift des Vollmachtgebers',
    ].join('\n');
    const schema = [
      ...strings('ort_unterschrift'),
      { name: 'bescheid_datum', type: 'string', format: 'date' } as const,
    ];
    const response = await extractText(text, schema);
    expect(response.result).toMatchObject({ ort_unterschrift: 'Stuttgart', bescheid_datum: '2026-02-03' });
  });
});
