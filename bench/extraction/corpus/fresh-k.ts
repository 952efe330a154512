// Fresh held-out documents, set K (layout 20): written by hand in session 8, while set H was unsealed for tuning,
// by someone who read neither the extractor's rules nor the other sets' documents (only the corpus helpers and
// the structure of one set-I document); each with its own schema as a user would write it. SEALED: nobody tunes
// on them; eval hides their misses unless --show-fresh-k is given (for the final report only).

import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import { FRESH_K_LAST } from './fresh-k-last.ts';
import { FRESH_K_MORE } from './fresh-k-more.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the sealed held-out set K. */
export const FRESH_K_LAYOUT = 20;

const time = (name: string, description?: string) => str(name, description, { format: 'time' });

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'k-vehicle-renewal-en',
    'vehicle_registration',
    'en',
    'txt',
    [
      str('plate_number', 'License plate', { required: true }),
      str('vin'),
      obj('vehicle', [num('model_year'), str('make'), str('model')]),
      date('registration_expires'),
      bool('emissions_test_required'),
      num('specific_ownership_tax'),
      num('total_due', 'Total renewal fees in USD', true),
      str('owner_name'),
    ],
    {
      plate_number: 'CXR-M41',
      vin: '1HGCV1F34LA018842',
      vehicle: { model_year: 2020, make: 'HONDA', model: 'ACCORD' },
      registration_expires: '2026-03-31',
      emissions_test_required: true,
      specific_ownership_tax: 148.6,
      total_due: 205.95,
      owner_name: 'MARGARET L. OKAFOR',
    },
    {
      raw: `STATE OF COLORADO
DEPARTMENT OF REVENUE - DIVISION OF MOTOR VEHICLES
Jefferson County Motor Vehicle Office, 3500 Illinois St, Golden CO 80401

                                                  VEHICLE REGISTRATION RENEWAL NOTICE
                                                  Notice date: 02/17/2026

MARGARET L. OKAFOR
4471 W 38TH AVE
WHEAT RIDGE CO 80033

-------------------------------------------------------------------------------
 PLATE       VIN                  YEAR  MAKE       MODEL        BODY
 CXR-M41     1HGCV1F34LA018842    2020  HONDA      ACCORD       4D
-------------------------------------------------------------------------------

 Your registration expires on 03/31/2026.
 Weight/class:              Passenger, 4,500 lbs and under
 Emissions test required:   YES (test results must be on file before you renew)
 County of residence:       JEFFERSON

 FEES DUE
   License fee                                    $    12.25
   Specific ownership tax                         $   148.60
   Road safety surcharge                          $    41.10
   FASTER late fee                                $     0.00
   Clerk hire fee                                 $     4.00
                                                  -----------
   TOTAL DUE                                      $   205.95

 Renew online at mydmv.colorado.gov, at a kiosk, or by mail with the stub below.
 Late fees of $25.00 per month apply after the one-month grace period.

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
 RETURN THIS STUB WITH YOUR PAYMENT     Plate: CXR-M41     Amount: $205.95
`,
    },
  ),
  fresh(
    'k-laborbefund-de',
    'lab_report',
    'de',
    'pdf',
    [
      str('auftragsnummer', undefined, { required: true }),
      str('labor', 'Name des Labors'),
      obj('patient', [str('name'), date('geburtsdatum')]),
      date('befunddatum'),
      str('einsender'),
      list('ergebnisse', [
        str('parameter'),
        num('wert'),
        str('einheit'),
        bool('auffaellig', 'true, wenn der Wert außerhalb des Referenzbereichs liegt (H oder L)'),
      ]),
    ],
    {
      auftragsnummer: '26-0311-0457',
      labor: 'Labor Dr. Hartmann & Kollegen MVZ GmbH',
      patient: { name: 'Kowalski, Tomasz', geburtsdatum: '1968-07-04' },
      befunddatum: '2026-03-12',
      einsender: 'Praxis Dr. U. Brandt',
      ergebnisse: [
        { parameter: 'Hämoglobin', wert: 14.2, einheit: 'g/dl', auffaellig: false },
        { parameter: 'Leukozyten', wert: 11.8, einheit: '/nl', auffaellig: true },
        { parameter: 'HbA1c', wert: 6.1, einheit: '%', auffaellig: true },
        { parameter: 'Kreatinin', wert: 0.94, einheit: 'mg/dl', auffaellig: false },
        { parameter: 'TSH basal', wert: 2.31, einheit: 'mU/l', auffaellig: false },
      ],
    },
    [
      'Labor Dr. Hartmann & Kollegen MVZ GmbH',
      'Bahnhofstraße 21 · 69115 Heidelberg · Tel. 06221 9044-0',
      '',
      'LABORBEFUND\tAuftragsnummer: 26-0311-0457',
      '',
      'Einsender: Praxis Dr. U. Brandt\tEingang: 11.03.2026 08:42',
      'Patient: Kowalski, Tomasz\tBefunddatum: 12.03.2026',
      'geb. 04.07.1968\tGeschlecht: m',
      '',
      'Untersuchung\tErgebnis\tEinheit\tReferenzbereich',
      'Hämoglobin\t14,2\tg/dl\t13,5 - 17,5',
      'Leukozyten\t11,8 H\t/nl\t3,9 - 10,2',
      'HbA1c\t6,1 H\t%\t< 5,7',
      'Kreatinin\t0,94\tmg/dl\t0,70 - 1,20',
      'TSH basal\t2,31\tmU/l\t0,27 - 4,20',
      '',
      'H = oberhalb, L = unterhalb des Referenzbereichs',
      'Befund vollständig. Technisch und medizinisch validiert: Dr. rer. nat. S. Hartmann',
    ],
  ),
  fresh(
    'k-boarding-pass-en',
    'boarding_pass',
    'en',
    'png',
    [
      str('passenger_name'),
      str('flight_number', undefined, { required: true }),
      str('from_airport', 'Three-letter IATA code'),
      str('to_airport', 'Three-letter IATA code'),
      date('flight_date'),
      time('boarding_time'),
      time('departure_time'),
      str('seat'),
      str('gate'),
      str('booking_reference'),
    ],
    {
      passenger_name: 'HANNIGAN/SIOBHAN MS',
      flight_number: 'EI 135',
      from_airport: 'DUB',
      to_airport: 'BOS',
      flight_date: '2026-03-14',
      boarding_time: '10:45',
      departure_time: '11:25',
      seat: '23C',
      gate: 'B402',
      booking_reference: 'KX7Q2P',
    },
    [
      'AER LINGUS  BOARDING PASS',
      '',
      'NAME OF PASSENGER',
      'HANNIGAN/SIOBHAN MS',
      '',
      'FROM\tTO',
      'DUBLIN (DUB)\tBOSTON (BOS)',
      '',
      'FLIGHT\tDATE\tBOARDING\tSEAT',
      'EI 135\t14 MAR 2026\t10:45\t23C',
      '',
      'GATE\tZONE\tBOOKING REF',
      'B402\t3\tKX7Q2P',
      '',
      'Departure 11:25. Gate closes 20 minutes before departure.',
      'US preclearance: allow 90 minutes.',
    ],
  ),
  fresh(
    'k-gerichtskosten-de',
    'court_fee_notice',
    'de',
    'docx',
    [
      str('kassenzeichen', 'Bei Zahlung unbedingt angeben', { required: true }),
      str('aktenzeichen'),
      date('datum'),
      str('kostenschuldner'),
      num('kosten_gesamt'),
      num('bereits_gezahlt', 'Verrechneter Vorschuss'),
      num('zahlbetrag', 'Noch zu zahlender Betrag', true),
      date('faellig_bis'),
      str('iban'),
    ],
    {
      kassenzeichen: '7104 2611 3385',
      aktenzeichen: '18 C 244/25',
      datum: '2026-02-19',
      kostenschuldner: 'Florian Decker',
      kosten_gesamt: 566.7,
      bereits_gezahlt: 511.5,
      zahlbetrag: 55.2,
      faellig_bis: '2026-03-05',
      iban: 'DE47 1000 0000 0010 0015 24',
    },
    [
      'Amtsgericht Tempelhof-Kreuzberg',
      'Kostenrechnung (Gerichtskosten)',
      '',
      'Herrn\tKassenzeichen: 7104 2611 3385',
      'Florian Decker\tDatum: 19.02.2026',
      'Mehringdamm 58\tAktenzeichen: 18 C 244/25',
      '10961 Berlin\tSachbearbeitung: Kostenbeamtin Lührs',
      '',
      'In dem Rechtsstreit Decker ./. Autohaus Rieger GmbH werden gegen Sie als Kostenschuldner folgende Kosten angesetzt:',
      '',
      'Nr. KV GKG\tBezeichnung\tWert\tBetrag',
      '1210\tVerfahrensgebühr, 3,0\t4.800,00 €\t511,50 €',
      '9005\tZeugenentschädigung\t\t48,20 €',
      '9002\tZustellungspauschale\t\t7,00 €',
      '\tSumme der Kosten\t\t566,70 €',
      '\tabzüglich gezahlter Vorschuss\t\t511,50 €',
      '\tNoch zu zahlen\t\t55,20 €',
      '',
      'Bitte überweisen Sie den Betrag bis spätestens 05.03.2026 unter Angabe des Kassenzeichens an die Landeshauptkasse Berlin,',
      'IBAN DE47 1000 0000 0010 0015 24, BIC MARKDEF1100 (Deutsche Bundesbank, Filiale Berlin).',
      'Gegen den Kostenansatz ist die Erinnerung zulässig (§ 66 GKG).',
    ],
  ),
  fresh(
    'k-property-tax-en',
    'property_tax_bill',
    'en',
    'pdf',
    [
      str('account_number', undefined, { required: true }),
      num('tax_year'),
      str('owner_name'),
      str('property_address', 'Street address of the taxed property'),
      num('assessed_value'),
      bool('homestead_exemption'),
      num('total_tax', 'Total tax due in USD', true),
      date('due_date', 'Pay by this date to avoid penalty'),
    ],
    {
      account_number: '0219-4470-0000',
      tax_year: 2025,
      owner_name: 'DELGADO RAMON & LUCIA',
      property_address: '8812 QUARRY OAKS LN',
      assessed_value: 412500,
      homestead_exemption: true,
      total_tax: 7959.6,
      due_date: '2026-01-31',
    },
    [
      'TRAVIS COUNTY TAX OFFICE',
      '5501 Airport Blvd, Austin, TX 78751',
      '',
      '2025 PROPERTY TAX STATEMENT',
      '',
      'Account No: 0219-4470-0000\tStatement date: 10/06/2025',
      'Owner / mailing address:\tPay by: 01/31/2026',
      'DELGADO RAMON & LUCIA',
      'PO BOX 90417',
      'AUSTIN TX 78709-0417',
      '',
      'Property: 8812 QUARRY OAKS LN',
      'Legal: LOT 14 BLK C QUARRY OAKS SEC 3',
      'Homestead exemption applied: YES',
      '',
      'Taxing unit\tTaxable value\tRate per $100\tTax',
      'AUSTIN ISD\t412,500\t0.925200\t3,816.45',
      'CITY OF AUSTIN\t412,500\t0.527300\t2,175.11',
      'TRAVIS COUNTY\t412,500\t0.375800\t1,550.18',
      'AUSTIN COMM COLL\t412,500\t0.101300\t417.86',
      '',
      'Assessed value\t$412,500',
      'TOTAL TAX DUE\t$7,959.60',
      '',
      'Taxes not paid by January 31, 2026 are delinquent; penalty and interest accrue from February 1.',
    ],
  ),
  fresh(
    'k-grundsteuer-de',
    'property_tax_bill',
    'de',
    'scan',
    [
      str('kassenzeichen', undefined, { required: true }),
      date('bescheiddatum'),
      str('lage', 'Lage des Grundstücks: Straße und Hausnummer'),
      num('messbetrag', 'Grundsteuermessbetrag in Euro'),
      num('hebesatz', 'Hebesatz in Prozent'),
      num('jahresbetrag', undefined, true),
      num('rate', 'Betrag je Fälligkeit'),
      date('erste_faelligkeit'),
      bool('lastschrift', 'Wird der Betrag eingezogen?'),
    ],
    {
      kassenzeichen: '5420.118.77301',
      bescheiddatum: '2026-01-15',
      lage: 'Gohliser Straße 19',
      messbetrag: 68.4,
      hebesatz: 650,
      jahresbetrag: 444.6,
      rate: 111.15,
      erste_faelligkeit: '2026-02-15',
      lastschrift: true,
    },
    [
      'Stadt Leipzig',
      'Amt für Steuern - Grundsteuerstelle',
      '',
      'Grundsteuerbescheid für das Kalenderjahr 2026',
      '',
      'Frau\tKassenzeichen 5420.118.77301',
      'Katrin Vogel\tDatum 15.01.2026',
      'Gohliser Straße 19',
      '04155 Leipzig',
      '',
      'Grundstück: Gohliser Straße 19, Flur 3, Flurstück 212/4',
      '',
      'Grundsteuermessbetrag\t68,40 EUR',
      'Hebesatz\t650 %',
      'Grundsteuer B Jahresbetrag\t444,60 EUR',
      '',
      'Fälligkeiten',
      '15.02.2026\t111,15 EUR',
      '15.05.2026\t111,15 EUR',
      '15.08.2026\t111,15 EUR',
      '15.11.2026\t111,15 EUR',
      '',
      'Die Beträge werden per SEPA-Lastschrift',
      'von Ihrem Konto eingezogen.',
    ],
  ),
  fresh(
    'k-zahnarzt-de',
    'dental_invoice',
    'de',
    'html',
    [
      str('rechnungsNummer', undefined, { required: true }),
      date('rechnungsDatum'),
      str('praxis'),
      str('patient'),
      list('leistungen', [date('datum'), str('gozNr'), str('bezeichnung'), num('faktor'), num('betrag')]),
      num('auslagen', 'Material- und Laborkosten'),
      num('gesamtbetrag', undefined, true),
      date('zahlbarBis'),
    ],
    {
      rechnungsNummer: 'ZA-26-01432',
      rechnungsDatum: '2026-02-03',
      praxis: 'Zahnarztpraxis Dr. Lena Vossberg',
      patient: 'Elias Brandner',
      leistungen: [
        { datum: '2026-01-12', gozNr: '0010', bezeichnung: 'Eingehende Untersuchung', faktor: 2.3, betrag: 12.94 },
        {
          datum: '2026-01-12',
          gozNr: '1040',
          bezeichnung: 'Professionelle Zahnreinigung',
          faktor: 2.3,
          betrag: 101.36,
        },
        {
          datum: '2026-01-26',
          gozNr: '2100',
          bezeichnung: 'Kompositfüllung, dreiflächig',
          faktor: 2.3,
          betrag: 76.67,
        },
        { datum: '2026-01-26', gozNr: '2030', bezeichnung: 'Besondere Maßnahmen', faktor: 2.3, betrag: 8.41 },
      ],
      auslagen: 14.8,
      gesamtbetrag: 214.18,
      zahlbarBis: '2026-03-03',
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Liquidation ZA-26-01432</title></head>
<body>
<div class="letterhead"><strong>Zahnarztpraxis Dr. Lena Vossberg</strong><br>Schillerplatz 4 · 70173 Stuttgart · Tel. 0711 229 41 60</div>
<div class="address">Herrn<br>Elias Brandner<br>Rotebühlstraße 131<br>70197 Stuttgart</div>
<div class="meta">
<p>Rechnung Nr.: ZA-26-01432<br>Rechnungsdatum: 03.02.2026<br>Patient: Elias Brandner, geb. 22.10.1990</p>
</div>
<h2>Liquidation nach der Gebührenordnung für Zahnärzte (GOZ)</h2>
<p>Für die zahnärztliche Behandlung erlaube ich mir zu berechnen:</p>
<table>
<thead><tr><th>Datum</th><th>Zahn</th><th>GOZ-Nr.</th><th>Leistungsbeschreibung</th><th>Anz.</th><th>Faktor</th><th>Betrag €</th></tr></thead>
<tbody>
<tr><td>12.01.2026</td><td></td><td>0010</td><td>Eingehende Untersuchung</td><td>1</td><td>2,3</td><td>12,94</td></tr>
<tr><td>12.01.2026</td><td></td><td>1040</td><td>Professionelle Zahnreinigung</td><td>28</td><td>2,3</td><td>101,36</td></tr>
<tr><td>26.01.2026</td><td>36</td><td>2100</td><td>Kompositfüllung, dreiflächig</td><td>1</td><td>2,3</td><td>76,67</td></tr>
<tr><td>26.01.2026</td><td>36</td><td>2030</td><td>Besondere Maßnahmen</td><td>1</td><td>2,3</td><td>8,41</td></tr>
</tbody>
</table>
<table class="sum">
<tr><td>Honorar GOZ</td><td>199,38 €</td></tr>
<tr><td>Auslagen (Material/Labor)</td><td>14,80 €</td></tr>
<tr><td><strong>Rechnungsbetrag</strong></td><td><strong>214,18 €</strong></td></tr>
</table>
<p>Zahnärztliche Leistungen sind gemäß § 4 Nr. 14 UStG umsatzsteuerfrei.</p>
<p>Bitte überweisen Sie den Rechnungsbetrag bis zum 03.03.2026 auf das Konto DE72 6005 0101 0004 4187 22 (BW-Bank).</p>
</body></html>
`,
    },
  ),
  fresh(
    'k-fitnessvertrag-de',
    'gym_contract',
    'de',
    'eml',
    [
      str('mitgliedsnummer', undefined, { required: true }),
      str('tarif', "Einer von 'Basic', 'Plus', 'Premium'"),
      date('vertragsbeginn'),
      num('mindestlaufzeitMonate'),
      num('monatsbeitrag'),
      num('startpaket', 'Einmalige Aufnahmegebühr'),
      bool('automatischeVerlaengerung'),
      str('email', 'E-Mail-Adresse des Mitglieds', { format: 'email' }),
    ],
    {
      mitgliedsnummer: 'FL-208841',
      tarif: 'Plus',
      vertragsbeginn: '2026-02-01',
      mindestlaufzeitMonate: 12,
      monatsbeitrag: 34.9,
      startpaket: 29,
      automatischeVerlaengerung: true,
      email: 'jana.kruse@posteo.de',
    },
    {
      raw: `From: FitLoft Studios <service@fitloft.de>
To: Jana Kruse <jana.kruse@posteo.de>
Subject: Willkommen bei FitLoft - deine Vertragsbestätigung
Date: Thu, 29 Jan 2026 18:04:12 +0100
Message-ID: <c71a0e2b-4471@fitloft.de>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hallo Jana,

schön, dass du dabei bist! Hier noch einmal alle Daten deiner Mitgliedschaft
im FitLoft Hannover-List:

  Mitgliedsnummer:       FL-208841
  Tarif:                 FitLoft Plus (alle Geräte, Kurse, Sauna)
  Beginn der Mitgliedschaft: 01.02.2026
  Mindestlaufzeit:       12 Monate
  Monatsbeitrag:         34,90 EUR (Abbuchung jeweils zum 1. des Monats)
  Startpaket (einmalig): 29,00 EUR

Deine Mitgliedschaft verlängert sich nach Ablauf der Mindestlaufzeit
automatisch um jeweils einen Monat, wenn du nicht mit einer Frist von
einem Monat kündigst.

Deine Chipkarte liegt ab dem ersten Trainingstag an der Theke für dich bereit.

Sportliche Grüße
Dein FitLoft-Team

FitLoft Studios GmbH · Podbielskistraße 152 · 30177 Hannover
Geschäftsführer: Timo Rademacher · Amtsgericht Hannover HRB 224418
`,
    },
  ),
  fresh(
    'k-ablesekarte-de',
    'meter_reading',
    'de',
    'png',
    [
      str('kundennummer'),
      str('zaehlernummer', undefined, { required: true }),
      date('ablesedatum'),
      num('zaehlerstand_kwh'),
      num('vorjahresstand_kwh'),
      num('verbrauch_kwh'),
      str('ablesegrund', "'Turnusablesung', 'Umzug' oder 'Zählerwechsel'"),
      bool('geschaetzt'),
    ],
    {
      kundennummer: '4006 1187 22',
      zaehlernummer: '1EMH0011527744',
      ablesedatum: '2025-12-28',
      zaehlerstand_kwh: 48213,
      vorjahresstand_kwh: 45866,
      verbrauch_kwh: 2347,
      ablesegrund: 'Turnusablesung',
      geschaetzt: false,
    },
    [
      'Stadtwerke Ulm/Neu-Ulm GmbH',
      'Ablesekarte Strom - Selbstablesung',
      '',
      'Kundennummer\t4006 1187 22',
      'Zählernummer\t1EMH0011527744',
      'Ablesegrund\tTurnusablesung',
      '',
      'Ablesedatum\t28.12.2025',
      'Zählerstand\t48213 kWh',
      'Stand Vorjahr\t45866 kWh',
      'Verbrauch\t2347 kWh',
      'Wert geschätzt\tnein',
      '',
      'Bitte bis 10.01.2026 zurücksenden',
      'oder online unter swu.de/ablesen eingeben.',
    ],
  ),
  fresh(
    'k-bank-statement-en',
    'bank_statement',
    'en',
    'pdf',
    [
      str('account_holder'),
      str('account_number', undefined, { required: true }),
      str('sort_code'),
      obj('period', [date('from'), date('to')]),
      num('opening_balance'),
      num('closing_balance'),
      list('transactions', [
        date('date'),
        str('description'),
        num('amount', 'Negative for money paid out, positive for money paid in'),
      ]),
    ],
    {
      account_holder: 'Priya Raman',
      account_number: '31044277',
      sort_code: '20-45-77',
      period: { from: '2026-02-01', to: '2026-02-28' },
      opening_balance: 2418.3,
      closing_balance: 3833.61,
      transactions: [
        { date: '2026-02-03', description: 'TESCO STORES 2231', amount: -64.18 },
        { date: '2026-02-05', description: 'SALARY HALDANE & CO', amount: 3125 },
        { date: '2026-02-09', description: 'DD THAMES WATER', amount: -38.5 },
        { date: '2026-02-16', description: 'SO RENT K WHITE', amount: -1150 },
        { date: '2026-02-23', description: 'TFR TO SAVINGS', amount: -500 },
        { date: '2026-02-27', description: 'CARD REFUND ASOS', amount: 42.99 },
      ],
    },
    [
      'Northbridge Savings Bank plc',
      '14 Corn Street, Bristol BS1 1HT',
      '',
      'Statement of account\tStatement no. 14',
      'Account holder: Priya Raman\tSort code: 20-45-77',
      'Current Account\tAccount number: 31044277',
      'Period: 1 February 2026 to 28 February 2026',
      '',
      'Date\tDescription\tPaid out\tPaid in\tBalance',
      '01 Feb\tBalance b/f\t\t\t2,418.30',
      '03 Feb\tTESCO STORES 2231\t64.18\t\t2,354.12',
      '05 Feb\tSALARY HALDANE & CO\t\t3,125.00\t5,479.12',
      '09 Feb\tDD THAMES WATER\t38.50\t\t5,440.62',
      '16 Feb\tSO RENT K WHITE\t1,150.00\t\t4,290.62',
      '23 Feb\tTFR TO SAVINGS\t500.00\t\t3,790.62',
      '27 Feb\tCARD REFUND ASOS\t\t42.99\t3,833.61',
      '28 Feb\tBalance c/f\t\t\t3,833.61',
      '',
      'Total paid out 1,752.68    Total paid in 3,167.99',
      'Northbridge Savings Bank plc is covered by the Financial Services Compensation Scheme.',
    ],
  ),
];

export const FRESH_K: TCorpusDocument[] = [...DOCUMENTS, ...FRESH_K_MORE, ...FRESH_K_LAST].map((document) => ({
  ...document,
  layout: FRESH_K_LAYOUT,
}));
