// Scalar mechanisms of session 9, second round (from set K's scalar misses, on examples of our own): a column's sum in
// the table's sum row; a name's value cut inside a remark in brackets, or followed by a birth date; a label written
// twice on a statement (old before new); balances brought and carried forward; a kind of payment named by its brand; a
// letterhead of parts apart by '·'; the place-and-date line that dates a letter;
// one label for two fields over a value of two parts; a German compound written apart in a schema; last year's reading;
// lexicon groups of freight depots, a credit note's net and a vehicle's plate; owners and debtors as addressees;
// two words of inclusion before a tax label; a bank statement's number after its title;
// a British document's slash dates; an object's bare date on the line its label opens;
// a switch's state before a remark; another label's pair beside a label.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describe("a column's sum in the table's sum row", () => {
  const schema: TOutputSchema = [
    { name: 'total_bundles', type: 'number' },
    { name: 'total_units', type: 'number' },
    { name: 'total_weight_kg', type: 'number' },
  ];

  it('is the cell under the named column in a tab table that leaves cells of the sum row empty', async () => {
    const text = [
      'LOADING LIST',
      'Shipper: Nordic Pine AB',
      '',
      'Lot\tItem\tBundles\tUnits\tWeight kg',
      'A1\tPine boards 22x145\t12\t480\t5,120.0',
      'A2\tSpruce battens\t8\t640\t2,300.5',
      'TOTAL\t\t20\t1,120\t7,420.5',
      '',
      'Remarks: keep dry',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      total_bundles: 20,
      total_units: 1120,
      total_weight_kg: 7420.5,
    });
  });

  it('is the cell under the named column in a table laid out by spaces, past a sum label over two columns', async () => {
    const text = [
      'Lot   Item                  Bundles   Units   Weight (kg)',
      'A1    Pine boards 22x145         12     480         5,120',
      'A2    Spruce battens              8     640         2,300',
      'Totals: 2 lots, 2 items          20   1,120         7,420',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ total_bundles: 20, total_units: 1120, total_weight_kg: 7420 });
  });
});

describe("a column's sum under a header of initials", () => {
  it('reads "G.W. kg" as gross weight in kilograms', async () => {
    const schema: TOutputSchema = [
      { name: 'total_cartons', type: 'number' },
      { name: 'total_gross_weight_kg', type: 'number' },
    ];
    const text = [
      'Marks    Description        Cartons   Pieces   G.W. kg',
      '1-20     Steel rack               20       20     300.0',
      '21-50    Bin set                  30      120     210.0',
      'TOTAL                             50      140     510.0',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ total_cartons: 50, total_gross_weight_kg: 510 });
  });
});

describe("a count in the sum row's label", () => {
  it('is the total of the thing it counts', async () => {
    const schema: TOutputSchema = [
      { name: 'total_parcels', type: 'number' },
      { name: 'total_pieces', type: 'number' },
    ];
    const text = [
      'Parcel   Consignee          Pieces   Weight (kg)',
      'P-1      Harbour Tools         4        120',
      'P-2      Dock Supplies         2         80',
      'Totals: 2 parcels              6        200',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ total_parcels: 2, total_pieces: 6 });
  });
});

describe('a German sum of a thing', () => {
  it('is written "Summe der <things>"', async () => {
    const schema: TOutputSchema = [{ name: 'kosten_gesamt', type: 'number' }];
    const text = [
      'Landgericht Kiel',
      'Kostenrechnung',
      'Nr.\tBezeichnung\tBetrag',
      '1\tGebühr für das Verfahren\t300,00 €',
      '2\tAuslagen Zustellung\t8,50 €',
      '\tSumme der Kosten\t308,50 €',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ kosten_gesamt: 308.5 });
  });
});

