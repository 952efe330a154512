// Sealed set R, documents 19–23 (see fresh-r.ts). Never tune the extractor on them.
import { date, list, num, obj, str } from './fresh-doc.ts';
import { sealedR } from './fresh-r-schemas.ts';

const quotation = sealedR(
  'quotation',
  'quotation',
  'en',
  'docx',
  [
    str('quote_number'),
    date('quote_date'),
    date('valid_until'),
    obj('customer', [str('company'), str('contact')]),
    list('items', [str('description'), num('qty'), num('unit_price'), num('amount')]),
    num('subtotal'),
    num('discount'),
    num('vat'),
    num('total'),
    num('deposit_percent', 'Deposit due on acceptance, in percent'),
    num('lead_time_weeks'),
  ],
  {
    quote_number: 'Q-2026-0142',
    quote_date: '2026-02-23',
    valid_until: '2026-03-25',
    customer: { company: 'Pemberton & Lowe Solicitors LLP', contact: 'Ruth Pemberton' },
    items: [
      { description: '75" 4K interactive display with wall mount', qty: 1, unit_price: 2890.0, amount: 2890.0 },
      { description: 'Ceiling microphone array, dual zone', qty: 2, unit_price: 640.0, amount: 1280.0 },
      { description: 'USB-C room controller and cabling', qty: 1, unit_price: 415.0, amount: 415.0 },
      { description: 'Installation and commissioning (engineer days)', qty: 1.5, unit_price: 560.0, amount: 840.0 },
    ],
    subtotal: 5425.0,
    discount: 271.25,
    vat: 1030.75,
    total: 6184.5,
    deposit_percent: 30,
    lead_time_weeks: 3,
  },
  [
    'BRIGHTROOM AV SOLUTIONS',
    'Meeting rooms · Video conferencing · Digital signage',
    '',
    'QUOTATION',
    'For the attention of Ruth Pemberton, Office Manager',
    'Pemberton & Lowe Solicitors LLP, 3 Cathedral Yard, Exeter EX1 1HB',
    '',
    'Quote no.\tQ-2026-0142',
    'Date\t23 February 2026',
    'Valid for 30 days, until\t25 March 2026',
    'Site survey\t17 February 2026 (S. Adeyemi)',
    '',
    'Dear Ruth,',
    'Thank you for showing us the boardroom last week. As discussed, we propose the following equipment and work:',
    '',
    'Description\tQty\tUnit price £\tAmount £',
    '75" 4K interactive display with wall mount\t1\t2,890.00\t2,890.00',
    'Ceiling microphone array, dual zone\t2\t640.00\t1,280.00',
    'USB-C room controller and cabling\t1\t415.00\t415.00',
    'Installation and commissioning (engineer days)\t1.5\t560.00\t840.00',
    'Subtotal\t\t\t5,425.00',
    'Less 5% trade discount\t\t\t-271.25',
    'VAT at 20%\t\t\t1,030.75',
    'Total including VAT\t\t\t6,184.50',
    '',
    'Terms: 30% deposit on acceptance, balance on completion. Lead time is approximately 3 weeks from',
    'order. Prices exclude any building works, electrical sockets or data points.',
    '',
    'To accept, please sign and return this quotation or reply by email quoting Q-2026-0142.',
    '',
    'Kind regards,',
    'Samuel Adeyemi, Project Consultant · 01392 460 118 · sam@brightroom-av.example',
    'BrightRoom AV Solutions Ltd · Company no. 11840236 · VAT no. GB 301 7729 84',
  ],
);

