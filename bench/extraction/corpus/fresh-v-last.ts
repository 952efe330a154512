// Sealed set V, documents 21-30 (see fresh-v.ts). Never tune on them.
import { bool, date, list, num, obj, str } from './fresh-doc.ts';
import { sealedV } from './fresh-v-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_V_LAST: TCorpusDocument[] = [
  sealedV(
    '21-boarding-pass',
    'boarding pass',
    'en',
    'png',
    [
      str('passengerName'),
      str('flightNumber'),
      date('flightDate'),
      obj('origin', [str('city'), str('iata')]),
      obj('destination', [str('city'), str('iata')]),
      str('boardingTime'),
      str('departureTime'),
      str('gate'),
      str('seat'),
      str('cabin', 'Economy, Premium or Business'),
      str('sequenceNumber'),
      str('ticketNumber'),
      str('terminal'),
      str('bookingReference', 'PNR'),
    ],
    {
      passengerName: 'OKONKWO/CHIDI MR',
      flightNumber: 'NW 1572',
      flightDate: '2026-03-12',
      origin: { city: 'Copenhagen', iata: 'CPH' },
      destination: { city: 'Lisbon', iata: 'LIS' },
      boardingTime: '06:55',
      departureTime: '07:35',
      gate: 'B14',
      seat: '23F',
      cabin: 'Economy',
      sequenceNumber: '087',
      ticketNumber: '936 2411 887 004',
    },
    [
      'NORDWIND AIRWAYS                 BOARDING PASS',
      '',
      'Name\tFrom\tTo',
      'OKONKWO/CHIDI MR\tCopenhagen CPH\tLisbon LIS',
      'Flight\tDate\tBoarding\tGate\tSeat',
      'NW 1572\t12MAR26\t06:55\tB14\t23F',
      '',
      'Departure 07:35    Class Economy (V)    Zone 3',
      'Seq. 087    ETKT 936 2411 887 004',
      'Gate closes 20 minutes before departure.',
    ],
  ),
  sealedV(
    '22-cloud-bill',
    'cloud services bill',
    'en',
    'html',
    [
      str('invoice_number', undefined, { required: true }),
      date('invoice_date'),
      obj('billing_period', [date('start'), date('end')]),
      str('account_id'),
      list('line_items', [str('service'), num('quantity'), str('unit'), num('unit_price'), num('amount')]),
      num('subtotal'),
      num('credits'),
      num('tax'),
      num('total', undefined, true),
      bool('auto_pay'),
      str('purchase_order_number'),
      str('vat_id'),
    ],
    {
      invoice_number: 'NCP-2026-02-884731',
      invoice_date: '2026-03-02',
      billing_period: { start: '2026-02-01', end: '2026-02-28' },
      account_id: '4471-9920-1183',
      line_items: [
        { service: 'Compute Engine', quantity: 2190, unit: 'vCPU-hour', unit_price: 0.0475, amount: 104.03 },
        { service: 'Object Storage', quantity: 1840, unit: 'GB-month', unit_price: 0.021, amount: 38.64 },
        { service: 'Data Transfer Out', quantity: 612, unit: 'GB', unit_price: 0.085, amount: 52.02 },
        { service: 'Managed PostgreSQL', quantity: 672, unit: 'instance-hour', unit_price: 0.142, amount: 95.42 },
        { service: 'Developer Support Plan', quantity: 1, unit: 'month', unit_price: 29, amount: 29 },
      ],
      subtotal: 319.11,
      credits: 50,
      tax: 0,
      total: 269.11,
      auto_pay: true,
    },
    {
      raw: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Nimbus Cloud Platform invoice</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#222">
<div style="display:flex;justify-content:space-between">
  <div><b>Nimbus Cloud Platform, Inc.</b><br>500 Howard St, San Francisco, CA 94105</div>
  <div>
    <div>Invoice number <b>NCP-2026-02-884731</b></div>
    <div>Invoice date <b>March 2, 2026</b></div>
    <div>Account ID <b>4471-9920-1183</b></div>
  </div>
</div>
<h2>Invoice for Feb 1 – Feb 28, 2026</h2>
<table style="width:100%;border-collapse:collapse">
<thead><tr><th align="left">Service</th><th>Usage</th><th>Unit</th><th>Rate (USD)</th><th align="right">Amount (USD)</th></tr></thead>
<tbody>
<tr><td>Compute Engine</td><td>2,190</td><td>vCPU-hour</td><td>0.0475</td><td align="right">104.03</td></tr>
<tr><td>Object Storage</td><td>1,840</td><td>GB-month</td><td>0.021</td><td align="right">38.64</td></tr>
<tr><td>Data Transfer Out</td><td>612</td><td>GB</td><td>0.085</td><td align="right">52.02</td></tr>
<tr><td>Managed PostgreSQL</td><td>672</td><td>instance-hour</td><td>0.142</td><td align="right">95.42</td></tr>
<tr><td>Developer Support Plan</td><td>1</td><td>month</td><td>29.00</td><td align="right">29.00</td></tr>
</tbody>
</table>
<div style="text-align:right">
<p>Subtotal: $319.11</p>
<p>Promotional credits applied: $50.00</p>
<p>Tax: $0.00</p>
<p><b>Total due: $269.11</b></p>
</div>
<p>This amount will be charged automatically to your card on file on March 9, 2026. No action is needed.</p>
</body></html>
`,
    },
  ),
  sealedV(
    '23-pharmacy-receipt',
    'pharmacy receipt',
    'de',
    'scan',
    [
      str('quittungsnummer'),
      date('datum'),
      str('apotheke'),
      str('patient'),
      str('verordnenderArzt'),
      list('positionen', [str('bezeichnung'), num('menge'), num('betrag')]),
      num('total'),
      num('mwst'),
      str('zahlungsart'),
      str('krankenkasse'),
      str('versichertennummer'),
      num('rabatt'),
      num('franchise'),
    ],
    {
      quittungsnummer: '118-44719',
      datum: '2026-03-07',
      apotheke: 'Apotheke zur Linde',
      patient: 'Marco Rüegg',
      verordnenderArzt: 'Dr. med. A. Keller',
      positionen: [
        { bezeichnung: 'Dafalgan 1 g Filmtabl 16 Stk', menge: 1, betrag: 6.9 },
        { bezeichnung: 'Ibuprofen Sandoz 400 mg 20 Stk', menge: 1, betrag: 8.45 },
        { bezeichnung: 'Bepanthen Plus Creme 30 g', menge: 1, betrag: 14.3 },
        { bezeichnung: 'Medikamentencheck (LOA)', menge: 1, betrag: 4.3 },
        { bezeichnung: 'Bezugscheck (LOA)', menge: 1, betrag: 3.25 },
      ],
      total: 37.2,
      mwst: 0.94,
      zahlungsart: 'TWINT',
      krankenkasse: 'SWICA',
      versichertennummer: '80756 004471 228',
    },
    [
      'Apotheke zur Linde',
      'Limmatquai 6, 8001 Zürich',
      'Tel. 044 251 44 19  MWST CHE-109.447.120',
      '',
      'Quittung Nr. 118-44719',
      'Datum 07.03.2026 10:42   Kasse 2',
      'Patient: Marco Rüegg',
      'Rezept von Dr. med. A. Keller',
      '',
      'Artikel\tMenge\tCHF',
      'Dafalgan 1 g Filmtabl 16 Stk\t1\t6.90',
      'Ibuprofen Sandoz 400 mg 20 Stk\t1\t8.45',
      'Bepanthen Plus Creme 30 g\t1\t14.30',
      'Medikamentencheck (LOA)\t1\t4.30',
      'Bezugscheck (LOA)\t1\t3.25',
      '',
      'Total CHF\t37.20',
      'davon MWST 2.6 %\t0.94',
      'Bezahlt TWINT\t37.20',
      '',
      'Rückforderungsbeleg für Ihre Krankenkasse',
      'SWICA  Vers.-Nr. 80756 004471 228',
      'Gute Besserung!',
    ],
  ),
  sealedV(
    '24-software-licence-invoice',
    'software licence invoice',
    'de',
    'eml',
    [
      str('rechnungsnummer', undefined, { required: true }),
      date('rechnungsdatum'),
      obj('lieferant', [str('name'), str('uid')]),
      obj('kunde', [str('name'), str('kundennummer')]),
      obj('leistungszeitraum', [date('von'), date('bis')]),
      list('positionen', [str('artikelnummer'), str('beschreibung'), num('menge'), num('einzelpreis'), num('gesamt')]),
      num('nettobetrag'),
      num('ustSatz', 'Prozent'),
      num('ustBetrag'),
      num('bruttobetrag'),
      date('faelligAm'),
      num('skontoProzent'),
      date('skontoBis'),
      str('iban'),
      str('bestellnummer'),
      str('lizenzschluessel'),
    ],
    {
      rechnungsnummer: '2026-0318',
      rechnungsdatum: '2026-03-18',
      lieferant: { name: 'Codewerk Software GmbH', uid: 'ATU68127749' },
      kunde: { name: 'Donau Logistik AG', kundennummer: 'K-10493' },
      leistungszeitraum: { von: '2026-04-01', bis: '2027-03-31' },
      positionen: [
        {
          artikelnummer: 'CW-PRO-NU',
          beschreibung: 'Codewerk Pro, Named User, 12 Monate',
          menge: 25,
          einzelpreis: 384,
          gesamt: 9600,
        },
        { artikelnummer: 'CW-ADM', beschreibung: 'Admin-Konsole Add-on', menge: 1, einzelpreis: 1200, gesamt: 1200 },
        { artikelnummer: 'CW-SUP-P', beschreibung: 'Premium Support 24/7', menge: 1, einzelpreis: 1620, gesamt: 1620 },
      ],
      nettobetrag: 12420,
      ustSatz: 20,
      ustBetrag: 2484,
      bruttobetrag: 14904,
      faelligAm: '2026-04-17',
      skontoProzent: 2,
      skontoBis: '2026-03-27',
      iban: 'AT15 2011 1827 1544 9900',
    },
    [
      'Rechnung 2026-0318 – Jahreslizenzen Codewerk Pro',
      'Codewerk Software GmbH · Mariahilfer Straße 88 · 1070 Wien · UID ATU68127749',
      '',
      'Rechnungsempfänger: Donau Logistik AG, z. H. IT-Einkauf, Hafenstraße 4, 4020 Linz',
      'Kundennummer: K-10493',
      'Rechnungsdatum: 18.03.2026',
      'Leistungszeitraum: 01.04.2026 – 31.03.2027',
      '',
      'Artikel\tBeschreibung\tMenge\tEinzelpreis\tGesamt',
      'CW-PRO-NU\tCodewerk Pro, Named User, 12 Monate\t25\t384,00\t9.600,00',
      'CW-ADM\tAdmin-Konsole Add-on\t1\t1.200,00\t1.200,00',
      'CW-SUP-P\tPremium Support 24/7\t1\t1.620,00\t1.620,00',
      '',
      'Summe netto: 12.420,00 EUR',
      'zzgl. 20 % USt: 2.484,00 EUR',
      'Rechnungsbetrag: 14.904,00 EUR',
      '',
      'Zahlbar bis 17.04.2026 ohne Abzug oder bis 27.03.2026 mit 2 % Skonto.',
      'Erste Bank · IBAN AT15 2011 1827 1544 9900 · BIC GIBAATWWXXX',
      'Die Lizenzschlüssel erhalten Sie nach Zahlungseingang in einer separaten E-Mail.',
    ],
  ),
  sealedV(
    '25-grant-award-letter',
    'grant award letter',
    'en',
    'docx',
    [
      str('reference'),
      date('letter_date'),
      str('recipient_organisation'),
      str('contact_name'),
      str('project_title'),
      num('grant_amount', 'GBP', true),
      num('eligible_costs'),
      num('grant_percentage'),
      date('grant_start'),
      date('grant_end'),
      num('first_instalment_percent'),
      date('interim_report_due'),
      date('acceptance_deadline'),
      num('match_funding_required'),
      obj('grant_officer', [str('name'), str('email')]),
      str('charity_number'),
    ],
    {
      reference: 'NHF-24-01187',
      letter_date: '2026-02-10',
      recipient_organisation: 'Tynemouth Community Archive',
      contact_name: 'Dr Amara Nwosu',
      project_title: 'Voices of the Tyne: Digitising the Shipyard Oral History Archive',
      grant_amount: 48500,
      eligible_costs: 67360,
      grant_percentage: 72,
      grant_start: '2026-04-01',
      grant_end: '2027-09-30',
      first_instalment_percent: 50,
      interim_report_due: '2027-03-31',
      acceptance_deadline: '2026-03-10',
      match_funding_required: 18860,
      grant_officer: { name: 'Rachel Hume', email: 'rachel.hume@nhfund.example' },
    },
    [
      'Northern Heritage Fund',
      'Baltic Place, Gateshead NE8 3BA',
      '',
      'Our ref: NHF-24-01187',
      '10 February 2026',
      '',
      'Dr Amara Nwosu',
      'Tynemouth Community Archive',
      '14 Front Street, Tynemouth NE30 4DZ',
      '',
      'Grant offer: Voices of the Tyne: Digitising the Shipyard Oral History Archive',
      '',
      'Dear Dr Nwosu,',
      'I am delighted to tell you that our Board has awarded Tynemouth Community Archive a grant of £48,500 towards the project above. This is 72% of the eligible project costs of £67,360.',
      'The grant period runs from 1 April 2026 to 30 September 2027. We will pay the grant in three instalments: 50% when you accept this offer, 40% after we approve your interim report, which is due on 31 March 2027, and the final 10% on receipt of your completion report.',
      'Before we release the first payment you must confirm that match funding of £18,860 has been secured.',
      'Please accept this offer by signing and returning the enclosed terms and conditions by 10 March 2026. After that date the offer lapses.',
      'Your grant officer, Rachel Hume (rachel.hume@nhfund.example), will be happy to answer any questions.',
      '',
      'Yours sincerely,',
      'Graham Lowther',
      'Director of Grants',
    ],
  ),
  sealedV(
    '26-deposit-statement',
    'tenancy deposit statement',
    'de',
    'txt',
    [
      str('mieter'),
      str('mietobjekt'),
      date('mietende'),
      num('kaution'),
      date('kautionEingezahltAm'),
      num('zinsen'),
      list('abzuege', [str('grund'), num('betrag')]),
      num('summeAbzuege'),
      num('auszahlungsbetrag'),
      date('auszahlungBis'),
      str('iban', 'Konto des Mieters'),
      date('abrechnungsdatum'),
      str('kautionskontoNummer'),
      num('nachforderung'),
    ],
    {
      mieter: 'Jonas Wehrle',
      mietobjekt: 'Schwarzwaldstraße 31, 79117 Freiburg, EG rechts',
      mietende: '2025-10-31',
      kaution: 1950,
      kautionEingezahltAm: '2019-11-01',
      zinsen: 23.41,
      abzuege: [
        { grund: 'Nachzahlung Betriebskosten 2024', betrag: 186.2 },
        { grund: 'Einbehalt Betriebskosten 2025 (vorläufig)', betrag: 250 },
        { grund: 'Reparatur Badezimmertür lt. Übergabeprotokoll', betrag: 139 },
      ],
      summeAbzuege: 575.2,
      auszahlungsbetrag: 1398.21,
      auszahlungBis: '2026-01-15',
      iban: 'DE84 6809 0000 0024 4719 08',
      abrechnungsdatum: '2026-01-05',
    },
    {
      raw: `Immobilien Faller GmbH, Bertoldstraße 12, 79098 Freiburg

Herrn Jonas Wehrle
Kirchstraße 8
79100 Freiburg                                         Freiburg, 05.01.2026

Abrechnung der Mietkaution

Mieter:            Jonas Wehrle
Mietobjekt:        Schwarzwaldstraße 31, 79117 Freiburg, EG rechts
Mietende:          31.10.2025 (Wohnungsrückgabe am selben Tag)

Barkaution, eingezahlt am 01.11.2019                   1.950,00 EUR
Zinsen 11/2019 bis 10/2025                                23,41 EUR
Kaution einschließlich Zinsen                          1.973,41 EUR

Abzüge:
  Nachzahlung Betriebskosten 2024                        186,20 EUR
  Einbehalt Betriebskosten 2025 (vorläufig)              250,00 EUR
  Reparatur Badezimmertür lt. Übergabeprotokoll          139,00 EUR
Summe Abzüge                                             575,20 EUR

Auszahlungsbetrag                                      1.398,21 EUR

Den Auszahlungsbetrag überweisen wir bis zum 15.01.2026 auf Ihr Konto
IBAN DE84 6809 0000 0024 4719 08. Über den Einbehalt für 2025 rechnen wir
mit der Betriebskostenabrechnung ab.

Mit freundlichen Grüßen
Immobilien Faller GmbH
`,
    },
  ),
  sealedV(
    '27-parking-fine',
    'parking fine',
    'de',
    'html',
    [
      str('aktenzeichen'),
      date('tattag'),
      str('tatzeit'),
      str('tatort'),
      str('kennzeichen'),
      str('fahrzeugmarke'),
      num('verwarnungsgeld'),
      date('zahlbarBis'),
      str('zahlungsempfaenger'),
      str('iban'),
      num('punkte', 'Punkte in Flensburg'),
      str('zeuge'),
    ],
    {
      aktenzeichen: '7.102.448.917.3',
      tattag: '2026-02-24',
      tatzeit: '11:47',
      tatort: 'Mainz, Große Bleiche 22',
      kennzeichen: 'MZ-KL 418',
      fahrzeugmarke: 'VW',
      verwarnungsgeld: 20,
      zahlbarBis: '2026-03-10',
      zahlungsempfaenger: 'Stadtkasse Mainz',
      iban: 'DE62 5505 0000 0000 4471 01',
    },
    [
      'Verwarnung mit Verwarnungsgeld',
      'Stadt Mainz – Ordnungsamt – Verkehrsüberwachung',
      '',
      'Aktenzeichen\t7.102.448.917.3',
      'Tattag\t24.02.2026',
      'Tatzeit\t11:47 Uhr',
      'Tatort\tMainz, Große Bleiche 22',
      'Kennzeichen\tMZ-KL 418',
      'Marke / Farbe\tVW / grau',
      'Tatvorwurf\tSie parkten im Bereich eines Parkscheinautomaten ohne gültigen Parkschein.',
      'Verwarnungsgeld\t20,00 EUR',
      '',
      'Wenn Sie mit der Verwarnung einverstanden sind, zahlen Sie das Verwarnungsgeld bitte bis zum 10.03.2026 unter Angabe des Aktenzeichens an die Stadtkasse Mainz, IBAN DE62 5505 0000 0000 4471 01.',
      'Zahlen Sie nicht fristgerecht, wird ein Bußgeldverfahren eingeleitet.',
    ],
  ),
  sealedV(
    '28-demurrage-invoice',
    'demurrage invoice',
    'en',
    'pdf',
    [
      str('invoiceNumber'),
      date('invoiceDate'),
      str('customer'),
      str('billOfLading'),
      str('port'),
      str('vessel'),
      list('containers', [
        str('containerNumber'),
        str('type'),
        num('freeDays'),
        num('chargeableDays'),
        num('ratePerDay'),
        num('amount'),
      ]),
      num('totalDue'),
      str('currency'),
      date('dueDate'),
      str('disputeReference'),
      str('customerVatNumber'),
    ],
    {
      invoiceNumber: 'MCL-DD-2026-004471',
      invoiceDate: '2026-03-03',
      customer: 'Atlas Foods Import Ltd',
      billOfLading: 'MCLU7720184411',
      port: 'Felixstowe',
      vessel: 'MERIDIAN AURORA 608E',
      containers: [
        { containerNumber: 'MCLU 204471-6', type: '40HC', freeDays: 5, chargeableDays: 7, ratePerDay: 85, amount: 595 },
        { containerNumber: 'MCLU 204472-1', type: '40HC', freeDays: 5, chargeableDays: 3, ratePerDay: 85, amount: 255 },
      ],
      totalDue: 850,
      currency: 'GBP',
      dueDate: '2026-03-17',
    },
    [
      'MERIDIAN CONTAINER LINES (UK) LTD',
      'Orwell House, Ferry Lane, Felixstowe IP11 3QL',
      '',
      'DEMURRAGE & DETENTION INVOICE',
      '',
      'Invoice No.\tMCL-DD-2026-004471',
      'Invoice Date\t03 Mar 2026',
      'Customer\tAtlas Foods Import Ltd',
      'Bill of Lading\tMCLU7720184411',
      'Port\tFelixstowe',
      'Vessel\tMERIDIAN AURORA 608E',
      '',
      'Container\tType\tDischarged\tGated out\tFree days\tChargeable\tRate/day\tAmount',
      'MCLU 204471-6\t40HC\t12-Feb-2026\t24-Feb-2026\t5\t7\tGBP 85.00\tGBP 595.00',
      'MCLU 204472-1\t40HC\t12-Feb-2026\t20-Feb-2026\t5\t3\tGBP 85.00\tGBP 255.00',
      '',
      'Total due: GBP 850.00 (VAT: outside the scope)',
      'Payment terms: 14 days from invoice date – due 17 Mar 2026',
      'Disputes must be raised within 30 days quoting the invoice number.',
    ],
  ),
  sealedV(
    '29-storage-invoice',
    'self-storage invoice',
    'en',
    'eml',
    [
      str('account_number'),
      str('customer_name'),
      str('unit_number'),
      num('unit_size_sqft'),
      str('invoice_number'),
      date('invoice_date'),
      obj('rental_period', [date('from'), date('to')]),
      num('storage_fee'),
      num('protection_fee', 'contents insurance'),
      num('cover_amount'),
      num('vat'),
      num('total'),
      str('payment_method'),
      date('collected_on'),
      num('deposit_held'),
      str('gate_access_code'),
    ],
    {
      account_number: 'SS-HAR-11872',
      customer_name: 'Priya Raman',
      unit_number: 'C-214',
      unit_size_sqft: 50,
      invoice_number: 'INV-884102',
      invoice_date: '2026-03-01',
      rental_period: { from: '2026-03-01', to: '2026-03-31' },
      storage_fee: 89,
      protection_fee: 6.5,
      cover_amount: 2000,
      vat: 19.1,
      total: 114.6,
      payment_method: 'Direct Debit',
      collected_on: '2026-03-05',
    },
    [
      'Your StoreSafe invoice for March 2026',
      'StoreSafe Self Storage · Unit 3, Harlow Business Park, Harlow CM19 5QA',
      '',
      'Hello Priya Raman,',
      'here is your invoice for March. Nothing to do: it will be collected by Direct Debit on 05/03/2026.',
      '',
      'Account no\tSS-HAR-11872',
      'Invoice no\tINV-884102',
      'Invoice date\t01/03/2026',
      'Unit\tC-214 (50 sq ft)',
      'Rental period\t01/03/2026 – 31/03/2026',
      '',
      'Storage fee\t£89.00',
      'Contents protection (cover £2,000)\t£6.50',
      'VAT @ 20%\t£19.10',
      'Total\t£114.60',
      '',
      'Questions? Call 01279 555 014 or reply to this e-mail.',
    ],
  ),
  sealedV(
    '30-registration-renewal',
    'vehicle registration renewal',
    'en',
    'txt',
    [
      str('plate_number'),
      date('expiration_date'),
      str('vin'),
      num('model_year'),
      str('make'),
      str('owner_name'),
      num('renewal_term_years'),
      num('registration_fee'),
      num('ev_fee', 'electric vehicle fee'),
      num('county_fee'),
      num('total_due'),
      bool('emissions_test_required'),
      str('insurance_policy_number'),
      num('late_fee'),
    ],
    {
      plate_number: '448 KRT',
      expiration_date: '2026-05-31',
      vin: '5YJ3E1EA7KF447102',
      model_year: 2019,
      make: 'TESL',
      owner_name: 'MORALES, DIANA R',
      renewal_term_years: 2,
      registration_fee: 126,
      ev_fee: 230,
      county_fee: 112,
      total_due: 468,
      emissions_test_required: false,
    },
    {
      raw: `OREGON DRIVER & MOTOR VEHICLE SERVICES
VEHICLE REGISTRATION RENEWAL NOTICE

  MORALES, DIANA R
  2719 SE DIVISION ST
  PORTLAND OR 97202

PLATE: 448 KRT          EXPIRES: 05/31/2026          RENEWAL PERIOD: 2 YEARS
VIN: 5YJ3E1EA7KF447102  YEAR: 2019   MAKE: TESL   BODY: 4D

FEES DUE
  Registration fee (2 years) ............................ $126.00
  Electric vehicle fee ................................... $230.00
  County registration fee (Multnomah) .................... $112.00
  TOTAL DUE .............................................. $468.00

DEQ EMISSIONS TEST REQUIRED: NO

Renew online at DMV2U.oregon.gov before your registration expires.
Keep this notice until you receive your new stickers.
`,
    },
  ),
];
