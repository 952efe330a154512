// Kinds written after the extractor was tuned and measured once: how it does on kinds it has never seen.
import { addDays, COMPANIES, PEOPLE, type TLang, writeDate, writeMoney } from './format-values.ts';
import type { TKind } from './types.ts';

const t = (lang: TLang, en: string, de: string) => (lang === 'en' ? en : de);

export const deliveryNote: TKind = {
  kind: 'delivery_note',
  schema: [
    { name: 'delivery_note_number', type: 'string', required: true },
    { name: 'delivery_date', type: 'string', format: 'date' },
    { name: 'order_number', type: 'string' },
    { name: 'customer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    {
      name: 'items',
      type: 'array',
      items: {
        type: 'object',
        properties: [
          { name: 'article_number', type: 'string' },
          { name: 'description', type: 'string' },
          { name: 'quantity', type: 'number' },
        ],
      },
    },
  ],
  facts(rng, lang) {
    const names =
      lang === 'en' ? ['Pallet wrap', 'Screws M4', 'Cable ties'] : ['Stretchfolie', 'Schrauben M4', 'Kabelbinder'];
    return {
      delivery_note_number: `LS-${rng.int(10000, 99999)}`,
      delivery_date: rng.date(),
      order_number: `${rng.int(4000000, 4999999)}`,
      customer: { name: rng.pick(COMPANIES) },
      items: names.slice(0, rng.int(2, 3)).map((description) => ({
        article_number: `A-${rng.int(100, 999)}`,
        description,
        quantity: rng.int(1, 50),
      })),
    };
  },
  layouts: [
    (f, lang, s) => [
      `Bergmann Logistik GmbH · ${t(lang, 'Warehouse', 'Lager')} Nord`,
      '',
      f.customer.name,
      'Am Markt 7',
      '80331 München',
      '',
      `${t(lang, 'DELIVERY NOTE', 'LIEFERSCHEIN')} ${f.delivery_note_number}`,
      `${t(lang, 'Delivered on', 'Geliefert am')}: ${writeDate(f.delivery_date, lang, s)}`,
      `${t(lang, 'Your order', 'Ihre Bestellung')}: ${f.order_number}`,
      '',
      t(lang, 'Art. no.\tDescription\tQty', 'Art.-Nr.\tBezeichnung\tMenge'),
      ...f.items.map(
        (item: { article_number: string; description: string; quantity: number }) =>
          `${item.article_number}\t${item.description}\t${item.quantity}`,
      ),
      '',
      t(lang, 'Goods received in good condition: ________', 'Ware vollständig erhalten: ________'),
    ],
    (f, lang, s) => [
      t(lang, 'Dispatch note', 'Lieferschein'),
      `${t(lang, 'No.', 'Nr.')}\t${f.delivery_note_number}\t${t(lang, 'Date', 'Datum')}\t${writeDate(f.delivery_date, lang, s + 1)}`,
      `${t(lang, 'Customer', 'Kunde')}\t${f.customer.name}\t${t(lang, 'Order no.', 'Auftrags-Nr.')}\t${f.order_number}`,
      '',
      t(lang, 'Qty\tItem no.\tItem', 'Menge\tArtikelnummer\tArtikel'),
      ...f.items.map(
        (item: { article_number: string; description: string; quantity: number }) =>
          `${item.quantity}\t${item.article_number}\t${item.description}`,
      ),
    ],
  ],
};

export const premiumNotice: TKind = {
  kind: 'insurance_premium',
  schema: [
    { name: 'policy_number', type: 'string', required: true },
    { name: 'policyholder', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    { name: 'insurer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    { name: 'premium_amount', type: 'number', required: true },
    { name: 'due_date', type: 'string', format: 'date' },
    {
      name: 'coverage_period',
      type: 'object',
      properties: [
        { name: 'start', type: 'string', format: 'date' },
        { name: 'end', type: 'string', format: 'date' },
      ],
    },
  ],
  facts(rng) {
    const start = `2027-0${rng.int(1, 9)}-01`;
    return {
      policy_number: `${rng.pick(['KV', 'HP', 'POL'])}-${rng.int(1000000, 9999999)}`,
      policyholder: { name: rng.pick(PEOPLE) },
      insurer: {
        name: rng.pick(['Allgemeine Versicherung AG', 'Harbor Mutual Insurance Ltd', 'Rheinland Versicherungen AG']),
      },
      premium_amount: rng.money(80, 1400),
      due_date: addDays(start, -14),
      coverage_period: { start, end: addDays(addDays(start, 365), -1) },
    };
  },
  layouts: [
    (f, lang, s) => [
      f.insurer.name,
      '',
      f.policyholder.name,
      'Lindenweg 4',
      '20095 Hamburg',
      '',
      t(lang, 'Premium notice', 'Beitragsrechnung'),
      `${t(lang, 'Policy number', 'Versicherungsscheinnummer')}: ${f.policy_number}`,
      `${t(lang, 'Period of cover', 'Versicherungszeitraum')}: ${writeDate(f.coverage_period.start, lang, s)} – ${writeDate(f.coverage_period.end, lang, s)}`,
      '',
      `${t(lang, 'Annual premium', 'Jahresbeitrag')}\t${writeMoney(f.premium_amount, lang, s)}`,
      `${t(lang, 'Due on', 'Fällig zum')}\t${writeDate(f.due_date, lang, s)}`,
    ],
    (f, lang, s) => [
      `${f.insurer.name}\t${t(lang, 'Policy', 'Vertrag')}\t${f.policy_number}`,
      `\t${t(lang, 'Policyholder', 'Versicherungsnehmer')}\t${f.policyholder.name}`,
      '',
      t(lang, 'Cover from\tCover until\tPremium\tPayable by', 'Beginn\tAblauf\tBeitrag\tZahlbar bis'),
      `${writeDate(f.coverage_period.start, lang, s + 1)}\t${writeDate(f.coverage_period.end, lang, s + 1)}\t${writeMoney(f.premium_amount, lang, s + 1)}\t${writeDate(f.due_date, lang, s + 1)}`,
    ],
  ],
};
