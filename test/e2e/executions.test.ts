import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { FIXTURES, INVOICE_FACTS, INVOICE_SCHEMA } from '../helpers/uploads.ts';
import { seedProject, seedTeam, seedUser } from '../helpers/world.ts';
import { signedInPage } from './signed-in-page.ts';

let browser: Browser;
// The web role alone: uploads stay pending until the test starts a worker, so the screens are
// seen changing by themselves.
let server: TTestServer;
let worker: TTestServer | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await browser?.close();
  await worker?.stop();
  await server?.stop();
});

const rowsWithStatus = (page: Page, status: string) =>
  page.locator(`[data-testid="execution-row"][data-status="${status}"]`);

async function waitForRowCount(page: Page, selector: string, count: number) {
  await page.waitForFunction(([css, expected]) => document.querySelectorAll(css as string).length === expected, [
    selector,
    count,
  ] as const);
}

describe('uploads and executions in the web UI', () => {
  it('uploads two files, follows them to success, shows the result and filters the list', async () => {
    const owner = await seedUser(server.app.orm, { name: 'Erika Execution' });
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Exec');
    const project = await seedProject(server.app.orm, team.id, 'Invoices');
    const { context, page, cookie } = await signedInPage(browser, server, owner.id);
    const revision = await fetch(`${server.url}/api/v1/projects/${project.id}/revisions`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ output_schema: INVOICE_SCHEMA }),
    });
    expect(revision.status).toBe(200);

    // Every later check must hold without reloading the page.
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.goto(`${server.url}/projects/${project.id}/inputs`);
    await page.getByTestId('inputs-page').waitFor();
    expect(await page.getByTestId('curl-example').textContent()).toContain(`/api/v1/projects/${project.slug}/upload`);

    // Refusals are explained in the user's words: metadata in the browser, the file by the server.
    await page
      .getByTestId('upload-input')
      .setInputFiles([{ name: 'empty.txt', mimeType: 'text/plain', buffer: Buffer.alloc(0) }]);
    await page.getByTestId('upload-metadata').fill('{not json');
    await page.getByTestId('upload-submit').click();
    expect(await page.getByTestId('field-error').textContent()).toContain('JSON object');
    await page.getByTestId('upload-metadata').fill('{"customer_id": 42}');
    await page.getByTestId('upload-submit').click();
    await page.locator('[data-testid="upload-row"][data-state="failed"]').waitFor();
    expect(await page.getByTestId('upload-error').textContent()).toBe('The file is empty (0 bytes).');
    await page.getByTestId('upload-remove').click();
    await waitForRowCount(page, '[data-testid="upload-row"]', 0);

    await page
      .getByTestId('upload-input')
      .setInputFiles([path.join(FIXTURES, 'invoice.pdf'), path.join(FIXTURES, 'invoice.txt')]);
    await waitForRowCount(page, '[data-testid="upload-row"][data-state="queued"]', 2);
    expect(await page.getByTestId('upload-file-name').allTextContents()).toEqual(['invoice.pdf', 'invoice.txt']);
    await page.getByTestId('upload-reference').fill('PO-4711');
    await page.getByTestId('upload-submit').click();

    // A progress bar per file, full once its upload is done; each row links to its execution.
    await waitForRowCount(page, '[data-testid="upload-row"][data-state="done"]', 2);
    const progress = page.getByTestId('upload-progress');
    expect(await progress.count()).toBe(2);
    for (const bar of await progress.all()) {
      expect(await bar.isVisible()).toBe(true);
      expect(await bar.getAttribute('role')).toBe('progressbar');
      expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    }
    expect(await page.getByTestId('upload-execution-link').count()).toBe(2);
    expect(await page.getByTestId('upload-row').getByTestId('status-badge').allTextContents()).toEqual([
      'Pending',
      'Pending',
    ]);

    // The list shows both as pending, then as success once a worker runs them.
    await page.getByTestId('project-tab-executions').click();
    await page.getByTestId('executions-page').waitFor();
    await waitForRowCount(page, '[data-testid="execution-row"][data-status="pending"]', 2);
    worker = await startTestServer({ env: { ROLES: 'worker', DATA_DIR: server.dataDir } });
    await waitForRowCount(page, '[data-testid="execution-row"][data-status="success"]', 2);
    expect(await page.getByTestId('execution-file-count').allTextContents()).toEqual(['1', '1']);

    // One execution: its JSON, where a value came from, and its document.
    await rowsWithStatus(page, 'success').last().getByTestId('execution-link').click();
    await page.getByTestId('execution-page').waitFor();
    const json = page.getByTestId('execution-json');
    await json.getByText(`"${INVOICE_FACTS.invoice_number}"`).waitFor();
    expect(JSON.parse((await json.textContent()) ?? '')).toMatchObject({
      invoice_number: INVOICE_FACTS.invoice_number,
      total: INVOICE_FACTS.total,
    });
    expect(await page.getByTestId('execution-reference').textContent()).toContain('PO-4711');
    await json.locator('[data-testid="json-source-value"][data-path="invoice_number"]').hover();
    const source = page.getByTestId('source-panel');
    await source.getByTestId('source-quote').waitFor();
    expect(await source.getByTestId('source-quote').textContent()).toContain(INVOICE_FACTS.invoice_number);
    expect(await source.getByTestId('source-page').textContent()).toMatch(/Page 1/);
    // "Invoice number: INV-…" beside its own label: the local extractor's verifier finds it very likely right.
    const confidence = (await source.getByTestId('source-confidence').textContent()) ?? '';
    expect(confidence).toMatch(/^Confidence: \d+%$/);
    expect(Number(/\d+/.exec(confidence)?.[0])).toBeGreaterThan(80);

    const fileName = (await page.getByTestId('document-row').first().locator('td').first().textContent()) ?? '';
    expect(['invoice.pdf', 'invoice.txt']).toContain(fileName);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('document-download').first().click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);

    // Status filters live in the address: failed shows none, success shows both.
    await page.getByTestId('project-tab-executions').click();
    await page.getByTestId('executions-table').waitFor();
    await page.getByTestId('status-filter-failed').click();
    await page.getByTestId('executions-empty').waitFor();
    expect(new URL(page.url()).searchParams.getAll('status')).toEqual(['failed']);
    expect(await page.getByTestId('status-filter-failed').getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('status-filter-failed').click();
    await page.getByTestId('status-filter-success').click();
    await page.waitForURL((url) => url.searchParams.getAll('status').join() === 'success');
    await waitForRowCount(page, '[data-testid="execution-row"][data-status="success"]', 2);
    expect(await page.getByTestId('execution-row').count()).toBe(2);

    // The search follows the typing (debounced) and is kept in the address too.
    await page.getByTestId('executions-search').fill('no-such-order');
    await page.waitForURL((url) => url.searchParams.get('text') === 'no-such-order');
    await page.getByTestId('executions-empty').waitFor();
    await page.getByTestId('executions-search').fill('po-4711');
    await page.waitForURL((url) => url.searchParams.get('text') === 'po-4711');
    await waitForRowCount(page, '[data-testid="execution-row"]', 2);

    // A reload keeps the filters.
    await page.reload();
    await waitForRowCount(page, '[data-testid="execution-row"]', 2);
    expect(await page.getByTestId('status-filter-success').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('executions-search').inputValue()).toBe('po-4711');
    expect(loads).toBe(2);
    await context.close();
  });
});
