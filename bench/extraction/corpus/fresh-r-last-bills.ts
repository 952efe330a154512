// Sealed set R, the common business kinds (see fresh-r.ts). Never tune the extractor on them.
import { date, list, num, obj, str } from './fresh-doc.ts';
import { HOTEL_FOLIO_SCHEMA, sealedR } from './fresh-r-schemas.ts';

const INVOICE_PAGE = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Invoice INV-00731 from Copperleaf Packaging</title></head>
<body style="font-family:Helvetica,Arial,sans-serif">
<div class="toolbar"><a href="#">Download PDF</a> | <a href="#">Pay now</a> | <a href="#">Print</a></div>
<div class="invoice">
  <div class="header" style="display:flex;justify-content:space-between">
    <div class="from">
      <strong>Copperleaf Packaging Ltd</strong><br>
      Unit 14, Riverside Trade Park<br>Leeds LS10 1EF<br>United Kingdom<br>
      VAT No. GB 284 1177 36
    </div>
    <div class="meta">
      <h1>INVOICE</h1>
      <table>
        <tr><td>Invoice number</td><td>INV-00731</td></tr>
        <tr><td>Invoice date</td><td>05 Mar 2026</td></tr>
        <tr><td>Due date</td><td>04 Apr 2026</td></tr>
        <tr><td>Reference</td><td>PO-55120</td></tr>
      </table>
    </div>
  </div>
  <div class="billto">
    <div class="label">BILL TO</div>
    <div>Harrow Fine Foods Ltd<br>Accounts Department<br>22 Mill Lane, York YO1 7HU</div>
  </div>
  <div class="shipto">
    <div class="label">DELIVERED</div>
    <div>02 Mar 2026 – Harrow Fine Foods, Warehouse 2, Clifton Moor, York YO30 4XF</div>
  </div>
  <table class="items" style="width:100%">
    <thead><tr><th>Item</th><th>Description</th><th>Quantity</th><th>Unit Price</th><th>VAT</th><th>Amount GBP</th></tr></thead>
    <tbody>
      <tr><td>CB-4030</td><td>Corrugated mailer box 400x300x100, printed 1 colour</td><td>2,000</td><td>0.62</td><td>20%</td><td>1,240.00</td></tr>
      <tr><td>TT-50</td><td>Paper tape, 50 mm x 50 m, brown</td><td>96</td><td>2.15</td><td>20%</td><td>206.40</td></tr>
      <tr><td>PLATE-01</td><td>Print plate set-up (one-off)</td><td>1</td><td>85.00</td><td>20%</td><td>85.00</td></tr>
    </tbody>
  </table>
  <table class="totals" style="float:right">
    <tr><td>Subtotal</td><td>1,531.40</td></tr>
    <tr><td>TOTAL VAT 20%</td><td>306.28</td></tr>
    <tr><td><strong>TOTAL GBP</strong></td><td><strong>1,837.68</strong></td></tr>
    <tr><td>Amount paid</td><td>0.00</td></tr>
    <tr><td><strong>AMOUNT DUE GBP</strong></td><td><strong>1,837.68</strong></td></tr>
  </table>
  <div class="payment" style="clear:both">
    <p><strong>Due Date: 04 Apr 2026</strong></p>
    <p>Bank: Barclays · Account name: Copperleaf Packaging Ltd · Sort code 20-17-68 · Account 53092211 ·
    IBAN GB61 BARC 2017 6853 0922 11</p>
  </div>