describe('a name with what qualifies it after it', () => {
  it('loses a remark in brackets the value was cut inside of', async () => {
    const schema: TOutputSchema = [
      {
        name: 'tier',
        type: 'object',
        properties: [{ name: 'name', type: 'string' }],
      },
      { name: 'halter', type: 'string' },
    ];
    const text = ['Tierklinik am Stadtpark', 'Tier\tMilo (Kater, Europ. Kurzhaar, 4 Jahre)', 'Halter\tPetra Lind'];
    expect(await run(text.join('\n'), schema)).toEqual({ tier: { name: 'Milo' }, halter: 'Petra Lind' });
  });

  it('ends before a birth date after a comma', async () => {
    const schema: TOutputSchema = [
      { name: 'patientin', type: 'string' },
      { name: 'insured', type: 'string' },
    ];
    const text = ['Patientin: Anna Berg, geb. 03.04.1985', 'Insured: John Roe, born 12 May 1970'];
    expect(await run(text.join('\n'), schema)).toEqual({ patientin: 'Anna Berg', insured: 'John Roe' });
  });
});

describe('a label a statement writes twice', () => {
  it('gives the old value first and the new one last', async () => {
    const schema: TOutputSchema = [
      { name: 'alter_kontostand', type: 'number' },
      { name: 'neuer_kontostand', type: 'number' },
    ];
    const text = [
      'Buchungstag  Vorgang                              Betrag EUR',
      '             Kontostand am 31.05.2026            2.100,00 H',
      '03.06.       Gutschrift Gehalt                   1.800,00 H',
      '07.06.       Lastschrift Stadtwerke                 95,00 S',
      '             Kontostand am 30.06.2026            3.805,00 H',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ alter_kontostand: 2100, neuer_kontostand: 3805 });
  });
});

describe('balances brought and carried forward', () => {
  it('are the opening and closing balance, also abbreviated b/f and c/f', async () => {
    const schema: TOutputSchema = [
      { name: 'opening_balance', type: 'number' },
      { name: 'closing_balance', type: 'number' },
    ];
    const text = [
      'Date\tDetails\tDebit\tCredit\tBalance',
      '01 Mar\tBalance b/f\t\t\t1,200.00',
      '04 Mar\tCARD PAYMENT SHELL\t45.00\t\t1,155.00',
      '31 Mar\tBalance c/f\t\t\t1,155.00',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ opening_balance: 1200, closing_balance: 1155 });
  });
});

describe('a kind of payment the description lists', () => {
  it('is named by a card brand', async () => {
    const schema: TOutputSchema = [{ name: 'payment_method', type: 'string', description: "'cash' or 'card'" }];
    const text = ['CORNER DELI', 'COFFEE LG\t1\t3.20', 'TOTAL\t\t3.20', 'VISA ****7781\t\t3.20'];
    expect(await run(text.join('\n'), schema)).toEqual({ payment_method: 'card' });
  });

  it('is the one on the line about paying where the document names several', async () => {
    const schema: TOutputSchema = [
      { name: 'zahlungsart', type: 'string', description: "'Bar', 'EC-Karte', 'Kreditkarte' oder 'Rechnung'" },
    ];
    const text = [
      'Pension Seeblick · Uferweg 2 · 82211 Herrsching',
      'Rechnung Nr. 4410',
      'Datum\tLeistung\tBetrag',
      '01.05.\tÜbernachtung\t89,00 €',
      '02.05.\tZahlung Visa **** 1020\t-89,00 €',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ zahlungsart: 'Kreditkarte' });
  });
});

describe('a letterhead of parts apart by a middle dot', () => {
  it('starts with the name a field of its kind asks for', async () => {
    const schema: TOutputSchema = [
      { name: 'hotel', type: 'string' },
      { name: 'rechnungsnummer', type: 'string' },
    ];
    const text = [
      'Hotel Alpenrose Garmisch · Zugspitzstraße 4 · 82467 Garmisch-Partenkirchen · www.alpenrose.example',
      '',
      'Rechnung Nr.\t5520',
      'Gesamtbetrag\t240,00 €',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ hotel: 'Hotel Alpenrose Garmisch', rechnungsnummer: '5520' });
  });
});

