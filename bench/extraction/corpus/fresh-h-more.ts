// Sealed set H, continued (see fresh-h.ts): the kinds nobody had written before and more layouts.

import { bool, date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const FRESH_H_MORE: TCorpusDocument[] = [
  fresh(
    'h-hotelrechnung-de',
    'hotel_folio',
    'de',
    'txt',
    [
      str('rechnungsnummer', undefined, { required: true }),
      str('gast'),
      str('zimmernummer'),
      date('anreise'),
      date('abreise'),
      num('uebernachtungen'),
      num('uebernachtung_gesamt', 'Logis inkl. 7 % MwSt.'),
      num('fruehstueck_gesamt'),
      num('kurtaxe'),
      num('rechnungsbetrag', undefined, true),
      str('zahlungsart'),
    ],
    {
      rechnungsnummer: '2026-004418',
      gast: 'Dr. Henrik Vogel',
      zimmernummer: '207',
      anreise: '2026-02-02',
      abreise: '2026-02-05',
      uebernachtungen: 3,
      uebernachtung_gesamt: 357,
      fruehstueck_gesamt: 57,
      kurtaxe: 9.6,
      rechnungsbetrag: 423.6,
      zahlungsart: 'Mastercard',
    },
    {
      raw: `Hotel Seeblick garni  ·  Uferpromenade 12  ·  88709 Meersburg
USt-IdNr. DE811234567

Herrn Dr. Henrik Vogel                          Rechnung Nr. 2026-004418
Gartenstraße 3                                  Zimmer 207
70180 Stuttgart                                 Anreise  02.02.2026
                                                Abreise  05.02.2026

Datum       Leistung                              Anz.   Preis     Betrag
02.02.      Übernachtung Doppelzimmer Seeseite       3  119,00     357,00
02.02.      Frühstück                                3   19,00      57,00
05.02.      Kurtaxe 2 Pers. x 3 Nächte à 1,60        6    1,60       9,60
                                                           ---------------
                                              Gesamtbetrag     423,60 EUR

enthaltene MwSt.:  7 % auf 357,00 = 23,36   19 % auf 57,00 = 9,10

Bezahlt mit Mastercard am 05.02.2026. Vielen Dank für Ihren Besuch!
`,
    },
  ),
  fresh(
    'h-kfz-beitragsrechnung-de',
    'insurance_premium',
    'de',
    'pdf',
    [
      str('versicherungsscheinnummer', undefined, { required: true }),
      str('amtliches_kennzeichen'),
      obj('versicherungszeitraum', [date('beginn'), date('ende')]),
      list('sparten', [str('sparte'), str('sf_klasse'), num('beitrag')]),
      num('versicherungssteuer'),
      num('jahresbeitrag', 'inkl. Versicherungsteuer', true),
      date('faellig_am'),
      bool('lastschrift'),
    ],
    {
      versicherungsscheinnummer: 'KF-48 331 902',
      amtliches_kennzeichen: 'FR-LK 482',
      versicherungszeitraum: { beginn: '2026-01-01', ende: '2026-12-31' },
      sparten: [
        { sparte: 'Kfz-Haftpflicht', sf_klasse: 'SF 12', beitrag: 312.44 },
        { sparte: 'Vollkasko (SB 300/150)', sf_klasse: 'SF 9', beitrag: 401.2 },
      ],
      versicherungssteuer: 135.59,
      jahresbeitrag: 849.23,
      faellig_am: '2026-01-01',
      lastschrift: true,
    },
    [
      'Badische Allgemeine Versicherung AG',
      'Beitragsrechnung zur Kraftfahrtversicherung',
      '',
      'Versicherungsschein-Nr.\tKF-48 331 902',
      'Fahrzeug\tVW Golf Variant, amtl. Kennzeichen FR-LK 482',
      'Versicherungsjahr\t01.01.2026 bis 31.12.2026',
      '',
      'Sparte\tSF-Klasse\tBeitragssatz\tBeitrag netto',
      'Kfz-Haftpflicht\tSF 12\t34 %\t312,44 €',
      'Vollkasko (SB 300/150)\tSF 9\t40 %\t401,20 €',
      '',
      'Versicherungsteuer 19 %\t135,59 €',
      'Zu zahlender Jahresbeitrag\t849,23 €',
      '',
      'Der Beitrag ist am 01.01.2026 fällig. Wir buchen ihn per SEPA-Lastschrift von Ihrem Konto ab;',
      'Sie brauchen nichts weiter zu tun.',
    ],
  ),
  fresh(
    'h-service-charge-en',
    'service_charge_statement',
    'en',
    'docx',
    [
      str('tenant'),
      str('property'),
      obj('period', [date('start'), date('end')]),
      list('cost_items', [str('category'), num('building_total'), num('your_share')]),
      num('total_share'),
      num('advance_payments'),
      num('balance_due', 'Positive: tenant pays; negative: refund'),
      date('payment_deadline'),
    ],
    {
      tenant: 'Olivia Brennan',
      property: 'Flat 12, Ashcombe Court, Leeds LS6 2PQ',
      period: { start: '2025-04-01', end: '2026-03-31' },
      cost_items: [
        { category: 'Cleaning of common parts', building_total: 6240, your_share: 260 },
        { category: 'Lift maintenance', building_total: 3120, your_share: 130 },
        { category: 'Buildings insurance', building_total: 9840, your_share: 410 },
        { category: 'Managing agent fee', building_total: 5760, your_share: 240 },
      ],
      total_share: 1040,
      advance_payments: 960,
      balance_due: 80,
      payment_deadline: '2026-06-01',
    },
    [
      'Northgate Property Management Ltd',
      'Annual Service Charge Statement',
      '',
      'Tenant: Olivia Brennan',
      'Property: Flat 12, Ashcombe Court, Leeds LS6 2PQ',
      'Accounting year: 1 April 2025 – 31 March 2026',
      'Apportionment: 1/24 share (24 flats, equal shares)',
      '',
      'Expenditure\tTotal for building (£)\tYour share (£)',
      'Cleaning of common parts\t6,240.00\t260.00',
      'Lift maintenance\t3,120.00\t130.00',
      'Buildings insurance\t9,840.00\t410.00',
      'Managing agent fee\t5,760.00\t240.00',
      'Total\t24,960.00\t1,040.00',
      '',
      'Less: on-account payments received (4 × £240.00)\t960.00',
      'Balancing charge payable by you\t80.00',
      '',
      'Please pay the balancing charge by 1 June 2026. Under the terms of your lease this sum is due within 28 days of demand.',
    ],
  ),
  fresh(
    'h-lieferschein-de',
    'delivery_note',
    'de',
    'png',
    [
      str('lieferschein_nr', undefined, { required: true }),
      date('lieferdatum'),
      str('auftrags_nr'),
      str('empfaenger'),
      list('positionen', [str('artikel'), num('menge'), str('einheit')]),
      num('anzahl_paletten'),
    ],
    {
      lieferschein_nr: 'LS 601772',
      lieferdatum: '2026-03-04',
      auftrags_nr: 'A 250913',
      empfaenger: 'Bauunternehmung Fischer GmbH',
      positionen: [
        { artikel: 'Kalksandstein KS L 12 DF', menge: 480, einheit: 'Stk' },
        { artikel: 'Dünnbettmörtel 25 kg', menge: 20, einheit: 'Sack' },
        { artikel: 'Mauerwerksanker V2A', menge: 200, einheit: 'Stk' },
      ],
      anzahl_paletten: 4,
    },
    [
      'Baustoffe Lang KG',
      'LIEFERSCHEIN',
      'Lieferschein-Nr.: LS 601772   Datum: 04.03.2026',
      'Auftrags-Nr.: A 250913',
      'Empfänger: Bauunternehmung Fischer GmbH',
      'Baustelle: Neubau Kita Sonnenhof, Weingarten',
      '',
      'Menge\tEinheit\tArtikel',
      '480\tStk\tKalksandstein KS L 12 DF',
      '20\tSack\tDünnbettmörtel 25 kg',
      '200\tStk\tMauerwerksanker V2A',
      '',
      'Paletten: 4 (Tauschpaletten)',
      'Ware vollständig erhalten: ____________',
    ],
  ),
  fresh(
    'h-credit-note-en',
    'credit_note',
    'en',
    'eml',
    [
      str('credit_note_number', undefined, { required: true }),
      str('original_invoice'),
      date('date'),
      str('reason'),
      num('credit_amount', 'Total credited incl. VAT', true),
      num('vat'),
      str('refund_method'),
    ],
    {
      credit_note_number: 'CN-00871',
      original_invoice: 'INV-10442',
      date: '2026-02-18',
      reason: 'Damaged in transit',
      credit_amount: 86.4,
      vat: 14.4,
      refund_method: 'Original card',
    },
    {
      raw: `From: Accounts <accounts@greenleafsupplies.example>
To: Martin Hale <martin.hale@hale-cafe.example>
Subject: RE: Broken crate on last delivery - credit note CN-00871
Date: Wed, 18 Feb 2026 11:20:45 +0000
Message-ID: <cn00871@greenleafsupplies.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi Martin,

Sorry again about the broken crate. We've issued credit note CN-00871 dated
18/02/2026 against invoice INV-10442.

  Reason:        Damaged in transit
  Net:           £72.00
  VAT (20%):     £14.40
  Total credit:  £86.40

The refund goes back to your original card and should show within 3-5 working days.

Kind regards,
Amira
Greenleaf Catering Supplies

-----Original Message-----
From: Martin Hale
Sent: 16 February 2026 08:03
Subject: Broken crate on last delivery

Hi, 6 of the 24 glass jars on invoice INV-10442 (total £345.60) arrived broken.
Could you credit them? Photos attached.
`,
    },
  ),
  fresh(
    'h-arztrechnung-de',
    'medical_invoice',
    'de',
    'pdf',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      str('patient'),
      date('geburtsdatum'),
      str('diagnose'),
      list('leistungen', [date('datum'), str('goae_nr'), str('leistung'), num('faktor'), num('betrag')]),
      num('rechnungsbetrag', undefined, true),
      date('zahlbar_bis'),
    ],
    {
      rechnungsnummer: '26-0188',
      rechnungsdatum: '2026-03-09',
      patient: 'Julia Neumann',
      geburtsdatum: '1987-06-22',
      diagnose: 'Lumbago (M54.5)',
      leistungen: [
        { datum: '2026-02-26', goae_nr: '1', leistung: 'Beratung', faktor: 2.3, betrag: 10.72 },
        { datum: '2026-02-26', goae_nr: '7', leistung: 'Untersuchung Bewegungsapparat', faktor: 2.3, betrag: 21.45 },
        { datum: '2026-02-26', goae_nr: '5255', leistung: 'Röntgen LWS in 2 Ebenen', faktor: 1.8, betrag: 49.42 },
      ],
      rechnungsbetrag: 81.59,
      zahlbar_bis: '2026-04-08',
    },
    [
      'Dr. med. Anna Schuster · Fachärztin für Orthopädie',
      'Praxis am Markt · Marktplatz 2 · 97070 Würzburg',
      '',
      'Frau Julia Neumann\tRechnungsnummer: 26-0188',
      'Sanderstraße 19\tRechnungsdatum: 09.03.2026',
      '97070 Würzburg\t',
      '',
      'Privatliquidation nach GOÄ',
      'für Patient/in: Julia Neumann, geb. 22.06.1987',
      'Diagnose: Lumbago (M54.5)',
      '',
      'Datum\tGOÄ-Nr.\tLeistung\tFaktor\tBetrag €',
      '26.02.2026\t1\tBeratung\t2,3\t10,72',
      '26.02.2026\t7\tUntersuchung Bewegungsapparat\t2,3\t21,45',
      '26.02.2026\t5255\tRöntgen LWS in 2 Ebenen\t1,8\t49,42',
      '',
      'Rechnungsbetrag\t81,59 €',
      '',
      'Bitte überweisen Sie den Betrag bis zum 08.04.2026 unter Angabe der Rechnungsnummer.',
      'Ärztliche Leistungen sind nach § 4 Nr. 14 UStG umsatzsteuerfrei.',
    ],
  ),
  fresh(
    'h-car-repair-en',
    'car_repair_invoice',
    'en',
    'scan',
    [
      str('repair_order', undefined, { required: true }),
      date('date'),
      obj('vehicle', [str('make_model'), num('year'), str('vin'), num('mileage')]),
      num('labor_total'),
      num('parts_total'),
      num('shop_supplies'),
      num('tax'),
      num('total', undefined, true),
      str('technician'),
    ],
    {
      repair_order: '58213',
      date: '2026-01-22',
      vehicle: { make_model: 'Honda CR-V', year: 2019, vin: '2HKRW2H54KH612903', mileage: 68412 },
      labor_total: 287.5,
      parts_total: 214.36,
      shop_supplies: 18,
      tax: 15.01,
      total: 534.87,
      technician: 'R. Delgado',
    },
    [
      'RIVERSIDE AUTO CARE',
      'Repair Order # 58213            Date 01/22/2026',
      '',
      'Vehicle: 2019 Honda CR-V    VIN 2HKRW2H54KH612903',
      'Mileage In: 68,412',
      'Technician: R. Delgado',
      '',
      'Concern: Grinding noise when braking',
      'Correction: Replaced front pads and rotors, flushed brake fluid',
      '',
      'PARTS\tQty\tAmount',
      'Front brake rotor\t2\t148.98',
      'Ceramic brake pad set\t1\t52.49',
      'DOT 3 brake fluid\t1\t12.89',
      '',
      'Labor 2.5 hr @ 115.00\t287.50',
      'Parts\t214.36',
      'Shop supplies\t18.00',
      'Sales tax on parts 7%\t15.01',
      'TOTAL\t534.87',
    ],
  ),
  fresh(
    'h-mobilfunkrechnung-de',
    'mobile_phone_bill',
    'de',
    'html',
    [
      str('kundennummer'),
      str('rechnungsnummer'),
      str('rufnummer'),
      str('tarif'),
      obj('rechnungszeitraum', [date('von'), date('bis')]),
      num('grundgebuehr'),
      num('verbindungen'),
      num('gesamtbetrag', 'brutto', true),
      date('abbuchung_am'),
    ],
    {
      kundennummer: '7012 3345 88',
      rechnungsnummer: 'MR 2026 0219 4471',
      rufnummer: '0176 2211 8473',
      tarif: 'Smart L 20 GB',
      rechnungszeitraum: { von: '2026-01-19', bis: '2026-02-18' },
      grundgebuehr: 24.99,
      verbindungen: 3.58,
      gesamtbetrag: 28.57,
      abbuchung_am: '2026-02-26',
    },
    {
      raw: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Ihre Mobilfunkrechnung Februar 2026</title></head><body>
<h1>Ihre Rechnung für Februar 2026</h1>
<p>Hallo Herr Lorenz, Ihre aktuelle Rechnung ist da.</p>
<div class="box">
  <div><span class="label">Kundennummer</span><br><span>7012 3345 88</span></div>
  <div><span class="label">Rechnungsnummer</span><br><span>MR 2026 0219 4471</span></div>
  <div><span class="label">Rufnummer</span><br><span>0176 2211 8473</span></div>
</div>
<h2>Rechnungsübersicht</h2>
<p>Zeitraum 19.01.2026 – 18.02.2026 · Tarif <b>Smart L 20 GB</b></p>
<table>
<tr><th>Posten</th><th>Betrag</th></tr>
<tr><td>Monatliche Grundgebühr</td><td>24,99 €</td></tr>
<tr><td>Verbindungen außerhalb der Flatrate (3 SMS ins Ausland, 1 Sonderrufnummer)</td><td>3,58 €</td></tr>
<tr><td><b>Rechnungsbetrag inkl. 19 % MwSt.</b></td><td><b>28,57 €</b></td></tr>
</table>
<p>Den Betrag buchen wir am 26.02.2026 von Ihrem Konto DE12 ... 4410 ab.</p>
<p><small>Sie haben 14,2 GB von 20 GB Datenvolumen genutzt.</small></p>
</body></html>
`,
    },
  ),
  fresh(
    'h-train-ticket-en',
    'train_ticket',
    'en',
    'eml',
    [
      str('booking_reference', undefined, { required: true }),
      str('passenger'),
      obj('outbound', [
        str('from'),
        str('to'),
        date('date'),
        str('departs', undefined, { format: 'time' }),
        str('train'),
      ]),
      str('coach'),
      str('seat'),
      str('ticket_type'),
      num('price'),
      bool('railcard_applied'),
    ],
    {
      booking_reference: 'K7PQ2MXR',
      passenger: 'Eleanor Shaw',
      outbound: { from: 'London Kings Cross', to: 'York', date: '2026-05-21', departs: '08:30', train: 'LNER 1S09' },
      coach: 'D',
      seat: '42',
      ticket_type: 'Advance Single',
      price: 31.45,
      railcard_applied: true,
    },
    {
      raw: `From: LNER Tickets <tickets@lner.example>
To: eleanor.shaw@mail.example
Subject: Your booking confirmation K7PQ2MXR
Date: Tue, 12 May 2026 21:07:33 +0100
Message-ID: <K7PQ2MXR@lner.example>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Thanks for booking with us, Eleanor.

Booking reference: K7PQ2MXR
Passenger: Eleanor Shaw

OUTBOUND - Thursday 21 May 2026
08:30  London Kings Cross
10:21  York
Train LNER 1S09 · Coach D · Seat 42 (window, forward facing)

Ticket type: Advance Single (valid only on the booked train)
Railcard: 16-25 Railcard - discount applied

Total paid: £31.45 (Visa ending 4410)

Collect your tickets at the station with your booking reference, or show the
e-ticket attached to this e-mail.
`,
    },
  ),
  fresh(
    'h-customs-declaration-en',
    'customs_declaration',
    'en',
    'txt',
    [
      str('tracking_number'),
      obj('sender', [str('name'), str('country')]),
      obj('addressee', [str('name'), str('country')]),
      str('category', 'Gift, Documents, Commercial sample, Returned goods, Sale of goods or Other'),
      list('contents', [
        str('description'),
        num('quantity'),
        num('net_weight_kg'),
        num('value'),
        str('hs_tariff'),
        str('origin'),
      ]),
      num('total_gross_weight_kg'),
      num('total_value'),
      date('date'),
    ],
    {
      tracking_number: 'LX 4412 0839 3US',
      sender: { name: 'Margaret Holloway', country: 'United States' },
      addressee: { name: 'Thomas Holloway', country: 'Germany' },
      category: 'Gift',
      contents: [
        { description: 'Wool sweater', quantity: 1, net_weight_kg: 0.6, value: 45, hs_tariff: '611011', origin: 'US' },
        {
          description: "Children's books",
          quantity: 3,
          net_weight_kg: 0.9,
          value: 36,
          hs_tariff: '490300',
          origin: 'US',
        },
      ],
      total_gross_weight_kg: 1.8,
      total_value: 81,
      date: '2026-11-28',
    },
    {
      raw: `CUSTOMS DECLARATION  CN 22/CN 23                    LX 4412 0839 3US
May be opened officially

From:  Margaret Holloway                 To:  Thomas Holloway
       311 Birch Hollow Rd                    Goethestr. 18
       Ithaca NY 14850                        60313 Frankfurt am Main
       United States                          Germany

[X] Gift   [ ] Documents   [ ] Commercial sample
[ ] Returned goods   [ ] Sale of goods   [ ] Other

Detailed description      Qty   Net weight   Value    HS tariff   Origin
of contents                     (kg)         (USD)    number
Wool sweater                1   0.600        45.00    611011      US
Children's books            3   0.900        36.00    490300      US

Total gross weight (kg): 1.800            Total value: USD 81.00

I certify that the particulars given in this declaration are correct and that
this item does not contain any dangerous article prohibited by legislation.

Date and sender's signature:  11/28/2026   M. Holloway
`,
    },
  ),
  fresh(
    'h-mitgliedsbeitrag-de',
    'membership_fee',
    'de',
    'docx',
    [
      str('mitgliedsnummer'),
      str('mitglied'),
      num('beitragsjahr'),
      list('posten', [str('bezeichnung'), num('betrag')]),
      num('gesamt', undefined, true),
      date('einzug_am', 'Datum des Lastschrifteinzugs'),
      str('mandatsreferenz'),
      bool('ermaessigt', 'Ermäßigter Beitrag (Schüler, Studenten, Azubis)'),
    ],
    {
      mitgliedsnummer: '1184',
      mitglied: 'Tobias Engel',
      beitragsjahr: 2026,
      posten: [
        { bezeichnung: 'Jahresbeitrag Erwachsene', betrag: 180 },
        { bezeichnung: 'Abteilung Tennis', betrag: 95 },
        { bezeichnung: 'Hallenumlage', betrag: 25 },
      ],
      gesamt: 300,
      einzug_am: '2026-02-15',
      mandatsreferenz: 'TSV-1184-01',
      ermaessigt: false,
    },
    [
      'TSV Blau-Weiß Eichenau 1921 e.V.',
      'Geschäftsstelle · Sportplatzweg 1 · 82223 Eichenau',
      '',
      'Beitragsrechnung 2026',
      '',
      'Liebes Mitglied Tobias Engel (Mitgliedsnummer 1184),',
      'für das Beitragsjahr 2026 setzen sich Ihre Beiträge wie folgt zusammen:',
      '',
      'Jahresbeitrag Erwachsene\t180,00 €',
      'Abteilung Tennis\t95,00 €',
      'Hallenumlage\t25,00 €',
      'Summe\t300,00 €',
      '',
      'Beitragsgruppe: ☒ Erwachsene  ☐ ermäßigt (Schüler/Studenten/Azubis)  ☐ Familie',
      '',
      'Der Betrag wird am 15. Februar 2026 per SEPA-Lastschrift eingezogen',
      '(Gläubiger-ID DE98ZZZ09999999999, Mandatsreferenz TSV-1184-01).',
      'Sportliche Grüße, Ihr Vorstand',
    ],
  ),
  fresh(
    'h-nebenkostenabrechnung-de',
    'service_charge_statement',
    'de',
    'txt',
    [
      str('mieter'),
      str('wohnung'),
      obj('abrechnungszeitraum', [date('beginn'), date('ende')]),
      num('wohnflaeche_qm'),
      num('kosten_gesamt', 'Anteil des Mieters an allen Betriebskosten'),
      num('vorauszahlungen'),
      num('guthaben', 'Guthaben des Mieters (0 bei Nachzahlung)'),
      num('neue_vorauszahlung_monatlich'),
    ],
    {
      mieter: 'Katrin und Jonas Weber',
      wohnung: 'Wohnung 5, 2. OG rechts',
      abrechnungszeitraum: { beginn: '2025-01-01', ende: '2025-12-31' },
      wohnflaeche_qm: 78.5,
      kosten_gesamt: 2471.9,
      vorauszahlungen: 2640,
      guthaben: 168.1,
      neue_vorauszahlung_monatlich: 210,
    },
    {
      raw: `Immobilien Gerlach · Bahnhofstraße 30 · 04109 Leipzig

Frau Katrin Weber und Herrn Jonas Weber
Karl-Heine-Str. 88, 04229 Leipzig

                       Betriebskostenabrechnung 2025
             Abrechnungszeitraum 01.01.2025 bis 31.12.2025
             Objekt Karl-Heine-Str. 88, Wohnung 5, 2. OG rechts

Wohnfläche Ihrer Wohnung: 78,50 m² von 612,00 m² Gesamtfläche

Kostenart               Gesamtkosten   Schlüssel       Ihr Anteil
Grundsteuer               3.182,40     Wohnfläche          408,20
Wasser/Abwasser           5.140,00     Personen            642,50
Müllabfuhr                1.836,00     Wohnfläche          235,50
Hausreinigung             2.448,00     Wohnfläche          314,00
Heizung und Warmwasser   14.400,00     Verbrauch           871,70
                                                    -------------
Summe Ihrer Kosten                                       2.471,90
abzüglich Vorauszahlungen (12 x 220,00)                  2.640,00
                                                    -------------
Guthaben zu Ihren Gunsten                                  168,10

Das Guthaben überweisen wir Ihnen bis zum 31.05.2026. Ihre monatliche
Vorauszahlung beträgt ab 01.07.2026 nur noch 210,00 EUR.
`,
    },
  ),
  fresh(
    'h-vet-invoice-en',
    'invoice',
    'en',
    'html',
    [
      str('invoice_number', undefined, { required: true }),
      date('visit_date'),
      str('client_name'),
      obj('patient', [str('name'), str('species'), num('weight_lb')]),
      list('services', [str('item'), num('qty'), num('total')]),
      num('tax'),
      num('invoice_total', undefined, true),
      num('amount_paid'),
      num('balance'),
    ],
    {
      invoice_number: '331045',
      visit_date: '2026-06-03',
      client_name: 'Greg Tanaka',
      patient: { name: 'Biscuit', species: 'Canine', weight_lb: 42.6 },
      services: [
        { item: 'Wellness exam', qty: 1, total: 68 },
        { item: 'DHPP vaccine', qty: 1, total: 32 },
        { item: 'Rabies vaccine 3yr', qty: 1, total: 28 },
        { item: 'Heartworm test', qty: 1, total: 54 },
        { item: 'Simparica Trio 6-pack', qty: 1, total: 162.5 },
      ],
      tax: 13,
      invoice_total: 357.5,
      amount_paid: 357.5,
      balance: 0,
    },
    [
      'Oak Creek Animal Hospital',
      'Client: Greg Tanaka\tInvoice: 331045',
      'Patient: Biscuit (Canine, Labrador mix)\tDate: 6/3/2026',
      'Weight: 42.6 lb\tDoctor: Sarah Lindqvist, DVM',
      '',
      'Description\tQty\tTotal',
      'Wellness exam\t1\t$68.00',
      'DHPP vaccine\t1\t$32.00',
      'Rabies vaccine 3yr\t1\t$28.00',
      'Heartworm test\t1\t$54.00',
      'Simparica Trio 6-pack\t1\t$162.50',
      '',
      'Subtotal\t$344.50',
      'Tax (8% on products)\t$13.00',
      'Invoice Total\t$357.50',
      'Payment - Visa\t($357.50)',
      'Balance\t$0.00',
      '',
      'Biscuit is due for his next rabies booster in June 2029.',
    ],
  ),
  fresh(
    'h-gutschrift-de',
    'credit_note',
    'de',
    'pdf',
    [
      str('gutschrift_nr', undefined, { required: true }),
      date('datum'),
      str('bezug_rechnung'),
      str('kunde'),
      list('positionen', [str('artikel'), num('menge'), num('betrag')]),
      num('netto'),
      num('ust'),
      num('gutschriftsbetrag', undefined, true),
      bool('wird_verrechnet', 'true, wenn mit offener Rechnung verrechnet statt ausgezahlt'),
    ],
    {
      gutschrift_nr: 'GS-2026-0057',
      datum: '2026-04-21',
      bezug_rechnung: 'RE-2026-1311',
      kunde: 'Café Lindner',
      positionen: [
        { artikel: 'Hafermilch Barista 1 l (MHD überschritten)', menge: 12, betrag: 26.28 },
        { artikel: 'Pfandrückgabe Kiste', menge: 3, betrag: 4.5 },
      ],
      netto: 30.78,
      ust: 5.85,
      gutschriftsbetrag: 36.63,
      wird_verrechnet: true,
    },
    [
      'Frischdienst Albers GmbH',
      'Gutschrift',
      '',
      'Kunde\tGutschrift-Nr.\tDatum\tzu Rechnung',
      'Café Lindner\tGS-2026-0057\t21.04.2026\tRE-2026-1311',
      '',
      'Menge\tArtikel\tBetrag netto',
      '12\tHafermilch Barista 1 l (MHD überschritten)\t26,28',
      '3\tPfandrückgabe Kiste\t4,50',
      '',
      'Nettobetrag\t30,78',
      'USt. 19 %\t5,85',
      'Gutschriftsbetrag\t36,63 EUR',
      '',
      'Der Betrag wird mit Ihrer nächsten Rechnung verrechnet.',
    ],
  ),
  fresh(
    'h-dental-statement-en',
    'medical_invoice',
    'en',
    'txt',
    [
      str('patient_name'),
      str('account_no'),
      date('statement_date'),
      list('procedures', [date('date'), str('code'), str('description'), num('fee')]),
      num('total_fees'),
      num('insurance_paid'),
      num('patient_balance', 'Amount the patient owes', true),
      date('pay_by'),
    ],
    {
      patient_name: 'Hannah Cole',
      account_no: '20-5518',
      statement_date: '2026-03-02',
      procedures: [
        { date: '2026-02-10', code: 'D0120', description: 'Periodic oral evaluation', fee: 65 },
        { date: '2026-02-10', code: 'D1110', description: 'Prophylaxis - adult', fee: 115 },
        { date: '2026-02-10', code: 'D2392', description: 'Resin composite, 2 surfaces, posterior', fee: 245 },
      ],
      total_fees: 425,
      insurance_paid: 268.5,
      patient_balance: 156.5,
      pay_by: '2026-03-31',
    },
    {
      raw: `Maple Grove Family Dentistry
9020 Wayzata Blvd, Minneapolis MN 55426   (763) 555-0187

STATEMENT                               Statement Date: March 2, 2026
                                        Account No.:    20-5518
Responsible party: Hannah Cole
Patient: Hannah Cole

Date        Code    Description                                   Fee
02/10/2026  D0120   Periodic oral evaluation                     65.00
02/10/2026  D1110   Prophylaxis - adult                         115.00
02/10/2026  D2392   Resin composite, 2 surfaces,                245.00
                    posterior
                                                              -------
                                       Total fees             425.00
                                       Delta Dental paid     -268.50
                                       -----------------------------
                                       PLEASE PAY THIS AMOUNT  156.50

Payment due by March 31, 2026. We accept cash, check and all major cards.
`,
    },
  ),
];
