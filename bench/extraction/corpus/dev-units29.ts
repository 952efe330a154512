// Development set "units29" (layout 139): written in session 29 BEFORE the extractor was changed, for quantities with
// units and field names that carry a unit or a qualifier (issue 16): a weight asked in kg and printed in lb or g, an
// energy printed as "1946 kJ / 465 kcal" for a `…_kcal` field, a distance in miles for `distance_km`, a volume in
// litres for `…_ml`, durations as "1:58:42" or "2 h 30 min", hours worked, overtime and labour hours on timesheets,
// payslips and repair invoices (Arbeitsstunden, Überstunden, Arbeitszeit), meter readings and consumption in kWh and
// m³ on utility bills, temperatures and percentages. English and German; txt, pdf, docx, html, eml. Fields a document
// does not state stay out of the truth. Held out, not sealed: `--show-dev-units29` shows its misses. Utility and
// transport documents are in dev-units29-more.ts and -trips.ts, hours worked in dev-units29-work.ts.
import { crlf } from './dev-eml15.ts';
import { DEV_UNITS29_MORE } from './dev-units29-more.ts';
import { DEV_UNITS29_TRIPS } from './dev-units29-trips.ts';
import { DEV_UNITS29_WORK } from './dev-units29-work.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of session 29's development set of quantities with units. */
export const DEV_UNITS29_LAYOUT = 139;

