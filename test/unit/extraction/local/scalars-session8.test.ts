// Scalar rules of session 8: defects of sibling cuts and single dates, and general mechanisms from set H's misses.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describe('a sibling label inside a value', () => {
  it('cuts only where the sibling label starts a labelled value, not at any word equal to it', async () => {
    const schema: TOutputSchema = [
      { name: 'company', type: 'string' },
      { name: 'date', type: 'string', format: 'date' },
      { name: 'seat', type: 'string' },
    ];
    const text = ['Company: Smith, Date & Co', 'Date: 03.11.2026'];
    expect(await run(text.join('\n'), schema)).toMatchObject({ company: 'Smith, Date & Co', date: '2026-11-03' });
  });

  it('still cuts where the sibling is labelled with a colon or followed by a value of its type', async () => {
    const schema: TOutputSchema = [
      { name: 'company', type: 'string' },
      { name: 'date', type: 'string', format: 'date' },
      { name: 'guests', type: 'number' },
      { name: 'host', type: 'string' },
    ];
    const text = ['Company: Smith & Co, Date: 03.11.2026', 'Host: Kayla   Guests 4'];
    expect(await run(text.join('\n'), schema)).toEqual({
      company: 'Smith & Co',
      date: '2026-11-03',
      guests: 4,
      host: 'Kayla',
    });
  });
});

describe('the one date of a document', () => {
  it('is not taken by an unlabelled date field when a later field of the schema is labelled with it', async () => {
    const schema: TOutputSchema = [
      { name: 'visit_date', type: 'string', format: 'date' },
      { name: 'invoice_number', type: 'string' },
      { name: 'date', type: 'string', format: 'date' },
    ];
    const text = ['Invoice INV-4411', 'Date: 12.03.2026', 'Total: 40,00 EUR'];
    expect(await run(text.join('\n'), schema)).toEqual({ invoice_number: 'INV-4411', date: '2026-03-12' });
  });

  it('is still taken by an unlabelled date field when no other field claims it', async () => {
    const schema: TOutputSchema = [
      { name: 'visit_date', type: 'string', format: 'date' },
      { name: 'total', type: 'number' },
    ];
    const text = ['Blue Heron Grill', 'Total 40.00', '05/09/2026 8:41 PM'];
    expect(await run(text.join('\n'), schema)).toEqual({ visit_date: '2026-05-09', total: 40 });
  });
});

describe('what only surrounds a short text value', () => {
  it('drops a link the reader wrote after it, a bracket it did not open and a remark phrase in brackets', async () => {
    const schema: TOutputSchema = [
      { name: 'tracking_number', type: 'string' },
      { name: 'member_id', type: 'string' },
      { name: 'ticket_type', type: 'string' },
      { name: 'plan', type: 'string' },
      { name: 'diagnosis', type: 'string' },
    ];
    const text = [
      'Tracking number   00340434161094042557 [https://carrier.example/track?id=00340434161094042557]',
      'Member ID: 1184)',
      'Ticket type: Advance Single (valid only on the booked train)',
      'Plan: Team (annual)',
      'Diagnosis: Lumbago (M54.5)',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      tracking_number: '00340434161094042557',
      member_id: '1184',
      ticket_type: 'Advance Single',
      plan: 'Team (annual)',
      diagnosis: 'Lumbago (M54.5)',
    });
  });
});

describe('yes/no offered as boxes in the value', () => {
  it('reads the option checked, a negated one as no', async () => {
    const schema: TOutputSchema = [
      { name: 'partial_delivery', type: 'boolean' },
      { name: 'gift', type: 'boolean' },
      { name: 'express', type: 'boolean' },
    ];
    const text = ['Partial delivery: [ ] allowed [X] not allowed', 'Gift: [ ] yes [X] no', 'Express: ☒ ja ☐ nein'];
    expect(await run(text.join('\n'), schema)).toEqual({ partial_delivery: false, gift: false, express: true });
  });
});

describe('the field name in another inflected form', () => {
  it('finds "Shipping to" for `ship_to` and a plural compound for a singular name', async () => {
    const schema: TOutputSchema = [
      { name: 'ship_to', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'teillieferung', type: 'string' },
    ];
    const text = ['SHIPPING TO', '  Jordan Pike', '  2250 Pine St', '', 'Teillieferungen: nach Absprache'];
    expect(await run(text.join('\n'), schema)).toEqual({
      ship_to: { name: 'Jordan Pike' },
      teillieferung: 'nach Absprache',
    });
  });

  it('does not take a customer number label ("Kunden-Nr.:") for the customer', async () => {
    const schema: TOutputSchema = [{ name: 'kunde', type: 'object', properties: [{ name: 'name', type: 'string' }] }];
    const result = await run('Kunden-Nr.: 10877', schema);
    expect(result).toEqual({});
  });
});

