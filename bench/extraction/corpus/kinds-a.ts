// Invoices, receipts, shipping notices, purchase orders: schemas, facts and three layouts each.
// Lines use "\t" between cells; the renderers lay cells out as columns, table cells or spaced text.
import {
  addDays,
  CITIES,
  COMPANIES,
  PEOPLE,
  STREETS,
  type TLang,
  type TRandom,
  writeDate,
  writeMoney,
  writeNumber,
} from './format-values.ts';
import type { TKind } from './types.ts';

const t = (lang: TLang, en: string, de: string) => (lang === 'en' ? en : de);

type TItem = { description: string; quantity: number; unit_price: number; amount: number };
const PRODUCTS = ['Office chair', 'Printer paper A4', 'Consulting hours', 'USB-C cable', 'Monitor 27"', 'Desk lamp'];
const PRODUKTE = [
  'Bürostuhl',
  'Druckerpapier A4',
  'Beratungsstunden',
  'USB-C-Kabel',
  'Monitor 27 Zoll',
  'Schreibtischlampe',
];

function items(rng: TRandom, lang: TLang, count: number): TItem[] {
  return Array.from({ length: count }, (_, index) => {
    const quantity = rng.int(1, 12);
    const unit = rng.money(3, 400);
    const names = lang === 'en' ? PRODUCTS : PRODUKTE;
    return {
      description: names[(index + rng.int(0, 5)) % names.length] as string,
      quantity,
      unit_price: unit,
      amount: Math.round(quantity * unit * 100) / 100,
    };
  });
}

const itemSchema = {
  name: 'items',
  type: 'array' as const,
  items: {
    type: 'object' as const,
    properties: [
      { name: 'description', type: 'string' as const },
      { name: 'quantity', type: 'number' as const },
      { name: 'unit_price', type: 'number' as const },
      { name: 'amount', type: 'number' as const },
    ],
  },
};

