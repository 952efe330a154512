// More documents of the development set "items24" (layout 116), written before the extractor was changed: see
// dev-items24.ts.
import { crlf } from './dev-eml15.ts';
import { date, fresh, list, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_ITEMS24_MORE: TCorpusDocument[] = [
  // A UK payslip: payments and deductions in two pairs of columns side by side.
  fresh(
    'payslip-side-by-side-en',
    'payslip',
    'en',
    'docx',
    [
      str('employee'),
      num('net_pay'),
      list('payments', [str('description'), num('amount')]),
      list('deductions', [str('description'), num('amount')]),
    ],
    {
      employee: 'Daniel Hughes',
      net_pay: 2542.09,
      payments: [
        { description: 'Basic salary', amount: 2916.67 },
        { description: 'Overtime 1.5x', amount: 243.75 },
        { description: 'Shift allowance', amount: 120 },
      ],
      deductions: [
        { description: 'Income tax', amount: 421.6 },
        { description: 'National Insurance', amount: 170.23 },
        { description: 'Pension 5 %', amount: 146.5 },
      ],
    },
    [
      'Brackley Logistics Ltd',
      'Payslip – March 2026',
      'Employee: Daniel Hughes   Employee no. 2207   Tax code: 1257L   NI number: QQ 12 34 56 C',
      '',
      'Payments\tAmount\tDeductions\tAmount',
      'Basic salary\t2,916.67\tIncome tax\t421.60',
      'Overtime 1.5x\t243.75\tNational Insurance\t170.23',
      'Shift allowance\t120.00\tPension 5 %\t146.50',
      '',
      'Total payments: 3,280.42   Total deductions: 738.33',
      'Net pay: 2,542.09',
      'Paid to account ending 4471 on 27/03/2026',
    ],
  ),
  // A German bank statement: booking date and value date, the purpose running over further lines.
  fresh(
    'kontoauszug-valuta-de',
    'bank statement',
    'de',
    'pdf',
    [
      str('iban'),
      num('neuer_saldo'),
      list('umsaetze', [date('buchungstag'), date('wertstellung'), str('vorgang'), num('betrag')]),
    ],
    {
      iban: 'DE12 5005 0201 0012 3456 78',
      neuer_saldo: 1882.61,
      umsaetze: [
        {
          buchungstag: '2026-03-02',
          wertstellung: '2026-03-02',
          vorgang: 'Lastschrift Stadtwerke Frankfurt',
          betrag: -84,
        },
        { buchungstag: '2026-03-03', wertstellung: '2026-03-01', vorgang: 'Gutschrift Gehalt März', betrag: 2780.4 },
        { buchungstag: '2026-03-05', wertstellung: '2026-03-04', vorgang: 'Kartenzahlung REWE Markt', betrag: -63.29 },
        { buchungstag: '2026-03-06', wertstellung: '2026-03-06', vorgang: 'Dauerauftrag Miete', betrag: -950 },
      ],
    },
    [
      'Frankfurter Volksbank eG',
      'Kontoauszug Nr. 3/2026   Blatt 1',
      'IBAN: DE12 5005 0201 0012 3456 78   Kontoinhaber: Nadine Kraus',
      '',
      'Buchungstag\tValuta\tVorgang\tBetrag EUR',
      '\t\tAlter Saldo vom 28.02.2026\t199,50',
      '02.03.2026\t02.03.2026\tLastschrift Stadtwerke Frankfurt\t-84,00',
      '\t\tStrom Abschlag März, Vertrag 40077812\t',
      '03.03.2026\t01.03.2026\tGutschrift Gehalt März\t2.780,40',
      '\t\tIngenieurbüro Haas GmbH\t',
      '05.03.2026\t04.03.2026\tKartenzahlung REWE Markt\t-63,29',
      '\t\tFrankfurt-Bornheim, Karte 2 2029/12\t',
      '06.03.2026\t06.03.2026\tDauerauftrag Miete\t-950,00',
      '\t\tWohnung Berger Str. 180, 3. OG\t',
      '',
      'Neuer Saldo vom 06.03.2026: 1.882,61',
    ],
  ),
  // A savings bank statement in plain text: dates without the year and debits marked with a trailing "S".
  fresh(
    'kontoauszug-soll-haben-kennzeichen-de',
    'bank statement',
    'de',
    'txt',
    [str('kontonummer'), list('buchungen', [date('buchungsdatum'), str('text'), num('betrag')])],
    {
      kontonummer: '4402 118 907',
      buchungen: [
        { buchungsdatum: '2026-03-09', text: 'Lastschrift Telekom Deutschland', betrag: -39.95 },
        { buchungsdatum: '2026-03-10', text: 'Überweisung von Jan Möller', betrag: 120 },
        { buchungsdatum: '2026-03-11', text: 'Bargeldauszahlung Geldautomat', betrag: -200 },
        { buchungsdatum: '2026-03-12', text: 'Gutschrift Erstattung Krankenkasse', betrag: 56.8 },
      ],
    },
    [
      'Sparkasse Holstein                             Kontoauszug 11/2026',
      'Girokonto 4402 118 907    Inhaber: Ute Carstens',
      '',
      'Bu-Tag  Wert   Buchungstext                                  Umsatz',
      '09.03.  09.03. Lastschrift Telekom Deutschland                39,95 S',
      '10.03.  10.03. Überweisung von Jan Möller                    120,00 H',
      '11.03.  11.03. Bargeldauszahlung Geldautomat                 200,00 S',
      '12.03.  13.03. Gutschrift Erstattung Krankenkasse             56,80 H',
      '',
      'Kontostand am 12.03.2026                                   1.402,17 H',
    ],
  ),
  // A supermarket receipt photographed: quantity and unit price written after the article's name.
  fresh(
    'bon-menge-nach-name-de',
    'receipt',
    'de',
    'png',
    [num('summe'), list('artikel', [str('name'), num('menge'), num('einzelpreis'), num('betrag')])],
    {
      summe: 14.61,
      artikel: [
        { name: 'BROT', menge: 2, einzelpreis: 1.29, betrag: 2.58 },
        { name: 'JOGHURT NATUR', menge: 4, einzelpreis: 0.49, betrag: 1.96 },
        { name: 'BANANEN', menge: 1, einzelpreis: 1.69, betrag: 1.69 },
        { name: 'KAFFEE GEMAHLEN', menge: 1, einzelpreis: 5.99, betrag: 5.99 },
        { name: 'BUTTER', menge: 1, einzelpreis: 2.39, betrag: 2.39 },
      ],
    },
    [
      'NAHKAUF EICHENDORFF',
      'Eichendorffstr. 5  04277 Leipzig',
      '',
      'BROT 2 St x 1,29\t2,58 B',
      'JOGHURT NATUR 4 St x 0,49\t1,96 B',
      'BANANEN 1 St x 1,69\t1,69 B',
      'KAFFEE GEMAHLEN 1 St x 5,99\t5,99 B',
      'BUTTER 1 St x 2,39\t2,39 B',
      '',
      'SUMME EUR\t14,61',
      'GEGEBEN BAR\t20,00',
      'ZURUECK\t5,39',
      '11.03.26 08:14',
    ],
  ),
  // A conference programme whose day cell spans several rows.
  fresh(
    'programm-rowspan-de',
    'agenda',
    'de',
    'html',
    [str('veranstaltung'), list('programmpunkte', [date('tag'), str('uhrzeit'), str('thema'), str('referent')])],
    {
      veranstaltung: 'Fachtagung Kommunale Wärmeplanung 2026',
      programmpunkte: [
        { tag: '2026-05-06', uhrzeit: '09:30', thema: 'Begrüßung und Einführung', referent: 'Dr. Anja Reuter' },
        { tag: '2026-05-06', uhrzeit: '10:15', thema: 'Wärmenetze im Bestand', referent: 'Prof. Lars Eggert' },
        { tag: '2026-05-06', uhrzeit: '13:30', thema: 'Förderprogramme des Bundes', referent: 'Miriam Okonjo' },
        { tag: '2026-05-07', uhrzeit: '09:00', thema: 'Praxisbericht Stadtwerke Tübingen', referent: 'Felix Haug' },
        { tag: '2026-05-07', uhrzeit: '11:00', thema: 'Abschlussdiskussion', referent: 'Dr. Anja Reuter' },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Programm</title></head><body>
<h1>Fachtagung Kommunale Wärmeplanung 2026</h1>
<p>Veranstaltungsort: Kongresszentrum Stuttgart, Saal Hegel</p>
<table border="1">
<tr><th>Tag</th><th>Uhrzeit</th><th>Thema</th><th>Referent/in</th></tr>
<tr><td rowspan="3">Mittwoch, 06.05.2026</td><td>09:30</td><td>Begrüßung und Einführung</td><td>Dr. Anja Reuter</td></tr>
<tr><td>10:15</td><td>Wärmenetze im Bestand</td><td>Prof. Lars Eggert</td></tr>
<tr><td>13:30</td><td>Förderprogramme des Bundes</td><td>Miriam Okonjo</td></tr>
<tr><td rowspan="2">Donnerstag, 07.05.2026</td><td>09:00</td><td>Praxisbericht Stadtwerke Tübingen</td><td>Felix Haug</td></tr>
<tr><td>11:00</td><td>Abschlussdiskussion</td><td>Dr. Anja Reuter</td></tr>
</table>
<p>Anmeldung bis 15.04.2026 unter tagung@waermeplanung.example</p>
</body></html>
`,
    },
  ),
  // A German invoice whose discount column is empty for most rows.
  fresh(
    'rechnung-leere-zellen-de',
    'invoice',
    'de',
    'docx',
    [
      str('rechnungsnummer'),
      num('rechnungsbetrag'),
      list('positionen', [str('artikel'), num('menge'), num('preis'), num('rabatt'), num('betrag')]),
    ],
    {
      rechnungsnummer: '2026-1187',
      rechnungsbetrag: 1057.91,
      positionen: [
        { artikel: 'Gartenbank Teak 150 cm', menge: 1, preis: 389, rabatt: 10, betrag: 350.1 },
        { artikel: 'Sitzkissen grau', menge: 4, preis: 24.9, betrag: 99.6 },
        { artikel: 'Sonnenschirm 3 m mit Ständer', menge: 1, preis: 249, betrag: 249 },
        { artikel: 'Pflanzkübel Terrakotta 60 cm', menge: 3, preis: 59.9, rabatt: 15, betrag: 152.75 },
      ],
    },
    [
      'Garten & Terrasse Lorenz KG',
      'Rechnung Nr. 2026-1187 vom 19.03.2026',
      'Lieferanschrift: Herr Bernd Kuhn, Am Weinberg 7, 55116 Mainz',
      '',
      'Artikel\tMenge\tPreis\tRabatt %\tBetrag',
      'Gartenbank Teak 150 cm\t1\t389,00\t10\t350,10',
      'Sitzkissen grau\t4\t24,90\t\t99,60',
      'Sonnenschirm 3 m mit Ständer\t1\t249,00\t\t249,00',
      'Pflanzkübel Terrakotta 60 cm\t3\t59,90\t15\t152,75',
      '',
      'Warensumme netto: 851,45 €',
      'zzgl. 19 % USt: 161,78 €',
      'Versand: 44,68 €',
      'Rechnungsbetrag: 1.057,91 €',
    ],
  ),
  // An English packing invoice whose columns start with the amount and end with the item code.
  fresh(
    'invoice-amount-first-en',
    'invoice',
    'en',
    'pdf',
    [
      str('invoice_number'),
      num('total'),
      list('lines', [num('amount'), num('quantity'), str('description'), str('item_code')]),
    ],
    {
      invoice_number: 'C-90217',
      total: 1296,
      lines: [
        { amount: 540, quantity: 60, description: 'Ceramic mug 350 ml, matte black', item_code: 'MG-350-BK' },
        { amount: 396, quantity: 36, description: 'Espresso cup set of 2', item_code: 'ES-2-WH' },
        { amount: 360, quantity: 20, description: 'Serving platter 40 cm', item_code: 'SP-40-GR' },
      ],
    },
    [
      'Kilnworks Pottery Co.',
      'Invoice C-90217    Date: 17 March 2026',
      'Sold to: The Corner Pantry, 22 High Street, Ludlow SY8 1AB',
      '',
      'Amount\tQty\tDescription\tItem code',
      '540.00\t60\tCeramic mug 350 ml, matte black\tMG-350-BK',
      '396.00\t36\tEspresso cup set of 2\tES-2-WH',
      '360.00\t20\tServing platter 40 cm\tSP-40-GR',
      '',
      'Total due: £1,296.00 (no VAT – supplier not registered)',
    ],
  ),
  // A builder's invoice mail: the work written as sentences.
  fresh(
    'invoice-prose-sentences-en',
    'invoice',
    'en',
    'eml',
    [
      str('invoice_number'),
      num('total'),
      list('items', [num('quantity'), str('description'), num('unit_price'), num('amount')]),
    ],
    {
      invoice_number: '318',
      total: 1146,
      items: [
        { quantity: 3, description: 'pallets of reclaimed bricks', unit_price: 180, amount: 540 },
        { quantity: 12, description: 'bags of lime mortar', unit_price: 9.5, amount: 114 },
        { quantity: 2, description: 'days of labour', unit_price: 246, amount: 492 },
      ],
    },
    {
      raw: crlf(`From: Tom Fairley <tom@fairleybuilding.example>
To: Mrs J. Wainwright <jwainwright@mail.example>
Subject: Invoice 318 - garden wall
Date: Wed, 18 Mar 2026 17:05:00 +0000
Content-Type: text/plain; charset=utf-8

Dear Mrs Wainwright,

please find below invoice 318 for rebuilding the garden wall at 4 Mill Lane.

We supplied 3 pallets of reclaimed bricks at £180.00 per pallet, totalling £540.00.
We used 12 bags of lime mortar at £9.50 per bag, totalling £114.00.
The work took 2 days of labour at £246.00 per day, totalling £492.00.

Total: £1,146.00 (I am not VAT registered).

Bank: Fairley Building, sort code 30-92-17, account 44120876.

Many thanks,
Tom Fairley
`),
    },
  ),
  // A ferry timetable page: departures, arrivals, days of operation and the ship.
  fresh(
    'ferry-timetable-en',
    'timetable',
    'en',
    'html',
    [str('route'), list('sailings', [str('departs'), str('arrives'), str('days'), str('vessel')])],
    {
      route: 'Oban – Craignure',
      sailings: [
        { departs: '07:40', arrives: '08:26', days: 'Mon–Sat', vessel: 'MV Isle of Mull' },
        { departs: '09:55', arrives: '10:41', days: 'Daily', vessel: 'MV Isle of Mull' },
        { departs: '12:00', arrives: '12:46', days: 'Daily', vessel: 'MV Loch Frisa' },
        { departs: '16:00', arrives: '16:46', days: 'Fri, Sun', vessel: 'MV Loch Frisa' },
      ],
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Oban – Craignure timetable</title></head><body>
<h1>Timetable: Oban – Craignure</h1>
<p>Valid 27 March – 20 October 2026. Crossing time 46 minutes.</p>
<table>
<thead><tr><th>Depart Oban</th><th>Arrive Craignure</th><th>Operates</th><th>Vessel</th></tr></thead>
<tbody>
<tr><td>07:40</td><td>08:26</td><td>Mon–Sat</td><td>MV Isle of Mull</td></tr>
<tr><td>09:55</td><td>10:41</td><td>Daily</td><td>MV Isle of Mull</td></tr>
<tr><td>12:00</td><td>12:46</td><td>Daily</td><td>MV Loch Frisa</td></tr>
<tr><td>16:00</td><td>16:46</td><td>Fri, Sun</td><td>MV Loch Frisa</td></tr>
</tbody>
</table>
<p>Vehicles must check in 30 minutes before departure.</p>
</body></html>
`,
    },
  ),
  // A German phone bill's itemised calls: date, time, number, duration "00:03:12", amount.
  fresh(
    'einzelverbindungsnachweis-de',
    'phone bill',
    'de',
    'pdf',
    [
      str('kundennummer'),
      list('verbindungen', [date('datum'), str('uhrzeit'), str('rufnummer'), str('dauer'), num('betrag')]),
    ],
    {
      kundennummer: '61 448 2093',
      verbindungen: [
        { datum: '2026-02-03', uhrzeit: '09:14', rufnummer: '0049 171 55XXX', dauer: '00:03:12', betrag: 0.29 },
        { datum: '2026-02-07', uhrzeit: '18:40', rufnummer: '0043 1 588XXX', dauer: '00:12:45', betrag: 1.53 },
        { datum: '2026-02-15', uhrzeit: '11:02', rufnummer: '0900 310XXX', dauer: '00:01:30', betrag: 2.97 },
      ],
    },
    [
      'FonNet GmbH · Rechnung Februar 2026',
      'Kundennummer: 61 448 2093',
      '',
      'Einzelverbindungsnachweis (kostenpflichtige Verbindungen)',
      'Datum\tUhrzeit\tZielrufnummer\tDauer\tBetrag €',
      '03.02.2026\t09:14\t0049 171 55XXX\t00:03:12\t0,29',
      '07.02.2026\t18:40\t0043 1 588XXX\t00:12:45\t1,53',
      '15.02.2026\t11:02\t0900 310XXX\t00:01:30\t2,97',
      '',
      'Summe Einzelverbindungen: 4,79 €',
    ],
  ),
  // A hotel folio: dated charges and a payment as a credit.
  fresh(
    'hotel-folio-en',
    'hotel bill',
    'en',
    'pdf',
    [
      str('guest_name'),
      num('balance'),
      list('charges', [date('date'), str('description'), num('charges'), num('credits')]),
    ],
    {
      guest_name: 'Mr Samuel Ortiz',
      balance: 0,
      charges: [
        { date: '2026-03-09', description: 'Room 412 – Deluxe King', charges: 189 },
        { date: '2026-03-09', description: 'Restaurant – dinner', charges: 64.5 },
        { date: '2026-03-10', description: 'Room 412 – Deluxe King', charges: 189 },
        { date: '2026-03-10', description: 'Minibar', charges: 12 },
        { date: '2026-03-11', description: 'Visa ****4402', credits: 454.5 },
      ],
    },
    [
      'The Harbour View Hotel',
      '1 Quay Street, Bristol BS1 4DB',
      '',
      'Guest: Mr Samuel Ortiz        Room: 412',
      'Arrival: 09/03/2026           Departure: 11/03/2026',
      'Folio no.: 778201',
      '',
      'Date\tDescription\tCharges\tCredits',
      '09/03/2026\tRoom 412 – Deluxe King\t189.00\t',
      '09/03/2026\tRestaurant – dinner\t64.50\t',
      '10/03/2026\tRoom 412 – Deluxe King\t189.00\t',
      '10/03/2026\tMinibar\t12.00\t',
      '11/03/2026\tVisa ****4402\t\t454.50',
      '',
      'Balance: 0.00 GBP',
    ],
  ),
  // A tiler's quote as a dashed list: "- 12 m² Fliesen verlegen: 540,00 €".
  fresh(
    'angebot-spiegelstriche-de',
    'quote',
    'de',
    'docx',
    [str('kunde'), num('summe'), list('leistungen', [str('leistung'), num('betrag')])],
    {
      kunde: 'Familie Yilmaz',
      summe: 2315,
      leistungen: [
        { leistung: 'Alte Fliesen entfernen und entsorgen', betrag: 380 },
        { leistung: '12 m² Bodenfliesen verlegen', betrag: 540 },
        { leistung: '24 m² Wandfliesen verlegen', betrag: 1080 },
        { leistung: 'Silikonfugen erneuern', betrag: 145 },
        { leistung: 'Material Kleber und Fugenmörtel', betrag: 170 },
      ],
    },
    [
      'Fliesenlegermeister Andreas Pohl',
      'Mühlweg 3, 91054 Erlangen',
      '',
      'Kostenvoranschlag für Familie Yilmaz, Badsanierung Röthelheimpark 14',
      'Erlangen, 16.03.2026',
      '',
      'Sehr geehrte Familie Yilmaz,',
      'für die Sanierung Ihres Badezimmers biete ich Ihnen folgende Arbeiten an:',
      '',
      '- Alte Fliesen entfernen und entsorgen: 380,00 €',
      '- 12 m² Bodenfliesen verlegen: 540,00 €',
      '- 24 m² Wandfliesen verlegen: 1.080,00 €',
      '- Silikonfugen erneuern: 145,00 €',
      '- Material Kleber und Fugenmörtel: 170,00 €',
      '',
      'Summe: 2.315,00 € (Kleinunternehmer, keine Umsatzsteuer nach § 19 UStG)',
      'Mit freundlichen Grüßen',
      'Andreas Pohl',
    ],
  ),
  // An English training attendance list: participant, organisation and attended yes/no.
  fresh(
    'training-attendance-en',
    'attendance list',
    'en',
    'docx',
    [str('course'), list('participants', [str('name'), str('organisation'), str('attended')])],
    {
      course: 'First Aid at Work – Refresher',
      participants: [
        { name: 'Chloe Adeyemi', organisation: 'Marlow Primary School', attended: 'Yes' },
        { name: 'Gareth Lloyd', organisation: 'Marlow Primary School', attended: 'Yes' },
        { name: 'Hannah Price', organisation: 'Brook Leisure Centre', attended: 'No' },
        { name: 'Imran Siddiqui', organisation: 'Brook Leisure Centre', attended: 'Yes' },
      ],
    },
    [
      'Safe Hands Training',
      'Attendance record',
      'Course: First Aid at Work – Refresher',
      'Date: 12 March 2026   Trainer: Ruth Ellison   Venue: Marlow Community Hall',
      '',
      'No.\tParticipant\tOrganisation\tAttended (Y/N)\tSignature',
      '1\tChloe Adeyemi\tMarlow Primary School\tYes\t',
      '2\tGareth Lloyd\tMarlow Primary School\tYes\t',
      '3\tHannah Price\tBrook Leisure Centre\tNo\t',
      '4\tImran Siddiqui\tBrook Leisure Centre\tYes\t',
      '',
      'Certificates will be sent to those who attended.',
    ],
  ),
  // A German utility statement's meter readings: old and new reading, consumption.
  fresh(
    'zaehlerstaende-de',
    'utility bill',
    'de',
    'html',
    [
      str('vertragsnummer'),
      list('zaehler', [str('zaehlernummer'), num('alter_stand'), num('neuer_stand'), num('verbrauch')]),
    ],
    {
      vertragsnummer: '7700-41882',
      zaehler: [
        { zaehlernummer: '1ESY1160 4471 22', alter_stand: 41208, neuer_stand: 44371, verbrauch: 3163 },
        { zaehlernummer: '1ESY1160 4471 23', alter_stand: 8815, neuer_stand: 9602, verbrauch: 787 },
      ],
    },
    [
      'Stadtwerke Lüneburg',
      'Jahresabrechnung Strom 2025',
      'Vertragsnummer: 7700-41882   Kunde: Henrik Thiele, Am Sande 9, 21335 Lüneburg',
      '',
      'Zählernummer\tAbleseart\tStand alt (31.12.2024)\tStand neu (31.12.2025)\tVerbrauch kWh',
      '1ESY1160 4471 22\tKundenablesung\t41.208\t44.371\t3.163',
      '1ESY1160 4471 23\tSchätzung\t8.815\t9.602\t787',
      '',
      'Gesamtverbrauch: 3.950 kWh',
      'Abschlag neu ab 01.03.2026: 112,00 € monatlich',
    ],
  ),
  // An English grocery receipt photographed: "2 @ 1.45" after the item's name.
  fresh(
    'grocery-at-after-name-en',
    'receipt',
    'en',
    'png',
    [num('total'), list('items', [str('item'), num('qty'), num('price'), num('amount')])],
    {
      total: 13.56,
      items: [
        { item: 'SEMI SKIMMED MILK 2L', qty: 2, price: 1.45, amount: 2.9 },
        { item: 'BAKED BEANS 415G', qty: 4, price: 0.89, amount: 3.56 },
        { item: 'CHEDDAR MATURE 400G', qty: 1, price: 3.75, amount: 3.75 },
        { item: 'BANANAS LOOSE', qty: 5, price: 0.67, amount: 3.35 },
      ],
    },
    [
      'GREENWAY FOODS',
      'Ashby Road, Loughborough LE11 3TU',
      '',
      'SEMI SKIMMED MILK 2L  2 @ 1.45\t2.90',
      'BAKED BEANS 415G  4 @ 0.89\t3.56',
      'CHEDDAR MATURE 400G  1 @ 3.75\t3.75',
      'BANANAS LOOSE  5 @ 0.67\t3.35',
      '',
      'TOTAL\t13.56',
      'CONTACTLESS\t13.56',
      '14/03/2026 17:52',
    ],
  ),
  // A German exam result list: matriculation numbers, points and grades written with a comma.
  fresh(
    'klausurergebnisse-de',
    'exam results',
    'de',
    'txt',
    [str('modul'), list('ergebnisse', [str('matrikelnummer'), num('punkte'), str('note')])],
    {
      modul: 'Technische Mechanik II',
      ergebnisse: [
        { matrikelnummer: '4471203', punkte: 87.5, note: '1,3' },
        { matrikelnummer: '4470918', punkte: 61, note: '3,0' },
        { matrikelnummer: '4482257', punkte: 44, note: '5,0' },
        { matrikelnummer: '4479930', punkte: 73.5, note: '2,3' },
      ],
    },
    [
      'Hochschule Wismar – Fakultät Ingenieurwissenschaften',
      'Klausurergebnisse Modul: Technische Mechanik II',
      'Prüfungstermin: 24.02.2026   Prüfer: Prof. Dr.-Ing. M. Lange',
      '',
      'Matrikel-Nr.     Punkte (max. 100)     Note',
      '4471203               87,5             1,3',
      '4470918               61               3,0',
      '4482257               44               5,0',
      '4479930               73,5             2,3',
      '',
      'Einsichtnahme: 10.03.2026, 10–12 Uhr, Raum 7/114',
    ],
  ),
  // An English bank statement with "CR"/"DR" after each amount and a booking and a value date.
  fresh(
    'statement-cr-dr-en',
    'bank statement',
    'en',
    'txt',
    [
      str('account_number'),
      list('transactions', [date('booking_date'), date('value_date'), str('details'), num('amount')]),
    ],
    {
      account_number: '20-14-53 70442198',
      transactions: [
        { booking_date: '2026-03-02', value_date: '2026-03-02', details: 'DD THAMES WATER', amount: -38.5 },
        { booking_date: '2026-03-03', value_date: '2026-03-04', details: 'BGC ACME PAYROLL', amount: 2104.33 },
        { booking_date: '2026-03-05', value_date: '2026-03-05', details: 'POS TESCO STORES 2231', amount: -47.12 },
      ],
    },
    [
      'Harbour & Co Bank plc',
      'Current account statement 1 March – 31 March 2026',
      'Account: 20-14-53 70442198   Name: Ms Laura Fenwick',
      '',
      'Posted      Value       Details                            Amount',
      '02/03/2026  02/03/2026  DD THAMES WATER                    38.50 DR',
      '03/03/2026  04/03/2026  BGC ACME PAYROLL                 2,104.33 CR',
      '05/03/2026  05/03/2026  POS TESCO STORES 2231              47.12 DR',
      '',
      'Closing balance: 3,611.90 CR',
    ],
  ),
  // A coach tour itinerary: each day a line "Tag 2 (So, 05.04.): Prag – Wien, 330 km".
  fresh(
    'busreise-etappen-de',
    'itinerary',
    'de',
    'txt',
    [str('reise'), list('etappen', [num('tag'), date('datum'), str('strecke'), num('km')])],
    {
      reise: 'Osterrundreise Prag – Wien – Budapest',
      etappen: [
        { tag: 1, datum: '2026-04-04', strecke: 'Dresden – Prag', km: 150 },
        { tag: 2, datum: '2026-04-05', strecke: 'Prag – Wien', km: 330 },
        { tag: 3, datum: '2026-04-07', strecke: 'Wien – Budapest', km: 245 },
        { tag: 4, datum: '2026-04-09', strecke: 'Budapest – Dresden', km: 720 },
      ],
    },
    [
      'Reisedienst Elbland · Osterrundreise Prag – Wien – Budapest',
      'Reisezeitraum 04.04.–09.04.2026, Abfahrt Dresden Hbf Südseite 7:00 Uhr',
      '',
      'Ihre Etappen:',
      'Tag 1 (Sa, 04.04.2026): Dresden – Prag, 150 km, Stadtführung am Nachmittag',
      'Tag 2 (So, 05.04.2026): Prag – Wien, 330 km, Abendessen im Heurigen',
      'Tag 3 (Di, 07.04.2026): Wien – Budapest, 245 km, Donauschifffahrt',
      'Tag 4 (Do, 09.04.2026): Budapest – Dresden, 720 km, Ankunft ca. 20 Uhr',
      '',
      'Reisepreis pro Person im Doppelzimmer: 689,00 €',
    ],
  ),
];