const DUNNING = `Elektro-Großhandel Voss KG · Hafenweg 31 · 48155 Münster


Schreinerei Albers
Inh. Bernd Albers
Gievenbecker Weg 88
48161 Münster
                                                    Münster, den 2. März 2026
                                                    Kunden-Nr. 61-0732
                                                    Bearbeiter: Frau Tegeler, Durchwahl -214

2. Mahnung

Sehr geehrter Herr Albers,

trotz unserer Zahlungserinnerung vom 9. Februar 2026 konnten wir bis heute
keinen Zahlungseingang zu den folgenden Rechnungen feststellen:

   Rechnung     vom          fällig seit    offener Betrag
   RE-204418    12.12.2025   11.01.2026         1.482,30 €
   RE-205107    08.01.2026   07.02.2026           366,84 €

Wir berechnen Ihnen für diese Mahnung eine Mahngebühr von 5,00 € sowie
Verzugszinsen (9 Prozentpunkte über dem Basiszinssatz) in Höhe von 21,66 €.
Die Gesamtforderung beträgt damit 1.875,80 €.

Bitte überweisen Sie den Betrag von 1.875,80 € bis spätestens 16. März 2026 auf
unser Konto bei der Volksbank Münsterland Nord,
IBAN DE09 4036 1906 0012 7733 00, unter Angabe Ihrer Kunden-Nr. 61-0732.

Sollte die Zahlung nicht fristgerecht eingehen, werden wir ohne weitere
Ankündigung ein gerichtliches Mahnverfahren einleiten und Ihr Kundenkonto
für weitere Lieferungen sperren. Sollten Sie zwischenzeitlich gezahlt haben,
betrachten Sie dieses Schreiben bitte als gegenstandslos.

Mit freundlichen Grüßen
Elektro-Großhandel Voss KG

i. A. Anja Tegeler
Debitorenbuchhaltung

-------------------------------------------------------------------------------
Elektro-Großhandel Voss KG · Sitz Münster · AG Münster HRA 7712
Persönlich haftende Gesellschafterin: Voss Verwaltungs-GmbH · Geschäftsführer: Heiko Voss
Tel. 0251 97330-0 · USt-IdNr. DE 126 118 442
`;

const dunning = sealedR(
  'dunning',
  'dunning_letter',
  'de',
  'txt',
  [
    num('mahnstufe'),
    date('mahndatum'),
    date('datum_erinnerung', 'Datum der vorherigen Zahlungserinnerung'),
    str('kundennummer'),
    str('schuldner'),
    list('offene_rechnungen', [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      date('faellig_seit'),
      num('betrag_eur'),
    ]),
    num('mahngebuehr_eur'),
    num('verzugszinsen_eur'),
    num('gesamtforderung_eur'),
    date('zahlungsfrist'),
    str('iban'),
  ],
  {
    mahnstufe: 2,
    mahndatum: '2026-03-02',
    datum_erinnerung: '2026-02-09',
    kundennummer: '61-0732',
    schuldner: 'Schreinerei Albers',
    offene_rechnungen: [
      { rechnungsnummer: 'RE-204418', rechnungsdatum: '2025-12-12', faellig_seit: '2026-01-11', betrag_eur: 1482.3 },
      { rechnungsnummer: 'RE-205107', rechnungsdatum: '2026-01-08', faellig_seit: '2026-02-07', betrag_eur: 366.84 },
    ],
    mahngebuehr_eur: 5,
    verzugszinsen_eur: 21.66,
    gesamtforderung_eur: 1875.8,
    zahlungsfrist: '2026-03-16',
    iban: 'DE09403619060012773300',
  },
  { raw: DUNNING },
);

const expenses = sealedR(
  'travel-expenses',
  'travel_expense_report',
  'en',
  'png',
  [
    str('employee_name'),
    str('employee_id'),
    str('cost_centre'),
    str('trip_purpose'),
    obj('trip', [date('start'), date('end'), str('destination')]),
    list('expenses', [date('date'), str('description'), num('amount_eur')]),
    num('total_eur'),
    num('advance_eur', 'Cash advance already received'),
    num('reimbursement_eur'),
    str('approved_by'),
  ],
  {
    employee_name: 'Tomasz Wiśniewski',
    employee_id: 'E-20719',
    cost_centre: '4120 Field Sales',
    trip_purpose: 'Customer workshop, Aalto Paper Oy',
    trip: { start: '2026-02-16', end: '2026-02-18', destination: 'Helsinki' },
    expenses: [
      { date: '2026-02-16', description: 'Return flight DUB-HEL', amount_eur: 412.8 },
      { date: '2026-02-16', description: 'Hotel Kamp, 2 nights', amount_eur: 486.0 },
      { date: '2026-02-17', description: 'Dinner with 3 customer guests', amount_eur: 238.5 },
      { date: '2026-02-18', description: 'Hotel to airport', amount_eur: 46.2 },
      { date: '2026-02-18', description: '3 days x 45.00', amount_eur: 135.0 },
    ],
    total_eur: 1318.5,
    advance_eur: 300,
    reimbursement_eur: 1018.5,
    approved_by: 'Claire Donnelly',
  },
  [
    'Kinsale Process Systems Ltd — TRAVEL EXPENSE CLAIM',
    '',
    'Employee\tTomasz Wiśniewski\tEmployee ID\tE-20719',
    'Cost centre\t4120 Field Sales\tClaim no.\tTEC-26-0388',
    'Destination\tHelsinki\tTravel dates\t16.02.2026 – 18.02.2026',
    'Purpose of trip: Customer workshop, Aalto Paper Oy',
    '',
    'Date\tCategory\tDescription\tReceipt\tEUR',
    '16.02.2026\tAir travel\tReturn flight DUB-HEL\tR1\t412.80',
    '16.02.2026\tHotel\tHotel Kamp, 2 nights\tR2\t486.00',
    '17.02.2026\tMeals\tDinner with 3 customer guests\tR3\t238.50',
    '18.02.2026\tTaxi\tHotel to airport\tR4\t46.20',
    '18.02.2026\tPer diem\t3 days x 45.00\t–\t135.00',
    '',
    'Total expenses\t1,318.50',
    'Less cash advance (paid 12.02.2026)\t-300.00',
    'Amount to be reimbursed\t1,018.50',
    '',
    'I confirm these expenses were incurred on company business.',
    'Signed: T. Wiśniewski   Date: 20.02.2026',
    'Approved by: Claire Donnelly (Sales Director)   Date: 23.02.2026',
    'Finance use only: paid with payroll March 2026',
  ],
);