export const invoice: TKind = {
  kind: 'invoice',
  schema: [
    { name: 'invoice_number', type: 'string', required: true },
    { name: 'invoice_date', type: 'string', format: 'date', required: true },
    { name: 'due_date', type: 'string', format: 'date' },
    { name: 'supplier', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    { name: 'customer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    { name: 'vat_amount', type: 'number' },
    { name: 'total', type: 'number', required: true },
    itemSchema,
  ],
  facts(rng, lang) {
    const lines = items(rng, lang, rng.int(2, 4));
    const net = Math.round(lines.reduce((sum, item) => sum + item.amount, 0) * 100) / 100;
    const vat = Math.round(net * 19) / 100;
    const date = rng.date();
    return {
      invoice_number: `${rng.pick(['INV', 'RE', 'R'])}-${2026}-${rng.int(100, 9999)}`,
      invoice_date: date,
      due_date: addDays(date, rng.pick([14, 30])),
      supplier: { name: rng.pick(COMPANIES) },
      customer: { name: rng.pick(COMPANIES.slice(3)) },
      vat_amount: vat,
      total: Math.round((net + vat) * 100) / 100,
      items: lines,
      _net: net,
    };
  },
  layouts: [
    // Letterhead, "Label: value" lines, items table, totals.
    (f, lang, s) => [
      f.supplier.name,
      `${rng0(STREETS, s)} · ${rng0(CITIES, s)}`,
      '',
      t(lang, 'INVOICE', 'RECHNUNG'),
      '',
      `${t(lang, 'Invoice no.', 'Rechnungsnummer')}: ${f.invoice_number}`,
      `${t(lang, 'Invoice date', 'Rechnungsdatum')}: ${writeDate(f.invoice_date, lang, s)}`,
      `${t(lang, 'Customer', 'Kunde')}: ${f.customer.name}`,
      '',
      t(lang, 'Description\tQty\tUnit price\tAmount', 'Bezeichnung\tMenge\tEinzelpreis\tBetrag'),
      ...f.items.map(
        (item: TItem) =>
          `${item.description}\t${item.quantity}\t${writeNumber(item.unit_price, lang)}\t${writeNumber(item.amount, lang)}`,
      ),
      '',
      `${t(lang, 'Subtotal', 'Zwischensumme')}: ${writeMoney(f._net, lang, s)}`,
      `${t(lang, 'VAT 19 %', 'MwSt. 19 %')}: ${writeMoney(f.vat_amount, lang, s)}`,
      `${t(lang, 'Total', 'Gesamtbetrag')}: ${writeMoney(f.total, lang, s)}`,
      '',
      `${t(lang, 'Payable by', 'Zahlbar bis')} ${writeDate(f.due_date, lang, s)}.`,
    ],
    // Two-column header: address block left, key/value pairs right; summary box.
    (f, lang, s) => [
      `${f.supplier.name}\t${t(lang, 'Invoice', 'Rechnung')}`,
      `${rng0(STREETS, s + 1)}\t${t(lang, 'Number', 'Nummer')}\t${f.invoice_number}`,
      `${rng0(CITIES, s + 1)}\t${t(lang, 'Date', 'Datum')}\t${writeDate(f.invoice_date, lang, s + 1)}`,
      `\t${t(lang, 'Due date', 'Fällig am')}\t${writeDate(f.due_date, lang, s + 1)}`,
      '',
      t(lang, 'Bill to:', 'Rechnungsempfänger:'),
      f.customer.name,
      rng0(STREETS, s + 2),
      '',
      t(lang, 'Pos\tItem\tQuantity\tPrice\tTotal', 'Pos.\tArtikel\tAnzahl\tPreis\tGesamt'),
      ...f.items.map(
        (item: TItem, index: number) =>
          `${index + 1}\t${item.description}\t${item.quantity}\t${writeMoney(item.unit_price, lang, 3)}\t${writeMoney(item.amount, lang, 3)}`,
      ),
      '',
      `\t${t(lang, 'Net', 'Netto')}\t${writeMoney(f._net, lang, s)}`,
      `\t${t(lang, 'VAT (19%)', 'USt (19%)')}\t${writeMoney(f.vat_amount, lang, s)}`,
      `\t${t(lang, 'Amount due', 'Zu zahlen')}\t${writeMoney(f.total, lang, s)}`,
    ],
    // Labels above values in a row of columns; totals as a sentence.
    (f, lang, s) => [
      `${f.supplier.name} – ${rng0(STREETS, s)} – ${rng0(CITIES, s)}`,
      '',
      f.customer.name,
      rng0(STREETS, s + 3),
      rng0(CITIES, s + 3),
      '',
      t(lang, 'Invoice No.\tInvoice Date\tDue Date', 'Rechnungs-Nr.\tRechnungsdatum\tFälligkeit'),
      `${f.invoice_number}\t${writeDate(f.invoice_date, lang, s + 2)}\t${writeDate(f.due_date, lang, s + 2)}`,
      '',
      t(lang, 'Description\tQuantity\tUnit Price\tLine Total', 'Leistung\tMenge\tE-Preis\tGesamtpreis'),
      ...f.items.map(
        (item: TItem) =>
          `${item.description}\t${item.quantity}\t${writeNumber(item.unit_price, lang)}\t${writeNumber(item.amount, lang)}`,
      ),
      '',
      `${t(lang, 'Tax', 'Umsatzsteuer')}\t${writeMoney(f.vat_amount, lang, s + 1)}`,
      `${t(lang, 'Grand total', 'Rechnungsbetrag')}\t${writeMoney(f.total, lang, s + 1)}`,
    ],
  ],
};

export const receipt: TKind = {
  kind: 'receipt',
  schema: [
    { name: 'merchant', type: 'string', required: true },
    { name: 'date', type: 'string', format: 'date', required: true },
    { name: 'time', type: 'string', format: 'time' },
    { name: 'total', type: 'number', required: true },
    { name: 'vat_amount', type: 'number' },
    { name: 'payment_method', type: 'string' },
    { name: 'card_last4', type: 'string' },
  ],
  facts(rng, lang) {
    const total = rng.money(4, 180);
    return {
      merchant: rng.pick([
        'Café Central',
        'REWE Markt',
        'Corner Deli',
        'Bäckerei Krause',
        'City Pharmacy',
        'Tankstelle Nord',
      ]),
      date: rng.date(),
      time: `${String(rng.int(7, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      total,
      vat_amount: Math.round((total - total / 1.19) * 100) / 100,
      payment_method: lang === 'en' ? rng.pick(['Visa', 'Mastercard', 'Cash']) : rng.pick(['EC-Karte', 'Bar', 'Visa']),
      card_last4: String(rng.int(1000, 9999)),
    };
  },
  layouts: [
    (f, lang, s) => [
      f.merchant,
      rng0(STREETS, s),
      rng0(CITIES, s),
      '',
      `${writeDate(f.date, lang, s)}  ${f.time}`,
      '',
      t(lang, 'Coffee\t3.20', 'Kaffee\t3,20'),
      t(lang, 'Sandwich\t5.90', 'Brötchen\t5,90'),
      '--------------------------------',
      `${t(lang, 'TOTAL', 'SUMME')}\t${writeMoney(f.total, lang, 3)}`,
      `${t(lang, 'incl. VAT 19%', 'enth. MwSt 19%')}\t${writeMoney(f.vat_amount, lang, 3)}`,
      '',
      `${t(lang, 'Payment method', 'Zahlart')}: ${f.payment_method}`,
      `${t(lang, 'Card', 'Karte')}: **** **** **** ${f.card_last4}`,
      t(lang, 'Thank you for your visit!', 'Vielen Dank für Ihren Einkauf!'),
    ],
    (f, lang, s) => [
      `*** ${f.merchant} ***`,
      `${t(lang, 'Receipt', 'Beleg')} #${s * 37 + 1000}`,
      `${t(lang, 'Date', 'Datum')}: ${writeDate(f.date, lang, s + 1)}`,
      `${t(lang, 'Time', 'Uhrzeit')}: ${f.time}`,
      '',
      `${t(lang, 'Amount', 'Betrag')}: ${writeMoney(f.total, lang, s)}`,
      `${t(lang, 'Tax', 'USt')}: ${writeMoney(f.vat_amount, lang, s)}`,
      `${t(lang, 'Paid with', 'Bezahlt mit')}: ${f.payment_method} ${t(lang, 'ending in', 'Endziffern')} ${f.card_last4}`,
    ],
    (f, lang, s) => [
      f.merchant.toUpperCase(),
      '',
      `${t(lang, 'Total', 'Gesamt')}\t${writeMoney(f.total, lang, s + 2)}`,
      `${t(lang, 'VAT', 'MwSt')}\t${writeMoney(f.vat_amount, lang, s + 2)}`,
      `${t(lang, 'Payment', 'Zahlung')}\t${f.payment_method}`,
      `${t(lang, 'Card number', 'Kartennummer')}\tXXXX${f.card_last4}`,
      '',
      `${writeDate(f.date, lang, s + 3)} ${f.time}`,
    ],
  ],
};

export const shipping: TKind = {
  kind: 'shipping_notice',
  schema: [
    { name: 'tracking_number', type: 'string', required: true },
    { name: 'carrier', type: 'string' },
    { name: 'ship_date', type: 'string', format: 'date' },
    { name: 'order_number', type: 'string' },
    { name: 'weight_kg', type: 'number' },
    { name: 'packages', type: 'number' },
    { name: 'recipient', type: 'object', properties: [{ name: 'name', type: 'string' }] },
  ],
  facts(rng) {
    return {
      tracking_number: `${rng.pick(['1Z', 'JJD', '00340'])}${rng.int(10_000_000, 99_999_999)}${rng.int(100, 999)}`,
      carrier: rng.pick(['DHL', 'UPS', 'DPD', 'Hermes', 'GLS']),
      ship_date: rng.date(),
      order_number: `${rng.pick(['ORD', 'B', 'SO'])}-${rng.int(10000, 99999)}`,
      weight_kg: rng.int(2, 400) / 10,
      packages: rng.int(1, 4),
      recipient: { name: rng.pick(PEOPLE) },
    };
  },
  layouts: [
    (f, lang, s) => [
      `${t(lang, 'Your order has shipped!', 'Ihre Bestellung ist unterwegs!')}`,
      '',
      `${t(lang, 'Order number', 'Bestellnummer')}: ${f.order_number}`,
      `${t(lang, 'Shipped on', 'Versanddatum')}: ${writeDate(f.ship_date, lang, s)}`,
      `${t(lang, 'Carrier', 'Versanddienstleister')}: ${f.carrier}`,
      `${t(lang, 'Tracking number', 'Sendungsnummer')}: ${f.tracking_number}`,
      `${t(lang, 'Packages', 'Pakete')}: ${f.packages}`,
      `${t(lang, 'Weight', 'Gewicht')}: ${writeNumber(f.weight_kg, lang, 1)} kg`,
      '',
      `${t(lang, 'Ship to', 'Lieferadresse')}:`,
      f.recipient.name,
      rng0(STREETS, s),
      rng0(CITIES, s),
    ],
    (f, lang, s) => [
      t(lang, 'Shipping confirmation', 'Versandbestätigung'),
      '',
      `${t(lang, 'Recipient', 'Empfänger')}\t${f.recipient.name}`,
      `${t(lang, 'Order', 'Bestellung')}\t${f.order_number}`,
      `${t(lang, 'Shipping date', 'Versanddatum')}\t${writeDate(f.ship_date, lang, s + 1)}`,
      `${t(lang, 'Shipping company', 'Paketdienst')}\t${f.carrier}`,
      `${t(lang, 'Tracking ID', 'Tracking-Nummer')}\t${f.tracking_number}`,
      `${t(lang, 'Number of parcels', 'Anzahl Pakete')}\t${f.packages}`,
      `${t(lang, 'Total weight', 'Gesamtgewicht')}\t${writeNumber(f.weight_kg * 1000, lang, 0)} g`,
    ],
    (f, lang, s) => [
      `${f.carrier} – ${t(lang, 'Delivery notice', 'Lieferavis')}`,
      '',
      t(lang, 'Tracking no.\tShipped\tParcels\tWeight', 'Sendungsnr.\tVersand\tPakete\tGewicht'),
      `${f.tracking_number}\t${writeDate(f.ship_date, lang, s + 2)}\t${f.packages}\t${writeNumber(f.weight_kg, lang, 1)} kg`,
      '',
      `${t(lang, 'For', 'Für')}: ${f.recipient.name}, ${rng0(CITIES, s + 1)}`,
      `${t(lang, 'Reference: order', 'Referenz: Bestellung')} ${f.order_number}`,
    ],
  ],
};

export const purchaseOrder: TKind = {
  kind: 'purchase_order',
  schema: [
    { name: 'po_number', type: 'string', required: true },
    { name: 'order_date', type: 'string', format: 'date' },
    { name: 'delivery_date', type: 'string', format: 'date' },
    { name: 'buyer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    { name: 'supplier', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    { name: 'total', type: 'number' },
    itemSchema,
  ],
  facts(rng, lang) {
    const lines = items(rng, lang, rng.int(2, 3));
    const date = rng.date();
    return {
      po_number: `PO-${rng.int(1000, 99999)}`,
      order_date: date,
      delivery_date: addDays(date, rng.int(5, 40)),
      buyer: { name: rng.pick(COMPANIES) },
      supplier: { name: rng.pick(COMPANIES.slice(2)) },
      total: Math.round(lines.reduce((sum, item) => sum + item.amount, 0) * 100) / 100,
      items: lines,
    };
  },
  layouts: [
    (f, lang, s) => [
      f.buyer.name,
      t(lang, 'PURCHASE ORDER', 'BESTELLUNG'),
      `${t(lang, 'PO number', 'Bestellnummer')}: ${f.po_number}`,
      `${t(lang, 'Order date', 'Bestelldatum')}: ${writeDate(f.order_date, lang, s)}`,
      `${t(lang, 'Supplier', 'Lieferant')}: ${f.supplier.name}`,
      `${t(lang, 'Requested delivery date', 'Gewünschter Liefertermin')}: ${writeDate(f.delivery_date, lang, s)}`,
      '',
      t(lang, 'Item\tQty\tUnit price\tAmount', 'Artikel\tMenge\tEinzelpreis\tBetrag'),
      ...f.items.map(
        (item: TItem) =>
          `${item.description}\t${item.quantity}\t${writeNumber(item.unit_price, lang)}\t${writeNumber(item.amount, lang)}`,
      ),
      '',
      `${t(lang, 'Order total', 'Bestellsumme')}: ${writeMoney(f.total, lang, s)}`,
    ],
    (f, lang, s) => [
      `${t(lang, 'From', 'Von')}: ${f.buyer.name}\t${t(lang, 'To', 'An')}: ${f.supplier.name}`,
      '',
      `${t(lang, 'Purchase order', 'Auftrag')} ${f.po_number}`,
      `${t(lang, 'Date', 'Datum')}\t${writeDate(f.order_date, lang, s + 1)}`,
      `${t(lang, 'Delivery by', 'Liefern bis')}\t${writeDate(f.delivery_date, lang, s + 1)}`,
      '',
      t(lang, 'Description\tQuantity\tPrice\tTotal', 'Beschreibung\tAnzahl\tPreis\tSumme'),
      ...f.items.map(
        (item: TItem) =>
          `${item.description}\t${item.quantity}\t${writeMoney(item.unit_price, lang, 1)}\t${writeMoney(item.amount, lang, 1)}`,
      ),
      `\t\t${t(lang, 'Total', 'Gesamt')}\t${writeMoney(f.total, lang, 1)}`,
    ],
    (f, lang, s) => [
      t(lang, 'Order confirmation request', 'Bitte bestätigen Sie folgende Bestellung'),
      '',
      t(lang, 'Buyer', 'Besteller'),
      f.buyer.name,
      t(lang, 'Vendor', 'Lieferant'),
      f.supplier.name,
      '',
      `${t(lang, 'Order no.', 'Bestell-Nr.')} ${f.po_number} ${t(lang, 'of', 'vom')} ${writeDate(f.order_date, lang, s + 2)}`,
      `${t(lang, 'Delivery date', 'Liefertermin')}: ${writeDate(f.delivery_date, lang, s + 2)}`,
      '',
      t(lang, 'Qty\tDescription\tUnit price\tAmount', 'Menge\tBezeichnung\tStückpreis\tBetrag'),
      ...f.items.map(
        (item: TItem) =>
          `${item.quantity}\t${item.description}\t${writeNumber(item.unit_price, lang)}\t${writeNumber(item.amount, lang)}`,
      ),
      '',
      `${t(lang, 'Total amount', 'Gesamtbetrag')} ${writeMoney(f.total, lang, 2)}`,
    ],
  ],
};

/** A fixed pick from a list by a layout's seed (addresses don't carry truth). */
function rng0<T>(list: readonly T[], seed: number): T {
  return list[Math.abs(seed) % list.length] as T;
}