describe('the line of a letter that dates it', () => {
  it("gives the document's own date, also where another date comes first", async () => {
    const schema: TOutputSchema = [
      { name: 'tagDerZuwendung', type: 'string', format: 'date' },
      { name: 'ausstellungsdatum', type: 'string', format: 'date' },
    ];
    const text = [
      'Förderverein Stadtbibliothek Marburg e.V.',
      'Bestätigung über Geldzuwendungen',
      'Name des Zuwendenden: Paul Weber',
      'Tag der Zuwendung: 12.09.2025',
      'Betrag: 120,00 €',
      '',
      'Marburg, 20.01.2026',
      'gez. Eva Schulz',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      tagDerZuwendung: '2025-09-12',
      ausstellungsdatum: '2026-01-20',
    });
  });

  it('dates an invoice whose period is written before it', async () => {
    const schema: TOutputSchema = [{ name: 'rechnungsdatum', type: 'string', format: 'date' }];
    const text = [
      'Malerbetrieb Kunz · Hauptstraße 1 · 35037 Marburg',
      'Leistungszeitraum 02.02. bis 06.02.2026',
      '                                        Marburg, 11. Februar 2026',
      'Rechnung 2026-031',
      'Zahlbar bis zum 25.02.2026',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ rechnungsdatum: '2026-02-11' });
  });
});

describe('one label for two fields', () => {
  const schema: TOutputSchema = [
    { name: 'anreise', type: 'string', format: 'date' },
    { name: 'abreise', type: 'string', format: 'date' },
  ];

  it('gives each field its part of the value beside it, in the order of the halves', async () => {
    const text = [
      'Gasthof Post',
      'Zimmer\t12',
      'Anreise / Abreise\t04.05.2026 – 07.05.2026 (3 Nächte)',
      'Gesamt\t300,00 €',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ anreise: '2026-05-04', abreise: '2026-05-07' });
  });

  it('does so for a value under the label, and for label and value in one cell', async () => {
    const text = ['Gasthof Post', 'Zimmer', '12', 'Anreise / Abreise', '04.05.2026 – 07.05.2026', 'Personen', '2'];
    expect(await run(text.join('\n'), schema)).toEqual({ anreise: '2026-05-04', abreise: '2026-05-07' });
    const english: TOutputSchema = [
      { name: 'check_in', type: 'string', format: 'date' },
      { name: 'check_out', type: 'string', format: 'date' },
    ];
    const stay = 'Check-in/Check-out: 04/05/2026 - 04/08/2026\nRoom: 12';
    expect(await run(stay, english)).toEqual({ check_in: '2026-04-05', check_out: '2026-04-08' });
  });
});

describe('a German compound a schema writes apart', () => {
  it("is looked up as the compound's label group", async () => {
    const schema: TOutputSchema = [
      { name: 'personalNummer', type: 'string' },
      { name: 'gesamtbrutto', type: 'number' },
    ];
    const text = [
      'Bäckerei Kraus GmbH',
      'Entgeltabrechnung Januar 2026',
      '',
      'Pers.-Nr. 00412\tTim Hofer',
      'Gesamtbrutto\t2.900,00',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ personalNummer: '00412', gesamtbrutto: 2900 });
  });
});

describe("last year's meter reading", () => {
  it('is labelled the reading of the year before', async () => {
    const schema: TOutputSchema = [
      { name: 'zaehlerstand_kwh', type: 'number' },
      { name: 'vorjahresstand_kwh', type: 'number' },
      { name: 'verbrauch_kwh', type: 'number' },
    ];
    const text = [
      'Stadtwerke Nord',
      'Ablesekarte Strom',
      'Zählernummer\t9XY0012',
      'Zählerstand\t30412 kWh',
      'Stand Vorjahr\t27290 kWh',
      'Verbrauch\t3122 kWh',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      zaehlerstand_kwh: 30412,
      vorjahresstand_kwh: 27290,
      verbrauch_kwh: 3122,
    });
  });
});

