// A forwarded mail's document is the forwarded message: its own sender, date and body, not the forwarder's note
// and header block; Outlook's rule of underscores opens a quoted message too.
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText, textDocument } from '../local-provider-helpers.ts';

const MAIL = 'message/rfc822';
const mail = (headers: string[], body: string[]) => [...headers, '', ...body].join('\n');

const FORWARD = mail(
  [
    'Subject: WG: Lieferavis LS 0048812',
    'From: Neumann, Katrin <k.neumann@weber.example>',
    'To: Lager <lager@weber.example>',
    'Date: Fri, 20 Mar 2026 13:41:08 +0000',
  ],
  [
    'Zur Info.',
    '',
    'Gruß',
    'Katrin Neumann',
    'Tel. +49 911 480 33-12',
    '',
    '-----Ursprüngliche Nachricht-----',
    'Von: Versand Ebert <versand@ebert.example>',
    'Gesendet: Donnerstag, 19. März 2026 14:22',
    'An: Neumann, Katrin <k.neumann@weber.example>',
    'Betreff: Lieferavis LS 0048812',
    '',
    'Guten Tag Frau Neumann,',
    '',
    'Lieferschein-Nr.: LS 0048812',
    'Bei Rückfragen erreichen Sie mich unter +49 9131 7720-45.',
    '',
    'Freundliche Grüße',
    'Stefan Ebert',
    'Kunststoff Ebert GmbH & Co. KG',
  ],
);

describe('forwarded mail', () => {
  it("reads a forward's message as the body and its own block for the sender, its address and its date", async () => {
    const schema: TOutputSchema = [
      { name: 'lieferscheinnummer', type: 'string' },
      { name: 'lieferant_email', type: 'string' },
      { name: 'telefon', type: 'string' },
      { name: 'gesendet_am', type: 'string', format: 'date' },
    ];
    expect((await extractText(FORWARD, schema, MAIL)).result).toEqual({
      lieferscheinnummer: 'LS 0048812',
      lieferant_email: 'versand@ebert.example',
      telefon: '+49 9131 7720-45',
      gesendet_am: '2026-03-19',
    });
    const lines = documentLines([textDocument(FORWARD, MAIL)]);
    expect(lines.find((line) => line.text === 'Zur Info.')?.header).toBe(true);
    expect(lines.find((line) => line.text.startsWith('Lieferschein'))?.header).toBeUndefined();
  });

  it('keeps a reply\'s "-----Original Message-----" block below the new text, and sees Outlook\'s rule as one', () => {
    const reply = FORWARD.replace('WG: ', 'AW: ');
    const lines = documentLines([textDocument(reply, MAIL)]);
    expect(lines.find((line) => line.text.startsWith('Lieferschein'))?.header).toBe(true);
    expect(lines.find((line) => line.text === 'Zur Info.')?.header).toBeUndefined();
    const outlook = reply.replace('-----Ursprüngliche Nachricht-----', '________________________________');
    const read = documentLines([textDocument(outlook, MAIL)]);
    expect(read.find((line) => line.text.startsWith('Lieferschein'))?.header).toBe(true);
  });

  it("reads a field described as an e-mail address as one, from the forwarded sender's line", async () => {
    const schema: TOutputSchema = [
      { name: 'original_sender', type: 'string', description: 'e-mail address of the company that sent it' },
    ];
    expect((await extractText(FORWARD, schema, MAIL)).result).toEqual({ original_sender: 'versand@ebert.example' });
  });
});
