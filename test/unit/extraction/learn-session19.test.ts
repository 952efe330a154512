// Session 19's context features of the learned fallback (learned-context.ts): what a reader sees around a candidate
// besides its label: whose block it stands in against the party the field names, where on the page, whether its
// shape is what the field's name asks for, a heading naming the field above it, a value another field already has.
import { describe, expect, it } from '@jest/globals';
import { learnedCandidates, scalarFields } from '../../../src/extraction/providers/local/learned-candidates.ts';
import { CONTEXT_FEATURE_NAMES } from '../../../src/extraction/providers/local/learned-context.ts';
import { FEATURE_NAMES } from '../../../src/extraction/providers/local/learned-features.ts';
import { labelValuePairs } from '../../../src/extraction/providers/local/learned-pairs.ts';
import { documentLines } from '../../../src/extraction/providers/local/lines.ts';
import type { TOutputSchema } from '../../../src/extraction/schema/output-schema.ts';
import { textDocument } from './local-provider-helpers.ts';

/** The context features of each candidate of a field, by the candidate's value. */
function contextOf(schema: TOutputSchema, text: string, path: string, found: { name: string; value: string }[] = []) {
  const lines = documentLines([textDocument(text)]);
  const fields = scalarFields(schema);
  const leaves = found.map(({ name, value }) => ({
    property: schema.find((property) => property.name === name) ?? schema[0],
    value,
  }));
  const byField = learnedCandidates(
    fields,
    lines,
    labelValuePairs(lines),
    leaves as Parameters<typeof learnedCandidates>[3],
    true,
  );
  const from = FEATURE_NAMES.length - CONTEXT_FEATURE_NAMES.length;
  return new Map(
    (byField.get(path) ?? []).map((candidate) => [
      String(candidate.value),
      Object.fromEntries(CONTEXT_FEATURE_NAMES.map((name, index) => [name, candidate.features[from + index]])),
    ]),
  );
}

describe("the learned fallback's context features", () => {
  it('tells a recipient block ("An") from the sender\'s for a customer field (German)', () => {
    const schema: TOutputSchema = [{ name: 'kunde_name', type: 'string' }];
    const text = [
      'Absender',
      'Name:   Bäckerei Korn GmbH',
      '',
      'An',
      'Kunde',
      'Name:   Petra Lindner',
      '',
      'Rechnungsdatum: 12.03.2026',
    ].join('\n');
    const features = contextOf(schema, text, 'kunde_name');
    expect(features.get('Petra Lindner')).toMatchObject({ roleOwn: 1, roleOther: 0, addressed: 1 });
    expect(features.get('Bäckerei Korn GmbH')).toMatchObject({ roleOwn: 0, roleOther: 1 });
  });

  it('says where a candidate stands: the letterhead, the footer, a row of a table', () => {
    const schema: TOutputSchema = [{ name: 'reference', type: 'string' }];
    const filler = Array.from({ length: 30 }, (_, index) => `Paragraph ${index} of the letter body text.`);
    const text = ['Reference: AB-1', ...filler, 'Reference  CD-2  EF-3  GH-4'].join('\n');
    const features = contextOf(schema, text, 'reference');
    expect(features.get('AB-1')).toMatchObject({ topLines: 0, tableRow: 0 });
    expect(features.get('AB-1')?.bottomLines).toBe(1);
    expect(features.get('CD-2')).toMatchObject({ bottomLines: 0, tableRow: 1 });
  });

  it("weighs the candidate's shape against the field's type words and finds a heading naming the field", () => {
    const schema: TOutputSchema = [{ name: 'delivery_date', type: 'string' }];
    const text = ['Delivery', '', 'Date: 14 May 2026', 'Delivery note: Dock 4, Hall B'].join('\n');
    const features = contextOf(schema, text, 'delivery_date');
    expect(features.get('14 May 2026')).toMatchObject({ shapeFits: 1, shapeMisfits: 0 });
    expect(features.get('Dock 4, Hall B')).toMatchObject({ shapeFits: 0, shapeMisfits: 1 });
    // "Delivery" two lines above "Date:" (a blank between); "Date" itself right above "Delivery note:".
    expect(features.get('14 May 2026')?.synonymAbove).toBeCloseTo(5 / 6);
    expect(features.get('Dock 4, Hall B')?.synonymAbove).toBe(1);
  });

  it('marks a value another field already has, written with other marks or case', () => {
    const schema: TOutputSchema = [
      { name: 'customer_number', type: 'string' },
      { name: 'account_number', type: 'string' },
    ];
    const text = 'Customer number: KD-4711\nAccount number: kd 4711';
    const features = contextOf(schema, text, 'account_number', [{ name: 'customer_number', value: 'KD-4711' }]);
    expect([...features.values()].map((each) => each.valueUsedLoose)).toContain(1);
  });
});