const bankStatement = sealedR(
  'bank-statement',
  'bank_statement',
  'de',
  'pdf',
  [
    str('kontoinhaber'),
    str('iban'),
    str('auszug_nr', 'Kontoauszug Nummer/Jahr'),
    obj('zeitraum', [date('von'), date('bis')]),
    num('alter_kontostand'),
    num('neuer_kontostand'),
    list('umsaetze', [date('buchungstag'), date('wertstellung'), str('vorgang'), num('betrag', 'Belastung negativ')]),
  ],
  {
    kontoinhaber: 'Grafikbüro Lenz & Partner',
    iban: 'DE62370501981930448812',
    auszug_nr: '3/2026',
    zeitraum: { von: '2026-02-01', bis: '2026-02-27' },
    alter_kontostand: 8412.77,
    neuer_kontostand: 11093.84,
    umsaetze: [
      { buchungstag: '2026-02-02', wertstellung: '2026-02-02', vorgang: 'Lastschrift', betrag: -1450.0 },
      { buchungstag: '2026-02-09', wertstellung: '2026-02-09', vorgang: 'Gutschrift', betrag: 4760.0 },
      { buchungstag: '2026-02-16', wertstellung: '2026-02-13', vorgang: 'Kartenzahlung', betrag: -218.93 },
      { buchungstag: '2026-02-25', wertstellung: '2026-02-25', vorgang: 'Überweisung', betrag: -410.0 },
    ],
  },
  [
    'Sparkasse KölnBonn',
    'Kontoauszug\t3/2026\tBlatt 1 von 1',
    'Grafikbüro Lenz & Partner\tIBAN DE62 3705 0198 1930 4488 12',
    'Ehrenfeldgürtel 76, 50823 Köln\tBIC COLSDE33XXX',
    'Girokonto Business\tErstellt am 27.02.2026',
    '',
    'Bu-Tag\tWert\tVorgang\tSoll EUR\tHaben EUR',
    '\t\tKontostand am 31.01.2026\t\t8.412,77',
    '02.02.\t02.02.\tLastschrift',
    '\t\tGewerbeimmobilien Rhein GmbH Miete Februar 2026 Büro EG',
    '\t\tMandat MRH-00417 Gläubiger-ID DE77ZZZ00001443321\t1.450,00',
    '09.02.\t09.02.\tGutschrift',
    '\t\tVerlag Moorhuhn Medien RE 2026-011 Buchcover Reihe Frühling\t\t4.760,00',
    '16.02.\t13.02.\tKartenzahlung',
    '\t\tBOESNER GMBH KOELN 12.02.2026 15:41 Debitk. 7 2028-12\t218,93',
    '25.02.\t25.02.\tÜberweisung',
    '\t\tFinanzamt Köln-West StNr 223/5784/1190 USt Jan 2026\t410,00',
    '\t\tKontostand am 27.02.2026\t\t11.093,84',
    '',
    'Dispositionskredit: 10.000,00 EUR   Sollzinssatz: 11,25 % p. a.',
    'Bitte prüfen Sie Ihre Kontoauszüge. Einwendungen sind unverzüglich zu erheben.',
    'Sparkasse KölnBonn · Hahnenstraße 57 · 50667 Köln · USt-IdNr. DE 123 671 190',
  ],
);

