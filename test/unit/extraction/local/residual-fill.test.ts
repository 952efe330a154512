// The structural fallback (session 12): a field none of whose labels the document prints is filled from a
// label/value pair nothing else took, when the label comes near the field's words by their letters or the pair is
// the one left of the field's kind; never over a rule's value, never from a label naming only the value's kind.
import { describe, expect, it } from '@jest/globals';
import { extractResult } from '../../../../src/extraction/providers/local/extract-result.ts';
import { learnedField } from '../../../../src/extraction/providers/local/learned-features.ts';
import { LEARNED_CONFIDENCE_CAP } from '../../../../src/extraction/providers/local/learned-fill.ts';
import { documentLines } from '../../../../src/extraction/providers/local/lines.ts';
import { abbreviates, nameAffinity, wordAffinity } from '../../../../src/extraction/providers/local/name-affinity.ts';
import { RESIDUAL_CONFIDENCE } from '../../../../src/extraction/providers/local/residual-fill.ts';
import type { TOutputSchema, TSchemaProperty } from '../../../../src/extraction/schema/output-schema.ts';
import { textDocument } from '../local-provider-helpers.ts';

const linesOf = (text: string) => documentLines([textDocument(text)]);
const field = (name: string, type: 'string' | 'number' = 'string', description?: string) =>
  learnedField({ name, type, ...(description ? { description } : {}) } as TSchemaProperty, name);

describe('name affinity', () => {
  it('knows a word written short: its first letter, then its letters in order', () => {
    expect(abbreviates('acct', 'account')).toBe(true);
    expect(abbreviates('rm', 'room')).toBe(true);
    expect(abbreviates('kst', 'kostenstelle')).toBe(true);
    expect(abbreviates('prio', 'priority')).toBe(true);
    // Two letters with a vowel are a word of their own; another first letter is another word.
    expect(abbreviates('no', 'notice')).toBe(false);
    expect(abbreviates('ct', 'account')).toBe(false);
  });

  it('weighs a stem, a long shared start, a short form and a part of a compound', () => {
    expect(wordAffinity('charges', 'charged')).toBe(1);
    expect(wordAffinity('assigned', 'assignee')).toBe(1);
    expect(wordAffinity('packst', 'packstuecke')).toBe(0.8);
    expect(wordAffinity('tarifbezeichnung', 'tarif')).toBe(0.7);
    expect(wordAffinity('guests', 'venue')).toBe(0);
  });

  it("is near for a label of the field's words, less for words the field does not explain, nothing for a kind word only", () => {
    expect(nameAffinity(field('room'), ['rm'])).toBe(1 * 0.8);
    expect(nameAffinity(field('amount_charged', 'number'), ['charges'])).toBe(1);
    expect(nameAffinity(field('gewicht_kg', 'number'), ['gesamtgew', 'kg'])).toBeGreaterThanOrEqual(0.6);
    // A word that is none of the field's names something else.
    expect(nameAffinity(field('customer_number'), ['customer', 'service'])).toBe(0);
    // "Invoice date" is another date than `due_date`; "Amount" is any amount.
    expect(nameAffinity(field('due_date'), ['invoice', 'date'])).toBe(0);
    expect(nameAffinity(field('award_amount', 'number'), ['amount'])).toBe(0);
    // A description holding the label's word.
    expect(nameAffinity(field('affected_asset', 'string', 'configuration item (CI)'), ['configuration', 'item'])).toBe(
      1,
    );
  });
});