</div>
<div class="footer">Registered in England &amp; Wales, company number 08817730. Registered office as above.</div>
</body></html>
`;

const invoice = sealedR(
  'invoice',
  'invoice',
  'en',
  'html',
  [
    str('invoice_number'),
    date('invoice_date'),
    date('due_date'),
    date('delivery_date'),
    str('customer_po'),
    obj('seller', [str('name'), str('vat_number')]),
    str('buyer_name'),
    list('line_items', [str('sku'), str('description'), num('quantity'), num('unit_price'), num('amount')]),
    num('net_total'),
    num('vat_total'),
    num('amount_due'),
    str('iban'),
  ],
  {
    invoice_number: 'INV-00731',
    invoice_date: '2026-03-05',
    due_date: '2026-04-04',
    delivery_date: '2026-03-02',
    customer_po: 'PO-55120',
    seller: { name: 'Copperleaf Packaging Ltd', vat_number: 'GB 284 1177 36' },
    buyer_name: 'Harrow Fine Foods Ltd',
    line_items: [
      {
        sku: 'CB-4030',
        description: 'Corrugated mailer box 400x300x100, printed 1 colour',
        quantity: 2000,
        unit_price: 0.62,
        amount: 1240,
      },
      { sku: 'TT-50', description: 'Paper tape, 50 mm x 50 m, brown', quantity: 96, unit_price: 2.15, amount: 206.4 },
      { sku: 'PLATE-01', description: 'Print plate set-up (one-off)', quantity: 1, unit_price: 85, amount: 85 },
    ],
    net_total: 1531.4,
    vat_total: 306.28,
    amount_due: 1837.68,
    iban: 'GB61BARC20176853092211',
  },
  { raw: INVOICE_PAGE },
);

const RECEIPT = `          ACE HARDWARE #11482
        MAPLE AVENUE HARDWARE
     218 Maple Ave, Evanston IL 60201
           (847) 555-0142

03/07/2026  10:14 AM   REG 02  TRN 6631
CASHIER: DEVON

  2  @ 7.49
  LED BULB A19 60W 4PK        012871      14.98
  HOSE NOZZLE 8-PATTERN       077210       9.99
  5 @ 0.89
  CABLE TIES 8IN BLK          040512       4.45
  PAINT INT EGGSHELL 1GAL     MIX 3390    38.99
    ACE REWARDS DISCOUNT                  -3.90

                       SUBTOTAL           64.51
               TAX 10.25% on 64.51         6.61
                          TOTAL           71.12

  VISA CREDIT            XXXXXXXXXXXX2284  71.12
  AUTH 08817Z   CHIP   APPROVED

  ITEMS SOLD: 9
  ACE REWARDS #  ****7719  POINTS EARNED: 71

  RETURNS WITH RECEIPT WITHIN 30 DAYS
       THANK YOU FOR SHOPPING ACE!
