// The parts of an e-mail the local extractor reads apart from its body's labels: the header block (From/To for
// their own parties only), the subject's number, the signature (writer and company) and the quoted earlier message.
import { describe, expect, it } from '@jest/globals';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText, textDocument } from '../local-provider-helpers.ts';

const MAIL = 'message/rfc822';
const mail = (headers: string[], body: string[]) => [...headers, '', ...body].join('\n');

describe('e-mail structure', () => {
  it('ranks the quoted earlier message of a reply below the new text', () => {
    const text = mail(
      ['Subject: RE: Order', 'From: Shop <shop@example.com>'],
      [
        'Hi Jordan,',
        'your order 100482276 has shipped.',
        '',
        '> On Sat, Mar 14, 2026, Jordan Pike wrote:',
        '> Order 100482275 too.',
      ],
    );
    const lines = documentLines([textDocument(text, MAIL)]);
    const quoted = lines.filter((line) => line.text.startsWith('>'));
    expect(quoted).toHaveLength(2);
    expect(quoted.every((line) => line.header)).toBe(true);
    expect(lines.find((line) => line.text.startsWith('your order'))?.header).toBeUndefined();
  });

  it('ranks an "-----Original Message-----" block below the new text', async () => {
    const schema: TOutputSchema = [{ name: 'subject', type: 'string' }];
    const text = mail(
      ['From: Amira <accounts@greenleaf.example>'],
      ['Hi Martin,', 'Subject: Credit note issued', '', '-----Original Message-----', 'Subject: Broken crate'],
    );
    const lines = documentLines([textDocument(text, MAIL)]);
    expect(lines.at(-1)?.header).toBe(true);
    expect((await extractText(text, schema, MAIL)).result).toEqual({ subject: 'Credit note issued' });
  });

  it("takes the signature's company as the sender and its person as the writer, not its role as a label pair", async () => {
    const schema: TOutputSchema = [
      { name: 'supplier', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'contactName', type: 'string' },
    ];
    const text = mail(
      ['Subject: FINAL NOTICE', 'From: Credit Control <ar@northgate.example>', 'To: payables@bellfield.example'],
      [
        'Dear Accounts Payable team,',
        '',
        'invoice NGS-55120 remains unpaid.',
        '',
        'Kind regards,',
        '',
        'Priya Raman',
        'Credit Control | Northgate Supply Ltd',
        'T: 0161 555 0199',
      ],
    );
    expect((await extractText(text, schema, MAIL)).result).toEqual({
      supplier: { name: 'Northgate Supply Ltd' },
      contactName: 'Priya Raman',
    });
  });

  it('takes the shop a mail signs as its team ("Ihr Team von …") though the first line is the subject', async () => {
    const schema: TOutputSchema = [{ name: 'shop', type: 'string' }];
    const text = mail(
      ['Subject: Bestellbestätigung Nr. 100238847'],
      [
        'Bestellbestätigung Nr. 100238847',
        '',
        'Hallo Herr Vogel,',
        'danke!',
        '',
        'Viel Spaß!',
        'Ihr Team von rad-nord.de',
      ],
    );
    expect((await extractText(text, schema, MAIL)).result).toEqual({ shop: 'rad-nord.de' });
  });

  it("reads an order's number from the subject when the body has none", async () => {
    const schema: TOutputSchema = [
      { name: 'bestellnummer', type: 'string' },
      { name: 'order_number', type: 'string' },
    ];
    const de = mail(['Subject: Bestellbestätigung Nr. 100238847'], ['Hallo Herr Vogel,', 'danke für Ihre Bestellung.']);
    expect((await extractText(de, [schema[0]] as TOutputSchema, MAIL)).result).toEqual({ bestellnummer: '100238847' });
    const en = mail(['Subject: Your order 4711-88 has shipped'], ['Hi Sam,', 'it is on its way.']);
    expect((await extractText(en, [schema[1]] as TOutputSchema, MAIL)).result).toEqual({ order_number: '4711-88' });
    // The owner's word glued to the number as its prefix: "PO-55120" is the purchase order's number, prefix and all.
    const glued = mail(['Subject: Re: PO-55120 change request'], ['Hi Grace,', 'confirmed, 1,800 units.']);
    const po: TOutputSchema = [{ name: 'po_number', type: 'string' }];
    expect((await extractText(glued, po, MAIL)).result).toEqual({ po_number: 'PO-55120' });
  });

  it("reads From and To only for their own party, as the display name without the address or a department's word", async () => {
    const schema: TOutputSchema = [
      { name: 'recipient', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'sender', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ];
    const department = mail(
      ['Subject: Delivery notice', 'From: Notifications <noreply@mailer.example>', 'To: Accounts <accounts@x.example>'],
      ['Tracking no. JJD96562012991'],
    );
    expect((await extractText(department, [schema[0]] as TOutputSchema, MAIL)).result).toEqual({});
    const named = mail(
      [
        'Subject: Your transfer',
        'From: Stadtwerke Bielefeld Kundenservice <ks@swb.example>',
        'To: Tomasz Nowak <t@x.example>',
      ],
      ['your transfer has been sent.'],
    );
    expect((await extractText(named, schema, MAIL)).result).toEqual({
      recipient: { name: 'Tomasz Nowak' },
      sender: { name: 'Stadtwerke Bielefeld' },
    });
  });

  it('takes no To line for the issuer of an order the mail sends, and sees an order in "hiermit bestellen wir"', async () => {
    const schema: TOutputSchema = [
      { name: 'buyer_company', type: 'string' },
      { name: 'lieferant', type: 'string' },
    ];
    const text = mail(
      ['Subject: Bestellung', 'From: Einkauf <einkauf@lindau.example>', 'To: Vertrieb Kabel Krämer <v@kk.example>'],
      [
        'Sehr geehrte Damen und Herren,',
        '',
        'hiermit bestellen wir 25 Ringe NYM-J.',
        '',
        'Lieferanschrift:',
        'Stadtwerke Lindau GmbH, Lager Nord',
        'Bregenzer Straße 40, 88131 Lindau',
        '',
        'Mit freundlichen Grüßen',
        'Sabine Huber',
        'Einkauf, Stadtwerke Lindau GmbH',
      ],
    );
    // The supplier is the order's addressee: neither the signature's company nor the delivery address block.
    expect((await extractText(text, schema, MAIL)).result).toEqual({ buyer_company: 'Stadtwerke Lindau GmbH' });
  });

  it('takes no title and surname ("Dear Dr. Lindqvist,") as a full name of the addressee', async () => {
    const schema: TOutputSchema = [{ name: 'recipient_organization', type: 'string' }];
    const text = mail(['Subject: Grant award'], ['Dear Dr. Lindqvist,', '', 'the grant was approved.']);
    expect((await extractText(text, schema, MAIL)).result).toEqual({});
  });

  it('reads an order\'s "From: … To: …" as the buyer and the supplier, never the To side for the buyer', async () => {
    const schema: TOutputSchema = [
      { name: 'buyer', type: 'object', properties: [{ name: 'name', type: 'string' }] },
      { name: 'supplier', type: 'object', properties: [{ name: 'name', type: 'string' }] },
    ];
    const text = [
      'From: Globex Corporation   To: Sonnenschein Hotels GmbH, Seestraße 4, 82467 Garmisch',
      '',
      'Purchase order PO-49900',
      'Date                    08/22/2026',
    ];
    expect((await extractText(text.join('\n'), schema)).result).toEqual({
      buyer: { name: 'Globex Corporation' },
      supplier: { name: 'Sonnenschein Hotels GmbH' },
    });
  });

  it("reads the header's addresses for the parties' e-mail fields and its Date for the message's own date", async () => {
    const schema: TOutputSchema = [
      { name: 'customer_email', type: 'string', format: 'email' },
      { name: 'sender_email', type: 'string', format: 'email' },
      { name: 'sent_on', type: 'string', format: 'date' },
    ];
    const text = mail(
      [
        'Subject: Welcome',
        'From: FitLoft <service@fitloft.example>',
        'To: Jana Kruse <jana@posteo.example>',
        'Date: Thu, 29 Jan 2026 18:04:12 +0100',
      ],
      ['Hallo Jana,', '', 'schön, dass du dabei bist!'],
    );
    expect((await extractText(text, schema, MAIL)).result).toEqual({
      customer_email: 'jana@posteo.example',
      sender_email: 'service@fitloft.example',
      sent_on: '2026-01-29',
    });
    // A no-reply mailbox answers nobody: no party's address.
    const noreply = mail(['From: Shop <noreply@shop.example>'], ['Hallo,', 'danke.']);
    expect((await extractText(noreply, [schema[1]] as TOutputSchema, MAIL)).result).toEqual({});
  });

  it("fills a field named just `email` from the header line of the party its description names, else, as the schema's only e-mail field, from From", async () => {
    const text = mail(
      [
        'Subject: Anfrage Tischreservierung',
        'From: Jana Kruse <jana@posteo.example>',
        'To: Reservierung <tisch@lindenhof.example>',
      ],
      [
        'Hallo,',
        '',
        'ich möchte für Samstag einen Tisch für vier Personen reservieren.',
        '',
        'Viele Grüße',
        'Jana Kruse',
      ],
    );
    const email = { name: 'email', type: 'string', format: 'email' } as const;
    const name = { name: 'name', type: 'string' } as const;
    expect((await extractText(text, [name, email], MAIL)).result).toMatchObject({ email: 'jana@posteo.example' });
    expect((await extractText(text, [{ name: 'email', type: 'string' }], MAIL)).result).toEqual({
      email: 'jana@posteo.example',
    });
    // Beside another e-mail field it names no side, unless its description says it is the sender's.
    const recipient = { name: 'recipient_email', type: 'string', format: 'email' } as const;
    expect((await extractText(text, [email, recipient], MAIL)).result).toEqual({
      recipient_email: 'tisch@lindenhof.example',
    });
    // Described as another party's, it is that party's: the member a welcome mail goes to.
    const member = { ...email, description: 'E-Mail-Adresse des Mitglieds' };
    expect((await extractText(text, [member], MAIL)).result).toEqual({ email: 'tisch@lindenhof.example' });
    const described = { ...email, description: 'E-Mail-Adresse des Absenders' };
    expect((await extractText(text, [described, recipient], MAIL)).result).toEqual({
      email: 'jana@posteo.example',
      recipient_email: 'tisch@lindenhof.example',
    });
  });

  it("reads a field named for the mail's sender from its From line, a company's field from its signature", async () => {
    const text = mail(
      ['Subject: Re: PO-55120', 'From: Daniel Moreau <d.moreau@alpinepack.example>', 'To: grace@whitfield.example'],
      [
        'Hi Grace,',
        '',
        'confirmed.',
        '',
        'Best regards,',
        'Daniel',
        '',
        'Key Account Manager',
        'Alpine Packaging S.A.',
      ],
    );
    const schema: TOutputSchema = [
      { name: 'sender_name', type: 'string' },
      { name: 'supplier_company', type: 'string' },
    ];
    expect((await extractText(text, schema, MAIL)).result).toEqual({
      sender_name: 'Daniel Moreau',
      supplier_company: 'Alpine Packaging S.A.',
    });
  });
});