describe('the structural fallback', () => {
  it('fills a field from a label written short that no vocabulary lists, with the weakest confidence', () => {
    const schema: TOutputSchema = [
      { name: 'building', type: 'string' },
      { name: 'container', type: 'string' },
    ];
    // (Written when "Acct" and "Prio" were such labels; the session-12 vocabulary and the learned fallback know them.)
    const { result, sources } = extractResult(schema, linesOf('Support ticket\n\nBldg:   B12\nCntr:   MSKU 1234567'));
    expect(result).toEqual({ building: 'B12', container: 'MSKU 1234567' });
    expect(sources.container).toMatchObject({ quote: 'MSKU 1234567' });
    // The weakest: below the learned fallback's (at most 0.4), and rising with the affinity ("Cntr": 0.8).
    expect(sources.container?.confidence).toBe(0.35);
    expect(sources.container?.confidence).toBeLessThan(LEARNED_CONFIDENCE_CAP);
  });

  it('gives a required period both ends of the one range left, and a required date field the one date left', () => {
    const schema: TOutputSchema = [
      { name: 'kundennummer', type: 'string' },
      {
        name: 'periode',
        type: 'object',
        properties: [
          { name: 'von', type: 'string', format: 'date', required: true },
          { name: 'bis', type: 'string', format: 'date', required: true },
        ],
      },
    ];
    const text = 'Kundennummer: 20419\nVersicherungsjahr:    01.01.2026 – 31.12.2026';
    expect(extractResult(schema, linesOf(text)).result).toEqual({
      kundennummer: '20419',
      periode: { von: '2026-01-01', bis: '2026-12-31' },
    });
    // The one left fills only a field the schema requires.
    const single: TOutputSchema = [{ name: 'vertragsende', type: 'string', format: 'date', required: true }];
    const text2 = 'Mitglieds-Nr.: M-33018\nLetzter Trainingstag: 30.06.2026';
    expect(extractResult(single, linesOf(text2)).result).toEqual({ vertragsende: '2026-06-30' });
  });

  it('gives its fills a confidence by how near the label comes, none of them on a drop threshold of the verifier', () => {
    // A part of the field's word ("Lager" of `lagerort`): the most; a short form ("Cntr": container): less.
    const part = extractResult(
      [{ name: 'lagerort', type: 'string' }],
      linesOf('Kommission\nLager:   Halle 3 Regal 12'),
    );
    // Since session 18's retrain the learned fallback, tried first, takes this pair itself: the same value, at its cap.
    expect(part.result.lagerort).toBe('Halle 3 Regal 12');
    expect(part.sources.lagerort?.confidence).toBeGreaterThanOrEqual(RESIDUAL_CONFIDENCE.most);
    const schema: TOutputSchema = [{ name: 'container', type: 'string' }];
    const shortForm = extractResult(schema, linesOf('Support ticket\n\nCntr:   MSKU 1234567'));
    expect(shortForm.sources.container?.confidence).toBe(0.35);
    // Above every threshold train-verifier.ts tries (up to 0.3), below every rule's guess (0.45).
    for (const confidence of [RESIDUAL_CONFIDENCE.least, RESIDUAL_CONFIDENCE.most]) {
      expect(confidence).toBeGreaterThan(0.3);
      expect(confidence).toBeLessThan(LEARNED_CONFIDENCE_CAP);
    }
  });

  it('leaves a field empty when two dates are left and no label is near, and takes nothing another field took', () => {
    const schema: TOutputSchema = [
      { name: 'bestelldatum', type: 'string', format: 'date' },
      { name: 'liefertermin', type: 'string', format: 'date' },
    ];
    const text = 'Bestelldatum: 14.04.2026\nDruckdatum: 15.04.2026\nVersand geplant: 24.04.2026';
    expect(extractResult(schema, linesOf(text)).result).toEqual({ bestelldatum: '2026-04-14' });
    // Without the rules' fill, the only date field is the one left, but two dates are left for it.
    const taken: TOutputSchema = [{ name: 'liefertermin', type: 'string', format: 'date' }];
    expect(extractResult(taken, linesOf('Versand geplant: 24.04.2026\nGedruckt: 15.04.2026')).result).toEqual({});
  });

  it('reads no number out of words ("Page 1 of 1") and leaves a field whose label is only a kind word', () => {
    const schema: TOutputSchema = [
      { name: 'chargeable_weight', type: 'number', description: 'billable weight' },
      { name: 'award_amount', type: 'number' },
    ];
    const text = 'FREIGHT BILL    Page 1 of 1\n\nItem       Amount\nSalaries   162,400';
    expect(extractResult(schema, linesOf(text)).result).toEqual({});
  });
});
