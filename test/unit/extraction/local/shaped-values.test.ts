// Session 14 (nolabel14): values a field's name promises a shape for, printed without a label in a letterhead,
// a footer or a signature — an e-mail or web address, a telephone number, a VAT number — and never a value of
// another shape (a company's name for `supplier_email`).
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { shapeOf } from '../../../../src/extraction/providers/local/shaped-values.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const extract = (schema: TOutputSchema, lines: string[]) => extractResult(schema, linesOf(lines.join('\n'))).result;
const str = (name: string) => ({ name, type: 'string' }) as TOutputSchema[number];

describe('values known by their shape', () => {
  it("reads a letterhead's and a footer's unlabelled addresses, telephone and VAT numbers", () => {
    const lines = [
      'Schreinerei Albers',
      'Detmolder Straße 61 · 33100 Paderborn · 05251 / 28 44 10',
      'info@schreinerei-albers.de · www.schreinerei-albers.de',
      '',
      'Herrn Malte Krüger',
      'Lindenweg 4',
      '33098 Paderborn',
      '',
      'Vielen Dank für Ihren Auftrag. Die Montage der Einbauküche ist für den 14. April geplant.',
      '',
      'Amtsgericht Paderborn HRB 4411 · DE 219 334 871',
    ];
    expect(extract([str('firmen_email'), str('webseite'), str('telefon'), str('ust_id')], lines)).toEqual({
      firmen_email: 'info@schreinerei-albers.de',
      webseite: 'www.schreinerei-albers.de',
      telefon: '05251 / 28 44 10',
      ust_id: 'DE 219 334 871',
    });
  });

  it("reads the sender's e-mail address from a mail's From line", () => {
    const lines = [
      'From: Oskar Brandt <o.brandt@kanzlei-brandt.de>',
      'To: info@weber-bau.de',
      'Subject: Ihre Anfrage',
      '',
      'Sehr geehrte Damen und Herren,',
      'anbei die gewünschten Unterlagen.',
    ];
    expect(extract([str('absender_email')], lines)).toEqual({ absender_email: 'o.brandt@kanzlei-brandt.de' });
  });

  it('leaves a shaped field empty rather than fill it with a name, an IBAN or a fax number', () => {
    const lines = [
      'Blackwood Joinery Ltd',
      'Unit 9, Mill Lane, Hebden Bridge HX7 8AB',
      'Fax 01422 845 901',
      '',
      'Please pay to GB33 BUKB 2020 1555 5555 55 within 14 days.',
    ];
    expect(extract([str('supplier_email'), str('supplier_phone')], lines)).toEqual({});
  });

  it("keeps only the number of a labelled telephone field's value", () => {
    const lines = ['Ihr Ansprechpartner: Frau Ute Sommer, Telefon 0431 55 20-118, Zimmer 4.12'];
    expect(extract([str('telefon')], lines)).toEqual({ telefon: '0431 55 20-118' });
  });

  it('reads a North American telephone number, which starts with no 0, but not a date or an order number', () => {
    const lines = [
      'Order 300-4471-2209 of 03-14-2026',
      'Need to reschedule? Call us at (617) 555-0148 or 1-800-555-0199.',
    ];
    expect(extract([str('practice_phone')], lines)).toEqual({ practice_phone: '(617) 555-0148' });
    expect(extract([str('hotline')], ['Questions? 1-800-555-0199, daily 8-20.'])).toEqual({
      hotline: '1-800-555-0199',
    });
  });
});

// Session 15 (eng15): the names come from the vocabulary's label groups (shape-names.ts), no longer from word lists of
// their own beside them. A German compound counts as its label only with a number's or an address's word: a mobile
// tariff or a phone contract is no telephone number (main read `mobilfunk_tarif`, `handyvertrag` as telephone
// fields), and "USt-Nummer" is a VAT number's name like "USt-Nr." (main read `ust_nummer` as no shape at all).
describe('names that promise a shape, from the vocabulary', () => {
  const shape = (name: string) => shapeOf(str(name));

  it('takes the label groups of e-mail, web, telephone, fax and VAT numbers, written apart or together', () => {
    const names = ['supplier_email', 'emailAdresse', 'webadresse', 'internetadresse', 'handynummer', 'durchwahl'];
    expect(names.map(shape)).toEqual(['email', 'email', 'web', 'web', 'phone', 'phone']);
    expect(['faxnummer', 'mobiltelefon', 'vat_reg_no', 'ustidnr', 'ust_nummer'].map(shape)).toEqual([
      'phone',
      'phone',
      'vat',
      'vat',
      'vat',
    ]);
  });

  it('promises none for a tariff, a contract, a tax number or an amount of VAT', () => {
    const names = ['mobilfunk_tarif', 'handyvertrag', 'steuernummer', 'tax_id', 'vat_amount', 'urlaubstage'];
    expect(names.map(shape)).toEqual([null, null, null, null, null, null]);
  });
});