`;

const receipt = sealedR(
  'hardware-receipt',
  'receipt',
  'en',
  'txt',
  [
    str('merchant', 'Name of the store itself, not the chain'),
    str('store_number'),
    date('date'),
    str('time'),
    list('items', [str('description'), str('sku'), num('quantity'), num('price')]),
    num('discount'),
    num('subtotal'),
    num('tax_rate_percent'),
    num('tax'),
    num('total'),
    str('card_type'),
    str('card_last4'),
  ],
  {
    merchant: 'MAPLE AVENUE HARDWARE',
    store_number: '11482',
    date: '2026-03-07',
    time: '10:14',
    items: [
      { description: 'LED BULB A19 60W 4PK', sku: '012871', quantity: 2, price: 14.98 },
      { description: 'HOSE NOZZLE 8-PATTERN', sku: '077210', quantity: 1, price: 9.99 },
      { description: 'CABLE TIES 8IN BLK', sku: '040512', quantity: 5, price: 4.45 },
      { description: 'PAINT INT EGGSHELL 1GAL', sku: 'MIX 3390', quantity: 1, price: 38.99 },
    ],
    discount: 3.9,
    subtotal: 64.51,
    tax_rate_percent: 10.25,
    tax: 6.61,
    total: 71.12,
    card_type: 'VISA',
    card_last4: '2284',
  },
  { raw: RECEIPT },
);

const purchaseOrder = sealedR(
  'purchase-order',
  'purchase_order',
  'en',
  'pdf',
  [
    str('po_number'),
    date('po_date'),
    obj('supplier', [str('name'), str('supplier_number')]),
    str('ship_to'),
    date('required_date'),
    str('payment_terms'),
    str('incoterms'),
    str('currency'),
    list('lines', [str('part_number'), str('description'), num('quantity'), num('unit_price'), num('line_total')]),
    num('order_total'),
    str('buyer'),
  ],
  {
    po_number: '4100092731',
    po_date: '2026-02-26',
    supplier: { name: 'Northfield Bearings Inc.', supplier_number: 'V-20488' },
    ship_to: 'Dock 4, 1800 Industrial Pkwy, Dayton OH 45414',
    required_date: '2026-03-20',
    payment_terms: 'Net 45',
    incoterms: 'FCA Akron',
    currency: 'USD',
    lines: [
      {
        part_number: '6205-2RS',
        description: 'Deep groove ball bearing 25x52x15, sealed',
        quantity: 400,
        unit_price: 3.84,
        line_total: 1536,
      },
      {
        part_number: 'UCP208',
        description: 'Pillow block bearing unit, 40 mm bore',
        quantity: 60,
        unit_price: 21.5,
        line_total: 1290,
      },
      { part_number: 'SK-2205', description: 'Adapter sleeve H305', quantity: 120, unit_price: 4.1, line_total: 492 },
    ],
    order_total: 3318,
    buyer: 'Karen Whitlock',
  },
  [
    'GLENMORE CONVEYOR SYSTEMS, LLC',
    '1800 Industrial Pkwy, Dayton OH 45414 · (937) 555-0190 · purchasing@glenmore.example',
    '',
    'PURCHASE ORDER',
    'PO Number\tPO Date\tRevision\tPage',
    '4100092731\t02/26/2026\t0\t1 of 1',
    '',
    'Vendor\tShip To',
    'Northfield Bearings Inc. (Vendor # V-20488)\tGlenmore Conveyor Systems, LLC',
    '455 Canal St, Akron OH 44308\tDock 4, 1800 Industrial Pkwy, Dayton OH 45414',
    '',
    'Buyer\tTerms\tIncoterms\tShip Via\tCurrency',
    'Karen Whitlock\tNet 45\tFCA Akron\tBest way / Collect\tUSD',
    '',
    'Ln\tPart No.\tDescription\tQty\tUOM\tUnit Price\tExtended',
    '1\t6205-2RS\tDeep groove ball bearing 25x52x15, sealed\t400\tEA\t3.8400\t1,536.00',
    '\t\tNeed date 03/20/2026 - Cert of conformance required',
    '2\tUCP208\tPillow block bearing unit, 40 mm bore\t60\tEA\t21.5000\t1,290.00',
    '\t\tNeed date 03/20/2026',
    '3\tSK-2205\tAdapter sleeve H305\t120\tEA\t4.1000\t492.00',
    '\t\tNeed date 03/20/2026',
    '',
    '\t\t\t\t\tPO Total\t3,318.00',
    '',
    'Please acknowledge this order within 2 business days and quote the PO number on all invoices,',
    'packing lists and correspondence. Partial shipments are accepted. Invoices to ap@glenmore.example.',
    'Authorized by: Karen Whitlock, Senior Buyer',
  ],
);

const waterBill = sealedR(
  'water-bill',
  'utility_bill',
  'en',
  'png',
  [
    str('account_number'),
    str('service_address'),
    date('bill_date'),
    obj('service_period', [date('from'), date('to')]),
    obj('meter', [str('number'), num('previous_reading'), num('current_reading')]),
    num('usage_ccf', 'Water used, in hundred cubic feet'),
    list('charges', [str('description'), num('amount')]),
    num('previous_balance'),
    num('payments_received'),
    num('total_amount_due'),
    date('due_date'),
  ],
  {
    account_number: '302-44817-09',
    service_address: '7702 Juniper Ridge Rd, Boulder CO 80301',
    bill_date: '2026-03-02',
    service_period: { from: '2026-01-28', to: '2026-02-26' },
    meter: { number: 'W1188204', previous_reading: 2231, current_reading: 2240 },
    usage_ccf: 9,
    charges: [
      { description: 'Water service charge', amount: 18.35 },
      { description: 'Water usage 9 CCF', amount: 36.72 },
      { description: 'Wastewater', amount: 31.08 },
      { description: 'Stormwater / flood fee', amount: 14.6 },
    ],
    previous_balance: 97.4,
    payments_received: 97.4,
    total_amount_due: 100.75,
    due_date: '2026-03-23',
  },
  [
    'CITY OF BOULDER UTILITY BILLING',
    'PO Box 791 · Boulder CO 80306 · 303-441-3260 · pay online at utilities.boulder.example',
    '',
    'Account Number\tBill Date\tDue Date\tAmount Due',
    '302-44817-09\t03/02/2026\t03/23/2026\t$100.75',
    '',
    'Service Address: 7702 Juniper Ridge Rd, Boulder CO 80301',
    'Service Period: 01/28/2026 - 02/26/2026 (30 days)',
    '',
    'METER\tPREVIOUS\tCURRENT\tUSAGE (CCF)',
    'W1188204\t2231\t2240\t9',
    '',
    'ACCOUNT SUMMARY',
    'Previous Balance\t$97.40',
    'Payment Received 02/11/2026 - Thank You\t-$97.40',
    'Balance Forward\t$0.00',
    '',
    'CURRENT CHARGES',
    'Water service charge\t$18.35',
    'Water usage 9 CCF\t$36.72',
    'Wastewater\t$31.08',
    'Stormwater / flood fee\t$14.60',
    'Total Current Charges\t$100.75',
    '',
    'TOTAL AMOUNT DUE BY 03/23/2026\t$100.75',
    'A late fee of 1.5% applies to balances unpaid after the due date.',
    '1 CCF = 748 gallons. Your average daily use: 224 gallons.',
  ],
);

const hotelEdinburgh = sealedR(
  'hotel-edinburgh',
  'hotel_folio',
  'en',
  'scan',
  HOTEL_FOLIO_SCHEMA,
  {
    hotel_name: 'The Calton Hill Hotel',
    folio_number: '118842',
    guest: { name: 'Olivia Brandt' },
    room_number: '307',
    arrival_date: '2026-02-10',
    departure_date: '2026-02-13',
    nights: 3,
    charges: [
      { date: '2026-02-10', description: 'Accommodation - Superior Double', amount: 149 },
      { date: '2026-02-10', description: 'Restaurant - Dinner', amount: 62.4 },
      { date: '2026-02-11', description: 'Accommodation - Superior Double', amount: 149 },
      { date: '2026-02-11', description: 'Car Park', amount: 18 },
      { date: '2026-02-12', description: 'Accommodation - Superior Double', amount: 149 },
    ],
    total_amount: 527.4,
    tax_amount: 87.9,
    currency: 'GBP',
    payment_method: 'American Express',
    card_last4: '1008',
    balance_due: 0,
    paid: true,
  },
  [
    'THE CALTON HILL HOTEL',
    '14 Regent Terrace · Edinburgh EH7 5BN · +44 131 555 0187',
    '',
    'Ms Olivia Brandt\tRoom\t307',
    'Kestrel Road 9\tArrival\t10/02/26',
    'Oxford OX2 6JP\tDeparture\t13/02/26',
    '\tFolio No.\t118842',
    '\tPersons\t1',
    'INFORMATION INVOICE',
    '',
    'Date\tDescription\tCharges GBP\tCredits GBP',
    '10/02/26\tAccommodation - Superior Double\t149.00',
    '10/02/26\tRestaurant - Dinner\t62.40',
    '\t  Check 4471, 2 covers',
    '11/02/26\tAccommodation - Superior Double\t149.00',
    '11/02/26\tCar Park\t18.00',
    '12/02/26\tAccommodation - Superior Double\t149.00',
    '13/02/26\tAmerican Express XXXX XXXXXX 1008\t\t527.40',
    '\tTotal\t527.40\t527.40',
    '\tBalance\t0.00',
    '',
    'VAT summary\tNet\tVAT 20%\tGross',
    '\t439.50\t87.90\t527.40',
    '',
    'Guest signature ______________________',
    'We hope you enjoyed your stay and look forward to welcoming you back.',
    'Calton Hill Hotels Ltd · Registered in Scotland SC402871 · VAT No. GB 198 4471 52',
  ],
);

const HOTEL_AMSTERDAM_PAGE = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Fwd: Your invoice - Hotel Amstelzicht</title></head>
<body>
<div class="mail-header">
<b>From:</b> Reservations Hotel Amstelzicht &lt;frontoffice@amstelzicht.example&gt;<br>
<b>Sent:</b> Wednesday, 4 March 2026 11:20<br>
<b>To:</b> travel@northgate-engineering.example<br>
<b>Subject:</b> Your invoice - Hotel Amstelzicht - Reservation 88203311
</div>
<hr>
<p>Dear Mr Kaplan,</p>
<p>Thank you for staying with us. As requested at check-out, please find your invoice below. The amount will be
settled by bank transfer from your company.</p>
<div style="border:1px solid #999;padding:10px">
  <h2>Hotel Amstelzicht</h2>
  <div>Amstel 212, 1017 AH Amsterdam · KvK 33187441 · BTW NL8112.44.719.B01</div>
  <table>
    <tr><td>Invoice no.</td><td>F-2026-04417</td><td>Reservation</td><td>88203311</td></tr>
    <tr><td>Guest</td><td>Mr Aaron Kaplan</td><td>Company</td><td>Northgate Engineering Ltd</td></tr>
    <tr><td>Room</td><td>214 (Deluxe King)</td><td>Nights</td><td>2</td></tr>
    <tr><td>Arrival</td><td>02-03-2026</td><td>Departure</td><td>04-03-2026</td></tr>
  </table>
  <table>
    <tr><th>Date</th><th>Description</th><th>Amount EUR</th></tr>
    <tr><td>02-03-2026</td><td>Room 214 Deluxe King</td><td>189.00</td></tr>
    <tr><td>02-03-2026</td><td>City tax 12.5%</td><td>23.63</td></tr>
    <tr><td>03-03-2026</td><td>Room 214 Deluxe King</td><td>189.00</td></tr>
    <tr><td>03-03-2026</td><td>City tax 12.5%</td><td>23.63</td></tr>
    <tr><td>03-03-2026</td><td>Minibar</td><td>14.50</td></tr>
    <tr><td></td><td><b>Total</b></td><td><b>439.76</b></td></tr>
  </table>
  <table>
    <tr><th>VAT</th><th>Basis</th><th>VAT</th></tr>
    <tr><td>9%</td><td>346.79</td><td>31.21</td></tr>
    <tr><td>21%</td><td>11.98</td><td>2.52</td></tr>
    <tr><td>Total VAT</td><td></td><td>33.73</td></tr>
  </table>
  <p>Payment: bank transfer on account (company invoice). Open balance: <b>EUR 439.76</b>, due within 14 days.</p>
  <p>ING Bank · IBAN NL27 INGB 0006 6104 17 · BIC INGBNL2A · please quote F-2026-04417</p>
</div>
<p>Kind regards,<br>Sanne de Vries<br>Front Office Manager</p>
</body></html>
`;

