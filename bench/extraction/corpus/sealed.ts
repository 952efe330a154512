// The sealed sets' layouts (today L 21, M 22, P 23, N 25, R 26, S 40, U 51, V 54, W 62, X 74 and Y 96): the rows of
// eval-sets.ts marked `sealed`. Nobody tunes on them: the diagnostics and fidelity scripts leave them out before a
// document is rendered, and learn-data.ts refuses to train on them (a sealed row has no fold; eval-sets.ts checks it).
import { NAMED_SETS } from '../eval-sets.ts';

export const SEALED_LAYOUTS: ReadonlySet<number> = new Set(
  NAMED_SETS.filter((set) => set.sealed).map((set) => set.layout),
);
