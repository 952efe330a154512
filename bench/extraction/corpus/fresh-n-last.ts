// Sealed set N, last part: a subscription cancellation, a credit card statement, a leasing offer, a goods receipt,
// a freight invoice, a train ticket, an order cancellation, a repair estimate, a payment reminder and a course
// booking. Written in session 10 (2026-11-29) before that session's extractor changes. SEALED: never --show-fresh-n,
// never tune or train on it.
import { bool, date, list, num, obj, str } from './fresh-doc.ts';
import { sealedN } from './fresh-n-schemas.ts';
import type { TCorpusDocument } from './types.ts';

const CANCELLATION_TEXT = [
  'Hi Sam,',
  '',
  "we're sorry to see you go. As requested, we have cancelled your Fieldnote Pro",
  'subscription (Team plan, billed annually) for the account sam.whitlock@brightpath.io.',
  '',
  'Confirmation number: FN-CX-220914',
  'Cancelled on: November 24, 2026',
  'Your workspace stays fully usable until January 15, 2027, the end of the period you',
  'have already paid for. After that it switches to the free plan and keeps your notes.',
  '',
  'Your last payment of $288.00 on January 15, 2026 will not be refunded, and you will',
  'not be charged again.',
  '',
  'Changed your mind? You can reactivate any time before January 15, 2027 under',
  'Settings > Billing.',
  '',
  'Thanks for using Fieldnote,',
  'Marta from Fieldnote Support',
  'Fieldnote Labs Inc. | 548 Market St #3190, San Francisco, CA 94104',
  '',
  'On Mon, Nov 23, 2026 at 4:12 PM Sam Whitlock <sam.whitlock@brightpath.io> wrote:',
  '> Hello, please cancel our Fieldnote Pro subscription at the end of the current',
  "> term. We've moved our team to another tool. Thanks, Sam",
];

const CANCELLATION_HTML = `<html><body style="font-family:Helvetica,Arial,sans-serif">
<p>Hi Sam,</p>
<p>we're sorry to see you go. As requested, we have cancelled your <b>Fieldnote Pro</b> subscription (Team plan, billed annually) for the account sam.whitlock@brightpath.io.</p>
<table style="border:1px solid #e3e3e3">
<tr><td>Confirmation number</td><td>FN-CX-220914</td></tr>
<tr><td>Cancelled on</td><td>November 24, 2026</td></tr>
<tr><td>Access until</td><td>January 15, 2027</td></tr>
</table>
<p>Your workspace stays fully usable until January 15, 2027, the end of the period you have already paid for. After that it switches to the free plan and keeps your notes.</p>
<p>Your last payment of $288.00 on January 15, 2026 will not be refunded, and you will not be charged again.</p>
<p>Changed your mind? You can reactivate any time before January 15, 2027 under Settings &gt; Billing.</p>
<p>Thanks for using Fieldnote,<br>Marta from Fieldnote Support</p>
<p style="color:#888;font-size:12px">Fieldnote Labs Inc. | 548 Market St #3190, San Francisco, CA 94104</p>
<blockquote>On Mon, Nov 23, 2026 at 4:12 PM Sam Whitlock &lt;sam.whitlock@brightpath.io&gt; wrote:<br>Hello, please cancel our Fieldnote Pro subscription at the end of the current term. We've moved our team to another tool. Thanks, Sam</blockquote>
</body></html>`;

