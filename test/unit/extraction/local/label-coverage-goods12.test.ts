// Session 12 (lexicon12b): the vocabulary of goods, services and the public sector (synonyms-goods.ts,
// translations-goods.ts), measured on label-coverage-goods12.ts: written before the vocabulary, it linked 64.0 % of
// its 1,036 pairs with 38 wrong links; the figures below are what the vocabulary reaches, as floors and a ceiling.
import { describe, expect, it } from '@jest/globals';
import { abbreviatedTokens } from '../../../../src/extraction/providers/local/label-abbreviations.ts';
import { isKnownLabel, synonymsOf } from '../../../../src/extraction/providers/local/synonyms.ts';
import { tokenize } from '../../../../src/extraction/providers/local/words.ts';
import type { TOutputSchema } from '../../../../src/extraction/schema/output-schema.ts';
import { extractText } from '../local-provider-helpers.ts';
import { describeCoverageBounds } from './label-coverage-bounds.ts';
import { GOODS12_LABEL_COVERAGE, linksNestedLabel } from './label-coverage-goods12.ts';

const run = async (text: string, schema: TOutputSchema) => (await extractText(text, schema)).result;

describeCoverageBounds(
  'label coverage of goods, services and the public sector',
  GOODS12_LABEL_COVERAGE,
  {
    pairs: 1036,
    linkedAtLeast: 960,
    wrongAtMost: 33,
  },
  linksNestedLabel,
);

describe('mechanisms behind it', () => {
  const cut = (words: string[], label: string) => abbreviatedTokens(words, tokenize(label), 0, label);

  it('reads capital initials with full stops as a label of two to four words', () => {
    expect(cut(['net', 'weight'], 'N.W.')).toBe(2);
    expect(cut(['gross', 'weight'], 'G.W.')).toBe(2);
    expect(cut(['date', 'of', 'birth'], 'D.O.B.')).toBe(3);
    // Lower-case letters are German abbreviations of phrases ("z.B."), and the initials must be the words'.
    expect(cut(['net', 'weight'], 'n.w.')).toBe(0);
    expect(cut(['gross', 'weight'], 'N.W.')).toBe(0);
  });

  it('reads a long compound cut after its first part, not a short cut of it', () => {
    expect(cut(['zahlungsbedingungen'], 'Zahlungsbed.:')).toBe(1);
    expect(cut(['lieferbedingungen'], 'Lieferbed.:')).toBe(1);
    expect(cut(['lieferbedingungen'], 'Lief.:')).toBe(0);
  });

  it('keeps words out that values often hold, and the carrier apart from "Spedition"', () => {
    expect(isKnownLabel('property')).toBe(false);
    expect(isKnownLabel('baustelle')).toBe(false);
    expect(synonymsOf('frachtfuehrer')).toContain('carrier');
    expect(synonymsOf('frachtfuehrer')).not.toContain('spedition');
    // The weight printed alone is the gross one: a net weight takes none of its labels.
    expect(synonymsOf('net weight')).not.toContain('bruttogewicht');
  });
});

describe('documents of goods and public offices', () => {
  it('reads a German delivery note with abbreviated labels', async () => {
    const schema: TOutputSchema = [
      { name: 'delivery_note_number', type: 'string' },
      { name: 'anzahl_packstuecke', type: 'number' },
      { name: 'shipping_method', type: 'string' },
      { name: 'payment_terms', type: 'string' },
    ];
    const text = [
      'Lieferschein',
      'Lfs.-Nr.: LS-26-04471',
      'Anz. Packstücke: 3',
      'Versandart: Spedition',
      'Zahlungsbed.: Vorkasse',
    ].join('\n');
    expect(await run(text, schema)).toEqual({
      delivery_note_number: 'LS-26-04471',
      anzahl_packstuecke: 3,
      shipping_method: 'Spedition',
      payment_terms: 'Vorkasse',
    });
  });

  it('reads a consignment note and a fine in their own words', async () => {
    const schema: TOutputSchema = [
      { name: 'carrier', type: 'string' },
      { name: 'loading_date', type: 'string', format: 'date' },
      { name: 'offence_date', type: 'string', format: 'date' },
      { name: 'storage_fee', type: 'number' },
    ];
    const text = [
      'Frachtführer: Spedition Halvorsen & Co. A/S',
      'Ladedatum: 24.02.2026',
      'Tattag: 03.02.2026',
      'Lagergeld: 84,00 EUR',
    ].join('\n');
    expect(await run(text, schema)).toEqual({
      carrier: 'Spedition Halvorsen & Co. A/S',
      loading_date: '2026-02-24',
      offence_date: '2026-02-03',
      storage_fee: 84,
    });
  });
});
