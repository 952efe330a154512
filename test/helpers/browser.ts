import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { findChromium, type TChromium } from './chromium.ts';

let found: Promise<TChromium> | undefined;

/** Headless Chromium (see findChromium for which one) with the flags this closed network needs. */
export async function launchBrowser(options: { chromium?: TChromium } = {}): Promise<Browser> {
  found ??= findChromium();
  const { executablePath, env } = options.chromium ?? (await found);
  return chromium.launch({
    executablePath,
    env: { ...process.env, ...env },
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * Where a test keeps a screenshot for people to look at: test-results/screenshots in this checkout
 * (or E2E_SCREENSHOT_DIR), never a fixed /tmp name another run would overwrite.
 */
export function screenshotPath(name: string): string {
  return path.join(process.env.E2E_SCREENSHOT_DIR ?? path.resolve('test-results/screenshots'), name);
}
