// A label word links a field by its last part only when it is a German compound of it: "Tatort" is an "Ort", but
// "Transport", "Report" and "Passport" merely end in "ort", "Separate" in "rate", "Mileage" in "age".
import { describe, expect, it } from '@jest/globals';
import { learnedField } from '../../../../src/extraction/providers/local/learned-features.ts';
import { nameAffinity, wordAffinity } from '../../../../src/extraction/providers/local/name-affinity.ts';
import type { TSchemaProperty } from '../../../../src/extraction/schema/output-schema.ts';

const field = (name: string, type: 'string' | 'number' = 'string') =>
  learnedField({ name, type } as TSchemaProperty, name);

describe('German compound heads in name affinity', () => {
  it('links a German compound by its head', () => {
    expect(nameAffinity(field('location'), ['tatort'])).toBeGreaterThanOrEqual(0.6);
    expect(nameAffinity(field('location'), ['abholort'])).toBeGreaterThanOrEqual(0.6);
    expect(nameAffinity(field('location'), ['lieferort'])).toBeGreaterThanOrEqual(0.6);
    expect(wordAffinity('zahlungsziel', 'ziel')).toBe(0.7);
    expect(wordAffinity('lieferort', 'ort')).toBe(0.7);
  });

  it('does not link an English word that merely ends in a field word', () => {
    for (const word of ['transport', 'report', 'passport']) {
      expect(nameAffinity(field('location'), [word])).toBe(0);
      expect(wordAffinity(word, 'ort')).toBe(0);
    }
    expect(nameAffinity(field('rate', 'number'), ['separate'])).toBe(0);
    expect(wordAffinity('separate', 'rate')).toBe(0);
    expect(nameAffinity(field('age', 'number'), ['mileage'])).toBe(0);
    expect(wordAffinity('mileage', 'age')).toBe(0);
  });

  it('links a compound whose first part the vocabulary does not know by its known head, lower than a known one', () => {
    // "montageort" left this list in session 18: "Montage" is a known word now (assembly, translations-goods.ts).
    for (const word of ['aufstellort', 'einbauort', 'abgangsort', 'zielort']) {
      const affinity = nameAffinity(field('location'), [word]);
      expect(affinity).toBeGreaterThanOrEqual(0.6);
      expect(affinity).toBeLessThan(nameAffinity(field('location'), ['lieferort']));
    }
    for (const word of ['effort', 'resort', 'escort', 'consort', 'cohort']) {
      expect(nameAffinity(field('location'), [word])).toBe(0);
    }
  });
});
