// Development set "items21" (layout 102): written in session 21 BEFORE the extractor was changed, for array items
// whose values are easy to confuse: quantity, unit price, line total, VAT rate and discount side by side, unit columns
// (Stk, h, kg, m), article numbers that look like amounts ("4711.20", "100-2050"), rows spread over two lines,
// descriptions with numbers in them ("Schrauben M8 x 40"), subtotal, VAT and total rows that are no items, item lists
// without a table ("2x Coffee 3.50", bullets), bank statements with debit and credit columns, and items whose fields
// the schema names unlike the headers. English and German; pdf, docx, txt, html, png, eml. Fields a document does not
// state stay out of the truth. Held out but NOT sealed: --show-dev-items21.
import { DEV_ITEMS21_MORE } from './dev-items21-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set items21. */
export const DEV_ITEMS21_LAYOUT = 102;

const DOCUMENTS: TCorpusDocument[] = [
  // Article numbers with a dot, a discount column, units, descriptions with numbers.
  fresh(
    'schrauben-rechnung-de',
    'invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      num('gesamtbetrag'),
      list('positionen', [
        str('artikelnummer'),
        str('bezeichnung'),
        num('menge'),
        str('einheit'),
        num('einzelpreis'),
        num('rabatt'),
        num('betrag'),
      ]),
    ],
    {
      rechnungsnummer: '2026-10418',
      gesamtbetrag: 258.47,
      positionen: [
        {
          artikelnummer: '4711.20',
          bezeichnung: 'Schrauben M8 x 40 verzinkt',
          menge: 200,
          einheit: 'Stk',
          einzelpreis: 0.18,
          rabatt: 10,
          betrag: 32.4,
        },
        {
          artikelnummer: '4711.35',
          bezeichnung: 'Muttern M8 DIN 934',
          menge: 200,
          einheit: 'Stk',
          einzelpreis: 0.06,
          rabatt: 10,
          betrag: 10.8,
        },
        {
          artikelnummer: '8020.10',
          bezeichnung: 'Flachstahl 40 x 5 mm',
          menge: 12,
          einheit: 'm',
          einzelpreis: 14.5,
          rabatt: 0,
          betrag: 174,
        },
      ],
    },
    [
      'Eisenwaren Brückner KG · Hafenstraße 9 · 28217 Bremen',
      '',
      'Rechnung Nr. 2026-10418',
      'Datum: 10.03.2026',
      '',
      'Pos\tArt.-Nr.\tBezeichnung\tMenge\tEinh.\tEP €\tRabatt %\tGesamt €',
      '1\t4711.20\tSchrauben M8 x 40 verzinkt\t200\tStk\t0,18\t10\t32,40',
      '2\t4711.35\tMuttern M8 DIN 934\t200\tStk\t0,06\t10\t10,80',
      '3\t8020.10\tFlachstahl 40 x 5 mm\t12\tm\t14,50\t0\t174,00',
      '',
      'Zwischensumme\t\t\t\t\t\t\t217,20',
      'MwSt. 19 %\t\t\t\t\t\t\t41,27',
      'Gesamtbetrag\t\t\t\t\t\t\t258,47',
      '',
      'Zahlbar innerhalb 14 Tagen ohne Abzug.',
    ],
  ),
  // Quantity, unit price, VAT rate and amount; fields named unlike the headers.
  fresh(
    'catering-invoice-en',
    'invoice',
    'en',
    'docx',
    [
      str('invoice_no'),
      num('total'),
      list('items', [num('quantity'), str('item'), num('price_each'), num('tax_rate'), num('line_total')]),
    ],
    {
      invoice_no: 'INV-3391',
      total: 1071.6,
      items: [
        { quantity: 40, item: 'Sandwich platter (serves 4)', price_each: 18.5, tax_rate: 20, line_total: 740 },
        { quantity: 120, item: 'Bottled water 500 ml', price_each: 0.9, tax_rate: 20, line_total: 108 },
        { quantity: 2, item: 'Staff hours (waiting)', price_each: 22.5, tax_rate: 20, line_total: 45 },
      ],
    },
    [
      'Greenleaf Catering Ltd',
      'Invoice INV-3391',
      'Invoice date: 12 March 2026',
      'Bill to: Hartley & Moss Solicitors, 4 King Street, Leeds',
      '',
      'Qty\tDescription\tUnit price\tVAT %\tAmount',
      '40\tSandwich platter (serves 4)\t18.50\t20\t740.00',
      '120\tBottled water 500 ml\t0.90\t20\t108.00',
      '2\tStaff hours (waiting)\t22.50\t20\t45.00',
      '',
      'Subtotal\t\t\t\t893.00',
      'VAT 20%\t\t\t\t178.60',
      'Total\t\t\t\t1,071.60',
      '',
      'Payment within 30 days. Thank you for your business.',
    ],
  ),
  // A craftsman's invoice as space-aligned text: hours, pieces and kilograms in a unit column.
  fresh(
    'handwerker-rechnung-de',
    'invoice',
    'de',
    'txt',
    [
      str('rechnungsnummer'),
      list('leistungen', [str('leistung'), num('menge'), str('einheit'), num('preis'), num('summe')]),
    ],
    {
      rechnungsnummer: 'HW-0877',
      leistungen: [
        { leistung: 'Arbeitszeit Geselle', menge: 6.5, einheit: 'h', preis: 58, summe: 377 },
        { leistung: 'Kupferrohr 15 mm', menge: 8, einheit: 'm', preis: 7.9, summe: 63.2 },
        { leistung: 'Pressfitting 15 mm Bogen 90°', menge: 6, einheit: 'Stk', preis: 4.35, summe: 26.1 },
        { leistung: 'Entsorgung Altmaterial', menge: 14, einheit: 'kg', preis: 0.8, summe: 11.2 },
      ],
    },
    {
      raw: [
        'Sanitär Kowalski · Meisterbetrieb · Lindenweg 4 · 04229 Leipzig',
        '',
        'RECHNUNG HW-0877                                   Leipzig, 06.03.2026',
        '',
        'Leistung                          Menge  Einheit    Preis      Summe',
        '--------------------------------------------------------------------',
        'Arbeitszeit Geselle                 6,5  h          58,00     377,00',
        'Kupferrohr 15 mm                      8  m           7,90      63,20',
        'Pressfitting 15 mm Bogen 90°          6  Stk         4,35      26,10',
        'Entsorgung Altmaterial               14  kg          0,80      11,20',
        '--------------------------------------------------------------------',
        'Nettobetrag                                                   477,50',
        'zzgl. 19 % USt.                                                90,73',
        'Rechnungsbetrag                                               568,23',
        '',
      ].join('\n'),
    },
  ),
  // A café receipt without a table: "2x Flat white 3.40 6.80".
  fresh(
    'cafe-receipt-en',
    'receipt',
    'en',
    'txt',
    [num('total'), list('items', [num('qty'), str('product'), num('amount')])],
    {
      total: 17.9,
      items: [
        { qty: 2, product: 'Flat white', amount: 6.8 },
        { qty: 1, product: 'Almond croissant', amount: 3.2 },
        { qty: 3, product: 'Sparkling water 330ml', amount: 7.9 },
      ],
    },
    {
      raw: [
        'THE COPPER KETTLE',
        '18 Bridge St, York YO1 6DA',
        'Table 7      Server: Amy      14/03/2026 12:41',
        '',
        '2x Flat white                 6.80',
        '1x Almond croissant           3.20',
        '3x Sparkling water 330ml      7.90',
        '',
        'TOTAL                        17.90',
        'Card                         17.90',
        'VAT included 2.98',
        '',
      ].join('\n'),
    },
  ),
  // A supermarket receipt as an image: weight lines under the article, a VAT letter after the price.
  fresh(
    'kassenbon-de',
    'receipt',
    'de',
    'png',
    [num('summe'), list('artikel', [str('bezeichnung'), num('preis')])],
    {
      summe: 9.86,
      artikel: [
        { bezeichnung: 'Vollmilch 3,5% 1L', preis: 1.19 },
        { bezeichnung: 'Bananen', preis: 1.74 },
        { bezeichnung: 'Roggenbrot 500g', preis: 2.49 },
        { bezeichnung: 'Kaffee Crema 1kg', preis: 4.44 },
      ],
    },
    [
      'FRISCHMARKT WERNER',
      'Marktplatz 3, 91054 Erlangen',
      '',
      'Vollmilch 3,5% 1L            1,19 A',
      'Bananen                      1,74 A',
      '  1,452 kg x 1,20 EUR/kg',
      'Roggenbrot 500g              2,49 A',
      'Kaffee Crema 1kg             4,44 A',
      '',
      'SUMME EUR                    9,86',
      'Bar                         10,00',
      'Rückgeld                     0,14',
      '',
      'A = 7% MwSt.  Netto 9,21  MwSt 0,65',
      '12.03.2026 18:22  Kasse 2  Bon 4471',
    ],
  ),
  // A bank statement with debit and credit columns; the schema names them "belastung" and "gutschrift".
  fresh(
    'kontoauszug-soll-haben-de',
    'bank statement',
    'de',
    'pdf',
    [
      str('iban'),
      num('endsaldo'),
      list('buchungen', [date('datum'), str('text'), num('belastung'), num('gutschrift')]),
    ],
    {
      iban: 'DE27 7015 0000 0904 1122 33',
      endsaldo: 2036.38,
      buchungen: [
        { datum: '2026-02-02', text: 'Miete Februar Hausverwaltung Seidl', belastung: 780 },
        { datum: '2026-02-05', text: 'Lohn Januar Bäckerei Fuchs', gutschrift: 1940.5 },
        { datum: '2026-02-11', text: 'Rundfunkbeitrag 1/2026', belastung: 55.08 },
        { datum: '2026-02-20', text: 'Erstattung Krankenkasse', gutschrift: 84.3 },
      ],
    },
    [
      'Stadtsparkasse München',
      'Kontoauszug 2/2026   IBAN DE27 7015 0000 0904 1122 33',
      '',
      'Anfangssaldo 01.02.2026\t\t\t846,66',
      '',
      'Datum\tBuchungstext\tSoll\tHaben',
      '02.02.2026\tMiete Februar Hausverwaltung Seidl\t780,00\t',
      '05.02.2026\tLohn Januar Bäckerei Fuchs\t\t1.940,50',
      '11.02.2026\tRundfunkbeitrag 1/2026\t55,08\t',
      '20.02.2026\tErstattung Krankenkasse\t\t84,30',
      '',
      'Endsaldo 28.02.2026\t\t\t2.036,38',
    ],
  ),
  // An English bank statement in HTML: paid out, paid in and balance columns.
  fresh(
    'current-account-en',
    'bank statement',
    'en',
    'html',
    [
      str('sort_code'),
      list('transactions', [date('date'), str('details'), num('money_out'), num('money_in'), num('balance')]),
    ],
    {
      sort_code: '20-45-77',
      transactions: [
        { date: '2026-03-02', details: 'DD THAMES WATER', money_out: 42.17, balance: 1207.83 },
        { date: '2026-03-03', details: 'BGC ACME PAYROLL', money_in: 2150, balance: 3357.83 },
        { date: '2026-03-07', details: 'CARD 4417 SAINSBURYS 0123', money_out: 63.4, balance: 3294.43 },
        { date: '2026-03-10', details: 'SO RENT FLAT 2', money_out: 1100, balance: 2194.43 },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Statement</title></head><body>
<h1>Northern Counties Bank – Current Account</h1>
<p>Sort code 20-45-77 · Account 41190023 · Statement 1 – 31 March 2026</p>
<table>
<tr><th>Date</th><th>Payment type and details</th><th>Paid out</th><th>Paid in</th><th>Balance</th></tr>
<tr><td>01 Mar 26</td><td>BALANCE BROUGHT FORWARD</td><td></td><td></td><td>1,250.00</td></tr>
<tr><td>02 Mar 26</td><td>DD THAMES WATER</td><td>42.17</td><td></td><td>1,207.83</td></tr>
<tr><td>03 Mar 26</td><td>BGC ACME PAYROLL</td><td></td><td>2,150.00</td><td>3,357.83</td></tr>
<tr><td>07 Mar 26</td><td>CARD 4417 SAINSBURYS 0123</td><td>63.40</td><td></td><td>3,294.43</td></tr>
<tr><td>10 Mar 26</td><td>SO RENT FLAT 2</td><td>1,100.00</td><td></td><td>2,194.43</td></tr>
</table>
<p>Balance carried forward 2,194.43</p>
</body></html>
`,
    },
  ),
  // An order confirmation mail with bullet lines "3 × Printer paper … @ 4.99 = 14.97".
  fresh(
    'office-order-en',
    'order confirmation',
    'en',
    'eml',
    [
      str('order_number'),
      num('order_total'),
      list('lines', [num('quantity'), str('product'), num('unit_price'), num('subtotal')]),
    ],
    {
      order_number: 'OS-558102',
      order_total: 52.42,
      lines: [
        { quantity: 3, product: 'Printer paper A4 80gsm (500 sheets)', unit_price: 4.99, subtotal: 14.97 },
        { quantity: 1, product: 'Toner HP 305A black', unit_price: 29.95, subtotal: 29.95 },
        { quantity: 10, product: 'Ballpoint pens 0.7 mm blue', unit_price: 0.75, subtotal: 7.5 },
      ],
    },
    [
      'Your order OS-558102 has been confirmed',
      '',
      'Hello Priya,',
      '',
      'thank you for your order. Here is what you ordered:',
      '',
      '- 3 × Printer paper A4 80gsm (500 sheets) @ 4.99 = 14.97',
      '- 1 × Toner HP 305A black @ 29.95 = 29.95',
      '- 10 × Ballpoint pens 0.7 mm blue @ 0.75 = 7.50',
      '',
      'Order total: £52.42 (incl. VAT)',
      'Delivery: free, expected Thursday 19 March.',
      '',
      'OfficeSupply Direct',
    ],
  ),
  // An offer whose positions run over two lines: the description's second line under the first.
  fresh(
    'angebot-zweizeilig-de',
    'quote',
    'de',
    'docx',
    [
      str('angebotsnummer'),
      num('netto'),
      list('positionen', [num('pos'), str('beschreibung'), num('menge'), num('ep'), num('gp')]),
    ],
    {
      angebotsnummer: 'AN-2026-061',
      netto: 3935,
      positionen: [
        {
          pos: 1,
          beschreibung: 'Innentür Weißlack 86 x 198,5 cm inkl. Zarge und Drückergarnitur',
          menge: 5,
          ep: 389,
          gp: 1945,
        },
        { pos: 2, beschreibung: 'Montage je Tür inkl. Anfahrt', menge: 5, ep: 98, gp: 490 },
        {
          pos: 3,
          beschreibung: 'Haustür Aluminium RC2 110 x 210 cm inkl. Einbau',
          menge: 1,
          ep: 1500,
          gp: 1500,
        },
      ],
    },
    [
      'Tischlerei Haberl · Dorfstraße 22 · 83022 Rosenheim',
      '',
      'Angebot AN-2026-061',
      'Rosenheim, 04.03.2026',
      '',
      'Pos.\tBeschreibung\tMenge\tEP\tGP',
      '1\tInnentür Weißlack 86 x 198,5 cm\t5\t389,00\t1.945,00',
      '\tinkl. Zarge und Drückergarnitur\t\t\t',
      '2\tMontage je Tür inkl. Anfahrt\t5\t98,00\t490,00',
      '3\tHaustür Aluminium RC2 110 x 210 cm\t1\t1.500,00\t1.500,00',
      '\tinkl. Einbau\t\t\t',
      '',
      'Summe netto\t\t\t\t3.935,00',
      'MwSt. 19 %\t\t\t\t747,65',
      'Angebotssumme\t\t\t\t4.682,65',
      '',
      'Das Angebot gilt 6 Wochen.',
    ],
  ),
  // A delivery note in HTML: article numbers that look like amounts, no prices.
  fresh(
    'lieferschein-de',
    'delivery note',
    'de',
    'html',
    [str('lieferscheinnummer'), list('positionen', [str('artikelnr'), str('artikel'), num('anzahl'), str('einheit')])],
    {
      lieferscheinnummer: 'LS 60213',
      positionen: [
        { artikelnr: '1002.50', artikel: 'Gipskartonplatte 12,5 mm 1250 x 2000', anzahl: 24, einheit: 'Stk' },
        { artikelnr: '3310.25', artikel: 'Spachtelmasse 25 kg', anzahl: 3, einheit: 'Sack' },
        { artikelnr: '5120.75', artikel: 'CW-Profil 75 x 50 x 2600', anzahl: 40, einheit: 'Stk' },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Lieferschein</title></head><body>
<h2>Baustoffe Lechner GmbH</h2>
<p>Lieferschein LS 60213 vom 09.03.2026 – Baustelle Kirchweg 7, Landshut</p>
<table border="1">
<tr><th>Artikel-Nr.</th><th>Bezeichnung</th><th>Menge</th><th>ME</th></tr>
<tr><td>1002.50</td><td>Gipskartonplatte 12,5 mm 1250 x 2000</td><td>24</td><td>Stk</td></tr>
<tr><td>3310.25</td><td>Spachtelmasse 25 kg</td><td>3</td><td>Sack</td></tr>
<tr><td>5120.75</td><td>CW-Profil 75 x 50 x 2600</td><td>40</td><td>Stk</td></tr>
</table>
<p>Ware erhalten: ________________</p>
</body></html>
`,
    },
  ),
  // Passengers on a flight ticket: name, ticket number (13 digits), seat, baggage in kg.
  fresh(
    'eticket-passengers-en',
    'flight ticket',
    'en',
    'pdf',
    [str('booking_reference'), list('passengers', [str('name'), str('ticket_number'), str('seat'), num('baggage_kg')])],
    {
      booking_reference: 'K7QX2M',
      passengers: [
        { name: 'MR DANIEL OKAFOR', ticket_number: '1252401933104', seat: '14C', baggage_kg: 23 },
        { name: 'MRS GRACE OKAFOR', ticket_number: '1252401933105', seat: '14D', baggage_kg: 23 },
        { name: 'MISS ADA OKAFOR', ticket_number: '1252401933106', seat: '14E', baggage_kg: 10 },
      ],
    },
    [
      'SKYWARD AIRLINES – E-TICKET RECEIPT',
      'Booking reference: K7QX2M',
      'Flight SW 218 London Heathrow – Lagos, 02 April 2026, departs 21:45',
      '',
      'Passenger\tTicket number\tSeat\tBaggage',
      'MR DANIEL OKAFOR\t125 2401933104\t14C\t23 kg',
      'MRS GRACE OKAFOR\t125 2401933105\t14D\t23 kg',
      'MISS ADA OKAFOR\t125 2401933106\t14E\t10 kg',
      '',
      'Fare total GBP 2,184.60 incl. taxes and charges',
    ],
  ),
  // A hotel bill: nights times the rate, city tax; two VAT rates below that are no items.
  fresh(
    'hotelrechnung-de',
    'hotel invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      num('gesamtbetrag'),
      list('posten', [date('datum'), str('leistung'), num('anzahl'), num('einzelpreis'), num('betrag')]),
    ],
    {
      rechnungsnummer: 'H-118024',
      gesamtbetrag: 429.1,
      posten: [
        { datum: '2026-03-16', leistung: 'Übernachtung Doppelzimmer', anzahl: 3, einzelpreis: 119, betrag: 357 },
        { datum: '2026-03-16', leistung: 'Frühstück', anzahl: 3, einzelpreis: 16.5, betrag: 49.5 },
        { datum: '2026-03-18', leistung: 'Minibar', anzahl: 1, einzelpreis: 8.6, betrag: 8.6 },
        { datum: '2026-03-19', leistung: 'Kurtaxe', anzahl: 3, einzelpreis: 4.67, betrag: 14 },
      ],
    },
    [
      'Hotel Seeblick · Uferpromenade 2 · 88131 Lindau',
      '',
      'Rechnung Nr. H-118024',
      'Gast: Herr Markus Eberle, Zimmer 214',
      'Anreise 16.03.2026 – Abreise 19.03.2026',
      '',
      'Datum\tLeistung\tAnzahl\tEinzelpreis\tBetrag',
      '16.03.2026\tÜbernachtung Doppelzimmer\t3\t119,00\t357,00',
      '16.03.2026\tFrühstück\t3\t16,50\t49,50',
      '18.03.2026\tMinibar\t1\t8,60\t8,60',
      '19.03.2026\tKurtaxe\t3\t4,67\t14,00',
      '',
      'Gesamtbetrag\t\t\t\t429,10',
      'darin MwSt. 7 % auf 357,00\t\t\t\t23,36',
      'darin MwSt. 19 % auf 58,10\t\t\t\t9,28',
      '',
      'Bezahlt mit EC-Karte am 19.03.2026.',
    ],
  ),
];

export const DEV_ITEMS21: TCorpusDocument[] = [...DOCUMENTS, ...DEV_ITEMS21_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-items21-'),
  layout: DEV_ITEMS21_LAYOUT,
}));
