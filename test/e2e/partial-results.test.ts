import { describe, expect, it } from '@jest/globals';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

describe('a failed execution with partial results', () => {
  it('shows the error and the values that were found, with their sources', async () => {
    // The invoice schema plus a required field no fixture states.
    const { owner, project, cookie } = await seedInvoiceProject(server.app, [
      { name: 'purchase_order_number', type: 'string', required: true },
    ]);
    const uploaded = await upload(
      server.url,
      project.id,
      cookie,
      [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
      { wait_for_completion: 'true' },
    ).expect(200);
    expect(uploaded.body.execution.status).toBe('failed');

    const { context, page } = await signedInPage(browser, server, owner.id);
    await page.goto(`${server.url}/projects/${project.id}/executions/${uploaded.body.execution.id}`);
    await page.getByTestId('execution-page').waitFor();
    expect(await page.getByTestId('execution-errors').textContent()).toContain('purchase_order_number');
    const json = page.getByTestId('execution-json');
    await json.getByText('"INV-2026-0042"').waitFor();
    expect(JSON.parse((await json.textContent()) ?? '')).toMatchObject({
      invoice_number: 'INV-2026-0042',
      total: 1234.56,
    });
    await json.locator('[data-testid="json-source-value"][data-path="total"]').hover();
    expect(await page.getByTestId('source-quote').textContent()).toBe('Total: 1.234,56 EUR');
    await context.close();
  });
});
