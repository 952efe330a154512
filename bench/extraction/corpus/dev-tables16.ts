// Development set "tables16" (layout 72): written in session 16 BEFORE the table readers were changed, as senders
// print line items whose tables differ from an invoice's: payslips (earnings and deductions stacked or side by side),
// utility bills (meter readings, header over two lines), hotel folios (a row per night and per charge), bank and card
// statements (texts over two lines, debit/credit columns, running balance, a table carried to page 2 with its header
// repeated), freight quotations (legs, weights, rates), expense reports (subtotal rows between groups), delivery
// notes (ordered/delivered/backordered, no prices), lab reports (result, unit, reference range, group headings),
// timesheets, purchase orders with item numbers and delivery dates per row, receipts with "2x Item" and discount rows.
// English and German; pdf, docx, png, scan, fixed-width txt, html. Held out but NOT sealed: --show-dev-tables16.
import { DEV_TABLES16_MORE } from './dev-tables16-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set tables16. */
export const DEV_TABLES16_LAYOUT = 72;

const DOCUMENTS: TCorpusDocument[] = [
  // A German payslip: Bezüge and Abzüge as two stacked tables, a wage-type number in the first column.
  fresh(
    'entgelt-de',
    'payslip',
    'de',
    'pdf',
    [
      str('personalnummer'),
      num('auszahlungsbetrag'),
      list('bezuege', [str('lohnart'), str('bezeichnung'), num('menge'), num('betrag')]),
      list('abzuege', [str('bezeichnung'), str('satz'), num('betrag')]),
    ],
    {
      personalnummer: '004418',
      auszahlungsbetrag: 2679.01,
      bezuege: [
        { lohnart: '1000', bezeichnung: 'Gehalt', betrag: 3850 },
        { lohnart: '1210', bezeichnung: 'Überstunden 25 %', menge: 6, betrag: 167.04 },
        { lohnart: '1500', bezeichnung: 'VWL AG-Anteil', betrag: 40 },
        { lohnart: '2000', bezeichnung: 'Fahrtkostenzuschuss pauschal verst.', betrag: 60 },
      ],
      abzuege: [
        { bezeichnung: 'Lohnsteuer', satz: 'StKl 1', betrag: 498.33 },
        { bezeichnung: 'Kirchensteuer', satz: '9 %', betrag: 44.84 },
        { bezeichnung: 'Krankenversicherung', satz: '8,55 %', betrag: 348.87 },
        { bezeichnung: 'Rentenversicherung', satz: '9,30 %', betrag: 379.49 },
        { bezeichnung: 'Arbeitslosenversicherung', satz: '1,30 %', betrag: 53.05 },
        { bezeichnung: 'Pflegeversicherung', satz: '1,80 %', betrag: 73.45 },
      ],
    },
    [
      'Hessische Kabelwerke GmbH · Am Hafen 4 · 34125 Kassel',
      '',
      'Verdienstabrechnung März 2026',
      'Personalnummer: 004418\tEintritt: 01.09.2019',
      'Herrn Jonas Becker\tSteuerklasse: 1\tKonfession: rk',
      'Mönchebergstr. 18, 34125 Kassel\tKrankenkasse: AOK Hessen',
      '',
      'Bezüge',
      'Lohnart\tBezeichnung\tMenge\tFaktor\tBetrag',
      '1000\tGehalt\t\t\t3.850,00',
      '1210\tÜberstunden 25 %\t6,00\t27,84\t167,04',
      '1500\tVWL AG-Anteil\t\t\t40,00',
      '2000\tFahrtkostenzuschuss pauschal verst.\t\t\t60,00',
      'Gesamtbrutto\t\t\t\t4.117,04',
      '',
      'Steuer / Sozialversicherung',
      'Bezeichnung\tSatz\tBetrag',
      'Lohnsteuer\tStKl 1\t498,33',
      'Kirchensteuer\t9 %\t44,84',
      'Krankenversicherung\t8,55 %\t348,87',
      'Rentenversicherung\t9,30 %\t379,49',
      'Arbeitslosenversicherung\t1,30 %\t53,05',
      'Pflegeversicherung\t1,80 %\t73,45',
      'Summe gesetzliche Abzüge\t\t1.398,03',
      '',
      'Nettoverdienst\t\t2.719,01',
      'VWL-Überweisung Bausparkasse\t\t40,00',
      'Auszahlungsbetrag\t\t2.679,01',
      'Überweisung an DE44 5205 0353 0000 1187 42',
    ],
  ),
  // A US pay stub: earnings on the left, deductions with year-to-date on the right, "Current" printed twice.
  fresh(
    'paystub-en',
    'payslip',
    'en',
    'docx',
    [
      str('employee_id'),
      num('net_pay'),
      list('earnings', [str('type'), num('hours'), num('rate'), num('current')]),
      list('deductions', [str('description'), num('current'), num('year_to_date')]),
    ],
    {
      employee_id: 'E-20931',
      net_pay: 2987.85,
      earnings: [
        { type: 'Regular', hours: 150, rate: 24.5, current: 3675 },
        { type: 'Overtime', hours: 8, rate: 36.75, current: 294 },
        { type: 'Holiday', hours: 8, rate: 24.5, current: 196 },
        { type: 'Shift differential', current: 30 },
      ],
      deductions: [
        { description: 'Federal Income Tax', current: 402.18, year_to_date: 1206.54 },
        { description: 'Social Security', current: 260.09, year_to_date: 780.27 },
        { description: 'Medicare', current: 60.83, year_to_date: 182.49 },
        { description: 'OH State Income Tax', current: 189.3, year_to_date: 567.9 },
        { description: '401(k)', current: 209.75, year_to_date: 629.25 },
        { description: 'Medical Plan', current: 85, year_to_date: 255 },
      ],
    },
    [
      'Lakeshore Tooling Inc.',
      '2200 Industrial Pkwy, Columbus, OH 43219',
      '',
      'EARNINGS STATEMENT',
      'Employee: Dana Whitfield\tEmployee ID: E-20931',
      'Pay period: 03/01/2026 - 03/31/2026\tPay date: 04/03/2026',
      '',
      'Earnings\tHours\tRate\tCurrent\tDeductions\tCurrent\tYTD',
      'Regular\t150.00\t24.50\t3,675.00\tFederal Income Tax\t402.18\t1,206.54',
      'Overtime\t8.00\t36.75\t294.00\tSocial Security\t260.09\t780.27',
      'Holiday\t8.00\t24.50\t196.00\tMedicare\t60.83\t182.49',
      'Shift differential\t\t\t30.00\tOH State Income Tax\t189.30\t567.90',
      '\t\t\t\t401(k)\t209.75\t629.25',
      '\t\t\t\tMedical Plan\t85.00\t255.00',
      'Gross Pay\t\t\t4,195.00\tTotal Deductions\t1,207.15\t3,621.45',
      '',
      'Net Pay\t2,987.85',
      'Direct deposit to checking account ending 0917',
    ],
  ),
  // A German electricity bill as a scan: two meters, readings with thousands dots, then the price lines.
  fresh(
    'strom-de',
    'utility_bill',
    'de',
    'scan',
    [
      str('vertragskonto'),
      num('rechnungsbetrag'),
      list('zaehlerstaende', [str('zaehlernummer'), num('stand_alt'), num('stand_neu'), num('verbrauch')]),
      list('preise', [str('bezeichnung'), num('menge'), num('einzelpreis'), num('betrag')]),
    ],
    {
      vertragskonto: '300 114 728',
      rechnungsbetrag: 929.21,
      zaehlerstaende: [
        { zaehlernummer: '1ESY1160447128', stand_alt: 18442, stand_neu: 19327, verbrauch: 885 },
        { zaehlernummer: '1EMH0011552109', stand_alt: 6104, stand_neu: 7988, verbrauch: 1884 },
      ],
      preise: [
        { bezeichnung: 'Arbeitspreis Haushalt', menge: 885, einzelpreis: 0.312, betrag: 276.12 },
        { bezeichnung: 'Arbeitspreis Wärmepumpe', menge: 1884, einzelpreis: 0.248, betrag: 467.23 },
        { bezeichnung: 'Grundpreis', menge: 3, einzelpreis: 12.5, betrag: 37.5 },
      ],
    },
    [
      'Stadtwerke Marburg GmbH',
      'Am Krekel 55 · 35039 Marburg',
      '',
      'Stromrechnung Nr. 26-0331-88120\tVertragskonto 300 114 728',
      'Abrechnungszeitraum 01.01.2026 - 31.03.2026',
      '',
      'Ihre Zählerstände',
      'Zählernummer\tAblesung alt\tStand alt\tAblesung neu\tStand neu\tVerbrauch kWh',
      '1ESY1160447128\t31.12.2025\t18.442\t31.03.2026\t19.327\t885',
      '1EMH0011552109\t31.12.2025\t6.104\t31.03.2026\t7.988\t1.884',
      '',
      'Preisberechnung',
      'Position\tMenge\tPreis\tBetrag EUR',
      'Arbeitspreis Haushalt\t885 kWh\t0,3120 €/kWh\t276,12',
      'Arbeitspreis Wärmepumpe\t1.884 kWh\t0,2480 €/kWh\t467,23',
      'Grundpreis\t3 Monate\t12,50 €/Monat\t37,50',
      'Zwischensumme netto\t\t\t780,85',
      'Umsatzsteuer 19 %\t\t\t148,36',
      'Rechnungsbetrag\t\t\t929,21',
      '',
      'Der Betrag wird am 15.04.2026 von Ihrem Konto abgebucht.',
    ],
  ),
  // A US water bill as fixed-width text: the readings header printed over two lines.
  fresh(
    'water-en',
    'utility_bill',
    'en',
    'txt',
    [
      str('account_number'),
      num('amount_due'),
      list('meter_readings', [
        str('meter_number'),
        num('previous_reading'),
        num('present_reading'),
        num('usage'),
        num('charge'),
      ]),
    ],
    {
      account_number: '0072-44810-03',
      amount_due: 371.63,
      meter_readings: [
        { meter_number: 'W-0048813', previous_reading: 4812, present_reading: 4851, usage: 39, charge: 250.38 },
        { meter_number: 'IRR-220457', previous_reading: 1204, present_reading: 1219, usage: 15, charge: 76.5 },
      ],
    },
    {
      raw: `CITY OF BOULDER UTILITIES                              Account Number: 0072-44810-03
1739 Broadway, Boulder CO 80302                         Bill Date: 03/18/2026
                                                        Due Date:  04/08/2026
Service Address: 2845 Pine St

METER READINGS
Meter        Read         Previous    Present    Usage    Rate per      Charge
Number       Date         Reading     Reading    (CCF)    CCF
----------------------------------------------------------------------------
W-0048813    03/14/2026      4,812      4,851       39     6.42        250.38
IRR-220457   03/14/2026      1,204      1,219       15     5.10         76.50
----------------------------------------------------------------------------
                                           Total usage: 54 CCF

SERVICE CHARGES
Water base charge                                                       18.25
Wastewater                                                              26.50
Stormwater / flood management                                            0.00
                                                                    ---------
AMOUNT DUE                                                             371.63

Please return the bottom portion with your payment.
`,
    },
  ),
  // A UK hotel folio: one row per night and per charge, payment as a credit, totals that are no rows.
  fresh(
    'folio-en',
    'hotel_folio',
    'en',
    'pdf',
    [
      str('folio_number'),
      num('balance'),
      list('entries', [date('date'), str('description'), num('charge'), num('credit')]),
    ],
    {
      folio_number: '771204',
      balance: 0,
      entries: [
        { date: '2026-05-14', description: 'Accommodation - Deluxe King', charge: 189 },
        { date: '2026-05-14', description: 'City tax', charge: 4.5 },
        { date: '2026-05-14', description: 'Restaurant Lumière', charge: 62.4 },
        { date: '2026-05-15', description: 'Accommodation - Deluxe King', charge: 189 },
        { date: '2026-05-15', description: 'City tax', charge: 4.5 },
        { date: '2026-05-15', description: 'Minibar', charge: 11 },
        { date: '2026-05-16', description: 'Visa ****4471', credit: 460.4 },
      ],
    },
    [
      'THE ROYAL CRESCENT HOTEL',
      '16 Royal Crescent, Bath BA1 2LS · VAT GB 223 4471 90',
      '',
      'Guest Folio\tFolio No.: 771204',
      'Guest: Ms Hannah Okafor\tRoom: 512',
      'Arrival: 14/05/2026\tDeparture: 16/05/2026',
      '',
      'Date\tDescription\tReference\tCharges\tCredits',
      '14/05/2026\tAccommodation - Deluxe King\tRM 512\t189.00\t',
      '14/05/2026\tCity tax\t\t4.50\t',
      '14/05/2026\tRestaurant Lumière\tCHK 20817\t62.40\t',
      '15/05/2026\tAccommodation - Deluxe King\tRM 512\t189.00\t',
      '15/05/2026\tCity tax\t\t4.50\t',
      '15/05/2026\tMinibar\t\t11.00\t',
      '16/05/2026\tVisa ****4471\t\t\t460.40',
      '\tTotal\t\t460.40\t460.40',
      '\tBalance\t\t0.00\t',
      '',
      'VAT summary: 20 % VAT included 76.73',
      'We hope to welcome you again soon.',
    ],
  ),
  // A German hotel bill as a picture: date, service, count, unit price, total.
  fresh(
    'hotelrechnung-de',
    'hotel_folio',
    'de',
    'png',
    [
      str('rechnungsnummer'),
      num('gesamtbetrag'),
      list('positionen', [date('datum'), str('leistung'), num('anzahl'), num('einzelpreis'), num('gesamt')]),
    ],
    {
      rechnungsnummer: 'H-2026-09114',
      gesamtbetrag: 287.4,
      positionen: [
        {
          datum: '2026-09-03',
          leistung: 'Übernachtung Einzelzimmer inkl. Frühstück',
          anzahl: 1,
          einzelpreis: 119,
          gesamt: 119,
        },
        { datum: '2026-09-03', leistung: 'Parkgarage', anzahl: 1, einzelpreis: 15, gesamt: 15 },
        {
          datum: '2026-09-04',
          leistung: 'Übernachtung Einzelzimmer inkl. Frühstück',
          anzahl: 1,
          einzelpreis: 119,
          gesamt: 119,
        },
        { datum: '2026-09-04', leistung: 'Parkgarage', anzahl: 1, einzelpreis: 15, gesamt: 15 },
        { datum: '2026-09-04', leistung: 'Getränke Bar', anzahl: 3, einzelpreis: 4.8, gesamt: 14.4 },
        { datum: '2026-09-05', leistung: 'Kurtaxe', anzahl: 2, einzelpreis: 2.5, gesamt: 5 },
      ],
    },
    [
      'Hotel Zum Goldenen Löwen',
      'Marktplatz 7 · 97070 Würzburg',
      '',
      'Rechnung Nr. H-2026-09114\tDatum: 05.09.2026',
      'Gast: Herr Matthias Krüger\tZimmer 23',
      'Anreise 03.09.2026\tAbreise 05.09.2026',
      '',
      'Datum\tLeistung\tAnzahl\tEinzelpreis\tGesamt',
      '03.09.2026\tÜbernachtung Einzelzimmer inkl. Frühstück\t1\t119,00\t119,00',
      '03.09.2026\tParkgarage\t1\t15,00\t15,00',
      '04.09.2026\tÜbernachtung Einzelzimmer inkl. Frühstück\t1\t119,00\t119,00',
      '04.09.2026\tParkgarage\t1\t15,00\t15,00',
      '04.09.2026\tGetränke Bar\t3\t4,80\t14,40',
      '05.09.2026\tKurtaxe\t2\t2,50\t5,00',
      'Gesamtbetrag\t\t\t\t287,40',
      'darin enthalten 7 % MwSt. auf 238,00\t\t\t\t15,57',
      'darin enthalten 19 % MwSt. auf 44,40\t\t\t\t7,09',
      'Bezahlt mit EC-Karte am 05.09.2026',
    ],
  ),
  // A US credit card statement as fixed-width text: month/day dates, a reference column, the merchant's city on a
  // second line, credits with a trailing minus.
  fresh(
    'card-en',
    'credit_card_statement',
    'en',
    'txt',
    [
      str('account_ending'),
      num('new_balance'),
      list('transactions', [
        date('transaction_date'),
        date('posting_date'),
        str('description'),
        num('amount', 'payments and credits negative'),
      ]),
    ],
    {
      account_ending: '6630',
      new_balance: 1209.67,
      transactions: [
        {
          transaction_date: '2026-02-03',
          posting_date: '2026-02-04',
          description: 'WHOLE FOODS MARKET #10233 SEATTLE WA',
          amount: 86.41,
        },
        { transaction_date: '2026-02-05', posting_date: '2026-02-06', description: 'PAYMENT THANK YOU', amount: -500 },
        {
          transaction_date: '2026-02-09',
          posting_date: '2026-02-10',
          description: 'ALASKA AIR 0272156611904 SEATTLE WA',
          amount: 348.2,
        },
        {
          transaction_date: '2026-02-14',
          posting_date: '2026-02-16',
          description: 'NETFLIX.COM LOS GATOS CA',
          amount: 15.49,
        },
        {
          transaction_date: '2026-02-20',
          posting_date: '2026-02-21',
          description: 'REI #17 SEATTLE WA',
          amount: -64.95,
        },
      ],
    },
    {
      raw: `PUGET SOUND CREDIT UNION VISA SIGNATURE
Statement Closing Date: 02/28/2026                  Account Number ending in 6630

ACCOUNT SUMMARY
Previous Balance                 1,324.52
Payments, Credits                  564.95-
Purchases                          450.10+
Interest Charged                     0.00
New Balance                      1,209.67

TRANSACTIONS
Trans  Post   Reference Number          Description                                 Amount
Date   Date
02/03  02/04  24492156033720018823451   WHOLE FOODS MARKET #10233                    86.41
                                        SEATTLE WA
02/05  02/06  74011346037800014477182   PAYMENT THANK YOU                           500.00-
02/09  02/10  24692166040100017718830   ALASKA AIR 0272156611904                    348.20
                                        SEATTLE WA
02/14  02/16  24431066046000012290017   NETFLIX.COM                                  15.49
                                        LOS GATOS CA
02/20  02/21  74492156051720019902214   REI #17                                      64.95-
                                        SEATTLE WA
                                        TOTAL FOR THIS PERIOD                       114.85-

INTEREST CHARGED
Interest charge on purchases                                                          0.00
TOTAL INTEREST FOR THIS PERIOD                                                        0.00
`,
    },
  ),
  // A German savings bank statement over two pages: Soll/Haben/Saldo, the text's second line the counterparty, the
  // header repeated on page 2 after a carried balance.
  fresh(
    'kontoauszug-de',
    'bank_statement',
    'de',
    'pdf',
    [
      str('iban'),
      num('endsaldo'),
      list('buchungen', [date('datum'), str('text'), num('betrag', 'Soll negativ'), num('saldo')]),
    ],
    {
      iban: 'DE71518500790027114803',
      endsaldo: 2542.13,
      buchungen: [
        { datum: '2026-03-02', text: 'Lastschrift SEPA Vodafone GmbH Kd-Nr 771203', betrag: -89.99, saldo: 3028.23 },
        {
          datum: '2026-03-03',
          text: 'Gutschrift Überweisung Schmidt, Lena Miete Garage Q1',
          betrag: 420,
          saldo: 3448.23,
        },
        { datum: '2026-03-05', text: 'Kartenzahlung girocard REWE Markt Friedberg', betrag: -56.1, saldo: 3392.13 },
        { datum: '2026-03-10', text: 'Dauerauftrag Wohnbau GmbH Miete März', betrag: -650, saldo: 2742.13 },
        { datum: '2026-03-16', text: 'Geldautomat Sparkasse Bad Nauheim', betrag: -200, saldo: 2542.13 },
      ],
    },
    [
      'Sparkasse Oberhessen',
      'Kontoauszug Nr. 3/2026\tSeite 1 von 2',
      'Kontoinhaber: Miriam Vogt\tIBAN DE71 5185 0079 0027 1148 03',
      '',
      'Datum\tErläuterung\tSoll\tHaben\tSaldo',
      '\tAnfangssaldo\t\t\t3.118,22',
      '02.03.2026\tLastschrift SEPA\t89,99\t\t3.028,23',
      '\tVodafone GmbH Kd-Nr 771203\t\t\t',
      '03.03.2026\tGutschrift Überweisung\t\t420,00\t3.448,23',
      '\tSchmidt, Lena Miete Garage Q1\t\t\t',
      '05.03.2026\tKartenzahlung girocard\t56,10\t\t3.392,13',
      '\tREWE Markt Friedberg\t\t\t',
      '\tÜbertrag auf Seite 2\t\t\t3.392,13',
      '\f',
      'Sparkasse Oberhessen',
      'Kontoauszug Nr. 3/2026\tSeite 2 von 2',
      '',
      'Datum\tErläuterung\tSoll\tHaben\tSaldo',
      '\tÜbertrag von Seite 1\t\t\t3.392,13',
      '10.03.2026\tDauerauftrag\t650,00\t\t2.742,13',
      '\tWohnbau GmbH Miete März\t\t\t',
      '16.03.2026\tGeldautomat\t200,00\t\t2.542,13',
      '\tSparkasse Bad Nauheim\t\t\t',
      '\tEndsaldo\t\t\t2.542,13',
      '',
      'Bitte beachten Sie unsere Hinweise auf der Rückseite.',
    ],
  ),
  // A forwarder's quotation: one row per leg, chargeable weight and rate per kg, a subtotal row under the legs.
  fresh(
    'freight-quote-en',
    'freight_quotation',
    'en',
    'docx',
    [
      str('quotation_number'),
      num('total'),
      list('legs', [str('origin'), str('destination'), str('mode'), num('weight_kg'), num('rate'), num('amount')]),
    ],
    {
      quotation_number: 'Q-26-03318',
      total: 5715.5,
      legs: [
        {
          origin: 'Shenzhen (CNSZX)',
          destination: 'Hong Kong (HKHKG)',
          mode: 'Truck',
          weight_kg: 1240,
          rate: 0.18,
          amount: 223.2,
        },
        {
          origin: 'Hong Kong (HKHKG)',
          destination: 'Frankfurt (FRA)',
          mode: 'Air',
          weight_kg: 1240,
          rate: 3.85,
          amount: 4774,
        },
        {
          origin: 'Frankfurt (FRA)',
          destination: 'Stuttgart',
          mode: 'Truck',
          weight_kg: 1240,
          rate: 0.22,
          amount: 272.8,
        },
      ],
    },
    [
      'Meridian Cargo Solutions Ltd.',
      'Unit 4, Airport Logistics Park, Hong Kong',
      '',
      'QUOTATION\tQuotation No. Q-26-03318',
      'Customer: Schwabentech GmbH, Stuttgart\tValid until: 30/04/2026',
      'Commodity: electronic components, 42 cartons, 1,180 kg gross / 7.4 cbm',
      '',
      'Leg\tFrom\tTo\tMode\tChargeable weight (kg)\tRate per kg (USD)\tAmount (USD)',
      '1\tShenzhen (CNSZX)\tHong Kong (HKHKG)\tTruck\t1,240\t0.18\t223.20',
      '2\tHong Kong (HKHKG)\tFrankfurt (FRA)\tAir\t1,240\t3.85\t4,774.00',
      '3\tFrankfurt (FRA)\tStuttgart\tTruck\t1,240\t0.22\t272.80',
      '\tSubtotal freight\t\t\t\t\t5,270.00',
      '',
      'Surcharges',
      'Fuel surcharge (FSC)\t1,240 kg x 0.25\t310.00',
      'Security surcharge (SSC)\t1,240 kg x 0.10\t124.00',
      'Export customs clearance\tper shipment\t11.50',
      'Total (USD)\t\t5,715.50',
      '',
      'Rates subject to space and equipment availability. Chargeable weight based on 1:6000.',
    ],
  ),
  // A German travel expense report: two trips, a subtotal row after each, the categories in their own column.
  fresh(
    'reisekosten-de',
    'expense_report',
    'de',
    'pdf',
    [
      str('mitarbeiter'),
      num('erstattungsbetrag'),
      list('ausgaben', [date('datum'), str('zweck'), str('kategorie'), num('betrag')]),
    ],
    {
      mitarbeiter: 'Sabine Hartmann',
      erstattungsbetrag: 612.7,
      ausgaben: [
        { datum: '2026-02-09', zweck: 'Kundentermin Hamburg, Fa. Nordlicht', kategorie: 'Bahn', betrag: 139.8 },
        { datum: '2026-02-09', zweck: 'Kundentermin Hamburg, Fa. Nordlicht', kategorie: 'Hotel', betrag: 124 },
        { datum: '2026-02-10', zweck: 'Kundentermin Hamburg, Fa. Nordlicht', kategorie: 'Verpflegung', betrag: 28 },
        { datum: '2026-02-23', zweck: 'Messe Nürnberg, Embedded World', kategorie: 'Pkw 286 km', betrag: 85.8 },
        { datum: '2026-02-23', zweck: 'Messe Nürnberg, Embedded World', kategorie: 'Hotel', betrag: 189 },
        { datum: '2026-02-24', zweck: 'Messe Nürnberg, Embedded World', kategorie: 'Parken', betrag: 46.1 },
      ],
    },
    [
      'Reisekostenabrechnung Februar 2026',
      'Mitarbeiter: Sabine Hartmann\tPersonalnr. 2207\tKostenstelle 4410 Vertrieb',
      '',
      'Datum\tAnlass / Zweck\tKategorie\tBetrag EUR',
      '09.02.2026\tKundentermin Hamburg, Fa. Nordlicht\tBahn\t139,80',
      '09.02.2026\tKundentermin Hamburg, Fa. Nordlicht\tHotel\t124,00',
      '10.02.2026\tKundentermin Hamburg, Fa. Nordlicht\tVerpflegung\t28,00',
      '\tZwischensumme Reise 1\t\t291,80',
      '23.02.2026\tMesse Nürnberg, Embedded World\tPkw 286 km\t85,80',
      '23.02.2026\tMesse Nürnberg, Embedded World\tHotel\t189,00',
      '24.02.2026\tMesse Nürnberg, Embedded World\tParken\t46,10',
      '\tZwischensumme Reise 2\t\t320,90',
      '\tGesamt\t\t612,70',
      '\tabzgl. Vorschuss\t\t0,00',
      'Erstattungsbetrag\t\t\t612,70',
      '',
      'Ich versichere die Richtigkeit der Angaben. Belege liegen bei.',
      'Datum, Unterschrift: 02.03.2026  S. Hartmann',
    ],
  ),
  ...DEV_TABLES16_MORE,
];

export const DEV_TABLES16: TCorpusDocument[] = DOCUMENTS.map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-tables16-'),
  layout: DEV_TABLES16_LAYOUT,
}));