const hotelAmsterdam = sealedR(
  'hotel-amsterdam',
  'hotel_folio',
  'en',
  'html',
  HOTEL_FOLIO_SCHEMA,
  {
    hotel_name: 'Hotel Amstelzicht',
    folio_number: 'F-2026-04417',
    confirmation_number: '88203311',
    guest: { name: 'Aaron Kaplan', company: 'Northgate Engineering Ltd' },
    room_number: '214',
    arrival_date: '2026-03-02',
    departure_date: '2026-03-04',
    nights: 2,
    charges: [
      { date: '2026-03-02', description: 'Room 214 Deluxe King', amount: 189 },
      { date: '2026-03-02', description: 'City tax 12.5%', amount: 23.63 },
      { date: '2026-03-03', description: 'Room 214 Deluxe King', amount: 189 },
      { date: '2026-03-03', description: 'City tax 12.5%', amount: 23.63 },
      { date: '2026-03-03', description: 'Minibar', amount: 14.5 },
    ],
    total_amount: 439.76,
    tax_amount: 33.73,
    currency: 'EUR',
    payment_method: 'bank transfer',
    balance_due: 439.76,
    paid: false,
  },
  { raw: HOTEL_AMSTERDAM_PAGE },
);

const TRANSFER = `HSBC UK                                                  Payment confirmation
-------------------------------------------------------------------------------
Your international payment has been submitted.

Payment reference        IP2603091447720
Date submitted           09 Mar 2026 14:47
Execution date           09 Mar 2026
Expected to arrive by    11 Mar 2026

FROM
  Account name           ORCHARD LANE DESIGN LTD
  Sort code / account    40-11-62 / 71882045

TO
  Beneficiary            Atelier Moreau SARL
  IBAN                   FR76 3000 4008 2800 0101 4471 923
  BIC / SWIFT            BNPAFRPPXXX
  Bank                   BNP Paribas, Lyon

AMOUNT
  Amount sent            EUR 4,250.00
  Exchange rate          1 GBP = 1.1862 EUR
  Amount debited         GBP 3,582.87
  Our fee                GBP 9.00   (charges option: SHA - shared)
  Total debited          GBP 3,591.87

Reference to beneficiary: INV FA-2026-118 DEPOSIT

This is not a receipt from the beneficiary's bank. Keep this confirmation
for your records. If the details are wrong, call us on 03457 60 60 60.
-------------------------------------------------------------------------------
HSBC UK Bank plc. Registered in England and Wales no. 09928412.
`;