describe('a German compound ending in the field name', () => {
  it('finds "Paketgewicht" for `gewicht_kg` and "Schlussrechnung SR-1187" for the invoice number', async () => {
    const schema: TOutputSchema = [
      { name: 'rechnungs_nr', type: 'string' },
      { name: 'gewicht_kg', type: 'number' },
    ];
    const text = ['Schlussrechnung SR-1187', '', 'Paketgewicht      4,2 kg', 'Anzahl Flaschen   6'];
    expect(await run(text.join('\n'), schema)).toEqual({ rechnungs_nr: 'SR-1187', gewicht_kg: 4.2 });
  });

  it('does not take a company name in the letterhead for a label ("Frischemarkt Seidel")', async () => {
    const schema: TOutputSchema = [{ name: 'markt', type: 'string' }];
    const text = ['Frischemarkt Seidel', 'Habsburgerstr. 58', '79104 Freiburg'];
    expect(await run(text.join('\n'), schema)).not.toEqual({ markt: 'Habsburgerstr. 58' });
  });

  it('prefers a value written as money for a sum among equally good labels', async () => {
    const schema: TOutputSchema = [{ name: 'preis', type: 'number' }];
    const text = ['Flexpreis      2. Klasse', 'Aktionspreis   68,93 €'];
    expect(await run(text.join('\n'), schema)).toEqual({ preis: 68.93 });
  });
});

describe('what stands between a label and its amount', () => {
  it('reads the next cell when a date or a calculation in brackets only qualifies the label', async () => {
    const schema: TOutputSchema = [
      { name: 'abschlag', type: 'number' },
      { name: 'vorauszahlungen', type: 'number' },
      { name: 'on_account', type: 'number' },
    ];
    const text = [
      'abzgl. Abschlag vom 12.02.2026   -1.500,00 €',
      'abzüglich Vorauszahlungen (12 x 220,00)                  2.640,00',
      'Less: on account (4 × £240.00)   960.00',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ abschlag: 1500, vorauszahlungen: 2640, on_account: 960 });
  });

  it('does not read the number of an identifier label ("VAT No. GB 318 4411 27") as an amount', async () => {
    const schema: TOutputSchema = [{ name: 'vat', type: 'number' }];
    const text = [
      'London W8 7RG   VAT No. GB 318 4411 27',
      '',
      'VAT   Rate    Net    VAT',
      'S     20%     7.11   1.42',
    ];
    const result = (await run(text.join('\n'), schema)) as Record<string, unknown>;
    expect(result.vat).not.toBe(318);
  });
});

describe('a value that does not agree with what the field names', () => {
  it('is no identifier without a digit, and no name without a word', async () => {
    const schema: TOutputSchema = [
      { name: 'order_no', type: 'string' },
      { name: 'store', type: 'string' },
      { name: 'beneficiary', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ];
    const text = [
      'MILLER HARDWARE & LUMBER',
      'STORE #0217',
      'Thank you for your order BW-204118, placed on 9 February 2026.',
      'ORDER SUMMARY',
      'Beneficiary details',
      'Name                Tanaka Precision KK',
      'Beneficiary receives   JPY 1,271,770',
    ];
    const result = (await run(text.join('\n'), schema)) as Record<string, unknown>;
    expect(result.order_no).toBe('BW-204118');
    expect(result.store).not.toBe('0217');
    expect(result.beneficiary).not.toEqual({ name: 'JPY 1,271,770' });
  });
});

describe('headings in capitals side by side', () => {
  it('head two columns of values ("BILL TO | INVOICE"), unlike a label beside a code ("BIC | COBADEFFXXX")', async () => {
    const schema: TOutputSchema = [
      { name: 'client', type: 'object', properties: [{ name: 'company', type: 'string' }] },
      { name: 'bic', type: 'string' },
    ];
    const text = [
      'BILL TO\tINVOICE',
      'Harbor Lane Bakery LLC\tInvoice #: BLD-2026-0093',
      'Attn: Denise Okafor\tDate: April 2, 2026',
      '',
      'BIC\tCOBADEFFXXX',
      'Betrag\t1.150,00 EUR',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      client: { company: 'Harbor Lane Bakery LLC' },
      bic: 'COBADEFFXXX',
    });
  });
});

