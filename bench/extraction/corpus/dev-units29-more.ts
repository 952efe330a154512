// Development set "units29", second part: utility bills (meter readings old and new, consumption in kWh and m³, a
// gas volume converted to kWh) and a heating oil delivery (litres at 15 °C). Written before the extractor was
// changed; see dev-units29.ts.
import { crlf } from './dev-eml15.ts';
import { qp } from './dev-eml16.ts';
import { date, fresh, num, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_UNITS29_MORE: TCorpusDocument[] = [
  // An annual electricity bill: a table of readings old/new, consumption, last year's consumption, a price in ct/kWh.
  fresh(
    'units29-stromrechnung-de',
    'utility bill',
    'de',
    'pdf',
    [
      str('kundennummer'),
      str('zaehlernummer'),
      num('zaehlerstand_alt'),
      num('zaehlerstand_neu'),
      num('verbrauch_kwh'),
      num('verbrauch_vorjahr_kwh'),
      num('arbeitspreis_ct_kwh'),
      num('grundpreis_monat'),
    ],
    {
      kundennummer: '700 118 452',
      zaehlernummer: '1ESY1160447122',
      zaehlerstand_alt: 41872,
      zaehlerstand_neu: 45109,
      verbrauch_kwh: 3237,
      verbrauch_vorjahr_kwh: 3412,
      arbeitspreis_ct_kwh: 31.84,
      grundpreis_monat: 12.5,
    },
    [
      'Stadtwerke Rheinfelden GmbH · Güterstraße 9 · 79618 Rheinfelden (Baden)',
      '',
      'Frau Sabine Kälble',
      'Schillerstraße 14',
      '79618 Rheinfelden',
      '',
      'Jahresabrechnung Strom 2025\tKundennummer: 700 118 452',
      '\tRechnungsdatum: 16.01.2026',
      '',
      'Abrechnungszeitraum: 01.01.2025 – 31.12.2025',
      'Zählernummer: 1ESY1160447122',
      '',
      'Zählerstände\tDatum\tStand in kWh\tArt der Ablesung',
      'Anfangsstand\t31.12.2024\t41.872\tabgelesen',
      'Endstand\t31.12.2025\t45.109\tKundenablesung',
      'Verbrauch\t\t3.237 kWh',
      '',
      'Ihr Verbrauch im Vorjahr: 3.412 kWh (−5,1 %)',
      '',
      'Arbeitspreis\t3.237 kWh × 31,84 ct/kWh\t1.030,66 €',
      'Grundpreis\t12 Monate × 12,50 €\t150,00 €',
      'Summe netto\t\t1.180,66 €',
    ],
  ),
  // A gas bill as text: readings in m³, the volume converted to kWh by Zustandszahl and Brennwert on one line.
  fresh(
    'units29-gasrechnung-de',
    'utility bill',
    'de',
    'txt',
    [
      str('zaehlernummer'),
      num('anfangsstand_m3'),
      num('endstand_m3'),
      num('verbrauch_m3'),
      num('verbrauch_kwh'),
      num('brennwert'),
      num('zustandszahl'),
      num('energiekosten'),
    ],
    {
      zaehlernummer: '7GMT0012345678',
      anfangsstand_m3: 14318.4,
      endstand_m3: 15562.1,
      verbrauch_m3: 1243.7,
      verbrauch_kwh: 13569,
      brennwert: 11.312,
      zustandszahl: 0.9645,
      energiekosten: 1354.19,
    },
    [
      'Energieversorgung Main-Tauber · Postfach 1140 · 97941 Tauberbischofsheim',
      '',
      'GASABRECHNUNG',
      'Abrechnungszeitraum: 01.10.2024 bis 30.09.2025',
      'Vertragskonto: 3300 9182 55',
      'Zähler-Nr.: 7GMT0012345678',
      '',
      'Ablesung',
      '  Anfangsstand am 30.09.2024:   14.318,4 m³',
      '  Endstand am 30.09.2025:       15.562,1 m³',
      '  Verbrauch:                     1.243,7 m³',
      '',
      'Umrechnung in Kilowattstunden',
      '  1.243,7 m³ × Zustandszahl 0,9645 × Brennwert 11,312 kWh/m³ = 13.569 kWh',
      '',
      'Energiekosten: 13.569 kWh × 9,98 ct/kWh = 1.354,19 €',
      'Grundpreis: 12 Monate × 14,90 € = 178,80 €',
    ],
  ),
  // A UK water bill as HTML: readings in a table, the cubic metres used, a sewerage share in percent.
  fresh(
    'units29-water-bill-en',
    'utility bill',
    'en',
    'html',
    [
      str('account_number'),
      num('previous_reading'),
      num('current_reading'),
      num('water_used_m3'),
      num('sewerage_percent'),
      num('standing_charge'),
      num('amount_due'),
    ],
    {
      account_number: '6120 4471 09',
      previous_reading: 1482,
      current_reading: 1547,
      water_used_m3: 65,
      sewerage_percent: 95,
      standing_charge: 38.4,
      amount_due: 290.24,
    },
    {
      raw: `<html><body>
<h2>Wessex Vale Water</h2>
<p>Your water and sewerage bill · Account number 6120 4471 09 · Bill date 18 March 2026</p>
<table border="1">
<tr><th>Meter</th><th>Previous reading (12 Sep 2025)</th><th>Current reading (11 Mar 2026)</th><th>Used</th></tr>
<tr><td>MX0417722</td><td>01482</td><td>01547</td><td>65 cubic metres</td></tr>
</table>
<table>
<tr><td>Water supply</td><td>65 m³ at £1.8765 per m³</td><td>£121.97</td></tr>
<tr><td>Sewerage (95% of water supplied returned to sewer)</td><td>61.75 m³ at £2.1032 per m³</td><td>£129.87</td></tr>
<tr><td>Standing charges</td><td>181 days</td><td>£38.40</td></tr>
<tr><td><b>Amount due</b></td><td></td><td><b>£290.24</b></td></tr>
</table>
<p>We will collect £290.24 by Direct Debit on or after 1 April 2026.</p>
</body></html>
`,
    },
  ),
  // A heating oil delivery as a quoted-printable mail: litres delivered and at 15 °C, a price per 100 litres.
  fresh(
    'units29-heizoel-de',
    'delivery confirmation',
    'de',
    'eml',
    [
      str('lieferscheinnummer'),
      date('lieferdatum'),
      num('liefermenge_liter'),
      num('menge_bei_15_grad_liter'),
      num('produkttemperatur_c'),
      num('preis_je_100_liter'),
      num('gesamtbetrag'),
    ],
    {
      lieferscheinnummer: 'LS-26-08813',
      lieferdatum: '2026-02-11',
      liefermenge_liter: 2500,
      menge_bei_15_grad_liter: 2478,
      produkttemperatur_c: 6,
      preis_je_100_liter: 98.4,
      gesamtbetrag: 2901.64,
    },
    {
      raw: crlf(`From: =?UTF-8?Q?Brennstoffhandel_K=C3=B6nig?= <dispo@koenig-brennstoffe.example>
To: familie.haas@t-online.example
Subject: Lieferschein LS-26-08813 Heizöl
Date: Wed, 11 Feb 2026 14:05:22 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

${qp(`Guten Tag Familie Haas,

anbei die Daten Ihrer heutigen Lieferung (Lieferschein LS-26-08813 vom 11.02.2026):

Produkt: Heizöl EL schwefelarm
Liefermenge laut Zählwerk: 2.500 Liter
Produkttemperatur: 6 °C
Menge bei 15 °C: 2.478 Liter (abgerechnete Menge)
Preis je 100 Liter: 98,40 € netto

Nettobetrag: 2.438,35 €
MwSt. 19 %: 463,29 €
Gesamtbetrag: 2.901,64 €

Der Betrag wird in 10 Tagen von Ihrem Konto abgebucht.

Mit freundlichen Grüßen
Brennstoffhandel König, Lindenweg 3, 74523 Schwäbisch Hall`)}
`),
    },
  ),
];
