// Line-item shapes written from real documents (session 10, not from any corpus set), in cells and in runs of
// spaces, run through the local provider: prints per shape the leaves missed or wrong. `npx node bench/extraction/item-shapes.ts [id]`
import { createLocalProvider } from '../../src/extraction/providers/local/index.ts';
import type { TOutputSchema } from '../../src/extraction/schema/output-schema.ts';

type F = [string, 'string' | 'number'];
const arr = (name: string, fields: F[]): TOutputSchema => [
  {
    name,
    type: 'array',
    items: {
      type: 'object',
      properties: fields.map(([n, t]) =>
        n === 'date' ? { name: n, type: 'string' as const, format: 'date' as const } : { name: n, type: t },
      ),
    },
  },
];
type Case = { id: string; lines: string[]; schema: TOutputSchema; expect: Record<string, unknown>[]; tabs?: boolean };
const S: F[] = [
  ['description', 'string'],
  ['quantity', 'number'],
  ['unit_price', 'number'],
  ['amount', 'number'],
];
const cases: Case[] = [
  {
    id: 'de-leistung-header',
    tabs: true,
    schema: arr('items', S),
    lines: [
      'Rechnung Nr. 2026-118',
      'Datum: 12.03.2026',
      '',
      'Pos\tLeistung\tMenge\tEinzelpreis\tBetrag',
      '1\tWartung Heizungsanlage\t1\t180,00\t180,00',
      '2\tDichtungssatz\t3\t12,50\t37,50',
      '3\tAnfahrt\t1\t45,00\t45,00',
      '',
      'Summe netto\t\t\t\t262,50',
    ],
    expect: [
      { description: 'Wartung Heizungsanlage', quantity: 1, unit_price: 180, amount: 180 },
      { description: 'Dichtungssatz', quantity: 3, unit_price: 12.5, amount: 37.5 },
      { description: 'Anfahrt', quantity: 1, unit_price: 45, amount: 45 },
    ],
  },
  {
    id: 'de-artnr-me-positionen',
    tabs: true,
    schema: arr('positionen', [
      ['artikelnummer', 'string'],
      ['bezeichnung', 'string'],
      ['menge', 'number'],
      ['preis', 'number'],
    ]),
    lines: [
      'Lieferschein / Rechnung',
      '',
      'Art.-Nr.\tBezeichnung\tMenge\tME\tEinzelpreis\tGesamt',
      '40-1120\tSchrauben M6x40 verzinkt\t200\tStk\t0,08\t16,00',
      '40-2210\tDübel 8 mm\t100\tStk\t0,05\t5,00',
      '77-0003\tKabel NYM 3x1,5\t50\tm\t0,89\t44,50',
    ],
    expect: [
      { artikelnummer: '40-1120', bezeichnung: 'Schrauben M6x40 verzinkt', menge: 200, preis: 0.08 },
      { artikelnummer: '40-2210', bezeichnung: 'Dübel 8 mm', menge: 100, preis: 0.05 },
      { artikelnummer: '77-0003', bezeichnung: 'Kabel NYM 3x1,5', menge: 50, preis: 0.89 },
    ],
  },
  {
    id: 'en-noheader',
    tabs: true,
    schema: arr('items', S),
    lines: [
      'INVOICE 4471',
      'Bill to: Harbor Cafe',
      '',
      'Espresso beans 1 kg\t4\t18.50\t74.00',
      'Oat milk 1 l\t12\t2.10\t25.20',
      'Paper cups 8 oz (50)\t6\t3.75\t22.50',
      '',
      'Total\t\t\t121.70',
    ],
    expect: [
      { description: 'Espresso beans 1 kg', quantity: 4, unit_price: 18.5, amount: 74 },
      { description: 'Oat milk 1 l', quantity: 12, unit_price: 2.1, amount: 25.2 },
      { description: 'Paper cups 8 oz (50)', quantity: 6, unit_price: 3.75, amount: 22.5 },
    ],
  },
  {
    id: 'de-bullets-x-a',
    schema: arr('items', S),
    lines: [
      'Hallo Frau Berger,',
      'hier Ihre Bestellung:',
      '',
      '- 2 x Widget à 3,50 € = 7,00 €',
      '- 1 x Netzteil 12 V à 14,90 € = 14,90 €',
      '- 5 x Kabelbinder à 0,20 € = 1,00 €',
      '',
      'Gesamt: 22,90 €',
    ],
    expect: [
      { description: 'Widget', quantity: 2, unit_price: 3.5, amount: 7 },
      { description: 'Netzteil 12 V', quantity: 1, unit_price: 14.9, amount: 14.9 },
      { description: 'Kabelbinder', quantity: 5, unit_price: 0.2, amount: 1 },
    ],
  },
  {
    id: 'en-numbered-list',
    schema: arr('items', S),
    lines: [
      'Order confirmation',
      '',
      '1. 3 x Notebook A5 @ $4.20 = $12.60',
      '2. 1 x Fountain pen @ $24.00 = $24.00',
      '3. 10 x Envelope C6 @ $0.15 = $1.50',
    ],
    expect: [
      { description: 'Notebook A5', quantity: 3, unit_price: 4.2, amount: 12.6 },
      { description: 'Fountain pen', quantity: 1, unit_price: 24, amount: 24 },
      { description: 'Envelope C6', quantity: 10, unit_price: 0.15, amount: 1.5 },
    ],
  },
  {
    id: 'en-sentences',
    schema: arr('items', [
      ['description', 'string'],
      ['quantity', 'number'],
      ['amount', 'number'],
    ]),
    lines: [
      'Dear Tom,',
      'as agreed we delivered 4 pallets of bricks for 560.00 EUR and 2 bags of cement for 19.80 EUR.',
      'We also charged 1 crane hour for 95.00 EUR.',
      'Kind regards',
    ],
    expect: [
      { description: 'pallets of bricks', quantity: 4, amount: 560 },
      { description: 'bags of cement', quantity: 2, amount: 19.8 },
      { description: 'crane hour', quantity: 1, amount: 95 },
    ],
  },
  {
    id: 'en-wrapped-desc',
    tabs: true,
    schema: arr('items', S),
    lines: [
      'Item\tQty\tUnit price\tTotal',
      'Consulting services, requirements\t8\t120.00\t960.00',
      'workshop incl. preparation\t\t\t',
      'Travel expenses\t1\t85.40\t85.40',
      'Software licence (annual),\t2\t300.00\t600.00',
      'per named user\t\t\t',
    ],
    expect: [
      {
        description: 'Consulting services, requirements workshop incl. preparation',
        quantity: 8,
        unit_price: 120,
        amount: 960,
      },
      { description: 'Travel expenses', quantity: 1, unit_price: 85.4, amount: 85.4 },
      { description: 'Software licence (annual), per named user', quantity: 2, unit_price: 300, amount: 600 },
    ],
  },
  {
    id: 'de-sku-second-line',
    schema: arr('items', [
      ['description', 'string'],
      ['sku', 'string'],
      ['quantity', 'number'],
      ['amount', 'number'],
    ]),
    tabs: true,
    lines: [
      'Bezeichnung\tMenge\tBetrag',
      'Akkuschrauber 18 V\t1\t129,00',
      'Art.-Nr. 551-2020\t\t',
      'Bit-Set 32-teilig\t2\t25,80',
      'Art.-Nr. 551-3301\t\t',
    ],
    expect: [
      { description: 'Akkuschrauber 18 V', sku: '551-2020', quantity: 1, amount: 129 },
      { description: 'Bit-Set 32-teilig', sku: '551-3301', quantity: 2, amount: 25.8 },
    ],
  },
  {
    id: 'de-sections-subtotals',
    tabs: true,
    schema: arr('items', S),
    lines: [
      'Pos.\tBezeichnung\tMenge\tEP\tGP',
      'Rohbau',
      '1.1\tAushub Baugrube\t45\t18,00\t810,00',
      '1.2\tBodenplatte\t1\t4.200,00\t4.200,00',
      'Zwischensumme Rohbau\t\t\t\t5.010,00',
      'Ausbau',
      '2.1\tTrockenbauwand\t32\t42,50\t1.360,00',
      'Zwischensumme Ausbau\t\t\t\t1.360,00',
      'Gesamtsumme\t\t\t\t6.370,00',
    ],
    expect: [
      { description: 'Aushub Baugrube', quantity: 45, unit_price: 18, amount: 810 },
      { description: 'Bodenplatte', quantity: 1, unit_price: 4200, amount: 4200 },
      { description: 'Trockenbauwand', quantity: 32, unit_price: 42.5, amount: 1360 },
    ],
  },
  {
    id: 'de-konto-soll-haben',
    tabs: true,
    schema: arr('transactions', [
      ['date', 'string'],
      ['text', 'string'],
      ['amount', 'number'],
    ]),
    lines: [
      'Kontoauszug Nr. 3/2026',
      'IBAN DE44 5001 0517 5407 3249 31',
      '',
      'Datum\tBuchungstext\tSoll\tHaben',
      '02.03.2026\tMiete März\t950,00\t',
      '05.03.2026\tGehalt\t\t2.840,00',
      '09.03.2026\tStadtwerke Abschlag\t78,00\t',
      '',
      'Neuer Saldo\t\t\t3.112,40',
    ],
    expect: [
      { date: '2026-03-02', text: 'Miete März', amount: -950 },
      { date: '2026-03-05', text: 'Gehalt', amount: 2840 },
      { date: '2026-03-09', text: 'Stadtwerke Abschlag', amount: -78 },
    ],
  },
  {
    id: 'en-bank-debit-credit',
    tabs: true,
    schema: arr('transactions', [
      ['date', 'string'],
      ['description', 'string'],
      ['debit', 'number'],
      ['credit', 'number'],
    ]),
    lines: [
      'Statement period 1 Apr 2026 - 30 Apr 2026',
      '',
      'Date\tDetails\tPaid out\tPaid in\tBalance',
      '03 Apr\tCard payment TESCO\t42.17\t\t1,207.83',
      '07 Apr\tSalary ACME LTD\t\t2,450.00\t3,657.83',
      '12 Apr\tDirect debit VODAFONE\t25.00\t\t3,632.83',
    ],
    expect: [
      { description: 'Card payment TESCO', debit: 42.17 },
      { description: 'Salary ACME LTD', credit: 2450 },
      { description: 'Direct debit VODAFONE', debit: 25 },
    ],
  },
  {
    id: 'en-itinerary',
    tabs: true,
    schema: arr('legs', [
      ['from', 'string'],
      ['to', 'string'],
      ['departure', 'string'],
      ['arrival', 'string'],
    ]),
    lines: [
      'Booking reference QX7P2L',
      'Passenger: Anna Schmidt',
      '',
      'Date\tFlight\tFrom\tTo\tDep\tArr',
      '14 May 2026\tLH 1234\tFrankfurt (FRA)\tLisbon (LIS)\t07:05\t09:20',
      '21 May 2026\tLH 1235\tLisbon (LIS)\tFrankfurt (FRA)\t10:15\t14:25',
    ],
    expect: [
      { from: 'Frankfurt (FRA)', to: 'Lisbon (LIS)', departure: '07:05', arrival: '09:20' },
      { from: 'Lisbon (LIS)', to: 'Frankfurt (FRA)', departure: '10:15', arrival: '14:25' },
    ],
  },
  {
    id: 'de-reise-ab-an',
    tabs: true,
    schema: arr('legs', [
      ['from', 'string'],
      ['to', 'string'],
      ['departure', 'string'],
    ]),
    lines: [
      'Ihre Reiseverbindung',
      '',
      'Halt\tDatum\tZeit\tGleis',
      'München Hbf\t02.06.2026\tab 08:28\t14',
      'Nürnberg Hbf\t02.06.2026\tan 09:32\t7',
      'Nürnberg Hbf\t02.06.2026\tab 09:45\t8',
      'Leipzig Hbf\t02.06.2026\tan 11:55\t11',
    ],
    expect: [
      { from: 'München Hbf', to: 'Nürnberg Hbf', departure: '08:28' },
      { from: 'Nürnberg Hbf', to: 'Leipzig Hbf', departure: '09:45' },
    ],
  },
  {
    id: 'de-currency-eur-trailing',
    tabs: true,
    schema: arr('items', S),
    lines: [
      'Beschreibung\tAnzahl\tStückpreis\tSumme',
      'Webhosting Paket M\t12\t9,90 EUR\t118,80 EUR',
      'Domain .de\t1\t12,00 EUR\t12,00 EUR',
      'SSL-Zertifikat\t1\t49,00 EUR\t49,00 EUR',
    ],
    expect: [
      { description: 'Webhosting Paket M', quantity: 12, unit_price: 9.9, amount: 118.8 },
      { description: 'Domain .de', quantity: 1, unit_price: 12, amount: 12 },
      { description: 'SSL-Zertifikat', quantity: 1, unit_price: 49, amount: 49 },
    ],
  },
  {
    id: 'en-currency-signs',
    tabs: true,
    schema: arr('items', S),
    lines: [
      'Description\tQty\tRate\tLine total',
      'Logo design\t1\t$450.00\t$450.00',
      'Business cards (box)\t3\t$35.00\t$105.00',
      'Letterhead template\t1\t$120.00\t$120.00',
    ],
    expect: [
      { description: 'Logo design', quantity: 1, unit_price: 450, amount: 450 },
      { description: 'Business cards (box)', quantity: 3, unit_price: 35, amount: 105 },
      { description: 'Letterhead template', quantity: 1, unit_price: 120, amount: 120 },
    ],
  },
  {
    id: 'de-std-einheiten',
    tabs: true,
    schema: arr('items', [
      ['description', 'string'],
      ['quantity', 'number'],
      ['unit', 'string'],
      ['unit_price', 'number'],
      ['amount', 'number'],
    ]),
    lines: [
      'Leistung\tMenge\tEinheit\tPreis\tBetrag',
      'Elektroinstallation Küche\t6,5\tStd.\t58,00\t377,00',
      'Steckdose Unterputz\t8\tStk\t7,40\t59,20',
      'Kupferkabel\t2,4\tkg\t11,50\t27,60',
    ],
    expect: [
      { description: 'Elektroinstallation Küche', quantity: 6.5, unit: 'Std.', unit_price: 58, amount: 377 },
      { description: 'Steckdose Unterputz', quantity: 8, unit: 'Stk', unit_price: 7.4, amount: 59.2 },
      { description: 'Kupferkabel', quantity: 2.4, unit: 'kg', unit_price: 11.5, amount: 27.6 },
    ],
  },
  {
    id: 'de-qty-unit-joined',
    tabs: true,
    schema: arr('positionen', [
      ['bezeichnung', 'string'],
      ['menge', 'number'],
      ['preis', 'number'],
    ]),
    lines: [
      'Pos\tBezeichnung\tMenge\tBetrag',
      '1\tMontagearbeiten\t3,5 Std.\t210,00',
      '2\tKleinmaterial\t1 psch.\t18,40',
      '3\tSilikon transparent\t4 Stk\t23,60',
    ],
    expect: [
      { bezeichnung: 'Montagearbeiten', menge: 3.5, preis: 210 },
      { bezeichnung: 'Kleinmaterial', menge: 1, preis: 18.4 },
      { bezeichnung: 'Silikon transparent', menge: 4, preis: 23.6 },
    ],
  },
  {
    id: 'en-products-sku-first',
    tabs: true,
    schema: arr('products', [
      ['sku', 'string'],
      ['name', 'string'],
      ['qty', 'number'],
      ['price', 'number'],
    ]),
    lines: [
      'Packing list',
      '',
      'Code\tProduct\tUnits\tUnit cost',
      'BK-2201\tBlue kettle\t6\t21.00',
      'MG-0105\tStoneware mug\t24\t4.50',
      'TP-9910\tTeapot, white\t4\t17.90',
    ],
    expect: [
      { sku: 'BK-2201', name: 'Blue kettle', qty: 6, price: 21 },
      { sku: 'MG-0105', name: 'Stoneware mug', qty: 24, price: 4.5 },
      { sku: 'TP-9910', name: 'Teapot, white', qty: 4, price: 17.9 },
    ],
  },
  {
    id: 'de-kreditkarte-betrag-minus',
    tabs: true,
    schema: arr('transactions', [
      ['date', 'string'],
      ['text', 'string'],
      ['amount', 'number'],
    ]),
    lines: [
      'Kreditkartenabrechnung April 2026',
      '',
      'Belegdatum\tVerwendungszweck\tBetrag in EUR',
      '03.04.2026\tAMAZON EU SARL\t-34,99',
      '11.04.2026\tDB Vertrieb GmbH\t-89,90',
      '15.04.2026\tGutschrift Erstattung\t+12,00',
    ],
    expect: [
      { date: '2026-04-03', text: 'AMAZON EU SARL', amount: -34.99 },
      { date: '2026-04-11', text: 'DB Vertrieb GmbH', amount: -89.9 },
      { date: '2026-04-15', text: 'Gutschrift Erstattung', amount: 12 },
    ],
  },
  {
    id: 'en-hours-timesheet',
    tabs: true,
    schema: arr('entries', [
      ['date', 'string'],
      ['task', 'string'],
      ['hours', 'number'],
    ]),
    lines: [
      'Timesheet March 2026 - J. Miller',
      '',
      'Day\tActivity\tDuration',
      '03/02/2026\tCode review\t2.5 h',
      '03/03/2026\tClient meeting\t1.0 h',
      '03/04/2026\tDeployment\t3.25 h',
    ],
    expect: [
      { date: '2026-03-02', task: 'Code review', hours: 2.5 },
      { date: '2026-03-03', task: 'Client meeting', hours: 1 },
      { date: '2026-03-04', task: 'Deployment', hours: 3.25 },
    ],
  },
  {
    id: 'de-menge-x-preis-inline',
    schema: arr('positionen', [
      ['bezeichnung', 'string'],
      ['menge', 'number'],
      ['preis', 'number'],
    ]),
    lines: [
      'Ihre Bestellung Nr. 88123',
      '',
      'Tomaten 2 kg x 3,20 = 6,40',
      'Kartoffeln 5 kg x 1,10 = 5,50',
      'Zwiebeln 1 kg x 1,80 = 1,80',
      '',
      'Summe 13,70',
    ],
    expect: [
      { bezeichnung: 'Tomaten', menge: 2, preis: 6.4 },
      { bezeichnung: 'Kartoffeln', menge: 5, preis: 5.5 },
      { bezeichnung: 'Zwiebeln', menge: 1, preis: 1.8 },
    ],
  },
];