describe("a party's IBAN without the party in its label", () => {
  it('is read from its own form when only "IBAN:" labels it', async () => {
    const schema: TOutputSchema = [
      { name: 'empfaenger', type: 'string' },
      { name: 'empfaenger_iban', type: 'string' },
    ];
    const text = [
      'Empfänger: Hausverwaltung Petersen & Co.',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'Betrag: 1.240,00 EUR',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      empfaenger: 'Hausverwaltung Petersen & Co.',
      empfaenger_iban: 'DE89370400440532013000',
    });
  });
});

describe('numbers of a document that writes three decimals', () => {
  it('reads "1.800" and "1,900" as decimals when the document also writes "0.600", not as thousands', async () => {
    const schema: TOutputSchema = [
      { name: 'total_gross_weight_kg', type: 'number' },
      { name: 'total_value', type: 'number' },
    ];
    const text = [
      'Wool sweater                1   0.600        45.00',
      'Total gross weight (kg): 1.800            Total value: USD 1,081.00',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ total_gross_weight_kg: 1.8, total_value: 1081 });
  });

  it('still reads "3.450" as thousands where the three decimals are written with a comma ("0,325")', async () => {
    // A German electricity bill: its price per kWh has three decimals, its consumption a thousands point.
    const bill = ['Verbrauch: 3.450 kWh', 'Arbeitspreis: 0,325 EUR/kWh', 'Gesamtbetrag: 1.271,25 EUR'];
    const schema: TOutputSchema = [
      { name: 'verbrauch_kwh', type: 'number' },
      { name: 'arbeitspreis', type: 'number' },
    ];
    expect(await run(bill.join('\n'), schema)).toEqual({ verbrauch_kwh: 3450, arbeitspreis: 0.325 });
    // A delivery note: "Riesling 0,750 l" beside a quantity and a weight in thousands.
    const note = ['Artikel: Riesling trocken 0,750 l', 'Menge: 1.200 Flaschen', 'Gewicht: 1.450 kg'];
    const noteSchema: TOutputSchema = [
      { name: 'menge', type: 'number' },
      { name: 'gewicht_kg', type: 'number' },
    ];
    expect(await run(note.join('\n'), noteSchema)).toEqual({ menge: 1200, gewicht_kg: 1450 });
  });
});

describe('a sibling labelled in brackets', () => {
  it('ends a name before "(Mitgliedsnummer 1184)"', async () => {
    const schema: TOutputSchema = [
      { name: 'mitglied', type: 'string' },
      { name: 'mitgliedsnummer', type: 'string' },
    ];
    const result = await run('Liebes Mitglied Tobias Engel (Mitgliedsnummer 1184),', schema);
    expect(result).toEqual({ mitglied: 'Tobias Engel', mitgliedsnummer: '1184' });
  });
});

describe('a label that leaves out what the document makes clear', () => {
  it('drops a participle after the noun ("Total" for `total_charged`, "Change" for `change_given`)', async () => {
    const schema: TOutputSchema = [
      { name: 'total_charged', type: 'number' },
      { name: 'change_given', type: 'number' },
    ];
    const text = ['Subtotal    87.00', 'Total       110.93', 'Cash        120.00', 'Change      9.07'];
    expect(await run(text.join('\n'), schema)).toEqual({ total_charged: 110.93, change_given: 9.07 });
  });

  it('reads a German compound by its head ("Zeitraum" for `rechnungszeitraum`), not by a generic one', async () => {
    const schema: TOutputSchema = [
      {
        name: 'rechnungszeitraum',
        type: 'object',
        properties: [
          { name: 'von', type: 'string', format: 'date' },
          { name: 'bis', type: 'string', format: 'date' },
        ],
      },
      { name: 'geburtsdatum', type: 'string', format: 'date' },
    ];
    const text = ['Datum: 26.02.2026', 'Zeitraum 19.01.2026 – 18.02.2026 · Tarif Smart L 20 GB'];
    expect(await run(text.join('\n'), schema)).toEqual({
      rechnungszeitraum: { von: '2026-01-19', bis: '2026-02-18' },
    });
  });

  it('reads a yes/no stated as off or not enrolled as no', async () => {
    const schema: TOutputSchema = [
      { name: 'autopay_enabled', type: 'boolean' },
      { name: 'paperless', type: 'boolean' },
    ];
    const text = ['AutoPay is off. Turn it on and save $5/month.', 'Paperless: Not enrolled'];
    expect(await run(text.join('\n'), schema)).toEqual({ autopay_enabled: false, paperless: false });
  });
});

