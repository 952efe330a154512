import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { buildUiIfMissing } from '../helpers/ui-build.ts';

let parent: string | undefined;

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
    const scripts = assets.filter((name) => name.endsWith('.js'));
    const developmentOnly = 'Each child in a list should have a unique';
    expect(
      scripts.filter((name) => readFileSync(path.join(outDir, 'assets', name), 'utf8').includes(developmentOnly)),
    ).toEqual([]);
    const builtAt = statSync(path.join(outDir, 'index.html')).mtimeMs;
    expect(buildUiIfMissing(outDir)).toBe(false);
    expect(statSync(path.join(outDir, 'index.html')).mtimeMs).toBe(builtAt);
  }, 180_000);
});
