// What the merge of session 27's seven branches broke on the development sets, found by the lead's full eval: each
// case read right on session 26's code (checked in a worktree) and failed on the merged code before its fix.
import { describe, expect, it } from '@jest/globals';
import type { TLine } from '../../../src/extraction/providers/local/lines.ts';
import { GUARDED_TEST_MS, guardedReader } from '../../helpers/hang-guard.ts';
import { extractMail, extractText } from './local-provider-helpers.ts';

const mail = (headers: string[], body: string[]) =>
  [...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', ...body].join('\r\n');

describe('session 27 merge: values the branches together lost', () => {
  it('reads the card a till receipt was paid with from its own line, not the amount beside it', async () => {
    const text = [
      'Dirk Rossmann GmbH Filiale 2231',
      'Lange Str. 40, 26122 Oldenburg',
      '',
      'Isana Duschgel Mango            0,95 1',
      'Alverde Zahncreme               1,45 1',
      '--------------------------------------',
      'Summe EUR                       2,40',
      'EC-Karte EUR                    2,40',
      '--------------------------------------',
      'Beleg-Nr. 0815-3   11.03.2026  17:42',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'bezahlt_mit', type: 'string', description: "'Bar', 'EC-Karte' oder 'Kreditkarte'" },
    ]);
    expect(response.result).toMatchObject({ bezahlt_mit: 'EC-Karte' });
  });

  it('reads a pharmacy receipt\'s "EC-Karte  13,44" as the way of payment', async () => {
    const text = [
      'Linden-Apotheke',
      'Lindenstr. 5, 30159 Hannover',
      '',
      'Ibuprofen 400 20 St\t3,95 A',
      'Nasenspray 10 ml\t4,49 A',
      '--------------------------------',
      'SUMME EUR\t8,44',
      'EC-Karte\t8,44',
      '',
      '11.02.26 17:42 Kasse 2 Bon 4471',
    ].join('\n');
    const response = await extractText(text, [
      { name: 'zahlungsart', type: 'string', description: 'bar, EC-Karte oder Kreditkarte' },
    ]);
    expect(response.result).toMatchObject({ zahlungsart: 'EC-Karte' });
  });

  it('keeps a bill mail\'s "AutoPay is ON" true when the next sentence says there is nothing to do', async () => {
    const raw = mail(
      ['From: Cobalt Mobile <billing@cobaltmobile.com>', 'To: marisol.vega@gmail.com', 'Subject: Your bill is ready'],
      [
        'Hi Marisol,',
        '',
        'Account: 0588-21947',
        'Lines on this account: 3',
        '',
        '  Previous balance              $84.10',
        '  New charges                   $87.43',
        '  Amount due                    $87.43',
        '',
        'Due by March 23, 2026.',
        '',
        "AutoPay is ON: we'll charge your Visa ending in 9021 on March 23. There's",
        'nothing you need to do.',
        '',
        'Thanks for being with Cobalt,',
      ],
    );
    const { response } = await extractMail(raw, [{ name: 'autopayEnabled', type: 'boolean' }]);
    expect(response.result).toMatchObject({ autopayEnabled: true });
  });

  it("reads the wished delivery date of an order mailed as a letter, not the mail's date", async () => {
    const raw = mail(
      ['From: Notifications <noreply@mailer.example>', 'To: Accounts <accounts@customer.example>'].concat([
        'Subject: Sehr geehrte Damen und Herren,',
        'Date: Mon, 02 Feb 2026 09:15:00 +0100',
      ]),
      [
        'Sehr geehrte Damen und Herren,',
        '',
        'hiermit bestellen wir bei der Holzhandel Brenner KG gemäß Ihrem Angebot vom 12.03.2026:',
        '',
        'Bestell-Nr.: 70-33918',
        'Artikel: Fichte KVH 60x120 mm, 5 m',
        'Menge: 120 Stück',
        'Preis netto gesamt: 2.280,00 EUR',
        'Gewünschtes Lieferdatum: 08.04.2026',
        '',
        'Bitte bestätigen Sie den Auftrag kurz per Mail.',
        '',
        'Mit freundlichen Grüßen',
        'Zimmerei Kowalski GmbH',
      ],
    );
    const { response } = await extractMail(raw, [{ name: 'lieferdatum', type: 'string', format: 'date' }]);
    expect(response.result).toMatchObject({ lieferdatum: '2026-04-08' });
  });

  // The sentence's end (checkboxes.ts SENTENCE_END) is looked for after the flag's word on every mentioned line: a run
  // of blanks after a stop, or a run of stops, is read once.
  it(
    'finds the sentence of a flag in 100,000 blanks or stops without a hang',
    async () => {
      const line = (text: string): TLine => ({ fileName: 'a.txt', page: 1, text, cells: [] });
      for (const text of [`Autopay enabled.${' '.repeat(100_000)}x`, `Autopay enabled${'. '.repeat(50_000)}x`]) {
        const read = guardedReader(
          'providers/local/checkboxes.ts',
          'mentionedFlag',
          [line(text)],
          ['autopay'],
          /\bnot\b/i,
        );
        expect(await read).toMatchObject({ text: 'yes' });
      }
    },
    GUARDED_TEST_MS,
  );
});
