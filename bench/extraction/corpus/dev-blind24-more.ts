// The rest of branch blind24's development documents (see dev-blind24.ts): kinds the corpus has none of, with schema
// field names as a developer would write them and the labels such documents really print.
import { crlf } from './dev-eml15.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_BLIND24_MORE: TCorpusDocument[] = [
  fresh(
    'well-water-test-en',
    'water test report',
    'en',
    'pdf',
    [
      str('sample_id'),
      date('sampling_date'),
      num('nitrate_mg_l'),
      num('ph_value'),
      num('e_coli'),
      str('lab_name'),
      str('result'),
      num('lead_ug_l'),
    ],
    {
      sample_id: 'W26-04471',
      sampling_date: '2026-05-06',
      nitrate_mg_l: 38.2,
      ph_value: 7.1,
      e_coli: 0,
      lab_name: 'Severn Analytical Ltd',
      result: 'Complies with the prescribed concentrations',
    },
    [
      'Severn Analytical Ltd — UKAS accredited testing laboratory 4471',
      '',
      'PRIVATE WATER SUPPLY — TEST CERTIFICATE',
      'Lab ref: W26-04471',
      'Supply: Borehole, Upper Farm, Clun, Shropshire',
      'Sampled: 06/05/2026 by client     Received: 07/05/2026',
      '',
      'Parameter\tResult\tUnit\tLimit',
      'Escherichia coli\t0\tper 100 ml\t0',
      'Coliform bacteria\t0\tper 100 ml\t0',
      'Nitrate (as NO3)\t38.2\tmg/l\t50',
      'pH\t7.1\tpH units\t6.5–9.5',
      'Iron\t42\tµg/l\t200',
      '',
      'Conclusion: Complies with the prescribed concentrations',
      'Authorised by: Dr L. Morgan, Laboratory Manager',
    ],
  ),
  fresh(
    'rauchmelder-wartung-de',
    'smoke alarm service report',
    'de',
    'pdf',
    [
      str('liegenschaft'),
      str('wohnung'),
      date('wartungsdatum'),
      num('anzahl_melder'),
      str('techniker'),
      str('naechste_wartung'),
      str('maengel'),
    ],
    {
      liegenschaft: 'Keplerstraße 18, 70174 Stuttgart',
      wohnung: 'WE 07, 3. OG links',
      wartungsdatum: '2026-04-21',
      anzahl_melder: 4,
      techniker: 'D. Schuster',
      naechste_wartung: '04/2027',
      maengel: 'keine',
    },
    [
      'Messdienst Süd GmbH – Rauchwarnmelder-Service',
      '',
      'Prüfprotokoll nach DIN 14676-1',
      '',
      'Objekt: Keplerstraße 18, 70174 Stuttgart',
      'Nutzeinheit: WE 07, 3. OG links     Nutzer: Fam. Aydın',
      'Prüfdatum: 21.04.2026',
      '',
      'Raum\tMelder-Nr.\tFunktion\tRaucheindringöffnungen',
      'Kinderzimmer\t5512-01\tin Ordnung\tfrei',
      'Schlafzimmer\t5512-02\tin Ordnung\tfrei',
      'Flur\t5512-03\tin Ordnung\tfrei',
      'Wohnzimmer\t5512-04\tin Ordnung\tfrei',
      '',
      'Geprüfte Geräte gesamt: 4',
      'Festgestellte Mängel: keine',
      'Nächste Inspektion fällig: 04/2027',
      'Servicetechniker: D. Schuster',
    ],
  ),
  fresh(
    'drone-registration-en',
    'drone operator registration',
    'en',
    'html',
    [
      str('operator_id'),
      str('operator_name'),
      date('registration_date'),
      date('expiry_date'),
      num('fee_paid'),
      str('flyer_id'),
    ],
    {
      operator_id: 'GBR-OP-7YQ3K2M8TX91',
      operator_name: 'Thomas Rowe',
      registration_date: '2026-03-02',
      expiry_date: '2027-03-01',
      fee_paid: 11.79,
    },
    {
      raw: `<html><body>
<h1>Drone and model aircraft registration</h1>
<p>You've registered as an operator. Label every drone or model aircraft you're responsible for with your Operator ID.</p>
<dl>
<dt>Operator ID</dt><dd>GBR-OP-7YQ3K2M8TX91</dd>
<dt>Registered to</dt><dd>Thomas Rowe</dd>
<dt>Issued</dt><dd>2 March 2026</dd>
<dt>Valid until</dt><dd>1 March 2027</dd>
<dt>Amount paid</dt><dd>£11.79</dd>
</dl>
<p>Your Flyer ID is separate: you must pass the theory test before you fly a drone with a camera.</p>
</body></html>`,
    },
  ),
  fresh(
    'sportbootfuehrerschein-de',
    'boating licence',
    'de',
    'txt',
    [
      str('inhaber'),
      date('geburtsdatum'),
      str('licence_number'),
      date('issue_date'),
      str('valid_for'),
      str('issuing_authority'),
    ],
    {
      inhaber: 'Albers, Kerstin',
      geburtsdatum: '1984-09-30',
      licence_number: 'SBF-B 117 442 83',
      issue_date: '2026-06-19',
      valid_for: 'Binnenschifffahrtsstraßen, Antriebsmaschine',
      issuing_authority: 'Deutscher Motoryachtverband e. V.',
    },
    [
      'BUNDESREPUBLIK DEUTSCHLAND',
      'Sportbootführerschein',
      '',
      '1. Name, Vorname: Albers, Kerstin',
      '2. Geburtsdatum und -ort: 30.09.1984, Bremen',
      '3. Ausstellungsdatum: 19.06.2026',
      '4. Ausstellende Stelle: Deutscher Motoryachtverband e. V.',
      '5. Führerscheinnummer: SBF-B 117 442 83',
      '9. Geltungsbereich: Binnenschifffahrtsstraßen, Antriebsmaschine',
    ],
  ),
  fresh(
    'marathon-entry-eml-en',
    'race entry confirmation',
    'en',
    'eml',
    [
      str('runner_name'),
      str('bib_number'),
      date('race_date'),
      str('distance'),
      str('start_wave'),
      num('entry_fee'),
      str('club'),
      str('t_shirt_size'),
    ],
    {
      runner_name: 'Aisha Khan',
      bib_number: '4127',
      race_date: '2026-10-04',
      distance: 'Half Marathon (21.1 km)',
      start_wave: 'Orange, 09:20',
      entry_fee: 42,
      t_shirt_size: 'S',
    },
    {
      raw: crlf(`From: Cardiff Bay Half <entries@bayhalf.example>
To: aisha.khan@icloud.example
Subject: You're in! Entry confirmation #4127
Date: Wed, 22 Apr 2026 07:15:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi Aisha,

Thanks for entering! Here are your details - please check them carefully.

Participant: Aisha Khan
Race number: 4127
Event: Half Marathon (21.1 km)
Race day: Sunday 4 October 2026
Start pen: Orange, 09:20
Club/affiliation: (unaffiliated)
Technical tee: S

Amount charged: £42.00

Your race pack will be posted two weeks before race day.

See you on the start line!`),
    },
  ),
  fresh(
    'schwimmabzeichen-de',
    'swimming badge certificate',
    'de',
    'docx',
    [str('name'), str('abzeichen'), date('pruefungsdatum'), str('pruefer'), str('schwimmbad'), date('geburtsdatum')],
    {
      name: 'Mila Schröder',
      abzeichen: 'Deutsches Schwimmabzeichen Bronze (Freischwimmer)',
      pruefungsdatum: '2026-07-08',
      pruefer: 'Frank Mertens',
      schwimmbad: 'Hallenbad Süd, Bochum',
      geburtsdatum: '2018-11-02',
    },
    [
      'DLRG Ortsgruppe Bochum-Süd',
      '',
      'Urkunde',
      '',
      'Mila Schröder',
      'geb. 02.11.2018',
      '',
      'hat am 08.07.2026 im Hallenbad Süd, Bochum die Bedingungen für das',
      'Deutsches Schwimmabzeichen Bronze (Freischwimmer)',
      'erfüllt.',
      '',
      'Abgenommen von: Frank Mertens, Ausbilder Schwimmen (Lizenz-Nr. 05-22871)',
    ],
  ),
  fresh(
    'staplerschein-de',
    'forklift training certificate',
    'de',
    'pdf',
    [
      str('participant_name'),
      date('date_of_birth'),
      str('course_dates'),
      str('trainer'),
      str('certificate_no'),
      num('hours_theory'),
      num('hours_practice'),
    ],
    {
      participant_name: 'Dragan Petrović',
      date_of_birth: '1990-04-15',
      course_dates: '09.03.2026 – 11.03.2026',
      trainer: 'Sven Lorenz',
      certificate_no: 'FS-26-0388',
      hours_theory: 12,
      hours_practice: 8,
    },
    [
      'TÜV-zertifizierter Schulungsträger Logistikakademie Rhein-Neckar',
      '',
      'FAHRAUSWEIS FÜR FLURFÖRDERZEUGE',
      'Ausbildung nach DGUV Grundsatz 308-001',
      '',
      'Herr Dragan Petrović, geboren am 15.04.1990,',
      'hat vom 09.03.2026 – 11.03.2026 erfolgreich an der Ausbildung zum Gabelstaplerfahrer teilgenommen.',
      '',
      'Theoretische Ausbildung: 12 Unterrichtseinheiten',
      'Praktische Ausbildung: 8 Unterrichtseinheiten',
      'Theoretische und praktische Prüfung: bestanden',
      '',
      'Ausweis-Nr.: FS-26-0388',
      'Mannheim, 11.03.2026',
      'Ausbilder: Sven Lorenz',
    ],
  ),
  fresh(
    'scaffold-tag-en',
    'scaffold inspection tag',
    'en',
    'txt',
    [
      str('scaffold_ref'),
      date('inspected_on'),
      str('inspector'),
      date('next_inspection'),
      num('max_load_kg_m2'),
      str('site'),
      str('status'),
    ],
    {
      scaffold_ref: 'SC-14B',
      inspected_on: '2026-02-16',
      inspector: 'L. Osei',
      next_inspection: '2026-02-23',
      max_load_kg_m2: 200,
      site: 'Riverside Court, Block B',
      status: 'SAFE TO USE',
    },
    [
      'SCAFFTAG — SAFE TO USE',
      '',
      'Site: Riverside Court, Block B',
      'Scaffold no.: SC-14B     Lift: 1–6, east elevation',
      'Duty: Load class 3 — 200 kg/m²',
      '',
      'Inspection record',
      'Date\tInspected by\tComments',
      '16/02/2026\tL. Osei\tNo defects, ties checked',
      '',
      'Next inspection due: 23/02/2026 (7-day interval)',
    ],
  ),
  fresh(
    'weinbestellung-de',
    'wine order',
    'de',
    'html',
    [
      str('bestellnummer'),
      date('bestelldatum'),
      num('anzahl_flaschen'),
      num('versandkosten'),
      num('gesamtsumme'),
      str('lieferadresse'),
      str('zahlungsart'),
    ],
    {
      bestellnummer: '100-58214',
      bestelldatum: '2026-11-27',
      anzahl_flaschen: 12,
      versandkosten: 6.9,
      gesamtsumme: 137.7,
      lieferadresse: 'Carsten Ohl, Eppendorfer Weg 201, 20253 Hamburg',
      zahlungsart: 'PayPal',
    },
    {
      raw: `<html><body>
<p><img alt="Weingut Kessler-Baum, Pfalz"></p>
<h3>Vielen Dank für Ihre Bestellung Nr. 100-58214 vom 27.11.2026</h3>
<table cellpadding="3">
<tr><th>Artikel</th><th>Menge</th><th>Preis</th></tr>
<tr><td>2024 Riesling trocken, 0,75 l</td><td>6</td><td>59,40 €</td></tr>
<tr><td>2023 Spätburgunder Gutswein, 0,75 l</td><td>6</td><td>71,40 €</td></tr>
<tr><td colspan="2">Zwischensumme (12 Fl.)</td><td>130,80 €</td></tr>
<tr><td colspan="2">Versand (DHL, 1 Paket)</td><td>6,90 €</td></tr>
<tr><td colspan="2"><b>Summe inkl. MwSt.</b></td><td><b>137,70 €</b></td></tr>
</table>
<p><b>Lieferanschrift</b><br>Carsten Ohl<br>Eppendorfer Weg 201<br>20253 Hamburg</p>
<p><b>Bezahlt mit</b> PayPal</p>
</body></html>`,
    },
  ),
  fresh(
    'veg-box-eml-en',
    'veg box subscription',
    'en',
    'eml',
    [
      str('customer_id'),
      str('box_size'),
      str('delivery_day'),
      num('weekly_price'),
      date('first_delivery'),
      str('delivery_instructions'),
    ],
    {
      customer_id: 'RV-208813',
      box_size: 'Medium veg & fruit box',
      delivery_day: 'Thursday',
      weekly_price: 22.5,
      first_delivery: '2026-05-07',
      delivery_instructions: 'Leave in the green bin store by the side gate',
    },
    {
      raw: crlf(`From: Riverford Valley Organics <hello@rv-organics.example>
To: Nadia Bell <nadia.bell@proton.example>
Subject: Welcome to Riverford Valley - your first box is on its way
Date: Fri, 1 May 2026 12:00:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hello Nadia,

Welcome aboard! Here's a reminder of what you've signed up for.

Account number: RV-208813
Your box: Medium veg & fruit box
Delivered every: Thursday
Price per delivery: £22.50 (free delivery)
First box arrives: Thursday 7 May 2026
Where we'll leave it: Leave in the green bin store by the side gate

You can skip a week or cancel any time before 11pm on the Monday before delivery.

The Riverford Valley team`),
    },
  ),
  fresh(
    'spielbericht-de',
    'referee match report',
    'de',
    'docx',
    [
      date('spiel_datum'),
      str('heimmannschaft'),
      str('gastmannschaft'),
      str('ergebnis'),
      str('schiedsrichter'),
      num('zuschauer_anzahl'),
      str('spielklasse'),
      num('gelbe_karten'),
    ],
    {
      spiel_datum: '2026-04-26',
      heimmannschaft: 'SV Grün-Weiß Lohne',
      gastmannschaft: 'TuS Bersenbrück',
      ergebnis: '2:1',
      schiedsrichter: 'Marco Tiemann',
      zuschauer_anzahl: 180,
      spielklasse: 'Bezirksliga Weser-Ems, Staffel 3',
    },
    [
      'Spielbericht',
      '',
      'Spielklasse: Bezirksliga Weser-Ems, Staffel 3     Spiel-Nr.: 450318091',
      'Datum: So., 26.04.2026   Anstoß: 15:00 Uhr',
      '',
      'Heim: SV Grün-Weiß Lohne',
      'Gast: TuS Bersenbrück',
      'Endstand: 2:1 (Halbzeit 1:1)',
      '',
      'Zuschauer: ca. 180',
      'SR: Marco Tiemann   SRA 1: Jonas Feld   SRA 2: Kai Wessels',
      '',
      'Besondere Vorkommnisse: keine',
    ],
  ),
  fresh(
    'chess-tournament-en',
    'chess tournament result',
    'en',
    'txt',
    [str('player'), num('rating'), num('points'), num('rank'), num('rounds'), str('tournament'), str('fide_id')],
    {
      player: 'Daniel Mensah',
      rating: 1874,
      points: 4.5,
      rank: 7,
      rounds: 6,
      tournament: 'Hastings Spring Rapidplay 2026',
    },
    [
      'Hastings Spring Rapidplay 2026 — Individual result',
      '',
      'Name: Daniel Mensah',
      'ECF grade / Elo: 1874',
      'Club: Brighton & Hove CC',
      '',
      'Rd\tOpponent\tColour\tResult',
      '1\tS. Patel (1702)\tW\t1',
      '2\tK. Novak (1955)\tB\t0',
      '3\tJ. Reid (1811)\tW\t1',
      '4\tA. Lowe (1790)\tB\t½',
      '5\tM. Ortiz (1688)\tW\t1',
      '6\tR. Chen (1843)\tB\t1',
      '',
      'Score: 4.5 / 6',
      'Final position: 7th of 58',
    ],
  ),
  fresh(
    'jagdschein-de',
    'hunting licence',
    'de',
    'pdf',
    [
      str('inhaber'),
      str('jagdschein_nr'),
      date('gueltig_von'),
      date('gueltig_bis'),
      str('behoerde'),
      num('gebuehr'),
      str('art'),
    ],
    {
      inhaber: 'Adam, Friedrich Wilhelm',
      jagdschein_nr: '17/2026-0453',
      gueltig_von: '2026-04-01',
      gueltig_bis: '2029-03-31',
      behoerde: 'Landkreis Rotenburg (Wümme), Untere Jagdbehörde',
      gebuehr: 135,
      art: 'Dreijahresjagdschein',
    },
    [
      'Landkreis Rotenburg (Wümme) · Untere Jagdbehörde',
      '',
      'Jagdschein',
      'Dreijahresjagdschein',
      '',
      'Nr. 17/2026-0453',
      'Familienname, Vorname(n): Adam, Friedrich Wilhelm',
      'Geburtsdatum: 22.01.1967',
      '',
      'Gültig vom 01.04.2026 bis 31.03.2029',
      'Gebühr einschließlich Jagdabgabe: 135,00 €',
      '',
      'Rotenburg (Wümme), den 20.03.2026',
      'Im Auftrag, Siegel',
    ],
  ),
  fresh(
    'pest-control-en',
    'pest control report',
    'en',
    'pdf',
    [
      date('visit_date'),
      str('pest'),
      str('treatment'),
      str('technician'),
      date('follow_up_date'),
      str('premises'),
      str('job_no'),
    ],
    {
      visit_date: '2026-01-28',
      pest: 'House mouse (Mus musculus)',
      treatment: 'Tamper-resistant bait stations placed (6), entry points proofed with wire wool and sealant',
      technician: 'Craig Dunmore',
      follow_up_date: '2026-02-11',
      premises: 'The Copper Kettle Café, 3 Market Place, Ludlow',
      job_no: 'PX-90214',
    },
    [
      'PESTEX Environmental Services — Service Report',
      'Job: PX-90214',
      '',
      'Client site: The Copper Kettle Café, 3 Market Place, Ludlow',
      'Date of visit: 28/01/2026    Time on site: 08:10–09:25',
      '',
      'Target species: House mouse (Mus musculus)',
      'Activity found: droppings behind dry store shelving, gnawing on packaging',
      'Action taken: Tamper-resistant bait stations placed (6), entry points proofed with wire wool and sealant',
      '',
      'Revisit booked: 11/02/2026',
      'Field biologist: Craig Dunmore',
    ],
  ),
  fresh(
    'schluesseldienst-de',
    'locksmith invoice',
    'de',
    'txt',
    [
      str('einsatzort'),
      date('einsatzdatum'),
      num('anfahrt_pauschale'),
      num('arbeitszeit_min'),
      num('gesamtbetrag'),
      str('zahlungsart'),
      str('auftragsnummer'),
    ],
    {
      einsatzort: 'Bergstraße 41, 69120 Heidelberg',
      einsatzdatum: '2026-01-03',
      anfahrt_pauschale: 35,
      arbeitszeit_min: 20,
      gesamtbetrag: 119,
      zahlungsart: 'EC-Karte',
    },
    [
      'Schlüsseldienst Neckar · Meisterbetrieb · Tel. 06221 65 77 00',
      '',
      'Quittung/Rechnung',
      'Datum: 03.01.2026, 22:40 Uhr',
      'Kunde: Lina Petersen',
      'Türöffnung bei: Bergstraße 41, 69120 Heidelberg',
      '',
      'Anfahrt Stadtgebiet (Pauschale)\t35,00',
      'Türöffnung zerstörungsfrei, Dauer 20 Min.\t65,00',
      'Nachtzuschlag\t19,00',
      '',
      'Summe inkl. 19 % MwSt.\t119,00 EUR',
      'Bezahlt: EC-Karte',
    ],
  ),
  fresh(
    'watch-repair-en',
    'watch repair ticket',
    'en',
    'png',
    [
      str('ticket_no'),
      str('watch'),
      date('received_date'),
      str('work'),
      num('estimate'),
      str('ready_by'),
      str('customer_tel'),
    ],
    {
      ticket_no: '21877',
      watch: 'Omega Seamaster 300M, steel',
      received_date: '2026-03-09',
      work: 'Full service, new crown seal, pressure test',
      estimate: 345,
      ready_by: '6-8 weeks',
      customer_tel: '020 7946 0318',
    },
    [
      'HENLEY & FROST — WATCHMAKERS',
      'Burlington Arcade, London W1J 0QJ',
      '',
      'REPAIR DOCKET No 21877',
      'Taken in: 09.03.2026',
      'Cust. tel: 020 7946 0318',
      'Article: Omega Seamaster 300M, steel',
      'Work required: Full service, new crown seal, pressure test',
      'Quote: £345.00',
      'Approx. completion: 6-8 weeks',
      '',
      'Please present this docket on collection.',
    ],
  ),
  fresh(
    'museumspass-de',
    'museum annual pass',
    'de',
    'html',
    [str('pass_number'), str('holder'), date('valid_until'), num('price'), str('category'), date('purchase_date')],
    {
      pass_number: 'MP-0081 4472',
      holder: 'Ingrid Halvorsen',
      valid_until: '2027-05-31',
      price: 79,
      category: 'Einzelkarte ermäßigt',
      purchase_date: '2026-06-01',
    },
    {
      raw: `<html><body>
<div class="card">
<h2>Museumsjahreskarte Köln</h2>
<p>Karteninhaberin: <b>Ingrid Halvorsen</b></p>
<p>Karten-Nr.: MP-0081 4472</p>
<p>Tarif: Einzelkarte ermäßigt</p>
<p>Gekauft am 01.06.2026 · gilt bis einschließlich 31.05.2027</p>
<p>Bezahlt: 79,00 €</p>
<p>Nur gültig mit Lichtbildausweis. Nicht übertragbar.</p>
</div>
</body></html>`,
    },
  ),
  fresh(
    'language-exam-result-en',
    'language exam result',
    'en',
    'docx',
    [
      str('candidate'),
      str('candidate_number'),
      date('exam_date'),
      str('level'),
      num('total_score'),
      str('grade'),
      str('centre'),
    ],
    {
      candidate: 'Lucía Fernández Ortega',
      candidate_number: '0042-118',
      exam_date: '2026-05-16',
      level: 'B2',
      total_score: 82,
      grade: 'gut',
      centre: 'Goethe-Institut London',
    },
    [
      'Goethe-Institut London — Examination Results',
      '',
      'Goethe-Zertifikat B2',
      '',
      'Candidate: Lucía Fernández Ortega',
      'Candidate no.: 0042-118',
      'Examination date: 16 May 2026',
      'Centre: Goethe-Institut London',
      '',
      'Module\tPoints\tof',
      'Lesen\t84\t100',
      'Hören\t78\t100',
      'Schreiben\t80\t100',
      'Sprechen\t86\t100',
      'Overall: 82 points — Prädikat: gut',
      '',
      'Your certificate will be sent by post within four weeks.',
    ],
  ),
  fresh(
    'grubenentleerung-de',
    'cesspit emptying fee notice',
    'de',
    'pdf',
    [
      str('kassenzeichen'),
      str('grundstueck'),
      date('abfuhrdatum'),
      num('menge_m3'),
      num('gebuehr_pro_m3'),
      num('gebuehr_gesamt'),
      date('faellig_am'),
    ],
    {
      kassenzeichen: '5.4410.002871.3',
      grundstueck: 'Feldmark 12, 19288 Ludwigslust',
      abfuhrdatum: '2026-06-11',
      menge_m3: 7.5,
      gebuehr_pro_m3: 24.8,
      gebuehr_gesamt: 186,
      faellig_am: '2026-07-15',
    },
    [
      'Zweckverband Wasser/Abwasser Ludwigslust',
      '',
      'Gebührenbescheid über die Entsorgung einer abflusslosen Sammelgrube',
      '',
      'Kassenzeichen: 5.4410.002871.3          Datum: 25.06.2026',
      'Veranlagtes Objekt: Feldmark 12, 19288 Ludwigslust',
      '',
      'Entleerung am 11.06.2026',
      'Abgefahrene Menge: 7,50 m³',
      'Gebührensatz: 24,80 €/m³',
      'Festgesetzte Gebühr: 186,00 €',
      '',
      'Der Betrag ist bis zum 15.07.2026 unter Angabe des Kassenzeichens zu überweisen.',
    ],
  ),
];
