// The learned fallback's training examples of some documents (train.ts, learn-select.ts): every candidate of every
// field, labelled by the truth.
import type { TExample } from './boost.ts';
import type { TDocumentExamples } from './learn-data.ts';

export function examplesOf(documents: TDocumentExamples[]): TExample[] {
  return documents.flatMap((document) =>
    document.fields.flatMap((field) =>
      field.candidates.map((candidate) => ({
        features: candidate.features,
        label: candidate.correct ? (1 as const) : (0 as const),
        // Each field counts about the same, however many pairs fit its type.
        weight: 1 / Math.sqrt(field.candidates.length),
      })),
    ),
  );
}
