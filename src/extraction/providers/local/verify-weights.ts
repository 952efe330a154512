import type { TVerifierModel } from './verify-values.ts';

// Written by `npm run train:verifier` (bench/extraction/train-verifier.ts); do not edit by hand.
export const VERIFIER_MODEL: TVerifierModel = { features: [], base: 0, stumps: [], dropBelow: 0 };
