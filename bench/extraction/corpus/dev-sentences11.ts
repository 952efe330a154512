// Development set "sentences11" (layout 30): written in session 11 BEFORE the sentence reader was widened, from
// domain knowledge only (no sealed set read). E-mails and letters whose values stand in running text, mostly without
// the field's label beside them: "Please transfer 312.40 EUR by 14 March", "Ihr neuer Abschlag beträgt ab März 68 €",
// "signed for by MORALES". Each document has its own schema as a user would write it, and most leave a field or two
// unstated (absent truth keys) to measure precision. Held out, not sealed: --show-dev-sentences shows its misses.
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of the development set of values in sentences (session 11). */
export const DEV_SENTENCES_LAYOUT = 30;

const DOCUMENTS: TCorpusDocument[] = [
  fresh(
    's11-hosting-reminder-en',
    'payment_reminder',
    'en',
    'eml',
    [
      str('invoice_number'),
      num('amount_due', 'Amount to pay'),
      date('due_date'),
      date('invoice_date'),
      num('late_fee'),
      str('customer_name'),
    ],
    {
      invoice_number: 'INV-8812',
      amount_due: 312.4,
      due_date: '2026-03-14',
      invoice_date: '2026-02-02',
      customer_name: 'Priya Raman',
    },
    {
      raw: `From: Nimbus Hosting Accounts <billing@nimbus-hosting.example>
To: Priya Raman <priya@raman-design.example>
Subject: Friendly reminder - open balance on your account
Date: Mon, 02 Mar 2026 08:12:40 +0000
Content-Type: text/plain; charset=utf-8

Hi Priya,

we have not yet received payment for our invoice INV-8812 of 2 February 2026 for your annual hosting plan.
Please transfer 312.40 EUR by 14 March 2026 so that your sites stay online.
If you have already paid, please ignore this message.

Kind regards,
Tom Bennett
Accounts Team, Nimbus Hosting GmbH
`,
    },
  ),
  fresh(
    's11-abschlag-de',
    'utility_notice',
    'de',
    'eml',
    [
      str('vertragsnummer'),
      num('neuer_abschlag', 'Monatlicher Abschlag neu'),
      num('alter_abschlag'),
      date('gueltig_ab'),
      date('erste_abbuchung'),
      str('zaehlernummer'),
    ],
    {
      vertragsnummer: '4400127733',
      neuer_abschlag: 68,
      alter_abschlag: 61,
      gueltig_ab: '2026-03-01',
      erste_abbuchung: '2026-03-15',
    },
    {
      raw: `From: Stadtwerke Lindenau <kundenservice@sw-lindenau.example>
To: Familie Krüger <kruegers@example.de>
Subject: Anpassung Ihres Abschlags
Date: Tue, 10 Feb 2026 14:02:11 +0100
Content-Type: text/plain; charset=utf-8

Guten Tag Familie Krüger,

aufgrund Ihres gestiegenen Verbrauchs passen wir Ihre monatliche Zahlung für den Vertrag 4400127733 an.
Ihr neuer Abschlag beträgt ab 01.03.2026 68,00 €, bisher haben Sie 61,00 € gezahlt.
Wir buchen den Betrag erstmals am 15.03.2026 von Ihrem Konto ab.

Bei Fragen erreichen Sie uns montags bis freitags von 8 bis 18 Uhr.

Freundliche Grüße
Ihre Stadtwerke Lindenau
`,
    },
  ),
  fresh(
    's11-policy-renewal-en',
    'insurance_renewal',
    'en',
    'pdf',
    [
      str('policy_number'),
      date('renewal_date'),
      num('premium', 'Annual premium'),
      num('excess'),
      num('previous_premium'),
      str('policyholder'),
    ],
    {
      policy_number: 'HX-448120',
      renewal_date: '2026-04-01',
      premium: 412.8,
      excess: 250,
      policyholder: 'Mr Daniel Okafor',
    },
    [
      'Meadowbank Insurance',
      'PO Box 1180, Leeds LS1 4BX',
      '',
      'Mr Daniel Okafor',
      '17 Larch Grove',
      'York YO24 3DS',
      '',
      '3 March 2026',
      '',
      'Your home insurance is due for renewal',
      '',
      'Dear Mr Okafor,',
      '',
      'Thank you for insuring your home with us. Your home insurance policy HX-448120 renews on 1 April 2026 at a',
      'premium of £412.80, which we will collect in the usual way.',
      'Your cover stays the same, with an excess of £250.00 for each claim.',
      'If anything has changed, please call us on 0113 496 0021 before your renewal date.',
      '',
      'Yours sincerely,',
      'Helen Marsh',
      'Customer Services',
    ],
  ),
  fresh(
    's11-steuer-de',
    'tax_notice',
    'de',
    'pdf',
    [
      str('steuernummer'),
      str('steuerjahr'),
      num('erstattungsbetrag'),
      num('nachzahlung'),
      date('bescheiddatum'),
      str('finanzamt'),
    ],
    {
      steuernummer: '143/228/40117',
      steuerjahr: '2024',
      erstattungsbetrag: 1284,
      bescheiddatum: '2026-02-18',
      finanzamt: 'Finanzamt Regensburg',
    },
    [
      'Finanzamt Regensburg',
      'Landshuter Straße 4, 93047 Regensburg',
      '',
      'Frau Katharina Stöckl',
      'Am Brunnen 9',
      '93053 Regensburg',
      '',
      'Regensburg, 18.02.2026',
      '',
      'Bescheid für 2024 über Einkommensteuer',
      '',
      'Sehr geehrte Frau Stöckl,',
      '',
      'für das Kalenderjahr 2024 setzen wir die Einkommensteuer unter der Steuernummer 143/228/40117 fest.',
      'Es ergibt sich zu Ihren Gunsten ein Betrag von 1.284,00 €, den wir in den nächsten Tagen auf Ihr Konto',
      'überweisen.',
      'Die Berechnung finden Sie auf den folgenden Seiten.',
      '',
      'Mit freundlichen Grüßen',
      'Ihr Finanzamt',
    ],
  ),
  fresh(
    's11-flight-en',
    'booking_confirmation',
    'en',
    'eml',
    [
      str('booking_reference'),
      str('flight_number'),
      str('departure_airport'),
      str('arrival_airport'),
      date('departure_date'),
      str('departure_time'),
      num('total_price'),
      str('seat'),
    ],
    {
      booking_reference: 'K7QX2P',
      flight_number: 'LH 923',
      departure_airport: 'Frankfurt',
      arrival_airport: 'London Heathrow',
      departure_date: '2026-05-12',
      departure_time: '08:15',
      total_price: 189.6,
    },
    {
      raw: `From: Lufthansa <booking@booking-lufthansa.example>
To: Sophie Brandt <s.brandt@example.com>
Subject: Your booking confirmation K7QX2P
Date: Thu, 19 Mar 2026 17:44:02 +0100
Content-Type: text/plain; charset=utf-8

Dear Ms Brandt,

thank you for booking with us. Your booking reference is K7QX2P.

Your flight LH 923 departs Frankfurt at 08:15 on 12 May 2026 and arrives in London Heathrow at 08:55 local time.
We have charged 189.60 EUR to your card for this trip, including all taxes and fees.
Online check-in opens 23 hours before departure.

Have a pleasant journey,
Your Lufthansa team
`,
    },
  ),
  fresh(
    's11-zustellung-de',
    'delivery_notice',
    'de',
    'eml',
    [str('sendungsnummer'), date('zustelldatum'), str('absender'), str('zeitfenster'), str('abholort')],
    {
      sendungsnummer: '00340434161094015902',
      zustelldatum: '2026-01-29',
      absender: 'Buchhandlung Lesezeichen',
    },
    {
      raw: `From: DHL Paket <noreply@dhl-paket.example>
To: jonas.weber@example.de
Subject: Ihre Sendung kommt bald
Date: Tue, 27 Jan 2026 06:31:55 +0100
Content-Type: text/plain; charset=utf-8

Hallo Jonas Weber,

Ihre Sendung 00340434161094015902 von Buchhandlung Lesezeichen ist unterwegs.
Sie wird am Donnerstag, 29.01. zugestellt.
Sie sind nicht zu Hause? Dann können Sie die Zustellung in der App umleiten.

Viele Grüße
Ihr DHL Team
`,
    },
  ),
  fresh(
    's11-direct-debit-en',
    'direct_debit_notice',
    'en',
    'eml',
    [
      str('mandate_reference'),
      date('debit_date'),
      num('amount'),
      str('account_ending'),
      str('creditor'),
      date('next_debit_date'),
    ],
    {
      mandate_reference: 'MNDT-22817',
      debit_date: '2026-03-03',
      amount: 56.2,
      account_ending: '4471',
      creditor: 'Riverside Energy',
    },
    {
      raw: `From: Riverside Energy <payments@riverside-energy.example>
To: Alan Fletcher <alan.fletcher@example.co.uk>
Subject: Your Direct Debit is coming up
Date: Fri, 20 Feb 2026 10:15:00 +0000
Content-Type: text/plain; charset=utf-8

Hello Alan,

just a heads-up: we will debit your account ending 4471 on 3 March 2026.
The payment of £56.20 covers your gas and electricity for February.
It is taken under mandate reference MNDT-22817, so you don't need to do anything.

Thanks,
Riverside Energy
`,
    },
  ),
  fresh(
    's11-gutschrift-de',
    'credit_note',
    'de',
    'pdf',
    [str('bestellnummer'), num('gutschriftsbetrag'), date('ruecksendung_eingang'), str('artikel'), str('zahlungsart')],
    {
      bestellnummer: '302-5512893',
      gutschriftsbetrag: 23.9,
      ruecksendung_eingang: '2026-01-20',
      artikel: 'Wanderhose Herren, Größe 50',
    },
    [
      'Bergsport Zeller GmbH',
      'Kaiserstraße 14, 83022 Rosenheim',
      '',
      'Herrn Matthias Pohl',
      'Eichenweg 3',
      '85354 Freising',
      '',
      'Rosenheim, 22.01.2026',
      '',
      'Ihre Rücksendung',
      '',
      'Sehr geehrter Herr Pohl,',
      '',
      'wir haben Ihre Rücksendung zur Bestellung 302-5512893 am 20.01.2026 erhalten.',
      'Für den zurückgeschickten Artikel "Wanderhose Herren, Größe 50" erhalten Sie eine Gutschrift über 23,90 €.',
      'Der Betrag wird Ihrer ursprünglichen Zahlungsart innerhalb von 5 Werktagen gutgeschrieben.',
      '',
      'Mit sportlichen Grüßen',
      'Ihr Bergsport-Zeller-Team',
    ],
  ),
  fresh(
    's11-parcel-signed-en',
    'delivery_notice',
    'en',
    'eml',
    [str('tracking_number'), date('delivered_on'), str('delivery_time'), str('signed_by'), str('safe_place')],
    {
      tracking_number: 'JD014600003829415',
      delivered_on: '2026-01-14',
      delivery_time: '11:42',
      signed_by: 'MORALES',
    },
    {
      raw: `From: Parcelway <updates@parcelway.example>
To: Rosa Morales <rosa.m@example.com>
Subject: Your parcel has been delivered
Date: Wed, 14 Jan 2026 11:50:03 +0000
Content-Type: text/plain; charset=utf-8

Hi Rosa,

good news - your parcel JD014600003829415 was delivered on 14 January 2026 at 11:42 and signed for by MORALES.
If you don't recognise this delivery, reply to this e-mail within 48 hours.

The Parcelway team
`,
    },
  ),
  fresh(
    's11-gym-cancel-en',
    'cancellation_confirmation',
    'en',
    'eml',
    [
      str('membership_number'),
      date('end_date', 'Last day of membership'),
      num('final_payment'),
      date('final_payment_date'),
      num('cancellation_fee'),
    ],
    {
      membership_number: 'GX-30021',
      end_date: '2026-03-31',
      final_payment: 39.9,
      final_payment_date: '2026-03-01',
    },
    {
      raw: `From: PulseFit Membership <members@pulsefit.example>
To: Liam O'Connor <liam.oc@example.ie>
Subject: Re: Cancelling my membership
Date: Mon, 09 Feb 2026 16:20:45 +0000
Content-Type: text/plain; charset=utf-8

Hi Liam,

sorry to see you go! We have cancelled membership number GX-30021 as you asked.
Your membership will end on 31 March 2026. Your final payment of €39.90 will be taken on 1 March 2026.
You can keep using all our clubs until then.

Best wishes,
Niamh
PulseFit Member Services

> On 8 Feb 2026, Liam O'Connor wrote:
> Hello, please cancel my membership from the end of March. My monthly fee is €39.90.
> Thanks, Liam
`,
    },
  ),
  fresh(
    's11-preis-de',
    'price_change_notice',
    'de',
    'pdf',
    [
      str('kundennummer'),
      num('neuer_preis', 'Monatlicher Grundpreis neu'),
      num('alter_preis'),
      date('gueltig_ab'),
      date('kuendigung_bis', 'Sonderkündigungsrecht bis'),
      str('tarif'),
    ],
    {
      kundennummer: 'K-7713920',
      neuer_preis: 44.99,
      alter_preis: 39.99,
      gueltig_ab: '2026-04-01',
      kuendigung_bis: '2026-03-31',
      tarif: 'Glasfaser 500',
    },
    [
      'NetzWelt Kommunikation AG',
      'Postfach 20 11 40, 50432 Köln',
      '',
      'Frau Sabine Hartmann',
      'Rosenstraße 22',
      '50667 Köln',
      '',
      'Köln, 16.02.2026',
      '',
      'Wichtige Information zu Ihrem Tarif',
      '',
      'Sehr geehrte Frau Hartmann,',
      '',
      'gestiegene Kosten für Netzausbau und Energie machen eine Preisanpassung nötig.',
      'Ab dem 01.04.2026 kostet Ihr Tarif Glasfaser 500 monatlich 44,99 € statt bisher 39,99 €.',
      'Sie können Ihren Vertrag bis zum 31.03.2026 ohne Kosten kündigen.',
      'Bitte geben Sie dabei Ihre Kundennummer K-7713920 an.',
      '',
      'Mit freundlichen Grüßen',
      'Ihre NetzWelt',
    ],
  ),
  fresh(
    's11-account-change-en',
    'account_change_notice',
    'en',
    'pdf',
    [str('new_sort_code'), str('new_account_number'), date('effective_date'), str('old_account_number'), str('branch')],
    {
      new_sort_code: '30-96-41',
      new_account_number: '41928377',
      effective_date: '2026-06-01',
      old_account_number: '10082265',
    },
    [
      'Northgate Building Society',
      'Head Office, 2 Market Place, Bristol BS1 1AA',
      '',
      'Ms Eleanor Hughes',
      '5 Clifton Mews',
      'Bristol BS8 4RE',
      '',
      '12 April 2026',
      '',
      'Changes to your account details',
      '',
      'Dear Ms Hughes,',
      '',
      'we are moving all current accounts onto our new banking platform.',
      'From 1 June 2026 your account 10082265 will change to account number 41928377 and sort code 30-96-41.',
      'Payments to your old details will be redirected for at least two years.',
      '',
      'Yours sincerely,',
      'Customer Operations',
    ],
  ),
  fresh(
    's11-hotel-de',
    'booking_confirmation',
    'de',
    'eml',
    [
      str('reservierungsnummer'),
      date('anreise'),
      date('abreise'),
      num('gesamtpreis'),
      str('zimmerkategorie'),
      num('anzahlung'),
    ],
    {
      reservierungsnummer: '88412',
      anreise: '2026-03-12',
      abreise: '2026-03-15',
      gesamtpreis: 387,
      zimmerkategorie: 'Doppelzimmer Seeblick',
    },
    {
      raw: `From: Hotel Seeblick Konstanz <info@seeblick-konstanz.example>
To: Markus Eder <m.eder@example.de>
Subject: Ihre Reservierung
Date: Wed, 21 Jan 2026 09:40:12 +0100
Content-Type: text/plain; charset=utf-8

Sehr geehrter Herr Eder,

vielen Dank für Ihre Buchung. Wir freuen uns, Sie vom 12.03.2026 bis 15.03.2026 in unserem Doppelzimmer Seeblick begrüßen zu dürfen.
Der Gesamtpreis für drei Nächte mit Frühstück beträgt 387,00 €.
Ihre Reservierungsnummer lautet 88412.
Eine kostenfreie Stornierung ist bis 48 Stunden vor Anreise möglich.

Herzliche Grüße vom Bodensee
Anna Vogt, Rezeption
`,
    },
  ),
  fresh(
    's11-order-reply-en',
    'order_confirmation',
    'en',
    'eml',
    [
      str('order_number'),
      date('ship_date'),
      num('order_total'),
      num('shipping_cost'),
      str('carrier'),
      str('contact_name'),
    ],
    {
      order_number: '4471',
      ship_date: '2026-02-09',
      order_total: 1245.6,
      shipping_cost: 45,
      carrier: 'UPS',
      contact_name: 'Megan Clarke',
    },
    {
      raw: `From: Megan Clarke <megan@oakandiron.example>
To: Jeff Porter <jeff@porterbrewing.example>
Subject: Re: Order 4471 - bar stools
Date: Thu, 05 Feb 2026 13:05:27 -0500
Content-Type: text/plain; charset=utf-8

Hi Jeff,

thanks for your order 4471! All twelve stools are in stock and we will ship them on 9 February 2026 with UPS.
The total comes to $1,245.60 including $45.00 for shipping.
I'll send the tracking link as soon as the pallet is picked up.

Best,
Megan Clarke
Oak & Iron Furniture

On Wed, 4 Feb 2026, Jeff Porter wrote:
> Hi Megan, please send us 12 counter stools as quoted ($1,180.00 plus shipping).
> Jeff
`,
    },
  ),
  fresh(
    's11-mahnung-de',
    'payment_reminder',
    'de',
    'docx',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      num('offener_betrag'),
      num('mahngebuehr'),
      date('zahlungsfrist'),
      num('verzugszinsen'),
    ],
    {
      rechnungsnummer: '2026-0412',
      rechnungsdatum: '2026-01-05',
      offener_betrag: 845.3,
      mahngebuehr: 5,
      zahlungsfrist: '2026-02-20',
    },
    [
      'Malerbetrieb Schubert & Sohn',
      'Gartenstraße 8, 04107 Leipzig',
      '',
      'Herrn Ralf Winkler',
      'Karl-Heine-Straße 51',
      '04229 Leipzig',
      '',
      'Leipzig, 06.02.2026',
      '',
      'Zahlungserinnerung',
      '',
      'Sehr geehrter Herr Winkler,',
      '',
      'leider konnten wir bis heute keinen Zahlungseingang für unsere Rechnung Nr. 2026-0412 vom 05.01.2026 über',
      '845,30 € feststellen.',
      'Bitte überweisen Sie den Betrag zuzüglich einer Mahngebühr von 5,00 € spätestens bis zum 20.02.2026.',
      '',
      'Mit freundlichen Grüßen',
      'Stefan Schubert',
    ],
  ),
  fresh(
    's11-tax-en',
    'tax_notice',
    'en',
    'pdf',
    [
      str('utr', 'Unique Taxpayer Reference'),
      str('tax_year'),
      num('amount_owed'),
      date('payment_deadline'),
      num('penalty'),
    ],
    {
      utr: '1234567890',
      tax_year: '2024-25',
      amount_owed: 1842.6,
      payment_deadline: '2026-01-31',
    },
    [
      'HM Revenue & Customs',
      'Self Assessment, BX9 1AS',
      '',
      'Mr Gareth Lloyd',
      '8 Orchard Way',
      'Cardiff CF14 2LT',
      '',
      '14 November 2025',
      '',
      'Self Assessment: your tax calculation',
      '',
      'Dear Mr Lloyd,',
      '',
      'we have worked out your tax for the 2024-25 tax year from the return you sent us.',
      'You owe £1,842.60, and you must pay this by 31 January 2026.',
      'Please quote your Unique Taxpayer Reference 1234567890 when you pay.',
      'If you pay late we may charge interest and a penalty.',
      '',
      'Yours sincerely,',
      'HM Revenue & Customs',
    ],
  ),
  fresh(
    's11-kuendigung-de',
    'cancellation_confirmation',
    'de',
    'eml',
    [str('kundennummer'), date('vertragsende'), num('restguthaben'), date('kuendigungseingang'), str('vertragsart')],
    {
      kundennummer: '20593381',
      vertragsende: '2026-04-30',
      restguthaben: 12.4,
      kuendigungseingang: '2026-02-03',
    },
    {
      raw: `From: FunkTel Kundenservice <service@funktel.example>
To: Jana Schulte <jana.schulte@example.de>
Subject: Bestätigung Ihrer Kündigung
Date: Thu, 05 Feb 2026 11:12:09 +0100
Content-Type: text/plain; charset=utf-8

Hallo Frau Schulte,

Ihre Kündigung ist am 03.02.2026 bei uns eingegangen. Schade, dass Sie gehen!
Ihr Mobilfunkvertrag zur Kundennummer 20593381 endet zum 30.04.2026.
Ihr Restguthaben von 12,40 € erstatten wir Ihnen nach Vertragsende auf Ihr Konto.

Viele Grüße
Ihr FunkTel-Team
`,
    },
  ),
  fresh(
    's11-rent-increase-en',
    'rent_increase_notice',
    'en',
    'docx',
    [
      num('new_rent', 'New monthly rent'),
      num('current_rent'),
      date('effective_date'),
      str('property_address'),
      num('deposit'),
    ],
    {
      new_rent: 1150,
      current_rent: 1095,
      effective_date: '2026-05-01',
      property_address: 'Flat 3, 41 Elm Road, Oxford OX4 1JQ',
    },
    [
      'Harcourt Lettings',
      '22 High Street, Oxford OX1 4AH',
      '',
      'Ms Chloe Adeyemi',
      'Flat 3, 41 Elm Road',
      'Oxford OX4 1JQ',
      '',
      '25 February 2026',
      '',
      'Notice of rent increase - Flat 3, 41 Elm Road, Oxford OX4 1JQ',
      '',
      'Dear Ms Adeyemi,',
      '',
      'following our annual review, your rent will increase to £1,150.00 per month from 1 May 2026.',
      'You currently pay £1,095.00 per month.',
      'Your standing order should be updated before the first payment at the new rate.',
      '',
      'Kind regards,',
      'Oliver Grant, Property Manager',
    ],
  ),
];

export const DEV_SENTENCES: TCorpusDocument[] = DOCUMENTS.map((document) => ({
  ...document,
  layout: DEV_SENTENCES_LAYOUT,
}));