export const FRESH_N_LAST: TCorpusDocument[] = [
  sealedN(
    'subscription-cancellation',
    'subscription_cancellation',
    'en',
    'eml',
    [
      str('service_name'),
      str('plan'),
      str('account_email', undefined, { format: 'email' }),
      str('confirmation_number'),
      date('cancellation_date'),
      date('access_until', 'Last day the paid service can be used'),
      num('last_payment_amount'),
      bool('can_reactivate'),
    ],
    {
      service_name: 'Fieldnote Pro',
      plan: 'Team plan, billed annually',
      account_email: 'sam.whitlock@brightpath.io',
      confirmation_number: 'FN-CX-220914',
      cancellation_date: '2026-11-24',
      access_until: '2027-01-15',
      last_payment_amount: 288,
      can_reactivate: true,
    },
    {
      raw: [
        'From: Fieldnote Support <support@fieldnote.app>',
        'To: Sam Whitlock <sam.whitlock@brightpath.io>',
        'Subject: Re: Cancel subscription - your cancellation is confirmed',
        'Date: Tue, 24 Nov 2026 18:03:55 +0000',
        'Message-ID: <cx220914.support@fieldnote.app>',
        'In-Reply-To: <CAF8q1k2x@mail.brightpath.io>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/alternative; boundary="fn-boundary-7731"',
        '',
        '--fn-boundary-7731',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        ...CANCELLATION_TEXT,
        '',
        '--fn-boundary-7731',
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        CANCELLATION_HTML,
        '',
        '--fn-boundary-7731--',
        '',
      ].join('\r\n'),
    },
  ),
  sealedN(
    'credit-card-statement',
    'credit_card_statement',
    'en',
    'png',
    [
      str('issuer'),
      str('cardholder'),
      str('card_last_four'),
      date('statement_date'),
      num('previous_balance'),
      num('payments_received'),
      num('new_balance'),
      num('minimum_payment'),
      date('payment_due_date'),
      num('credit_limit'),
      list('transactions', [date('date'), str('description'), num('amount', 'Negative for payments and refunds')]),
    ],
    {
      issuer: 'Northfield Bank',
      cardholder: 'Elaine Kowalczyk',
      card_last_four: '3382',
      statement_date: '2026-11-20',
      previous_balance: 412.18,
      payments_received: 412.18,
      new_balance: 637.41,
      minimum_payment: 35,
      payment_due_date: '2026-12-15',
      credit_limit: 8000,
      transactions: [
        { date: '2026-10-24', description: 'PAYMENT - THANK YOU', amount: -412.18 },
        { date: '2026-10-27', description: 'WHOLE FOODS MKT #10234 CHICAGO IL', amount: 86.42 },
        { date: '2026-11-02', description: 'UNITED AIRLINES 0162291847 HOUSTON TX', amount: 389.6 },
        { date: '2026-11-09', description: 'SHELL OIL 5744120 EVANSTON IL', amount: 52.17 },
        { date: '2026-11-15', description: 'NETFLIX.COM LOS GATOS CA', amount: 15.49 },
        { date: '2026-11-18', description: 'CVS/PHARMACY #4471 CHICAGO IL', amount: 93.73 },
      ],
    },
    [
      'Northfield Bank Rewards Visa',
      'Elaine Kowalczyk\tAccount ending in 3382',
      '\tStatement closing date 11/20/2026',
      '',
      'Account summary\t\tPayment information',
      'Previous balance\t$412.18\tNew balance\t$637.41',
      'Payments/credits\t-$412.18\tMinimum payment due\t$35.00',
      'Purchases\t+$637.41\tPayment due date\t12/15/2026',
      'Fees charged\t$0.00\t\t',
      'Interest charged\t$0.00\tCredit limit\t$8,000',
      'New balance\t$637.41\tAvailable credit\t$7,362.59',
      '',
      'Transactions',
      '10/24\tPAYMENT - THANK YOU\t-412.18',
      '10/27\tWHOLE FOODS MKT #10234 CHICAGO IL\t86.42',
      '11/02\tUNITED AIRLINES 0162291847 HOUSTON TX\t389.60',
      '11/09\tSHELL OIL 5744120 EVANSTON IL\t52.17',
      '11/15\tNETFLIX.COM LOS GATOS CA\t15.49',
      '11/18\tCVS/PHARMACY #4471 CHICAGO IL\t93.73',
      '',
      'Late payment warning: if we do not receive your minimum payment by the due date,',
      'you may have to pay a late fee of up to $40.00.',
    ],
  ),
  sealedN(
    'leasing-offer',
    'leasing_offer',
    'de',
    'docx',
    [
      str('lessor'),
      str('offer_number'),
      date('offer_date'),
      date('valid_until'),
      str('lessee'),
      obj('vehicle', [str('model'), num('list_price_net')]),
      num('term_months'),
      num('annual_mileage_km'),
      num('down_payment_net'),
      num('monthly_rate_net'),
      bool('service_included', 'Maintenance/service package included in the rate'),
    ],
    {
      lessor: 'Südwest Mobil Leasing GmbH',
      offer_number: 'LA-2026-60127',
      offer_date: '2026-11-25',
      valid_until: '2026-12-23',
      lessee: 'Baumgartner Elektroanlagen GmbH & Co. KG',
      vehicle: { model: 'Ford E-Transit Custom Kastenwagen L2H1', list_price_net: 52840 },
      term_months: 48,
      annual_mileage_km: 25000,
      down_payment_net: 5000,
      monthly_rate_net: 489.9,
      service_included: true,
    },
    [
      'Südwest Mobil Leasing GmbH',
      'Königstraße 80 · 70173 Stuttgart',
      '',
      'Baumgartner Elektroanlagen GmbH & Co. KG',
      'Herrn Stefan Baumgartner',
      'Im Gewerbepark 5',
      '72764 Reutlingen',
      '',
      'Angebot Nr. LA-2026-60127\tStuttgart, 25.11.2026',
      '',
      'Leasingangebot für Ihr neues Nutzfahrzeug',
      '',
      'Sehr geehrter Herr Baumgartner,',
      'vielen Dank für Ihr Interesse. Gerne unterbreiten wir Ihnen folgendes Kilometerleasing-Angebot:',
      '',
      'Fahrzeug\tFord E-Transit Custom Kastenwagen L2H1',
      'Unverbindliche Preisempfehlung (netto)\t52.840,00 €',
      'Laufzeit\t48 Monate',
      'Laufleistung pro Jahr\t25.000 km',
      'Leasingsonderzahlung (netto)\t5.000,00 €',
      'Monatliche Leasingrate (netto)\t489,90 €',
      'Mehr-/Minderkilometer\t0,08 € / 0,04 €',
      'Überführung und Zulassung (einmalig, netto)\t1.090,00 €',
      '',
      'In der Rate ist das Service-Paket (Wartung und Verschleiß) bereits enthalten.',
      'Alle Beträge zuzüglich der gesetzlichen Umsatzsteuer.',
      'Dieses Angebot ist gültig bis 23.12.2026 und steht unter dem Vorbehalt einer positiven Bonitätsprüfung.',
      '',
      'Mit freundlichen Grüßen',
      'Carina Wolf, Firmenkundenbetreuung',
    ],
  ),
  sealedN(
    'goods-receipt',
    'goods_receipt',
    'de',
    'txt',
    [
      str('receipt_number'),
      date('receipt_date'),
      str('supplier'),
      str('purchase_order_number'),
      str('delivery_note_number'),
      str('warehouse'),
      list('items', [
        str('material_number'),
        str('description'),
        num('ordered_quantity'),
        num('received_quantity'),
        str('unit'),
      ]),
      str('received_by'),
      bool('complete', 'True if everything ordered was delivered'),
    ],
    {
      receipt_number: '5000184422',
      receipt_date: '2026-11-26',
      supplier: 'Nordwest Befestigungstechnik GmbH',
      purchase_order_number: '4500093317',
      delivery_note_number: '80027741',
      warehouse: 'Lager 1100 Hauptlager',
      items: [
        {
          material_number: '100-20415',
          description: 'Sechskantschraube DIN 933 M10x40 8.8',
          ordered_quantity: 500,
          received_quantity: 500,
          unit: 'ST',
        },
        {
          material_number: '100-31002',
          description: 'Scheibe DIN 125 A10,5 verzinkt',
          ordered_quantity: 1000,
          received_quantity: 1000,
          unit: 'ST',
        },
        {
          material_number: '220-00871',
          description: 'Kabelbinder 4,8x300 schwarz',
          ordered_quantity: 20,
          received_quantity: 12,
          unit: 'PAK',
        },
      ],
      received_by: 'M. Yilmaz',
      complete: false,
    },
    {
      raw: `WARENEINGANGSBELEG                                   Seite 1 / 1
-----------------------------------------------------------------------
Materialbeleg      5000184422          Buchungsdatum   26.11.2026
Bestellung         4500093317          Erfasst von     M. Yilmaz
Lieferant          31877  Nordwest Befestigungstechnik GmbH
Lieferschein       80027741            Frachtbrief     FB-221903
Werk / Lager       1100 / Lager 1100 Hauptlager
-----------------------------------------------------------------------
Pos Material    Kurztext                                Bestellt  Geliefert ME
 10 100-20415   Sechskantschraube DIN 933 M10x40 8.8        500        500 ST
 20 100-31002   Scheibe DIN 125 A10,5 verzinkt             1000       1000 ST
 30 220-00871   Kabelbinder 4,8x300 schwarz                  20         12 PAK
-----------------------------------------------------------------------
Teillieferung: Pos. 30 offen, Restmenge 8 PAK, Liefertermin lt. Lieferant KW 50.
Sichtprüfung: ohne Befund

Unterschrift Lager: ____________________
`,
    },
  ),
  sealedN(
    'freight-invoice',
    'freight_invoice',
    'en',
    'docx',
    [
      str('invoice_number'),
      date('invoice_date'),
      str('carrier'),
      str('bill_of_lading', 'BOL or waybill number'),
      obj('shipper', [str('name'), str('city')]),
      obj('consignee', [str('name'), str('city')]),
      date('pickup_date'),
      num('pieces'),
      num('weight_lbs'),
      list('charges', [str('description'), num('amount')]),
      num('total_due'),
      date('due_date'),
    ],
    {
      invoice_number: '7731904',
      invoice_date: '2026-11-20',
      carrier: 'Prairie Line Freight',
      bill_of_lading: '55120873',
      shipper: { name: 'Heartland Seed Cooperative', city: 'Ames' },
      consignee: { name: 'GreenAcre Distribution', city: 'Louisville' },
      pickup_date: '2026-11-16',
      pieces: 6,
      weight_lbs: 4180,
      charges: [
        { description: 'Linehaul, class 65', amount: 812.4 },
        { description: 'Fuel surcharge 28.5%', amount: 231.53 },
        { description: 'Liftgate delivery', amount: 95 },
        { description: 'Residential delivery', amount: 0 },
      ],
      total_due: 1138.93,
      due_date: '2026-12-20',
    },
    [
      'PRAIRIE LINE FREIGHT',
      '1200 Dock Road, Des Moines, IA 50317 · MC-884201',
      '',
      'FREIGHT INVOICE',
      'Invoice #\t7731904',
      'Invoice date\t11/20/2026',
      'Terms\tNet 30 - due 12/20/2026',
      '',
      'Shipper\tConsignee',
      'Heartland Seed Cooperative\tGreenAcre Distribution',
      '410 Lincoln Way\t9800 Preston Hwy',
      'Ames, IA 50010\tLouisville, KY 40219',
      '',
      'BOL / Pro\tPickup\tDelivered\tPieces\tWeight',
      '55120873\t11/16/2026\t11/18/2026\t6 pallets\t4,180 lbs',
      '',
      'Charge\tAmount (USD)',
      'Linehaul, class 65\t812.40',
      'Fuel surcharge 28.5%\t231.53',
      'Liftgate delivery\t95.00',
      'Residential delivery\t0.00',
      'TOTAL DUE\t1,138.93',
      '',
      'Remit to: Prairie Line Freight, PO Box 4410, Des Moines, IA 50306. Questions: billing@prairieline.com',
    ],
  ),
  sealedN(
    'train-ticket',
    'train_ticket',
    'de',
    'png',
    [
      str('booking_number'),
      str('passenger'),
      str('origin'),
      str('destination'),
      date('travel_date'),
      str('departure_time'),
      str('arrival_time'),
      str('train'),
      str('travel_class', '1 or 2'),
      str('seat', 'Coach and seat'),
      num('price'),
      bool('bahncard_discount'),
    ],
    {
      booking_number: 'Q7XK4M',
      passenger: 'Annika Lorenz',
      origin: 'Hamburg Hbf',
      destination: 'Köln Hbf',
      travel_date: '2026-12-18',
      departure_time: '08:46',
      arrival_time: '12:50',
      train: 'ICE 1021',
      travel_class: '2',
      seat: 'Wagen 12, Platz 64',
      price: 44.99,
      bahncard_discount: true,
    },
    [
      'Online-Ticket',
      'Super Sparpreis',
      '',
      'Hinfahrt am 18.12.2026',
      'Hamburg Hbf → Köln Hbf, 2. Klasse',
      '1 Person (27-64 Jahre), BahnCard 25 (2. Klasse)',
      '',
      'Reisende/r: Annika Lorenz',
      'Auftragsnummer: Q7XK4M',
      '',
      'Halt\tDatum\tZeit\tGleis\tProdukt',
      'Hamburg Hbf\t18.12.\tab 08:46\t14\tICE 1021',
      'Köln Hbf\t18.12.\tan 12:50\t5',
      '',
      'Reservierung: Wagen 12, Platz 64, Großraum, Fenster',
      '',
      'Gesamtpreis 44,99 €',
      'Zahlung per PayPal am 29.11.2026',
      'Das Ticket ist nur gültig mit einem amtlichen Lichtbildausweis.',
    ],
  ),
  sealedN(
    'order-cancellation',
    'order_cancellation',
    'en',
    'txt',
    [
      str('shop'),
      str('order_number'),
      date('order_date'),
      date('cancellation_date'),
      str('reason'),
      list('cancelled_items', [str('name'), num('quantity'), num('amount')]),
      num('refund_amount'),
      str('refund_method'),
      num('refund_within_days', 'Business days until the refund arrives'),
    ],
    {
      shop: 'Loomcraft Home',
      order_number: 'LC-204417',
      order_date: '2026-11-18',
      cancellation_date: '2026-11-21',
      reason: 'item out of stock',
      cancelled_items: [
        { name: 'Waffle linen throw, sage', quantity: 1, amount: 89 },
        { name: 'Stonewashed pillowcase pair, oat', quantity: 2, amount: 64 },
      ],
      refund_amount: 160.95,
      refund_method: 'original payment method',
      refund_within_days: 10,
    },
    {
      raw: `Loomcraft Home
Order #LC-204417 has been cancelled

Hi Priya,

We're really sorry - one of the items in your order placed on November 18, 2026
is out of stock and won't be back before the holidays, so on November 21, 2026 we
cancelled the whole order for you (reason: item out of stock). You have not been
sent anything.

Cancelled items
  Waffle linen throw, sage                 Qty 1      $89.00
  Stonewashed pillowcase pair, oat         Qty 2      $64.00

  Shipping                                             $7.95
  Refund total                                       $160.95

We've refunded $160.95 to your original payment method (Visa ending 0921).
Depending on your bank it can take up to 10 business days to appear.

Questions? Just reply to this email or visit loomcraft.com/help.

Warmly,
The Loomcraft Home team
Loomcraft Home LLC, 77 Water St, Portland, ME 04101
`,
    },
  ),
  sealedN(
    'repair-estimate',
    'repair_estimate',
    'de',
    'scan',
    [
      str('workshop'),
      str('estimate_number'),
      date('estimate_date'),
      str('customer_name'),
      obj('vehicle', [str('license_plate'), str('model'), num('mileage_km')]),
      list('positions', [str('description'), num('amount')]),
      num('net_total'),
      num('vat'),
      num('gross_total'),
      date('valid_until'),
    ],
    {
      workshop: 'Autohaus Kessler',
      estimate_number: 'KV-26-1187',
      estimate_date: '2026-11-27',
      customer_name: 'Rüdiger Pohl',
      vehicle: { license_plate: 'OS-RP 442', model: 'Skoda Octavia Combi 2.0 TDI', mileage_km: 148320 },
      positions: [
        { description: 'Bremsscheiben + Beläge vorne erneuern (Teile)', amount: 286.4 },
        { description: 'Arbeitslohn Bremse vorne 1,6 AW-Std.', amount: 152 },
        { description: 'Zahnriemensatz mit Wasserpumpe (Teile)', amount: 394.9 },
        { description: 'Arbeitslohn Zahnriemen 3,2 AW-Std.', amount: 304 },
        { description: 'Kühlmittel G13, 4 l', amount: 38.6 },
      ],
      net_total: 1175.9,
      vat: 223.42,
      gross_total: 1399.32,
    },
    [
      'Autohaus Kessler · Meisterbetrieb',
      'Pagenstecherstraße 131 · 49090 Osnabrück · Tel. 0541 60 88 0',
      '',
      'Herrn',
      'Rüdiger Pohl',
      'Lotter Straße 71',
      '49078 Osnabrück',
      '',
      'KOSTENVORANSCHLAG KV-26-1187\tOsnabrück, den 27.11.2026',
      '',
      'Fahrzeug: Skoda Octavia Combi 2.0 TDI, Kennzeichen OS-RP 442, km-Stand 148.320',
      '',
      'Bremsscheiben + Beläge vorne erneuern (Teile)\t286,40 €',
      'Arbeitslohn Bremse vorne 1,6 AW-Std.\t152,00 €',
      'Zahnriemensatz mit Wasserpumpe (Teile)\t394,90 €',
      'Arbeitslohn Zahnriemen 3,2 AW-Std.\t304,00 €',
      'Kühlmittel G13, 4 l\t38,60 €',
      '',
      'Summe netto\t1.175,90 €',
      'MwSt. 19 %\t223,42 €',
      'Gesamt\t1.399,32 €',
      '',
      'Der Kostenvoranschlag ist unverbindlich. Abweichungen bis 15 % bleiben vorbehalten.',
      'Bei Auftragserteilung wird der KV nicht berechnet.',
    ],
  ),
  sealedN(
    'payment-reminder',
    'payment_reminder',
    'en',
    'pdf',
    [
      str('creditor'),
      str('customer_account'),
      date('reminder_date'),
      num('reminder_level', '1 for the first reminder, 2 for the second, ...'),
      list('overdue_invoices', [str('invoice_number'), date('invoice_date'), date('due_date'), num('amount_open')]),
      num('late_fee'),
      num('total_outstanding'),
      date('pay_by'),
    ],
    {
      creditor: 'Ashdown Office Interiors Ltd',
      customer_account: 'C-10482',
      reminder_date: '2026-11-26',
      reminder_level: 2,
      overdue_invoices: [
        { invoice_number: 'AOI-88104', invoice_date: '2026-09-14', due_date: '2026-10-14', amount_open: 1284 },
        { invoice_number: 'AOI-88390', invoice_date: '2026-09-30', due_date: '2026-10-30', amount_open: 356.4 },
      ],
      late_fee: 40,
      total_outstanding: 1680.4,
      pay_by: '2026-12-07',
    },
    [
      'Ashdown Office Interiors Ltd',
      'Unit 3 Riverside Works, Sheffield S3 8EN · credit.control@ashdown-interiors.co.uk',
      '',
      'Fernhill Accountancy',
      'Attn: Accounts Payable',
      '22 Clarkehouse Road',
      'Sheffield S10 2LA',
      '',
      '26 November 2026',
      'Account C-10482',
      '',
      'SECOND REMINDER - overdue account',
      '',
      'Dear Sir or Madam,',
      'Despite our reminder of 4 November 2026 the invoices below remain unpaid:',
      '',
      'Invoice\tDated\tDue\tOutstanding £',
      'AOI-88104\t14/09/2026\t14/10/2026\t1,284.00',
      'AOI-88390\t30/09/2026\t30/10/2026\t356.40',
      'Late payment compensation\t\t\t40.00',
      'Total now due\t\t\t1,680.40',
      '',
      'Please settle the total of £1,680.40 by 7 December 2026. If payment has crossed with this',
      'letter, please disregard it. Otherwise we will pass the account to our collection agency.',
      '',
      'Yours faithfully,',
      'Gareth Pryce, Credit Controller',
    ],
  ),
  sealedN(
    'course-booking',
    'course_booking',
    'en',
    'txt',
    [
      str('provider'),
      str('booking_reference'),
      str('participant'),
      str('course_title'),
      date('start_date'),
      date('end_date'),
      str('venue'),
      num('fee_net'),
      num('vat'),
      num('total'),
      bool('certificate_included'),
    ],
    {
      provider: 'Medway Safety Training',
      booking_reference: 'MST-31178',
      participant: 'Oliver Brandt',
      course_title: 'First Aid at Work (3 days)',
      start_date: '2027-01-12',
      end_date: '2027-01-14',
      venue: 'Medway Safety Training Centre, Chatham',
      fee_net: 245,
      vat: 49,
      total: 294,
      certificate_included: true,
    },
    {
      raw: `BOOKING CONFIRMATION                         Medway Safety Training
                                             Pier Road, Chatham ME4 4SQ
                                             bookings@medwaysafety.co.uk

Booking reference: MST-31178
Booked by: Kentish Joinery Ltd (Purchase order 2231)

Dear Oliver Brandt,

thank you for booking a place on First Aid at Work (3 days). The course
runs from 12 January 2027 to 14 January 2027, 9:00 to 16:30 each day, at
Medway Safety Training Centre, Chatham. Please bring photo ID and wear
comfortable clothing.

  Course fee           £245.00
  VAT 20%               £49.00
  Total                £294.00

An invoice will follow separately to your employer. The fee includes lunch,
course materials and the three-year certificate for those who pass the
assessment.

Cancellations made more than 10 working days before the course are free of
charge.

Kind regards
Bookings team, Medway Safety Training
`,
    },
  ),
];