const PRODUCTS: TCorpusDocument[] = [
  // A German nutrition table: energy in kJ and kcal on one line, sub-rows "davon …" under their nutrient.
  fresh(
    'units29-naehrwerte-de',
    'product label',
    'de',
    'txt',
    [
      str('produkt'),
      num('fuellmenge_g'),
      num('energie_kcal', 'je 100 g'),
      num('energie_kj', 'je 100 g'),
      num('fett_g', 'je 100 g'),
      num('zucker_g', 'je 100 g'),
      num('salz_g', 'je 100 g'),
      date('mindestens_haltbar_bis'),
    ],
    {
      produkt: 'Bio-Haferkekse mit Zartbitterschokolade',
      fuellmenge_g: 200,
      energie_kcal: 465,
      energie_kj: 1946,
      fett_g: 21,
      zucker_g: 24,
      salz_g: 0.38,
      mindestens_haltbar_bis: '2026-11-30',
    },
    [
      'Bio-Haferkekse mit Zartbitterschokolade',
      'Füllmenge: 200 g ℮',
      '',
      'Zutaten: Vollkornhaferflocken* (38 %), Weizenmehl*, Zartbitterschokolade* 22 % (Kakaomasse*, Rohrzucker*,',
      'Kakaobutter*), Butter*, Rohrzucker*, Backtriebmittel: Natriumcarbonate; Meersalz. *aus kontrolliert biologischem Anbau',
      '',
      'Nährwerte pro 100 g',
      'Brennwert          1946 kJ / 465 kcal',
      'Fett               21 g',
      '  davon gesättigte Fettsäuren   9,8 g',
      'Kohlenhydrate      58 g',
      '  davon Zucker     24 g',
      'Ballaststoffe      6,1 g',
      'Eiweiß             7,4 g',
      'Salz               0,38 g',
      '',
      'Mindestens haltbar bis: 30.11.2026',
      'Trocken lagern und vor Wärme schützen.',
      'Haferwerk Allgäu GmbH, Kemptener Straße 4, 87509 Immenstadt',
    ],
  ),
  // An English cereal box as a web shop's HTML: two columns (per 100 g, per 30 g serving), energy on two lines.
  fresh(
    'units29-nutrition-en',
    'product information',
    'en',
    'html',
    [
      str('product_name'),
      num('net_weight_kg'),
      num('serving_size_g'),
      num('energy_kcal', 'per 100 g'),
      num('fat_g', 'per 100 g'),
      num('fibre_g', 'per 100 g'),
      num('protein_g', 'per 100 g'),
      num('price'),
    ],
    {
      product_name: 'Oat & Honey Crunch Granola',
      net_weight_kg: 0.75,
      serving_size_g: 30,
      energy_kcal: 421,
      fat_g: 12.4,
      fibre_g: 7.9,
      protein_g: 9.6,
      price: 3.75,
    },
    {
      raw: `<html><body style="font-family:Helvetica">
<h1>Oat &amp; Honey Crunch Granola</h1>
<p class="price">£3.75 <span class="unit">(50p per 100g)</span></p>
<p>Pack size: 750g</p>
<p>Baked clusters of wholegrain oats with honey and roasted almonds. A serving is 30g with 125ml semi-skimmed milk.</p>
<h3>Nutrition</h3>
<table>
<tr><th>Typical values</th><th>Per 100g</th><th>Per 30g serving</th></tr>
<tr><td>Energy</td><td>1765kJ<br>421kcal</td><td>530kJ<br>126kcal</td></tr>
<tr><td>Fat</td><td>12.4g</td><td>3.7g</td></tr>
<tr><td>of which saturates</td><td>1.9g</td><td>0.6g</td></tr>
<tr><td>Carbohydrate</td><td>61.2g</td><td>18.4g</td></tr>
<tr><td>of which sugars</td><td>18.0g</td><td>5.4g</td></tr>
<tr><td>Fibre</td><td>7.9g</td><td>2.4g</td></tr>
<tr><td>Protein</td><td>9.6g</td><td>2.9g</td></tr>
<tr><td>Salt</td><td>0.10g</td><td>0.03g</td></tr>
</table>
<p>Store in a cool, dry place. Once opened, use within 4 weeks.</p>
</body></html>
`,
    },
  ),
  // A wine shop's product page: a volume in litres for a `…_ml` field, "% vol", grams per litre, a price per litre.
  fresh(
    'units29-wein-de',
    'product information',
    'de',
    'html',
    [
      str('bezeichnung'),
      num('inhalt_ml'),
      num('alkohol_prozent'),
      num('restzucker_g_l'),
      num('trinktemperatur_c'),
      num('preis'),
      num('grundpreis_pro_liter'),
    ],
    {
      bezeichnung: 'Grauburgunder Kaiserstuhl trocken 2024',
      inhalt_ml: 750,
      alkohol_prozent: 13,
      restzucker_g_l: 4.1,
      trinktemperatur_c: 10,
      preis: 9.9,
      grundpreis_pro_liter: 13.2,
    },
    {
      raw: `<html><body>
<h2>Grauburgunder Kaiserstuhl trocken 2024</h2>
<div class="preis"><strong>9,90 €</strong> <small>inkl. MwSt., zzgl. Versand · 13,20 €/l</small></div>
<ul class="fakten">
<li>Inhalt: 0,75 l</li>
<li>Alkoholgehalt: 13,0 % vol</li>
<li>Restzucker: 4,1 g/l</li>
<li>Säure: 5,8 g/l</li>
<li>Trinktemperatur: 10 °C</li>
<li>Allergene: enthält Sulfite</li>
</ul>
<p>Weingut Hohlweg, Bergstraße 21, 79235 Vogtsburg im Kaiserstuhl</p>
</body></html>
`,
    },
  ),
  // A fitness app's summary: a distance in miles for `distance_km`, a time "1:58:42", a height in feet.
  fresh(
    'units29-run-activity-en',
    'activity summary',
    'en',
    'html',
    [
      str('activity'),
      date('activity_date'),
      num('distance_km'),
      num('moving_time_minutes'),
      num('elevation_gain_m'),
      num('calories_kcal'),
      num('avg_heart_rate_bpm'),
    ],
    {
      activity: 'Riverside Half Marathon',
      activity_date: '2026-04-19',
      distance_km: 21.082,
      moving_time_minutes: 118.7,
      elevation_gain_m: 117.043,
      calories_kcal: 1412,
      avg_heart_rate_bpm: 156,
    },
    {
      raw: `<html><body>
<h2>Riverside Half Marathon</h2>
<p>Sunday, April 19, 2026 at 8:02 AM · Portland, Oregon</p>
<table>
<tr><td>Distance</td><td>13.1 mi</td></tr>
<tr><td>Moving Time</td><td>1:58:42</td></tr>
<tr><td>Avg Pace</td><td>9:04 /mi</td></tr>
<tr><td>Elevation Gain</td><td>384 ft</td></tr>
<tr><td>Calories</td><td>1,412</td></tr>
<tr><td>Avg Heart Rate</td><td>156 bpm</td></tr>
</table>
<p>Shoes: Trailhawk 3 (412.6 mi)</p>
</body></html>
`,
    },
  ),
  // A US clinic's visit summary: weight in pounds for `weight_kg`, a temperature in °F, percentages.
  fresh(
    'units29-patient-en',
    'visit summary',
    'en',
    'pdf',
    [
      str('patient'),
      date('visit_date'),
      num('weight_kg'),
      num('temperature_f'),
      num('pulse_bpm'),
      num('spo2_percent'),
      str('diagnosis'),
    ],
    {
      patient: 'Marcus Delgado',
      visit_date: '2026-03-17',
      weight_kg: 78.018,
      temperature_f: 100.9,
      pulse_bpm: 88,
      spo2_percent: 97,
      diagnosis: 'Acute bronchitis',
    },
    [
      'Cedar Valley Family Medicine · 2210 W Main St · Boise, ID 83702',
      '',
      'After Visit Summary',
      'Patient: Marcus Delgado\tDOB: 06/11/1984',
      'Visit date: 03/17/2026\tProvider: Dr. Alisha Grant, MD',
      '',
      'Vitals',
      'BP 128/82 mmHg\tPulse 88 bpm\tTemp 100.9 °F',
      'Weight 172 lb\tHeight 5 ft 9 in\tSpO2 97 %',
      '',
      'Diagnosis: Acute bronchitis',
      'Plan: rest, fluids, ibuprofen 400 mg every 6 hours as needed. Return if fever lasts more than 3 days.',
    ],
  ),
  // A US carrier's shipping notice as a mail: actual and billed weight in lb, one asked in kg, the other in lb.
  fresh(
    'units29-freight-en',
    'shipping notice',
    'en',
    'eml',
    [
      str('tracking_number'),
      num('pieces'),
      num('actual_weight_kg'),
      num('billed_weight_lb'),
      num('declared_value'),
      date('estimated_delivery'),
    ],
    {
      tracking_number: '1Z 84F 29A 03 4418 2270',
      pieces: 2,
      actual_weight_kg: 21.772,
      billed_weight_lb: 52,
      declared_value: 640,
      estimated_delivery: '2026-05-07',
    },
    {
      raw: crlf(`From: Summit Parcel <notifications@summitparcel.example>
To: orders@bluepinecoffee.example
Subject: Your shipment 1Z 84F 29A 03 4418 2270 is on its way
Date: Mon, 04 May 2026 16:20:11 -0600
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 7bit

Hello Blue Pine Coffee Roasters,

Your shipment has been picked up and is on its way.

Tracking number: 1Z 84F 29A 03 4418 2270
Service: Ground
Pieces: 2
Actual weight: 48 lb
Billed weight: 52 lb (dimensional)
Declared value: USD 640.00
Scheduled delivery: Thursday, May 7, 2026 by end of day

Ship to: Harlow Market, 88 Canal St, Providence, RI 02903

Thank you for shipping with Summit Parcel.
`),
    },
  ),
];

export const DEV_UNITS29: TCorpusDocument[] = [
  ...PRODUCTS,
  ...DEV_UNITS29_MORE,
  ...DEV_UNITS29_TRIPS,
  ...DEV_UNITS29_WORK,
].map((document) => ({ ...document, layout: DEV_UNITS29_LAYOUT }));
