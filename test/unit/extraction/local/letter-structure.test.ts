// Session 14 (nolabel14): what a letter says by where it prints it, not by a label — its subject on the line above
// the greeting (or "Re:" under it), its addressee (an applicant's too, never a street or the signature's company), its
// signer, and a label in the block beside the address window.
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const extract = (schema: TOutputSchema, lines: string[]) => extractResult(schema, linesOf(lines.join('\n'))).result;
const str = (name: string) => ({ name, type: 'string' }) as TOutputSchema[number];

describe("a letter's subject without a label", () => {
  it('reads the line of its own above the greeting', () => {
    const lines = [
      'Stadtwerke Lüneburg GmbH · Am Sande 12 · 21335 Lüneburg',
      '',
      'Herrn',
      'Karsten Voß',
      'Bardowicker Straße 3',
      '21335 Lüneburg',
      '',
      'Lüneburg, 4. Februar 2026',
      '',
      'Umstellung Ihres Stromzählers auf ein intelligentes Messsystem',
      '',
      'Sehr geehrter Herr Voß,',
      'in den nächsten Wochen tauschen wir Ihren Zähler.',
    ];
    expect(extract([str('betreff')], lines)).toEqual({
      betreff: 'Umstellung Ihres Stromzählers auf ein intelligentes Messsystem',
    });
  });

  it('reads a "Re:" line under the greeting without its "Re:"', () => {
    const lines = [
      'Dear Mr Oduya,',
      '',
      'Re: Renewal of your allotment tenancy, plot 14B',
      '',
      'Your tenancy ends on 31 March. Please let us know whether you wish to renew.',
    ];
    expect(extract([str('subject')], lines)).toEqual({ subject: 'Renewal of your allotment tenancy, plot 14B' });
  });

  it('takes no date, address line or reference line above the greeting for a subject', () => {
    const lines = ['Mrs Ada Kerr', '7 Hill Road', 'Leeds LS2 9JT', '', '3 March 2026', '', 'Dear Mrs Kerr,', 'Thanks.'];
    expect(extract([str('subject')], lines)).toEqual({});
  });
});

describe("an applicant's name from the address block", () => {
  it('reads the addressee for an applicant', () => {
    const lines = [
      'Borough of Wexley Planning Department',
      'Civic Centre, Wexley WX1 2AA',
      '',
      'Tom Henning',
      '21 Rye Lane',
      'Wexley WX3 8PL',
      '',
      'Dear Mr Henning,',
      'Your application has been validated.',
    ];
    expect(extract([str('applicant')], lines)).toEqual({ applicant: 'Tom Henning' });
  });
});

describe("a letter's signer", () => {
  it('reads the name under the closing formula for a field naming the signer', () => {
    const lines = [
      'Harbour Lettings Ltd',
      '',
      'Dear Mr Quinn,',
      'Your deposit has been returned in full.',
      '',
      'Kind regards,',
      '',
      'Sophie Tremaine',
      'Lettings Manager',
    ];
    expect(extract([str('signed_by')], lines)).toEqual({ signed_by: 'Sophie Tremaine' });
  });
});

describe("a letter's address window and the block beside it", () => {
  it('reads a label right of the address window over its value, and a name without how to reach its person', () => {
    const lines = [
      'Herrn Bernd Kalweit                                   Ihr Ansprechpartner',
      'Kastanienweg 12                                       Tobias Renner',
      '48149 Münster',
      '',
      'Bei Fragen: Sachbearbeiterin Frau Ines Haag, Telefon 0251 77 40-15',
    ];
    expect(extract([str('ansprechpartner'), str('sachbearbeiterin')], lines)).toEqual({
      ansprechpartner: 'Tobias Renner',
      sachbearbeiterin: 'Ines Haag',
    });
  });

  it('takes no street and no line of the signature for the addressee, and reads a name over a street without number', () => {
    const signature = [
      'Sehr geehrter Herr Lenz,',
      'Ihre Bestellung ist unterwegs.',
      '',
      'Mit freundlichen Grüßen',
      'Gartenmöbel Ostsee GmbH',
      'Strandweg 4, 23570 Lübeck',
    ];
    // No line of the signature: the reader is whom the greeting names (its part of a name since session 16).
    expect(extract([str('kunde')], signature)).toEqual({ kunde: 'Herr Lenz' });
    const noNumber = [
      'Ardmore Design Studio',
      '',
      'Corrib Medical Devices Ltd',
      'Parkmore Business Park West',
      'Galway H91 XK2T',
      '',
      'INVOICE 2026-031',
    ];
    expect(extract([str('client')], noNumber)).toEqual({ client: 'Corrib Medical Devices Ltd' });
  });
});
