// Sealed set X, part 2 of 3 (layout 74): ten documents written by a blind author. Never tune the extractor on them.
import { bool, date, list, num, obj, str } from './fresh-doc.ts';
import { freshX } from './fresh-x-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_X2: TCorpusDocument[] = [
  // 11. Court fee notice (Kostenrechnung), German, scanned letter with a reference block and a fee table.
  freshX(
    'court-fees',
    'court fee notice',
    'de',
    'scan',
    [
      str('court'),
      str('case_number', 'Aktenzeichen'),
      str('kassenzeichen'),
      date('notice_date'),
      str('debtor_name'),
      str('matter'),
      num('streitwert'),
      num('fee_amount'),
      num('advance_paid'),
      num('amount_due'),
      date('payment_due'),
      str('iban'),
      str('bic'),
      str('recipient_account_holder'),
    ],
    {
      court: 'Amtsgericht Köln',
      case_number: '142 C 318/25',
      kassenzeichen: '7100 2251 9034',
      notice_date: '2026-01-22',
      debtor_name: 'Frank Hübner',
      matter: 'Hübner ./. Rheinblick Immobilien GmbH',
      streitwert: 4800,
      fee_amount: 513,
      advance_paid: 0,
      amount_due: 513,
      iban: 'DE50 3705 0000 0001 2345 67',
      bic: 'WELADEDLXXX',
      recipient_account_holder: 'Landesjustizkasse Hamm',
    },
    [
      'Amtsgericht Köln',
      'Luxemburger Straße 101, 50939 Köln',
      '',
      'Herrn\tAktenzeichen: 142 C 318/25',
      'Frank Hübner\tKassenzeichen: 7100 2251 9034',
      'Venloer Straße 230\tDatum: 22.01.2026',
      '50823 Köln',
      '',
      'Kostenrechnung',
      'In dem Rechtsstreit Hübner ./. Rheinblick Immobilien GmbH',
      '',
      'Streitwert: 4.800,00 EUR',
      '',
      'KV-Nr.\tGegenstand\tBetrag',
      '1210\tVerfahren im Allgemeinen, 3,0 Gebühr\t513,00 EUR',
      '\tBereits gezahlt\t0,00 EUR',
      '\tZu zahlender Betrag\t513,00 EUR',
      '',
      'Bitte überweisen Sie den Betrag unter Angabe des Kassenzeichens',
      'an die Landesjustizkasse Hamm',
      'IBAN: DE50 3705 0000 0001 2345 67   BIC: WELADEDLXXX',
      '',
      'Dieses Schreiben wurde maschinell erstellt und ist ohne Unterschrift gültig.',
    ],
  ),
  // 12. Insurance renewal, English e-mail written by hand (multipart with a plain text part).
  freshX(
    'insurance-renewal',
    'home insurance renewal',
    'en',
    'eml',
    [
      str('insurer'),
      str('policy_number'),
      str('policyholder'),
      str('property_address'),
      date('renewal_date'),
      date('cover_end_date'),
      num('buildings_sum_insured'),
      num('contents_sum_insured'),
      num('annual_premium'),
      num('previous_premium'),
      num('monthly_instalment'),
      num('excess'),
      bool('auto_renew'),
      str('broker'),
      date('sent_date'),
    ],
    {
      insurer: 'Greystone Home Insurance',
      policy_number: 'GHI-HM-5518820',
      policyholder: 'Mr Alan Whitfield',
      property_address: '9 Orchard Close, Bath BA2 5RT',
      renewal_date: '2026-05-01',
      cover_end_date: '2027-04-30',
      buildings_sum_insured: 450000,
      contents_sum_insured: 60000,
      annual_premium: 412.8,
      previous_premium: 366.2,
      monthly_instalment: 34.4,
      excess: 250,
      auto_renew: true,
      sent_date: '2026-03-27',
    },
    {
      raw: `Return-Path: <renewals@greystone-insurance.co.uk>
From: "Greystone Home Insurance" <renewals@greystone-insurance.co.uk>
To: "Alan Whitfield" <alan.whitfield@btinternet.com>
Subject: Your home insurance renewal - policy GHI-HM-5518820
Date: Fri, 27 Mar 2026 06:30:11 +0000
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="=_renew_7731"

--=_renew_7731
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: 7bit

Dear Mr Alan Whitfield,

It's time to renew your home insurance for 9 Orchard Close, Bath BA2 5RT.

Policy number:          GHI-HM-5518820
Renewal date:           1 May 2026
Cover runs until:       30 April 2027

Buildings sum insured:  GBP 450,000
Contents sum insured:   GBP 60,000
Policy excess:          GBP 250

Your premium for the coming year is GBP 412.80 (last year: GBP 366.20),
payable in 12 monthly instalments of GBP 34.40.

You don't need to do anything: your policy will renew automatically and
we'll collect your payments by Direct Debit as before.

Kind regards,
Greystone Home Insurance
--=_renew_7731--
`,
    },
  ),
  // 13. Translator's invoice, German HTML written by hand with a line-item table.
  freshX(
    'translator-invoice',
    'translator invoice',
    'de',
    'html',
    [
      str('translator_name'),
      str('tax_id', 'Steuernummer or USt-IdNr.'),
      str('invoice_number'),
      date('invoice_date'),
      str('client'),
      str('client_reference'),
      list('positions', [str('beschreibung'), num('menge'), str('einheit'), num('einzelpreis'), num('betrag')]),
      num('net_total'),
      num('vat_rate'),
      num('vat_amount'),
      num('gross_total'),
      num('payment_days'),
      str('iban'),
      date('delivery_date'),
    ],
    {
      translator_name: 'Dr. Ines Morawetz',
      tax_id: 'DE318844207',
      invoice_number: 'RE-2026-041',
      invoice_date: '2026-03-18',
      client: 'Kanzlei Bergmann Partner mbB',
      client_reference: 'BM/2231',
      positions: [
        {
          beschreibung: 'Fachübersetzung Englisch–Deutsch, Gesellschaftsvertrag',
          menge: 3450,
          einheit: 'Wörter',
          einzelpreis: 0.16,
          betrag: 552,
        },
        { beschreibung: 'Beglaubigung der Übersetzung', menge: 1, einheit: 'Pauschale', einzelpreis: 25, betrag: 25 },
        { beschreibung: 'Eilzuschlag 25 %', menge: 1, einheit: 'Pauschale', einzelpreis: 138, betrag: 138 },
      ],
      net_total: 715,
      vat_rate: 19,
      vat_amount: 135.85,
      gross_total: 850.85,
      payment_days: 14,
      iban: 'DE12 7016 9614 0000 4433 21',
    },
    {
      raw: `<html>
<head><meta charset="utf-8"><title>Rechnung RE-2026-041</title></head>
<body>
<div class="briefkopf">
  <strong>Dr. Ines Morawetz</strong><br>
  Öffentlich bestellte und beeidigte Übersetzerin für Englisch<br>
  Schellingstraße 44 · 80799 München<br>
  USt-IdNr. DE318844207
</div>
<div class="empfaenger">
  Kanzlei Bergmann Partner mbB<br>
  Maximilianstraße 12<br>
  80539 München
</div>
<dl>
  <dt>Rechnungsnummer</dt><dd>RE-2026-041</dd>
  <dt>Rechnungsdatum</dt><dd>18.03.2026</dd>
  <dt>Ihr Zeichen</dt><dd>BM/2231</dd>
</dl>
<h2>Rechnung</h2>
<table>
  <tr><th>Pos.</th><th>Beschreibung</th><th>Menge</th><th>Einheit</th><th>Einzelpreis</th><th>Betrag</th></tr>
  <tr><td>1</td><td>Fachübersetzung Englisch–Deutsch, Gesellschaftsvertrag</td><td>3.450</td><td>Wörter</td><td>0,16 €</td><td>552,00 €</td></tr>
  <tr><td>2</td><td>Beglaubigung der Übersetzung</td><td>1</td><td>Pauschale</td><td>25,00 €</td><td>25,00 €</td></tr>
  <tr><td>3</td><td>Eilzuschlag 25 %</td><td>1</td><td>Pauschale</td><td>138,00 €</td><td>138,00 €</td></tr>
  <tr><td></td><td colspan="4">Nettobetrag</td><td>715,00 €</td></tr>
  <tr><td></td><td colspan="4">zzgl. 19 % USt.</td><td>135,85 €</td></tr>
  <tr><td></td><td colspan="4"><b>Rechnungsbetrag</b></td><td><b>850,85 €</b></td></tr>
</table>
<p>Bitte überweisen Sie den Rechnungsbetrag innerhalb von 14 Tagen auf das unten genannte Konto.</p>
<footer>Stadtsparkasse München · IBAN DE12 7016 9614 0000 4433 21 · BIC SSKMDEMMXXX</footer>
</body>
</html>
`,
    },
  ),
  // 14. IT support ticket e-mail, English, written by hand (helpdesk notification).
  freshX(
    'it-ticket',
    'IT support ticket email',
    'en',
    'eml',
    [
      str('ticket_id'),
      str('subject'),
      str('requester_name'),
      str('requester_email', undefined, { format: 'email' }),
      str('priority'),
      str('status'),
      str('category'),
      str('assigned_to'),
      str('asset_tag'),
      date('created_date'),
      str('sla_response_time'),
      str('resolution'),
      str('location'),
    ],
    {
      ticket_id: 'INC-204718',
      subject: 'Laptop will not connect to VPN after update',
      requester_name: 'Mirela Popescu',
      requester_email: 'm.popescu@tallis-freight.com',
      priority: 'P2 - High',
      status: 'In progress',
      category: 'Network / VPN',
      assigned_to: 'Kevin Osei',
      asset_tag: 'TF-LT-0893',
      created_date: '2026-02-24',
      sla_response_time: '4 business hours',
      location: 'Felixstowe office, 2nd floor',
    },
    {
      raw: `From: Tallis IT Service Desk <servicedesk@tallis-freight.com>
To: Mirela Popescu <m.popescu@tallis-freight.com>
Subject: [INC-204718] Laptop will not connect to VPN after update
Date: Tue, 24 Feb 2026 09:48:37 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit
X-Ticket-Id: INC-204718

Hello Mirela,

Your request has been updated. Please keep the ticket number in the subject
line when you reply.

  Ticket:       INC-204718
  Summary:      Laptop will not connect to VPN after update
  Requested by: Mirela Popescu (m.popescu@tallis-freight.com)
  Location:     Felixstowe office, 2nd floor
  Asset:        TF-LT-0893
  Category:     Network / VPN
  Priority:     P2 - High  (response target: 4 business hours)
  Status:       In progress
  Assignee:     Kevin Osei

Latest note from Kevin Osei:
> I've pushed the updated VPN profile to your laptop. Please restart it
> while connected to the office Wi-Fi and let me know if it still fails.

Opened: 24/02/2026 08:12

--
Tallis Freight IT Service Desk · ext. 4400
`,
    },
  ),
  // 15. Apartment handover protocol, German DOCX with meter readings and keys.
  freshX(
    'handover',
    'apartment handover protocol',
    'de',
    'docx',
    [
      str('landlord'),
      str('tenant'),
      str('apartment_address'),
      str('apartment_location', 'floor and side, e.g. 2. OG links'),
      date('handover_date'),
      str('handover_type', 'Einzug or Auszug'),
      list('meter_readings', [str('meter'), str('meter_number'), num('reading')]),
      list('keys', [str('key_type'), num('count')]),
      str('defects'),
      num('deposit'),
      str('witness'),
    ],
    {
      landlord: 'Wohnbau Elbufer eG',
      tenant: 'Lukas Brandt',
      apartment_address: 'Stresemannstraße 77, 22769 Hamburg',
      apartment_location: '3. OG rechts',
      handover_date: '2026-03-31',
      handover_type: 'Auszug',
      meter_readings: [
        { meter: 'Strom', meter_number: '1EMH0011784523', reading: 18342.6 },
        { meter: 'Kaltwasser', meter_number: 'KW-553810', reading: 412.35 },
        { meter: 'Warmwasser', meter_number: 'WW-553811', reading: 198.07 },
      ],
      keys: [
        { key_type: 'Wohnungsschlüssel', count: 3 },
        { key_type: 'Briefkastenschlüssel', count: 2 },
        { key_type: 'Kellerschlüssel', count: 1 },
      ],
      defects: 'Bohrlöcher im Flur nicht verschlossen, Kratzer im Parkett Wohnzimmer',
    },
    [
      'Wohnbau Elbufer eG',
      'Übergabeprotokoll Wohnung',
      '',
      'Art der Übergabe: Auszug\tDatum: 31.03.2026',
      'Mieter: Lukas Brandt',
      'Objekt: Stresemannstraße 77, 22769 Hamburg, 3. OG rechts',
      '',
      'Zählerstände',
      'Zähler\tZählernummer\tStand',
      'Strom\t1EMH0011784523\t18.342,6 kWh',
      'Kaltwasser\tKW-553810\t412,35 m³',
      'Warmwasser\tWW-553811\t198,07 m³',
      '',
      'Übergebene Schlüssel',
      'Art\tAnzahl',
      'Wohnungsschlüssel\t3',
      'Briefkastenschlüssel\t2',
      'Kellerschlüssel\t1',
      '',
      'Festgestellte Mängel:',
      'Bohrlöcher im Flur nicht verschlossen, Kratzer im Parkett Wohnzimmer',
      '',
      'Hamburg, 31.03.2026',
      'Vermieter: Wohnbau Elbufer eG\tMieter: Lukas Brandt',
    ],
  ),
  // 16. Subscription box order confirmation, English plain text written by hand.
  freshX(
    'subscription-box',
    'subscription box order',
    'en',
    'txt',
    [
      str('shop'),
      str('order_number'),
      date('order_date'),
      str('customer_name'),
      str('plan'),
      list('items', [str('product'), num('quantity'), num('price')]),
      num('subtotal'),
      num('discount'),
      num('shipping'),
      num('total'),
      date('next_box_date'),
      str('delivery_address'),
      str('gift_message'),
      str('card_last4'),
    ],
    {
      shop: 'Leaf & Ladle',
      order_number: '#LL-30917',
      order_date: '2026-02-02',
      customer_name: 'Sophie Turner-Hale',
      plan: 'Monthly Tea Explorer',
      items: [
        { product: 'Tea Explorer box (February)', quantity: 1, price: 24 },
        { product: 'Glass infuser mug', quantity: 1, price: 12.5 },
        { product: 'Oolong refill 50g', quantity: 2, price: 13 },
      ],
      subtotal: 49.5,
      discount: 4.95,
      shipping: 3.95,
      total: 48.5,
      next_box_date: '2026-03-02',
      delivery_address: 'Flat 3, 28 Marine Parade, Brighton BN2 1TL',
      card_last4: '4417',
    },
    {
      raw: `Leaf & Ladle
Thanks for your order, Sophie!

Order #LL-30917 - placed 2 February 2026
Plan: Monthly Tea Explorer

  Tea Explorer box (February)     x1    £24.00
  Glass infuser mug               x1    £12.50
  Oolong refill 50g               x2    £13.00

  Subtotal                              £49.50
  Subscriber discount (10%)            -£4.95
  Shipping                               £3.95
  Total charged                         £48.50

Paid with Visa ending 4417.

Shipping to:
Sophie Turner-Hale
Flat 3, 28 Marine Parade, Brighton BN2 1TL

Your next box ships on 2 March 2026. You can skip or pause any time
from your account page.
`,
    },
  ),
  // 17. Tax refund notice (Einkommensteuerbescheid excerpt), German PDF with values in a summary table.
  freshX(
    'tax-refund',
    'tax refund notice',
    'de',
    'pdf',
    [
      str('tax_office'),
      str('steuernummer'),
      date('bescheid_datum'),
      num('tax_year'),
      obj('taxpayers', [str('person_1'), str('person_2')]),
      num('taxable_income'),
      num('income_tax'),
      num('solidarity_surcharge'),
      num('church_tax'),
      num('prepaid_taxes'),
      num('refund_amount'),
      str('iban'),
      date('objection_deadline'),
    ],
    {
      tax_office: 'Finanzamt Leipzig II',
      steuernummer: '232/118/04417',
      bescheid_datum: '2026-06-05',
      tax_year: 2025,
      taxpayers: { person_1: 'Thomas Wendt', person_2: 'Carolin Wendt' },
      taxable_income: 71688,
      income_tax: 10364,
      solidarity_surcharge: 0,
      church_tax: 0,
      prepaid_taxes: 12179.5,
      refund_amount: 1815.5,
      iban: 'DE89 8605 5592 1090 2231 45',
    },
    [
      'Finanzamt Leipzig II',
      'Erich-Weinert-Straße 20, 04105 Leipzig',
      '',
      'Eheleute\tSteuernummer: 232/118/04417',
      'Thomas und Carolin Wendt\tDatum: 05.06.2026',
      'Gohliser Straße 9',
      '04155 Leipzig',
      '',
      'Bescheid für 2025 über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer',
      '',
      'Festsetzung\tEinkommensteuer\tSolidaritätszuschlag\tKirchensteuer',
      'festgesetzt werden\t10.364,00 €\t0,00 €\t0,00 €',
      '',
      'Zu versteuerndes Einkommen: 71.688 €',
      'Bereits gezahlt (Lohnsteuer): 12.179,50 €',
      '',
      'Erstattung: 1.815,50 €',
      'Der Betrag wird auf das Konto IBAN DE89 8605 5592 1090 2231 45 überwiesen.',
      '',
      'Rechtsbehelfsbelehrung: Der Bescheid kann innerhalb eines Monats nach seiner Bekanntgabe',
      'mit dem Einspruch angefochten werden.',
    ],
  ),
  // 18. Conference registration confirmation, English DOCX with a two-column details block.
  freshX(
    'conference',
    'conference registration',
    'en',
    'docx',
    [
      str('conference_name'),
      str('registration_id'),
      str('attendee_name'),
      str('organisation'),
      str('ticket_type'),
      date('start_date'),
      date('end_date'),
      str('venue'),
      num('fee_net'),
      num('vat'),
      num('amount_paid'),
      list('workshops', [str('title'), date('date'), str('time')]),
      str('dietary_requirements'),
      str('badge_pickup'),
    ],
    {
      conference_name: 'GreenGrid Europe 2026',
      registration_id: 'GGE26-08841',
      attendee_name: 'Dr. Lena Virtanen',
      organisation: 'Nordic Storage Oy',
      ticket_type: 'Full conference pass (early bird)',
      start_date: '2026-06-16',
      end_date: '2026-06-18',
      venue: 'RAI Amsterdam, Europaplein 24, Amsterdam',
      fee_net: 895,
      vat: 187.95,
      amount_paid: 1082.95,
      workshops: [
        { title: 'Grid-scale battery safety', date: '2026-06-16', time: '14:00' },
        { title: 'Flexibility markets after 2027', date: '2026-06-17', time: '09:30' },
      ],
      dietary_requirements: 'Vegetarian',
    },
    [
      'GreenGrid Europe 2026',
      'Registration confirmation',
      '',
      'Registration ID\tGGE26-08841',
      'Attendee\tDr. Lena Virtanen',
      'Organisation\tNordic Storage Oy',
      'Ticket\tFull conference pass (early bird)',
      'Dates\t16-18 June 2026',
      'Venue\tRAI Amsterdam, Europaplein 24, Amsterdam',
      'Dietary requirements\tVegetarian',
      '',
      'Your workshops',
      'Workshop\tDate\tTime',
      'Grid-scale battery safety\t16 June 2026\t14:00',
      'Flexibility markets after 2027\t17 June 2026\t09:30',
      '',
      'Payment',
      'Registration fee\tEUR 895.00',
      'VAT 21%\tEUR 187.95',
      'Total paid by card\tEUR 1,082.95',
      '',
      'Please bring this confirmation and photo ID to the registration desk.',
    ],
  ),
  // 19. Waybill (Frachtbrief), German PNG with a goods table.
  freshX(
    'waybill',
    'waybill',
    'de',
    'png',
    [
      str('waybill_number'),
      date('date'),
      obj('sender', [str('name'), str('city')]),
      obj('consignee', [str('name'), str('city')]),
      str('carrier'),
      str('vehicle_plate'),
      list('goods', [num('packages'), str('packaging'), str('description'), num('weight_kg')]),
      num('total_weight_kg'),
      str('incoterm'),
      str('delivery_window'),
      str('special_instructions'),
    ],
    {
      waybill_number: 'FB-2026-117734',
      date: '2026-03-19',
      sender: { name: 'Möbelfabrik Rauch & Söhne KG', city: 'Rosenheim' },
      consignee: { name: 'Einrichtungshaus Kranz GmbH', city: 'Regensburg' },
      carrier: 'Spedition Hofbauer',
      vehicle_plate: 'RO-SH 412',
      goods: [
        { packages: 6, packaging: 'Europalette', description: 'Kleiderschränke zerlegt', weight_kg: 1860 },
        { packages: 14, packaging: 'Karton', description: 'Nachttische', weight_kg: 392 },
        { packages: 2, packaging: 'Gitterbox', description: 'Beschläge', weight_kg: 310 },
      ],
      total_weight_kg: 2562,
      special_instructions: 'Nicht stapeln',
    },
    [
      'FRACHTBRIEF Nr. FB-2026-117734\tDatum: 19.03.2026',
      '',
      'Absender\tEmpfänger',
      'Möbelfabrik Rauch & Söhne KG\tEinrichtungshaus Kranz GmbH',
      'Industriestraße 5\tDonaustaufer Straße 140',
      '83026 Rosenheim\t93059 Regensburg',
      '',
      'Frachtführer: Spedition Hofbauer\tKennzeichen: RO-SH 412',
      '',
      'Anzahl\tVerpackung\tInhalt\tGewicht kg',
      '6\tEuropalette\tKleiderschränke zerlegt\t1.860',
      '14\tKarton\tNachttische\t392',
      '2\tGitterbox\tBeschläge\t310',
      '\t\tGesamtgewicht\t2.562',
      '',
      'Besondere Hinweise: Nicht stapeln',
      '',
      'Unterschrift Absender\tUnterschrift Frachtführer\tUnterschrift Empfänger',
    ],
  ),
  // 20. Fuel card statement, English PDF with a transaction table.
  freshX(
    'fuel-card',
    'fuel card statement',
    'en',
    'pdf',
    [
      str('issuer'),
      str('account_number'),
      str('company'),
      str('statement_number'),
      date('statement_date'),
      list('transactions', [date('date'), str('card'), str('site'), str('product'), num('litres'), num('amount')]),
      num('total_litres'),
      num('net_amount'),
      num('vat_amount'),
      num('total_due'),
      date('direct_debit_date'),
      num('credit_limit'),
    ],
    {
      issuer: 'RouteFuel Business',
      account_number: 'RF-0048213',
      company: 'Brightwell Electrical Services Ltd',
      statement_number: 'ST-26-0311',
      statement_date: '2026-03-15',
      transactions: [
        {
          date: '2026-03-02',
          card: '****7781',
          site: 'Leicester Filbert St',
          product: 'Diesel',
          litres: 62.4,
          amount: 91.1,
        },
        {
          date: '2026-03-06',
          card: '****7790',
          site: 'M1 J21 Services',
          product: 'Diesel',
          litres: 55.1,
          amount: 84.3,
        },
        {
          date: '2026-03-11',
          card: '****7781',
          site: 'Loughborough Derby Rd',
          product: 'AdBlue',
          litres: 10,
          amount: 14.9,
        },
      ],
      total_litres: 127.5,
      net_amount: 158.58,
      vat_amount: 31.72,
      total_due: 190.3,
      direct_debit_date: '2026-03-29',
    },
    [
      'RouteFuel Business',
      'Fuel card statement',
      '',
      'Brightwell Electrical Services Ltd\tAccount: RF-0048213',
      'Unit 7, Troon Way Business Centre\tStatement no: ST-26-0311',
      'Leicester LE4 9HA\tStatement date: 15/03/2026',
      '',
      'Date\tCard\tSite\tProduct\tLitres\tAmount (£)',
      '02/03/2026\t****7781\tLeicester Filbert St\tDiesel\t62.40\t91.10',
      '06/03/2026\t****7790\tM1 J21 Services\tDiesel\t55.10\t84.30',
      '11/03/2026\t****7781\tLoughborough Derby Rd\tAdBlue\t10.00\t14.90',
      '',
      'Total litres\t127.50',
      'Net\t£158.58',
      'VAT @ 20%\t£31.72',
      'Amount due\t£190.30',
      '',
      'This amount will be collected by Direct Debit on 29/03/2026.',
    ],
  ),
];
