// The second half of development set "html16" (layout 71; see dev-html16.ts): written before any change to the
// HTML reader.
import { date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

export const DEV_HTML16_MORE: TCorpusDocument[] = [
  // A wholesale supplier's order confirmation: each item cell holds the name with "<br><small>Qty 6</small>" below.
  fresh(
    'html16-wholesale-qty-small-en',
    'order',
    'en',
    'html',
    [
      str('po_number'),
      date('order_date'),
      obj('ship_to', [str('company'), str('street'), str('city'), str('state'), str('zip')]),
      list('items', [str('description'), num('quantity'), num('line_total')]),
      num('merchandise_total'),
      num('freight'),
      num('order_total'),
    ],
    {
      po_number: 'PO-44817',
      order_date: '2026-02-26',
      ship_to: { company: 'Harbor Lane Café', street: '19 Wharf St', city: 'Portsmouth', state: 'NH', zip: '03801' },
      items: [
        { description: 'Compostable Hot Cup 12 oz (case of 1000)', quantity: 6, line_total: 287.4 },
        { description: 'Sip Lid Black 12-20 oz (case of 1000)', quantity: 4, line_total: 131.6 },
        { description: 'Kraft Napkins 1-ply (case of 6000)', quantity: 2, line_total: 58 },
      ],
      merchandise_total: 477,
      freight: 42.5,
      order_total: 519.5,
    },
    {
      raw: `<html><head><meta charset="utf-8"><title>Order Confirmation PO-44817</title>
<style>td{font-family:Verdana,sans-serif;font-size:13px}.sub{color:#6b7280}</style></head>
<body>
<table width="640" align="center" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 0"><img src="https://bayside-supply.com/img/logo.png" alt="Bayside Restaurant Supply"></td></tr>
<tr><td><h2>Order Confirmation</h2>Thank you for your order! Your purchase order <b>PO-44817</b> was received on 02/26/2026 and will ship within 2 business days.</td></tr>
<tr><td style="padding-top:16px">
<table width="100%" cellpadding="8" cellspacing="0" border="1" bordercolor="#e5e7eb" style="border-collapse:collapse">
<tr bgcolor="#f3f4f6"><th align="left">Product</th><th align="right">Price</th></tr>
<tr><td>Compostable Hot Cup 12 oz (case of 1000)<br><small class="sub">Qty 6 &middot; Item #HC-12-K</small></td><td align="right" valign="top">$287.40</td></tr>
<tr><td>Sip Lid Black 12-20 oz (case of 1000)<br><small class="sub">Qty 4 &middot; Item #SL-1220-B</small></td><td align="right" valign="top">$131.60</td></tr>
<tr><td>Kraft Napkins 1-ply (case of 6000)<br><small class="sub">Qty 2 &middot; Item #NP-1K</small></td><td align="right" valign="top">$58.00</td></tr>
</table>
</td></tr>
<tr><td style="padding-top:8px">
<table width="100%" cellpadding="4" cellspacing="0">
<tr><td align="right">Merchandise:</td><td align="right" width="100">$477.00</td></tr>
<tr><td align="right">Freight (LTL, liftgate):</td><td align="right">$42.50</td></tr>
<tr><td align="right"><b>Order Total:</b></td><td align="right"><b>$519.50</b></td></tr>
</table></td></tr>
<tr><td style="padding-top:16px">
<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" valign="top"><b>Bill To</b><br>Harbor Lane Café LLC<br>Accounts Payable<br>PO Box 2207<br>Portsmouth, NH 03802</td>
<td width="50%" valign="top"><b>Ship To</b><br>Harbor Lane Café<br>19 Wharf St<br>Portsmouth, NH 03801</td>
</tr></table></td></tr>
<tr><td style="padding:24px 0;color:#9ca3af;font-size:11px">Bayside Restaurant Supply &middot; 410 Industrial Way, Dover, NH 03820 &middot; (603) 555-0144</td></tr>
</table>
</body></html>`,
    },
  ),
  // A ride-hailing receipt: trip fare parts above the subtotal, fees and tip under it, pickup/drop-off as a timeline.
  fresh(
    'html16-ride-receipt-en',
    'receipt',
    'en',
    'html',
    [
      date('trip_date'),
      str('driver'),
      str('pickup'),
      str('dropoff'),
      num('distance_miles'),
      num('trip_fare'),
      num('booking_fee'),
      num('tip'),
      num('total'),
      str('payment_method'),
    ],
    {
      trip_date: '2026-02-13',
      driver: 'Abdi',
      pickup: '1 Harborside Dr, Boston, MA',
      dropoff: '75 Arlington St, Boston, MA',
      distance_miles: 4.2,
      trip_fare: 18.64,
      booking_fee: 3.25,
      tip: 4,
      total: 26.78,
      payment_method: 'Mastercard ••••8830',
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Your Friday evening trip</title>
<style>
.preview{display:none!important}
.line{display:flex;justify-content:space-between;padding:4px 0}
.muted{color:#6b6b6b}
.timeline .stop{padding-left:22px;position:relative}
.total{font-size:28px;font-weight:700}
</style></head>
<body>
<div class="preview">Thanks for riding, Jordan. Here&rsquo;s your receipt for $26.78</div>
<div class="wrap" style="max-width:600px;margin:auto;font-family:Helvetica">
<img src="https://cdn.ride.example/logo-black.png" alt="Ride" width="60">
<p class="muted">Friday, February 13, 2026</p>
<h1>Thanks for riding, Jordan</h1>
<div class="line"><span class="total">Total</span><span class="total">$26.78</span></div>
<div class="line"><span>Trip fare</span><span>$18.64</span></div>
<hr>
<div class="line"><span>Subtotal</span><span>$18.64</span></div>
<div class="line"><span>Booking Fee <img src="https://cdn.ride.example/i.png" alt="" title="The booking fee supports safety features"></span><span>$3.25</span></div>
<div class="line"><span>Massachusetts Fee</span><span>$0.89</span></div>
<div class="line"><span>Tip</span><span>$4.00</span></div>
<hr>
<h3>Payments</h3>
<div class="line"><span><img src="https://cdn.ride.example/mc.png" alt="Mastercard" width="24"> &bull;&bull;&bull;&bull;8830</span><span>$26.78</span></div>
<p class="muted">02/13/26 7:12 PM</p>
<h3>You rode with Abdi</h3>
<p>4.91 &#9733; Rating &middot; Toyota Camry &middot; 8KTE21</p>
<div class="timeline">
<div class="stop"><span class="muted">6:48 PM</span><br>1 Harborside Dr, Boston, MA</div>
<div class="stop"><span class="muted">7:12 PM</span><br>75 Arlington St, Boston, MA</div>
</div>
<p class="muted">UberX &middot; 4.20 miles &middot; 24 min</p>
<p class="muted" style="font-size:11px">Fares are calculated based on time, distance and demand. <a href="#">Report lost item</a> &middot; <a href="#">Get help</a></p>
</div>
</body></html>`,
    },
  ),
  // A payroll portal's payslip: a table with colspan group headers (Bezüge / Abzüge), rows read as label+value.
  fresh(
    'html16-entgelt-portal-de',
    'payslip',
    'de',
    'html',
    [
      str('personalnummer'),
      str('mitarbeiter'),
      str('abrechnungsmonat'),
      str('steuerklasse'),
      num('gesamtbrutto'),
      num('lohnsteuer'),
      num('solidaritaetszuschlag'),
      num('krankenversicherung'),
      num('rentenversicherung'),
      num('nettoverdienst'),
      num('auszahlungsbetrag'),
    ],
    {
      personalnummer: '004417',
      mitarbeiter: 'Miriam Okafor',
      abrechnungsmonat: 'Februar 2026',
      steuerklasse: 'I',
      gesamtbrutto: 4350,
      lohnsteuer: 612.41,
      solidaritaetszuschlag: 0,
      krankenversicherung: 369.75,
      rentenversicherung: 404.55,
      nettoverdienst: 2828.44,
      auszahlungsbetrag: 2778.44,
    },
    {
      raw: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Entgeltabrechnung 02/2026</title>
<style>
table.abr{border-collapse:collapse;width:100%;font:13px Arial}
table.abr th,table.abr td{border:1px solid #bbb;padding:4px 6px}
table.abr th.grp{background:#1f4e79;color:#fff;text-align:left}
.n{text-align:right;white-space:nowrap}
.stammdaten span.k{display:inline-block;width:160px;color:#666}
</style></head>
<body>
<h1>Entgeltabrechnung für Februar 2026</h1>
<div class="stammdaten">
<div><span class="k">Personalnummer</span><span>004417</span></div>
<div><span class="k">Name</span><span>Miriam Okafor</span></div>
<div><span class="k">Steuerklasse / Kinderfreibetrag</span><span>I / 0,0</span></div>
<div><span class="k">Krankenkasse</span><span>TK &ndash; Techniker Krankenkasse</span></div>
<div><span class="k">Eintritt</span><span>01.09.2021</span></div>
</div>
<table class="abr">
<tr><th colspan="2" class="grp">Bezüge</th></tr>
<tr><td>Gehalt</td><td class="n">4.200,00</td></tr>
<tr><td>VWL Arbeitgeberanteil</td><td class="n">40,00</td></tr>
<tr><td>Jobticket (geldwerter Vorteil)</td><td class="n">110,00</td></tr>
<tr><td><b>Gesamtbrutto</b></td><td class="n"><b>4.350,00</b></td></tr>
<tr><th colspan="2" class="grp">Gesetzliche Abzüge</th></tr>
<tr><td>Lohnsteuer</td><td class="n">612,41</td></tr>
<tr><td>Solidaritätszuschlag</td><td class="n">0,00</td></tr>
<tr><td>Kirchensteuer</td><td class="n">0,00</td></tr>
<tr><td>Krankenversicherung</td><td class="n">369,75</td></tr>
<tr><td>Pflegeversicherung</td><td class="n">78,30</td></tr>
<tr><td>Rentenversicherung</td><td class="n">404,55</td></tr>
<tr><td>Arbeitslosenversicherung</td><td class="n">56,55</td></tr>
<tr><td><b>Nettoverdienst</b></td><td class="n"><b>2.828,44</b></td></tr>
<tr><th colspan="2" class="grp">Sonstige Abzüge</th></tr>
<tr><td>VWL Überweisung</td><td class="n">-40,00</td></tr>
<tr><td>Jobticket Eigenanteil</td><td class="n">-10,00</td></tr>
<tr><td><b>Auszahlungsbetrag</b></td><td class="n"><b>2.778,44</b></td></tr>
</table>
<p style="font-size:11px;color:#777">Überweisung auf IBAN DE89 3704 0044 0532 0130 00 am 27.02.2026. Erstellt mit LohnPortal 8.4.</p>
</body></html>`,
    },
  ),
  // A freelancer's invoice from an online invoicing tool: CSS grid header blocks "From"/"Bill to", items in divs.
  fresh(
    'html16-freelance-invoice-grid-en',
    'invoice',
    'en',
    'html',
    [
      str('invoice_number'),
      date('issue_date'),
      date('due_date'),
      obj('client', [str('name'), str('company'), str('email')]),
      list('line_items', [str('description'), num('hours'), num('rate'), num('amount')]),
      num('subtotal'),
      num('discount'),
      num('amount_due'),
    ],
    {
      invoice_number: '0042',
      issue_date: '2026-03-01',
      due_date: '2026-03-31',
      client: { name: 'Hannah Cole', company: 'Northfield Dental Group', email: 'hannah.cole@northfielddental.com' },
      line_items: [
        { description: 'Website redesign – discovery workshop', hours: 6, rate: 95, amount: 570 },
        { description: 'Homepage & booking page build', hours: 22.5, rate: 95, amount: 2137.5 },
        { description: 'Accessibility audit fixes', hours: 4, rate: 95, amount: 380 },
      ],
      subtotal: 3087.5,
      discount: 150,
      amount_due: 2937.5,
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Invoice 0042 from Lena Park Studio</title>
<style>
.inv{max-width:760px;margin:32px auto;font:14px/1.5 "Helvetica Neue",Arial}
.top{display:grid;grid-template-columns:1fr 1fr 1fr;gap:24px}
.lbl{font-size:11px;letter-spacing:.08em;text-transform:uppercase;color:#8a8a8a}
.items .head,.items .item{display:grid;grid-template-columns:1fr 70px 80px 100px;gap:8px;padding:8px 0;border-bottom:1px solid #eee}
.items .head{font-weight:600}
.num{text-align:right}
.totals{margin-left:auto;width:280px}
.totals div{display:flex;justify-content:space-between}
.due{font-size:20px;font-weight:700}
</style></head>
<body><div class="inv">
<div class="brand"><h1>Lena Park Studio</h1><p>lena@lenapark.studio &middot; 412 Ashland Ave, Chicago IL 60607</p></div>
<div class="top">
  <div><div class="lbl">Billed to</div><div>Hannah Cole</div><div>Northfield Dental Group</div><div>hannah.cole@northfielddental.com</div></div>
  <div><div class="lbl">Invoice number</div><div>0042</div><div class="lbl">Date of issue</div><div>03/01/2026</div><div class="lbl">Due date</div><div>03/31/2026</div></div>
  <div><div class="lbl">Amount due (USD)</div><div class="due">$2,937.50</div></div>
</div>
<div class="items">
  <div class="head"><div>Description</div><div class="num">Hours</div><div class="num">Rate</div><div class="num">Line total</div></div>
  <div class="item"><div>Website redesign &ndash; discovery workshop</div><div class="num">6</div><div class="num">$95.00</div><div class="num">$570.00</div></div>
  <div class="item"><div>Homepage &amp; booking page build</div><div class="num">22.5</div><div class="num">$95.00</div><div class="num">$2,137.50</div></div>
  <div class="item"><div>Accessibility audit fixes<div class="lbl" style="text-transform:none">WCAG 2.2 AA, contrast &amp; focus states</div></div><div class="num">4</div><div class="num">$95.00</div><div class="num">$380.00</div></div>
</div>
<div class="totals">
  <div><span>Subtotal</span><span>$3,087.50</span></div>
  <div><span>Discount (returning client)</span><span>-$150.00</span></div>
  <div><span>Tax</span><span>$0.00</span></div>
  <div><span>Total</span><span>$2,937.50</span></div>
  <div class="due"><span>Amount due (USD)</span><span>$2,937.50</span></div>
</div>
<p class="lbl" style="text-transform:none">Notes: Payment by ACH to account ending 6672. Thank you!</p>
</div></body></html>`,
    },
  ),
  // A seminar registration confirmation: headings as labels whose wording differs from the schema's field names.
  fresh(
    'html16-seminar-anmeldung-de',
    'confirmation',
    'de',
    'html',
    [
      str('buchungsnummer'),
      str('seminar'),
      date('datum'),
      str('uhrzeit'),
      str('veranstaltungsort'),
      str('teilnehmer_name'),
      str('arbeitgeber'),
      num('teilnahmegebuehr'),
    ],
    {
      buchungsnummer: 'SEM-26-0871',
      seminar: 'Arbeitsrecht aktuell 2026 – Update für Personaler',
      datum: '2026-04-23',
      uhrzeit: '09:00 – 16:30 Uhr',
      veranstaltungsort: 'IHK Akademie, Raum 2.14, Nürnberger Str. 2, 90762 Fürth',
      teilnehmer_name: 'Christina Haas',
      arbeitgeber: 'Weber Logistik GmbH & Co. KG',
      teilnahmegebuehr: 590,
    },
    {
      raw: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Anmeldebestätigung SEM-26-0871</title>
<style>h3{margin:18px 0 2px;font-size:13px;color:#6b7280;text-transform:uppercase}p{margin:0}</style></head>
<body style="font-family:Segoe UI,Arial;max-width:640px">
<img src="https://akademie.example.de/logo.png" alt="IHK Akademie Mittelfranken">
<h1>Ihre Anmeldung ist bestätigt</h1>
<p>Guten Tag Frau Haas,<br>vielen Dank für Ihre Anmeldung. Wir freuen uns auf Ihre Teilnahme.</p>
<h3>Buchungsnummer</h3>
<p>SEM-26-0871</p>
<h3>Veranstaltung</h3>
<p><strong>Arbeitsrecht aktuell 2026 &ndash; Update für Personaler</strong></p>
<h3>Wann</h3>
<p>Donnerstag, 23. April 2026<br>09:00 &ndash; 16:30 Uhr</p>
<h3>Wo</h3>
<p>IHK Akademie, Raum 2.14, Nürnberger Str. 2, 90762 Fürth</p>
<h3>Angemeldet ist</h3>
<p>Christina Haas<br>Weber Logistik GmbH &amp; Co. KG</p>
<h3>Entgelt</h3>
<p>590,00&nbsp;&euro; (umsatzsteuerfrei nach &sect;&nbsp;4 Nr.&nbsp;22 UStG), inkl. Seminarunterlagen und Mittagessen</p>
<p style="margin-top:18px">Die Rechnung erhalten Sie nach der Veranstaltung. Eine kostenfreie Stornierung ist bis 14 Tage vor Beginn möglich.</p>
<p><a href="https://akademie.example.de/ics/SEM-26-0871" title="Termin in Kalender übernehmen (23.04.2026)">In den Kalender eintragen</a></p>
</body></html>`,
    },
  ),
  // An online bank's transfer confirmation saved as HTML: a <dl>, title attributes, a masked IBAN in a span.
  fresh(
    'html16-ueberweisung-bank-de',
    'payment_confirmation',
    'de',
    'html',
    [
      str('auftragsnummer'),
      date('ausfuehrungsdatum'),
      obj('empfaenger', [str('name'), str('iban'), str('bic')]),
      num('betrag'),
      str('verwendungszweck'),
      str('auftraggeber_konto'),
    ],
    {
      auftragsnummer: '2026030912004471',
      ausfuehrungsdatum: '2026-03-10',
      empfaenger: { name: 'Stadtwerke Kiel AG', iban: 'DE21 2105 0170 0000 1440 77', bic: 'NOLADE21KIE' },
      betrag: 214.38,
      verwendungszweck: 'Vertragskonto 600118273 Abschlag 03/2026',
      auftraggeber_konto: 'DE81 2004 1155 0812 3344 00',
    },
    {
      raw: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Auftragsbestätigung – Überweisung</title>
<style>
dl.details{display:grid;grid-template-columns:220px 1fr;gap:6px 16px}
dt{color:#555}dd{margin:0}
.nowrap{white-space:nowrap}
.print-only{display:none}
</style></head>
<body>
<header><img src="/static/bank-logo.svg" alt="Förde Direktbank"><span class="print-only">Gedruckt am 09.03.2026 12:04</span></header>
<h1>Ihr Auftrag wurde erfolgreich übermittelt</h1>
<p role="status">Überweisung <span title="Auftragsnummer">2026030912004471</span> &ndash; Status: <b>in Bearbeitung</b></p>
<dl class="details">
  <dt>Auftraggeberkonto</dt><dd><span class="nowrap">Girokonto Plus</span><br><span class="nowrap">DE81 2004 1155 0812 3344 00</span></dd>
  <dt>Empfänger</dt><dd>Stadtwerke Kiel AG</dd>
  <dt>IBAN</dt><dd><span class="nowrap">DE21 2105 0170 0000 1440 77</span></dd>
  <dt>BIC</dt><dd>NOLADE21KIE <small>(Förde Sparkasse)</small></dd>
  <dt>Betrag</dt><dd><b>214,38&nbsp;EUR</b></dd>
  <dt>Verwendungszweck</dt><dd>Vertragskonto 600118273 Abschlag 03/2026</dd>
  <dt>Ausführung</dt><dd>10.03.2026 <abbr title="Standardüberweisung, keine Echtzeitüberweisung">(Standard)</abbr></dd>
  <dt>Auftragsnummer</dt><dd>2026030912004471</dd>
</dl>
<p><small>Bitte beachten Sie: Überweisungen, die nach 15:00 Uhr eingehen, werden am nächsten Bankarbeitstag ausgeführt.</small></p>
<nav><a href="/banking/ueberweisung/neu">Neue Überweisung</a> | <a href="/banking/umsaetze">Zu den Umsätzen</a> | <a href="javascript:window.print()">Drucken</a></nav>
</body></html>`,
    },
  ),
  // A marketplace's order summary page: nested tables, "Qty: 1" and "Sold by" lines under each item, alt texts.
  fresh(
    'html16-marketplace-order-en',
    'order',
    'en',
    'html',
    [
      str('order_number'),
      date('order_placed'),
      obj('ship_to', [str('name'), str('address'), str('city'), str('postcode')]),
      list('items', [str('title'), num('qty'), str('sold_by'), num('price')]),
      num('items_subtotal'),
      num('postage'),
      num('vat'),
      num('grand_total'),
    ],
    {
      order_number: '204-7781920-5531846',
      order_placed: '2026-01-27',
      ship_to: { name: 'Oliver Grant', address: 'Flat 3, 18 Clarendon Road', city: 'Leeds', postcode: 'LS2 9NN' },
      items: [
        { title: 'Anker USB-C Charger 65W, 3-Port', qty: 1, sold_by: 'AnkerDirect UK', price: 35.99 },
        { title: 'Moleskine Classic Notebook, Large, Ruled, Black', qty: 2, sold_by: 'Amazon UK', price: 16.5 },
      ],
      items_subtotal: 68.99,
      postage: 0,
      vat: 11.5,
      grand_total: 68.99,
    },
    {
      raw: `<html><head><meta charset="utf-8"><title>Order Details</title></head>
<body>
<div id="a-page">
<h1>Order Details</h1>
<div class="order-date-invoice-item">Ordered on 27 January 2026 <i class="a-icon a-icon-text-separator" role="img" aria-label="|"></i> Order# <bdi dir="ltr">204-7781920-5531846</bdi></div>
<div class="a-box-group">
<div class="a-box"><div class="a-box-inner">
<div class="a-fixed-right-grid"><div class="a-fixed-right-grid-inner">
<div class="a-fixed-right-grid-col a-col-left" style="padding-right:0%;float:left;width:100%">
  <div class="a-row">
    <div class="a-column a-span5">
      <h5>Delivery address</h5>
      <div class="displayAddressDiv"><ul class="displayAddressUL">
        <li class="displayAddressFullName">Oliver Grant</li>
        <li class="displayAddressAddressLine1">Flat 3, 18 Clarendon Road</li>
        <li class="displayAddressCityStateOrRegionPostalCode">Leeds, West Yorkshire LS2 9NN</li>
        <li class="displayAddressCountryName">United Kingdom</li>
      </ul></div>
    </div>
    <div class="a-column a-span7 a-span-last">
      <h5>Payment method</h5>
      <img alt="Visa" src="https://m.media-amazon.com/images/G/02/payments-portal/visa.png" height="14"> <span>**** 0925</span>
    </div>
  </div>
</div>
<div class="a-fixed-right-grid-col a-col-right" style="width:260px;margin-right:-260px;float:left">
  <h5>Order Summary</h5>
  <div class="a-row"><div class="a-column a-span7">Item(s) Subtotal:</div><div class="a-column a-span5 a-text-right a-span-last">&pound;68.99</div></div>
  <div class="a-row"><div class="a-column a-span7">Postage &amp; Packing:</div><div class="a-column a-span5 a-text-right a-span-last">&pound;0.00</div></div>
  <div class="a-row"><div class="a-column a-span7">Total before VAT:</div><div class="a-column a-span5 a-text-right a-span-last">&pound;57.49</div></div>
  <div class="a-row"><div class="a-column a-span7">VAT:</div><div class="a-column a-span5 a-text-right a-span-last">&pound;11.50</div></div>
  <div class="a-row"><div class="a-column a-span7">Total:</div><div class="a-column a-span5 a-text-right a-span-last">&pound;68.99</div></div>
  <div class="a-row a-spacing-mini"><div class="a-column a-span7"><span class="a-text-bold">Grand Total:</span></div><div class="a-column a-span5 a-text-right a-span-last"><span class="a-text-bold">&pound;68.99</span></div></div>
</div>
</div></div>
</div></div>
<div class="a-box shipment"><div class="a-box-inner">
  <div class="a-row"><span class="a-size-medium a-text-bold">Delivered 29 Jan 2026</span></div>
  <div class="a-fixed-left-grid a-spacing-base"><div class="a-fixed-left-grid-inner">
    <div class="a-fixed-left-grid-col a-col-left" style="width:100px"><img alt="Anker USB-C Charger 65W, 3-Port" src="https://m.media-amazon.com/images/I/61aB.jpg" width="90"></div>
    <div class="a-fixed-left-grid-col a-col-right">
      <div class="a-row"><a class="a-link-normal" href="/dp/B0BXQ">Anker USB-C Charger 65W, 3-Port</a></div>
      <div class="a-row"><span class="a-size-small a-color-secondary">Sold by: AnkerDirect UK</span></div>
      <div class="a-row"><span class="a-size-small a-color-secondary">Qty: 1</span></div>
      <div class="a-row"><span class="a-size-small a-color-price">&pound;35.99</span></div>
      <div class="a-row"><a class="a-button" href="/buyagain">Buy it again</a></div>
    </div>
  </div></div>
  <div class="a-fixed-left-grid a-spacing-base"><div class="a-fixed-left-grid-inner">
    <div class="a-fixed-left-grid-col a-col-left" style="width:100px"><img alt="Moleskine Classic Notebook, Large, Ruled, Black" src="https://m.media-amazon.com/images/I/71xY.jpg" width="90"></div>
    <div class="a-fixed-left-grid-col a-col-right">
      <div class="a-row"><a class="a-link-normal" href="/dp/8883701">Moleskine Classic Notebook, Large, Ruled, Black</a></div>
      <div class="a-row"><span class="a-size-small a-color-secondary">Sold by: Amazon UK</span></div>
      <div class="a-row"><span class="a-size-small a-color-secondary">Qty: 2</span></div>
      <div class="a-row"><span class="a-size-small a-color-price">&pound;16.50</span></div>
      <div class="a-row"><a class="a-button" href="/buyagain">Buy it again</a></div>
    </div>
  </div></div>
</div></div>
</div>
</div>
</body></html>`,
    },
  ),
  // A private medical invoice (GOÄ) from practice software: table of dates, GOÄ numbers, factors and amounts.
  fresh(
    'html16-arztrechnung-goae-de',
    'medical_invoice',
    'de',
    'html',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      str('patient'),
      date('geburtsdatum_patient'),
      str('diagnose'),
      list('leistungen', [date('datum'), str('goae_nr'), str('leistung'), num('faktor'), num('betrag')]),
      num('rechnungsbetrag'),
      date('zahlbar_bis'),
    ],
    {
      rechnungsnummer: '2026/00318',
      rechnungsdatum: '2026-03-03',
      patient: 'Felix Rautenberg',
      geburtsdatum_patient: '1987-11-05',
      diagnose: 'Distorsion des oberen Sprunggelenks rechts (S93.40 R)',
      leistungen: [
        { datum: '2026-02-12', goae_nr: '1', leistung: 'Beratung, auch telefonisch', faktor: 2.3, betrag: 10.72 },
        {
          datum: '2026-02-12',
          goae_nr: '7',
          leistung: 'Vollständige körperliche Untersuchung eines Organsystems',
          faktor: 2.3,
          betrag: 21.45,
        },
        {
          datum: '2026-02-12',
          goae_nr: '410',
          leistung: 'Ultraschalluntersuchung eines Organs',
          faktor: 1.8,
          betrag: 21.45,
        },
        { datum: '2026-02-19', goae_nr: '5', leistung: 'Symptombezogene Untersuchung', faktor: 2.3, betrag: 10.72 },
      ],
      rechnungsbetrag: 64.34,
      zahlbar_bis: '2026-04-02',
    },
    {
      raw: `<html><head><meta charset="utf-8"><title>Privatliquidation 2026/00318</title>
<style>
body{font-family:Arial;font-size:10pt}
table.leist{border-collapse:collapse;width:100%}
table.leist th{border-bottom:1px solid #000;text-align:left;font-weight:normal;font-style:italic}
table.leist td{padding:2px 4px;vertical-align:top}
td.r,th.r{text-align:right}
</style></head>
<body>
<table width="100%"><tr><td>
<b>Dr. med. Annette Voss</b><br>Fachärztin für Orthopädie und Unfallchirurgie<br>Holstenstraße 88 &middot; 22767 Hamburg</td>
<td align="right" valign="top">Tel. 040 389 221-0<br>praxis@orthopaedie-voss.de</td></tr></table>
<br><br>
<table width="100%"><tr>
<td width="55%" valign="top">Herrn<br>Felix Rautenberg<br>Eppendorfer Weg 140<br>20253 Hamburg</td>
<td valign="top"><table>
<tr><td>Rechnungs-Nr.</td><td>2026/00318</td></tr>
<tr><td>Datum</td><td>03.03.2026</td></tr>
<tr><td>Patient</td><td>Felix Rautenberg, geb. 05.11.1987</td></tr>
</table></td></tr></table>
<h3>Privatliquidation nach GOÄ</h3>
<p>Diagnose: Distorsion des oberen Sprunggelenks rechts (S93.40 R)</p>
<table class="leist">
<tr><th>Datum</th><th>GOÄ-Nr.</th><th>Leistung</th><th class="r">Anz.</th><th class="r">Faktor</th><th class="r">Betrag &euro;</th></tr>
<tr><td>12.02.2026</td><td>1</td><td>Beratung, auch telefonisch</td><td class="r">1</td><td class="r">2,3</td><td class="r">10,72</td></tr>
<tr><td>&nbsp;</td><td>7</td><td>Vollständige körperliche Untersuchung eines Organsystems</td><td class="r">1</td><td class="r">2,3</td><td class="r">21,45</td></tr>
<tr><td>&nbsp;</td><td>410</td><td>Ultraschalluntersuchung eines Organs</td><td class="r">1</td><td class="r">1,8</td><td class="r">21,45</td></tr>
<tr><td>19.02.2026</td><td>5</td><td>Symptombezogene Untersuchung</td><td class="r">1</td><td class="r">2,3</td><td class="r">10,72</td></tr>
<tr><td colspan="5" class="r"><b>Rechnungsbetrag</b></td><td class="r"><b>64,34</b></td></tr>
</table>
<p>Bitte überweisen Sie den Rechnungsbetrag bis zum 02.04.2026 unter Angabe der Rechnungsnummer auf das Konto bei der Hamburger Sparkasse, IBAN DE63 2005 0550 1234 5678 90.</p>
</body></html>`,
    },
  ),
  // A streaming service's renewal receipt: desktop block and a display:none mobile duplicate with stale values.
  fresh(
    'html16-subscription-renewal-en',
    'receipt',
    'en',
    'html',
    [
      str('invoice_id'),
      str('plan'),
      date('billing_date'),
      str('billing_period'),
      num('amount'),
      num('tax'),
      num('total_charged'),
      date('next_billing_date'),
    ],
    {
      invoice_id: 'INV-8F2K-91QZ',
      plan: 'Family Plan (annual)',
      billing_date: '2026-03-06',
      billing_period: 'Mar 6, 2026 – Mar 5, 2027',
      amount: 169.99,
      tax: 14.87,
      total_charged: 184.86,
      next_billing_date: '2027-03-06',
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Receipt for your Tunewave subscription</title>
<style>
.mobile{display:none}
@media (max-width:600px){.desktop{display:none}.mobile{display:block!important}}
.kv td{padding:6px 0}
.kv td.k{color:#777;width:50%}
</style></head>
<body style="font-family:Arial">
<div style="display:none;opacity:0;color:transparent;height:0;width:0">We&#8217;ve renewed your Family Plan. Receipt INV-8F2K-91QZ inside.</div>
<table width="100%"><tr><td align="center">
<table width="580">
<tr><td><img src="https://static.tunewave.example/email/logo.png" alt="Tunewave" width="110"></td></tr>
<tr><td><h2>Thanks for staying with us</h2><p>Your subscription has been renewed. Here&#8217;s your receipt.</p></td></tr>
<tr class="desktop"><td>
<table class="kv" width="100%">
<tr><td class="k">Invoice ID</td><td>INV-8F2K-91QZ</td></tr>
<tr><td class="k">Plan</td><td>Family Plan (annual)</td></tr>
<tr><td class="k">Billing date</td><td>March 6, 2026</td></tr>
<tr><td class="k">Period</td><td>Mar 6, 2026 &ndash; Mar 5, 2027</td></tr>
<tr><td class="k">Amount</td><td>$169.99</td></tr>
<tr><td class="k">Sales tax (8.75%)</td><td>$14.87</td></tr>
<tr><td class="k"><b>Total charged</b></td><td><b>$184.86</b></td></tr>
<tr><td class="k">Payment</td><td>Amex ending in 1009</td></tr>
</table></td></tr>
<tr class="mobile"><td>
<p>Invoice ID: INV-8F2K-91QZ<br>Plan: Family Plan (annual)<br>Billing date: March 6, 2025<br>Total charged: $179.99</p>
</td></tr>
<tr><td><p>Your next billing date is <b>March 6, 2027</b>. You can cancel anytime in <a href="#">Account settings</a>.</p></td></tr>
<tr><td style="font-size:11px;color:#999">Tunewave Inc., 1 Market Plaza, San Francisco, CA 94105. You received this email because you have a Tunewave account.</td></tr>
</table></td></tr></table>
</body></html>`,
    },
  ),
  // A restaurant's POS receipt mailed as HTML: "2x&nbsp;&nbsp;Name&nbsp;&nbsp;price" rows in one cell, &nbsp; aligned.
  fresh(
    'html16-restaurant-bon-de',
    'receipt',
    'de',
    'html',
    [
      str('beleg_nr'),
      date('datum'),
      str('tisch'),
      list('positionen', [num('anzahl'), str('artikel'), num('preis')]),
      num('summe'),
      num('mwst_7'),
      num('mwst_19'),
      str('zahlart'),
    ],
    {
      beleg_nr: '118/0442',
      datum: '2026-02-28',
      tisch: '12',
      positionen: [
        { anzahl: 2, artikel: 'Pho Bo (groß)', preis: 29.9 },
        { anzahl: 1, artikel: 'Sommerrollen Tofu', preis: 7.5 },
        { anzahl: 2, artikel: 'Jasmintee Kanne', preis: 9.8 },
        { anzahl: 1, artikel: 'Saigon Bier 0,33', preis: 4.2 },
      ],
      summe: 51.4,
      mwst_7: 2.45,
      mwst_19: 2.24,
      zahlart: 'EC-Karte',
    },
    {
      raw: `<html><head><meta charset="utf-8"><title>Ihr Beleg</title></head>
<body style="background:#eee">
<div style="width:320px;margin:20px auto;background:#fff;padding:16px;font-family:'Courier New',monospace;font-size:13px">
<div style="text-align:center"><b>SAIGON KITCHEN</b><br>Kastanienallee 51<br>10119 Berlin<br>StNr 31/455/01220</div>
<br>
Beleg-Nr.&nbsp;118/0442&nbsp;&nbsp;&nbsp;Tisch&nbsp;12<br>
28.02.2026&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;20:47<br>
Bedienung: Linh<br>
--------------------------------<br>
2x&nbsp;Pho Bo (groß)&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;29,90&nbsp;A<br>
1x&nbsp;Sommerrollen Tofu&nbsp;&nbsp;&nbsp;&nbsp;7,50&nbsp;A<br>
2x&nbsp;Jasmintee Kanne&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;9,80&nbsp;B<br>
1x&nbsp;Saigon Bier 0,33&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;4,20&nbsp;B<br>
--------------------------------<br>
<b>SUMME&nbsp;EUR&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;51,40</b><br>
<br>
EC-Karte&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;51,40<br>
<br>
MwSt&nbsp;&nbsp;&nbsp;&nbsp;Netto&nbsp;&nbsp;&nbsp;Steuer&nbsp;&nbsp;&nbsp;Brutto<br>
A&nbsp;7%&nbsp;&nbsp;&nbsp;&nbsp;34,95&nbsp;&nbsp;&nbsp;&nbsp;2,45&nbsp;&nbsp;&nbsp;37,40<br>
B&nbsp;19%&nbsp;&nbsp;&nbsp;11,76&nbsp;&nbsp;&nbsp;&nbsp;2,24&nbsp;&nbsp;&nbsp;14,00<br>
<br>
<div style="text-align:center">TSE-Signatur: 8fK2...Q1==<br>Vielen Dank für Ihren Besuch!</div>
</div>
</body></html>`,
    },
  ),
];
