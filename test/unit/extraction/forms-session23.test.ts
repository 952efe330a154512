// Forms as images print their labels in boxes (session 23, branch forms23): a row of labels under the values written
// above them, a label beside another label with an alternative or a remark, a bilingual label, a numbered box, a
// question of several words answered by check boxes.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { extractText } from './local-provider-helpers.ts';

const strings = (...names: string[]): TOutputSchema => names.map((name) => ({ name, type: 'string' }) as const);
const date = (name: string) => ({ name, type: 'string', format: 'date' }) as const;

describe('labels printed under their values', () => {
  it('reads a club’s application whose labels stand under the lines filled in', async () => {
    const text = [
      'TSV Kassel 1848 e.V. - Aufnahmeantrag      Stand 01/2026',
      '',
      'Lena Hoffmann                  30.09.2011',
      'Name, Vorname des Mitglieds    Geburtsdatum',
      '',
      'Am Sportplatz 3        34117                  Kassel',
      'Straße, Hausnummer     PLZ                    Ort',
      '',
      'Eintritt zum                   01.03.2026',
    ].join('\n');
    const response = await extractText(text, [...strings('name', 'strasse', 'plz', 'ort'), date('geburtsdatum')]);
    expect(response.result).toMatchObject({
      name: 'Lena Hoffmann',
      geburtsdatum: '2011-09-30',
      strasse: 'Am Sportplatz 3',
      plz: '34117',
      ort: 'Kassel',
    });
  });

  it('reads the date over "Datum", not a birth date', async () => {
    const text = [
      'Name      Vorname      Geburtsdatum',
      'Krämer      Monika      14.07.1983',
      '',
      '[x] Neuzulassung    [ ] Umschreibung',
      '',
      '12.05.2026      Monika Krämer',
      'Datum           Unterschrift Antragsteller/in',
    ].join('\n');
    const response = await extractText(text, [date('datum')]);
    expect(response.result).toMatchObject({ datum: '2026-05-12' });
  });

  it('keeps a pair of label and value under another pair, and labels not aligned with the row above', async () => {
    const text = ['Tankstelle Ostermeier', '', 'Säule 4      Super E10', 'Fahrer      Max Muster', '', 'Danke'].join(
      '\n',
    );
    const response = await extractText(text, strings('fahrer'));
    expect(response.result).toMatchObject({ fahrer: 'Max Muster' });
    const headings = ['Tracking   1Z9R4F610398765432 Cartons   3', 'Employee   Employee ID   Pay Period'].join('\n');
    expect((await extractText(headings, strings('employee_name'))).result).toEqual({});
  });
});

describe('a row of labels over a row of values', () => {
  it('takes no label with a remark or an alternative beside the label as its value', async () => {
    const text = [
      'Antrag auf Zulassung eines Fahrzeugs',
      '',
      'Kfz-Kennzeichen (falls reserviert)       Fahrzeug-Identifizierungsnummer (FIN)',
      'ES-MK 4471        WVWZZZ1KZ8W123456',
      '',
      'Hersteller       Typ / Handelsbezeichnung',
      'Volkswagen       Golf VI 1.4 TSI',
    ].join('\n');
    const response = await extractText(text, strings('kennzeichen', 'hersteller'));
    expect(response.result).toMatchObject({ kennzeichen: 'ES-MK 4471', hersteller: 'Volkswagen' });
  });

  it('reads bilingual labels of a name’s parts', async () => {
    const text = [
      'Membership Registration / Inscription des membres',
      '',
      'Surname / Nom       Given name / Prénom',
      'DUBOIS       Camille',
      'Date of birth / Date de naissance     Nationality / Nationalité',
      '02.11.1994      French',
    ].join('\n');
    const response = await extractText(text, strings('last_name', 'first_name', 'nationality'));
    expect(response.result).toMatchObject({ last_name: 'DUBOIS', first_name: 'Camille', nationality: 'French' });
  });

  it('reads numbered boxes, the box number no value of the label before', async () => {
    const text = [
      '2. First name(s) (given name(s))     CHINEDU EMMANUEL',
      '',
      '13. Number of travel document     14. Date of issue     15. Valid until',
      'A09182734     20-08-2021      19-08-2031',
    ].join('\n');
    const response = await extractText(text, strings('given_names', 'passport_number'));
    expect(response.result).toMatchObject({ given_names: 'CHINEDU EMMANUEL', passport_number: 'A09182734' });
  });
});

describe('the cell beside a label', () => {
  it('takes no label of two words as the value of the label before it when values stand under both', async () => {
    const text = [
      'Date of purchase     Place of purchase',
      '28/10/2025     John Lewis',
      '',
      'Signed: H. Cole     Date: 02/03/2026',
    ].join('\n');
    const response = await extractText(text, [date('purchase_date')]);
    expect(response.result).toMatchObject({ purchase_date: '2025-10-28' });
  });

  it('takes no other label with its amount as the value', async () => {
    const text = [
      'ARAL Tankstelle',
      '',
      'Gesamtbetrag     EUR 74,55',
      '',
      'A 19 % MwSt     Netto 62,65     MwSt 11,90',
    ].join('\n');
    const response = await extractText(text, [{ name: 'mwst', type: 'number' }]);
    expect(response.result).toMatchObject({ mwst: 11.9 });
  });
});

describe('check boxes', () => {
  it('answers a question of several words by its ticked box, not by a label sharing its first word', async () => {
    const text = [
      'Customer         Gareth Pryce         Date in      16/02/2026',
      '',
      'Customer waiting?      [] Yes     [x] No',
      'Courtesy car?      [x] Yes     [] No',
    ].join('\n');
    const response = await extractText(text, [{ name: 'customer_waiting', type: 'boolean' }]);
    expect(response.result).toMatchObject({ customer_waiting: false });
  });
});