describe('dates stated in a sentence', () => {
  it('reads a due date after "due" or before "fällig", a debit of a separable verb, a ship date "today (…)"', async () => {
    const english: TOutputSchema = [
      { name: 'pay_by', type: 'string', format: 'date' },
      { name: 'ship_date', type: 'string', format: 'date' },
    ];
    const shipped = [
      'Your order left our warehouse today (March 16, 2026) in 2 packages.',
      'Terms: Net 30 (due May 2, 2026)',
    ];
    expect(await run(shipped.join('\n'), english)).toEqual({ pay_by: '2026-05-02', ship_date: '2026-03-16' });
    const german: TOutputSchema = [
      { name: 'faellig_am', type: 'string', format: 'date' },
      { name: 'abbuchung_am', type: 'string', format: 'date' },
    ];
    const debited = [
      'Der Beitrag ist am 01.01.2026 fällig.',
      'Den Betrag buchen wir am 26.02.2026 von Ihrem Konto ab.',
    ];
    expect(await run(debited.join('\n'), german)).toEqual({ faellig_am: '2026-01-01', abbuchung_am: '2026-02-26' });
  });
});

describe('a name that holds its kind', () => {
  it('is the value itself when it stands alone on its line, not a label over the address', async () => {
    const schema: TOutputSchema = [{ name: 'apotheke', type: 'string' }];
    const text = ['Linden-Apotheke', '', 'Lindenstr. 5, 30159 Hannover', '', 'SUMME EUR   13,44'];
    expect(await run(text.join('\n'), schema)).toEqual({ apotheke: 'Linden-Apotheke' });
  });
});

describe('a field in a unit', () => {
  it('prefers the label or value that writes a unit of its dimension ("Usage (gal)")', async () => {
    const schema: TOutputSchema = [{ name: 'usage_gallons', type: 'number' }];
    const text = [
      'Meter Reading Previous   Current   Usage (gal)',
      '391,200                  398,680   7,480',
      '',
      'Current Charges     Amount',
      'Water usage         41.14',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ usage_gallons: 7480 });
  });
});

describe('the total of a named part', () => {
  it('reads "Parts" for `parts_total` and the last amount of a row for `uebernachtung_gesamt`', async () => {
    const schema: TOutputSchema = [
      { name: 'parts_total', type: 'number' },
      { name: 'uebernachtung_gesamt', type: 'number' },
      { name: 'po_total', type: 'number' },
    ];
    const text = [
      'PO Number: 4500018823',
      '02.02.      Übernachtung Doppelzimmer Seeseite       3  119,00     357,00',
      '02.02.      Frühstück                                3   19,00      57,00',
      'Parts                         214.36',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ parts_total: 214.36, uebernachtung_gesamt: 357 });
  });
});

describe('two names of a label joined by a slash', () => {
  it('reads the value after "SWIFT/BIC"', async () => {
    const schema: TOutputSchema = [
      { name: 'beneficiary', type: 'object', properties: [{ name: 'swift', type: 'string' }] },
    ];
    const text = ['Beneficiary details', 'SWIFT/BIC                               BOTKJPJT'];
    expect(await run(text.join('\n'), schema)).toEqual({ beneficiary: { swift: 'BOTKJPJT' } });
  });
});

describe('words around a label', () => {
  it('reads labels after leading words, a tax class and a rate, and before a short remark', async () => {
    const schema: TOutputSchema = [
      { name: 'jahresbeitrag', type: 'number' },
      { name: 'guthaben', type: 'number' },
      { name: 'mwst', type: 'number' },
    ];
    const text = [
      'Versicherungsteuer 19 %                 135,59 €',
      'Zu zahlender Jahresbeitrag              849,23 €',
      'Guthaben zu Ihren Gunsten               168,10',
      'A 19,00% MwSt                           11,82 EUR',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ jahresbeitrag: 849.23, guthaben: 168.1, mwst: 11.82 });
  });

  it('reads an area in square metres for a name in qm, from the label that writes it', async () => {
    const schema: TOutputSchema = [{ name: 'wohnflaeche_qm', type: 'number' }];
    const text = [
      'Wohnfläche Ihrer Wohnung: 78,50 m² von 612,00 m² Gesamtfläche',
      'Kostenart               Gesamtkosten   Schlüssel       Ihr Anteil',
      'Grundsteuer               3.182,40     Wohnfläche          408,20',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ wohnflaeche_qm: 78.5 });
  });
});

describe('dates with dashes written month first', () => {
  it('reads "04-13-26" as 13 April: a second part above 12 can only be the day', async () => {
    const schema: TOutputSchema = [
      { name: 'arrival', type: 'string', format: 'date' },
      { name: 'departure', type: 'string', format: 'date' },
    ];
    const text = ['Arrival: 04-13-26     Departure: 04-15-26', 'Stay: 01-02-2026'];
    expect(await run(text.join('\n'), schema)).toEqual({ arrival: '2026-04-13', departure: '2026-04-15' });
  });
});

