// Retrains both learned parts of the offline extractor in the order they depend on each other
// (`npm run train:learned`): first the learned fallback (train.ts), whose weights change what the extractor fills,
// then the verifier (train-verifier.ts), which learns from those fills. Both read every development fold registered in
// eval-sets.ts (a fold merged in today is trained on without further change; sealed sets never, learn-data.ts) and
// write their weights with the thresholds their cross validation picks (retrain-rules.ts). Prints each part's run
// time. Flags are passed to both: --dry (measure only), --reuse (cached examples when the features are unchanged; the
// verifier's also only when the fallback's weights are the ones they were gathered with), --committed, --verbose.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const flags = process.argv.slice(2);
const steps = [
  { name: 'learned fallback', script: 'train.ts' },
  { name: 'verifier', script: 'train-verifier.ts' },
];

const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n=== ${step.name}: ${step.script} ${flags.join(' ')}`);
  const run = spawnSync(process.execPath, [join(import.meta.dirname, step.script), ...flags], {
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(0);
  console.log(`=== ${step.name}: ${run.status === 0 ? 'done' : `failed (exit ${run.status})`} in ${seconds} s`);
  if (run.status !== 0) {
    process.exit(run.status ?? 1);
  }
}
console.log(`\nRetrained both in ${((Date.now() - started) / 1000).toFixed(0)} s`);
