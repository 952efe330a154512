// More documents of the development set "grid" (layout 32, see dev-grid11.ts).
import { date, fresh, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_GRID_MORE: TCorpusDocument[] = [
  fresh(
    'sepa-form-de',
    'bank_transfer_form',
    'de',
    'txt',
    [
      str('empfaenger'),
      str('iban'),
      str('bic'),
      num('betrag'),
      str('verwendungszweck'),
      str('kontoinhaber'),
      date('datum'),
    ],
    {
      empfaenger: 'Stadtwerke Freiburg GmbH',
      iban: 'DE12500105170648489890',
      bic: 'INGDDEFFXXX',
      betrag: 318.4,
      verwendungszweck: 'Kd-Nr. 77120 Rechnung 2026-0412',
      kontoinhaber: 'Jana Köhler',
      datum: '2026-04-20',
    },
    {
      raw: `SEPA-Überweisung / Zahlschein

Angaben zum Zahlungsempfänger: Name, Vorname/Firma
Stadtwerke Freiburg GmbH

IBAN                                          BIC
DE12 5001 0517 0648 4898 90                   INGDDEFFXXX

Betrag: Euro, Cent
318,40

Verwendungszweck
Kd-Nr. 77120 Rechnung 2026-0412

Angaben zum Kontoinhaber: Name, Vorname/Firma
Jana Köhler

Datum                       Unterschrift
20.04.2026                  J. Köhler
`,
    },
  ),
  fresh(
    'insurance-certificate-en',
    'insurance_certificate',
    'en',
    'scan',
    [
      str('insured'),
      str('policy_number'),
      date('period_from'),
      date('period_to'),
      num('limit_of_liability'),
      str('insurer'),
      str('broker'),
    ],
    {
      insured: 'Northwind Traders Ltd',
      policy_number: 'PL-2026-88412',
      period_from: '2026-04-01',
      period_to: '2027-03-31',
      limit_of_liability: 5000000,
      insurer: 'Albion Mutual Insurance plc',
    },
    [
      'CERTIFICATE OF INSURANCE',
      'Public and Products Liability',
      '',
      'Insured\tPolicy number\tInsurer',
      'Northwind Traders Ltd\tPL-2026-88412\tAlbion Mutual Insurance plc',
      '',
      'Period from\tPeriod to\tLimit of liability',
      '01/04/2026\t31/03/2027\tGBP 5,000,000',
      '',
      'This certificate is issued as a matter of information only.',
    ],
  ),
  fresh(
    'customs-de',
    'customs_declaration',
    'de',
    'pdf',
    [
      obj('versender', [str('name'), str('ort')]),
      obj('empfaenger', [str('name'), str('ort')]),
      str('ursprungsland'),
      str('bestimmungsland'),
      str('warennummer'),
      num('rohmasse_kg'),
      num('eigenmasse_kg'),
      str('mrn'),
      num('rechnungsbetrag'),
    ],
    {
      versender: { name: 'Shenzhen Brightway Electronics Co.', ort: 'Shenzhen' },
      empfaenger: { name: 'Nordlicht Handels GmbH', ort: 'Hamburg' },
      ursprungsland: 'China',
      bestimmungsland: 'Deutschland',
      warennummer: '8471 30 00',
      rohmasse_kg: 1280,
      eigenmasse_kg: 1105,
      mrn: '26DE485200012345E6',
    },
    [
      'Zollanmeldung – Überführung in den zollrechtlich freien Verkehr',
      'MRN\t26DE485200012345E6',
      '',
      'Versender\tEmpfänger',
      'Shenzhen Brightway Electronics Co.\tNordlicht Handels GmbH',
      'Shenzhen\tHamburg',
      '',
      'Ursprungsland\tBestimmungsland\tWarennummer',
      'China\tDeutschland\t8471 30 00',
      '',
      'Rohmasse (kg)\tEigenmasse (kg)\tPackstücke',
      '1.280\t1.105\t32',
    ],
  ),
  fresh(
    'bill-of-lading-en',
    'bill_of_lading',
    'en',
    'html',
    [
      obj('shipper', [str('name'), str('city')]),
      obj('consignee', [str('name'), str('city')]),
      str('bl_number'),
      str('vessel'),
      str('port_of_loading'),
      str('port_of_discharge'),
      num('gross_weight_kg'),
      str('notify_party'),
    ],
    {
      shipper: { name: 'Ceramica Atlantica S.A.', city: 'Porto' },
      consignee: { name: 'Hudson Tile Distributors Inc.', city: 'Newark' },
      bl_number: 'MSCU7741208',
      vessel: 'MSC ARIANE V.612W',
      port_of_loading: 'Leixões, Portugal',
      port_of_discharge: 'Newark, NJ',
      gross_weight_kg: 21400,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Bill of Lading</title></head>
<body>
<h1>BILL OF LADING</h1>
<p>B/L No. MSCU7741208</p>
<table>
<tr><th>Shipper</th><th>Consignee</th></tr>
<tr><td>Ceramica Atlantica S.A.</td><td>Hudson Tile Distributors Inc.</td></tr>
<tr><td>Rua do Freixo 210</td><td>1200 Doremus Avenue</td></tr>
<tr><td>Porto</td><td>Newark</td></tr>
</table>
<table>
<tr><th>Vessel / Voyage</th><th>Port of loading</th><th>Port of discharge</th></tr>
<tr><td>MSC ARIANE V.612W</td><td>Leixões, Portugal</td><td>Newark, NJ</td></tr>
</table>
<table>
<tr><th>Containers</th><th>Description of goods</th><th>Gross weight (kg)</th></tr>
<tr><td>2 x 20' DV</td><td>Glazed porcelain floor tiles</td><td>21,400</td></tr>
</table>
</body></html>
`,
    },
  ),
  fresh(
    'tariff-change-de',
    'tariff_change',
    'de',
    'txt',
    [
      str('kundennummer'),
      obj('alt', [str('tarif'), num('abschlag'), num('arbeitspreis')]),
      obj('neu', [str('tarif'), num('abschlag'), num('arbeitspreis')]),
      date('gueltig_ab'),
      obj('vorjahr', [num('verbrauch_kwh')]),
      obj('aktuell', [num('verbrauch_kwh')]),
    ],
    {
      kundennummer: '300477120',
      alt: { tarif: 'Strom Basis 12', abschlag: 85, arbeitspreis: 32.9 },
      neu: { tarif: 'Strom Komfort 24', abschlag: 97, arbeitspreis: 29.4 },
      gueltig_ab: '2026-05-01',
      vorjahr: { verbrauch_kwh: 3412 },
      aktuell: { verbrauch_kwh: 3188 },
    },
    {
      raw: `Energieversorgung Breisgau AG

Ihre Vertragsänderung
Kundennummer: 300477120

Gültig ab: 01.05.2026

                               alt                     neu
Tarif                          Strom Basis 12          Strom Komfort 24
Arbeitspreis (ct/kWh)          32,90                   29,40
Monatlicher Abschlag           85,00 EUR               97,00 EUR

Ihr Verbrauch                  Vorjahr                 aktuell
Strom (kWh)                    3.412                   3.188

Mit freundlichen Grüßen
Ihre Energieversorgung Breisgau
`,
    },
  ),
  fresh(
    'itinerary-en',
    'flight_itinerary',
    'en',
    'docx',
    [
      str('booking_reference'),
      str('passenger'),
      obj('outbound', [str('flight'), date('date'), str('departure_time')]),
      obj('return', [str('flight'), date('date'), str('departure_time')]),
      num('total_fare'),
      str('ticket_number'),
    ],
    {
      booking_reference: 'ZP4R7T',
      passenger: 'Mr Daniel Okafor',
      outbound: { flight: 'LH 401', date: '2026-07-02', departure_time: '16:10' },
      return: { flight: 'LH 400', date: '2026-07-16', departure_time: '21:55' },
      total_fare: 1184.4,
    },
    [
      'Lufthansa – Your itinerary',
      'Booking reference\tZP4R7T',
      'Passenger\tMr Daniel Okafor',
      '',
      '\tOutbound\tReturn',
      'Flight\tLH 401\tLH 400',
      'Date\t2 Jul 2026\t16 Jul 2026',
      'Departure\t16:10\t21:55',
      'Route\tFRA – JFK\tJFK – FRA',
      '',
      'Fare and taxes\tEUR 1,184.40',
    ],
  ),
  fresh(
    'stacked-keys-en',
    'invoice',
    'en',
    'png',
    [
      str('invoice_number'),
      date('invoice_date'),
      date('due_date'),
      str('account_number'),
      num('amount_due'),
      str('po_number'),
    ],
    {
      invoice_number: '90017734',
      invoice_date: '2026-02-26',
      due_date: '2026-03-28',
      account_number: 'AC-44120',
      amount_due: 1962.5,
    },
    [
      'GREENFIELD WASTE SERVICES',
      '',
      'Invoice Number\tInvoice Date\tAccount Number\tDue Date\tAmount Due',
      '90017734\tFeb 26, 2026\tAC-44120\tMar 28, 2026\t$1,962.50',
      '',
      'Service\tQty\tRate\tAmount',
      '8 yd front load, 3x weekly\t1\t1,650.00\t1,650.00',
      'Fuel surcharge\t1\t312.50\t312.50',
    ],
  ),
  fresh(
    'vertical-lists-de',
    'insurance_certificate',
    'de',
    'txt',
    [
      str('versicherungsnehmer'),
      str('versicherungsscheinnummer'),
      date('versicherungsbeginn'),
      str('deckungssumme'),
      str('versicherer'),
    ],
    {
      versicherungsnehmer: 'Bäckerei Hofmann OHG',
      versicherungsscheinnummer: 'BH-410-2277-9',
      versicherungsbeginn: '2026-01-01',
      deckungssumme: '3.000.000 EUR pauschal',
    },
    {
      raw: `Versicherungsbestätigung – Betriebshaftpflicht

Versicherungsnehmer:
Versicherungsscheinnummer:
Versicherungsbeginn:
Deckungssumme:

Bäckerei Hofmann OHG
BH-410-2277-9
01.01.2026
3.000.000 EUR pauschal

Diese Bestätigung gilt nur in Verbindung mit dem Versicherungsschein.
`,
    },
  ),
];
