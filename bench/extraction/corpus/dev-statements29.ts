// Development set "statements29" (layout 140): written in session 29 BEFORE the extractor was changed, for bank
// statements, card statements, a supplier's statement of account and bank transfer confirmations: transaction rows
// over two lines (booking date and value date, the text's second line), amounts with a sign, a trailing minus, in
// brackets, with S/H or in Soll/Haben (debit/credit) columns, opening and closing balances (Alter/Neuer Kontostand,
// Anfangssaldo/Endsaldo, Opening/Closing balance), the statement's period, the IBAN and BIC of both sides of a
// transfer, and a reference (Verwendungszweck) standing in prose or over two lines. English and German; txt, pdf,
// docx, html, eml. Fields a document does not state stay out of the truth; a list's amounts carry the sign the
// field's description asks for. Held out, not sealed: `--show-dev-statements29` shows its misses. The rest is in
// dev-statements29-more.ts.
import { crlf } from './dev-eml15.ts';
import { DEV_STATEMENTS29_MORE } from './dev-statements29-more.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of session 29's development set of statements and transfer confirmations. */
export const DEV_STATEMENTS29_LAYOUT = 140;

const FIRST: TCorpusDocument[] = [
  // A savings bank's statement: booking and value date on a row's two lines, S/H after the amount.
  fresh(
    'statements29-kontoauszug-sh-de',
    'bank statement',
    'de',
    'pdf',
    [
      str('iban'),
      str('bic'),
      date('zeitraum_von'),
      date('zeitraum_bis'),
      num('alter_kontostand'),
      num('neuer_kontostand'),
      list('umsaetze', [date('buchungstag'), date('wertstellung'), str('verwendungszweck'), num('betrag')]),
    ],
    {
      iban: 'DE27 2505 0180 0009 8765 43',
      bic: 'SPKHDE2HXXX',
      zeitraum_von: '2026-04-01',
      zeitraum_bis: '2026-04-30',
      alter_kontostand: 2317.4,
      neuer_kontostand: 3480.55,
      umsaetze: [
        {
          buchungstag: '2026-04-01',
          wertstellung: '2026-04-01',
          verwendungszweck: 'Dauerauftrag Miete April Wohnung 3 OG links',
          betrag: -890,
        },
        {
          buchungstag: '2026-04-15',
          wertstellung: '2026-04-15',
          verwendungszweck: 'Gehalt April 2026 Hannoversche Druckhaus GmbH',
          betrag: 2105.65,
        },
        {
          buchungstag: '2026-04-22',
          wertstellung: '2026-04-20',
          verwendungszweck: 'Kartenzahlung Edeka Lindener Markt',
          betrag: -52.5,
        },
      ],
    },
    [
      'Sparkasse Hannover',
      'Kontoauszug Nr. 4/2026',
      'Kontoinhaber: Jana Oltmanns',
      'IBAN DE27 2505 0180 0009 8765 43\tBIC SPKHDE2HXXX',
      'Zeitraum 01.04.2026 bis 30.04.2026',
      '',
      'Bu-Tag\tWert\tVorgang\tBetrag EUR\tS/H',
      '01.04.\t01.04.\tDauerauftrag Miete April\t890,00\tS',
      '\t\tWohnung 3 OG links\t\t',
      '15.04.\t15.04.\tGehalt April 2026\t2.105,65\tH',
      '\t\tHannoversche Druckhaus GmbH\t\t',
      '22.04.\t20.04.\tKartenzahlung Edeka Lindener Markt\t52,50\tS',
      '',
      'Alter Kontostand am 31.03.2026\t2.317,40 H',
      'Neuer Kontostand am 30.04.2026\t3.480,55 H',
    ],
  ),
  // A British current account in plain text: money out and money in in columns of their own, a running balance.
  fresh(
    'statements29-current-account-en',
    'bank statement',
    'en',
    'txt',
    [
      str('account_number'),
      str('sort_code'),
      date('period_start'),
      date('period_end'),
      num('opening_balance'),
      num('closing_balance'),
      list('transactions', [date('date'), str('description'), num('amount', 'money out negative'), num('balance')]),
    ],
    {
      account_number: '41187730',
      sort_code: '20-45-77',
      period_start: '2026-05-01',
      period_end: '2026-05-31',
      opening_balance: 1204.18,
      closing_balance: 2448.02,
      transactions: [
        { date: '2026-05-02', description: 'DD THAMES WATER', amount: -38.5, balance: 1165.68 },
        { date: '2026-05-06', description: 'CARD PAYMENT TESCO STORES 2291', amount: -64.12, balance: 1101.56 },
        { date: '2026-05-28', description: 'BGC NORTHWIND LOGISTICS SALARY', amount: 2310.46, balance: 3412.02 },
        { date: '2026-05-29', description: 'SO RENT FLAT 2 MARSH LANE', amount: -964, balance: 2448.02 },
      ],
    },
    [
      'Barrowdale Bank plc',
      'Current Account Statement',
      'Mr Owen Pritchard, 14 Marsh Lane, Leeds LS6 2QT',
      'Account number\t41187730',
      'Sort code\t20-45-77',
      'Statement period\t1 May 2026 to 31 May 2026',
      '',
      'Date\tDescription\tMoney out\tMoney in\tBalance',
      '01 May 2026\tOpening balance\t\t\t1,204.18',
      '02 May 2026\tDD THAMES WATER\t38.50\t\t1,165.68',
      '06 May 2026\tCARD PAYMENT TESCO STORES 2291\t64.12\t\t1,101.56',
      '28 May 2026\tBGC NORTHWIND LOGISTICS SALARY\t\t2,310.46\t3,412.02',
      '29 May 2026\tSO RENT FLAT 2 MARSH LANE\t964.00\t\t2,448.02',
      '31 May 2026\tClosing balance\t\t\t2,448.02',
    ],
  ),
  // A transfer confirmation mail: amount, payee and reference in prose, the reference running over two lines.
  fresh(
    'statements29-ueberweisung-mail-de',
    'transfer confirmation',
    'de',
    'eml',
    [
      str('empfaenger'),
      str('empfaenger_iban'),
      str('empfaenger_bic'),
      num('betrag'),
      date('ausfuehrungsdatum'),
      str('verwendungszweck'),
      str('auftraggeber_iban'),
    ],
    {
      empfaenger: 'Tischlerei Brandl GmbH',
      empfaenger_iban: 'DE60 7016 9464 0002 1185 07',
      empfaenger_bic: 'GENODEF1M07',
      betrag: 1250,
      ausfuehrungsdatum: '2026-03-12',
      verwendungszweck: 'Rechnung 2026-0412 Einbauschrank Kd-Nr. 7781',
      auftraggeber_iban: 'DE02 1203 0000 0000 2020 51',
    },
    {
      raw: crlf(`From: DKB Banking <noreply@banking.example>
To: lukas.hertel@mailbox.example
Subject: =?UTF-8?Q?=C3=9Cberweisung_ausgef=C3=BChrt?=
Date: Thu, 12 Mar 2026 10:04:11 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Guten Tag Lukas Hertel,

Ihre Überweisung über 1.250,00 EUR an Tischlerei Brandl GmbH wurde am
12.03.2026 ausgeführt und von Ihrem Konto DE02 1203 0000 0000 2020 51
abgebucht.

Empfänger-IBAN: DE60 7016 9464 0002 1185 07
BIC: GENODEF1M07
Verwendungszweck: Rechnung 2026-0412 Einbauschrank
Kd-Nr. 7781

Diese Nachricht wurde automatisch erstellt. Bitte antworten Sie nicht darauf.

Ihre DKB
`),
    },
  ),
  // A SEPA payment confirmation printed to PDF: payer and payee side by side, each with IBAN and BIC.
  fresh(
    'statements29-payment-confirmation-en',
    'payment confirmation',
    'en',
    'pdf',
    [
      str('payer_name'),
      str('payer_iban'),
      str('payer_bic'),
      str('payee_name'),
      str('payee_iban'),
      str('payee_bic'),
      num('amount'),
      str('currency'),
      date('execution_date'),
      str('reference'),
      str('transaction_id'),
    ],
    {
      payer_name: 'Fenwick Analytics Ltd',
      payer_iban: 'IE29 AIBK 9311 5212 3456 78',
      payer_bic: 'AIBKIE2D',
      payee_name: 'Kessler Messtechnik GmbH',
      payee_iban: 'DE75 5121 0800 1245 1261 99',
      payee_bic: 'SOGEDEFFXXX',
      amount: 18420,
      currency: 'EUR',
      execution_date: '2026-06-18',
      reference: 'PO 55-1187 Invoice KM-26-0931',
      transaction_id: 'SEPA-260618-004471',
    },
    [
      'Allied Irish Banks',
      'SEPA Credit Transfer - Payment Confirmation',
      '',
      'Transaction ID: SEPA-260618-004471',
      'Execution date: 18/06/2026',
      '',
      'Ordering party\tBeneficiary',
      'Fenwick Analytics Ltd\tKessler Messtechnik GmbH',
      'IBAN IE29 AIBK 9311 5212 3456 78\tIBAN DE75 5121 0800 1245 1261 99',
      'BIC AIBKIE2D\tBIC SOGEDEFFXXX',
      '',
      'Amount: EUR 18,420.00',
      'Charges: SHA',
      'Remittance information: PO 55-1187',
      'Invoice KM-26-0931',
      '',
      'This confirmation is issued for information only and does not constitute proof of receipt by the beneficiary.',
    ],
  ),
  // A credit card statement in DOCX with debit (Soll) and credit (Haben) columns; charges positive.
  fresh(
    'statements29-kreditkarte-soll-haben-de',
    'credit card statement',
    'de',
    'docx',
    [
      str('kartennummer'),
      date('abrechnungsdatum'),
      num('saldo_vormonat'),
      num('neuer_saldo'),
      list('umsaetze', [
        date('belegdatum'),
        str('beschreibung'),
        num('betrag', 'Belastungen positiv, Gutschriften negativ'),
      ]),
    ],
    {
      kartennummer: '4548 XXXX XXXX 2210',
      abrechnungsdatum: '2026-07-20',
      saldo_vormonat: 412.3,
      neuer_saldo: 530.19,
      umsaetze: [
        { belegdatum: '2026-06-24', beschreibung: 'Lastschrift Ausgleich Vormonat', betrag: -412.3 },
        { belegdatum: '2026-06-27', beschreibung: 'Deutsche Bahn Fernverkehr', betrag: 119.9 },
        { belegdatum: '2026-07-03', beschreibung: 'Hotel Adler Freiburg', betrag: 286 },
        { belegdatum: '2026-07-09', beschreibung: 'Gutschrift Zalando SE', betrag: -49.95 },
        { belegdatum: '2026-07-15', beschreibung: 'Shell Tankstelle Offenburg', betrag: 174.24 },
      ],
    },
    [
      'Volksbank Ortenau eG – Kreditkartenabrechnung',
      'Karteninhaberin: Marlene Vogt',
      'Kartennummer: 4548 XXXX XXXX 2210\tAbrechnungsdatum: 20.07.2026',
      '',
      'Belegdatum\tBuchungsdatum\tBeschreibung\tSoll EUR\tHaben EUR',
      '\t\tSaldo Vormonat\t412,30\t',
      '24.06.2026\t24.06.2026\tLastschrift Ausgleich Vormonat\t\t412,30',
      '27.06.2026\t29.06.2026\tDeutsche Bahn Fernverkehr\t119,90\t',
      '03.07.2026\t06.07.2026\tHotel Adler Freiburg\t286,00\t',
      '09.07.2026\t10.07.2026\tGutschrift Zalando SE\t\t49,95',
      '15.07.2026\t16.07.2026\tShell Tankstelle Offenburg\t174,24\t',
      '\t\tNeuer Saldo\t530,19\t',
      '',
      'Der neue Saldo wird am 27.07.2026 von Ihrem Konto DE64 6649 0000 0012 4478 01 eingezogen.',
    ],
  ),
  // A supplier's statement of account in HTML: invoices, a payment and a credit note; credits in brackets.
  fresh(
    'statements29-supplier-statement-en',
    'statement of account',
    'en',
    'html',
    [
      str('customer_account'),
      date('statement_date'),
      num('opening_balance'),
      num('balance_due'),
      list('entries', [date('date'), str('reference'), str('description'), num('amount', 'credits negative')]),
    ],
    {
      customer_account: 'HOL-0457',
      statement_date: '2026-08-31',
      opening_balance: 1840,
      balance_due: 2391.4,
      entries: [
        { date: '2026-08-04', reference: 'PMT-8812', description: 'Payment received - thank you', amount: -1840 },
        { date: '2026-08-07', reference: 'INV-30551', description: 'Timber and fixings', amount: 1526.4 },
        { date: '2026-08-19', reference: 'CN-1204', description: 'Credit note - returned doors', amount: -215 },
        { date: '2026-08-26', reference: 'INV-30618', description: 'Plasterboard delivery', amount: 1080 },
      ],
    },
    [
      'Northgate Builders Merchants',
      'Statement of Account',
      'Customer: Holloway & Sons Joinery\tAccount: HOL-0457',
      'Statement date: 31 August 2026\tTerms: 30 days',
      '',
      'Date\tReference\tDescription\tAmount (£)',
      '01/08/2026\t\tBalance brought forward\t1,840.00',
      '04/08/2026\tPMT-8812\tPayment received - thank you\t(1,840.00)',
      '07/08/2026\tINV-30551\tTimber and fixings\t1,526.40',
      '19/08/2026\tCN-1204\tCredit note - returned doors\t(215.00)',
      '26/08/2026\tINV-30618\tPlasterboard delivery\t1,080.00',
      '',
      'Balance due: £2,391.40',
      'Current: £2,606.40   30 days: £0.00   Credits unallocated: (£215.00)',
    ],
  ),
  // A supplier's open-items list in plain text: credits written with a trailing minus.
  fresh(
    'statements29-offene-posten-de',
    'account statement',
    'de',
    'txt',
    [
      str('kundennummer'),
      date('stichtag'),
      num('saldo'),
      list('posten', [str('belegnummer'), date('belegdatum'), date('faellig'), num('betrag')]),
    ],
    {
      kundennummer: '230117',
      stichtag: '2026-09-30',
      saldo: 3262.93,
      posten: [
        { belegnummer: 'RE 26-11873', belegdatum: '2026-08-14', faellig: '2026-09-13', betrag: 2380 },
        { belegnummer: 'GS 26-00412', belegdatum: '2026-08-29', faellig: '2026-08-29', betrag: -142.8 },
        { belegnummer: 'RE 26-12240', belegdatum: '2026-09-11', faellig: '2026-10-11', betrag: 1025.73 },
      ],
    },
    {
      raw: `Großhandel Weber & Söhne KG · Industriestraße 40 · 68169 Mannheim

Kontoauszug Debitor / Offene Posten

Kunde: Elektro Hainz GmbH, Kundennummer 230117
Stichtag: 30.09.2026

Beleg-Nr.      Belegdatum   fällig am     Betrag EUR
RE 26-11873    14.08.2026   13.09.2026      2.380,00
GS 26-00412    29.08.2026   29.08.2026        142,80-
RE 26-12240    11.09.2026   11.10.2026      1.025,73
                                          ------------
Saldo zu unseren Gunsten                    3.262,93

Bitte gleichen Sie den fälligen Betrag umgehend aus. Sollten sich Differenzen ergeben,
bitten wir um Nachricht innerhalb von 14 Tagen.
`,
    },
  ),
  // An online banking export in HTML: booking date and value date in columns, the counterparty in its own column.
  fresh(
    'statements29-umsatzliste-html-de',
    'bank statement',
    'de',
    'html',
    [
      str('konto'),
      num('anfangssaldo'),
      num('endsaldo'),
      list('buchungen', [
        date('buchungsdatum'),
        date('valuta'),
        str('empfaenger'),
        str('verwendungszweck'),
        num('betrag'),
      ]),
    ],
    {
      konto: 'DE90 4306 0967 1122 3344 00',
      anfangssaldo: 5630.12,
      endsaldo: 4927.66,
      buchungen: [
        {
          buchungsdatum: '2026-10-01',
          valuta: '2026-10-01',
          empfaenger: 'Allianz Versicherungs-AG',
          verwendungszweck: 'KFZ-Versicherung BO-LH 512',
          betrag: -312.46,
        },
        {
          buchungsdatum: '2026-10-02',
          valuta: '2026-10-02',
          empfaenger: 'Helga Lindner',
          verwendungszweck: 'Nebenkostenerstattung 2025',
          betrag: 118,
        },
        {
          buchungsdatum: '2026-10-05',
          valuta: '2026-10-03',
          empfaenger: 'Amazon Payments Europe',
          verwendungszweck: '303-7781204-5521870',
          betrag: -508,
        },
      ],
    },
    [
      'GLS Gemeinschaftsbank eG – Umsatzanzeige',
      'Konto: DE90 4306 0967 1122 3344 00 (Girokonto)',
      'Anfangssaldo 30.09.2026: 5.630,12 EUR',
      '',
      'Buchungsdatum\tValuta\tEmpfänger/Auftraggeber\tVerwendungszweck\tBetrag (EUR)',
      '01.10.2026\t01.10.2026\tAllianz Versicherungs-AG\tKFZ-Versicherung BO-LH 512\t-312,46',
      '02.10.2026\t02.10.2026\tHelga Lindner\tNebenkostenerstattung 2025\t+118,00',
      '05.10.2026\t03.10.2026\tAmazon Payments Europe\t303-7781204-5521870\t-508,00',
      '',
      'Endsaldo 05.10.2026: 4.927,66 EUR',
    ],
  ),
];

export const DEV_STATEMENTS29: TCorpusDocument[] = [...FIRST, ...DEV_STATEMENTS29_MORE].map((document) => ({
  ...document,
  layout: DEV_STATEMENTS29_LAYOUT,
}));
