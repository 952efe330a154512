import type { TSchemaProperty } from '../../schema/output-schema.ts';
import { candidatesFor } from './candidates.ts';

// The labels of an object's leaves, each of which ends its siblings' text values ("Company: Smith & Co, Date: …").

/** For each leaf of an object, the own-name labels of the other leaves (worked out when first asked for). */
export function siblingLabels(
  properties: TSchemaProperty[],
  parentName: string | undefined,
  siblings: Map<TSchemaProperty, () => Map<string, TSchemaProperty>>,
) {
  const leaves = properties.filter((property) => property.type !== 'object' && property.type !== 'array');
  let labels: Map<TSchemaProperty, string[]> | null = null;
  const labelsOf = () =>
    (labels ??= new Map(
      leaves.map((leaf) => [
        leaf,
        candidatesFor({ name: leaf.name, parentName })
          .filter((candidate) => candidate.ownName)
          .map((candidate) => candidate.words.join(' ')),
      ]),
    ));
  for (const leaf of leaves) {
    siblings.set(leaf, () => {
      const own = new Set(labelsOf().get(leaf));
      const others = leaves
        .filter((other) => other !== leaf)
        .flatMap((other) => (labelsOf().get(other) ?? []).map((label) => [label, other] as const));
      return new Map(others.filter(([label]) => !own.has(label)));
    });
  }
}

// Labels a field reaches only through its description or a head word (weight 2 and less, see candidates.ts); the
// weight of a head (1) puts them behind every other label of the field.
const WEAK_LABEL = 2;
const HEAD_WEIGHT = 1;

/**
 * A field's candidates with the weak ones that are a sibling's own label behind the others: `brutto` described as
 * "Rechnungsbetrag inkl. MwSt." has "MwSt" among its description's phrases, but "MwSt" is the label of its sibling
 * `mwst` ("Sales tax 7.25%" still gives `tax_rate` its value when no other label of the rate is found).
 */
export function siblingLabelsLast<T extends { words: string[]; weight: number }>(
  candidates: T[],
  siblings: Map<string, TSchemaProperty> | undefined,
): T[] {
  return candidates.map((candidate) =>
    candidate.weight <= WEAK_LABEL && siblings?.has(candidate.words.join(' '))
      ? { ...candidate, weight: HEAD_WEIGHT }
      : candidate,
  );
}
