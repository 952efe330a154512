// Development precision set Q (layout 24): written in session 9 from domain knowledge only (sets P, L and M unread),
// in the recipe of the sealed precision set P: eight kinds, two senders each sharing ONE schema per kind, as a team
// keeps it. Every document leaves some schema fields unstated (absent truth keys, never null) and shows look-alikes
// nearby (a customer number but no PO number, an order date but no delivery date). Held out but NOT sealed:
// --show-fresh-q shows its misses and the absent fields the extractor filled; learn-data.ts may train on it.
import { fresh } from './fresh-doc.ts';
import { FRESH_Q_MORE } from './fresh-q-more.ts';
import { SCHEMAS_Q } from './fresh-q-schemas.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development precision set Q. */
export const FRESH_Q_LAYOUT = 24;

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    'q-invoice-en',
    'invoice',
    'en',
    'pdf',
    SCHEMAS_Q.invoice,
    {
      invoice_number: 'INV-2026-0317',
      invoice_date: '2026-02-09',
      due_date: '2026-03-11',
      customer_number: 'C-40918',
      vendor_name: 'Brightline Office Supply Ltd',
      subtotal: 412.5,
      tax_amount: 82.5,
      total: 495,
      iban: 'GB33BUKB20201555555555',
    },
    [
      'Brightline Office Supply Ltd',
      '14 Canal Street, Manchester M1 3HE',
      'VAT Reg. No. GB 284 1190 37',
      '',
      'INVOICE',
      'Invoice No.:\tINV-2026-0317',
      'Invoice date:\t09/02/2026',
      'Customer No.:\tC-40918',
      'Your reference:\tJ. Miller, Facilities',
      'Order date:\t02/02/2026',
      'Payment due:\t11/03/2026',
      '',
      'Bill to: Harwood & Pike Architects, 2 Quay Road, Salford M50 2EQ',
      '',
      'Qty\tDescription\tUnit price\tAmount',
      '10\tA4 copier paper, 5 reams\t24.50\t245.00',
      '5\tToner cartridge black\t29.90\t149.50',
      '2\tDesk organiser\t9.00\t18.00',
      '',
      'Subtotal\t412.50',
      'VAT 20 %\t82.50',
      'Total GBP\t495.00',
      '',
      'Early payment: 2 % off if paid within 10 days.',
      'Please pay by bank transfer to IBAN GB33 BUKB 2020 1555 5555 55, quoting the invoice number.',
    ],
  ),
  fresh(
    'q-invoice-de',
    'invoice',
    'de',
    'html',
    SCHEMAS_Q.invoice,
    {
      invoice_number: 'RE-88412',
      invoice_date: '2026-01-27',
      po_number: 'BE-2026-044',
      delivery_date: '2026-01-22',
      vendor_name: 'Holzwerk Jansen GmbH',
      subtotal: 1840,
      discount: 92,
      tax_amount: 332.12,
      total: 2080.12,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Rechnung RE-88412</title></head>
<body>
<p><strong>Holzwerk Jansen GmbH</strong> · Industriestraße 8 · 48683 Ahaus · USt-IdNr. DE 814 227 960</p>
<p>Tischlerei Brandt<br>Am Markt 3<br>46395 Bocholt</p>
<h1>Rechnung</h1>
<table>
<tr><td>Rechnungsnummer</td><td>RE-88412</td></tr>
<tr><td>Rechnungsdatum</td><td>27.01.2026</td></tr>
<tr><td>Ihre Bestellnummer</td><td>BE-2026-044</td></tr>
<tr><td>Lieferdatum</td><td>22.01.2026</td></tr>
<tr><td>Ihr Ansprechpartner</td><td>Herr Kötter, Tel. 02561 9930-14</td></tr>
</table>
<table>
<tr><th>Pos.</th><th>Artikel</th><th>Menge</th><th>Einzelpreis</th><th>Betrag</th></tr>
<tr><td>1</td><td>Eiche Leimholzplatte 27 mm</td><td>8</td><td>145,00</td><td>1.160,00</td></tr>
<tr><td>2</td><td>Buche Kantholz 60x60</td><td>40</td><td>17,00</td><td>680,00</td></tr>
</table>
<table>
<tr><td>Warenwert</td><td>1.840,00 €</td></tr>
<tr><td>Rabatt 5 %</td><td>-92,00 €</td></tr>
<tr><td>Netto</td><td>1.748,00 €</td></tr>
<tr><td>USt 19 %</td><td>332,12 €</td></tr>
<tr><td><strong>Rechnungsbetrag</strong></td><td><strong>2.080,12 €</strong></td></tr>
</table>
<p>Zahlbar sofort ohne Abzug. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>
<p>Bitte zahlen Sie bequem per PayPal an buchhaltung@holzwerk-jansen.de.</p>
</body></html>
`,
    },
  ),
  fresh(
    'q-receipt-en',
    'receipt',
    'en',
    'png',
    SCHEMAS_Q.receipt,
    {
      store_name: 'CORNER MARKET',
      receipt_number: '0193',
      date: '2026-02-14',
      time: '18:42',
      total: 16.45,
      payment_method: 'Cash',
      change_given: 3.55,
      items: [
        { description: 'Whole milk 2L', amount: 2.89 },
        { description: 'Sourdough loaf', amount: 4.5 },
        { description: 'Free range eggs 12', amount: 5.29 },
        { description: 'Bananas', amount: 1.79 },
        { description: 'Coffee beans 250g', amount: 1.98 },
      ],
    },
    [
      'CORNER MARKET',
      '88 Elm Avenue, Springfield',
      'Store #0421   Register 3',
      '02/14/2026  18:42   Receipt 0193',
      '',
      'Whole milk 2L\t2.89',
      'Sourdough loaf\t4.50',
      'Free range eggs 12\t5.29',
      'Bananas\t1.79',
      'Coffee beans 250g\t1.98',
      '',
      'TOTAL\t16.45',
      'Cash\t20.00',
      'Change\t3.55',
      '',
      'Items: 5   Points earned: 16',
      'Thank you for shopping local!',
    ],
  ),
  fresh(
    'q-receipt-de',
    'receipt',
    'de',
    'txt',
    SCHEMAS_Q.receipt,
    {
      store_name: 'Bäckerei Sommer',
      date: '2026-02-21',
      time: '07:58',
      total: 9.7,
      payment_method: 'girocard',
      card_last4: '3318',
      tax_amount: 0.63,
      cashier: 'Marta',
      items: [
        { description: 'Roggenbrot 750 g', amount: 4.2 },
        { description: 'Brötchen', amount: 2.4 },
        { description: 'Milchkaffee', amount: 3.1 },
      ],
    },
    {
      raw: `        Bäckerei Sommer
   Hauptstraße 12, 79098 Freiburg
     Steuer-Nr. 06473/11209

Filiale 7        Kasse 2
Datum: 21.02.2026   07:58

Roggenbrot 750 g            4,20 A
4 x Brötchen à 0,60         2,40 A
Milchkaffee                 3,10 A
-----------------------------------
SUMME EUR                   9,70

girocard                    9,70
Karte: ************3318
Terminal-ID 52339914   Trace 004417

MwSt    Netto    Steuer    Brutto
A 7%    9,07     0,63      9,70

Es bediente Sie: Marta
    Vielen Dank und bis bald!
`,
    },
  ),
  ...FRESH_Q_MORE,
];

export const FRESH_Q: TCorpusDocument[] = DOCUMENTS.map((document) => ({ ...document, layout: FRESH_Q_LAYOUT }));
