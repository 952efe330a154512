import type { TConfidenceMap, TFindingMethod } from './calibration.ts';

// Written by `npm run bench:calibration -- --write` (bench/extraction/calibration.ts); do not edit by hand.
export const CONFIDENCE_MAPS: Partial<Record<TFindingMethod, TConfidenceMap>> = {};
