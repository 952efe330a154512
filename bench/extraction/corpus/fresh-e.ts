// Fresh set E (layout 14): written by hand in session 5 AFTER the first rules for fresh set C's classes of misses,
// in other wordings, kinds and formats, to check that each rule generalizes. Written by the same person as the
// rules, so the figure is optimistic; it is no substitute for a sealed set.
import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the rule-check set. */
export const FRESH_E_LAYOUT = 14;

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'e-transfer-leaders-de',
    'bank_transfer',
    'de',
    'txt',
    [
      str('kontoinhaber', undefined, { required: true }),
      str('beguenstigter_name'),
      str('beguenstigter_bic'),
      num('betrag', undefined, true),
      date('buchungsdatum'),
      str('referenznummer'),
    ],
    {
      kontoinhaber: 'Jörg Petersen',
      beguenstigter_name: 'Fahrradwerkstatt Lenz',
      beguenstigter_bic: 'NOLADE21BUX',
      betrag: 349,
      buchungsdatum: '2026-04-17',
      referenznummer: '55-10293',
    },
    {
      raw: `Sparkasse Nordheide
Auftragsbestätigung SEPA-Überweisung

Kontoinhaber ........ Jörg Petersen
Name Begünstigter ... Fahrradwerkstatt Lenz
BIC Begünstigter .... NOLADE21BUX
Betrag .............. 349,00 EUR
Buchung am .......... 17.04.2026
Referenz-Nr. ........ 55-10293
`,
    },
  ),
  fresh(
    'e-utility-statement-en',
    'utility_bill',
    'en',
    'pdf',
    [
      str('account_no', undefined, { required: true }),
      obj('customer', [str('name'), str('city'), str('postcode')]),
      num('start_reading'),
      num('end_reading'),
      num('standing_charge'),
      num('energy_charge'),
      num('total_charges', undefined, true),
      num('monthly_payment'),
    ],
    {
      account_no: 'NPG-220915',
      customer: { name: 'Oliver Grant', city: 'York', postcode: 'YO1 7HH' },
      start_reading: 18340,
      end_reading: 19012,
      standing_charge: 47.88,
      energy_charge: 182.11,
      total_charges: 229.99,
      monthly_payment: 85,
    },
    [
      'Northgate Power & Gas',
      '12 Mill Lane, Leeds LS1 4AB',
      '',
      'Mr Oliver Grant',
      '7 Birch Road',
      'York YO1 7HH',
      '',
      'Electricity statement',
      'Account no.\tNPG-220915',
      '',
      'Readings\tStart\tEnd\tUnits',
      'Meter E-4471\t18340\t19012\t672',
      '',
      'Energy\t672 kWh @ 27.10p\t£182.11',
      'Standing charge\t90 days @ 53.20p\t£47.88',
      'Total charges\t£229.99',
      '',
      'Monthly payment from June 2026: £85.00',
    ],
  ),
  fresh(
    'e-receipt-charging-de',
    'receipt',
    'de',
    'png',
    [
      str('anbieter', undefined, { required: true }),
      date('datum'),
      num('kwh'),
      num('preis_je_kwh'),
      num('betrag', undefined, true),
      str('zahlungsmittel'),
    ],
    {
      anbieter: 'Stromtankstelle Karlsruhe-Süd',
      datum: '2026-05-14',
      kwh: 38.6,
      preis_je_kwh: 0.59,
      betrag: 22.77,
      zahlungsmittel: 'VISA',
    },
    [
      'Stromtankstelle Karlsruhe-Süd',
      'Ladevorgang 14.05.2026 17:42',
      '',
      'Energie\t38,6 kWh',
      'Preis je kWh\t0,590 EUR',
      'Betrag\t22,77 EUR',
      '',
      'VISA **** 4410',
    ],
  ),
  fresh(
    'e-invoice-two-column-en',
    'invoice',
    'en',
    'html',
    [
      str('invoice_no', undefined, { required: true }),
      date('invoice_date'),
      str('cust_ref'),
      obj('bill_to', [str('company'), str('city'), str('postcode')]),
      num('subtotal'),
      num('vat'),
      num('total_due', undefined, true),
      bool('paid'),
    ],
    {
      invoice_no: 'PP-2026-118',
      invoice_date: '2026-05-04',
      cust_ref: 'C-7781',
      bill_to: { company: 'Harbour Print Ltd', city: 'Bristol', postcode: 'BS1 4RW' },
      subtotal: 1250,
      vat: 250,
      total_due: 1500,
      paid: true,
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Invoice</title></head><body>
<h1>Pixel &amp; Pine Studio</h1>
<table>
<tr><td>Harbour Print Ltd</td><td>INVOICE NO.</td><td>PP-2026-118</td></tr>
<tr><td>19 Dock Street</td><td>INVOICE DATE</td><td>04 May 2026</td></tr>
<tr><td>Bristol BS1 4RW</td><td>CUSTOMER REFERENCE</td><td>C-7781</td></tr>
</table>
<table>
<tr><th>Service</th><th>Amount</th></tr>
<tr><td>Brand refresh, phase 2</td><td>1,250.00</td></tr>
</table>
<p>SUBTOTAL 1,250.00</p>
<p>VAT 20% 250.00</p>
<p>TOTAL DUE 1,500.00</p>
<p>[x] Paid&nbsp;&nbsp;&nbsp;[ ] Unpaid</p>
</body></html>
`,
    },
  ),
  fresh(
    'e-shipping-sentences-de',
    'shipping_notice',
    'de',
    'eml',
    [
      str('bestellnummer', undefined, { required: true }),
      date('versanddatum'),
      str('versanddienstleister'),
      num('pakete'),
      date('zustellung_voraussichtlich'),
    ],
    {
      bestellnummer: '4401-88213',
      versanddatum: '2026-05-21',
      versanddienstleister: 'DPD',
      pakete: 2,
      zustellung_voraussichtlich: '2026-05-23',
    },
    [
      'Hallo Frau Sommer,',
      '',
      'Ihre Bestellung 4401-88213 wurde am 21.05.2026 versandt und ist mit DPD unterwegs.',
      'Die Sendung besteht aus 2 Paketen und erreicht Sie voraussichtlich am 23.05.2026.',
      '',
      'Viele Grüße',
      'Ihr Team von Gartenzwerg24',
    ],
  ),
  fresh(
    'e-credit-qualified-en',
    'credit_note',
    'en',
    'docx',
    [
      str('credit_note_number', undefined, { required: true }),
      str('original_invoice'),
      date('billing_period_end'),
      str('reason'),
      num('credit_amount', undefined, true),
      num('balance'),
    ],
    {
      credit_note_number: 'CN-2026-0412',
      original_invoice: 'INV-2026-3390',
      billing_period_end: '2026-03-31',
      reason: 'Service outage (4 days)',
      credit_amount: 18.4,
      balance: -12.15,
    },
    [
      'Brightwave Telecom',
      'CREDIT NOTE CN-2026-0412',
      'Relates to invoice\tINV-2026-3390',
      'Billing period\t01/03/2026 – 31/03/2026',
      'Reason\tService outage (4 days)',
      '',
      'Credit for March 2026: £18.40',
      'Balance as at 31/03/2026: £-12.15',
    ],
  ),
  fresh(
    'e-payslip-matrix-de',
    'payslip',
    'de',
    'scan',
    [
      str('personalnummer', undefined, { required: true }),
      num('brutto', undefined, true),
      num('lohnsteuer'),
      num('netto_jahr'),
      str('arbeitgeber'),
    ],
    {
      personalnummer: '0412',
      brutto: 2950,
      lohnsteuer: 312.41,
      netto_jahr: 8045.48,
      arbeitgeber: 'Bäckerei Sonnenkorn GmbH',
    },
    [
      'Bäckerei Sonnenkorn GmbH',
      'Lohnabrechnung April 2026',
      'Personal-Nr. 0412',
      '',
      'Bezeichnung\tMonat\tJahr',
      'Brutto\t2.950,00\t11.800,00',
      'Lohnsteuer\t312,41\t1.249,64',
      'Netto\t2.011,37\t8.045,48',
    ],
  ),
  fresh(
    'e-folio-calculations-en',
    'hotel_folio',
    'en',
    'txt',
    [
      str('folio_number', undefined, { required: true }),
      str('guest'),
      num('nights'),
      num('city_tax'),
      num('room_charge'),
      num('total', undefined, true),
      bool('settled'),
    ],
    {
      folio_number: '88213',
      guest: 'Hannah Lee',
      nights: 3,
      city_tax: 7.5,
      room_charge: 435,
      total: 550.5,
      settled: true,
    },
    {
      raw: `LAKESIDE LODGE
Guest folio 88213

Guest: Hannah Lee

Room charge        3 nights at 145.00        435.00
City tax           3 x 2.50                    7.50
Breakfast          2 persons x 3 days @ 18.00  108.00
TOTAL                                        550.50

[x] Settled   [ ] Open
`,
    },
  ),
];

// Fresh set F (layout 15): written after every rule of session 5, measured once, never tuned on.
export const FRESH_F_LAYOUT = 15;

const LATE_DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'f-po-positions-de',
    'purchase_order',
    'de',
    'pdf',
    [
      str('bestellnummer', undefined, { required: true }),
      date('bestelldatum'),
      obj('lieferant', [str('firma'), str('ort')]),
      list('positionen', [str('artikel'), num('menge'), num('einzelpreis'), num('gesamt')]),
      num('netto'),
      num('brutto', undefined, true),
    ],
    {
      bestellnummer: 'B-2026-0519',
      bestelldatum: '2026-05-19',
      lieferant: { firma: 'Schlosserei Weber', ort: 'Herford' },
      positionen: [
        { artikel: 'Flachstahl 40x5, 6 m', menge: 12, einzelpreis: 18.4, gesamt: 220.8 },
        { artikel: 'Winkel 50x50x5, 6 m', menge: 8, einzelpreis: 27.9, gesamt: 223.2 },
      ],
      netto: 444,
      brutto: 528.36,
    },
    [
      'Metallbau Krüger GmbH · Industriestr. 8 · 33602 Bielefeld',
      '',
      'Schlosserei Weber',
      'Am Bach 3',
      '32052 Herford',
      '\t\t\t\tBestellung',
      'Bestell-Nr.\tB-2026-0519',
      'Bestelldatum\t19.05.2026',
      'Liefertermin\tKW 23',
      '',
      'Pos.\tArtikel\tMenge\tEinzelpreis\tGesamt',
      '1\tFlachstahl 40x5, 6 m\t12 Stk.\t18,40\t220,80',
      '2\tWinkel 50x50x5, 6 m\t8 Stk.\t27,90\t223,20',
      '',
      'Netto\t444,00 €',
      'USt 19 %\t84,36 €',
      'Brutto\t528,36 €',
    ],
  ),
  fresh(
    'f-invoice-caps-en',
    'invoice',
    'en',
    'txt',
    [
      str('invoice_no', undefined, { required: true }),
      date('date'),
      date('due_date'),
      str('customer'),
      str('customer_no'),
      num('discount'),
      num('net'),
      num('total', undefined, true),
      str('iban'),
    ],
    {
      invoice_no: '2026-0731',
      date: '2026-11-23',
      due_date: '2026-12-07',
      customer: 'Fjord Analytics AS',
      customer_no: 'K-20931',
      discount: 225,
      net: 4275,
      total: 4275,
      iban: 'DE12 1001 0010 0123 4567 89',
    },
    {
      raw: `NORDLICHT SOFTWARE GMBH
Torstrasse 140, 10119 Berlin

INVOICE

CUSTOMER        Fjord Analytics AS
CUSTOMER NO     K-20931
INVOICE NO      2026-0731
DATE            23 Nov 2026
PAYABLE BY      07 Dec 2026

Annual licence, 25 users              EUR 4,500.00
Loyalty discount 5 %                   EUR 225.00-
NET                                    EUR 4,275.00
VAT 0 % (reverse charge)               EUR 0.00
TOTAL                                  EUR 4,275.00

Please transfer the amount of EUR 4,275.00 to IBAN DE12 1001 0010 0123 4567 89.
`,
    },
  ),
  fresh(
    'f-folio-letter-de',
    'hotel_folio',
    'de',
    'eml',
    [
      str('rechnungsnummer', undefined, { required: true }),
      date('abreise'),
      str('zimmer'),
      num('naechte'),
      num('gesamtbetrag', undefined, true),
      str('zahlungsart'),
    ],
    {
      rechnungsnummer: 'H-55120',
      abreise: '2026-11-05',
      zimmer: '214',
      naechte: 3,
      gesamtbetrag: 487.8,
      zahlungsart: 'Mastercard',
    },
    [
      'Guten Tag Herr Albers,',
      '',
      'vielen Dank für Ihren Aufenthalt vom 02.11. bis 05.11.2026 in unserem Haus.',
      'Anbei Ihre Rechnung Nr. H-55120 über 487,80 EUR, die wir Ihrer Kreditkarte (Mastercard) belastet haben.',
      '',
      'Zimmer 214 · 3 Nächte à 142,00 EUR',
      'Frühstück · 3 x 18,50 EUR',
      'Kurtaxe · 3 x 2,10 EUR',
      '',
      'Herzliche Grüße',
      'Hotel Seeblick Plön',
    ],
  ),
  fresh(
    'f-receipt-grocer-en',
    'receipt',
    'en',
    'png',
    [str('store', undefined, { required: true }), str('store_city'), date('date'), num('subtotal', undefined, true)],
    { store: 'CORNER GROCER', store_city: 'Bath', date: '2026-11-23', subtotal: 6.75 },
    [
      'CORNER GROCER',
      '88 High St, Bath BA1 5AW',
      '23/11/2026 10:14',
      '',
      'Apples 1.2 kg @ 2.50/kg\t3.00',
      'Milk 2L\t1.65',
      'Bread\t2.10',
      'SUBTOTAL\t6.75',
      'CARD\t6.75',
      'Contactless VISA DEBIT',
    ],
  ),
];

// Fresh set G (layout 16): written at the end of session 5 after the last rules, measured once, never tuned on.
export const FRESH_G_LAYOUT = 16;

const LAST_DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'g-broadband-email-en',
    'utility_bill',
    'en',
    'eml',
    [
      str('account_number', undefined, { required: true }),
      str('customer_name'),
      str('plan'),
      num('amount', undefined, true),
      date('collection_date'),
      date('period_end'),
      num('router_rental'),
      bool('direct_debit'),
    ],
    {
      account_number: '7720-118-03',
      customer_name: 'Sarah Collins',
      plan: 'Fibre 500',
      amount: 42.99,
      collection_date: '2026-03-18',
      period_end: '2026-03-31',
      router_rental: 3,
      direct_debit: true,
    },
    [
      'Hi Sarah Collins,',
      '',
      'Your March bill for account 7720-118-03 is ready.',
      'The amount of £42.99 will be collected by Direct Debit on 18 March 2026.',
      '',
      'Plan: Fibre 500',
      'Period: 01/03/2026 - 31/03/2026',
      'Monthly price: £39.99',
      'Router rental: £3.00',
      '',
      'Thanks,',
      'Skyline Broadband',
    ],
  ),
  fresh(
    'g-delivery-note-de',
    'delivery_note',
    'de',
    'docx',
    [
      str('lieferscheinnummer', undefined, { required: true }),
      date('datum'),
      str('kundennummer'),
      str('empfaenger'),
      list('positionen', [str('artikel'), num('menge'), str('einheit')]),
      num('paletten'),
      num('gewicht_kg'),
    ],
    {
      lieferscheinnummer: 'LS-88412',
      datum: '2026-02-12',
      kundennummer: '30017',
      empfaenger: 'Bau Meyer OHG',
      positionen: [
        { artikel: 'Zement CEM II 25 kg', menge: 40, einheit: 'Sack' },
        { artikel: 'Kalksandstein 2DF', menge: 600, einheit: 'Stk.' },
        { artikel: 'Baustahlmatte Q188', menge: 12, einheit: 'Stk.' },
      ],
      paletten: 5,
      gewicht_kg: 2480,
    },
    [
      'Baustoffe Hanse GmbH · Ostring 4 · 24143 Kiel',
      'Lieferschein',
      'Lieferschein-Nr.: LS-88412   Datum: 12.02.2026   Kunden-Nr.: 30017',
      'Lieferanschrift: Bau Meyer OHG, Fördeweg 9, 24159 Kiel',
      '',
      'Pos\tArtikel\tMenge\tEinheit',
      '1\tZement CEM II 25 kg\t40\tSack',
      '2\tKalksandstein 2DF\t600\tStk.',
      '3\tBaustahlmatte Q188\t12\tStk.',
      '',
      'Anzahl der Paletten: 5',
      'Gesamtgewicht 2.480 kg',
    ],
  ),
  fresh(
    'g-pay-statement-en',
    'payslip',
    'en',
    'pdf',
    [
      str('employee', undefined, { required: true }),
      str('employee_id'),
      date('pay_date'),
      date('period_start'),
      num('overtime_current'),
      num('federal_tax'),
      num('net_pay', undefined, true),
    ],
    {
      employee: 'Luis Ortega',
      employee_id: '44817',
      pay_date: '2026-01-31',
      period_start: '2026-01-01',
      overtime_current: 281.28,
      federal_tax: 612.4,
      net_pay: 4341.44,
    },
    [
      'ACME ROBOTICS INC.\t\t\t\tPAY STATEMENT',
      'Employee: Luis Ortega\t\t\tPay date: 01/31/2026',
      'Employee ID: 44817\t\t\t\tPeriod: 01/01/2026 - 01/31/2026',
      '',
      'Earnings\tHours\tRate\tCurrent\tYTD',
      'Regular\t160\t31.25\t5,000.00\t5,000.00',
      'Overtime\t6\t46.88\t281.28\t281.28',
      '',
      'Deductions\tCurrent\tYTD',
      'Federal income tax\t(612.40)\t(612.40)',
      'Social Security\t(327.44)\t(327.44)',
      '',
      'NET PAY\t4,341.44',
    ],
  ),
  fresh(
    'g-painter-invoice-de',
    'invoice',
    'de',
    'txt',
    [
      str('rechnungsnummer', undefined, { required: true }),
      date('rechnungsdatum'),
      date('leistungszeitraum_bis'),
      num('arbeitszeit_stunden'),
      num('material'),
      num('netto'),
      num('mwst'),
      num('rechnungsbetrag', undefined, true),
    ],
    {
      rechnungsnummer: '2026-041',
      rechnungsdatum: '2026-02-20',
      leistungszeitraum_bis: '2026-02-13',
      arbeitszeit_stunden: 32,
      material: 284.5,
      netto: 1820.5,
      mwst: 345.9,
      rechnungsbetrag: 2166.4,
    },
    {
      raw: `Malerbetrieb Sommer
Inh. Anja Sommer · Gartenweg 2 · 79100 Freiburg

Rechnung Nr. 2026-041 vom 20. Februar 2026

Für die Malerarbeiten in Ihrer Wohnung (Leistungszeitraum 09.02.–13.02.2026) berechne ich:

Arbeitszeit 32 Std. à 48,00 €            1.536,00 €
Material pauschal                           284,50 €
Nettobetrag                               1.820,50 €
zzgl. 19 % MwSt.                            345,90 €
Rechnungsbetrag                           2.166,40 €

Zahlbar innerhalb von 14 Tagen ohne Abzug.
`,
    },
  ),
];

export const FRESH_E: TCorpusDocument[] = [
  ...DOCUMENTS.map((document) => ({ ...document, layout: FRESH_E_LAYOUT })),
  ...LATE_DOCUMENTS.map((document) => ({ ...document, layout: FRESH_F_LAYOUT })),
  ...LAST_DOCUMENTS.map((document) => ({ ...document, layout: FRESH_G_LAYOUT })),
];
