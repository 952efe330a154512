// Development set "html15" (layout 66): written in session 15 BEFORE any change to the HTML reader, as web apps,
// shops, SaaS billing, booking sites, municipal portals and "print this page" views write their markup by hand:
// div/flex/grid rows with label and value in sibling spans or divs, definition lists, tables with th in the first
// column, nested layout tables of e-mail templates, <br>-separated address blocks, headings as labels with the
// value in the next paragraph, hidden preheaders, &nbsp; and entities, <sup>/<small> in amounts, buttons and a
// company footer; English and German. Schemas as a developer writes them (snake_case, nested objects, line items),
// truth as printed. Held out but NOT sealed: --show-dev-html15.
import { DEV_HTML15_MORE } from './dev-html15-more.ts';
import { date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of session 15's development set of hand-written HTML. */
export const DEV_HTML15_LAYOUT = 66;

const DOCUMENTS: TCorpusDocument[] = [
  // A shop's order confirmation as an e-mail template: nested layout tables, hidden preheader, items table.
  fresh(
    'html15-shop-order-en',
    'order',
    'en',
    'html',
    [
      str('order_number'),
      date('order_date'),
      obj('customer', [str('name'), str('email')]),
      obj('shipping_address', [str('street'), str('city'), str('postcode')]),
      list('items', [str('name'), num('quantity'), num('price')]),
      num('subtotal'),
      num('shipping'),
      num('total'),
    ],
    {
      order_number: 'NW-208817',
      order_date: '2026-02-11',
      customer: { name: 'Priya Raman', email: 'priya.raman@fastmail.com' },
      shipping_address: { street: '42 Albert Road', city: 'Bristol', postcode: 'BS2 0XS' },
      items: [
        { name: 'Merino Crew Sweater – Navy, M', quantity: 1, price: 68 },
        { name: 'Organic Cotton Socks (3-pack)', quantity: 2, price: 24 },
      ],
      subtotal: 92,
      shipping: 3.95,
      total: 95.95,
    },
    {
      raw: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Your Northwool order</title>
<style>.btn{background:#1d3557;color:#fff;padding:12px 24px}</style></head>
<body style="margin:0;background:#f4f4f4">
<div style="display:none;max-height:0;overflow:hidden">Thanks Priya! We&#39;re getting order NW-208817 ready &#8203;&nbsp;&#8203;&nbsp;&#8203;&nbsp;</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4"><tr><td align="center">
  <table width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
    <tr><td style="padding:24px"><img src="https://cdn.northwool.co.uk/logo.png" alt="Northwool" width="140"></td></tr>
    <tr><td style="padding:0 24px"><h1 style="font-size:22px">Thanks for your order, Priya!</h1>
      <p>We&rsquo;ve received your order and will let you know as soon as it ships.</p></td></tr>
    <tr><td style="padding:0 24px">
      <table width="100%" cellpadding="0" cellspacing="0"><tr>
        <td width="50%" valign="top"><p style="color:#888;font-size:12px;margin:0">ORDER NUMBER</p><p style="margin:0;font-weight:bold">NW-208817</p></td>
        <td width="50%" valign="top"><p style="color:#888;font-size:12px;margin:0">ORDER DATE</p><p style="margin:0;font-weight:bold">11 February 2026</p></td>
      </tr></table>
    </td></tr>
    <tr><td style="padding:24px">
      <table width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse">
        <thead><tr><th align="left">Item</th><th align="center">Qty</th><th align="right">Price</th></tr></thead>
        <tbody>
        <tr><td>Merino Crew Sweater &ndash; Navy, M</td><td align="center">1</td><td align="right">&pound;68.00</td></tr>
        <tr><td>Organic Cotton Socks (3-pack)</td><td align="center">2</td><td align="right">&pound;24.00</td></tr>
        </tbody>
      </table>
    </td></tr>
    <tr><td style="padding:0 24px">
      <table width="100%" cellpadding="4" cellspacing="0">
        <tr><td align="right">Subtotal</td><td align="right" width="90">&pound;92.00</td></tr>
        <tr><td align="right">Shipping (Royal Mail Tracked 48)</td><td align="right">&pound;3.95</td></tr>
        <tr><td align="right"><strong>Total</strong></td><td align="right"><strong>&pound;95.95</strong></td></tr>
      </table>
    </td></tr>
    <tr><td style="padding:24px">
      <table width="100%" cellpadding="0" cellspacing="0"><tr>
        <td width="50%" valign="top"><h3 style="margin:0 0 6px">Shipping to</h3>Priya Raman<br>42 Albert Road<br>Bristol<br>BS2 0XS<br>United Kingdom</td>
        <td width="50%" valign="top"><h3 style="margin:0 0 6px">Contact</h3>priya.raman@fastmail.com<br>07700 900461</td>
      </tr></table>
    </td></tr>
    <tr><td align="center" style="padding:24px"><a class="btn" href="https://northwool.co.uk/account/orders/NW-208817">View your order</a></td></tr>
    <tr><td style="padding:24px;font-size:11px;color:#999">Northwool Ltd &middot; Unit 7, Temple Studios, Bristol BS1 6QA &middot; Company No. 11482930 &middot; VAT GB 301 4472 18<br>
      You received this e-mail because you placed an order at northwool.co.uk. <a href="https://northwool.co.uk/unsubscribe">Unsubscribe</a></td></tr>
  </table>
</td></tr></table>
</body></html>`,
    },
  ),
  // A German shop's invoice in its "print view": flex rows of label and value spans, item rows as divs.
  fresh(
    'html15-shop-rechnung-de',
    'invoice',
    'de',
    'html',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      str('kundennummer'),
      str('bestellnummer'),
      str('zahlungsart'),
      list('positionen', [str('artikel'), str('artikelnummer'), num('menge'), num('einzelpreis'), num('gesamt')]),
      num('netto'),
      num('mwst'),
      num('brutto'),
    ],
    {
      rechnungsnummer: 'RE-2026-004417',
      rechnungsdatum: '2026-03-04',
      kundennummer: 'K-88213',
      bestellnummer: '300219874',
      zahlungsart: 'PayPal',
      positionen: [
        { artikel: 'Akku-Bohrschrauber 18 V', artikelnummer: 'BS-1800', menge: 1, einzelpreis: 129.9, gesamt: 129.9 },
        { artikel: 'Bit-Set 32-teilig', artikelnummer: 'BT-0032', menge: 2, einzelpreis: 14.95, gesamt: 29.9 },
        { artikel: 'Ersatzakku 4,0 Ah', artikelnummer: 'AK-4000', menge: 1, einzelpreis: 59, gesamt: 59 },
      ],
      netto: 184.12,
      mwst: 34.98,
      brutto: 218.8,
    },
    {
      raw: `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Rechnung RE-2026-004417 – Werkzeugprofi24</title>
<style>
body{font-family:Arial,sans-serif;font-size:13px}
.kv{display:flex;justify-content:space-between;max-width:320px}
.kv .k{color:#666}
.items .head,.items .pos{display:grid;grid-template-columns:4fr 2fr 1fr 2fr 2fr}
.sum{display:flex;justify-content:flex-end;gap:40px}
@media print{.no-print{display:none}}
</style></head>
<body>
<div class="no-print"><button onclick="window.print()">Drucken</button> <a href="/konto/bestellungen">Zurück zu meinen Bestellungen</a></div>
<header>
  <div class="logo"><img src="/img/logo.svg" alt="Werkzeugprofi24"></div>
  <div class="sender">Werkzeugprofi24 GmbH · Hafenstraße 9 · 28217 Bremen</div>
</header>
<section class="address">
  Herrn<br>Tobias Engel<br>Am Kirchberg 3<br>34131 Kassel
</section>
<h1>Rechnung</h1>
<div class="meta">
  <div class="kv"><span class="k">Rechnungsnummer</span><span class="v">RE-2026-004417</span></div>
  <div class="kv"><span class="k">Rechnungsdatum</span><span class="v">04.03.2026</span></div>
  <div class="kv"><span class="k">Kundennummer</span><span class="v">K-88213</span></div>
  <div class="kv"><span class="k">Bestellnummer</span><span class="v">300219874</span></div>
  <div class="kv"><span class="k">Zahlungsart</span><span class="v">PayPal</span></div>
</div>
<div class="items">
  <div class="head"><span>Artikel</span><span>Art.-Nr.</span><span>Menge</span><span>Einzelpreis</span><span>Gesamt</span></div>
  <div class="pos"><span>Akku-Bohrschrauber 18&nbsp;V</span><span>BS-1800</span><span>1</span><span>129,90&nbsp;€</span><span>129,90&nbsp;€</span></div>
  <div class="pos"><span>Bit-Set 32-teilig</span><span>BT-0032</span><span>2</span><span>14,95&nbsp;€</span><span>29,90&nbsp;€</span></div>
  <div class="pos"><span>Ersatzakku 4,0&nbsp;Ah</span><span>AK-4000</span><span>1</span><span>59,00&nbsp;€</span><span>59,00&nbsp;€</span></div>
</div>
<div class="totals">
  <div class="sum"><span>Summe netto</span><span>184,12&nbsp;€</span></div>
  <div class="sum"><span>zzgl. 19&nbsp;% MwSt.</span><span>34,98&nbsp;€</span></div>
  <div class="sum"><strong>Rechnungsbetrag</strong><strong>218,80&nbsp;€</strong></div>
</div>
<p>Der Betrag wurde bereits per PayPal beglichen. Vielen Dank für Ihren Einkauf!</p>
<footer>
  <p>Werkzeugprofi24 GmbH · Geschäftsführer: Martin Oltmanns · Amtsgericht Bremen HRB 33107 · USt-IdNr. DE298114602<br>
  Sparkasse Bremen · IBAN DE12 2905 0101 0001 2233 44 · BIC SBREDE22XXX</p>
</footer>
</body></html>`,
    },
  ),
  // A SaaS receipt: details as a definition list, the line items as a table, the amount with <sup> cents.
  fresh(
    'html15-saas-receipt-en',
    'receipt',
    'en',
    'html',
    [
      str('receipt_number'),
      str('invoice_number'),
      date('date_paid'),
      str('payment_method'),
      num('amount_paid'),
      str('billing_period'),
      list('line_items', [str('description'), num('quantity'), num('amount')]),
      num('tax'),
      str('vendor_name'),
    ],
    {
      receipt_number: '2291-4410',
      invoice_number: 'F3A9C1D2-0007',
      date_paid: '2026-01-28',
      payment_method: 'Visa – 4242',
      amount_paid: 118.8,
      billing_period: 'Jan 28 – Feb 28, 2026',
      line_items: [
        { description: 'Team plan (per seat)', quantity: 6, amount: 90 },
        { description: 'Extra storage 100 GB', quantity: 1, amount: 9 },
      ],
      tax: 19.8,
      vendor_name: 'Loomwork, Inc.',
    },
    {
      raw: `<html><head><meta name="viewport" content="width=device-width">
<style>dl.details{display:grid;grid-template-columns:160px auto}dt{color:#697386}dd{margin:0}</style></head>
<body>
<span class="preheader" style="display: none !important; visibility: hidden; opacity: 0; height: 0; width: 0;">Receipt from Loomwork, Inc. $118.80 Paid January 28, 2026</span>
<div class="container">
  <div class="header"><img src="https://files.loomwork.io/brand/icon.png" width="48" height="48" alt=""></div>
  <h2 style="color:#32325d">Receipt from Loomwork, Inc.</h2>
  <p style="color:#8898aa">Receipt #2291-4410</p>
  <div class="amount-block">
    <div class="label">Amount paid</div>
    <div class="amount">$118<sup>.80</sup></div>
  </div>
  <dl class="details">
    <dt>Date paid</dt><dd>January 28, 2026</dd>
    <dt>Payment method</dt><dd><img src="https://files.loomwork.io/card/visa.png" alt="Visa" width="24"> Visa &ndash; 4242</dd>
    <dt>Invoice number</dt><dd>F3A9C1D2-0007</dd>
  </dl>
  <h3 style="text-transform:uppercase;font-size:12px;color:#8898aa">Summary</h3>
  <p style="color:#525f7f;font-size:12px">Jan 28 &ndash; Feb 28, 2026</p>
  <table class="summary" width="100%">
    <tr><td>Team plan (per seat)<br><small>Qty 6</small></td><td align="right">$90.00</td></tr>
    <tr><td>Extra storage 100 GB<br><small>Qty 1</small></td><td align="right">$9.00</td></tr>
    <tr><td colspan="2"><hr></td></tr>
    <tr><td>Subtotal</td><td align="right">$99.00</td></tr>
    <tr><td>Sales tax (20%)</td><td align="right">$19.80</td></tr>
    <tr><td><strong>Amount paid</strong></td><td align="right"><strong>$118.80</strong></td></tr>
  </table>
  <p>If you have any questions, contact us at <a href="mailto:billing@loomwork.io">billing@loomwork.io</a>.</p>
  <p style="font-size:12px;color:#8898aa">You're receiving this email because you made a purchase at Loomwork, Inc., which partners with a payments provider to provide invoicing and payment processing.</p>
  <p style="font-size:12px;color:#8898aa">Loomwork, Inc. &middot; 548 Market St #61520, San Francisco, CA 94104</p>
</div>
</body></html>`,
    },
  ),
  // A municipal appointment confirmation: headings as labels, the value in the next paragraph.
  fresh(
    'html15-buergeramt-termin-de',
    'appointment',
    'de',
    'html',
    [
      str('vorgangsnummer'),
      str('dienstleistung'),
      date('termin_datum'),
      str('termin_uhrzeit'),
      obj('standort', [str('name'), str('strasse'), str('plz_ort')]),
      str('name_antragsteller'),
      num('gebuehr'),
    ],
    {
      vorgangsnummer: '84172-XK3',
      dienstleistung: 'Personalausweis beantragen',
      termin_datum: '2026-03-17',
      termin_uhrzeit: '09:40',
      standort: { name: 'Bürgeramt Mitte', strasse: 'Karl-Marx-Allee 31', plz_ort: '10178 Berlin' },
      name_antragsteller: 'Lena Hofmann',
      gebuehr: 37,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de">
<head><meta charset="UTF-8"><title>Terminbestätigung | Service-Portal Berlin</title></head>
<body>
<a class="skip-link" href="#main" style="position:absolute;left:-9999px">Zum Inhalt springen</a>
<nav class="breadcrumb"><ol><li><a href="/">Startseite</a></li><li><a href="/terminvereinbarung/">Terminvereinbarung</a></li><li>Bestätigung</li></ol></nav>
<main id="main">
  <h1>Ihr Termin wurde gebucht</h1>
  <div class="alert alert-success" role="alert">Sie erhalten zusätzlich eine Bestätigung per E-Mail.</div>
  <p>Bitte notieren Sie sich Ihre Vorgangsnummer. Sie benötigen sie, um den Termin abzusagen.</p>
  <h2>Vorgangsnummer</h2>
  <p class="lead"><strong>84172-XK3</strong></p>
  <h2>Dienstleistung</h2>
  <p>Personalausweis beantragen</p>
  <h2>Termin</h2>
  <p>Dienstag, 17.&nbsp;März&nbsp;2026, 09:40&nbsp;Uhr</p>
  <h2>Standort</h2>
  <p>Bürgeramt Mitte<br>Karl-Marx-Allee 31<br>10178 Berlin</p>
  <p><a href="https://www.google.com/maps?q=Karl-Marx-Allee+31">Auf Karte anzeigen</a></p>
  <h2>Gebucht für</h2>
  <p>Lena Hofmann</p>
  <h2>Bitte mitbringen</h2>
  <ul>
    <li>ein aktuelles biometrisches Passfoto</li>
    <li>Ihren bisherigen Ausweis oder Reisepass</li>
    <li>Gebühr: 37,00&nbsp;Euro (Kartenzahlung möglich)</li>
  </ul>
  <p><a class="btn btn-secondary" href="/terminvereinbarung/absagen?nr=84172-XK3">Termin absagen</a> <a class="btn" href="/terminvereinbarung/ical?nr=84172-XK3">In Kalender übernehmen</a></p>
</main>
<footer><p>Land Berlin · Senatsverwaltung für Inneres und Sport · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/barrierefreiheit">Barrierefreiheit</a></p></footer>
</body></html>`,
    },
  ),
  // A hotel booking confirmation page: a grid of label/value divs, check-in and check-out as columns of their own.
  fresh(
    'html15-hotel-booking-en',
    'booking',
    'en',
    'html',
    [
      str('confirmation_number'),
      str('pin_code'),
      str('property_name'),
      date('check_in'),
      date('check_out'),
      num('nights'),
      str('guest_name'),
      str('room_type'),
      num('total_price'),
      date('free_cancellation_until'),
    ],
    {
      confirmation_number: '4127.558.903',
      pin_code: '7731',
      property_name: 'Hotel Aurora Lisboa',
      check_in: '2026-05-08',
      check_out: '2026-05-11',
      nights: 3,
      guest_name: 'Marcus Feld',
      room_type: 'Superior Double Room with City View',
      total_price: 486,
      free_cancellation_until: '2026-05-06',
    },
    {
      raw: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Booking confirmed</title>
<style>.grid{display:grid;grid-template-columns:1fr 1fr}.cell-label{font-size:12px;color:#6b6b6b}.cell-value{font-weight:600}</style></head>
<body>
<div class="banner"><div class="check-icon"></div><div><h1>Your booking in Lisbon is confirmed</h1><p>Hotel Aurora Lisboa is expecting you on 8 May.</p></div></div>
<div class="card">
  <div class="numbers">
    <div class="pair"><div class="cell-label">Confirmation number:</div><div class="cell-value">4127.558.903</div></div>
    <div class="pair"><div class="cell-label">PIN code:</div><div class="cell-value">7731</div></div>
  </div>
  <h2 class="property">Hotel Aurora Lisboa</h2>
  <p class="address">Rua Castilho 12, 1250-069 Lisbon, Portugal</p>
  <div class="grid dates">
    <div class="check">
      <div class="cell-label">Check-in</div>
      <div class="cell-value">Fri 8 May 2026</div>
      <div class="cell-hint">from 15:00</div>
    </div>
    <div class="check">
      <div class="cell-label">Check-out</div>
      <div class="cell-value">Mon 11 May 2026</div>
      <div class="cell-hint">until 11:00</div>
    </div>
  </div>
  <div class="grid">
    <div><div class="cell-label">Length of stay</div><div class="cell-value">3 nights</div></div>
    <div><div class="cell-label">Guest name</div><div class="cell-value">Marcus Feld</div></div>
  </div>
  <div class="room">
    <div class="cell-label">Your room</div>
    <div class="cell-value">Superior Double Room with City View</div>
    <ul class="facilities"><li>Free WiFi</li><li>Air conditioning</li><li>Breakfast included</li></ul>
  </div>
  <div class="price-box">
    <div class="row"><span>Price</span><span>&euro;&nbsp;486</span></div>
    <div class="row small"><span>Includes &euro;&nbsp;27.52 VAT. City tax (&euro;&nbsp;4 per person per night) is paid at the property.</span></div>
  </div>
  <div class="policy">
    <h3>Cancellation policy</h3>
    <p>Free cancellation until <b>23:59 on 6 May 2026</b>. From 7 May 2026 00:00 the cancellation fee is &euro;&nbsp;162.</p>
  </div>
  <a class="button primary" href="/mybooking?id=4127558903">Manage booking</a>
</div>
<footer><small>Copyright &copy; 2026 StayFinder B.V. All rights reserved.</small></footer>
</body></html>`,
    },
  ),
  // A rail ticket's "print this page" view: tables with th in the first column.
  fresh(
    'html15-bahnticket-de',
    'ticket',
    'de',
    'html',
    [
      str('auftragsnummer'),
      date('reisedatum'),
      str('von'),
      str('nach'),
      str('abfahrt'),
      str('ankunft'),
      str('zug'),
      str('reisender'),
      str('klasse'),
      num('preis'),
    ],
    {
      auftragsnummer: 'Q7HK2M',
      reisedatum: '2026-04-02',
      von: 'Hamburg Hbf',
      nach: 'Frankfurt(Main)Hbf',
      abfahrt: '07:24',
      ankunft: '11:02',
      zug: 'ICE 573',
      reisender: 'Anja Petersen',
      klasse: '2. Klasse',
      preis: 49.9,
    },
    {
      raw: `<html><head><meta charset="utf-8"><title>Ihr Online-Ticket</title></head>
<body onload="window.print()">
<table class="ticket-head" width="100%"><tr><td><h2>Online-Ticket</h2></td><td align="right">Auftragsnummer: <b>Q7HK2M</b></td></tr></table>
<table class="ticket" border="1" cellspacing="0" cellpadding="4" width="100%">
  <tr><th align="left" width="30%">Fahrkarte</th><td>Flexpreis (Hin- und Rückfahrt nicht enthalten)</td></tr>
  <tr><th align="left">Gültigkeit</th><td>ab 02.04.2026</td></tr>
  <tr><th align="left">Von</th><td>Hamburg Hbf</td></tr>
  <tr><th align="left">Nach</th><td>Frankfurt(Main)Hbf</td></tr>
  <tr><th align="left">Klasse</th><td>2. Klasse</td></tr>
  <tr><th align="left">Reisende</th><td>1 Erwachsener: Anja Petersen</td></tr>
  <tr><th align="left">Preis</th><td>49,90&nbsp;&euro;</td></tr>
</table>
<h3>Ihre Reiseverbindung</h3>
<table class="connection" cellspacing="0" cellpadding="4" width="100%">
  <thead><tr><th>Halt</th><th>Datum</th><th>Zeit</th><th>Gleis</th><th>Produkte</th></tr></thead>
  <tbody>
  <tr><td>Hamburg Hbf</td><td>Do, 02.04.26</td><td>ab 07:24</td><td>14</td><td rowspan="2">ICE 573</td></tr>
  <tr><td>Frankfurt(Main)Hbf</td><td></td><td>an 11:02</td><td>9</td></tr>
  </tbody>
</table>
<p>Bitte halten Sie bei der Fahrkartenkontrolle einen gültigen Lichtbildausweis bereit.</p>
<p style="font-size:9px">Es gelten die Beförderungsbedingungen. Deutsche Bahn AG · Potsdamer Platz 2 · 10785 Berlin</p>
</body></html>`,
    },
  ),
  // A utility account's online bill: th down the first column, a summary box, a pay button.
  fresh(
    'html15-utility-bill-en',
    'invoice',
    'en',
    'html',
    [
      str('account_number'),
      str('statement_number'),
      date('statement_date'),
      obj('billing_period', [date('from'), date('to')]),
      str('service_address'),
      num('previous_balance'),
      num('payments_received'),
      num('current_charges'),
      num('amount_due'),
      date('due_date'),
    ],
    {
      account_number: '3004 7718 221',
      statement_number: 'ST-00918273',
      statement_date: '2026-02-03',
      billing_period: { from: '2025-12-31', to: '2026-01-30' },
      service_address: '1187 Maple Ridge Dr, Columbus, OH 43215',
      previous_balance: 112.4,
      payments_received: -112.4,
      current_charges: 98.61,
      amount_due: 98.61,
      due_date: '2026-02-24',
    },
    {
      raw: `<!DOCTYPE html>
<html><head><title>My Account – Statement</title>
<link rel="stylesheet" href="/assets/portal.css"></head>
<body class="print-view">
<header class="site-header"><img src="/assets/logo.svg" alt="Buckeye Power &amp; Light"><nav><a href="/account">Account</a> <a href="/usage">Usage</a> <a href="/logout">Sign out</a></nav></header>
<main>
<h1>Statement Summary</h1>
<table class="info">
  <tbody>
    <tr><th scope="row">Account Number</th><td>3004&nbsp;7718&nbsp;221</td></tr>
    <tr><th scope="row">Statement Number</th><td>ST-00918273</td></tr>
    <tr><th scope="row">Statement Date</th><td>02/03/2026</td></tr>
    <tr><th scope="row">Billing Period</th><td>12/31/2025 - 01/30/2026 (31 days)</td></tr>
    <tr><th scope="row">Service Address</th><td>1187 Maple Ridge Dr, Columbus, OH 43215</td></tr>
  </tbody>
</table>
<h2>Account Activity</h2>
<table class="activity">
  <tbody>
    <tr><th scope="row">Previous Balance</th><td class="num">$112.40</td></tr>
    <tr><th scope="row">Payment Received 01/14 – Thank You</th><td class="num">-$112.40</td></tr>
    <tr><th scope="row">Current Electric Charges</th><td class="num">$98.61</td></tr>
    <tr class="total"><th scope="row">Total Amount Due</th><td class="num"><strong>$98.61</strong></td></tr>
  </tbody>
</table>
<div class="due-box"><span class="due-label">Payment Due By</span> <span class="due-date">Feb 24, 2026</span></div>
<p><a class="btn btn-primary" href="/pay">Pay Now</a> <a class="btn" href="/autopay">Enroll in AutoPay</a></p>
<div class="modal" id="paperless" style="display:none"><h2>Go paperless and save $2.00</h2><p>Account Number 0000 0000 000</p></div>
</main>
<footer><p>Buckeye Power &amp; Light Co. &bull; P.O. Box 182331 &bull; Columbus, OH 43218 &bull; 1-800-555-0142</p></footer>
</body></html>`,
    },
  ),
];

export const DEV_HTML15: TCorpusDocument[] = [...DOCUMENTS, ...DEV_HTML15_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-'),
  layout: DEV_HTML15_LAYOUT,
}));
