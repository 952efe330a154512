// Development set J, second part (see fresh-j.ts): e-tickets, CN 22/23 customs forms with checkboxes, plain-text
// mails and a fixed-width print-out. Written before the extractor was run on them.
import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const time = (name: string, description?: string) => str(name, description, { format: 'time' });

export const FRESH_J_MORE: TCorpusDocument[] = [
  fresh(
    'j-eticket-db-de',
    'train_ticket',
    'de',
    'pdf',
    [
      str('auftragsnummer', undefined, { required: true }),
      str('abfahrtsbahnhof'),
      str('zielbahnhof'),
      date('reisedatum'),
      time('abfahrt'),
      time('ankunft'),
      str('zug'),
      num('wagen'),
      str('sitzplatz'),
      num('klasse'),
      num('preis'),
      str('ermaessigung', 'z. B. BahnCard 25'),
    ],
    {
      auftragsnummer: 'Q7K2MX',
      abfahrtsbahnhof: 'Hamburg Hbf',
      zielbahnhof: 'Köln Hbf',
      reisedatum: '2026-03-20',
      abfahrt: '09:46',
      ankunft: '13:50',
      zug: 'ICE 2027',
      wagen: 7,
      sitzplatz: '45',
      klasse: 2,
      preis: 68.93,
      ermaessigung: 'BahnCard 25',
    },
    [
      'Online-Ticket',
      'Auftragsnummer: Q7K2MX',
      '',
      'Fahrkarte\tHinfahrt',
      'Flexpreis (Einzelfahrt)\t2. Klasse\t1 Erwachsener, BC 25',
      'Gültigkeit: ab Fr, 20.03.2026',
      '',
      'Halt\tDatum\tZeit\tGleis\tProdukte\tReservierung',
      'Hamburg Hbf\t20.03.\tab 09:46\t13\tICE 2027\tWg. 7, Pl. 45',
      'Köln Hbf\t20.03.\tan 13:50\t5\t\t',
      '',
      'Gesamtpreis\t68,93 €',
      'BahnCard 25 (2. Klasse) wird bei der Kontrolle vorgezeigt.',
      'Enthaltene MwSt 7 %: 4,51 €',
    ],
  ),
  fresh(
    'j-eticket-uk-en',
    'train_ticket',
    'en',
    'eml',
    [
      str('booking_reference', undefined, { required: true }),
      str('origin'),
      str('destination'),
      date('outward_date'),
      time('departs'),
      str('ticket_type'),
      str('railcard'),
      str('coach'),
      str('seat'),
      num('amount_paid'),
      bool('return_journey', 'Does the booking include a return journey?'),
    ],
    {
      booking_reference: 'TL8834QZ',
      origin: 'London Kings Cross',
      destination: 'York',
      outward_date: '2026-06-12',
      departs: '10:00',
      ticket_type: 'Off-Peak Return',
      railcard: '16-25 Railcard',
      coach: 'C',
      seat: '42',
      amount_paid: 71.6,
      return_journey: true,
    },
    {
      raw: `From: LNER Tickets <tickets@lner.example>
To: ella.morgan@example.com
Subject: Your booking confirmation TL8834QZ
Date: Mon, 25 May 2026 19:12:04 +0100
Content-Type: text/plain; charset=utf-8

Hi Ella,

Thanks for booking with LNER. Your e-ticket is attached.

Booking reference: TL8834QZ

OUTWARD  Fri 12 Jun 2026
  London Kings Cross  10:00  ->  York  11:52
  Coach C, Seat 42 (forward facing, table)

RETURN   Sun 14 Jun 2026
  York  17:30  ->  London Kings Cross  19:31
  No reservation

Ticket: 1 x Off-Peak Return (Adult)
Railcard: 16-25 Railcard
Total paid: £71.60 (Visa ending 5512)

Have a great journey,
LNER
`,
    },
  ),
  fresh(
    'j-bus-mail-de',
    'train_ticket',
    'de',
    'txt',
    [
      str('buchungsnummer', undefined, { required: true }),
      str('von'),
      str('nach'),
      date('fahrtdatum'),
      time('abfahrtszeit'),
      num('fahrgaeste', 'Anzahl der Reisenden'),
      num('gesamtpreis'),
      str('zahlungsmethode'),
    ],
    {
      buchungsnummer: '3081 775 264',
      von: 'Berlin ZOB',
      nach: 'Dresden Hbf',
      fahrtdatum: '2026-04-02',
      abfahrtszeit: '07:45',
      fahrgaeste: 2,
      gesamtpreis: 29.98,
      zahlungsmethode: 'PayPal',
    },
    {
      raw: `Hallo Jonas,

vielen Dank für deine Buchung! Hier sind deine Reisedetails.

Buchungsnummer 3081 775 264

Do., 02.04.2026
07:45 Uhr   Berlin ZOB (Messedamm 8)
10:05 Uhr   Dresden Hbf (Bayrische Straße)

2 Erwachsene
Gesamtpreis inkl. MwSt: 29,98 €
Bezahlt per PayPal am 28.03.2026

Bitte sei 15 Minuten vor Abfahrt an der Haltestelle.
Gute Fahrt!
`,
    },
  ),
  fresh(
    'j-cn22-en',
    'customs_declaration',
    'en',
    'pdf',
    [
      str('category', "one of 'gift', 'documents', 'commercial sample', 'returned goods', 'other'"),
      bool('is_gift'),
      list('contents', [str('description'), num('quantity'), num('weight_kg'), num('value')]),
      num('total_weight_kg'),
      num('total_value'),
      str('currency'),
      str('country_of_origin'),
      date('signed_on'),
    ],
    {
      category: 'gift',
      is_gift: true,
      contents: [
        { description: 'Knitted wool scarf', quantity: 1, weight_kg: 0.18, value: 25 },
        { description: 'Paperback book', quantity: 2, weight_kg: 0.6, value: 18 },
      ],
      total_weight_kg: 0.78,
      total_value: 43,
      currency: 'GBP',
      country_of_origin: 'United Kingdom',
      signed_on: '2026-11-16',
    },
    [
      'CUSTOMS DECLARATION  CN 22',
      'May be opened officially',
      'Designated operator: Royal Mail',
      '',
      '[X] Gift\t[ ] Commercial sample',
      '[ ] Documents\t[ ] Returned goods\t[ ] Other',
      '',
      'Quantity and detailed description of contents\tWeight (kg)\tValue (GBP)',
      '1 Knitted wool scarf\t0.180\t25.00',
      '2 Paperback book\t0.600\t18.00',
      '',
      'Total weight (kg)\t0.780',
      'Total value (GBP)\t43.00',
      'Country of origin of goods: United Kingdom',
      '',
      'I certify that the particulars given in this declaration are correct.',
      'Date and sender’s signature: 16/11/2026  M. Hughes',
    ],
  ),
  fresh(
    'j-cn23-de',
    'customs_declaration',
    'de',
    // DOCX, not a scan: the test renderer's font has no ☒/☐ and its fixed columns overlap long cells.
    'docx',
    [
      obj('absender', [str('name'), str('ort')]),
      obj('empfaenger', [str('name'), str('land')]),
      str(
        'art_der_sendung',
        "'Geschenk', 'Dokumente', 'Warenmuster', 'Rücksendung', 'Verkauf von Waren' oder 'Sonstiges'",
      ),
      list('inhalt', [str('beschreibung'), num('menge'), num('gewicht'), num('wert'), str('zolltarifnummer')]),
      num('gesamtgewicht'),
      num('gesamtwert'),
      num('porto'),
    ],
    {
      absender: { name: 'Kerstin Vogt', ort: 'Leipzig' },
      empfaenger: { name: 'Tomás Herrera', land: 'Mexiko' },
      art_der_sendung: 'Verkauf von Waren',
      inhalt: [
        { beschreibung: 'Keramiktasse handbemalt', menge: 4, gewicht: 1.6, wert: 96, zolltarifnummer: '691200' },
        { beschreibung: 'Leinen-Geschirrtuch', menge: 3, gewicht: 0.3, wert: 27, zolltarifnummer: '630291' },
      ],
      gesamtgewicht: 1.9,
      gesamtwert: 123,
      porto: 49.99,
    },
    [
      'ZOLLINHALTSERKLÄRUNG  CN 23',
      '',
      'Absender\tEmpfänger',
      'Kerstin Vogt\tTomás Herrera',
      'Kochstraße 21\tCalle Hidalgo 118',
      '04275 Leipzig\t44100 Guadalajara, Jal.',
      'Deutschland\tMexiko',
      '',
      'Inhalt\tMenge\tGewicht (kg)\tWert (EUR)\tZolltarifnr.',
      'Keramiktasse handbemalt\t4\t1,600\t96,00\t691200',
      'Leinen-Geschirrtuch\t3\t0,300\t27,00\t630291',
      '',
      'Gesamtgewicht (kg)\t1,900\tGesamtwert (EUR)\t123,00',
      '',
      'Art der Sendung:',
      '☐ Geschenk   ☐ Dokumente   ☐ Warenmuster',
      '☐ Rücksendung   ☒ Verkauf von Waren   ☐ Sonstiges',
      '',
      'Porto/Gebühren: 49,99 EUR',
      'Leipzig, 09.03.2026   K. Vogt',
    ],
  ),
  fresh(
    'j-fixed-width-delivery-de',
    'delivery_note',
    'de',
    'txt',
    [
      str('lieferscheinnummer', undefined, { required: true }),
      date('lieferdatum'),
      str('kundennummer'),
      list('positionen', [num('pos'), str('artikelnr'), str('text'), num('menge'), str('einheit')]),
      num('anzahl_packstuecke'),
      num('gewicht_kg'),
    ],
    {
      lieferscheinnummer: '80-44712',
      lieferdatum: '2026-03-16',
      kundennummer: '10293',
      positionen: [
        { pos: 10, artikelnr: '4711-200', text: 'Schraube DIN 912 M8x40 A2', menge: 200, einheit: 'Stk' },
        { pos: 20, artikelnr: '4711-310', text: 'Unterlegscheibe M8 A2', menge: 400, einheit: 'Stk' },
        { pos: 30, artikelnr: '5020-001', text: 'Gewindestange M8 1m', menge: 12, einheit: 'St' },
        { pos: 40, artikelnr: '7300-15', text: 'Montagekleber 290 ml', menge: 6, einheit: 'Kart' },
      ],
      anzahl_packstuecke: 3,
      gewicht_kg: 18.4,
    },
    {
      raw: `BEFESTIGUNGSTECHNIK WEBER KG                        LIEFERSCHEIN
Industriestr. 9 - 33609 Bielefeld

Kunde: 10293                               Lieferschein   80-44712
Tischlerei Brandt                          Datum          16.03.26
Am Anger 4                                 Ihre Bestellung 0311/B
32052 Herford                              Seite          1

Pos Artikel    Bezeichnung                        Menge ME
--- ---------- ------------------------------ --------- ----
 10 4711-200   Schraube DIN 912 M8x40 A2            200 Stk
 20 4711-310   Unterlegscheibe M8 A2                400 Stk
 30 5020-001   Gewindestange M8 1m                   12 St
 40 7300-15    Montagekleber 290 ml                   6 Kart
--- ---------- ------------------------------ --------- ----
Packstuecke: 3        Gesamtgewicht: 18,4 kg

Ware erhalten: ______________________
`,
    },
  ),
  fresh(
    'j-order-mail-en',
    'order_confirmation',
    'en',
    'txt',
    [
      str('order_no', undefined, { required: true }),
      date('ordered_on'),
      list('products', [str('title'), num('qty'), num('price')]),
      num('shipping'),
      num('grand_total'),
      obj('ship_to', [str('name'), str('postcode')]),
      str('delivery_method'),
    ],
    {
      order_no: 'BW-204118',
      ordered_on: '2026-02-09',
      products: [
        { title: 'Ceramic pour-over dripper', qty: 1, price: 32.0 },
        { title: 'Paper filters, 100 pack', qty: 2, price: 12.0 },
        { title: 'Single-origin beans Ethiopia 250g', qty: 1, price: 16.5 },
      ],
      shipping: 4.95,
      grand_total: 65.45,
      ship_to: { name: 'Hannah Price', postcode: 'BS6 5QA' },
      delivery_method: 'Royal Mail Tracked 48',
    },
    {
      raw: `Hello Hannah,

Thank you for your order BW-204118, placed on 9 February 2026.
We'll email you again when it ships.

ORDER SUMMARY
-------------------------------------------------
Ceramic pour-over dripper            1   £32.00
Paper filters, 100 pack              2   £12.00
Single-origin beans Ethiopia 250g    1   £16.50
-------------------------------------------------
Subtotal                                 £60.50
Delivery (Royal Mail Tracked 48)          £4.95
Total                                    £65.45

DELIVERING TO
Hannah Price
22 Chandos Road
Bristol BS6 5QA

Brew well,
The Bean & Water team
`,
    },
  ),
];
