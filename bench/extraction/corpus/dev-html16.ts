// Development set "html16" (layout 71): written in session 16 BEFORE any change to the HTML reader, as web apps and
// export tools write HTML: Bootstrap cards, definition lists, ARIA grids of divs, <label>+<span> read-only forms,
// invoices an accounting tool prints to HTML with CSS columns, "view in browser" receipts, tables with rowspan and
// colspan, hidden preheaders and display:none duplicates, text in title/alt attributes, &nbsp; used for alignment.
// English and German; schemas as users write them (nested objects, line-item arrays), truth as printed.
// Held out but NOT sealed: --show-dev-html16.
import { DEV_HTML16_MORE } from './dev-html16-more.ts';
import { date, fresh, list, num, obj, str } from './fresh-doc.ts';
import type { TCorpusDocument } from './types.ts';

/** Layout number of session 16's development set of HTML from web apps and export tools. */
export const DEV_HTML16_LAYOUT = 71;

const DOCUMENTS: TCorpusDocument[] = [
  // A web shop's "order details" page saved from the browser: Bootstrap cards, rows of col divs, a list group.
  fresh(
    'html16-bootstrap-order-en',
    'order',
    'en',
    'html',
    [
      str('order_id'),
      date('placed_on'),
      str('status'),
      obj('customer', [str('name'), str('email'), str('phone')]),
      obj('delivery_address', [str('line1'), str('city'), str('zip')]),
      list('line_items', [str('product'), num('qty'), num('unit_price'), num('amount')]),
      num('subtotal'),
      num('tax'),
      num('total'),
    ],
    {
      order_id: 'A-55102',
      placed_on: '2026-03-04',
      status: 'Shipped',
      customer: { name: 'Marcus Olsen', email: 'm.olsen@proton.me', phone: '(503) 555-0187' },
      delivery_address: { line1: '2211 NE Alberta St', city: 'Portland', zip: '97211' },
      line_items: [
        { product: 'Pour-Over Kettle 1.0L', qty: 1, unit_price: 54, amount: 54 },
        { product: 'Paper Filters #2 (100 ct)', qty: 3, unit_price: 6.5, amount: 19.5 },
        { product: 'Burr Grinder Pro', qty: 1, unit_price: 139, amount: 139 },
      ],
      subtotal: 212.5,
      tax: 0,
      total: 212.5,
    },
    {
      raw: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Order A-55102 · Brewline</title>
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css"></head>
<body class="bg-light">
<nav class="navbar navbar-expand-lg bg-white border-bottom"><div class="container"><a class="navbar-brand" href="/">Brewline</a>
<ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="/account">My account</a></li><li class="nav-item"><a class="nav-link" href="/cart">Cart (0)</a></li></ul></div></nav>
<div class="container my-4">
  <nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="/account/orders">Orders</a></li><li class="breadcrumb-item active" aria-current="page">A-55102</li></ol></nav>
  <div class="d-flex justify-content-between align-items-center mb-3">
    <h1 class="h3 mb-0">Order #A-55102</h1>
    <span class="badge text-bg-success">Shipped</span>
  </div>
  <p class="text-muted">Placed on March 4, 2026</p>
  <div class="row g-3">
    <div class="col-md-6">
      <div class="card h-100">
        <div class="card-header">Customer</div>
        <div class="card-body">
          <h5 class="card-title">Marcus Olsen</h5>
          <p class="card-text mb-1"><i class="bi bi-envelope"></i> m.olsen@proton.me</p>
          <p class="card-text"><i class="bi bi-telephone"></i> (503) 555-0187</p>
        </div>
      </div>
    </div>
    <div class="col-md-6">
      <div class="card h-100">
        <div class="card-header">Delivery address</div>
        <div class="card-body">
          <address class="mb-0">Marcus Olsen<br>2211 NE Alberta St<br>Portland, OR 97211<br>United States</address>
        </div>
      </div>
    </div>
  </div>
  <div class="card mt-3">
    <div class="card-header">Items</div>
    <ul class="list-group list-group-flush">
      <li class="list-group-item">
        <div class="row align-items-center">
          <div class="col-6"><strong>Pour-Over Kettle 1.0L</strong><div class="small text-muted">SKU KT-100-BLK</div></div>
          <div class="col-2 text-center">1 &times; $54.00</div>
          <div class="col-4 text-end">$54.00</div>
        </div>
      </li>
      <li class="list-group-item">
        <div class="row align-items-center">
          <div class="col-6"><strong>Paper Filters #2 (100 ct)</strong><div class="small text-muted">SKU PF-02-100</div></div>
          <div class="col-2 text-center">3 &times; $6.50</div>
          <div class="col-4 text-end">$19.50</div>
        </div>
      </li>
      <li class="list-group-item">
        <div class="row align-items-center">
          <div class="col-6"><strong>Burr Grinder Pro</strong><div class="small text-muted">SKU BG-PRO-01</div></div>
          <div class="col-2 text-center">1 &times; $139.00</div>
          <div class="col-4 text-end">$139.00</div>
        </div>
      </li>
    </ul>
    <div class="card-footer">
      <div class="row"><div class="col-8 text-end">Subtotal</div><div class="col-4 text-end">$212.50</div></div>
      <div class="row"><div class="col-8 text-end">Shipping</div><div class="col-4 text-end">Free</div></div>
      <div class="row"><div class="col-8 text-end">Tax</div><div class="col-4 text-end">$0.00</div></div>
      <div class="row fw-bold"><div class="col-8 text-end">Total</div><div class="col-4 text-end">$212.50</div></div>
    </div>
  </div>
  <div class="mt-3"><a href="/track/1Z999AA10123456784" class="btn btn-primary">Track package</a> <a href="/returns" class="btn btn-outline-secondary">Start a return</a></div>
</div>
<footer class="py-4 text-center text-muted small">&copy; 2026 Brewline Coffee Supply, Inc. · 88 SE Water Ave, Portland, OR 97214</footer>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js"></script>
</body></html>`,
    },
  ),
  // A SaaS invoice page in German with definition lists in two columns and a line-item table with colspan totals.
  fresh(
    'html16-saas-rechnung-dl-de',
    'invoice',
    'de',
    'html',
    [
      str('rechnungsnummer'),
      date('rechnungsdatum'),
      date('faellig_am'),
      str('kundennummer'),
      obj('empfaenger', [str('firma'), str('strasse'), str('plz'), str('ort')]),
      list('positionen', [str('beschreibung'), num('menge'), num('einzelpreis'), num('gesamt')]),
      num('netto'),
      num('ust'),
      num('brutto'),
    ],
    {
      rechnungsnummer: 'RE-2026-00417',
      rechnungsdatum: '2026-02-01',
      faellig_am: '2026-02-15',
      kundennummer: 'K-10982',
      empfaenger: {
        firma: 'Hoffmann & Lang Steuerberatung PartG',
        strasse: 'Kaiserstraße 61',
        plz: '60329',
        ort: 'Frankfurt am Main',
      },
      positionen: [
        { beschreibung: 'Team-Tarif (Februar 2026)', menge: 8, einzelpreis: 19, gesamt: 152 },
        { beschreibung: 'Zusatzspeicher 100 GB', menge: 2, einzelpreis: 4.9, gesamt: 9.8 },
      ],
      netto: 161.8,
      ust: 30.74,
      brutto: 192.54,
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Rechnung RE-2026-00417 – Planwerk</title>
<style>
body{font-family:Inter,Arial,sans-serif;color:#222;max-width:820px;margin:40px auto}
.meta{display:flex;justify-content:space-between;gap:40px}
dl.kv{display:grid;grid-template-columns:160px auto;row-gap:4px;margin:0}
dl.kv dt{color:#666}
dl.kv dd{margin:0;font-weight:500}
table.items{width:100%;border-collapse:collapse;margin-top:24px}
table.items th{text-align:left;border-bottom:2px solid #222;padding:6px}
table.items td{border-bottom:1px solid #ddd;padding:6px}
.r{text-align:right}
.muted{color:#888;font-size:12px}
</style></head>
<body>
<header><img src="/assets/planwerk-logo.svg" alt="Planwerk" height="32"><p class="muted">Planwerk Software GmbH · Hafenstraße 14 · 20457 Hamburg</p></header>
<div class="meta">
  <div>
    <p class="muted">Rechnungsempfänger</p>
    <p>Hoffmann &amp; Lang Steuerberatung PartG<br>z.&nbsp;Hd. Frau Katrin Lang<br>Kaiserstraße 61<br>60329 Frankfurt am Main</p>
  </div>
  <dl class="kv">
    <dt>Rechnungsnummer</dt><dd>RE-2026-00417</dd>
    <dt>Rechnungsdatum</dt><dd>01.02.2026</dd>
    <dt>Leistungszeitraum</dt><dd>01.02.2026 – 28.02.2026</dd>
    <dt>Kundennummer</dt><dd>K-10982</dd>
    <dt>Zahlbar bis</dt><dd>15.02.2026</dd>
  </dl>
</div>
<h1>Rechnung</h1>
<p>Vielen Dank für Ihr Vertrauen. Wir berechnen Ihnen folgende Leistungen:</p>
<table class="items">
  <thead><tr><th>Pos.</th><th>Beschreibung</th><th class="r">Menge</th><th class="r">Einzelpreis</th><th class="r">Gesamt</th></tr></thead>
  <tbody>
    <tr><td>1</td><td>Team-Tarif (Februar 2026)<br><span class="muted">8 Nutzer à 19,00&nbsp;€</span></td><td class="r">8</td><td class="r">19,00&nbsp;€</td><td class="r">152,00&nbsp;€</td></tr>
    <tr><td>2</td><td>Zusatzspeicher 100 GB</td><td class="r">2</td><td class="r">4,90&nbsp;€</td><td class="r">9,80&nbsp;€</td></tr>
  </tbody>
  <tfoot>
    <tr><td colspan="4" class="r">Summe netto</td><td class="r">161,80&nbsp;€</td></tr>
    <tr><td colspan="4" class="r">zzgl. 19&nbsp;% USt.</td><td class="r">30,74&nbsp;€</td></tr>
    <tr><td colspan="4" class="r"><strong>Rechnungsbetrag</strong></td><td class="r"><strong>192,54&nbsp;€</strong></td></tr>
  </tfoot>
</table>
<p>Der Betrag wird zum Fälligkeitsdatum per SEPA-Lastschrift von Ihrem Konto DE12 5001 0517 **** **** 44 eingezogen (Mandatsreferenz PW-10982-1).</p>
<footer class="muted">Planwerk Software GmbH · Amtsgericht Hamburg HRB 170233 · USt-IdNr. DE318224190 · Geschäftsführer: Jonas Petersen</footer>
</body></html>`,
    },
  ),
  // An expense-tool export: an ARIA grid of divs (role=grid/row/columnheader/gridcell) with a report header above.
  fresh(
    'html16-aria-expenses-en',
    'expense_report',
    'en',
    'html',
    [
      str('report_id'),
      str('employee'),
      str('department'),
      str('period'),
      list('expenses', [date('date'), str('merchant'), str('category'), num('amount')]),
      num('total_reimbursable'),
      str('approved_by'),
    ],
    {
      report_id: 'EXP-2026-0311',
      employee: 'Danielle Fischer',
      department: 'Field Sales – Midwest',
      period: 'Feb 2026',
      expenses: [
        { date: '2026-02-03', merchant: 'United Airlines', category: 'Airfare', amount: 412.6 },
        { date: '2026-02-04', merchant: 'Hilton Garden Inn Omaha', category: 'Lodging', amount: 289.14 },
        { date: '2026-02-04', merchant: 'Lyft', category: 'Ground transport', amount: 23.75 },
        { date: '2026-02-05', merchant: "Jimmy John's", category: 'Meals', amount: 14.2 },
      ],
      total_reimbursable: 739.69,
      approved_by: 'Kevin Marsh',
    },
    {
      raw: `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Expense report EXP-2026-0311</title>
<style>
.grid{display:grid;grid-template-columns:110px 1fr 160px 110px;font:14px system-ui}
.row{display:contents}
.cell{padding:6px 8px;border-bottom:1px solid #e5e7eb}
.hdr{font-weight:600;background:#f9fafb}
.num{text-align:right;font-variant-numeric:tabular-nums}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}
.pill{display:inline-block;padding:2px 8px;border-radius:999px;background:#dcfce7}
</style></head>
<body>
<div class="app">
<header class="report-head">
  <h1>Expense report <span class="mono">EXP-2026-0311</span> <span class="pill" title="Approved by Kevin Marsh on Mar 2, 2026">Approved</span></h1>
  <div class="facts">
    <div class="fact"><div class="fact-label">Submitted by</div><div class="fact-value">Danielle Fischer</div></div>
    <div class="fact"><div class="fact-label">Department</div><div class="fact-value">Field Sales &ndash; Midwest</div></div>
    <div class="fact"><div class="fact-label">Period</div><div class="fact-value">Feb 2026</div></div>
    <div class="fact"><div class="fact-label">Approver</div><div class="fact-value">Kevin Marsh</div></div>
  </div>
</header>
<div class="grid" role="grid" aria-label="Expenses" aria-rowcount="5">
  <div class="row" role="row">
    <div class="cell hdr" role="columnheader">Date</div><div class="cell hdr" role="columnheader">Merchant</div><div class="cell hdr" role="columnheader">Category</div><div class="cell hdr num" role="columnheader">Amount</div>
  </div>
  <div class="row" role="row">
    <div class="cell" role="gridcell">02/03/2026</div><div class="cell" role="gridcell">United Airlines<span class="sr-only">, receipt attached</span></div><div class="cell" role="gridcell">Airfare</div><div class="cell num" role="gridcell">$412.60</div>
  </div>
  <div class="row" role="row">
    <div class="cell" role="gridcell">02/04/2026</div><div class="cell" role="gridcell">Hilton Garden Inn Omaha<span class="sr-only">, receipt attached</span></div><div class="cell" role="gridcell">Lodging</div><div class="cell num" role="gridcell">$289.14</div>
  </div>
  <div class="row" role="row">
    <div class="cell" role="gridcell">02/04/2026</div><div class="cell" role="gridcell">Lyft</div><div class="cell" role="gridcell">Ground transport</div><div class="cell num" role="gridcell">$23.75</div>
  </div>
  <div class="row" role="row">
    <div class="cell" role="gridcell">02/05/2026</div><div class="cell" role="gridcell">Jimmy John&#39;s</div><div class="cell" role="gridcell">Meals</div><div class="cell num" role="gridcell">$14.20</div>
  </div>
</div>
<div class="summary">
  <div class="summary-row"><span>Total expenses</span><span class="num">$739.69</span></div>
  <div class="summary-row"><span>Company card charges</span><span class="num">$0.00</span></div>
  <div class="summary-row strong"><span>Total reimbursable</span><span class="num">$739.69</span></div>
</div>
<p class="foot">Reimbursement is paid with the next payroll run. Questions? expenses@tallgrass-ag.com</p>
</div>
</body></html>`,
    },
  ),
  // A registration office's read-only confirmation: <label>+<span> pairs inside fieldsets, as a form renders itself.
  fresh(
    'html16-label-span-anmeldung-de',
    'confirmation',
    'de',
    'html',
    [
      str('vorgangsnummer'),
      date('eingang_am'),
      obj('antragsteller', [str('vorname'), str('nachname'), date('geburtsdatum')]),
      obj('neue_anschrift', [str('strasse'), str('hausnummer'), str('plz'), str('ort')]),
      date('einzugsdatum'),
      str('termin'),
    ],
    {
      vorgangsnummer: 'MA-2026-118342',
      eingang_am: '2026-03-09',
      antragsteller: { vorname: 'Leonie', nachname: 'Brandstätter', geburtsdatum: '1994-07-22' },
      neue_anschrift: { strasse: 'Augustenstraße', hausnummer: '37a', plz: '80333', ort: 'München' },
      einzugsdatum: '2026-03-01',
      termin: 'Di, 17.03.2026, 09:40 Uhr',
    },
    {
      raw: `<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Eingangsbestätigung – Online-Anmeldung</title>
<style>
fieldset{border:1px solid #ccc;margin:16px 0;padding:12px}
.form-row{display:flex;margin:6px 0}
.form-row label{width:220px;color:#555}
.form-row span.value{font-weight:bold}
.hint{font-size:12px;color:#777}
</style></head>
<body>
<div id="kopf"><img src="/img/stadtwappen.png" alt="Landeshauptstadt München – Kreisverwaltungsreferat"></div>
<h1>Eingangsbestätigung</h1>
<p>Ihr Antrag auf Anmeldung einer Wohnung ist bei uns eingegangen. Bitte bewahren Sie diese Bestätigung auf.</p>
<div class="form-row"><label for="vg">Vorgangsnummer:</label><span class="value" id="vg">MA-2026-118342</span></div>
<div class="form-row"><label for="ein">Eingegangen am:</label><span class="value" id="ein">09.03.2026, 21:14 Uhr</span></div>
<form>
<fieldset><legend>Angaben zur Person</legend>
  <div class="form-row"><label for="fn">Familienname</label><span class="value" id="fn">Brandstätter</span></div>
  <div class="form-row"><label for="vn">Vorname(n)</label><span class="value" id="vn">Leonie</span></div>
  <div class="form-row"><label for="gb">Geburtsdatum</label><span class="value" id="gb">22.07.1994</span></div>
  <div class="form-row"><label for="sa">Staatsangehörigkeit</label><span class="value" id="sa">deutsch</span></div>
</fieldset>
<fieldset><legend>Neue Wohnung</legend>
  <div class="form-row"><label for="str">Straße</label><span class="value" id="str">Augustenstraße</span></div>
  <div class="form-row"><label for="hnr">Hausnummer</label><span class="value" id="hnr">37a</span></div>
  <div class="form-row"><label for="plz">Postleitzahl</label><span class="value" id="plz">80333</span></div>
  <div class="form-row"><label for="ort">Ort</label><span class="value" id="ort">München</span></div>
  <div class="form-row"><label for="ez">Tag des Einzugs</label><span class="value" id="ez">01.03.2026</span></div>
  <div class="form-row"><label for="art">Art der Wohnung</label><span class="value" id="art">alleinige Wohnung</span></div>
</fieldset>
<fieldset><legend>Bisherige Wohnung</legend>
  <div class="form-row"><label>Straße, Hausnummer</label><span class="value">Lindenweg 4</span></div>
  <div class="form-row"><label>PLZ, Ort</label><span class="value">93047 Regensburg</span></div>
</fieldset>
</form>
<h2>Ihr Termin zur Vorsprache</h2>
<p><strong>Di, 17.03.2026, 09:40 Uhr</strong><br>Bürgerbüro Ruppertstraße 19, Schalterhalle, Aufruf über Wartenummer</p>
<p class="hint">Bitte bringen Sie Ihren Personalausweis und die Wohnungsgeberbestätigung mit.</p>
</body></html>`,
    },
  ),
  // An invoice an accounting tool "prints" to HTML: absolutely placed CSS columns, the address window, a div table.
  fresh(
    'html16-accounting-print-de',
    'invoice',
    'de',
    'html',
    [
      str('rechnung_nr'),
      date('datum'),
      str('kunde'),
      str('ust_id_kunde'),
      list('positionen', [
        str('artikelnummer'),
        str('bezeichnung'),
        num('menge'),
        str('einheit'),
        num('preis'),
        num('betrag'),
      ]),
      num('nettobetrag'),
      num('mwst'),
      num('gesamtbetrag'),
      str('iban'),
    ],
    {
      rechnung_nr: '2026-0193',
      datum: '2026-02-27',
      kunde: 'Bäckerei Wohlfahrt GmbH',
      ust_id_kunde: 'DE274019556',
      positionen: [
        {
          artikelnummer: '40-118',
          bezeichnung: 'Edelstahl-Arbeitstisch 1400 x 700 mm',
          menge: 2,
          einheit: 'Stk',
          preis: 389,
          betrag: 778,
        },
        {
          artikelnummer: '40-302',
          bezeichnung: 'Wandregal 1200 mm, 2 Böden',
          menge: 3,
          einheit: 'Stk',
          preis: 142.5,
          betrag: 427.5,
        },
        { artikelnummer: 'M-01', bezeichnung: 'Montage vor Ort', menge: 3.5, einheit: 'Std', preis: 68, betrag: 238 },
      ],
      nettobetrag: 1443.5,
      mwst: 274.27,
      gesamtbetrag: 1717.77,
      iban: 'DE44 7002 0270 0015 7733 12',
    },
    {
      raw: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Rechnung 2026-0193</title>
<style type="text/css">
.page{position:relative;width:210mm;height:297mm}
.abs{position:absolute}
.t8{font-size:8pt}.t10{font-size:10pt}.b{font-weight:bold}
.col-nr{position:absolute;left:20mm;width:18mm}
.col-bez{position:absolute;left:38mm;width:80mm}
.col-mng{position:absolute;left:118mm;width:16mm;text-align:right}
.col-eh{position:absolute;left:136mm;width:10mm}
.col-pr{position:absolute;left:146mm;width:22mm;text-align:right}
.col-bt{position:absolute;left:168mm;width:22mm;text-align:right}
.zeile{position:relative;height:6mm}
</style></head>
<body>
<div class="page">
<div class="abs t8" style="left:20mm;top:45mm">Metallbau Kern e.K. · Industriestr. 9 · 74076 Heilbronn</div>
<div class="abs t10" style="left:20mm;top:52mm">Bäckerei Wohlfahrt GmbH<br>Herrn Tobias Wohlfahrt<br>Marktplatz 3<br>74072 Heilbronn</div>
<div class="abs t10" style="left:125mm;top:52mm">
<table cellspacing="0" cellpadding="1">
<tr><td>Rechnung Nr.:</td><td align="right">2026-0193</td></tr>
<tr><td>Datum:</td><td align="right">27.02.2026</td></tr>
<tr><td>Kunden-Nr.:</td><td align="right">10417</td></tr>
<tr><td>Ihre USt-IdNr.:</td><td align="right">DE274019556</td></tr>
<tr><td>Lieferdatum:</td><td align="right">24.02.2026</td></tr>
</table></div>
<div class="abs b" style="left:20mm;top:95mm;font-size:14pt">Rechnung</div>
<div class="abs t10" style="left:20mm;top:104mm">Sehr geehrter Herr Wohlfahrt,<br>für die Lieferung und Montage berechnen wir Ihnen:</div>
<div class="abs" style="left:0;top:118mm;width:210mm">
<div class="zeile b t10"><span class="col-nr">Art.-Nr.</span><span class="col-bez">Bezeichnung</span><span class="col-mng">Menge</span><span class="col-eh">ME</span><span class="col-pr">Preis €</span><span class="col-bt">Betrag €</span></div>
<div class="zeile t10"><span class="col-nr">40-118</span><span class="col-bez">Edelstahl-Arbeitstisch 1400 x 700 mm</span><span class="col-mng">2</span><span class="col-eh">Stk</span><span class="col-pr">389,00</span><span class="col-bt">778,00</span></div>
<div class="zeile t10"><span class="col-nr">40-302</span><span class="col-bez">Wandregal 1200 mm, 2 Böden</span><span class="col-mng">3</span><span class="col-eh">Stk</span><span class="col-pr">142,50</span><span class="col-bt">427,50</span></div>
<div class="zeile t10"><span class="col-nr">M-01</span><span class="col-bez">Montage vor Ort</span><span class="col-mng">3,5</span><span class="col-eh">Std</span><span class="col-pr">68,00</span><span class="col-bt">238,00</span></div>
<div class="zeile t10"><span class="col-bez">Nettobetrag</span><span class="col-bt">1.443,50</span></div>
<div class="zeile t10"><span class="col-bez">zzgl. 19 % MwSt.</span><span class="col-bt">274,27</span></div>
<div class="zeile b t10"><span class="col-bez">Gesamtbetrag</span><span class="col-bt">1.717,77</span></div>
</div>
<div class="abs t10" style="left:20mm;top:170mm">Zahlbar innerhalb 14 Tagen ohne Abzug.</div>
<div class="abs t8" style="left:20mm;top:280mm">Kreissparkasse Heilbronn · IBAN DE44 7002 0270 0015 7733 12 · BIC HEISDE66XXX · St.-Nr. 65208/01742</div>
</div>
</body></html>`,
    },
  ),
  // A grocery delivery receipt's "view in browser" page: hidden preheader, "2x Name $price" rows, fees under subtotal.
  fresh(
    'html16-grocery-receipt-en',
    'receipt',
    'en',
    'html',
    [
      str('order_number'),
      date('delivered_on'),
      str('store'),
      list('items', [num('quantity'), str('name'), num('price')]),
      num('subtotal'),
      num('delivery_fee'),
      num('service_fee'),
      num('tip'),
      num('total'),
      str('card_last4'),
    ],
    {
      order_number: '7731-2290-0415',
      delivered_on: '2026-01-18',
      store: 'Greenleaf Market – Fremont',
      items: [
        { quantity: 2, name: 'Organic Bananas (bunch)', price: 4.58 },
        { quantity: 1, name: 'Oat Milk Barista Edition 32 oz', price: 5.49 },
        { quantity: 3, name: 'Greek Yogurt Plain 5.3 oz', price: 4.47 },
        { quantity: 1, name: 'Sourdough Loaf', price: 6.99 },
      ],
      subtotal: 21.53,
      delivery_fee: 3.99,
      service_fee: 2.15,
      tip: 5,
      total: 32.67,
      card_last4: '4421',
    },
    {
      raw: `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>Your Greenleaf receipt</title>
<style type="text/css">
.preheader{display:none !important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden}
@media only screen and (max-width:480px){.mobile-hide{display:none !important}.wrapper{width:100% !important}}
</style></head>
<body style="margin:0;padding:0;background-color:#eef2ee">
<span class="preheader">Your order from Greenleaf Market was delivered. Total charged: $32.67&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;</span>
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:8px;font-size:11px;color:#777">Having trouble viewing this email? <a href="https://email.greenleaf.app/view/7731-2290-0415">View it in your browser</a></td></tr></table>
<table role="presentation" class="wrapper" width="560" align="center" border="0" cellspacing="0" cellpadding="0" style="background:#ffffff">
<tr><td style="padding:28px 28px 8px"><img src="https://email.greenleaf.app/img/logo@2x.png" width="120" alt="Greenleaf" style="display:block" /></td></tr>
<tr><td style="padding:0 28px"><h1 style="font:bold 22px Helvetica,Arial">Your order was delivered</h1>
<p style="font:14px Helvetica,Arial;color:#444">Delivered Sunday, January 18, 2026 at 5:42 PM from <b>Greenleaf Market &ndash; Fremont</b></p>
<p style="font:13px Helvetica,Arial;color:#777">Order #7731-2290-0415</p></td></tr>
<tr><td style="padding:8px 28px">
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" style="font:14px Helvetica,Arial">
<tr><td width="36" valign="top" style="padding:6px 0;color:#2e7d32"><b>2x</b></td><td valign="top" style="padding:6px 0">Organic Bananas (bunch)</td><td align="right" valign="top" style="padding:6px 0">$4.58</td></tr>
<tr><td width="36" valign="top" style="padding:6px 0;color:#2e7d32"><b>1x</b></td><td valign="top" style="padding:6px 0">Oat Milk Barista Edition 32&nbsp;oz</td><td align="right" valign="top" style="padding:6px 0">$5.49</td></tr>
<tr><td width="36" valign="top" style="padding:6px 0;color:#2e7d32"><b>3x</b></td><td valign="top" style="padding:6px 0">Greek Yogurt Plain 5.3&nbsp;oz<br /><span style="color:#999;font-size:12px">Replaced: Chobani Plain 5.3 oz</span></td><td align="right" valign="top" style="padding:6px 0">$4.47</td></tr>
<tr><td width="36" valign="top" style="padding:6px 0;color:#2e7d32"><b>1x</b></td><td valign="top" style="padding:6px 0">Sourdough Loaf</td><td align="right" valign="top" style="padding:6px 0">$6.99</td></tr>
</table>
<hr style="border:0;border-top:1px solid #e0e0e0" />
<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" style="font:14px Helvetica,Arial">
<tr><td style="padding:3px 0">Item subtotal</td><td align="right">$21.53</td></tr>
<tr><td style="padding:3px 0">Delivery fee</td><td align="right">$3.99</td></tr>
<tr><td style="padding:3px 0">Service fee <a href="https://greenleaf.app/fees" title="This fee helps support the Greenleaf platform">&#9432;</a></td><td align="right">$2.15</td></tr>
<tr><td style="padding:3px 0">Driver tip</td><td align="right">$5.00</td></tr>
<tr><td style="padding:8px 0;font-weight:bold">Total</td><td align="right" style="font-weight:bold">$32.67</td></tr>
</table>
<p style="font:13px Helvetica,Arial;color:#777"><img src="https://email.greenleaf.app/img/visa.png" alt="Visa" width="28" /> Visa ending in 4421</p>
</td></tr>
<tr class="mobile-hide"><td style="padding:20px 28px;font:12px Helvetica,Arial;color:#999">Greenleaf Delivery, Inc. &middot; 500 Howard St, San Francisco, CA 94105 &middot; <a href="#">Unsubscribe</a></td></tr>
</table>
</body></html>`,
    },
  ),
  // A hotel's guest folio exported from the property system: a table with rowspan dates and colspan section rows.
  fresh(
    'html16-hotel-folio-rowspan-de',
    'hotel_bill',
    'de',
    'html',
    [
      str('rechnungsnummer'),
      str('gast'),
      str('zimmer'),
      date('anreise'),
      date('abreise'),
      list('buchungen', [date('datum'), str('leistung'), num('betrag')]),
      num('gesamt'),
      num('bereits_bezahlt'),
      num('offener_betrag'),
    ],
    {
      rechnungsnummer: '88120',
      gast: 'Dr. Stefan Aurich',
      zimmer: '314',
      anreise: '2026-02-16',
      abreise: '2026-02-18',
      buchungen: [
        { datum: '2026-02-16', leistung: 'Übernachtung Einzelzimmer Komfort', betrag: 129 },
        { datum: '2026-02-16', leistung: 'Frühstücksbuffet', betrag: 18.5 },
        { datum: '2026-02-16', leistung: 'Restaurant Rechnung 4471', betrag: 42.8 },
        { datum: '2026-02-17', leistung: 'Übernachtung Einzelzimmer Komfort', betrag: 129 },
        { datum: '2026-02-17', leistung: 'Frühstücksbuffet', betrag: 18.5 },
        { datum: '2026-02-17', leistung: 'Parkgarage', betrag: 24 },
      ],
      gesamt: 361.8,
      bereits_bezahlt: 100,
      offener_betrag: 261.8,
    },
    {
      raw: `<html><head><meta charset="utf-8"><title>Folio 88120</title>
<style>
table.folio{border-collapse:collapse;width:100%;font:10pt Arial}
table.folio td,table.folio th{border:1px solid #999;padding:3px 5px}
.sec{background:#ddd;font-weight:bold}
.re{text-align:right}
</style></head>
<body>
<table width="100%"><tr>
<td><b>Hotel Am Schlossgarten</b><br>Schlossgartenweg 2<br>76131 Karlsruhe<br>Tel. 0721 9130-0</td>
<td align="right"><img src="logo.gif" alt="Hotel Am Schlossgarten ****"></td>
</tr></table>
<br>
<table width="100%" style="font:10pt Arial">
<tr><td width="50%">Herrn<br>Dr. Stefan Aurich<br>Wiesenstraße 12<br>35390 Gießen</td>
<td valign="top"><table>
<tr><td>Rechnung Nr.</td><td>88120</td></tr>
<tr><td>Zimmer</td><td>314</td></tr>
<tr><td>Anreise</td><td>16.02.26</td></tr>
<tr><td>Abreise</td><td>18.02.26</td></tr>
<tr><td>Gast</td><td>Dr. Stefan Aurich</td></tr>
</table></td></tr></table>
<h3>Rechnung</h3>
<table class="folio">
<tr><th>Datum</th><th>Leistung</th><th>Menge</th><th class="re">Betrag EUR</th></tr>
<tr><td colspan="4" class="sec">Logis</td></tr>
<tr><td rowspan="3">16.02.26</td><td>Übernachtung Einzelzimmer Komfort</td><td>1</td><td class="re">129,00</td></tr>
<tr><td>Frühstücksbuffet</td><td>1</td><td class="re">18,50</td></tr>
<tr><td>Restaurant Rechnung 4471</td><td>1</td><td class="re">42,80</td></tr>
<tr><td rowspan="3">17.02.26</td><td>Übernachtung Einzelzimmer Komfort</td><td>1</td><td class="re">129,00</td></tr>
<tr><td>Frühstücksbuffet</td><td>1</td><td class="re">18,50</td></tr>
<tr><td>Parkgarage</td><td>1</td><td class="re">24,00</td></tr>
<tr><td colspan="3" class="re"><b>Gesamt</b></td><td class="re"><b>361,80</b></td></tr>
<tr><td colspan="3" class="re">Anzahlung 02.02.26 (Kreditkarte)</td><td class="re">-100,00</td></tr>
<tr><td colspan="3" class="re"><b>Offener Betrag</b></td><td class="re"><b>261,80</b></td></tr>
</table>
<br>
<table class="folio" style="width:60%">
<tr><th>MwSt.-Satz</th><th class="re">Netto</th><th class="re">MwSt.</th><th class="re">Brutto</th></tr>
<tr><td>7 %</td><td class="re">241,12</td><td class="re">16,88</td><td class="re">258,00</td></tr>
<tr><td>19 %</td><td class="re">87,23</td><td class="re">16,57</td><td class="re">103,80</td></tr>
</table>
<p style="font:8pt Arial">Wir danken für Ihren Besuch. USt-IdNr. DE143882310 · Sparkasse Karlsruhe IBAN DE19 6605 0101 0010 4471 88</p>
</body></html>`,
    },
  ),
  // An airline's itinerary page: a flights table with rowspan per flight and colspan header groups, passengers below.
  fresh(
    'html16-flight-itinerary-en',
    'booking',
    'en',
    'html',
    [
      str('booking_reference'),
      date('booking_date'),
      list('flights', [
        str('flight_number'),
        str('from'),
        str('to'),
        date('date'),
        str('departure_time'),
        str('arrival_time'),
      ]),
      list('passengers', [str('name'), str('ticket_number')]),
      num('total_fare'),
      str('currency'),
    ],
    {
      booking_reference: 'QX7PLM',
      booking_date: '2026-02-20',
      flights: [
        {
          flight_number: 'EI 153',
          from: 'Dublin (DUB)',
          to: 'London Heathrow (LHR)',
          date: '2026-04-02',
          departure_time: '07:05',
          arrival_time: '08:25',
        },
        {
          flight_number: 'EI 168',
          from: 'London Heathrow (LHR)',
          to: 'Dublin (DUB)',
          date: '2026-04-05',
          departure_time: '19:40',
          arrival_time: '21:00',
        },
      ],
      passengers: [
        { name: 'Ms Aoife Brennan', ticket_number: '053 2148893321' },
        { name: 'Mr Cian Brennan', ticket_number: '053 2148893322' },
      ],
      total_fare: 386.4,
      currency: 'EUR',
    },
    {
      raw: `<!DOCTYPE html><html lang="en-IE"><head><meta charset="UTF-8"><title>Booking confirmation QX7PLM</title>
<style>
.itin{border-collapse:collapse;width:100%}
.itin th,.itin td{border-bottom:1px solid #cfd8dc;padding:8px;text-align:left;vertical-align:top}
.itin thead tr:first-child th{background:#006272;color:#fff}
.hidden-xs{display:none}
.tiny{font-size:11px;color:#607d8b}
</style></head>
<body>
<div class="header"><img src="/static/logo-shamrock.svg" alt="Aer Lingus" width="150"></div>
<h1>Your booking is confirmed</h1>
<p>Booking reference: <strong>QX7PLM</strong> &nbsp;|&nbsp; Booked on 20 Feb 2026</p>
<table class="itin">
<thead>
<tr><th rowspan="2">Flight</th><th colspan="2">Departure</th><th colspan="2">Arrival</th><th rowspan="2">Date</th></tr>
<tr><th>From</th><th>Time</th><th>To</th><th>Time</th></tr>
</thead>
<tbody>
<tr><td rowspan="2"><abbr title="Aer Lingus flight 153">EI 153</abbr></td><td>Dublin (DUB)</td><td>07:05</td><td>London Heathrow (LHR)</td><td>08:25</td><td rowspan="2">Thu 02 Apr 2026</td></tr>
<tr><td colspan="4" class="tiny">Terminal 2 &rarr; Terminal 2 &middot; Economy Saver &middot; 1h 20m</td></tr>
<tr><td rowspan="2"><abbr title="Aer Lingus flight 168">EI 168</abbr></td><td>London Heathrow (LHR)</td><td>19:40</td><td>Dublin (DUB)</td><td>21:00</td><td rowspan="2">Sun 05 Apr 2026</td></tr>
<tr><td colspan="4" class="tiny">Terminal 2 &rarr; Terminal 2 &middot; Economy Saver &middot; 1h 20m</td></tr>
</tbody>
</table>
<h2>Passengers</h2>
<table class="itin">
<tr><th>Passenger</th><th>E-ticket number</th><th>Bags</th></tr>
<tr><td>Ms Aoife Brennan</td><td>053 2148893321</td><td>1 x 20kg</td></tr>
<tr><td>Mr Cian Brennan</td><td>053 2148893322</td><td>Cabin bag only</td></tr>
</table>
<h2>Payment</h2>
<table class="itin">
<tr><td>Fare</td><td>&euro;248.00</td></tr>
<tr><td>Taxes, fees &amp; charges</td><td>&euro;138.40</td></tr>
<tr><th>Total paid (EUR)</th><th>&euro;386.40</th></tr>
</table>
<p class="hidden-xs">Download the app to get your boarding pass. Booking reference XXXXXX</p>
<p class="tiny">Aer Lingus Limited, Dublin Airport, Co. Dublin, Ireland. Registered in Ireland No. 24117.</p>
</body></html>`,
    },
  ),
  // A shop system's German order confirmation: billing and shipping address side by side in a layout table.
  fresh(
    'html16-shop-bestellung-adressen-de',
    'order',
    'de',
    'html',
    [
      str('bestellnummer'),
      date('bestelldatum'),
      obj('rechnungsadresse', [str('name'), str('strasse'), str('plz'), str('ort')]),
      obj('lieferadresse', [str('name'), str('strasse'), str('plz'), str('ort')]),
      list('artikel', [str('bezeichnung'), num('anzahl'), num('preis')]),
      num('versand'),
      num('summe'),
      str('zahlungsart'),
    ],
    {
      bestellnummer: '100048213',
      bestelldatum: '2026-03-02',
      rechnungsadresse: { name: 'Jana Wolters', strasse: 'Südring 18', plz: '48153', ort: 'Münster' },
      lieferadresse: { name: 'Jana Wolters c/o Büro Kaiser', strasse: 'Hafenweg 26', plz: '48155', ort: 'Münster' },
      artikel: [
        { bezeichnung: 'Rucksack Alltag 24 L, Salbei', anzahl: 1, preis: 89.95 },
        { bezeichnung: 'Trinkflasche Edelstahl 0,75 l', anzahl: 2, preis: 39.8 },
      ],
      versand: 0,
      summe: 129.75,
      zahlungsart: 'PayPal',
    },
    {
      raw: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Ihre Bestellung 100048213</title></head>
<body style="background:#f6f6f3;margin:0">
<div style="display:none;font-size:1px;color:#f6f6f3;line-height:1px;max-height:0;overflow:hidden">Danke für Ihre Bestellung bei Fjellgrün! Bestellnummer 100048213 &#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</div>
<center>
<table width="620" cellpadding="0" cellspacing="0" style="background:#fff;font-family:Arial,sans-serif;font-size:14px;color:#333">
<tr><td colspan="2" style="padding:24px"><img src="https://www.fjellgruen.de/media/mail/logo.png" alt="Fjellgrün" width="160"></td></tr>
<tr><td colspan="2" style="padding:0 24px 16px">Hallo Jana Wolters,<br><br>vielen Dank für Ihre Bestellung vom 02.03.2026. Wir haben sie erhalten und bearbeiten sie schnellstmöglich.<br><br><b>Bestellnummer:</b> 100048213</td></tr>
<tr><td colspan="2" style="padding:0 24px">
<table width="100%" cellpadding="8" cellspacing="0" style="border:1px solid #ddd;font-size:14px">
<tr style="background:#efefe9"><td><b>Pos.</b></td><td><b>Artikel</b></td><td align="center"><b>Menge</b></td><td align="right"><b>Summe</b></td></tr>
<tr><td>1</td><td>Rucksack Alltag 24&nbsp;L, Salbei<br><small style="color:#888">Art.-Nr.: FG-RA24-SAL</small></td><td align="center">1</td><td align="right">89,95&nbsp;&euro;</td></tr>
<tr><td>2</td><td>Trinkflasche Edelstahl 0,75&nbsp;l<br><small style="color:#888">Art.-Nr.: FG-TF075 &middot; Stückpreis 19,90&nbsp;&euro;</small></td><td align="center">2</td><td align="right">39,80&nbsp;&euro;</td></tr>
<tr><td colspan="3" align="right">Zwischensumme</td><td align="right">129,75&nbsp;&euro;</td></tr>
<tr><td colspan="3" align="right">Versandkosten</td><td align="right">0,00&nbsp;&euro;</td></tr>
<tr><td colspan="3" align="right"><b>Gesamtsumme</b></td><td align="right"><b>129,75&nbsp;&euro;</b></td></tr>
<tr><td colspan="3" align="right" style="color:#888">enthaltene MwSt. (19&nbsp;%)</td><td align="right" style="color:#888">20,72&nbsp;&euro;</td></tr>
</table></td></tr>
<tr>
<td width="50%" valign="top" style="padding:24px"><b>Rechnungsadresse</b><br>Jana Wolters<br>Südring 18<br>48153 Münster<br>Deutschland</td>
<td width="50%" valign="top" style="padding:24px"><b>Lieferadresse</b><br>Jana Wolters c/o Büro Kaiser<br>Hafenweg 26<br>48155 Münster<br>Deutschland</td>
</tr>
<tr>
<td valign="top" style="padding:0 24px 24px"><b>Zahlungsart</b><br>PayPal</td>
<td valign="top" style="padding:0 24px 24px"><b>Versandart</b><br>DHL Paket (klimaneutral)</td>
</tr>
<tr><td colspan="2" style="padding:24px;font-size:11px;color:#999;background:#f6f6f3">Fjellgrün GmbH · Alter Steinweg 7 · 48143 Münster · HRB 19822 AG Münster<br>Diese E-Mail wurde automatisch erstellt. Bitte antworten Sie nicht darauf.</td></tr>
</table>
</center>
</body></html>`,
    },
  ),
  // An ERP's old-style delivery note as HTML: a <pre>-less page aligned with &nbsp; runs, <font> tags and <br>.
  fresh(
    'html16-nbsp-lieferschein-de',
    'delivery_note',
    'de',
    'html',
    [
      str('lieferschein_nr'),
      date('lieferdatum'),
      str('auftrag_nr'),
      str('kunde'),
      list('positionen', [str('artikel_nr'), str('bezeichnung'), num('menge')]),
      num('anzahl_pakete'),
      num('gewicht_kg'),
    ],
    {
      lieferschein_nr: 'LS 26-04471',
      lieferdatum: '2026-03-05',
      auftrag_nr: 'AU 26-03310',
      kunde: 'Elektro Brückner OHG',
      positionen: [
        { artikel_nr: '1012-44', bezeichnung: 'Kabelkanal 60x40 grau', menge: 40 },
        { artikel_nr: '2210-07', bezeichnung: 'Abzweigdose AP IP65', menge: 25 },
        { artikel_nr: '3305-12', bezeichnung: 'NYM-J 3x1,5 Ring 100m', menge: 6 },
      ],
      anzahl_pakete: 3,
      gewicht_kg: 61.4,
    },
    {
      raw: `<HTML><HEAD><TITLE>Lieferschein LS 26-04471</TITLE></HEAD>
<BODY BGCOLOR="#FFFFFF">
<FONT FACE="Courier New" SIZE="2">
<B>ELEKTROGROSSHANDEL SEIDEL GMBH</B><BR>
Gewerbepark Nord 12&nbsp;&middot;&nbsp;09126 Chemnitz<BR>
<BR>
Elektro Brückner OHG<BR>
Zwickauer Str. 201<BR>
09116 Chemnitz<BR>
<BR>
<B>LIEFERSCHEIN</B><BR>
<BR>
Lieferschein-Nr.:&nbsp;&nbsp;&nbsp;LS 26-04471<BR>
Lieferdatum:&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;05.03.2026<BR>
Ihr Auftrag:&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;AU 26-03310 vom 02.03.2026<BR>
Kunden-Nr.:&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;30418<BR>
<BR>
<U>Pos&nbsp;&nbsp;Artikel-Nr.&nbsp;&nbsp;Bezeichnung&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Menge&nbsp;ME</U><BR>
&nbsp;&nbsp;1&nbsp;&nbsp;1012-44&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Kabelkanal 60x40 grau&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;40&nbsp;m<BR>
&nbsp;&nbsp;2&nbsp;&nbsp;2210-07&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;Abzweigdose AP IP65&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;25&nbsp;St<BR>
&nbsp;&nbsp;3&nbsp;&nbsp;3305-12&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;NYM-J 3x1,5 Ring 100m&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;6&nbsp;Ri<BR>
<BR>
Anzahl Pakete:&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;3<BR>
Gesamtgewicht:&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;61,4 kg<BR>
<BR>
Ware erhalten:&nbsp;______________________&nbsp;&nbsp;Datum:&nbsp;__________<BR>
</FONT>
</BODY></HTML>`,
    },
  ),
];

export const DEV_HTML16: TCorpusDocument[] = [...DOCUMENTS, ...DEV_HTML16_MORE].map((document) => ({
  ...document,
  id: document.id.replace(/^fresh-/, 'dev-'),
  layout: DEV_HTML16_LAYOUT,
}));