describe('the contact of a party', () => {
  it('is labelled "Attn:" or "z. Hd." as often as "Contact:"', async () => {
    const schema: TOutputSchema = [
      { name: 'client', type: 'object', properties: [{ name: 'contact', type: 'string' }] },
    ];
    const text = ['BILL TO', 'Harbor Lane Bakery LLC', 'Attn: Denise Okafor', '88 Pier Road, Galveston, TX 77550'];
    expect(await run(text.join('\n'), schema)).toEqual({ client: { contact: 'Denise Okafor' } });
  });
});

describe('a yes/no feature the document names', () => {
  it('is true where the document names it, also in a compound, false where negated, absent otherwise', async () => {
    const schema: TOutputSchema = [
      { name: 'echtzeitueberweisung', type: 'boolean' },
      { name: 'lastschrift', type: 'boolean' },
      { name: 'wird_verrechnet', type: 'boolean' },
      { name: 'expressversand', type: 'boolean' },
    ];
    const text = [
      'Bestätigung Ihrer Echtzeitüberweisung',
      'Wir buchen den Betrag per SEPA-Lastschrift ab.',
      'Der Betrag wird nicht verrechnet.',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      echtzeitueberweisung: true,
      lastschrift: true,
      wird_verrechnet: false,
    });
  });
});

describe('the party who gave the order', () => {
  it('is the addressee of a craftsman\'s invoice ("Auftraggeber")', async () => {
    const schema: TOutputSchema = [
      { name: 'auftraggeber', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ];
    const text = [
      'Schreinerei Kuhn · Meisterbetrieb',
      '',
      'Familie Brandt',
      '',
      'Am Mühlbach 7, 79211 Denzlingen',
      '',
      'Schlussrechnung SR-1187',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ auftraggeber: { name: 'Familie Brandt' } });
  });
});

describe('the parts of an address block under its label', () => {
  it('reads the street and the postal line under "Lieferadresse" and the city and zip under "SHIPPING TO"', async () => {
    const german: TOutputSchema = [
      {
        name: 'lieferadresse',
        type: 'object',
        properties: [
          { name: 'strasse', type: 'string' },
          { name: 'plz_ort', type: 'string' },
        ],
      },
    ];
    const lieferung = [
      'Paketgewicht      4,2 kg',
      '',
      'Lieferadresse',
      '',
      'Sabine Roth',
      'Kastanienallee 41',
      '10435 Berlin',
    ];
    expect(await run(lieferung.join('\n'), german)).toEqual({
      lieferadresse: { strasse: 'Kastanienallee 41', plz_ort: '10435 Berlin' },
    });
    const english: TOutputSchema = [
      {
        name: 'ship_to',
        type: 'object',
        properties: [
          { name: 'city', type: 'string' },
          { name: 'zip', type: 'string' },
        ],
      },
    ];
    const shipping = ['SHIPPING TO', '  Jordan Pike', '  2250 Pine St', '  Boulder, CO 80302', '', 'Happy trails,'];
    expect(await run(shipping.join('\n'), english)).toEqual({ ship_to: { city: 'Boulder', zip: '80302' } });
  });

  it("ends the block at the next block's label, not at a blank line only (never the billing address)", async () => {
    const schema: TOutputSchema = [
      {
        name: 'ship_to',
        type: 'object',
        properties: [
          { name: 'street', type: 'string' },
          { name: 'zip', type: 'string' },
          { name: 'city', type: 'string' },
        ],
      },
    ];
    const order = [
      'Order 4711',
      'SHIP TO',
      '2250 Pine St',
      'Boulder, CO 80302',
      'BILL TO',
      '100 Main St',
      'Denver, CO 80202',
    ];
    const result = (await run(order.join('\n'), schema)) as { ship_to: Record<string, string> };
    expect(result.ship_to).toMatchObject({ zip: '80302', city: 'Boulder' });
    expect(Object.values(result.ship_to)).not.toContain('100 Main St');
  });
});

describe('a reference to another document', () => {
  it('is labelled by that document\'s kind ("Your PO:" for `po_reference`)', async () => {
    const schema: TOutputSchema = [{ name: 'po_reference', type: 'string' }];
    const text = ['Terms: Net 30', '\tYour PO: HLB-PO-118'];
    expect(await run(text.join('\n'), schema)).toEqual({ po_reference: 'HLB-PO-118' });
  });
});