describe('labels of freight, credit notes and vehicles', () => {
  it('name the depots a trunk load leaves from and goes to', async () => {
    const schema: TOutputSchema = [
      { name: 'origin_depot', type: 'string' },
      { name: 'destination_depot', type: 'string' },
    ];
    const text = ['Linehaul sheet LH-5521', 'From depot\tBirmingham Hub\tTo depot\tLeeds South', 'Driver\tA. Khan'];
    expect(await run(text.join('\n'), schema)).toEqual({
      origin_depot: 'Birmingham Hub',
      destination_depot: 'Leeds South',
    });
  });

  it("name a credit note's net amount and a rental car's plate", async () => {
    const schema: TOutputSchema = [
      { name: 'net_amount', type: 'number' },
      { name: 'license_plate', type: 'string' },
    ];
    const text = [
      'CREDIT NOTE CN-77',
      'Qty\tDescription\tNet',
      '1\tKettle, returned\t30.00',
      '2\tMugs, chipped\t12.00',
      'Net credit\t£42.00',
      'Vehicle\tFord Fiesta\tPlate\tLK71 XRT',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ net_amount: 42, license_plate: 'LK71 XRT' });
  });
});

describe('who owns or owes what a letter is about', () => {
  it('is the party the letter is addressed to', async () => {
    const schema: TOutputSchema = [
      { name: 'owner_name', type: 'string' },
      { name: 'parcel', type: 'string' },
    ];
    const text = [
      'COUNTY OF MARIN - ASSESSOR',
      'Secured property tax bill 2025-26',
      '',
      'PETER J HOLLOWAY',
      '12 RIDGE CREST RD',
      'SAN RAFAEL CA 94901',
      '',
      'Parcel\t176-220-14',
      'Total due\t$4,210.00',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ owner_name: 'PETER J HOLLOWAY', parcel: '176-220-14' });
  });
});

describe('the donor of a donation receipt', () => {
  it('is the party the receipt goes to: the name ends where the address starts', async () => {
    const schema: TOutputSchema = [
      { name: 'zuwendender', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'betrag', type: 'number' },
    ];
    const text = [
      'Tierheim Lübeck e.V.',
      'Bestätigung über Geldzuwendungen',
      '',
      'Name und Anschrift des Zuwendenden:',
      'Paul Weber, Am Markt 3, 23552 Lübeck',
      '',
      'Betrag: 80,00 €',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ zuwendender: { name: 'Paul Weber' }, betrag: 80 });
  });
});

describe('words of inclusion before a tax label', () => {
  it('may be two, or inflected', async () => {
    const schema: TOutputSchema = [
      { name: 'rechnungsbetrag', type: 'number' },
      { name: 'mwst_betrag', type: 'number' },
    ];
    const lines = (label: string) =>
      [
        'Rechnungsübersicht\tBetrag',
        'Grundgebühr\t20,00 €',
        'Rechnungsbetrag (brutto)\t23,80 €',
        `${label}\t3,80 €`,
      ].join('\n');
    expect(await run(lines('darin enthalten 19 % MwSt.'), schema)).toEqual({ rechnungsbetrag: 23.8, mwst_betrag: 3.8 });
    expect(await run(lines('enthaltene MwSt. 19 %'), schema)).toEqual({ rechnungsbetrag: 23.8, mwst_betrag: 3.8 });
  });
});

describe("a bank statement's number", () => {
  it('follows the title "Kontoauszug"', async () => {
    const schema: TOutputSchema = [
      { name: 'auszugsnummer', type: 'string', description: 'z. B. 5/2025' },
      { name: 'kontoinhaber', type: 'string' },
    ];
    const text = [
      'Volksbank Mittelhessen eG                          Kontoauszug 12/2025',
      '                                                   Blatt 1 von 2',
      'Girokonto 4471     IBAN DE02 5139 0000 0001 2345 67',
      'Kontoinhaber: Eva Roth',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ auszugsnummer: '12/2025', kontoinhaber: 'Eva Roth' });
  });
});

