// Development set J (layout 19): written by hand in session 7 BEFORE the extractor was run on it, for the kinds the
// sealed set H's aggregate figures show weakest (till receipts of several chains, fuel, pharmacy, restaurant bills
// with tip, e-tickets, CN 22/23 forms with checkboxes, plain-text mails and fixed-width print-outs). Modelled on
// what shops, railways and post offices print, not on set H (never opened). Tuned on: not held out.
import { date, fresh, list, num, str } from './fresh-doc.ts';
import { FRESH_J_MORE } from './fresh-j-more.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of development set J. */
export const FRESH_J_LAYOUT = 19;

const time = (name: string, description?: string) => str(name, description, { format: 'time' });

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'j-drugstore-receipt-de',
    'receipt',
    'de',
    'txt',
    [
      str('filiale', 'Name des Geschäfts'),
      date('kaufdatum'),
      time('uhrzeit'),
      list('positionen', [str('artikel'), num('betrag')]),
      num('gesamtbetrag', undefined, true),
      str('bezahlt_mit', "'Bar', 'EC-Karte' oder 'Kreditkarte'"),
      num('mwst_19', 'MwSt-Betrag zum Satz 19 %'),
      str('beleg_nummer'),
    ],
    {
      filiale: 'Rossmann',
      kaufdatum: '2026-03-11',
      uhrzeit: '17:42',
      positionen: [
        { artikel: 'Isana Duschgel Mango', betrag: 0.95 },
        { artikel: 'Alverde Zahncreme', betrag: 1.45 },
        { artikel: 'Babydream Feuchttücher 4x80', betrag: 4.76 },
        { artikel: 'Rival de Loop Nagellack', betrag: 2.49 },
      ],
      gesamtbetrag: 9.65,
      bezahlt_mit: 'EC-Karte',
      mwst_19: 1.54,
      beleg_nummer: '0815-3',
    },
    {
      raw: `           ROSSMANN
   Dirk Rossmann GmbH Filiale 2231
      Lange Str. 40, 26122 Oldenburg

Isana Duschgel Mango            0,95 1
Alverde Zahncreme               1,45 1
Babydream Feuchttücher 4x80     4,76 1
 2 x 2,38
Rival de Loop Nagellack         2,49 1
--------------------------------------
Summe EUR                       9,65
EC-Karte EUR                    9,65
--------------------------------------
MwSt-Satz    Netto    MwSt    Brutto
1 = 19,0%     8,11    1,54      9,65

Beleg-Nr. 0815-3   11.03.2026  17:42
Es bediente Sie: Frau Kaya
 Vielen Dank für Ihren Einkauf!
`,
    },
  ),
  fresh(
    'j-grocery-receipt-us',
    'receipt',
    'en',
    'pdf',
    [
      str('store'),
      date('purchase_date'),
      list('lines', [str('description'), num('qty'), num('amount')]),
      num('subtotal'),
      num('sales_tax'),
      num('total', undefined, true),
      str('card_type', 'Visa, Mastercard, Amex or Debit'),
      str('card_last_four'),
    ],
    {
      store: 'Hannaford Supermarket #8177',
      purchase_date: '2026-04-03',
      lines: [
        { description: 'HNFD 2% MILK GAL', qty: 1, amount: 3.89 },
        { description: 'BANANAS', qty: 1, amount: 1.42 },
        { description: 'CHOBANI GRK YOG', qty: 4, amount: 5.0 },
        { description: 'PAPER TOWEL 6PK', qty: 1, amount: 8.99 },
      ],
      subtotal: 19.3,
      sales_tax: 0.49,
      total: 19.79,
      card_type: 'Visa',
      card_last_four: '3318',
    },
    [
      'Hannaford Supermarket #8177',
      '95 Hannaford Dr, Scarborough ME 04074',
      '04/03/26  6:18 PM   REG 04  TRN 2291',
      '',
      'QTY\tDESCRIPTION\tAMOUNT',
      '1\tHNFD 2% MILK GAL\t3.89',
      '1\tBANANAS\t1.42',
      '4\tCHOBANI GRK YOG\t5.00',
      '1\tPAPER TOWEL 6PK\t8.99 T',
      '',
      'SUBTOTAL\t19.30',
      'TAX 5.5%\t0.49',
      '**** TOTAL\t19.79',
      '',
      'VISA CREDIT\t19.79',
      'CARD # XXXXXXXXXXXX3318',
      'AUTH CODE 082214',
    ],
  ),
  fresh(
    'j-fuel-receipt-de',
    'receipt',
    'de',
    'png',
    [
      str('tankstelle'),
      date('datum'),
      str('kraftstoff'),
      num('menge_liter'),
      num('literpreis'),
      num('betrag', undefined, true),
      num('saeule', 'Nummer der Zapfsäule'),
      num('mwst'),
    ],
    {
      tankstelle: 'ARAL Station Schmidt',
      datum: '2026-02-27',
      kraftstoff: 'Super E10',
      menge_liter: 41.86,
      literpreis: 1.769,
      betrag: 74.05,
      saeule: 6,
      mwst: 11.82,
    },
    [
      'ARAL Station Schmidt',
      'Bremer Heerstraße 112, 26135 Oldenburg',
      '',
      'Säule 6\tSuper E10',
      '41,86 l x 1,769 EUR/l\t74,05 EUR A',
      '',
      'Gesamtbetrag\t74,05 EUR',
      'Girocard\t74,05 EUR',
      '',
      'A 19,00% MwSt\t11,82 EUR',
      'Netto\t62,23 EUR',
      '',
      '27.02.2026 07:58   Beleg 40981',
    ],
  ),
  fresh(
    'j-pharmacy-receipt-en',
    'receipt',
    'en',
    'txt',
    [
      str('pharmacy_name'),
      date('date'),
      list('items', [str('item'), num('price')]),
      num('total_paid', undefined, true),
      str('payment', 'how the customer paid, e.g. cash or contactless'),
      num('vat_amount'),
      num('change_given'),
    ],
    {
      pharmacy_name: 'Kensington Pharmacy',
      date: '2026-03-18',
      items: [
        { item: 'NHS Prescription Charge', price: 9.9 },
        { item: 'Paracetamol 500mg 16', price: 0.79 },
        { item: 'Rennie Peppermint 24', price: 3.49 },
        { item: 'Sudocrem 125g', price: 4.25 },
      ],
      total_paid: 18.43,
      payment: 'Cash',
      vat_amount: 1.42,
      change_given: 1.57,
    },
    {
      raw: `KENSINGTON PHARMACY
212 Kensington High St
London W8 7RG   VAT No. GB 318 4411 27

18/03/2026 11:05     Till 2   Op 07

NHS Prescription Charge     £9.90 Z
Paracetamol 500mg 16        £0.79 S
Rennie Peppermint 24        £3.49 S
Sudocrem 125g               £4.25 S

4 items          BALANCE DUE £18.43
Cash                         £20.00
Change                        £1.57

VAT   Rate    Net    VAT
S     20%     7.11   1.42
Z      0%     9.90   0.00

Thank you - get well soon!
`,
    },
  ),
  fresh(
    'j-restaurant-tip-en',
    'receipt',
    'en',
    'html',
    [
      str('restaurant'),
      num('table'),
      num('guests'),
      list('ordered', [num('quantity'), str('dish'), num('line_total')]),
      num('food_and_drink', 'subtotal before tax and tip'),
      num('tax'),
      num('tip'),
      num('total_charged', undefined, true),
      date('visit_date'),
      str('server'),
    ],
    {
      restaurant: 'The Blue Heron Grill',
      table: 14,
      guests: 3,
      ordered: [
        { quantity: 2, dish: 'Clam Chowder', line_total: 17.0 },
        { quantity: 1, dish: 'Fish & Chips', line_total: 19.5 },
        { quantity: 1, dish: 'Lobster Roll', line_total: 28.0 },
        { quantity: 3, dish: 'Draft IPA', line_total: 22.5 },
      ],
      food_and_drink: 87.0,
      tax: 6.53,
      tip: 17.4,
      total_charged: 110.93,
      visit_date: '2026-05-09',
      server: 'Kayla',
    },
    {
      raw: `<html><body>
<h2>The Blue Heron Grill</h2>
<p>18 Wharf Street, Portland, ME 04101</p>
<p>Server: Kayla &nbsp; Table 14 &nbsp; Guests: 3<br>05/09/2026 8:41 PM &nbsp; Check #4471</p>
<table>
<tr><td>2</td><td>Clam Chowder</td><td>17.00</td></tr>
<tr><td>1</td><td>Fish &amp; Chips</td><td>19.50</td></tr>
<tr><td>1</td><td>Lobster Roll</td><td>28.00</td></tr>
<tr><td>3</td><td>Draft IPA</td><td>22.50</td></tr>
</table>
<table>
<tr><td>Subtotal</td><td>87.00</td></tr>
<tr><td>Tax</td><td>6.53</td></tr>
<tr><td>Tip (20%)</td><td>17.40</td></tr>
<tr><td><b>Total</b></td><td><b>110.93</b></td></tr>
</table>
<p>Mastercard ending 9021 &middot; Approved</p>
</body></html>`,
    },
  ),
  fresh(
    'j-restaurant-bill-de',
    'receipt',
    'de',
    'docx',
    [
      str('gaststaette'),
      str('tisch'),
      list('speisen_getraenke', [num('anzahl'), str('bezeichnung'), num('einzelpreis'), num('gesamt')]),
      num('rechnungsbetrag', undefined, true),
      num('trinkgeld'),
      num('mwst_7'),
      num('mwst_19'),
      date('datum'),
    ],
    {
      gaststaette: 'Gasthaus Zum Hirschen',
      tisch: '7',
      speisen_getraenke: [
        { anzahl: 2, bezeichnung: 'Hefeweizen 0,5 l', einzelpreis: 4.8, gesamt: 9.6 },
        { anzahl: 1, bezeichnung: 'Schweinebraten mit Knödel', einzelpreis: 16.9, gesamt: 16.9 },
        { anzahl: 1, bezeichnung: 'Käsespätzle', einzelpreis: 13.5, gesamt: 13.5 },
        { anzahl: 1, bezeichnung: 'Apfelstrudel', einzelpreis: 6.2, gesamt: 6.2 },
      ],
      rechnungsbetrag: 46.2,
      trinkgeld: 3.8,
      mwst_7: 2.39,
      mwst_19: 1.53,
      datum: '2026-04-24',
    },
    [
      'Gasthaus Zum Hirschen',
      'Marktplatz 3 · 79098 Freiburg',
      '',
      'Rechnung Nr. 2026-1187\tTisch 7',
      'Datum: 24.04.2026\tBedienung: Toni',
      '',
      'Anz.\tBezeichnung\tEinzel\tGesamt',
      '2\tHefeweizen 0,5 l\t4,80\t9,60',
      '1\tSchweinebraten mit Knödel\t16,90\t16,90',
      '1\tKäsespätzle\t13,50\t13,50',
      '1\tApfelstrudel\t6,20\t6,20',
      '',
      'Summe\t46,20 €',
      'enth. MwSt 7 % (Speisen)\t2,39 €',
      'enth. MwSt 19 % (Getränke)\t1,53 €',
      'Trinkgeld\t3,80 €',
      'Gegeben\t50,00 €',
    ],
  ),
  ...FRESH_J_MORE,
];

export const FRESH_J: TCorpusDocument[] = DOCUMENTS.map((document) => ({
  ...document,
  layout: FRESH_J_LAYOUT,
  heldOut: false,
}));
