// Rules for classes of scalar misses found on set D (session 7), one class per test.
import { describe, expect, it } from '@jest/globals';
import { extractText } from '../local-provider-helpers.ts';

const run = extractText;

describe('identifiers end where the text around them starts', () => {
  it('cuts at a lone dash or middle dot, a sentence end, and drops a leading "Nr."', async () => {
    const schema = [{ name: 'order_number', type: 'string' as const }];
    const cases: [string, string][] = [
      ['PO #5531 – spring menu order', '5531'],
      ['Order WS-558210 · Placed Mar 2, 2026', 'WS-558210'],
      ['vielen Dank für Ihre Bestellung A-88120. Folgende Artikel sind unterwegs:', 'A-88120'],
      ['Subject: Ihre Bestellung Nr. 302-5581', '302-5581'],
    ];
    for (const [text, expected] of cases) {
      expect((await run(text, schema)).result).toEqual({ order_number: expected });
    }
  });
});

describe('amounts on a charge line', () => {
  it('takes the money cell ending the line when the label is followed by words with a number in them', async () => {
    const text = [
      '14.02.       Restaurant Zirbelstube, Tisch 9     1        86,40         86,40',
      '13.–16.02.   Kurbeitrag 2 Pers. × 3 Nächte       6        3,20          19,20',
      'Personen     2',
      'Units used        1,432 kWh at 6.321p   £90.52',
    ].join('\n');
    const schema = [
      { name: 'restaurant', type: 'number' as const },
      { name: 'kurbeitrag', type: 'number' as const },
      { name: 'personen', type: 'number' as const },
      { name: 'units_used', type: 'number' as const },
    ];
    expect((await run(text, schema)).result).toEqual({
      restaurant: 86.4,
      kurbeitrag: 19.2,
      personen: 2,
      units_used: 1432,
    });
  });
});

describe('values in their usual written form', () => {
  it('states a payment received as the amount paid, an account as its IBAN, a time without "Uhr"', async () => {
    const text = [
      'Payment received Feb 3 – thank you   -$89.99',
      'Konto Auftraggeber   Girokonto · DE63 2806 5061 0012 3456 00',
      'Tatzeit    14:52 Uhr',
    ].join('\n');
    const schema = [
      { name: 'payment_received', type: 'number' as const },
      { name: 'konto_auftraggeber', type: 'string' as const },
      { name: 'tatzeit', type: 'string' as const },
    ];
    expect((await run(text, schema)).result).toEqual({
      payment_received: 89.99,
      konto_auftraggeber: 'DE63 2806 5061 0012 3456 00',
      tatzeit: '14:52',
    });
  });
});

describe('dates', () => {
  it('reads "Date of contravention" for `contravention_date`, day first when the document writes 19/03/2026', async () => {
    const text = 'Date of contravention   05/03/2026\nReduced to £35.00 if paid by 19/03/2026.';
    const schema = [{ name: 'contravention_date', type: 'string' as const, format: 'date' as const }];
    expect((await run(text, schema)).result).toEqual({ contravention_date: '2026-03-05' });
    const us = await run('Date of issue   05/03/2026', [{ name: 'issue_date', type: 'string', format: 'date' }]);
    expect(us.result).toEqual({ issue_date: '2026-05-03' });
  });
});

describe('labels that leave part of the name out', () => {
  it('reads a "-datum" field under its "-tag", a gross amount and the instalments paid under their bare label', async () => {
    const text = [
      'Tattag                         Dienstag, 10.03.2026',
      'Summe netto                             1.677,38 EUR',
      'Rechnungsbetrag                         1.996,08 EUR',
      'abzgl. Abschläge 12 x 173,00 EUR        -2.076,00 EUR',
    ].join('\n');
    const schema = [
      { name: 'tatdatum', type: 'string' as const, format: 'date' as const },
      { name: 'rechnungsbetrag_brutto', type: 'number' as const },
      { name: 'abschlaege_gezahlt', type: 'number' as const },
    ];
    expect((await run(text, schema)).result).toEqual({
      tatdatum: '2026-03-10',
      rechnungsbetrag_brutto: 1996.08,
      abschlaege_gezahlt: 2076,
    });
  });
});

describe('amounts in a named currency', () => {
  it('never takes an amount printed in another currency for `amount_usd`', async () => {
    const text = 'Amount credited: JPY 2,710,829\nOur fee: USD 45.00';
    expect((await run(text, [{ name: 'amount_usd', type: 'number' }])).result).toEqual({});
    const paid = await run('Amount credited: JPY 2,710,829\nAmount: USD 18,240.00', [
      { name: 'amount_usd', type: 'number' },
    ]);
    expect(paid.result).toEqual({ amount_usd: 18240 });
  });
});

describe('German compounds with a hyphen', () => {
  it('reads "Tatbestand-Nr." (no linking "s") for `tatbestandsnummer`', async () => {
    const response = await run('Tatbestand-Nr.                 112402', [
      { name: 'tatbestandsnummer', type: 'string' },
    ]);
    expect(response.result).toEqual({ tatbestandsnummer: '112402' });
  });
});

describe('charges written as words', () => {
  it('reads "Shipping FREE" as 0 for a number field', async () => {
    const response = await run('Subtotal (7 items)   $333.00\nShipping             FREE', [
      { name: 'shipping', type: 'number' },
      { name: 'subtotal', type: 'number' },
    ]);
    expect(response.result).toEqual({ shipping: 0, subtotal: 333 });
  });
});

describe('order dates', () => {
  it('reads "Placed on …" and an order\'s date in a sentence ("Ihre Bestellung … vom 11.03.2026")', async () => {
    const placed = await run('Order #WS-558210 · Placed on March 2, 2026', [
      { name: 'order_date', type: 'string', format: 'date' },
    ]);
    expect(placed.result).toEqual({ order_date: '2026-03-02' });
    const sentence = await run(
      'vielen Dank für Ihre Bestellung bei fahrradteile-nord.de vom 11.03.2026. Wir liefern bald.',
      [{ name: 'bestelldatum', type: 'string', format: 'date' }],
    );
    expect(sentence.result).toEqual({ bestelldatum: '2026-03-11' });
  });
});

describe('values a description lists', () => {
  it('gives the alternative the document names, the labelled one first, and nothing when unsure', async () => {
    const ergebnis = { name: 'ergebnis', type: 'string' as const, description: "'Nachzahlung' oder 'Guthaben'" };
    const settled = await run('Rechnungsbetrag  1.996,08 EUR\nIhr Guthaben  79,92 EUR', [ergebnis]);
    expect(settled.result).toEqual({ ergebnis: 'Guthaben' });
    const status = {
      name: 'status',
      type: 'string' as const,
      description: 'one of: in_transit, out_for_delivery, delivered',
    };
    const tracked = await run('Status: Your package was delivered Thursday\n03/12/2026  Out For Delivery Today', [
      status,
    ]);
    expect(tracked.result).toEqual({ status: 'delivered' });
    const unsure = await run('Total  1,228.34\nRefund or balance owing: see page 2', [
      { name: 'result', type: 'string', description: 'refund or balance owing' },
    ]);
    expect(unsure.result).toEqual({});
  });
});