const transfer = sealedR(
  'transfer-confirmation',
  'bank_transfer_confirmation',
  'en',
  'txt',
  [
    str('payment_reference'),
    date('execution_date'),
    date('expected_arrival'),
    obj('payer', [str('account_name'), str('sort_code'), str('account_number')]),
    obj('beneficiary', [str('name'), str('iban'), str('bic')]),
    num('amount_sent_eur'),
    num('exchange_rate'),
    num('amount_debited_gbp'),
    num('fee_gbp'),
    num('total_debited_gbp'),
    str('remittance_info'),
  ],
  {
    payment_reference: 'IP2603091447720',
    execution_date: '2026-03-09',
    expected_arrival: '2026-03-11',
    payer: { account_name: 'ORCHARD LANE DESIGN LTD', sort_code: '40-11-62', account_number: '71882045' },
    beneficiary: { name: 'Atelier Moreau SARL', iban: 'FR7630004008280001014471923', bic: 'BNPAFRPPXXX' },
    amount_sent_eur: 4250,
    exchange_rate: 1.1862,
    amount_debited_gbp: 3582.87,
    fee_gbp: 9,
    total_debited_gbp: 3591.87,
    remittance_info: 'INV FA-2026-118 DEPOSIT',
  },
  { raw: TRANSFER },
);

export const FRESH_R_LAST_BILLS = [
  invoice,
  receipt,
  purchaseOrder,
  waterBill,
  hotelEdinburgh,
  hotelAmsterdam,
  transfer,
];
