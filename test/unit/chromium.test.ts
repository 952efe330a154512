import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { findChromium } from '../helpers/chromium.ts';

let dir: string;
let fakeSystem: string;
let fakeCustom: string;

async function executable(name: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, '#!/bin/sh\n');
  await chmod(file, 0o755);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'docstruct-chromium-order-'));
  fakeSystem = await executable('system-chromium');
  fakeCustom = await executable('custom-chromium');
});

describe('which Chromium the end-to-end tests use', () => {
  it('takes CHROMIUM_PATH before the system one', async () => {
    const found = await findChromium({ env: { CHROMIUM_PATH: fakeCustom }, systemPaths: [fakeSystem] });
    expect(found).toEqual({ executablePath: fakeCustom, source: 'CHROMIUM_PATH', env: {} });
  });

  it('stops on a CHROMIUM_PATH that is not an executable instead of silently using another browser', async () => {
    await expect(
      findChromium({ env: { CHROMIUM_PATH: path.join(dir, 'missing') }, systemPaths: [fakeSystem] }),
    ).rejects.toThrow(/CHROMIUM_PATH=.*missing is not an executable/);
  });

  it('takes the first executable system Chromium, skipping what is missing or not executable', async () => {
    const notExecutable = path.join(dir, 'plain-file');
    await writeFile(notExecutable, '');
    const found = await findChromium({ env: {}, systemPaths: [path.join(dir, 'absent'), notExecutable, fakeSystem] });
    expect(found).toEqual({ executablePath: fakeSystem, source: 'system', env: {} });
  });

  it('falls back to the Chromium inside the npm package, unpacked with its own libraries and fonts', async () => {
    const found = await findChromium({ env: {}, systemPaths: ['/dev/null', path.join(dir, 'absent')] });
    expect(found.source).toBe('packaged');
    expect(found.executablePath).toMatch(/docstruct-chromium-\d+\.\d+\.\d+\/chromium$/);
    expect(found.env.LD_LIBRARY_PATH?.split(':')[0]).toBe(path.join(path.dirname(found.executablePath), 'lib'));
    expect(found.env.FONTCONFIG_PATH).toBe(path.join(path.dirname(found.executablePath), 'fontconfig'));
  });
});