const toSpaces = (line: string) => {
  const cells = line.split('\t');
  return cells
    .map((c, i) => (i < cells.length - 1 ? c.padEnd(Math.max(c.length + 3, 26)) : c))
    .join('')
    .trimEnd();
};
const norm = (v: unknown) => (typeof v === 'string' ? v.toLowerCase().replace(/\s+/g, ' ').trim() : v);
async function run(lines: string[], schema: TOutputSchema) {
  const text = lines.join('\n');
  const r = await createLocalProvider().extract(
    {
      documents: [{ fileName: 'doc.txt', contentType: 'text/plain', pages: [{ page: 1, text }], warnings: [] }],
      schema,
      instructions: { inputDescription: '', outputLanguage: 'en', titleConfig: { mode: 'automatic' } },
    },
    {},
  );
  return r.result as Record<string, unknown>;
}
const only = process.argv[2];
let totalLeaves = 0;
let totalOk = 0;
for (const c of cases) {
  if (only && !c.id.includes(only)) continue;
  const variants: [string, string[]][] = c.tabs
    ? [
        ['tab', c.lines],
        ['spc', c.lines.map(toSpaces)],
      ]
    : [['txt', c.lines]];
  for (const [v, lines] of variants) {
    const res = await run(lines, c.schema);
    const name = c.schema[0]?.name ?? '';
    const got = (res[name] as Record<string, unknown>[] | undefined) ?? [];
    let ok = 0;
    let leaves = 0;
    const bad: string[] = [];
    c.expect.forEach((e, i) => {
      for (const [k, val] of Object.entries(e)) {
        leaves++;
        const g = got[i]?.[k];
        if (norm(g) === norm(val)) ok++;
        else bad.push(`${i}.${k}=${JSON.stringify(g)}≠${JSON.stringify(val)}`);
      }
    });
    totalLeaves += leaves;
    totalOk += ok;
    console.log(
      `${ok === leaves ? 'OK  ' : 'MISS'} ${c.id}/${v} ${ok}/${leaves} rows=${got.length}/${c.expect.length} ${bad.slice(0, 6).join(' ')}`,
    );
    if (only) console.log(lines.join('\n'), '\n→', JSON.stringify(got));
  }
}
console.log(`TOTAL ${totalOk}/${totalLeaves}`);
