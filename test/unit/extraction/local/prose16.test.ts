// Session 16: values in running text without a label, as people and small businesses write plain-text messages.
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const text = (name: string): TOutputSchema[number] => ({ name, type: 'string' });
const read = (lines: string[], schema: TOutputSchema) =>
  extractResult(schema, documentLines([textDocument(lines.join('\n'))])).result as Record<string, unknown>;

describe('the reader a greeting names in part', () => {
  it('reads a first name alone for a recipient field ("Hi Tom,")', () => {
    const json = read(
      ['Hi Tom,', '', 'your order 4711 left our warehouse today.', '', 'Anna'],
      [text('customer_name'), text('order_number')],
    );
    expect(json.customer_name).toBe('Tom');
  });

  it('keeps the form of address with a surname alone ("Sehr geehrte Frau Krüger,", "Dear Mr and Mrs Carter,")', () => {
    expect(read(['Sehr geehrte Frau Krüger,', '', 'vielen Dank für Ihre Anfrage.'], [text('kunde')]).kunde).toBe(
      'Frau Krüger',
    );
    expect(
      read(['Dear Mr and Mrs Carter,', '', 'Thank you for booking with us.'], [text('guest_names')]).guest_names,
    ).toBe('Mr and Mrs Carter');
  });

  it('reads the name where the message goes on after the greeting on its line ("Hi Priya, your Golf …")', () => {
    const json = read(['Hi Priya, your Golf is ready for collection.', 'Hendry Motors'], [text('customer_name')]);
    expect(json.customer_name).toBe('Priya');
  });

  it('names nobody for a greeting of a group ("Dear Members,", "Liebe Eltern,", "Hi there,")', () => {
    for (const greeting of ['Dear Members,', 'Liebe Eltern,', 'Hi there,', 'Dear Parents and Carers,']) {
      const json = read([greeting, '', 'the trip costs £18.50 per child.'], [text('customer_name')]);
      expect(json.customer_name).toBeUndefined();
    }
  });
});

describe("a mail's To line before its greeting", () => {
  it('reads the full name of the To line, not the first name of "Hi Sarah,"', () => {
    const mail = [
      'From: Owen Price <owen@example.com>',
      'To: Sarah Whitlock <sarah@example.com>',
      'Subject: February invoice',
      '',
      'Hi Sarah,',
      '',
      'here is my invoice 2026-014.',
    ].join('\n');
    const json = extractResult([text('client_name')], documentLines([textDocument(mail, 'message/rfc822')]))
      .result as Record<string, unknown>;
    expect(json.client_name).toBe('Sarah Whitlock');
  });
});

describe('the company that signs a letter or a plain-text message', () => {
  it('reads the company with its legal form under the closing for the issuer (`supplier`)', () => {
    const lines = [
      'Sehr geehrte Frau Krüger,',
      '',
      'für den Austausch der Badarmaturen bieten wir Ihnen die Arbeiten zum Festpreis von 1.280,00 € an.',
      '',
      'Mit freundlichen Grüßen',
      'Markus Becker',
      'Sanitär Becker GmbH',
    ];
    expect(read(lines, [text('supplier')]).supplier).toBe('Sanitär Becker GmbH');
  });
});