describe("a British document's slash dates", () => {
  it('are day first, by its postcode or its pounds', async () => {
    const schema: TOutputSchema = [{ name: 'collection_date', type: 'string', format: 'date' }];
    const postcode = ['Pennine Freight Ltd', 'Unit 4, Canal Wharf, Leeds LS11 5PS', 'Collection date\t04/02/2026'];
    expect(await run(postcode.join('\n'), schema)).toEqual({ collection_date: '2026-02-04' });
    const pounds = ['Collection date\t04/02/2026', 'Charge\t£120.00'];
    expect(await run(pounds.join('\n'), schema)).toEqual({ collection_date: '2026-02-04' });
  });

  it('stay month first where the document shows it', async () => {
    const schema: TOutputSchema = [{ name: 'collection_date', type: 'string', format: 'date' }];
    const text = ['Leeds LS11 5PS', 'Collection date\t04/02/2026', 'Booked\t03/28/2026'];
    expect(await run(text.join('\n'), schema)).toEqual({ collection_date: '2026-04-02' });
  });
});

describe("an object's bare date", () => {
  it("is the date on the line the object's label opens, not the first date of the document", async () => {
    const schema: TOutputSchema = [
      { name: 'statement_date', type: 'string', format: 'date' },
      {
        name: 'last_payment',
        type: 'object',
        properties: [
          { name: 'date', type: 'string', format: 'date' },
          { name: 'amount', type: 'number' },
        ],
      },
    ];
    const text = [
      'RIVERSIDE FEDERAL CREDIT UNION',
      'Statement date: 04/01/2026',
      'Payment due date\t04/20/2026',
      'Last payment received 03/18/2026: $250.00',
    ];
    // The amount after the date is read by the learned fallback or not, by its retrained threshold: not this rule's.
    const result = (await run(text.join('\n'), schema)) as {
      statement_date?: string;
      last_payment?: { date?: string };
    };
    expect({ statement_date: result.statement_date, date: result.last_payment?.date }).toEqual({
      statement_date: '2026-04-01',
      date: '2026-03-18',
    });
  });
});

describe("a switch's state before a remark", () => {
  it('decides the flag, not a negation in the remark', async () => {
    const schema: TOutputSchema = [
      { name: 'autopay', type: 'boolean' },
      { name: 'paperless', type: 'boolean' },
    ];
    const text = [
      'RIVERSIDE FEDERAL CREDIT UNION',
      'Loan number: 2231-01',
      'Autopay: Enrolled - we will not mail a coupon book.',
      'Paperless: OFF; statements are mailed',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({ autopay: true, paperless: false });
  });
});

describe("another label's pair beside a label", () => {
  it('is no value: the value is under the label', async () => {
    const schema: TOutputSchema = [
      { name: 'account_holder', type: 'string' },
      { name: 'bill_date', type: 'string', format: 'date' },
    ];
    const text = [
      'CITY OF SPRINGFIELD - WATER DEPARTMENT',
      '',
      'Account holder:\tBill date: 02/10/2026',
      'JAMES P WHITFIELD',
      '88 OAK HOLLOW DR',
      'SPRINGFIELD IL 62704',
    ];
    expect(await run(text.join('\n'), schema)).toEqual({
      account_holder: 'JAMES P WHITFIELD',
      bill_date: '2026-02-10',
    });
  });

  it('is a value where it is a title with a colon', async () => {
    const schema: TOutputSchema = [{ name: 'event', type: 'string' }];
    expect(await run('Event\tNorthern Lights: Winter Tour 2026\nVenue\tCity Hall', schema)).toEqual({
      event: 'Northern Lights: Winter Tour 2026',
    });
  });
});
