// The floor and ceiling of a label-coverage table (one describe block per table): at least `linkedAtLeast` of its
// `pairs` own (field, label) pairs linked, at most `wrongAtMost` labels of another field of the same kind. Kept apart
// from label-coverage-fixture.ts, which bench scripts import outside jest.
import { describe, expect, it } from '@jest/globals';
import { coveragePairs, linksLabel } from './label-coverage-fixture.ts';

export function describeCoverageBounds(
  title: string,
  table: Record<string, Record<string, readonly string[]>>,
  bounds: { pairs: number; linkedAtLeast: number; wrongAtMost: number },
  // How a field links a label: nested tables (goods12) and domain tables (domains13b) have their own.
  links: (field: string, label: string) => boolean = linksLabel,
): void {
  describe(title, () => {
    const { own, foreign } = coveragePairs(table);

    it(`links at least ${bounds.linkedAtLeast} of the table's pairs`, () => {
      const linked = own.filter(([, field, label]) => links(field, label));
      expect(own.length).toBe(bounds.pairs);
      expect(linked.length).toBeGreaterThanOrEqual(bounds.linkedAtLeast);
    }, 120_000);

    it(`links at most ${bounds.wrongAtMost} labels of another field of the same kind`, () => {
      const wrong = foreign.filter(([, field, label]) => links(field, label));
      expect(wrong.length).toBeLessThanOrEqual(bounds.wrongAtMost);
    }, 300_000);
  });
}
