// The sealed sets' layouts: L (21), M (22), P (23), N (25), R (26), S (40), U (51) and V (54). Nobody tunes on them: the diagnostics and
// fidelity scripts leave them out before a document is rendered, and learn-data.ts refuses to train on them.
export const SEALED_LAYOUTS: ReadonlySet<number> = new Set([21, 22, 23, 25, 26, 40, 51, 54]);
