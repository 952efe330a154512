import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { buildUiIfMissing } from '../helpers/ui-build.ts';

let parent: string | undefined;

// Only in React's development build.
const DEVELOPMENT_ONLY = 'Each child in a list should have a unique';

/** The built scripts that hold React's development build. */
function developmentScripts(outDir: string): string[] {
  const assets = readdirSync(path.join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
  return assets.filter((name) => readFileSync(path.join(outDir, 'assets', name), 'utf8').includes(DEVELOPMENT_ONLY));
}

afterAll(async () => {
  if (parent) {
    await rm(parent, { recursive: true, force: true });
  }
});

describe('the tests on a fresh clone', () => {
  it('build the UI they serve when it is missing, and only then', async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'docstruct-ui-'));
    const outDir = path.join(parent, 'web');
    expect(buildUiIfMissing(outDir)).toBe(true);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    const assets = readdirSync(path.join(outDir, 'assets'));
    expect(assets.some((name) => name.endsWith('.js.br'))).toBe(true);
    // React's production bundle, though jest runs with NODE_ENV=test: without it, Vite bundled React's
    // development build (its vendor chunk 540 instead of 324 KB), which `npm start` then served.
    expect(developmentScripts(outDir)).toEqual([]);
    const builtAt = statSync(path.join(outDir, 'index.html')).mtimeMs;
    expect(buildUiIfMissing(outDir)).toBe(false);
    expect(statSync(path.join(outDir, 'index.html')).mtimeMs).toBe(builtAt);
  }, 180_000);
});

describe('npm run build', () => {
  it('runs in any shell (no POSIX-only inline variables) and builds the production bundle even with NODE_ENV=development', async () => {
    parent ??= await mkdtemp(path.join(tmpdir(), 'docstruct-ui-'));
    const outDir = path.join(parent, 'from-the-script');
    const script: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.build;
    // As cmd.exe or PowerShell would run it: the first word is the program, nothing sets variables.
    const [program = '', ...args] = script.split(/\s+/);
    const build = spawnSync(path.resolve('node_modules/.bin', program), [...args, '--logLevel', 'warn'], {
      stdio: 'inherit',
      shell: false,
      env: { ...process.env, UI_OUT_DIR: outDir, NODE_ENV: 'development' },
    });
    expect(build.error).toBeUndefined();
    expect(build.status).toBe(0);
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(true);
    expect(developmentScripts(outDir)).toEqual([]);
  }, 180_000);
});