const METER_PAGE = `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Zählerstand übermittelt | Stadtwerke Kassel Kundenportal</title></head>
<body>
<div id="top"><span class="brand">Stadtwerke Kassel</span> <a href="#">Mein Konto</a> <a href="#">Abmelden</a></div>
<div class="crumbs">Startseite › Verträge › Strom › Zählerstand</div>
<div class="alert success">Vielen Dank! Ihr Zählerstand wurde am 01.03.2026 um 19:12 Uhr erfolgreich übermittelt.</div>
<div class="card">
  <h2>Vertragsdaten</h2>
  <dl>
    <dt>Vertragskonto</dt><dd>2007 4418 913</dd>
    <dt>Kunde</dt><dd>Familie Okonkwo-Bauer</dd>
    <dt>Lieferstelle</dt><dd>Wilhelmshöher Allee 301, 34131 Kassel</dd>
    <dt>Tarif</dt><dd>Kassel Strom Natur 12</dd>
    <dt>Zählernummer</dt><dd>1ESY1160418827</dd>
  </dl>
</div>
<div class="card">
  <h2>Ihre Ablesung</h2>
  <div class="row"><div class="label">Ablesedatum</div><div class="value">28.02.2026</div></div>
  <div class="row"><div class="label">Zählerstand (HT)</div><div class="value">48.217 kWh</div></div>
  <div class="row"><div class="label">Letzter Zählerstand</div><div class="value">46.905 kWh vom 31.10.2025</div></div>
  <div class="row"><div class="label">Verbrauch seit letzter Ablesung</div><div class="value">1.312 kWh</div></div>
</div>
<div class="card">
  <h2>Bisherige Zählerstände</h2>
  <table>
    <thead><tr><th>Datum</th><th>Zählerstand</th><th>Ableseart</th></tr></thead>
    <tbody>
      <tr><td>28.02.2026</td><td>48.217</td><td>Kundenablesung</td></tr>
      <tr><td>31.10.2025</td><td>46.905</td><td>Schätzung</td></tr>
      <tr><td>31.12.2024</td><td>44.512</td><td>Ablesung Stadtwerke</td></tr>
    </tbody>
  </table>
</div>
<div class="card">
  <h2>Abschlag</h2>
  <p>Auf Basis Ihres Verbrauchs empfehlen wir, Ihren monatlichen Abschlag von 96,00 € auf 104,00 € anzupassen.
  Der neue Abschlag gilt ab dem 15.03.2026, sofern Sie nicht widersprechen.</p>
</div>
<footer>Städtische Werke Netz + Service GmbH · Königstor 3–13 · 34117 Kassel · Kundenservice 0561 782-0</footer>
</body></html>
`;

const meterReading = sealedR(
  'meter-reading',
  'meter_reading',
  'de',
  'html',
  [
    str('vertragskonto'),
    str('zaehlernummer'),
    str('kunde'),
    str('lieferadresse'),
    date('ablesedatum'),
    num('zaehlerstand_kwh'),
    num('vorheriger_stand_kwh'),
    num('verbrauch_kwh'),
    list('historie', [date('datum'), num('stand'), str('ableseart')]),
    num('abschlag_alt_eur'),
    num('abschlag_neu_eur'),
    date('abschlag_gueltig_ab'),
  ],
  {
    vertragskonto: '2007 4418 913',
    zaehlernummer: '1ESY1160418827',
    kunde: 'Familie Okonkwo-Bauer',
    lieferadresse: 'Wilhelmshöher Allee 301, 34131 Kassel',
    ablesedatum: '2026-02-28',
    zaehlerstand_kwh: 48217,
    vorheriger_stand_kwh: 46905,
    verbrauch_kwh: 1312,
    historie: [
      { datum: '2026-02-28', stand: 48217, ableseart: 'Kundenablesung' },
      { datum: '2025-10-31', stand: 46905, ableseart: 'Schätzung' },
      { datum: '2024-12-31', stand: 44512, ableseart: 'Ablesung Stadtwerke' },
    ],
    abschlag_alt_eur: 96,
    abschlag_neu_eur: 104,
    abschlag_gueltig_ab: '2026-03-15',
  },
  { raw: METER_PAGE },
);

export const FRESH_R_MORE_TAIL = [quotation, dunning, expenses, bankStatement, meterReading];
