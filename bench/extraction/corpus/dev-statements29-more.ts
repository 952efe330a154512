// The rest of development set "statements29" (dev-statements29.ts says what it holds): a card statement mail, a
// statement printed as text with each booking over two lines and trailing signs, a payment advice, a cash account
// with amounts in brackets, an overdraft with DR/CR balances, a transfer form's stacked fields, a wire confirmation
// in HTML and a savings account's quarterly statement by mail.
import { crlf } from './dev-eml15.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_STATEMENTS29_MORE: TCorpusDocument[] = [
  // A card statement's summary in a mail, with its transactions as a plain-text table; credits with a minus.
  fresh(
    'statements29-card-statement-mail-en',
    'credit card statement',
    'en',
    'eml',
    [
      str('card_last4'),
      date('period_start'),
      date('period_end'),
      num('previous_balance'),
      num('new_balance'),
      num('minimum_payment'),
      date('payment_due_date'),
      list('transactions', [date('date'), str('description'), num('amount', 'credits negative')]),
    ],
    {
      card_last4: '8830',
      period_start: '2026-09-12',
      period_end: '2026-10-11',
      previous_balance: 1102.77,
      new_balance: 684.35,
      minimum_payment: 35,
      payment_due_date: '2026-11-05',
      transactions: [
        { date: '2026-09-15', description: 'BLUE BOTTLE COFFEE OAKLAND', amount: 18.4 },
        { date: '2026-09-22', description: 'DELTA AIR LINES ATLANTA', amount: 512.2 },
        { date: '2026-09-28', description: 'PAYMENT - THANK YOU', amount: -1102.77 },
        { date: '2026-09-30', description: 'AMAZON MKTPLACE REFUND', amount: -45.99 },
        { date: '2026-10-04', description: 'WHOLE FOODS MARKET #10233', amount: 199.74 },
      ],
    },
    {
      raw: crlf(`From: Redwood Card Services <statements@redwoodcard.example>
To: priya.raman@inbox.example
Subject: Your Redwood Visa statement is ready
Date: Mon, 12 Oct 2026 07:02:55 -0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hi Priya,

Your statement for your Redwood Visa ending in 8830 for the period
Sep 12, 2026 - Oct 11, 2026 is now available.

  Previous balance          $1,102.77
  Payments and credits     -$1,148.76
  Purchases                  $730.34
  New balance                $684.35

  Minimum payment due        $35.00
  Payment due date           Nov 5, 2026

Transactions

  Date      Description                        Amount
  09/15     BLUE BOTTLE COFFEE OAKLAND          18.40
  09/22     DELTA AIR LINES ATLANTA            512.20
  09/28     PAYMENT - THANK YOU             -1,102.77
  09/30     AMAZON MKTPLACE REFUND             -45.99
  10/04     WHOLE FOODS MARKET #10233          199.74

To avoid interest, pay your new balance in full by the due date.

Redwood Card Services
`),
    },
  ),
  // A cooperative bank's statement as text: each booking over two lines, debits with a trailing minus, credits "+".
  fresh(
    'statements29-kontoauszug-text-de',
    'bank statement',
    'de',
    'txt',
    [
      str('kontonummer'),
      str('auszug_nr'),
      num('alter_kontostand'),
      num('neuer_kontostand'),
      list('umsaetze', [date('buchungstag'), date('wert'), str('text'), num('betrag')]),
    ],
    {
      kontonummer: '4410227700',
      auszug_nr: '11/2026',
      alter_kontostand: 1532.08,
      neuer_kontostand: 3076.86,
      umsaetze: [
        {
          buchungstag: '2026-11-02',
          wert: '2026-11-02',
          text: 'Lastschrift Stadtwerke Bochum Abschlag 11/26',
          betrag: -84,
        },
        { buchungstag: '2026-11-03', wert: '2026-11-03', text: 'Gutschrift Gehalt Ruhrtal Logistik', betrag: 2640.15 },
        { buchungstag: '2026-11-05', wert: '2026-11-05', text: 'Überweisung Miete November Fam. Kranz', betrag: -950 },
        {
          buchungstag: '2026-11-09',
          wert: '2026-11-07',
          text: 'Kartenzahlung Aral Bochum-Wattenscheid',
          betrag: -61.37,
        },
      ],
    },
    {
      raw: `Volksbank Bochum Witten eG                                   Kontoauszug 11/2026
Kontonummer 4410227700        IBAN DE08 4306 0967 4410 2277 00        Blatt 1/1
Herrn Sven Kranz, Im Hagen 7, 44866 Bochum

Bu.Tag Wert   Vorgang                                               Betrag EUR
                                   Alter Kontostand vom 30.10.2026    1.532,08+
02.11. 02.11. Lastschrift                                              84,00-
              Stadtwerke Bochum Abschlag 11/26
03.11. 03.11. Gutschrift                                            2.640,15+
              Gehalt Ruhrtal Logistik
05.11. 05.11. Überweisung                                             950,00-
              Miete November Fam. Kranz
09.11. 07.11. Kartenzahlung                                            61,37-
              Aral Bochum-Wattenscheid
                                   Neuer Kontostand vom 09.11.2026    3.076,86+
`,
    },
  ),
  // A customer's payment advice: the invoices settled, cash discount taken, a credit note with a trailing minus.
  fresh(
    'statements29-zahlungsavis-de',
    'payment advice',
    'de',
    'pdf',
    [
      date('zahlungsdatum'),
      num('zahlbetrag'),
      str('empfaenger_iban'),
      list('posten', [
        str('rechnungsnummer'),
        date('rechnungsdatum'),
        num('rechnungsbetrag'),
        num('skonto'),
        num('zahlbetrag'),
      ]),
    ],
    {
      zahlungsdatum: '2026-10-20',
      zahlbetrag: 1630.3,
      empfaenger_iban: 'DE80 3706 0193 0051 8830 12',
      posten: [
        {
          rechnungsnummer: 'RE-4471',
          rechnungsdatum: '2026-10-02',
          rechnungsbetrag: 1190,
          skonto: 23.8,
          zahlbetrag: 1166.2,
        },
        {
          rechnungsnummer: 'RE-4502',
          rechnungsdatum: '2026-10-09',
          rechnungsbetrag: 595,
          skonto: 11.9,
          zahlbetrag: 583.1,
        },
        {
          rechnungsnummer: 'GS-0088',
          rechnungsdatum: '2026-10-12',
          rechnungsbetrag: -119,
          skonto: 0,
          zahlbetrag: -119,
        },
      ],
    },
    [
      'Bäckerei Kornblum GmbH · Domstraße 4 · 50668 Köln',
      '',
      'An: Mühlenwerke Rheinland AG, Buchhaltung',
      '',
      'Zahlungsavis',
      'Wir haben am 20.10.2026 den Betrag von 1.630,30 EUR auf Ihr Konto',
      'IBAN DE80 3706 0193 0051 8830 12 überwiesen. Die Zahlung betrifft folgende Belege:',
      '',
      'Beleg\tBelegdatum\tBetrag\tSkonto\tZahlbetrag',
      'RE-4471\t02.10.2026\t1.190,00\t23,80\t1.166,20',
      'RE-4502\t09.10.2026\t595,00\t11,90\t583,10',
      'GS-0088\t12.10.2026\t119,00-\t0,00\t119,00-',
      'Summe\t\t1.666,00\t35,70\t1.630,30',
      '',
      'Mit freundlichen Grüßen',
      'Bäckerei Kornblum GmbH, Kreditorenbuchhaltung',
    ],
  ),
  // An investment platform's cash account in DOCX: money out in brackets, the period written out in words.
  fresh(
    'statements29-cash-account-brackets-en',
    'account statement',
    'en',
    'docx',
    [
      str('account_number'),
      date('period_start'),
      date('period_end'),
      num('opening_balance'),
      num('closing_balance'),
      list('transactions', [date('date'), str('description'), num('amount')]),
    ],
    {
      account_number: 'ISA-2207185',
      period_start: '2026-04-01',
      period_end: '2026-04-30',
      opening_balance: 25000,
      closing_balance: 23722.55,
      transactions: [
        { date: '2026-04-02', description: 'Dividend - Unilever PLC', amount: 312.4 },
        { date: '2026-04-10', description: 'Purchase 50 Vanguard FTSE All-World ETF', amount: -4875.5 },
        { date: '2026-04-17', description: 'Platform fee', amount: -21.25 },
        { date: '2026-04-28', description: 'Sale 30 Legal & General Gilt Fund', amount: 3306.9 },
      ],
    },
    [
      'Meridian Invest - Stocks and Shares ISA',
      'Cash account statement for the period 1 April 2026 to 30 April 2026',
      'Account holder: Dr Fiona MacLeod\tAccount number: ISA-2207185',
      '',
      'Date\tDescription\tAmount (GBP)',
      '01 Apr 2026\tOpening cash balance\t25,000.00',
      '02 Apr 2026\tDividend - Unilever PLC\t312.40',
      '10 Apr 2026\tPurchase 50 Vanguard FTSE All-World ETF\t(4,875.50)',
      '17 Apr 2026\tPlatform fee\t(21.25)',
      '28 Apr 2026\tSale 30 Legal & General Gilt Fund\t3,306.90',
      '30 Apr 2026\tClosing cash balance\t23,722.55',
      '',
      'Figures in brackets are payments out of your cash account.',
    ],
  ),
  // A business account that starts overdrawn: balances marked DR and CR, withdrawals and deposits in columns.
  fresh(
    'statements29-overdraft-dr-cr-en',
    'bank statement',
    'en',
    'pdf',
    [
      date('period_start'),
      date('period_end'),
      num('opening_balance', 'negative when overdrawn'),
      num('closing_balance', 'negative when overdrawn'),
      list('transactions', [
        date('date'),
        str('details'),
        num('amount', 'withdrawals negative'),
        num('balance', 'negative when overdrawn'),
      ]),
    ],
    {
      period_start: '2026-06-01',
      period_end: '2026-06-30',
      opening_balance: -1250,
      closing_balance: 310.45,
      transactions: [
        { date: '2026-06-03', details: 'Customer receipt Lindqvist Ltd', amount: 2400, balance: 1150 },
        { date: '2026-06-10', details: 'Cheque 000412', amount: -615.3, balance: 534.7 },
        { date: '2026-06-21', details: 'HMRC VAT', amount: -1980, balance: -1445.3 },
        { date: '2026-06-30', details: 'Card sales settlement', amount: 1755.75, balance: 310.45 },
      ],
    },
    [
      'Pennant Bank - Business Current Account',
      'Ashby Print Studio Ltd',
      'Statement period: 1 June 2026 - 30 June 2026',
      '',
      'Date\tDetails\tWithdrawals\tDeposits\tBalance',
      '01/06/2026\tOpening balance\t\t\t1,250.00 DR',
      '03/06/2026\tCustomer receipt Lindqvist Ltd\t\t2,400.00\t1,150.00 CR',
      '10/06/2026\tCheque 000412\t615.30\t\t534.70 CR',
      '21/06/2026\tHMRC VAT\t1,980.00\t\t1,445.30 DR',
      '30/06/2026\tCard sales settlement\t\t1,755.75\t310.45 CR',
      '30/06/2026\tClosing balance\t\t\t310.45 CR',
      '',
      'Your arranged overdraft limit is £3,000.00. DR = overdrawn.',
    ],
  ),
  // A transfer order's confirmation as a DOCX table of labels and values; the reference's second line has no label.
  fresh(
    'statements29-ueberweisungsbeleg-de',
    'transfer confirmation',
    'de',
    'docx',
    [
      str('auftraggeber'),
      str('auftraggeber_iban'),
      str('empfaenger'),
      str('empfaenger_iban'),
      str('empfaenger_bic'),
      num('betrag'),
      str('verwendungszweck'),
      date('ausfuehrungstermin'),
      str('auftragsnummer'),
    ],
    {
      auftraggeber: 'Bernd Kowalski',
      auftraggeber_iban: 'DE96 2004 1111 0331 7745 00',
      empfaenger: 'Hausverwaltung Elbblick GmbH',
      empfaenger_iban: 'DE44 5001 0517 5407 3249 31',
      empfaenger_bic: 'INGDDEFFXXX',
      betrag: 1480,
      verwendungszweck: 'Miete Dezember 2026 Whg. 12 Mieternummer 0815-22',
      ausfuehrungstermin: '2026-12-01',
      auftragsnummer: 'UEB-2611-88431',
    },
    [
      'comdirect – Ausführungsbestätigung Überweisung',
      '',
      'Auftraggeber\tBernd Kowalski',
      'IBAN Auftraggeber\tDE96 2004 1111 0331 7745 00',
      'Empfänger\tHausverwaltung Elbblick GmbH',
      'IBAN Empfänger\tDE44 5001 0517 5407 3249 31',
      'BIC Empfänger\tINGDDEFFXXX',
      'Betrag\t1.480,00 EUR',
      'Verwendungszweck\tMiete Dezember 2026 Whg. 12',
      '\tMieternummer 0815-22',
      'Ausführungstermin\t01.12.2026',
      'Auftragsnummer\tUEB-2611-88431',
      '',
      'Der Auftrag wurde zum angegebenen Termin ausgeführt.',
    ],
  ),
  // An international wire's confirmation in HTML: the reference over two lines of one cell, the fee apart.
  fresh(
    'statements29-wire-confirmation-en',
    'wire transfer confirmation',
    'en',
    'html',
    [
      str('ordering_customer'),
      str('beneficiary_name'),
      str('beneficiary_iban'),
      str('beneficiary_swift'),
      num('amount'),
      str('currency'),
      date('value_date'),
      str('charges'),
      num('fee'),
      str('payment_reference'),
    ],
    {
      ordering_customer: 'Sundance Outdoor Inc.',
      beneficiary_name: 'Ashdown Woollen Mills Ltd',
      beneficiary_iban: 'GB16 BARC 2004 1573 1164 90',
      beneficiary_swift: 'BARCGB22',
      amount: 12500,
      currency: 'USD',
      value_date: '2026-11-04',
      charges: 'OUR',
      fee: 45,
      payment_reference: 'Invoice 8841 Contract SC-2026-17',
    },
    {
      raw: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Wire confirmation</title></head>
<body>
<h2>Cascade Federal Bank &ndash; Outgoing International Wire</h2>
<p>Your wire transfer has been sent. Please keep this confirmation for your records.</p>
<table border="1">
<tr><th align="left">Ordering customer</th><td>Sundance Outdoor Inc.</td></tr>
<tr><th align="left">Debit account</th><td>xxxx-xxxx-4471</td></tr>
<tr><th align="left">Beneficiary</th><td>Ashdown Woollen Mills Ltd</td></tr>
<tr><th align="left">Beneficiary account (IBAN)</th><td>GB16 BARC 2004 1573 1164 90</td></tr>
<tr><th align="left">Beneficiary bank SWIFT/BIC</th><td>BARCGB22</td></tr>
<tr><th align="left">Amount</th><td>USD 12,500.00</td></tr>
<tr><th align="left">Value date</th><td>November 4, 2026</td></tr>
<tr><th align="left">Charges</th><td>OUR (all charges paid by sender)</td></tr>
<tr><th align="left">Wire fee</th><td>USD 45.00</td></tr>
<tr><th align="left">Payment details</th><td>Invoice 8841<br>Contract SC-2026-17</td></tr>
</table>
<p>Questions? Call Wire Services at 1-800-555-0188.</p>
</body></html>
`,
    },
  ),
  // A savings account's quarterly statement sent as a mail: interest credited, tax withheld as negative rows.
  fresh(
    'statements29-tagesgeld-quartal-de',
    'bank statement',
    'de',
    'eml',
    [
      str('iban'),
      date('zeitraum_von'),
      date('zeitraum_bis'),
      num('anfangssaldo'),
      num('endsaldo'),
      num('zinssatz_prozent'),
      list('umsaetze', [date('datum'), str('buchungstext'), num('betrag')]),
    ],
    {
      iban: 'DE12 7002 0270 0015 6688 20',
      zeitraum_von: '2026-07-01',
      zeitraum_bis: '2026-09-30',
      anfangssaldo: 10000,
      endsaldo: 12045.39,
      zinssatz_prozent: 2.25,
      umsaetze: [
        { datum: '2026-08-15', buchungstext: 'Übertrag von Girokonto', betrag: 2000 },
        { datum: '2026-09-30', buchungstext: 'Zinsgutschrift', betrag: 61.64 },
        { datum: '2026-09-30', buchungstext: 'Kapitalertragsteuer', betrag: -15.41 },
        { datum: '2026-09-30', buchungstext: 'Solidaritätszuschlag', betrag: -0.84 },
      ],
    },
    [
      'Ihr Kontoauszug Tagesgeld 3. Quartal 2026',
      'Tagesgeldkonto IBAN DE12 7002 0270 0015 6688 20',
      'Zeitraum: 01.07.2026 - 30.09.2026',
      'Zinssatz: 2,25 % p. a.',
      '',
      'Datum\tBuchungstext\tBetrag EUR',
      '01.07.2026\tAnfangssaldo\t10.000,00',
      '15.08.2026\tÜbertrag von Girokonto\t2.000,00',
      '30.09.2026\tZinsgutschrift\t61,64',
      '30.09.2026\tKapitalertragsteuer\t-15,41',
      '30.09.2026\tSolidaritätszuschlag\t-0,84',
      '30.09.2026\tEndsaldo\t12.045,39',
      '',
      'Mit freundlichen Grüßen',
      'Ihre HypoVereinsbank',
    ],
  ),
];
