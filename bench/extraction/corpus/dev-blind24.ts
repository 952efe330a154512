// Development documents of branch blind24 (layout 117), written in session 24 BEFORE the extractor was changed: kinds
// of documents the corpus has none of (tattoo consent, piano tuning, seed order, bike and boat hire, dog boarding,
// firewood and heating oil delivery, climbing gym, dance course, music school, tutoring, photo studio, wedding venue,
// physiotherapy prescription, window cleaning, snow clearing, well water test, smoke alarm service, drone registration,
// boating licence, marathon entry, swimming badge, forklift course, scaffold tag, wine order, veg box, referee report,
// chess tournament, hunting licence, pest control, locksmith, watch repair, museum pass, language exam, cesspit
// emptying), each with a schema as a developer would write it for that kind: snake_case names with abbreviations
// (`kd_nr`, `qty`), German compounds whose parts the document prints apart (`anzahl_teilnehmer` for "Teilnehmer:
// 12"), English names for German documents and German names for English ones, and labels as such documents print them
// (synonyms, abbreviations, translations: "Hirer" for `renter`, "Sicherheitsleistung" for `kaution`). Fields a
// document does not state stay out of the truth (precision). Held out, not sealed: `--show-dev-blind24` shows their
// misses. The rest is in dev-blind24-more.ts.
import { DEV_BLIND24_MORE } from './dev-blind24-more.ts';
import { crlf } from './dev-eml15.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of branch blind24's development documents. */
export const DEV_BLIND24_LAYOUT = 117;

