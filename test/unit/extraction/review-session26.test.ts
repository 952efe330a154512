// Review of session 25's new files (branch review26): inputs their authors did not write. A notice's own "From:" over
// "Sent:" lines (a transfer's payer and sum) taken for Outlook's quoted header block, a quotation's running head on its
// second page taken for the title of the rows' group, and a contract section's sum a blank line under its heading.
import { describe, expect, it } from '@jest/globals';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import type { TDocumentText } from '../../../src/extraction/types.ts';
import { extractMail, extractText } from './local-provider-helpers.ts';

/** A plain-text mail with the given header lines, as a mail program sends it (CRLF line ends). */
const mail = (headers: string[], body: string[]) =>
  [...headers, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=UTF-8', '', ...body, ''].join('\r\n');

describe('a notice’s own "From:" over "Sent:" lines', () => {
  // mail-forward.ts opensOutlookBlock took any "From:" line over a "Sent:" one for Outlook's block of an earlier
  // message: the notice's lines from there on were the quoted history, and the payee was read as the payer.
  it('reads a transfer notice’s payee as the payee, not the payer (no quoted message without its subject)', async () => {
    const raw = mail(
      [
        'From: PayFast <noreply@payfast.example>',
        'To: tom@example.com',
        'Subject: Your transfer is on its way',
        'Date: Thu, 14 May 2026 09:12:00 +0000',
      ],
      [
        'Hi Tom,',
        '',
        'your money is on its way.',
        '',
        'From: Tom Baker',
        'Sent: 250.00 GBP',
        'To: Anna Schmidt',
        'Received: 291.50 EUR',
        'Reference: Rent June',
        '',
        'The money should arrive by 16 May 2026.',
        '',
        'The PayFast team',
      ],
    );
    const schema: TOutputSchema = [
      { name: 'payer', type: 'string' },
      { name: 'payee', type: 'string' },
      { name: 'amount_sent', type: 'number' },
      { name: 'reference', type: 'string' },
    ];

    const { response } = await extractMail(raw, schema);

    expect(response.result).toEqual({ payee: 'Anna Schmidt', amount_sent: 250, reference: 'Rent June' });
  });
});

describe('a quotation’s running head between its rows at the page break', () => {
  // group-titles.ts took any short line between two rows for their group's title: the head the second page repeats.
  it('keeps the rows after the break in their group ("Bad"), not "Angebot Nr. A-2026-118"', async () => {
    const page1 = [
      'Angebot Nr. A-2026-118',
      '',
      'Beschreibung                       Menge   Betrag',
      'Küche',
      'Fliesen entfernen                  1       420,00',
      'Wandfliesen verlegen               1       980,00',
      'Bad',
      'Duschwanne einbauen                1       650,00',
      'Armaturen montieren                2       310,00',
      '',
      'Seite 1 von 2',
    ];
    const page2 = [
      'Angebot Nr. A-2026-118',
      'Beschreibung                       Menge   Betrag',
      'Spiegelschrank montieren           1       180,00',
      'Handtuchhalter montieren           2        45,00',
      '',
      'Summe netto                                2.585,00',
    ];
    const document: TDocumentText = {
      fileName: 'angebot.pdf',
      contentType: 'application/pdf',
      pages: [
        { page: 1, text: page1.join('\n') },
        { page: 2, text: page2.join('\n') },
      ],
      warnings: [],
    };
    const schema: TOutputSchema = [
      {
        name: 'positionen',
        type: 'array',
        items: {
          type: 'object',
          properties: [
            { name: 'beschreibung', type: 'string' },
            { name: 'raum', type: 'string' },
            { name: 'betrag', type: 'number' },
          ],
        },
      },
    ];

    const { result } = await extractText(document, schema);

    const rooms = (result as { positionen: { raum?: string }[] }).positionen.map((item) => item.raum);
    expect(rooms).toEqual(['Küche', 'Küche', 'Bad', 'Bad', 'Bad', 'Bad']);
  });
});

describe('a contract section’s sum a blank line under its numbered heading', () => {
  // section-sums.ts stopped at the first blank line under the heading, before the paragraph had begun.
  it('reads the deposit of "7. Deposit" over a blank line and its paragraph', async () => {
    const text = [
      'TENANCY AGREEMENT',
      '',
      '6. Rent',
      '',
      'The Tenant shall pay £1,150 per calendar month.',
      '',
      '7. Deposit',
      '',
      'Payable on signing: £1,200, held in a government-approved scheme.',
      '',
      '8. Repairs',
      '',
      'The Landlord keeps the structure in repair.',
    ].join('\n');

    const { result } = await extractText(text, [{ name: 'deposit', type: 'number' }]);

    expect(result).toEqual({ deposit: 1200 });
  });
});
