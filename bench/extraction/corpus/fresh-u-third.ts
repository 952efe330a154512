// Sealed set U, documents 17–23 (see fresh-u.ts). Never tune on them.
import { bool, date, list, num, obj, str } from './fresh-doc.ts';
import { sealedU } from './fresh-u-doc.ts';
import type { TCorpusDocument } from './types.ts';

const SUBSCRIPTION_MAIL = [
  'From: DIE ZEIT Aboservice <abo@zeit-leserservice.example>',
  'To: m.fechner@web.example',
  'Subject: Willkommen! Ihre Abo-Bestellung ist bestätigt',
  'Date: Sat, 07 Feb 2026 14:31:55 +0100',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: 8bit',
  '',
  'Sehr geehrter Herr Fechner,',
  '',
  'vielen Dank für Ihre Bestellung. Hiermit bestätigen wir Ihr Abonnement:',
  '',
  'Abonummer:            ZA-5528104',
  'Produkt:              DIE ZEIT Digital + Print (Studentenabo)',
  'Lieferbeginn:         Ausgabe vom 12.02.2026',
  'Preis:                19,90 € alle 4 Wochen',
  'Zahlweise:            SEPA-Lastschrift, IBAN endet auf 4412',
  'Mindestlaufzeit:      keine, jederzeit zur nächsten Ausgabe kündbar',
  '',
  'Lieferanschrift:',
  'Moritz Fechner',
  'Weender Landstraße 52',
  '37075 Göttingen',
  '',
  'Die erste Abbuchung erfolgt am 16.02.2026. Ihr Studienausweis gilt bis 30.09.2026;',
  'bitte senden Sie uns danach eine neue Immatrikulationsbescheinigung, sonst gilt der',
  'reguläre Preis von 33,60 € alle 4 Wochen.',
  '',
  'Ihr Widerrufsrecht: Sie können Ihre Bestellung innerhalb von 14 Tagen ohne Angabe',
  'von Gründen widerrufen.',
  '',
  'Mit freundlichen Grüßen',
  'Ihr ZEIT Leserservice',
  'Zeitverlag Gerd Bucerius GmbH & Co. KG, Buceriusstraße, 20095 Hamburg',
  '',
].join('\r\n');

const DUNNING_TXT = `Harbourside Office Supplies Ltd
Credit Control Department
Unit 3, Quayside Trading Estate, Southampton SO14 3TJ
Tel 023 8049 1177   credit@harbourside-os.example

Finance Director
Pemberton & Cole Solicitors
9 Castle Lane
Southampton SO14 2NH

Our ref: CC/PEM001/3
6 March 2026

FINAL REMINDER BEFORE LEGAL ACTION

Dear Sir or Madam,

Account number PEM001

Despite our reminders of 3 February and 20 February 2026, the invoices listed below,
totalling £2,318.46, remain unpaid.

  Invoice      Dated          Due            Amount
  HOS-88120    05/12/2025     04/01/2026      1,204.80
  HOS-88477    19/12/2025     18/01/2026        873.66
  HOS-88903    09/01/2026     08/02/2026        240.00

Under the Late Payment of Commercial Debts (Interest) Act 1998 we are entitled to
statutory interest and fixed compensation of £70.00 per invoice, which we will add
if payment is not received in full by 20 March 2026. Your account has been placed on stop
and no further orders will be dispatched until it is settled.

Please pay £2,318.46 by bank transfer to sort code 40-12-76, account 71993355,
quoting PEM001, or call us to pay by card.

Yours faithfully,

Gareth Pryce
Credit Controller
`;