const FIRST: TCorpusDocument[] = [
  fresh(
    'tattoo-consent-en',
    'tattoo consent form',
    'en',
    'pdf',
    [
      str('client_name'),
      date('dob'),
      str('artist'),
      date('session_date'),
      str('placement'),
      num('deposit_paid'),
      num('quoted_price'),
      str('allergies'),
    ],
    {
      client_name: 'Megan Holloway',
      dob: '1998-02-11',
      artist: 'Rico Alvarez',
      session_date: '2026-05-23',
      placement: 'left forearm, inner side',
      deposit_paid: 60,
      quoted_price: 280,
    },
    [
      'INKWELL STUDIO · 14 Dale Street · Liverpool L2 2HF · 0151 555 0192',
      '',
      'TATTOO CONSENT & RELEASE FORM',
      '',
      'Client: Megan Holloway',
      'Date of birth: 11/02/1998          Photo ID checked: Driving licence',
      'Tattoo artist: Rico Alvarez',
      'Appointment: Saturday 23 May 2026, 12:00',
      'Design: fine-line botanical sprig (custom)',
      'Area of body: left forearm, inner side',
      'Estimate: £280.00 (final price may vary with session length)',
      'Deposit received: £60.00 (non-refundable, deducted from final price)',
      '',
      'Please tick: ☐ I am not under the influence of alcohol or drugs',
      '☐ I have disclosed any skin conditions, allergies or medication to my artist',
      '',
      'Client signature ______________________   Date ____________',
    ],
  ),
  fresh(
    'klavierstimmung-rechnung-de',
    'piano tuning invoice',
    'de',
    'docx',
    [
      str('rechnungs_nr'),
      date('stimmdatum'),
      str('instrument'),
      num('stimmhoehe_hz'),
      str('klavierbauer'),
      num('anfahrt'),
      num('betrag_brutto'),
    ],
    {
      rechnungs_nr: '2026-118',
      stimmdatum: '2026-03-12',
      instrument: 'Flügel C. Bechstein Modell B, Baujahr 1911',
      stimmhoehe_hz: 443,
      klavierbauer: 'Martin Sauer',
      anfahrt: 25,
      betrag_brutto: 154.7,
    },
    [
      'Martin Sauer · Klavierbaumeister · Am Mühlbach 4 · 79098 Freiburg',
      'Telefon 0761 389 44 02 · info@klavier-sauer.example',
      '',
      'Familie Dr. Brenner',
      'Hildastraße 31',
      '79102 Freiburg',
      '',
      'Rechnung Nr. 2026-118                                  Freiburg, 16.03.2026',
      '',
      'Für die Stimmung Ihres Instruments am 12.03.2026 berechne ich:',
      '',
      'Instrument: Flügel C. Bechstein Modell B, Baujahr 1911',
      "Stimmtonhöhe: a' = 443 Hz",
      '',
      'Stimmung inkl. Kontrolle der Mechanik\t105,00 €',
      'Fahrtkostenpauschale\t25,00 €',
      'Zwischensumme\t130,00 €',
      '19 % USt.\t24,70 €',
      'Gesamt\t154,70 €',
      '',
      'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen auf das unten genannte Konto.',
      'Nächste Stimmung empfohlen: in 6 Monaten',
      '',
      'Mit freundlichen Grüßen',
      'Martin Sauer',
      'Volksbank Freiburg · IBAN DE12 6809 0000 0012 3456 78',
    ],
  ),
  fresh(
    'seed-order-en',
    'seed and plant order',
    'en',
    'html',
    [
      str('order_no'),
      str('customer_no'),
      date('order_date'),
      str('dispatch_week'),
      num('p_and_p'),
      num('order_total'),
      str('delivery_address'),
    ],
    {
      order_no: 'HS-771043',
      customer_no: 'C0098121',
      order_date: '2026-02-08',
      dispatch_week: 'week commencing 13 April 2026',
      p_and_p: 5.95,
      order_total: 47.8,
    },
    {
      raw: `<html><body style="font-family:Georgia">
<h1>Hawthorn Seeds &amp; Plants</h1>
<p>Thank you for your order! Here is a summary for your records.</p>
<table>
<tr><td>Order number</td><td><b>HS-771043</b></td></tr>
<tr><td>Placed on</td><td>8 February 2026</td></tr>
<tr><td>Your account</td><td>C0098121</td></tr>
</table>
<h2>Your plants and seeds</h2>
<table border="1" cellpadding="4">
<tr><th>Code</th><th>Item</th><th>Qty</th><th>Price</th></tr>
<tr><td>T114</td><td>Tomato 'Sungold' F1 – 3 plug plants</td><td>2</td><td>£13.90</td></tr>
<tr><td>S220</td><td>Sweet Pea 'Matucana' – seeds</td><td>1</td><td>£3.49</td></tr>
<tr><td>P031</td><td>Dahlia 'Café au Lait' – tuber</td><td>2</td><td>£24.46</td></tr>
</table>
<p>Subtotal: £41.85<br>Postage &amp; packing: £5.95<br><b>Total paid: £47.80</b></p>
<p><b>When will it arrive?</b> Live plants are dispatched when the weather allows. Your order is scheduled for
dispatch in the week commencing 13 April 2026. Seeds are sent straight away.</p>
</body></html>`,
    },
  ),
  fresh(
    'fahrradverleih-de',
    'bike rental agreement',
    'de',
    'pdf',
    [
      str('mieter_name'),
      str('rad_typ'),
      str('rahmennummer'),
      date('mietbeginn'),
      date('rueckgabe_datum'),
      num('kaution'),
      num('tagespreis'),
      num('mietpreis_gesamt'),
      str('ausweis_nr'),
    ],
    {
      mieter_name: 'Jonas Lindqvist',
      rad_typ: 'E-Trekkingrad Kalkhoff Endeavour, Rahmen M',
      rahmennummer: 'WKH4521873',
      mietbeginn: '2026-07-14',
      rueckgabe_datum: '2026-07-17',
      kaution: 150,
      tagespreis: 29,
      mietpreis_gesamt: 87,
    },
    [
      'Radstation Usedom · Strandpromenade 2 · 17424 Heringsdorf',
      '',
      'MIETVERTRAG FAHRRAD',
      '',
      'Mieter/in: Jonas Lindqvist',
      'Anschrift: Sveavägen 40, 11134 Stockholm, Schweden',
      'Ausweis vorgelegt: ja (Reisepass)',
      '',
      'Mietgegenstand: E-Trekkingrad Kalkhoff Endeavour, Rahmen M',
      'Rahmen-Nr.: WKH4521873     Akku-Nr.: 88-2231',
      'Zubehör: Schloss, Helm, Packtasche',
      '',
      'Abholung: 14.07.2026, 09:30 Uhr',
      'Rückgabe bis: 17.07.2026, 18:00 Uhr',
      '',
      'Preis pro Tag: 29,00 €',
      'Mietdauer: 3 Tage',
      'Mietpreis: 87,00 €',
      'Sicherheitsleistung (bar hinterlegt): 150,00 €',
      '',
      'Bei Verlust des Schlüssels werden 25,00 € berechnet.',
      'Unterschrift Mieter ______________',
    ],
  ),
  fresh(
    'boat-hire-en',
    'boat hire agreement',
    'en',
    'txt',
    [
      str('renter'),
      str('boat_name'),
      str('hire_start'),
      str('hire_end'),
      num('hours'),
      num('fuel_charge'),
      num('security_deposit'),
      str('phone'),
    ],
    {
      renter: 'Graham Whitfield',
      boat_name: 'Kingfisher II',
      hire_start: '10:00',
      hire_end: '16:00',
      hours: 6,
      fuel_charge: 18,
      security_deposit: 100,
      phone: '07700 900461',
    },
    [
      'WINDERMERE DAY BOATS — HIRE AGREEMENT',
      'Bowness Pier, Cumbria LA23 3HQ',
      '',
      'Date: 02/08/2026',
      'Hirer: Graham Whitfield         Mobile: 07700 900461',
      'No. of persons aboard: 5 (incl. 2 children, lifejackets issued)',
      '',
      'Vessel: Kingfisher II (8-seat motor launch)',
      'Out: 10:00      Due back: 16:00      Duration: 6 hrs',
      '',
      'Hire charge ....................... £210.00',
      'Fuel ............................... £18.00',
      'Damage deposit (refundable) ....... £100.00',
      'TOTAL TAKEN ....................... £328.00',
      '',
      'The hirer confirms they have received the safety briefing.',
      'Signed: G. Whitfield',
    ],
  ),
  fresh(
    'hundepension-eml-de',
    'dog boarding confirmation',
    'de',
    'eml',
    [
      str('tiername'),
      str('rasse'),
      date('ankunft'),
      date('abholung'),
      num('preis_pro_nacht'),
      num('gesamtpreis'),
      str('halter'),
      str('tierarzt_name'),
    ],
    {
      tiername: 'Balou',
      rasse: 'Labrador-Mischling',
      ankunft: '2026-08-01',
      abholung: '2026-08-15',
      preis_pro_nacht: 28,
      gesamtpreis: 392,
      halter: 'Sabine Kretschmer',
      tierarzt_name: 'Dr. Anja Wolters',
    },
    {
      raw: crlf(`From: Hundepension Waldblick <info@waldblick-hunde.example>
To: Sabine Kretschmer <s.kretschmer@web.example>
Subject: Buchungsbestätigung für Balou
Date: Mon, 18 May 2026 10:12:44 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Liebe Frau Kretschmer,

vielen Dank für Ihre Anfrage. Wir freuen uns, Balou bei uns aufnehmen zu dürfen,
und bestätigen den Aufenthalt wie folgt:

Hund: Balou
Rasse: Labrador-Mischling, Rüde, 6 Jahre
Anreise: Samstag, 01.08.2026 (Bringzeit 9-12 Uhr)
Abreise: Samstag, 15.08.2026 (Abholzeit 15-18 Uhr)
Übernachtungen: 14 à 28,00 EUR
Gesamtbetrag: 392,00 EUR

Bitte bringen Sie den Impfpass und das gewohnte Futter mit. Im Notfall wenden wir
uns an die von Ihnen genannte Tierärztin Dr. Anja Wolters (Tel. 05131 44 87 10).

Herzliche Grüße
Petra Engel
Hundepension Waldblick, Am Forst 7, 30826 Garbsen`),
    },
  ),
  fresh(
    'brennholz-lieferschein-de',
    'firewood delivery note',
    'de',
    'txt',
    [
      str('lieferschein_nr'),
      str('holzart'),
      num('menge_srm'),
      date('liefertag'),
      num('preis_je_srm'),
      num('summe'),
      str('kunde'),
    ],
    {
      lieferschein_nr: '0417',
      holzart: 'Buche, ofenfertig 33 cm',
      menge_srm: 6,
      liefertag: '2026-10-09',
      preis_je_srm: 115,
      summe: 690,
      kunde: 'Herbert Gnädig',
    },
    [
      'Forstbetrieb & Brennholzhandel Wiesner',
      'Hofweg 2, 94244 Geiersthal, Tel. 09923 2210',
      '',
      'LIEFERSCHEIN / RECHNUNG Nr. 0417',
      '',
      'Empfänger: Herbert Gnädig, Birkenweg 14, 94227 Zwiesel',
      'Geliefert am: 09.10.2026',
      '',
      'Sortiment: Buche, ofenfertig 33 cm',
      'Restfeuchte: unter 20 %',
      'Schüttraummeter: 6',
      'Preis/SRM: 115,00 EUR',
      'Anlieferung: frei Haus',
      '',
      'Endbetrag (inkl. 7 % MwSt.): 690,00 EUR',
      'Betrag bar erhalten: ________',
    ],
  ),
  fresh(
    'heizoel-lieferung-de',
    'heating oil delivery invoice',
    'de',
    'pdf',
    [
      str('kd_nr'),
      str('beleg_nr'),
      date('lieferdatum'),
      num('liefermenge_liter'),
      num('preis_pro_100l'),
      num('nettobetrag'),
      num('gesamtbetrag'),
      str('fahrer'),
    ],
    {
      kd_nr: '33871',
      beleg_nr: 'HL-26-05512',
      lieferdatum: '2026-11-04',
      liefermenge_liter: 2850,
      preis_pro_100l: 96.4,
      nettobetrag: 2747.4,
      gesamtbetrag: 3269.41,
      fahrer: 'K. Brandt',
    },
    [
      'Brennstoffe Hagedorn GmbH · Industriestr. 9 · 48155 Münster',
      '',
      'Herrn',
      'Ulrich Pape',
      'Gievenbecker Weg 112',
      '48161 Münster',
      '',
      'Rechnung Heizöl EL schwefelarm',
      'Belegnummer: HL-26-05512    Kundennummer: 33871    Datum: 05.11.2026',
      '',
      'Lieferung am 04.11.2026, Fahrer: K. Brandt, Fahrzeug MS-HD 412',
      'Zählerstand Beginn 183.441 l   Ende 186.291 l',
      'Abgegebene Menge: 2.850 Liter (bei 15 °C)',
      'Preis je 100 l netto: 96,40 €',
      '',
      'Warenwert netto\t2.747,40 €',
      'zzgl. 19 % MwSt.\t522,01 €',
      'Rechnungsbetrag\t3.269,41 €',
      '',
      'Der Betrag wird am 15.11.2026 von Ihrem Konto abgebucht.',
    ],
  ),
  fresh(
    'climbing-day-pass-en',
    'climbing gym day pass',
    'en',
    'png',
    [str('visitor'), str('pass_type'), date('visit_date'), num('shoe_hire'), num('total'), str('member_no')],
    {
      visitor: 'Priya Nair',
      pass_type: 'Adult peak day pass',
      visit_date: '2026-03-21',
      shoe_hire: 4.5,
      total: 18.5,
    },
    [
      'THE BOULDER BARN',
      'Unit 4, Mill Lane, Sheffield S3 8GR',
      '',
      'Guest: Priya Nair',
      'Induction completed: yes',
      '21/03/2026   14:07',
      '',
      'Adult peak day pass      14.00',
      'Shoe rental               4.50',
      '--------------------------------',
      'TOTAL                    18.50',
      'Card ****4410            18.50',
      '',
      'Climb safe! Keep this receipt for re-entry today.',
    ],
  ),
  fresh(
    'tanzkurs-anmeldung-de',
    'dance course registration',
    'de',
    'html',
    [
      str('teilnehmer_name'),
      str('partner_name'),
      str('kurs'),
      date('kurs_beginn'),
      num('anzahl_termine'),
      num('kursgebuehr'),
      str('kursleiter'),
      str('email'),
    ],
    {
      teilnehmer_name: 'Lea Hoffmann',
      partner_name: 'Tim Becker',
      kurs: 'Welttanzprogramm Grundkurs',
      kurs_beginn: '2026-09-10',
      anzahl_termine: 10,
      kursgebuehr: 139,
      kursleiter: 'Irina Lemke',
      email: 'lea.hoffmann@gmx.example',
    },
    {
      raw: `<html><body>
<h2>ADTV Tanzschule Schwingtakt – Anmeldebestätigung</h2>
<p>Hallo Lea, schön, dass du dabei bist!</p>
<table>
<tr><th align="left">Teilnehmer/in</th><td>Lea Hoffmann</td></tr>
<tr><th align="left">E-Mail</th><td>lea.hoffmann@gmx.example</td></tr>
<tr><th align="left">Tanzpartner/in</th><td>Tim Becker</td></tr>
<tr><th align="left">Kurs</th><td>Welttanzprogramm Grundkurs</td></tr>
<tr><th align="left">Start</th><td>Do., 10.09.2026, 20:00 Uhr</td></tr>
<tr><th align="left">Umfang</th><td>10 Abende à 75 Minuten</td></tr>
<tr><th align="left">Tanzlehrerin</th><td>Irina Lemke</td></tr>
<tr><th align="left">Preis pro Person</th><td>139,00 €</td></tr>
</table>
<p>Der Betrag wird zum Kursstart per Lastschrift eingezogen.</p>
</body></html>`,
    },
  ),
  fresh(
    'music-school-fees-en',
    'music school fee notice',
    'en',
    'docx',
    [
      str('pupil_name'),
      str('instrument'),
      str('teacher'),
      num('lesson_length_min'),
      num('termly_fee'),
      date('payment_due'),
      str('invoice_ref'),
    ],
    {
      pupil_name: 'Oscar Bennett',
      instrument: 'Cello',
      teacher: 'Ms H. Kaur',
      lesson_length_min: 30,
      termly_fee: 216,
      payment_due: '2026-09-18',
      invoice_ref: 'AUT26-0419',
    },
    [
      'Riverside Music Service',
      'The Old School House, Church Road, Reading RG4 7AD',
      '',
      'Autumn Term 2026 — Tuition Fees',
      'Reference: AUT26-0419',
      '',
      'Dear Parent/Carer,',
      '',
      'Student: Oscar Bennett (Year 8)',
      'Instrument: Cello',
      'Tutor: Ms H. Kaur',
      'Lessons: 12 individual lessons of 30 minutes',
      '',
      'Fee for the term: £216.00',
      'Please pay by 18 September 2026 via ParentPay or by bank transfer quoting the reference above.',
      '',
      'If your child receives free school meals you may be eligible for a remission.',
      'Kind regards, Fees Office',
    ],
  ),
  fresh(
    'nachhilfe-rechnung-de',
    'tutoring invoice',
    'de',
    'txt',
    [
      str('schueler'),
      str('fach'),
      num('stunden_anzahl'),
      num('stundensatz'),
      num('rechnungsbetrag'),
      str('leistungszeitraum'),
      str('rechnungsnummer'),
    ],
    {
      schueler: 'Emil Vogt',
      fach: 'Mathematik (Klasse 10)',
      stunden_anzahl: 8,
      stundensatz: 32,
      rechnungsbetrag: 256,
      leistungszeitraum: 'Februar 2026',
      rechnungsnummer: 'NH-2026-021',
    },
    [
      'Lernstudio Pfiffikus · Kirchplatz 5 · 53111 Bonn',
      '',
      'Familie Vogt, Poppelsdorfer Allee 60, 53115 Bonn',
      '',
      'Rechnung NH-2026-021                      Bonn, 02.03.2026',
      '',
      'Nachhilfeunterricht für: Emil Vogt',
      'Fach: Mathematik (Klasse 10)',
      'Monat: Februar 2026',
      '',
      'Einheiten à 60 Min.: 8',
      'Preis je Einheit: 32,00 €',
      'Zu zahlen: 256,00 €',
      '',
      'Gemäß § 4 Nr. 21 UStG umsatzsteuerfrei.',
    ],
  ),
  fresh(
    'photo-studio-order-en',
    'photo studio order',
    'en',
    'pdf',
    [
      str('booking_ref'),
      date('shoot_date'),
      str('photographer'),
      str('package'),
      num('prints_qty'),
      num('deposit'),
      num('balance_due'),
      date('collection_date'),
    ],
    {
      booking_ref: 'LS-5521',
      shoot_date: '2026-04-04',
      photographer: 'Amelia Grant',
      package: 'Family Classic',
      prints_qty: 6,
      deposit: 50,
      balance_due: 195,
    },
    [
      'LUMEN STUDIOS — Portrait & Family Photography',
      '22 King Street, Bristol BS1 4EF',
      '',
      'ORDER SUMMARY',
      'Booking: LS-5521',
      'Session: 4 April 2026 (family portrait, 1 hour)',
      'Photographer: Amelia Grant',
      '',
      'Package chosen: Family Classic',
      '  6 mounted prints 10x8"',
      '  Digital files (web size)',
      'Package price: £245.00',
      'Less session fee paid at booking: £50.00',
      'Balance outstanding: £195.00',
      '',
      'Your prints will be ready about three weeks after your viewing appointment.',
    ],
  ),
  fresh(
    'wedding-venue-eml-en',
    'wedding venue booking',
    'en',
    'eml',
    [
      str('couple'),
      date('wedding_date'),
      num('guest_count'),
      str('venue'),
      num('deposit_paid'),
      num('remaining_balance'),
      date('final_payment_date'),
      str('coordinator'),
    ],
    {
      couple: 'Sophie Turner & James Adeyemi',
      wedding_date: '2027-06-12',
      guest_count: 85,
      venue: 'The Orangery, Hartwell Manor',
      deposit_paid: 2000,
      remaining_balance: 9450,
      final_payment_date: '2027-05-12',
      coordinator: 'Hannah Price',
    },
    {
      raw: crlf(`From: Hannah Price <events@hartwellmanor.example>
To: Sophie Turner <sophie.t@outlook.example>
Cc: James Adeyemi <j.adeyemi@outlook.example>
Subject: Your wedding at Hartwell Manor - booking confirmed!
Date: Thu, 9 Jul 2026 16:40:02 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear Sophie and James,

Congratulations again! I'm delighted to confirm your wedding booking:

Couple: Sophie Turner & James Adeyemi
Date of celebration: Saturday 12 June 2027
Ceremony and wedding breakfast: The Orangery, Hartwell Manor
Day guests: 85 (evening guests to be confirmed)

We have received your deposit of £2,000.00, thank you. The remaining balance of
£9,450.00 is payable no later than one month before the wedding, i.e. by
12 May 2027.

I'll be your coordinator from now until the big day, so do get in touch with any
questions.

Warm wishes,
Hannah Price
Wedding Coordinator, Hartwell Manor`),
    },
  ),
  fresh(
    'physio-verordnung-de',
    'physiotherapy prescription',
    'de',
    'pdf',
    [
      str('patient'),
      str('versichertennummer'),
      str('krankenkasse'),
      str('icd_code'),
      str('heilmittel'),
      num('anzahl_behandlungen'),
      num('frequenz_pro_woche'),
      date('ausstellungsdatum'),
      str('arzt'),
    ],
    {
      patient: 'Krüger, Monika',
      versichertennummer: 'K284519903',
      krankenkasse: 'AOK Niedersachsen',
      icd_code: 'M54.5',
      heilmittel: 'Krankengymnastik (KG)',
      anzahl_behandlungen: 6,
      frequenz_pro_woche: 2,
      ausstellungsdatum: '2026-02-17',
      arzt: 'Dr. med. Tobias Henning',
    },
    [
      'Heilmittelverordnung 13',
      'Krankenkasse bzw. Kostenträger: AOK Niedersachsen',
      'Name, Vorname des Versicherten: Krüger, Monika      geb. am 03.07.1961',
      'Kostenträgerkennung 102114819   Versicherten-Nr. K284519903   Status 1000000',
      'Betriebsstätten-Nr. 381234500   Arzt-Nr. 771234501   Datum 17.02.2026',
      '',
      'Behandlungsrelevante Diagnose(n): ICD-10-Code M54.5 Kreuzschmerz',
      'Diagnosegruppe: WS',
      'Leitsymptomatik: a) Schädigung/Störung der Gelenkfunktion',
      '',
      'Heilmittel nach Maßgabe des Kataloges: Krankengymnastik (KG)',
      'Behandlungseinheiten: 6',
      'Therapiefrequenz: 2x wöchentlich',
      'Hausbesuch: nein      Therapiebericht: nein',
      '',
      'Vertragsarztstempel / Unterschrift: Dr. med. Tobias Henning, Facharzt für Orthopädie, Hannover',
    ],
  ),
  fresh(
    'window-cleaning-en',
    'window cleaning invoice',
    'en',
    'txt',
    [str('invoice_no'), date('date_cleaned'), str('property'), num('amount'), str('payment_method'), str('vat_no')],
    {
      invoice_no: '3318',
      date_cleaned: '2026-06-03',
      property: '7 Orchard Close, Harpenden',
      amount: 24,
      payment_method: 'bank transfer',
    },
    [
      'CrystalView Window Cleaning',
      'Sole trader: Dean Morris · 07812 555 014',
      '',
      'Inv 3318',
      'To: Mrs P. Shah, 7 Orchard Close, Harpenden AL5 2PQ',
      '',
      'Windows cleaned 03/06/26 — outside all round + conservatory roof',
      'Due: £24.00',
      '',
      'Pay by bank transfer: Sort code 20-45-77, Acc 43920188, ref 3318',
      'Next visit in 4 weeks. Thanks!',
    ],
  ),
  fresh(
    'winterdienst-vertrag-de',
    'snow clearing contract',
    'de',
    'docx',
    [
      str('auftraggeber'),
      str('objekt_adresse'),
      date('vertragsbeginn'),
      date('vertragsende'),
      num('pauschale_monatlich'),
      num('flaeche_qm'),
      str('einsatzzeiten'),
    ],
    {
      auftraggeber: 'WEG Lindenhof 3-5',
      objekt_adresse: 'Lindenhof 3-5, 90489 Nürnberg',
      vertragsbeginn: '2026-11-01',
      vertragsende: '2027-03-31',
      pauschale_monatlich: 185,
      flaeche_qm: 240,
      einsatzzeiten: 'werktags ab 6:30 Uhr, sonn- und feiertags ab 8:30 Uhr',
    },
    [
      'Winterdienstvertrag',
      '',
      'zwischen',
      'WEG Lindenhof 3-5, vertreten durch die Hausverwaltung Sommer & Co.',
      '– nachstehend Auftraggeber –',
      'und',
      'Garten- und Hausservice Özdemir, Äußere Sulzbacher Str. 120, 90491 Nürnberg',
      '– nachstehend Auftragnehmer –',
      '',
      '§ 1 Leistungsort: Lindenhof 3-5, 90489 Nürnberg',
      'Zu räumende Fläche: Gehweg und Zuwege, ca. 240 m²',
      '',
      '§ 2 Laufzeit: 01.11.2026 bis 31.03.2027',
      '',
      '§ 3 Räum- und Streuzeiten: werktags ab 6:30 Uhr, sonn- und feiertags ab 8:30 Uhr',
      '',
      '§ 4 Vergütung: Pauschal 185,00 € pro Monat zzgl. gesetzlicher USt., unabhängig von der Zahl der Einsätze.',
      '',
      'Nürnberg, den 12.09.2026',
    ],
  ),
];

export const DEV_BLIND24: TCorpusDocument[] = [...FIRST, ...DEV_BLIND24_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'd24b-'),
  layout: DEV_BLIND24_LAYOUT,
}));
