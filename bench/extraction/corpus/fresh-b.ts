// Fresh held-out documents, part B: hotel folios, invoices, receipts, shipping notices.
import { date, fresh, list, num, str } from './fresh-doc.ts';

export const FRESH_B = [
  fresh(
    'folio-cork-en',
    'hotel_folio',
    'en',
    'pdf',
    [
      str('guest_name', undefined, { required: true }),
      str('room_number'),
      date('arrival_date'),
      date('departure_date'),
      num('number_of_nights'),
      str('folio_number'),
      num('total_charges_eur', undefined, true),
      num('balance_eur', 'Open balance'),
      list('charges', [date('date'), str('description'), num('amount')]),
    ],
    {
      guest_name: 'Fiona Brennan',
      room_number: '514',
      arrival_date: '2026-03-09',
      departure_date: '2026-03-12',
      number_of_nights: 3,
      folio_number: '223871',
      total_charges_eur: 631.5,
      balance_eur: 0,
      charges: [
        { date: '2026-03-09', description: 'Room Charge', amount: 189 },
        { date: '2026-03-10', description: 'Room Charge', amount: 189 },
        { date: '2026-03-10', description: 'Restaurant', amount: 64.5 },
        { date: '2026-03-11', description: 'Room Charge', amount: 189 },
      ],
    },
    [
      'THE QUAYSIDE HOTEL',
      '1 Quay Street, Cork, Ireland',
      '',
      'Guest: Fiona Brennan\tRoom: 514',
      'Arrival: 09-Mar-2026\tDeparture: 12-Mar-2026',
      'Folio No: 223871\tNights: 3',
      '',
      'Date\tDescription\tCharges\tCredits',
      '09-Mar-2026\tRoom Charge\t189.00\t',
      '10-Mar-2026\tRoom Charge\t189.00\t',
      '10-Mar-2026\tRestaurant\t64.50\t',
      '11-Mar-2026\tRoom Charge\t189.00\t',
      '12-Mar-2026\tVisa ****1187\t\t631.50',
      '',
      'Total Charges\tEUR 631.50',
      'Balance\tEUR 0.00',
    ],
  ),
  fresh(
    'folio-alpenblick-de',
    'hotel_folio',
    'de',
    'html',
    [
      str('guest', undefined, { required: true }),
      str('room'),
      date('check_in'),
      date('check_out'),
      num('nights'),
      str('invoice_no'),
      num('total_eur', undefined, true),
      str('payment_method'),
    ],
    {
      guest: 'Miriam Lang',
      room: '207',
      check_in: '2026-02-14',
      check_out: '2026-02-16',
      nights: 2,
      invoice_no: 'F-2026-0388',
      total_eur: 315.3,
      payment_method: 'EC-Karte',
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Rechnung</title></head><body>
<h1>Hotel Alpenblick</h1>
<p>Zugspitzstraße 14 · 82467 Garmisch-Partenkirchen</p>
<table>
<tr><td>Gast</td><td>Miriam Lang</td></tr>
<tr><td>Zimmer</td><td>207 (Doppelzimmer)</td></tr>
<tr><td>Anreise</td><td>14.02.2026</td></tr>
<tr><td>Abreise</td><td>16.02.2026</td></tr>
<tr><td>Übernachtungen</td><td>2</td></tr>
<tr><td>Rechnungs-Nr.</td><td>F-2026-0388</td></tr>
</table>
<table>
<tr><th>Datum</th><th>Leistung</th><th>Menge</th><th>Einzelpreis</th><th>Betrag</th></tr>
<tr><td>14.02.</td><td>Übernachtung mit Frühstück</td><td>1</td><td>145,00</td><td>145,00</td></tr>
<tr><td>15.02.</td><td>Übernachtung mit Frühstück</td><td>1</td><td>145,00</td><td>145,00</td></tr>
<tr><td>15.02.</td><td>Minibar</td><td>1</td><td>12,50</td><td>12,50</td></tr>
<tr><td>16.02.</td><td>Kurtaxe</td><td>4</td><td>3,20</td><td>12,80</td></tr>
</table>
<p><b>Gesamtbetrag: 315,30 €</b></p>
<p>Bezahlt mit EC-Karte am 16.02.2026. Vielen Dank für Ihren Besuch!</p>
</body></html>
`,
    },
  ),
  fresh(
    'folio-nyc-en',
    'hotel_folio',
    'en',
    'txt',
    [
      str('guest_name', 'Guest name as printed', { required: true }),
      str('company'),
      str('room_number'),
      date('arrival'),
      date('departure'),
      str('confirmation_number'),
      num('nightly_rate_usd'),
      str('card_last4', 'Last four digits of the card charged'),
    ],
    {
      guest_name: 'KOWALSKI, ANNA',
      company: 'Brightline Consulting',
      room_number: '1207',
      arrival: '2026-03-15',
      departure: '2026-03-18',
      confirmation_number: '88120456',
      nightly_rate_usd: 279,
      card_last4: '1009',
    },
    {
      raw: `                         GRAND CENTRAL SUITES
                      45 W 44th St, New York NY

Guest Name : KOWALSKI, ANNA              Room No.   : 1207
Company    : Brightline Consulting       Room Type  : King Deluxe
Arrival    : 03/15/26                    Departure  : 03/18/26
Conf. No.  : 88120456                    Rate       : 279.00

Date       Description                         Amount
03/15/26   Room & Tax                          322.22
03/16/26   Room & Tax                          322.22
03/17/26   Room & Tax                          322.22
03/17/26   Parking                              55.00
03/18/26   AMEX XXXX-1009                    -1021.66

                                    Balance:      0.00
`,
    },
  ),
  fresh(
    'invoice-handwerker-de',
    'invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer', undefined, { required: true }),
      date('rechnungsdatum'),
      str('kundennummer'),
      num('nettobetrag'),
      num('mwst_betrag', 'Umsatzsteuer in Euro'),
      num('bruttobetrag', 'zu zahlender Betrag', true),
      date('zahlbar_bis'),
      str('iban', 'IBAN des Rechnungsstellers'),
    ],
    {
      rechnungsnummer: '2026-0311',
      rechnungsdatum: '2026-03-11',
      kundennummer: 'K-1042',
      nettobetrag: 840,
      mwst_betrag: 159.6,
      bruttobetrag: 999.6,
      zahlbar_bis: '2026-03-25',
      iban: 'DE75 5125 0000 0001 2345 67',
    },
    [
      'Guten Tag Herr Yilmaz,',
      '',
      'anbei unsere Rechnung für den Austausch der Heizungspumpe.',
      '',
      'Rechnungsnummer',
      '2026-0311',
      'Rechnungsdatum',
      '11. März 2026',
      'Kundennummer',
      'K-1042',
      '',
      'Material und Arbeitszeit netto: 840,00 €',
      'zzgl. 19 % USt: 159,60 €',
      'Gesamt: 999,60 €',
      '',
      'Bitte überweisen Sie den Betrag bis 25.03.2026 auf',
      'IBAN DE75 5125 0000 0001 2345 67 (Sparkasse Taunus).',
      '',
      'Mit freundlichen Grüßen',
      'Haustechnik Schäfer GmbH',
    ],
  ),
  fresh(
    'invoice-consulting-en',
    'invoice',
    'en',
    'docx',
    [
      str('invoiceNumber', undefined, { required: true }),
      date('invoiceDate'),
      date('dueDate'),
      str('billTo', 'Client company'),
      str('projectCode'),
      list('lineItems', [str('description'), num('hours'), num('rate'), num('amount')]),
      num('totalDue', undefined, true),
    ],
    {
      invoiceNumber: 'INV-0094',
      invoiceDate: '2026-04-30',
      dueDate: '2026-05-30',
      billTo: 'Harlow & Finch Architects',
      projectCode: 'HF-22',
      lineItems: [
        { description: 'Structural review, phase 2', hours: 14, rate: 120, amount: 1680 },
        { description: 'Site visit and report', hours: 6, rate: 120, amount: 720 },
        { description: 'Travel expenses', hours: 0, rate: 0, amount: 86.4 },
      ],
      totalDue: 2486.4,
    },
    [
      'Okoro Engineering Services\tINVOICE',
      '',
      'Bill To\tInvoice #\tINV-0094',
      'Harlow & Finch Architects\tDate\tApril 30, 2026',
      '7 Canal Wharf, Leeds\tDue\tMay 30, 2026',
      '\tProject\tHF-22',
      '',
      'Description\tHours\tRate\tAmount',
      'Structural review, phase 2\t14\t120.00\t1,680.00',
      'Site visit and report\t6\t120.00\t720.00',
      'Travel expenses\t0\t0.00\t86.40',
      '',
      '\t\tTotal Due\t$2,486.40',
      '',
      'Thank you for your business.',
    ],
  ),
  fresh(
    'invoice-werkstatt-de',
    'invoice',
    'de',
    'scan',
    [
      str('invoice_number', undefined, { required: true }),
      date('invoice_date'),
      str('license_plate', 'Kennzeichen des Fahrzeugs'),
      num('mileage_km', 'Kilometerstand'),
      num('net_amount'),
      num('vat_amount'),
      num('gross_amount', undefined, true),
    ],
    {
      invoice_number: 'W-55120',
      invoice_date: '2026-01-22',
      license_plate: 'KS-AB 412',
      mileage_km: 84310,
      net_amount: 412.5,
      vat_amount: 78.38,
      gross_amount: 490.88,
    },
    [
      'Autohaus Becker · Meisterbetrieb',
      'Werkstattrechnung Nr. W-55120',
      'Datum: 22.01.2026',
      '',
      'Kennzeichen: KS-AB 412',
      'km-Stand: 84.310',
      '',
      'Inspektion laut Herstellervorgabe\t289,00',
      'Ölfilter und Motoröl\t123,50',
      '',
      'Nettobetrag\t412,50 €',
      'MwSt. 19 %\t78,38 €',
      'Rechnungsbetrag\t490,88 €',
    ],
  ),
  fresh(
    'receipt-supermarkt-de',
    'receipt',
    'de',
    'png',
    [
      str('store', undefined, { required: true }),
      date('date'),
      str('time'),
      num('total_eur', undefined, true),
      num('given_eur', 'Bar gegeben'),
      num('change_eur', 'Rückgeld'),
    ],
    {
      store: 'Frischmarkt Hoffmann',
      date: '2026-03-07',
      time: '17:48',
      total_eur: 23.47,
      given_eur: 30,
      change_eur: 6.53,
    },
    [
      'Frischmarkt Hoffmann',
      'Marktplatz 3, 37073 Göttingen',
      '',
      'Bio Vollmilch 1l\t1,19 B',
      'Bananen 1,2 kg\t2,38 B',
      'Kaffee gemahlen 500g\t6,99 B',
      'Waschmittel\t12,91 A',
      '',
      'SUMME EUR\t23,47',
      'Gegeben BAR\t30,00',
      'Rückgeld\t6,53',
      '',
      '07.03.26 17:48  Kasse 2  Bon 4471',
    ],
  ),
  fresh(
    'receipt-taxi-en',
    'receipt',
    'en',
    'txt',
    [
      str('company', undefined, { required: true }),
      date('trip_date'),
      str('pickup'),
      str('dropoff'),
      num('distance_miles'),
      num('fare'),
      num('tip'),
      num('total_paid', undefined, true),
    ],
    {
      company: 'Metro Cab Co.',
      trip_date: '2026-02-11',
      pickup: 'Union Station',
      dropoff: '1200 K St NW',
      distance_miles: 3.4,
      fare: 14.2,
      tip: 3,
      total_paid: 17.2,
    },
    {
      raw: `Metro Cab Co.
Cab #417 - Driver ID 8842

Trip date: 02/11/2026  6:05 PM
Pickup:    Union Station
Drop-off:  1200 K St NW
Distance:  3.4 mi

Fare ............ $14.20
Tip ............. $3.00
Total paid ...... $17.20
Paid by card (Visa)

Thank you for riding with us!
`,
    },
  ),
  fresh(
    'receipt-online-en',
    'receipt',
    'en',
    'html',
    [
      str('order_id', undefined, { required: true }),
      date('order_date'),
      list('products', [str('name'), num('qty'), num('price')]),
      num('shipping_cost'),
      num('sales_tax'),
      num('order_total', undefined, true),
      str('paid_with'),
    ],
    {
      order_id: '112-4470031-88',
      order_date: '2026-01-05',
      products: [
        { name: 'USB-C charging cable 2 m', qty: 2, price: 9.99 },
        { name: 'Wireless mouse M330', qty: 1, price: 24.5 },
      ],
      shipping_cost: 4.99,
      sales_tax: 3.97,
      order_total: 53.44,
      paid_with: 'Mastercard',
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Order receipt</title></head><body>
<h1>Thanks for your order!</h1>
<p>Order <b>#112-4470031-88</b> placed on January 5, 2026</p>
<table>
<thead><tr><th>Product</th><th>Qty</th><th>Price</th></tr></thead>
<tbody>
<tr><td>USB-C charging cable 2 m</td><td>2</td><td>$9.99</td></tr>
<tr><td>Wireless mouse M330</td><td>1</td><td>$24.50</td></tr>
</tbody>
</table>
<table>
<tr><td>Items</td><td>$44.48</td></tr>
<tr><td>Shipping &amp; handling</td><td>$4.99</td></tr>
<tr><td>Estimated tax</td><td>$3.97</td></tr>
<tr><td><b>Order total</b></td><td><b>$53.44</b></td></tr>
</table>
<p>Payment method: Mastercard ending in 5521</p>
</body></html>
`,
    },
  ),
  fresh(
    'shipping-paket-de',
    'shipping_notice',
    'de',
    'eml',
    [
      str('sendungsnummer', undefined, { required: true }),
      str('versanddienstleister'),
      str('bestellnummer'),
      date('voraussichtliche_zustellung', 'Voraussichtlicher Zustelltermin'),
      num('gewicht_kg'),
      str('empfaenger', 'Name des Empfängers'),
    ],
    {
      sendungsnummer: 'H1002345678901234567',
      versanddienstleister: 'Hermes',
      bestellnummer: 'WS-771203',
      voraussichtliche_zustellung: '2026-04-16',
      gewicht_kg: 4.2,
      empfaenger: 'Lea Krüger',
    },
    [
      'Ihr Paket ist unterwegs!',
      '',
      'Hallo Lea Krüger,',
      'Ihre Bestellung WS-771203 hat unser Lager verlassen und wird von Hermes zugestellt.',
      '',
      'Sendungsnummer:',
      'H1002345678901234567',
      '',
      'Voraussichtliche Zustellung: Donnerstag, 16. April 2026',
      'Paketgewicht: 4,2 kg',
      '',
      'Sie können Ihre Sendung jederzeit online verfolgen.',
      'Ihr Team von Wohnstil24',
    ],
  ),
  fresh(
    'shipping-asn-en',
    'shipping_notice',
    'en',
    'pdf',
    [
      str('asn_number', 'Advance shipping notice number', { required: true }),
      date('ship_date'),
      str('carrier'),
      str('tracking_no'),
      str('customer_po'),
      num('total_weight_kg'),
      num('cartons', 'Number of cartons'),
      list('contents', [str('part_number'), str('description'), num('quantity_shipped')]),
    ],
    {
      asn_number: 'ASN-260414-07',
      ship_date: '2026-04-14',
      carrier: 'UPS Freight',
      tracking_no: '1Z9R4F610398765432',
      customer_po: 'PO-55012',
      total_weight_kg: 18.4,
      cartons: 3,
      contents: [
        { part_number: 'BRK-2210', description: 'Mounting bracket, steel', quantity_shipped: 120 },
        { part_number: 'SCR-0408', description: 'Self-tapping screw 4x8', quantity_shipped: 2000 },
      ],
    },
    [
      'Kestrel Components Inc.\tADVANCE SHIP NOTICE',
      '',
      'ASN No.\tASN-260414-07\tShip Date\t04/14/2026',
      'Customer PO\tPO-55012\tCarrier\tUPS Freight',
      'Tracking\t1Z9R4F610398765432\tCartons\t3',
      'Gross weight\t18.4 kg',
      '',
      'Part No.\tDescription\tQty Shipped',
      'BRK-2210\tMounting bracket, steel\t120',
      'SCR-0408\tSelf-tapping screw 4x8\t2000',
    ],
  ),
  fresh(
    'shipping-lieferavis-de',
    'shipping_notice',
    'de',
    'docx',
    [
      str('lieferschein_nr', undefined, { required: true }),
      date('versanddatum'),
      str('spedition'),
      num('anzahl_paletten'),
      num('gesamtgewicht_kg'),
      str('lieferadresse', 'Firma, an die geliefert wird'),
    ],
    {
      lieferschein_nr: 'LS-48812',
      versanddatum: '2026-02-23',
      spedition: 'Dachser',
      anzahl_paletten: 2,
      gesamtgewicht_kg: 640,
      lieferadresse: 'Brauerei Felsenkeller GmbH',
    },
    [
      'Versandavis',
      'Lieferschein-Nr.\tLS-48812',
      'Versanddatum\t23.02.2026',
      'Spedition\tDachser',
      '',
      'Lieferanschrift:',
      'Brauerei Felsenkeller GmbH',
      'Am Felsenkeller 1',
      '96047 Bamberg',
      '',
      'Packstück\tInhalt\tGewicht',
      'Palette 1\tKronkorken 26 mm, 40 Kartons\t310 kg',
      'Palette 2\tKronkorken 26 mm, 43 Kartons\t330 kg',
      'Anzahl Paletten: 2\tGesamtgewicht: 640 kg',
    ],
  ),
  fresh(
    'ticket-bahn-de',
    'train_ticket',
    'de',
    'pdf',
    [
      str('auftragsnummer', undefined, { required: true }),
      str('reisender', 'Name des Reisenden'),
      str('von', 'Abfahrtsbahnhof'),
      str('nach', 'Zielbahnhof'),
      date('reisedatum'),
      str('klasse'),
      num('preis_eur', undefined, true),
    ],
    {
      auftragsnummer: 'QX7T2M',
      reisender: 'Katrin Weiß',
      von: 'Hamburg Hbf',
      nach: 'Köln Hbf',
      reisedatum: '2026-05-08',
      klasse: '2',
      preis_eur: 49.9,
    },
    [
      'Online-Ticket',
      'Auftragsnummer: QX7T2M\tReisender: Katrin Weiß',
      '',
      'Hinfahrt am 08.05.2026',
      'Von\tNach\tKlasse',
      'Hamburg Hbf\tKöln Hbf\t2',
      '',
      'Super Sparpreis, 1 Erwachsener',
      'Preis\t49,90 €',
      'Enthaltene MwSt. 7 %: 3,26 €',
    ],
  ),
  fresh(
    'mahnung-de',
    'payment_reminder',
    'de',
    'txt',
    [
      str('rechnung', 'Nummer der offenen Rechnung', { required: true }),
      date('rechnung_vom', 'Datum der Rechnung'),
      num('offener_betrag', 'Offener Rechnungsbetrag'),
      num('mahngebuehr'),
      num('gesamtforderung', undefined, true),
      date('frist', 'Zahlungsfrist'),
    ],
    {
      rechnung: 'R-30917',
      rechnung_vom: '2026-01-15',
      offener_betrag: 268.4,
      mahngebuehr: 5,
      gesamtforderung: 273.4,
      frist: '2026-03-06',
    },
    [
      'Druckerei Lehmann OHG, Gutenbergring 9, 04109 Leipzig',
      '',
      'Herrn',
      'Paul Neumann',
      'Karl-Heine-Str. 40',
      '04229 Leipzig',
      '\t\tLeipzig, 20.02.2026',
      '',
      '1. Mahnung',
      '',
      'Sehr geehrter Herr Neumann,',
      'sicher haben Sie übersehen, dass unsere Rechnung R-30917 vom 15.01.2026 noch offen ist.',
      '',
      'Offener Betrag\t268,40 €',
      'Mahngebühr\t5,00 €',
      'Gesamtforderung\t273,40 €',
      '',
      'Bitte überweisen Sie den Betrag bis spätestens 06.03.2026.',
    ],
  ),
  fresh(
    'car-rental-en',
    'rental_agreement',
    'en',
    'html',
    [
      str('agreement_number', undefined, { required: true }),
      str('renter'),
      str('vehicle'),
      date('pickup_date'),
      date('return_date'),
      num('rental_days'),
      num('mileage_driven_km'),
      num('total_charged', undefined, true),
    ],
    {
      agreement_number: 'RA 7730214',
      renter: 'Helen Fischer',
      vehicle: 'VW Golf or similar',
      pickup_date: '2026-06-02',
      return_date: '2026-06-05',
      rental_days: 3,
      mileage_driven_km: 412,
      total_charged: 187.65,
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Rental receipt</title></head><body>
<h1>Sunway Car Rental – Final receipt</h1>
<dl>
<dt>Rental agreement</dt><dd>RA 7730214</dd>
<dt>Renter</dt><dd>Helen Fischer</dd>
<dt>Vehicle</dt><dd>VW Golf or similar</dd>
</dl>
<table>
<tr><th>Pick-up</th><th>Return</th><th>Days</th></tr>
<tr><td>Jun 2, 2026 09:00, Munich Airport</td><td>Jun 5, 2026 18:30, Munich Airport</td><td>3</td></tr>
</table>
<p>Odometer out: 23,118 km · Odometer in: 23,530 km · Distance driven: 412 km</p>
<table>
<tr><td>Time &amp; mileage</td><td>€ 141.00</td></tr>
<tr><td>Collision damage waiver</td><td>€ 36.00</td></tr>
<tr><td>Fuel service</td><td>€ 10.65</td></tr>
<tr><td>Total charged</td><td>€ 187.65</td></tr>
</table>
</body></html>
`,
    },
  ),
];