const REMITTANCE_HTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Zahlungsavis</title></head>
<body>
<h2>Zahlungsavis / Remittance advice</h2>
<p><b>Baumarkt-Zentrale Südwest GmbH</b><br>Kreditorenbuchhaltung<br>Rheinstraße 120, 76185 Karlsruhe</p>
<table border="1" cellpadding="3">
<tr><td>Zahlungsempfänger</td><td>Gartenwelt Pohl KG, Lindenweg 3, 72108 Rottenburg</td></tr>
<tr><td>Ihre Lieferantennummer bei uns</td><td>K 700312</td></tr>
<tr><td>Zahlungsdatum / Valuta</td><td>27.02.2026</td></tr>
<tr><td>Zahlungsnummer</td><td>ZL-2026-044817</td></tr>
<tr><td>Empfängerkonto</td><td>DE02 6039 0000 0044 1730 05</td></tr>
</table>
<p>Wir haben folgende Belege ausgeglichen:</p>
<table border="1" cellpadding="3">
<tr><th>Ihre Beleg-Nr.</th><th>Belegdatum</th><th>Bruttobetrag</th><th>Skonto</th><th>Zahlbetrag</th></tr>
<tr><td>RG 26-0311</td><td>02.02.2026</td><td>3.570,00</td><td>71,40</td><td>3.498,60</td></tr>
<tr><td>RG 26-0348</td><td>09.02.2026</td><td>1.249,50</td><td>24,99</td><td>1.224,51</td></tr>
<tr><td>GS 26-0019</td><td>11.02.2026</td><td>-297,50</td><td>0,00</td><td>-297,50</td></tr>
</table>
<p><b>Überwiesener Gesamtbetrag: 4.425,61 EUR</b></p>
<p>Bei Rückfragen: Frau Elif Demir, Tel. 0721 9180-447, kreditoren@bz-suedwest.example</p>
</body></html>
`;

const WORKSHOP: TCorpusDocument[] = [
  sealedU(
    '17-car-repair',
    'repair invoice',
    'de',
    'docx',
    [
      str('rechnungsnummer', undefined, { required: true }),
      date('rechnungsdatum', undefined, true),
      str('auftragsnummer'),
      obj('kunde', [str('name'), str('kundennummer')]),
      obj('fahrzeug', [
        str('kennzeichen'),
        str('fahrgestellnummer', 'FIN/VIN'),
        str('modell'),
        num('kilometerstand'),
        date('erstzulassung'),
      ]),
      list('arbeitspositionen', [str('arbeit'), num('ae', 'Arbeitseinheiten'), num('betrag')]),
      list('teile', [str('teilenummer'), str('bezeichnung'), num('menge'), num('betrag')]),
      num('summeLohn'),
      num('summeTeile'),
      num('netto'),
      num('mwst'),
      num('endbetrag', undefined, true),
      str('zahlungsziel'),
      date('naechsteHu', 'nächste Hauptuntersuchung'),
      str('serviceberater'),
    ],
    {
      rechnungsnummer: '2026-10488',
      rechnungsdatum: '2026-02-18',
      auftragsnummer: 'A 55719',
      kunde: { name: 'Martina Seidlitz', kundennummer: '21907' },
      fahrzeug: {
        kennzeichen: 'RT-MS 812',
        fahrgestellnummer: 'WVWZZZAWZKU118340',
        modell: 'VW Polo 1.0 TSI',
        kilometerstand: 78412,
        erstzulassung: '2019-05-16',
      },
      arbeitspositionen: [
        { arbeit: 'Inspektion mit Ölwechsel', ae: 14, betrag: 189.0 },
        { arbeit: 'Bremsscheiben und -beläge vorn erneuert', ae: 12, betrag: 162.0 },
      ],
      teile: [
        { teilenummer: '2H0 198 153', bezeichnung: 'Bremsscheibe vorn', menge: 2, betrag: 118.4 },
        { teilenummer: '6R0 698 151 A', bezeichnung: 'Bremsbelagsatz vorn', menge: 1, betrag: 74.9 },
        { teilenummer: 'G 052 195 M4', bezeichnung: 'Motoröl 5W-30 (Liter)', menge: 4, betrag: 63.6 },
        { teilenummer: '04C 115 561 H', bezeichnung: 'Ölfilter', menge: 1, betrag: 14.8 },
      ],
      summeLohn: 351.0,
      summeTeile: 271.7,
      netto: 622.7,
      mwst: 118.31,
      endbetrag: 741.01,
      zahlungsziel: 'sofort ohne Abzug',
      serviceberater: 'Jonas Hiller',
    },
    [
      'Autohaus Kienle GmbH & Co. KG',
      'Karlstraße 40 · 72764 Reutlingen · Tel. 07121 3380-0',
      '',
      'RECHNUNG\tNr. 2026-10488',
      'Frau Martina Seidlitz\tDatum\t18.02.2026',
      'Mühlweg 9\tAuftrag\tA 55719',
      '72800 Eningen\tKunden-Nr.\t21907',
      '\tServiceberater\tJonas Hiller',
      '',
      'Kennzeichen\tFahrzeug\tFahrgestell-Nr.\tErstzul.\tkm-Stand',
      'RT-MS 812\tVW Polo 1.0 TSI\tWVWZZZAWZKU118340\t16.05.2019\t78.412',
      '',
      'Arbeiten\tAW\tBetrag €',
      'Inspektion mit Ölwechsel\t14\t189,00',
      'Bremsscheiben und -beläge vorn erneuert\t12\t162,00',
      'Summe Lohn\t\t351,00',
      '',
      'Teile-Nr.\tBezeichnung\tMenge\tBetrag €',
      '2H0 198 153\tBremsscheibe vorn\t2\t118,40',
      '6R0 698 151 A\tBremsbelagsatz vorn\t1\t74,90',
      'G 052 195 M4\tMotoröl 5W-30 (Liter)\t4\t63,60',
      '04C 115 561 H\tÖlfilter\t1\t14,80',
      'Summe Teile\t\t\t271,70',
      '',
      'Nettobetrag\t622,70',
      'MwSt 19 %\t118,31',
      'Endbetrag\t741,01',
      '',
      'Zahlbar sofort ohne Abzug. Die nächste Inspektion ist bei 108.000 km oder in 2 Jahren fällig.',
    ],
  ),
  sealedU(
    '18-medical-bill',
    'medical bill',
    'en',
    'scan',
    [
      str('patientName', undefined, { required: true }),
      str('accountNumber', 'patient account number'),
      date('statementDate'),
      date('dueDate'),
      str('provider'),
      list('services', [date('dateOfService'), str('cptCode'), str('description'), num('charges')]),
      num('totalCharges'),
      num('insurancePaid'),
      num('adjustments', 'contractual adjustments'),
      num('patientPaid'),
      num('amountDue', 'patient balance due', true),
      str('insurer'),
      str('memberId'),
      str('claimNumber'),
      num('copay'),
    ],
    {
      patientName: 'Angela M. Whitfield',
      accountNumber: '2231904',
      statementDate: '2026-02-20',
      dueDate: '2026-03-15',
      provider: 'Lakeview Orthopedic Associates',
      services: [
        { dateOfService: '2026-01-08', cptCode: '99204', description: 'Office visit, new patient', charges: 310.0 },
        { dateOfService: '2026-01-08', cptCode: '73562', description: 'X-ray knee, 3 views', charges: 145.0 },
        { dateOfService: '2026-01-22', cptCode: '20610', description: 'Joint injection, major joint', charges: 265.0 },
      ],
      totalCharges: 720.0,
      insurancePaid: 388.2,
      adjustments: 196.4,
      patientPaid: 40.0,
      amountDue: 95.4,
      insurer: 'Blue Cross Blue Shield of Illinois',
      memberId: 'XOH884012271',
    },
    [
      'LAKEVIEW ORTHOPEDIC ASSOCIATES',
      '1850 N. Clybourn Ave, Chicago, IL 60614',
      'Billing questions: (312) 555-0190',
      '',
      'PATIENT STATEMENT',
      'Statement Date\tAccount No.\tPlease Pay By\tAmount Due',
      '02/20/2026\t2231904\t03/15/2026\t$95.40',
      '',
      'Patient: Angela M. Whitfield',
      'Primary insurance: Blue Cross Blue Shield of Illinois   Member ID: XOH884012271',
      '',
      'Date\tCode\tDescription\tCharges\tIns. Paid\tAdj.\tPatient Paid',
      '01/08/2026\t99204\tOffice visit, new patient\t310.00\t172.40\t97.60\t40.00',
      '01/08/2026\t73562\tX-ray knee, 3 views\t145.00\t78.30\t41.20\t0.00',
      '01/22/2026\t20610\tJoint injection, major joint\t265.00\t137.50\t57.60\t0.00',
      '',
      'Total charges\t720.00',
      'Insurance payments\t-388.20',
      'Adjustments\t-196.40',
      'Patient payments\t-40.00',
      'PATIENT BALANCE\t$95.40',
      '',
      'Your insurance has processed these claims. The balance is your deductible and coinsurance.',
      'Pay online at lakevieworthopedic.example/pay or return the slip below.',
    ],
  ),
];

const ACCOUNTS: TCorpusDocument[] = [
  sealedU(
    '19-subscription',
    'subscription confirmation',
    'de',
    'eml',
    [
      str('abonummer', undefined, { required: true }),
      str('produkt'),
      str('abonnent'),
      obj('lieferadresse', [str('strasse'), str('plz'), str('ort')]),
      date('lieferbeginn', 'Datum der ersten Ausgabe'),
      num('preis', 'Preis je Abrechnungsperiode'),
      str('abrechnungsperiode'),
      num('regulaererPreis', 'Preis nach Ende der Ermäßigung'),
      str('zahlweise'),
      str('ibanEndziffern', 'letzte Ziffern der IBAN'),
      date('ersteAbbuchung'),
      date('nachweisGueltigBis', 'Studienausweis gültig bis'),
      num('widerrufsfristTage'),
      str('mindestlaufzeit'),
      str('gutscheincode'),
      num('praemieWert', 'Wert einer Werbeprämie'),
    ],
    {
      abonummer: 'ZA-5528104',
      produkt: 'DIE ZEIT Digital + Print (Studentenabo)',
      abonnent: 'Moritz Fechner',
      lieferadresse: { strasse: 'Weender Landstraße 52', plz: '37075', ort: 'Göttingen' },
      lieferbeginn: '2026-02-12',
      preis: 19.9,
      abrechnungsperiode: 'alle 4 Wochen',
      regulaererPreis: 33.6,
      zahlweise: 'SEPA-Lastschrift',
      ibanEndziffern: '4412',
      ersteAbbuchung: '2026-02-16',
      nachweisGueltigBis: '2026-09-30',
      widerrufsfristTage: 14,
      mindestlaufzeit: 'keine',
    },
    { raw: SUBSCRIPTION_MAIL },
  ),
  sealedU(
    '20-final-reminder',
    'dunning letter',
    'en',
    'txt',
    [
      str('customerAccount', undefined, { required: true }),
      str('ourReference'),
      date('letterDate'),
      str('debtor', 'company being chased'),
      str('creditor'),
      num('reminderLevel', 'which reminder this is (1, 2, 3 …)'),
      list('previousReminderDates', [date('date')]),
      list('overdueInvoices', [str('invoiceNumber'), date('invoiceDate'), date('dueDate'), num('amount')]),
      num('totalOutstanding', undefined, true),
      date('payBy', 'deadline given in the letter'),
      num('compensationPerInvoice'),
      bool('accountOnStop'),
      str('sortCode'),
      str('accountNumber'),
      str('creditController'),
      num('interestRate', 'interest percentage charged'),
    ],
    {
      customerAccount: 'PEM001',
      ourReference: 'CC/PEM001/3',
      letterDate: '2026-03-06',
      debtor: 'Pemberton & Cole Solicitors',
      creditor: 'Harbourside Office Supplies Ltd',
      reminderLevel: 3,
      previousReminderDates: [{ date: '2026-02-03' }, { date: '2026-02-20' }],
      overdueInvoices: [
        { invoiceNumber: 'HOS-88120', invoiceDate: '2025-12-05', dueDate: '2026-01-04', amount: 1204.8 },
        { invoiceNumber: 'HOS-88477', invoiceDate: '2025-12-19', dueDate: '2026-01-18', amount: 873.66 },
        { invoiceNumber: 'HOS-88903', invoiceDate: '2026-01-09', dueDate: '2026-02-08', amount: 240.0 },
      ],
      totalOutstanding: 2318.46,
      payBy: '2026-03-20',
      compensationPerInvoice: 70.0,
      accountOnStop: true,
      sortCode: '40-12-76',
      accountNumber: '71993355',
      creditController: 'Gareth Pryce',
    },
    { raw: DUNNING_TXT },
  ),
  sealedU(
    '21-remittance',
    'remittance advice',
    'de',
    'html',
    [
      str('zahlungsnummer', undefined, { required: true }),
      date('zahlungsdatum', undefined, true),
      str('zahler', 'Firma, die zahlt'),
      str('zahlungsempfaenger'),
      str('lieferantennummer'),
      str('empfaengerIban'),
      list('belege', [str('belegnummer'), date('belegdatum'), num('brutto'), num('skonto'), num('zahlbetrag')]),
      num('gesamtSkonto'),
      num('ueberwiesenerBetrag', undefined, true),
      str('waehrung'),
      obj('ansprechpartner', [str('name'), str('telefon'), str('email')]),
      str('bankDesZahlers'),
    ],
    {
      zahlungsnummer: 'ZL-2026-044817',
      zahlungsdatum: '2026-02-27',
      zahler: 'Baumarkt-Zentrale Südwest GmbH',
      zahlungsempfaenger: 'Gartenwelt Pohl KG',
      lieferantennummer: 'K 700312',
      empfaengerIban: 'DE02 6039 0000 0044 1730 05',
      belege: [
        { belegnummer: 'RG 26-0311', belegdatum: '2026-02-02', brutto: 3570.0, skonto: 71.4, zahlbetrag: 3498.6 },
        { belegnummer: 'RG 26-0348', belegdatum: '2026-02-09', brutto: 1249.5, skonto: 24.99, zahlbetrag: 1224.51 },
        { belegnummer: 'GS 26-0019', belegdatum: '2026-02-11', brutto: -297.5, skonto: 0, zahlbetrag: -297.5 },
      ],
      ueberwiesenerBetrag: 4425.61,
      waehrung: 'EUR',
      ansprechpartner: { name: 'Elif Demir', telefon: '0721 9180-447', email: 'kreditoren@bz-suedwest.example' },
    },
    { raw: REMITTANCE_HTML },
  ),
];

const WORK: TCorpusDocument[] = [
  sealedU(
    '22-timesheet',
    'timesheet',
    'en',
    'pdf',
    [
      str('contractor', undefined, { required: true }),
      str('agency'),
      str('client'),
      str('assignmentNumber'),
      date('weekEnding', undefined, true),
      list('days', [date('date'), str('start'), str('finish'), num('breakMinutes'), num('hours')]),
      num('standardHours'),
      num('overtimeHours'),
      num('totalHours'),
      num('hourlyRate'),
      num('overtimeRate'),
      str('approvedBy', 'client manager who signed'),
      date('approvedOn'),
      str('purchaseOrder'),
      str('costCode'),
    ],
    {
      contractor: 'Samuel Adeyemi',
      agency: 'Crestline Technical Recruitment',
      client: 'Wexford Rail Systems Ltd',
      assignmentNumber: 'ASG-30418',
      weekEnding: '2026-02-22',
      days: [
        { date: '2026-02-16', start: '08:00', finish: '16:30', breakMinutes: 30, hours: 8 },
        { date: '2026-02-17', start: '08:00', finish: '16:30', breakMinutes: 30, hours: 8 },
        { date: '2026-02-18', start: '07:30', finish: '18:00', breakMinutes: 30, hours: 10 },
        { date: '2026-02-19', start: '08:00', finish: '16:30', breakMinutes: 30, hours: 8 },
        { date: '2026-02-20', start: '08:00', finish: '14:30', breakMinutes: 30, hours: 6 },
      ],
      standardHours: 37.5,
      overtimeHours: 2.5,
      totalHours: 40,
      hourlyRate: 32.5,
      overtimeRate: 48.75,
      approvedBy: 'Fiona Lachlan',
      approvedOn: '2026-02-23',
      costCode: 'WRS-SIG-114',
    },
    [
      'Crestline Technical Recruitment',
      'Weekly Timesheet',
      '',
      'Contractor\tSamuel Adeyemi\tAssignment\tASG-30418',
      'Client\tWexford Rail Systems Ltd\tWeek ending\t22/02/2026',
      'Cost code\tWRS-SIG-114\tRate\t£32.50/h (OT £48.75/h)',
      '',
      'Day\tDate\tStart\tFinish\tBreak\tHours',
      'Mon\t16/02/2026\t08:00\t16:30\t0:30\t8.00',
      'Tue\t17/02/2026\t08:00\t16:30\t0:30\t8.00',
      'Wed\t18/02/2026\t07:30\t18:00\t0:30\t10.00',
      'Thu\t19/02/2026\t08:00\t16:30\t0:30\t8.00',
      'Fri\t20/02/2026\t08:00\t14:30\t0:30\t6.00',
      'Sat\t\t\t\t\t',
      'Sun\t\t\t\t\t',
      '',
      '\t\t\t\tStandard hours\t37.50',
      '\t\t\t\tOvertime hours\t2.50',
      '\t\t\t\tTotal hours\t40.00',
      '',
      'I confirm the hours above are correct.',
      'Client approval: Fiona Lachlan, Project Manager, signed 23/02/2026',
    ],
  ),
  sealedU(
    '23-quote',
    'quote',
    'de',
    'png',
    [
      str('angebotsnummer', undefined, { required: true }),
      date('angebotsdatum'),
      date('gueltigBis', 'Angebot gültig bis'),
      obj('anbieter', [str('firma'), str('inhaber'), str('telefon')]),
      obj('kunde', [str('name'), str('bauvorhaben', 'Adresse der Baustelle')]),
      str('betreff'),
      list('positionen', [
        num('pos'),
        str('leistung'),
        num('menge'),
        str('einheit'),
        num('einzelpreis'),
        num('gesamtpreis'),
      ]),
      num('nettosumme'),
      num('mwst'),
      num('angebotssumme', 'Bruttosumme', true),
      num('lohnanteil', 'Arbeitskosten nach §35a EStG'),
      str('ausfuehrungszeitraum'),
      str('zahlungsbedingungen'),
      num('anzahlungProzent'),
    ],
    {
      angebotsnummer: 'AN-26-031',
      angebotsdatum: '2026-02-09',
      gueltigBis: '2026-03-31',
      anbieter: { firma: 'Malerbetrieb Hofstetter', inhaber: 'Georg Hofstetter', telefon: '0871 27 44 90' },
      kunde: { name: 'Eheleute Brunner', bauvorhaben: 'Seligenthaler Str. 12, 84034 Landshut' },
      betreff: 'Renovierung Wohnung 2. OG',
      positionen: [
        {
          pos: 1,
          leistung: 'Abdeck- und Schutzarbeiten',
          menge: 1,
          einheit: 'psch',
          einzelpreis: 180.0,
          gesamtpreis: 180.0,
        },
        {
          pos: 2,
          leistung: 'Wände und Decken spachteln Q2',
          menge: 64,
          einheit: 'm²',
          einzelpreis: 6.8,
          gesamtpreis: 435.2,
        },
        {
          pos: 3,
          leistung: 'Dispersionsanstrich weiß, 2-fach',
          menge: 212,
          einheit: 'm²',
          einzelpreis: 8.9,
          gesamtpreis: 1886.8,
        },
        { pos: 4, leistung: 'Türzargen lackieren', menge: 5, einheit: 'Stk', einzelpreis: 65.0, gesamtpreis: 325.0 },
      ],
      nettosumme: 2827.0,
      mwst: 537.13,
      angebotssumme: 3364.13,
      lohnanteil: 2260.0,
      ausfuehrungszeitraum: 'KW 12/2026',
    },
    [
      'Malerbetrieb Hofstetter · Inh. Georg Hofstetter',
      'Altstadt 201 · 84028 Landshut · Tel. 0871 27 44 90',
      '',
      'Eheleute Brunner',
      'Seligenthaler Str. 12',
      '84034 Landshut',
      '',
      'Angebot Nr. AN-26-031\tLandshut, 09.02.2026',
      'Bauvorhaben: Seligenthaler Str. 12, 84034 Landshut',
      'Betreff: Renovierung Wohnung 2. OG',
      '',
      'Pos.\tLeistung\tMenge\tEinh.\tEP €\tGP €',
      '1\tAbdeck- und Schutzarbeiten\t1\tpsch\t180,00\t180,00',
      '2\tWände und Decken spachteln Q2\t64\tm²\t6,80\t435,20',
      '3\tDispersionsanstrich weiß, 2-fach\t212\tm²\t8,90\t1.886,80',
      '4\tTürzargen lackieren\t5\tStk\t65,00\t325,00',
      '',
      '\t\t\t\tNettosumme\t2.827,00',
      '\t\t\t\t19 % MwSt.\t537,13',
      '\t\t\t\tAngebotssumme\t3.364,13',
      '',
      'Im Angebot enthaltene Lohnkosten (§ 35a EStG): 2.260,00 € netto.',
      'Ausführung voraussichtlich in KW 12/2026.',
      'Dieses Angebot ist gültig bis 31.03.2026.',
      'Mit freundlichen Grüßen, Georg Hofstetter',
    ],
  ),
];

export const FRESH_U_THIRD: TCorpusDocument[] = [...WORKSHOP, ...ACCOUNTS, ...WORK];
