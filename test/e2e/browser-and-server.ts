import { afterAll, beforeAll } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';

// One browser and one app server per e2e test file (jest gives each file its own copy of this
// module); the importing file reads them after `useBrowserAndServer()`'s beforeAll has run.
export let browser: Browser;
export let server: TTestServer;

/** Starts the browser and the app before the file's tests and stops both after them. */
export function useBrowserAndServer(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startTestServer();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
