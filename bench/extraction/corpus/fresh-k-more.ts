// Sealed set K, part two (see fresh-k.ts): never tune the extractor on these documents.

import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

const time = (name: string, description?: string) => str(name, description, { format: 'time' });

export const FRESH_K_MORE: TCorpusDocument[] = [
  fresh(
    'k-kontoauszug-de',
    'bank_statement',
    'de',
    'txt',
    [
      str('kontoinhaber'),
      str('iban', undefined, { required: true }),
      str('auszugsnummer', 'z. B. 3/2026'),
      num('alter_kontostand'),
      num('neuer_kontostand'),
      list('buchungen', [
        date('buchungstag'),
        str('vorgang', 'Art der Buchung, z. B. Lastschrift'),
        str('buchungstext', 'Zweite Zeile der Buchung: Auftraggeber/Empfänger und Verwendungszweck'),
        num('betrag', 'Negativ bei Belastungen'),
      ]),
    ],
    {
      kontoinhaber: 'Heinrich Albrecht Schuster',
      iban: 'DE61 7645 0000 0012 4473 05',
      auszugsnummer: '3/2026',
      alter_kontostand: 1982.45,
      neuer_kontostand: 4060.36,
      buchungen: [
        {
          buchungstag: '2026-03-02',
          vorgang: 'Lastschrift',
          buchungstext: 'Telekom Deutschland GmbH Rg 1162 8840 2213',
          betrag: -54.9,
        },
        {
          buchungstag: '2026-03-05',
          vorgang: 'Rente',
          buchungstext: 'Deutsche Rentenversicherung Bund RV-Rente 03/26',
          betrag: 2840.17,
        },
        {
          buchungstag: '2026-03-10',
          vorgang: 'Kartenzahlung',
          buchungstext: 'EDEKA Hubers Markt Roth 09.03. 18:42',
          betrag: -87.36,
        },
        {
          buchungstag: '2026-03-16',
          vorgang: 'Dauerauftrag',
          buchungstext: 'Wohnbau Roth eG Miete Whg 7',
          betrag: -620,
        },
      ],
    },
    {
      raw: `Sparkasse Mittelfranken-Süd                                  Kontoauszug 3/2026
                                                             Blatt 1 von 1
Girokonto 0012447305     IBAN DE61 7645 0000 0012 4473 05     BIC BYLADEM1SRS
Kontoinhaber: Heinrich Albrecht Schuster

Bu-Tag  Wert    Vorgang / Buchungsinformation                      Betrag EUR
--------------------------------------------------------------------------------
                Kontostand am 28.02.2026                            1.982,45 H
02.03.  02.03.  Lastschrift                                            54,90 S
                Telekom Deutschland GmbH Rg 1162 8840 2213
05.03.  05.03.  Rente                                               2.840,17 H
                Deutsche Rentenversicherung Bund RV-Rente 03/26
10.03.  10.03.  Kartenzahlung                                          87,36 S
                EDEKA Hubers Markt Roth 09.03. 18:42
16.03.  16.03.  Dauerauftrag                                          620,00 S
                Wohnbau Roth eG Miete Whg 7
--------------------------------------------------------------------------------
                Kontostand am 31.03.2026                            4.060,36 H

S = Soll (Belastung)   H = Haben (Gutschrift)
Bitte prüfen Sie die Buchungen. Einwendungen gegen den Rechnungsabschluss sind
innerhalb von sechs Wochen nach Zugang zu erheben.
`,
    },
  ),
  fresh(
    'k-vet-invoice-en',
    'veterinary_invoice',
    'en',
    'docx',
    [
      str('clinicName'),
      str('invoiceNumber', undefined, { required: true }),
      date('invoiceDate'),
      str('clientName'),
      obj('patient', [str('name'), str('species')]),
      list('items', [str('description'), num('quantity'), num('unitPrice'), num('lineTotal')]),
      num('subtotal'),
      num('salesTax'),
      num('total', undefined, true),
      num('balanceDue'),
      str('cardLast4', 'Last four digits of the card used'),
    ],
    {
      clinicName: 'Willow Creek Veterinary Hospital',
      invoiceNumber: '104877',
      invoiceDate: '2026-02-21',
      clientName: 'Derek & Hannah Ocampo',
      patient: { name: 'Biscuit', species: 'Canine' },
      items: [
        { description: 'Exam - sick visit', quantity: 1, unitPrice: 68, lineTotal: 68 },
        { description: 'Radiographs, abdomen (2 views)', quantity: 1, unitPrice: 185, lineTotal: 185 },
        { description: 'Cerenia injection 10 mg/ml', quantity: 1.2, unitPrice: 22.5, lineTotal: 27 },
        { description: 'Sub-Q fluids', quantity: 1, unitPrice: 42, lineTotal: 42 },
        { description: "Hill's i/d canned 13 oz", quantity: 6, unitPrice: 3.89, lineTotal: 23.34 },
        { description: 'Biohazard waste disposal', quantity: 1, unitPrice: 4.5, lineTotal: 4.5 },
      ],
      subtotal: 349.84,
      salesTax: 1.75,
      total: 351.59,
      balanceDue: 0,
      cardLast4: '4417',
    },
    [
      'Willow Creek Veterinary Hospital',
      '2150 Harlan Road, Lakewood, CO 80215 · (303) 555-0187 · willowcreekvet.com',
      '',
      'INVOICE',
      'Invoice #\t104877',
      'Date\t02/21/2026',
      'Client\tDerek & Hannah Ocampo',
      'Patient\tBiscuit (Canine, Beagle, 7 yrs, 11.4 kg)',
      'Doctor\tDr. Amira Haddad, DVM',
      '',
      'Description\tQty\tPrice\tTotal',
      'Exam - sick visit\t1\t68.00\t68.00',
      'Radiographs, abdomen (2 views)\t1\t185.00\t185.00',
      'Cerenia injection 10 mg/ml\t1.2\t22.50\t27.00',
      'Sub-Q fluids\t1\t42.00\t42.00',
      "Hill's i/d canned 13 oz\t6\t3.89\t23.34",
      'Biohazard waste disposal\t1\t4.50\t4.50',
      '',
      'Subtotal\t349.84',
      'Sales tax 7.5% (taxable items only)\t1.75',
      'Invoice total\t351.59',
      'Payment - Visa ending 4417\t-351.59',
      'Balance due\t0.00',
      '',
      'Reminder: Biscuit is due for a recheck in 10-14 days. Thank you for trusting us with his care!',
    ],
  ),
  fresh(
    'k-packing-list-en',
    'packing_list',
    'en',
    'scan',
    [
      str('invoice_number'),
      str('container_number', undefined, { required: true }),
      str('seal_number'),
      str('port_of_loading'),
      str('port_of_discharge'),
      list('packages', [str('description'), num('cartons'), num('quantity'), num('gross_weight_kg')]),
      num('total_cartons'),
      num('total_gross_weight_kg'),
      num('net_weight_kg'),
    ],
    {
      invoice_number: 'LF-2026-0219',
      container_number: 'TGHU 884120-3',
      seal_number: 'CN4471092',
      port_of_loading: 'Nansha, China',
      port_of_discharge: 'Savannah, USA',
      packages: [
        { description: 'Steel shelf unit', cartons: 240, quantity: 240, gross_weight_kg: 3360 },
        { description: 'Bamboo bin set', cartons: 320, quantity: 1280, gross_weight_kg: 2240 },
        { description: 'Cotton rug 5x7', cartons: 140, quantity: 420, gross_weight_kg: 1750 },
      ],
      total_cartons: 700,
      total_gross_weight_kg: 7350,
      net_weight_kg: 6812.5,
    },
    [
      'PACKING LIST',
      'Guangzhou Lianfa Houseware Co., Ltd.',
      'Consignee: Homestead Goods Inc., Savannah GA',
      '',
      'Invoice No.: LF-2026-0219',
      'Date: Feb 19, 2026',
      'Container No.: TGHU 884120-3 (40 HC)',
      'Seal No.: CN4471092',
      'Port of loading: Nansha, China',
      'Port of discharge: Savannah, USA',
      '',
      'Marks\tDescription\tCartons\tPieces\tG.W. kg',
      '1-240\tSteel shelf unit\t240\t240\t3,360.0',
      '241-560\tBamboo bin set\t320\t1,280\t2,240.0',
      '561-700\tCotton rug 5x7\t140\t420\t1,750.0',
      'TOTAL\t\t700\t1,940\t7,350.0',
      '',
      'Net weight: 6,812.5 kg',
      'Measurement: 64.8 CBM',
    ],
  ),
  fresh(
    'k-grant-award-en',
    'grant_award',
    'en',
    'eml',
    [
      str('grant_number', undefined, { required: true }),
      str('recipient_organization'),
      str('project_title'),
      num('amount_awarded', 'USD', true),
      obj('grant_period', [date('start'), date('end')]),
      num('first_payment_amount'),
      date('interim_report_due'),
      bool('matching_funds_required'),
      str('program_officer_email', undefined, { format: 'email' }),
    ],
    {
      grant_number: 'HCF-2026-0183',
      recipient_organization: 'Eastside Literacy Collective',
      project_title: 'Read Together 2026',
      amount_awarded: 48500,
      grant_period: { start: '2026-04-01', end: '2027-03-31' },
      first_payment_amount: 24250,
      interim_report_due: '2026-10-30',
      matching_funds_required: false,
      program_officer_email: 'renee.baptiste@harborfoundation.org',
    },
    {
      raw: `From: Renee Baptiste <renee.baptiste@harborfoundation.org>
To: Dr. Ingrid Lindqvist <ilindqvist@eastsideliteracy.org>
Cc: grants@harborfoundation.org
Subject: Grant award HCF-2026-0183 - Eastside Literacy Collective
Date: Tue, 03 Mar 2026 10:12:45 -0500
Message-ID: <20260303151245.HCF0183@harborfoundation.org>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Dear Dr. Lindqvist,

On behalf of the Board of Trustees, I am delighted to let you know that the
Harbor Community Foundation has approved a grant of $48,500 to Eastside
Literacy Collective in support of your project "Read Together 2026".

The key terms are below; the full grant agreement is attached.

Grant number: HCF-2026-0183
Grant period: April 1, 2026 through March 31, 2027
Payment schedule: a first installment of $24,250 will be released by
April 15, 2026. The second installment of $24,250 follows approval of
your interim report, which is due October 30, 2026.

This award does not require matching funds. Funds may be used only for the
purposes described in your proposal of November 12, 2025.

Please sign and return the agreement by March 20, 2026. If you have any
questions, you can reach me directly at renee.baptiste@harborfoundation.org
or (617) 555-0164.

Congratulations, and thank you for the work you do.

Renee Baptiste
Program Officer, Education
Harbor Community Foundation
`,
    },
  ),
  fresh(
    'k-zuwendungsbestaetigung-de',
    'donation_receipt',
    'de',
    'docx',
    [
      obj('zuwendender', [str('name'), str('anschrift')]),
      num('betrag', 'Betrag der Zuwendung in Euro', true),
      date('tagDerZuwendung'),
      str('empfaenger', 'Name der steuerbegünstigten Körperschaft'),
      str('steuernummer'),
      bool('verzichtAufErstattung', 'Verzicht auf Erstattung von Aufwendungen'),
      date('ausstellungsdatum'),
    ],
    {
      zuwendender: { name: 'Dr. Miriam Osterholz', anschrift: 'Kastanienallee 8, 34131 Kassel' },
      betrag: 350,
      tagDerZuwendung: '2025-11-07',
      empfaenger: 'Kinder- und Jugendhilfe Nordhessen e.V.',
      steuernummer: '026 250 11458',
      verzichtAufErstattung: false,
      ausstellungsdatum: '2026-01-15',
    },
    [
      'Kinder- und Jugendhilfe Nordhessen e.V.',
      'Wilhelmshöher Allee 212 · 34119 Kassel',
      '',
      'Bestätigung über Geldzuwendungen',
      'im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes bezeichneten Körperschaften, Personenvereinigungen oder Vermögensmassen',
      '',
      'Name und Anschrift des Zuwendenden:',
      'Dr. Miriam Osterholz, Kastanienallee 8, 34131 Kassel',
      '',
      'Betrag der Zuwendung - in Ziffern -\t- in Buchstaben -\tTag der Zuwendung:',
      '350,00 €\tdreihundertfünfzig\t07.11.2025',
      '',
      'Es handelt sich um den Verzicht auf Erstattung von Aufwendungen: Nein',
      '',
      'Wir sind wegen Förderung der Jugendhilfe nach dem Freistellungsbescheid bzw. nach der Anlage zum Körperschaftsteuerbescheid des Finanzamtes Kassel I, StNr. 026 250 11458, vom 14.03.2024 für den letzten Veranlagungszeitraum 2022 nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer befreit.',
      '',
      'Es wird bestätigt, dass die Zuwendung nur zur Förderung der Jugendhilfe verwendet wird.',
      '',
      'Kassel, 15.01.2026',
      'gez. Bernhard Wiegand, Schatzmeister',
      '',
      'Hinweis: Wer vorsätzlich oder grob fahrlässig eine unrichtige Zuwendungsbestätigung erstellt oder veranlasst, dass Zuwendungen nicht zu den in der Zuwendungsbestätigung angegebenen steuerbegünstigten Zwecken verwendet werden, haftet für die entgangene Steuer (§ 10b Abs. 4 EStG).',
    ],
  ),
  fresh(
    'k-car-rental-en',
    'car_rental_agreement',
    'en',
    'html',
    [
      str('agreement_number', undefined, { required: true }),
      str('renter_name'),
      obj('pickup', [str('location'), date('date'), time('time')]),
      obj('return', [str('location'), date('date')]),
      str('vehicle'),
      str('license_plate'),
      bool('super_cdw', 'Collision damage waiver without excess accepted'),
      num('deposit', 'Security deposit blocked on the card, EUR'),
      num('total', 'Total charged incl. VAT, EUR', true),
    ],
    {
      agreement_number: '7730-55218',
      renter_name: 'Tobias Wendt',
      pickup: { location: 'Lisbon Airport (LIS)', date: '2026-03-12', time: '09:30' },
      return: { location: 'Porto Campanhã Station', date: '2026-03-17' },
      vehicle: 'Peugeot 2008',
      license_plate: 'AX-41-PL',
      super_cdw: true,
      deposit: 900,
      total: 392.06,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Rental Agreement 7730-55218</title>
<style>td{padding:2px 8px} .r{text-align:right}</style></head>
<body>
<h1>Atlântico Rent-a-Car</h1>
<p>Rental Agreement <b>RA 7730-55218</b></p>
<table>
<tr><td>Renter</td><td>Tobias Wendt</td><td>Driver licence</td><td>D B072XK4471 (DE)</td></tr>
<tr><td>Vehicle</td><td>Peugeot 2008 or similar (group CDMR)</td><td>Plate</td><td>AX-41-PL</td></tr>
<tr><td>Mileage out</td><td>22,418 km</td><td>Fuel out</td><td>Full (full-to-full)</td></tr>
</table>
<table>
<tr><th></th><th>Pick-up</th><th>Return</th></tr>
<tr><td>Branch</td><td>Lisbon Airport (LIS)</td><td>Porto Campanhã Station</td></tr>
<tr><td>Date / time</td><td>12 Mar 2026, 09:30</td><td>17 Mar 2026, 10:00</td></tr>
</table>
<h2>Charges</h2>
<table>
<tr><th>Item</th><th>Units</th><th>Rate</th><th class="r">Amount EUR</th></tr>
<tr><td>Time &amp; mileage (unlimited km)</td><td>5 days</td><td>34.90</td><td class="r">174.50</td></tr>
<tr><td>One-way fee</td><td>1</td><td>65.00</td><td class="r">65.00</td></tr>
<tr><td>Super CDW (zero excess)</td><td>5 days</td><td>14.00</td><td class="r">70.00</td></tr>
<tr><td>Via Verde toll transponder</td><td>5 days</td><td>1.85</td><td class="r">9.25</td></tr>
<tr><td colspan="3">Subtotal</td><td class="r">318.75</td></tr>
<tr><td colspan="3">VAT 23 %</td><td class="r">73.31</td></tr>
<tr><td colspan="3"><b>Estimated total</b></td><td class="r"><b>392.06</b></td></tr>
</table>
<p>Options accepted by the renter: Super CDW - YES; Additional driver - NO; Child seat - NO.</p>
<p>A security deposit of EUR 900.00 has been pre-authorised on the renter's credit card and is released after the vehicle is returned undamaged.</p>
<p>Tolls are charged at cost after the rental. Signed at the counter by the renter.</p>
</body></html>
`,
    },
  ),
  fresh(
    'k-telefonrechnung-de',
    'telecom_bill',
    'de',
    'pdf',
    [
      str('kundennummer'),
      str('rechnungsnummer', undefined, { required: true }),
      date('rechnungsdatum'),
      obj('zeitraum', [date('von'), date('bis')]),
      num('rechnungsbetrag', 'Bruttobetrag', true),
      num('mwst_betrag'),
      date('abbuchungsdatum'),
      str('iban'),
    ],
    {
      kundennummer: '88 104 552 7',
      rechnungsnummer: 'RE-2026-03-4471902',
      rechnungsdatum: '2026-03-04',
      zeitraum: { von: '2026-02-01', bis: '2026-02-28' },
      rechnungsbetrag: 53.47,
      mwst_betrag: 8.54,
      abbuchungsdatum: '2026-03-11',
      iban: 'DE89 3704 0044 0532 0130 00',
    },
    [
      'nordnet Telekommunikation GmbH · Postfach 10 44 20 · 24034 Kiel',
      '',
      'Frau\tIhre Rechnung',
      'Svenja Albers\tKundennummer: 88 104 552 7',
      'Holtenauer Str. 77\tRechnungsnummer: RE-2026-03-4471902',
      '24105 Kiel\tRechnungsdatum: 04.03.2026',
      '',
      'Leistungszeitraum: 01.02.2026 - 28.02.2026',
      '',
      'Rechnungsübersicht\tBetrag',
      'Grundgebühr Glasfaser 100\t34,99 €',
      'Mobilfunk Tarif Smart M\t19,99 €',
      'Verbindungen außerhalb des Tarifs\t3,48 €',
      'Gutschrift Routermiete Aktion\t-4,99 €',
      'Rechnungsbetrag (brutto)\t53,47 €',
      'darin enthalten 19 % MwSt.\t8,54 €',
      '',
      'Den Rechnungsbetrag buchen wir am 11.03.2026',
      'von Ihrem Konto DE89 3704 0044 0532 0130 00 ab.',
      'Gläubiger-ID DE98ZZZ09999999999, Mandatsreferenz NN-88104552',
    ],
  ),
  fresh(
    'k-phone-bill-en',
    'telecom_bill',
    'en',
    'eml',
    [
      str('accountNumber', undefined, { required: true }),
      date('billDate'),
      num('previousBalance'),
      num('newCharges'),
      num('amountDue', undefined, true),
      date('dueDate'),
      bool('autopayEnabled'),
      num('numberOfLines'),
    ],
    {
      accountNumber: '0588-21947',
      billDate: '2026-03-02',
      previousBalance: 84.1,
      newCharges: 87.43,
      amountDue: 87.43,
      dueDate: '2026-03-23',
      autopayEnabled: true,
      numberOfLines: 3,
    },
    {
      raw: `From: Cobalt Mobile <billing@cobaltmobile.com>
To: marisol.vega@gmail.com
Subject: Your Cobalt Mobile bill for March is ready
Date: Mon, 02 Mar 2026 07:31:09 -0600
Message-ID: <bill-0588-21947-202603@cobaltmobile.com>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi Marisol,

Your March bill is ready to view in the Cobalt app.

Account: 0588-21947
Bill date: March 2, 2026
Lines on this account: 3

  Previous balance              $84.10
  Payment received Feb 20      -$84.10
  New charges                   $87.43
  ----------------------------------
  Amount due                    $87.43

Due by March 23, 2026.

AutoPay is ON: we'll charge your Visa ending in 9021 on March 23. There's
nothing you need to do.

What changed? Your new charges include a one-time $3.33 international
roaming charge on line (512) 555-0147.

Thanks for being with Cobalt,
The Cobalt Mobile Team

Cobalt Mobile LLC, 600 Congress Ave, Austin TX 78701. Manage email preferences in the app.
`,
    },
  ),
  fresh(
    'k-tuition-en',
    'tuition_invoice',
    'en',
    'png',
    [
      str('student_name'),
      str('student_id', undefined, { required: true }),
      str('term'),
      date('statement_date'),
      num('credit_hours'),
      num('scholarship_credit', 'Scholarships and aid credited, as a positive amount'),
      num('amount_due', undefined, true),
      date('due_date'),
      str('contact_email', undefined, { format: 'email' }),
    ],
    {
      student_name: 'Marcus Bell',
      student_id: '20417763',
      term: 'Spring 2026',
      statement_date: '2026-01-08',
      credit_hours: 15,
      scholarship_credit: 2000,
      amount_due: 4650,
      due_date: '2026-01-23',
      contact_email: 'studentaccounts@ridgeview.edu',
    },
    [
      'Ridgeview College',
      'Office of Student Accounts',
      '',
      'TUITION STATEMENT - Spring 2026',
      '',
      'Student: Marcus Bell\tStudent ID: 20417763',
      'Statement date: 01/08/2026\tDue date: 01/23/2026',
      '',
      'Tuition, 15 credit hours\t$6,375.00',
      'Technology fee\t$180.00',
      'Student activity fee\t$95.00',
      "Scholarship - Dean's Award\t-$2,000.00",
      'Amount due\t$4,650.00',
      '',
      'Questions? studentaccounts@ridgeview.edu',
    ],
  ),
  fresh(
    'k-handelsrechnung-de',
    'customs_invoice',
    'de',
    'txt',
    [
      str('rechnungsnummer', undefined, { required: true }),
      date('datum'),
      obj('empfaenger', [str('firma'), str('land')]),
      str('incoterms', 'Lieferbedingung mit Ort, z. B. "FCA Hamburg"'),
      list('positionen', [
        str('zolltarifnummer'),
        str('bezeichnung'),
        str('ursprungsland', 'ISO-Ländercode'),
        num('menge'),
        num('gesamtpreis'),
      ]),
      num('gesamtwert'),
      num('bruttogewicht_kg'),
      num('packstuecke'),
    ],
    {
      rechnungsnummer: 'HR-26-00318',
      datum: '2026-02-24',
      empfaenger: { firma: 'Kessler Mechanik AG', land: 'Schweiz' },
      incoterms: 'DAP Winterthur',
      positionen: [
        {
          zolltarifnummer: '8207 60 10',
          bezeichnung: 'Bohrer HSS-E 8,5 mm',
          ursprungsland: 'DE',
          menge: 200,
          gesamtpreis: 870,
        },
        {
          zolltarifnummer: '8207 70 10',
          bezeichnung: 'Fräser VHM D12 Z4',
          ursprungsland: 'DE',
          menge: 40,
          gesamtpreis: 1556,
        },
        {
          zolltarifnummer: '8466 10 20',
          bezeichnung: 'Spannzangen-Satz ER32',
          ursprungsland: 'CN',
          menge: 12,
          gesamtpreis: 774,
        },
      ],
      gesamtwert: 3200,
      bruttogewicht_kg: 44.2,
      packstuecke: 2,
    },
    {
      raw: `Brenner Präzisionswerkzeuge GmbH
Industriestraße 40, 73430 Aalen, Deutschland
USt-IdNr. DE 814 227 903   EORI DE4471180000000

                                  HANDELSRECHNUNG / COMMERCIAL INVOICE

Rechnungs-Nr.: HR-26-00318                      Datum: 24.02.2026
Kunden-Nr.:    CH-2207                          Lieferbedingung (Incoterms 2020):
                                                DAP Winterthur
Empfänger:
Kessler Mechanik AG
Zürcherstrasse 112
8406 Winterthur
Schweiz

Pos  Warentarif-Nr.  Bezeichnung               Urspr.  Menge  Einzelpreis     Gesamt
---  --------------  ------------------------  ------  -----  -----------  ---------
1    8207 60 10      Bohrer HSS-E 8,5 mm       DE        200         4,35     870,00
2    8207 70 10      Fräser VHM D12 Z4         DE         40        38,90   1.556,00
3    8466 10 20      Spannzangen-Satz ER32     CN         12        64,50     774,00
                                                                           ---------
                                               Gesamtwert EUR               3.200,00

Nettogewicht: 38,6 kg     Bruttogewicht: 44,2 kg     Packstücke: 2 Kartons
Versand: DHL Freight, Sendung 4471-8820-19

Ursprungserklärung: Der Ausführer (EORI DE4471180000000) der Waren, auf die sich
dieses Handelspapier bezieht, erklärt, dass diese Waren, soweit nicht anders
angegeben, präferenzbegünstigte Ursprungswaren der EU sind. Position 3: kein
Präferenzursprung.

Aalen, 24.02.2026                                    Brenner Präzisionswerkzeuge GmbH
`,
    },
  ),
];
