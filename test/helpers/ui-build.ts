import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run test:e2e` (or any test that loads a page) on a fresh clone, without `npm run build`
 * first: the tests serve dist/web, so build it once when it is missing, as `npm start` does.
 * Returns whether it built.
 */
export function buildUiIfMissing(outDir = path.resolve('dist/web')): boolean {
  if (existsSync(path.join(outDir, 'index.html'))) {
    return false;
  }
  console.log(`\nBuilding the UI for the tests (${path.relative(process.cwd(), outDir)} is missing)…`);
  const build = spawnSync(
    process.execPath,
    [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    // jest's NODE_ENV=test is passed on: web/vite.config.ts builds the production bundle regardless.
    { stdio: 'inherit', env: { ...process.env, UI_OUT_DIR: outDir } },
  );
  if (build.status !== 0) {
    throw new Error(`Building the UI failed (exit ${build.status})`);
  }
  return true;
}
