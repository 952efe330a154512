// The second half of development set "html15" (layout 66; see dev-html15.ts): written before any change to the
// HTML reader.
import { date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_HTML15_MORE: TCorpusDocument[] = [
  // A mobile contract's monthly bill as an e-mail template: hidden preheader, nested tables, amounts with <small>.
  fresh(
    'html15-mobilfunk-rechnung-de',
    'invoice',
    'de',
    'html',
    [
      str('kundennummer'),
      str('rechnungsnummer'),
      str('rufnummer'),
      str('tarif'),
      str('rechnungsmonat'),
      num('rechnungsbetrag'),
      date('abbuchung_am'),
      str('iban_endet_auf'),
    ],
    {
      kundennummer: '7001 2294 81',
      rechnungsnummer: '412 883 0071',
      rufnummer: '0176 4419 2870',
      tarif: 'Allnet Flat M 25 GB',
      rechnungsmonat: 'Februar 2026',
      rechnungsbetrag: 24.99,
      abbuchung_am: '2026-03-09',
      iban_endet_auf: '4471',
    },
    {
      raw: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" /><title>Ihre Rechnung</title></head>
<body style="margin:0;padding:0">
<div style="display:none;font-size:1px;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">Ihre Rechnung für Februar 2026 ist da: 24,99 €&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</div>
<center>
<table border="0" cellpadding="0" cellspacing="0" width="100%" style="background:#eeeeee"><tr><td align="center" valign="top">
<!--[if mso]><table width="600"><tr><td><![endif]-->
<table border="0" cellpadding="0" cellspacing="0" width="600" style="background:#ffffff">
  <tr><td style="background:#e20074;padding:16px"><img src="https://img.funknetz.de/mail/logo-white.png" alt="FunkNetz" width="120" /></td></tr>
  <tr><td style="padding:30px 30px 10px 30px;font-family:Arial">
    <p style="font-size:22px;margin:0">Hallo Frau Krämer,</p>
    <p>Ihre Rechnung für <b>Februar&nbsp;2026</b> ist da.</p>
  </td></tr>
  <tr><td style="padding:0 30px">
    <table border="0" cellpadding="0" cellspacing="0" width="100%" style="border:1px solid #dddddd">
      <tr><td style="padding:20px" align="center">
        <p style="margin:0;color:#666666;font-size:13px">Rechnungsbetrag</p>
        <p style="margin:0;font-size:36px;font-weight:bold">24,99&nbsp;<small style="font-size:18px">€</small></p>
        <p style="margin:0;color:#666666;font-size:13px">wird am 09.03.2026 von Ihrem Konto mit der IBAN DE** **** **** **** **44 71 abgebucht.</p>
      </td></tr>
    </table>
  </td></tr>
  <tr><td style="padding:20px 30px">
    <table border="0" cellpadding="0" cellspacing="0" width="100%">
      <tr>
        <td width="50%" valign="top" style="padding:6px 0;font-size:13px;color:#666666">Kundennummer</td>
        <td width="50%" valign="top" style="padding:6px 0;font-size:13px">7001&nbsp;2294&nbsp;81</td>
      </tr>
      <tr>
        <td style="padding:6px 0;font-size:13px;color:#666666">Rechnungsnummer</td>
        <td style="padding:6px 0;font-size:13px">412&nbsp;883&nbsp;0071</td>
      </tr>
      <tr>
        <td style="padding:6px 0;font-size:13px;color:#666666">Rufnummer</td>
        <td style="padding:6px 0;font-size:13px">0176&nbsp;4419&nbsp;2870</td>
      </tr>
      <tr>
        <td style="padding:6px 0;font-size:13px;color:#666666">Tarif</td>
        <td style="padding:6px 0;font-size:13px">Allnet Flat M 25&nbsp;GB</td>
      </tr>
    </table>
  </td></tr>
  <tr><td align="center" style="padding:10px 30px 30px">
    <table border="0" cellpadding="0" cellspacing="0"><tr><td style="background:#e20074;border-radius:4px;padding:12px 28px"><a href="https://mein.funknetz.de/rechnung?m=2026-02" style="color:#ffffff;text-decoration:none;font-weight:bold">Rechnung ansehen</a></td></tr></table>
  </td></tr>
  <tr><td style="padding:20px 30px;background:#f5f5f5;font-size:11px;color:#999999">
    FunkNetz Deutschland GmbH, Landgrabenweg 151, 53227 Bonn<br />
    Aufsichtsrat: Dr. Ulrike Sander (Vorsitzende) &middot; Geschäftsführung: Jens Baumann, Petra Wolff<br />
    Handelsregister: Amtsgericht Bonn HRB 5919 &middot; USt-IdNr. DE 814 645 262
  </td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table>
</center>
</body></html>`,
    },
  ),
  // An event ticket page: flex rows, the venue as a <br> address block, ticket rows as divs.
  fresh(
    'html15-event-ticket-en',
    'ticket',
    'en',
    'html',
    [
      str('order_id'),
      str('event_name'),
      date('event_date'),
      str('doors_open'),
      obj('venue', [str('name'), str('address'), str('city')]),
      str('attendee'),
      list('tickets', [str('type'), num('quantity'), num('price')]),
      num('booking_fee'),
      num('order_total'),
    ],
    {
      order_id: '#1183920447',
      event_name: 'Field Recordings: An Evening with Nils Frahm',
      event_date: '2026-06-14',
      doors_open: '19:00',
      venue: { name: 'The Barbican Hall', address: 'Silk Street', city: 'London EC2Y 8DS' },
      attendee: 'Chloe Hart',
      tickets: [
        { type: 'Stalls – Row K', quantity: 2, price: 90 },
        { type: 'Programme', quantity: 1, price: 6 },
      ],
      booking_fee: 4.5,
      order_total: 100.5,
    },
    {
      raw: `<!doctype html><html><head><meta charset="utf-8"><title>Your tickets</title>
<style>.flex{display:flex;justify-content:space-between}.muted{color:#777}</style></head><body>
<div class="wrap">
<p class="muted">Order #1183920447 &middot; placed 2 March 2026</p>
<h1>Field Recordings: An Evening with Nils Frahm</h1>
<div class="event-meta">
  <div class="flex"><div class="muted">Date</div><div>Sunday 14 June 2026</div></div>
  <div class="flex"><div class="muted">Doors</div><div>19:00</div></div>
  <div class="flex"><div class="muted">Start</div><div>20:00</div></div>
</div>
<h4>Location</h4>
<address>The Barbican Hall<br>Silk Street<br>London EC2Y 8DS</address>
<h4>Ticket holder</h4>
<p>Chloe Hart</p>
<h2>Order summary</h2>
<div class="lines">
  <div class="flex line"><span>2 &times; Stalls &ndash; Row K</span><span>&pound;90.00</span></div>
  <div class="flex line"><span>1 &times; Programme</span><span>&pound;6.00</span></div>
  <div class="flex line muted"><span>Booking fee</span><span>&pound;4.50</span></div>
  <div class="flex line total"><strong>Total</strong><strong>&pound;100.50</strong></div>
</div>
<p><a href="https://tix.example-events.co.uk/o/1183920447/pdf" class="button">Download PDF tickets</a></p>
<p class="muted small">Tickets are non-refundable except where the event is cancelled. Example Events Ltd, 20 Old Street, London EC1V 9AB.</p>
</div></body></html>`,
    },
  ),
  // A parcel shipping notice: a definition list, a <br> delivery address, a tracking button.
  fresh(
    'html15-versand-de',
    'shipping',
    'de',
    'html',
    [
      str('sendungsnummer'),
      str('versanddienstleister'),
      str('bestellnummer'),
      date('voraussichtliche_zustellung'),
      obj('lieferadresse', [str('name'), str('strasse'), str('plz'), str('ort')]),
      num('anzahl_pakete'),
    ],
    {
      sendungsnummer: '00340434161094042557',
      versanddienstleister: 'DHL',
      bestellnummer: '028-4471190-3312',
      voraussichtliche_zustellung: '2026-03-12',
      lieferadresse: { name: 'Jana Wolff', strasse: 'Gartenstraße 17a', plz: '04107', ort: 'Leipzig' },
      anzahl_pakete: 1,
    },
    {
      raw: `<html><head><meta charset="utf-8"></head><body>
<div style="display:none">Gute Nachrichten: Ihre Bestellung ist unterwegs.</div>
<div class="content">
  <h1>Ihr Paket ist unterwegs!</h1>
  <p>Hallo Jana,<br>deine Bestellung <a href="https://shop.example.de/bestellung/028-4471190-3312">028-4471190-3312</a> wurde heute an den Versanddienstleister übergeben.</p>
  <dl>
    <dt>Versanddienstleister</dt>
    <dd>DHL</dd>
    <dt>Sendungsnummer</dt>
    <dd>00340434161094042557</dd>
    <dt>Voraussichtliche Zustellung</dt>
    <dd>Donnerstag, 12.03.2026</dd>
    <dt>Anzahl Pakete</dt>
    <dd>1</dd>
  </dl>
  <p><a href="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557" style="background:#fc0;padding:10px 20px;color:#000">Sendung verfolgen</a></p>
  <h3>Lieferadresse</h3>
  <p>Jana Wolff<br>Gartenstraße 17a<br>04107 Leipzig</p>
  <hr>
  <p style="font-size:11px;color:#888">Fragen zu deiner Bestellung? Antworte einfach auf diese E-Mail.<br>Kaffeerösterei Lindner GmbH &amp; Co. KG, Spinnereistraße 7, 04179 Leipzig · HRA 18822 · USt-IdNr. DE301228877</p>
</div></body></html>`,
    },
  ),
  // A food delivery receipt: item rows as flex spans with quantity, name and price; tip and fees.
  fresh(
    'html15-food-delivery-en',
    'receipt',
    'en',
    'html',
    [
      str('order_number'),
      str('restaurant'),
      date('order_date'),
      list('items', [num('quantity'), str('name'), num('price')]),
      num('subtotal'),
      num('delivery_fee'),
      num('service_fee'),
      num('tip'),
      num('total'),
      str('paid_with'),
    ],
    {
      order_number: 'DD-55201-8812',
      restaurant: 'Little Saigon Kitchen',
      order_date: '2026-02-21',
      items: [
        { quantity: 2, name: 'Pho Bo (large)', price: 29.9 },
        { quantity: 1, name: 'Fresh Spring Rolls', price: 8.5 },
        { quantity: 1, name: 'Thai Iced Tea', price: 4.75 },
      ],
      subtotal: 43.15,
      delivery_fee: 2.99,
      service_fee: 4.32,
      tip: 7,
      total: 57.46,
      paid_with: 'Mastercard ending in 0057',
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Receipt</title></head>
<body>
<div class="receipt" style="max-width:480px;margin:auto">
  <div style="text-align:center"><h2 style="margin-bottom:4px">Thanks for ordering, Sam</h2>
  <div style="color:#767676">Here&#x27;s your receipt from Little Saigon Kitchen.</div></div>
  <div style="display:flex;justify-content:space-between;margin-top:16px"><div>Order</div><div>DD-55201-8812</div></div>
  <div style="display:flex;justify-content:space-between"><div>Placed</div><div>Sat, Feb 21, 2026 at 7:42 PM</div></div>
  <hr>
  <div class="item" style="display:flex"><span class="qty" style="width:30px">2x</span><span class="name" style="flex:1">Pho Bo (large)</span><span class="price">$29.90</span></div>
  <div class="item" style="display:flex"><span class="qty" style="width:30px">1x</span><span class="name" style="flex:1">Fresh Spring Rolls<br><small style="color:#767676">Peanut sauce</small></span><span class="price">$8.50</span></div>
  <div class="item" style="display:flex"><span class="qty" style="width:30px">1x</span><span class="name" style="flex:1">Thai Iced Tea</span><span class="price">$4.75</span></div>
  <hr>
  <div style="display:flex;justify-content:space-between"><span>Subtotal</span><span>$43.15</span></div>
  <div style="display:flex;justify-content:space-between"><span>Delivery Fee</span><span>$2.99</span></div>
  <div style="display:flex;justify-content:space-between"><span>Service Fee <a href="/help/fees" title="Fees help">&#9432;</a></span><span>$4.32</span></div>
  <div style="display:flex;justify-content:space-between"><span>Dasher Tip</span><span>$7.00</span></div>
  <div style="display:flex;justify-content:space-between;font-weight:bold;font-size:18px"><span>Total Charged</span><span>$57.46</span></div>
  <div style="color:#767676;margin-top:8px">Mastercard ending in 0057</div>
  <p style="text-align:center"><a href="https://app.example-delivery.com/orders/DD-55201-8812/help" style="border:1px solid #ccc;padding:8px 16px">Get help with order</a></p>
  <p style="font-size:11px;color:#999;text-align:center">Example Delivery Inc., 303 2nd Street, South Tower, Suite 800, San Francisco, CA 94107</p>
</div>
</body></html>`,
    },
  ),
  // A parking permit from a municipal portal: definition list with nested markup, a fee with <sup> cents.
  fresh(
    'html15-parkausweis-de',
    'permit',
    'de',
    'html',
    [
      str('aktenzeichen'),
      str('art'),
      str('kennzeichen'),
      str('zone'),
      date('gueltig_ab'),
      date('gueltig_bis'),
      num('gebuehr'),
      str('antragsteller'),
      str('behoerde'),
    ],
    {
      aktenzeichen: 'BPA-2026-019384',
      art: 'Bewohnerparkausweis',
      kennzeichen: 'M-KL 4821',
      zone: 'Zone 14 (Haidhausen)',
      gueltig_ab: '2026-04-01',
      gueltig_bis: '2027-03-31',
      gebuehr: 30,
      antragsteller: 'Dr. Felix Kaminski',
      behoerde: 'Landeshauptstadt München, Mobilitätsreferat',
    },
    {
      raw: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Antrag genehmigt – Bewohnerparken</title></head>
<body>
<header><p class="brand">Landeshauptstadt München<br><span class="dept">Mobilitätsreferat</span></p></header>
<main>
<h1>Bewohnerparkausweis – Bescheid</h1>
<p>Ihr Antrag wurde genehmigt. Den Ausweis können Sie unten ausdrucken und gut sichtbar hinter die Windschutzscheibe legen.</p>
<section class="card">
  <dl class="row">
    <dt class="col-sm-4">Aktenzeichen</dt><dd class="col-sm-8">BPA-2026-019384</dd>
    <dt class="col-sm-4">Antragsteller/in</dt><dd class="col-sm-8">Dr. Felix Kaminski</dd>
    <dt class="col-sm-4">Amtliches Kennzeichen</dt><dd class="col-sm-8"><span class="plate">M-KL&nbsp;4821</span></dd>
    <dt class="col-sm-4">Parklizenzgebiet</dt><dd class="col-sm-8">Zone 14 (Haidhausen)</dd>
    <dt class="col-sm-4">Gültigkeit</dt><dd class="col-sm-8">01.04.2026 &ndash; 31.03.2027</dd>
    <dt class="col-sm-4">Gebühr</dt><dd class="col-sm-8">30<sup>,00</sup>&nbsp;€ <small>(bereits bezahlt)</small></dd>
  </dl>
</section>
<p><button type="button" onclick="print()">Ausweis drucken</button></p>
<p class="hint" hidden>Gebühr: 0,00 € (Ermäßigung)</p>
</main>
<footer>Landeshauptstadt München · Mobilitätsreferat · Implerstraße 9 · 81371 München · <a href="/kontakt">Kontakt</a></footer>
</body></html>`,
    },
  ),
  // A payslip in an HR portal: two grids of label/value divs side by side, earnings and deductions tables.
  fresh(
    'html15-payslip-portal-en',
    'payslip',
    'en',
    'html',
    [
      obj('employee', [str('name'), str('employee_id'), str('department')]),
      date('pay_date'),
      str('pay_period'),
      num('gross_pay'),
      num('income_tax'),
      num('national_insurance'),
      num('pension'),
      num('net_pay'),
    ],
    {
      employee: { name: 'Daniel Okafor', employee_id: 'E-10472', department: 'Customer Operations' },
      pay_date: '2026-01-30',
      pay_period: 'January 2026',
      gross_pay: 3250,
      income_tax: 398.6,
      national_insurance: 196.16,
      pension: 162.5,
      net_pay: 2492.74,
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Payslip – January 2026</title>
<style>.two-col{display:grid;grid-template-columns:1fr 1fr;gap:24px}.field{margin-bottom:8px}.field-label{font-size:11px;text-transform:uppercase;color:#888}</style></head>
<body>
<div id="app">
<div class="topbar"><span class="product">PeoplePortal</span><span class="user">Daniel Okafor &#9662;</span></div>
<h1>Payslip <small>January 2026</small></h1>
<div class="two-col">
  <div>
    <div class="field"><div class="field-label">Employee</div><div class="field-value">Daniel Okafor</div></div>
    <div class="field"><div class="field-label">Employee ID</div><div class="field-value">E-10472</div></div>
    <div class="field"><div class="field-label">Department</div><div class="field-value">Customer Operations</div></div>
  </div>
  <div>
    <div class="field"><div class="field-label">Pay date</div><div class="field-value">30/01/2026</div></div>
    <div class="field"><div class="field-label">Tax code</div><div class="field-value">1257L</div></div>
    <div class="field"><div class="field-label">NI number</div><div class="field-value">QQ 12 34 56 C</div></div>
  </div>
</div>
<div class="two-col">
  <table class="earnings"><caption>Payments</caption>
    <tr><td>Basic salary</td><td align="right">3,250.00</td></tr>
    <tr><th align="left">Gross pay</th><th align="right">3,250.00</th></tr>
  </table>
  <table class="deductions"><caption>Deductions</caption>
    <tr><td>Income tax</td><td align="right">398.60</td></tr>
    <tr><td>National Insurance</td><td align="right">196.16</td></tr>
    <tr><td>Pension (5%)</td><td align="right">162.50</td></tr>
    <tr><th align="left">Total deductions</th><th align="right">757.26</th></tr>
  </table>
</div>
<div class="net"><span class="net-label">Net pay</span> <span class="net-value">&pound;2,492.74</span></div>
<p class="footnote">Paid by BACS to account ending 8821. Brightline Services Ltd, PAYE ref 120/BB44120.</p>
</div>
</body></html>`,
    },
  ),
  // An insurance premium notice from a customer portal: a table of label/value cells and a <br> address.
  fresh(
    'html15-versicherung-beitrag-de',
    'invoice',
    'de',
    'html',
    [
      str('versicherungsnummer'),
      str('produkt'),
      str('versicherungsnehmer'),
      obj('zeitraum', [date('von'), date('bis')]),
      num('jahresbeitrag'),
      str('zahlweise'),
      date('faellig_am'),
    ],
    {
      versicherungsnummer: 'HV-77.310.554-2',
      produkt: 'Hausratversicherung Komfort',
      versicherungsnehmer: 'Sophie Brandl',
      zeitraum: { von: '2026-04-01', bis: '2027-03-31' },
      jahresbeitrag: 142.8,
      zahlweise: 'jährlich per Lastschrift',
      faellig_am: '2026-04-01',
    },
    {
      raw: `<html><head><meta charset="utf-8"><title>Beitragsrechnung</title></head><body>
<table width="100%"><tr>
<td valign="top" width="60%">Sophie Brandl<br>Rosenheimer Str. 118<br>81669 München</td>
<td valign="top" align="right"><b>Alpenland Versicherung AG</b><br>Kundenservice<br>Tel. 089 2100 400<br>service@alpenland-vers.de</td>
</tr></table>
<h2>Beitragsrechnung&nbsp;2026/2027</h2>
<table cellpadding="3">
<tr><td>Versicherungsnummer:</td><td>HV-77.310.554-2</td></tr>
<tr><td>Produkt:</td><td>Hausratversicherung Komfort</td></tr>
<tr><td>Versicherungsnehmer/in:</td><td>Sophie Brandl</td></tr>
<tr><td>Versicherungszeitraum:</td><td>01.04.2026 bis 31.03.2027</td></tr>
<tr><td>Zahlweise:</td><td>jährlich per Lastschrift</td></tr>
</table>
<p>Sehr geehrte Frau Brandl,</p>
<p>für Ihre Hausratversicherung berechnen wir für den oben genannten Zeitraum folgenden Beitrag:</p>
<table cellpadding="3" border="1" style="border-collapse:collapse">
<tr><th align="left">Baustein</th><th align="right">Beitrag</th></tr>
<tr><td>Grunddeckung (Versicherungssumme 65.000&nbsp;€)</td><td align="right">104,90&nbsp;€</td></tr>
<tr><td>Fahrraddiebstahl bis 2.000&nbsp;€</td><td align="right">14,10&nbsp;€</td></tr>
<tr><td>Versicherungsteuer 19&nbsp;%</td><td align="right">23,80&nbsp;€</td></tr>
<tr><td><b>Jahresbeitrag</b></td><td align="right"><b>142,80&nbsp;€</b></td></tr>
</table>
<p>Der Beitrag wird am <strong>01.04.2026</strong> von Ihrem Konto abgebucht.</p>
<p>Mit freundlichen Grüßen<br>Ihre Alpenland Versicherung</p>
<p style="font-size:9px;color:#777">Alpenland Versicherung AG · Sitz München · Registergericht München HRB 118 442 · Vorstand: Klaus Ried (Vors.), Dr. Anna Moser</p>
</body></html>`,
    },
  ),
  // A gym membership renewal page: labels in <strong> at the start of a paragraph, <br> between fields.
  fresh(
    'html15-gym-membership-en',
    'subscription',
    'en',
    'html',
    [
      str('member_number'),
      str('member_name'),
      str('plan'),
      str('home_club'),
      num('monthly_fee'),
      date('renewal_date'),
      date('minimum_term_ends'),
      str('payment_method'),
    ],
    {
      member_number: 'PF-0093317',
      member_name: 'Olivia Brennan',
      plan: 'Off-Peak Flex',
      home_club: 'Manchester Piccadilly',
      monthly_fee: 21.99,
      renewal_date: '2026-03-01',
      minimum_term_ends: '2026-08-31',
      payment_method: 'Direct Debit',
    },
    {
      raw: `<html><body>
<h2>Your membership</h2>
<p><strong>Member:</strong> Olivia Brennan<br>
<strong>Membership no.:</strong> PF-0093317<br>
<strong>Plan:</strong> Off-Peak Flex<br>
<strong>Home gym:</strong> Manchester Piccadilly</p>
<h3>Payments</h3>
<p><strong>Monthly fee:</strong>&nbsp;&pound;21.99<br>
<strong>Next payment:</strong>&nbsp;1&nbsp;March&nbsp;2026<br>
<strong>Paid by:</strong>&nbsp;Direct Debit</p>
<p><strong>Minimum term ends:</strong> 31 August 2026. After that you can cancel any time with one month&rsquo;s notice.</p>
<p><a href="/members/freeze" class="btn">Freeze membership</a> &nbsp; <a href="/members/upgrade" class="btn btn-outline">Upgrade plan</a></p>
<p style="font-size:small">PulseFit Gyms Ltd, registered in England &amp; Wales no. 08812244, 1 Piccadilly Place, Manchester M1 3BN.</p>
</body></html>`,
    },
  ),
];
