import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';

let browser: Browser;
let server: TTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startTestServer({ env: { APP_VERSION: '1.0.0' } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('web shell', () => {
  it('switches theme and language, and shows Not Found for unknown paths', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('app-root').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Docstruct');

    await page.getByTestId('theme-switcher').selectOption('dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('app-theme'))).toBe('dark');
    await page.getByTestId('theme-switcher').selectOption('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);

    await page.getByTestId('language-switcher').selectOption('de');
    await page.getByText('Strukturiertes JSON', { exact: false }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByTestId('language-switcher').selectOption('en');

    await page.goto(`${server.url}/no/such/page`);
    await page.getByText('Not Found', { exact: true }).waitFor();
    await context.close();
  });

  it('follows the browser language when it is German', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${server.url}/unknown`);
    await page.getByTestId('not-found').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });

  it('reloads the page when the server version changes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Let the first version answer arrive, then mark this page instance.
    const firstVersion = page.waitForResponse((response) => response.url().includes('system.version'));
    await page.goto(`${server.url}/`);
    await firstVersion;
    await page.evaluate(() => {
      (window as unknown as { beforeDeploy: boolean }).beforeDeploy = true;
    });

    // A "deploy": the same address now serves a new version.
    const address = new URL(server.url);
    await server.stop();
    server = await startTestServer({ env: { PORT: address.port, APP_URL: server.url, APP_VERSION: '2.0.0' } });

    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    // Coming back to the tab refetches the version (refetch on focus). The first refetch may
    // still meet the old server's closing socket, so keep "returning" until the page reloads.
    let done = false;
    void reloaded.then(() => {
      done = true;
    });
    while (!done) {
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange'))).catch(() => {});
      await Promise.race([reloaded, new Promise((resolve) => setTimeout(resolve, 500))]);
    }
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeDeploy?: boolean }).beforeDeploy)).toBeUndefined();
    await context.close();
  });
});
