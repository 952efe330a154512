import { describe, expect, it } from '@jest/globals';
import { readDocument } from '../../../src/extraction/documents/read-document.ts';

const HEAD = [
  'From: Lieferant <rechnung@lieferant.example>',
  'To: buchhaltung@kunde.example',
  'Subject: Rechnung 4711',
  'Date: Mon, 02 Mar 2026 08:12:00 +0100',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative; boundary="alt"',
  '',
];

/** A multipart/alternative mail with the given plain and HTML parts. */
function alternativeMail(plain: string[], html: string): Buffer {
  return Buffer.from(
    [
      ...HEAD,
      '--alt',
      'Content-Type: text/plain; charset=utf-8',
      '',
      ...plain,
      '--alt',
      'Content-Type: text/html; charset=utf-8',
      '',
      html,
      '--alt--',
      '',
    ].join('\r\n'),
  );
}

async function bodyOf(mail: Buffer): Promise<string> {
  const document = await readDocument({ bytes: mail, fileName: 'mail.eml', contentType: 'message/rfc822' });
  return document.pages[0]?.text ?? '';
}

const ITEMS_TABLE =
  '<table><tr><th>Artikel</th><th>Menge</th><th>Preis</th></tr>' +
  '<tr><td>Schrauben M4</td><td>10</td><td>4,50</td></tr></table>';

describe('the body of an e-mail', () => {
  it('keeps the table columns of the HTML part that the plain alternative runs together', async () => {
    const mail = alternativeMail(
      ['Rechnung 4711', 'Artikel Menge Preis', 'Schrauben M4 10 4,50', 'Gesamt 45,00'],
      `<html><body><p>Rechnung 4711</p>${ITEMS_TABLE}<p>Gesamt 45,00</p></body></html>`,
    );
    const text = await bodyOf(mail);
    expect(text).toMatch(/^Schrauben M4 {3,}10 {3,}4,50$/m);
    expect(text).toContain('Gesamt 45,00');
    expect(text).not.toContain('Schrauben M4 10 4,50');
  });

  it('reads the HTML part when the plain alternative is only a placeholder', async () => {
    const mail = alternativeMail(
      ['Ihr E-Mail-Programm kann diese Nachricht nicht anzeigen.'],
      '<html><body><p>Rechnungsnummer: RE-2026-0042</p><p>Betrag: 1.234,56 EUR</p><p>Fällig am 15.03.2026</p></body></html>',
    );
    const text = await bodyOf(mail);
    expect(text).toContain('Rechnungsnummer: RE-2026-0042');
    expect(text).toContain('Betrag: 1.234,56 EUR');
    expect(text).not.toContain('nicht anzeigen');
  });

  it('keeps the plain alternative when it says what the HTML part says, without a table', async () => {
    const mail = alternativeMail(
      ['Rechnungsnummer: RE-7', 'Betrag: 5,00 EUR', '', 'Mit freundlichen Grüßen'],
      '<html><body><div>Rechnungsnummer: <b>RE-7</b></div><div>Betrag: 5,00 EUR</div><p>Mit freundlichen Grüßen</p></body></html>',
    );
    const text = await bodyOf(mail);
    expect(text).toMatch(/Rechnungsnummer: RE-7\nBetrag: 5,00 EUR\n\nMit freundlichen Grüßen$/);
  });

  it('reads an 8-bit Windows-1252 body without a charset with its umlauts, not as U+FFFD', async () => {
    const head = ['From: Werkstatt <info@werkstatt.example>', 'Subject: Rechnung', 'MIME-Version: 1.0'];
    const textPart = ['Content-Type: text/plain', 'Content-Transfer-Encoding: 8bit', ''];
    const mail = Buffer.concat([
      Buffer.from([...head, ...textPart, ''].join('\r\n')),
      Buffer.from('Kunde: Jörg Müller, Hauptstraße 5\r\nBetrag: 12,50 \u20ac\r\n', 'latin1'),
    ]);
    // Latin-1 cannot hold the euro sign: Windows-1252 writes it as 0x80.
    mail[mail.length - 3] = 0x80;
    const text = await bodyOf(mail);
    expect(text).toContain('Kunde: Jörg Müller, Hauptstraße 5');
    expect(text).toContain('Betrag: 12,50 €');
    expect(text).not.toContain('\uFFFD');
  });

  it('keeps a UTF-8 body as it is', async () => {
    const mail = Buffer.from(
      ['From: a@x.example', 'Subject: R', 'Content-Type: text/plain', '', 'Kunde: Jörg Müller, 12,50 €', ''].join(
        '\r\n',
      ),
    );
    expect(await bodyOf(mail)).toContain('Kunde: Jörg Müller, 12,50 €');
  });
});
