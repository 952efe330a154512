import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startHttpReceiver } from '../helpers/delivery-peers.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { fixture, INVOICE_FACTS, INVOICE_SCHEMA, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedProject, seedTeam, seedUser } from '../helpers/world.ts';
import { signedInPage } from './signed-in-page.ts';

let browser: Browser;
let server: TTestServer;
let receiver: Awaited<ReturnType<typeof startHttpReceiver>>;

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = await startHttpReceiver();
  // The receiver listens on loopback, which outputs may reach only when allowed.
  server = await startTestServer({ env: { ALLOW_PRIVATE_OUTPUT_TARGETS: 'true' } });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
});

describe('outputs in the web UI', () => {
  it('creates a webhook, delivers a finished execution to it and shows the delivery', async () => {
    const owner = await seedUser(server.app.orm, { name: 'Olga Output' });
    const member = await seedUser(server.app.orm, { name: 'Mia Member' });
    const team = await seedTeam(
      server.app.orm,
      [
        { userId: owner.id, role: 'owner' },
        { userId: member.id, role: 'member' },
      ],
      'Hooks',
    );
    const project = await seedProject(server.app.orm, team.id, 'Invoices');
    const { context, page, cookie } = await signedInPage(browser, server, owner.id);
    const revision = await fetch(`${server.url}/api/v1/projects/${project.id}/revisions`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ output_schema: INVOICE_SCHEMA }),
    });
    expect(revision.status).toBe(200);

    // From the empty list, through the "new output" menu, to the webhook form.
    await page.goto(`${server.url}/projects/${project.id}/outputs/`);
    await page.getByTestId('outputs-empty').waitFor();
    await page.getByTestId('output-new').click();
    await page.getByTestId('output-new-webhook').click();
    await page.waitForURL((url) => url.pathname.endsWith('/outputs/new') && url.searchParams.get('type') === 'webhook');
    const form = page.getByTestId('output-form');
    expect(await form.getAttribute('data-type')).toBe('webhook');

    // The shared schema refuses what the server would refuse, before anything is sent.
    await form.getByTestId('output-name').fill('Receiver hook');
    await form.getByTestId('output-url').fill('not a url');
    await form.getByTestId('output-create').click();
    await form.getByTestId('field-error').first().waitFor();

    await form.getByTestId('output-url').fill(receiver.url);
    expect(await form.getByTestId('output-trigger-success').isChecked()).toBe(true);
    expect(await form.getByTestId('output-trigger-failed').isChecked()).toBe(false);
    await form.getByTestId('output-header-add').click();
    await form.getByTestId('output-header-name').fill('X-Docstruct-Test');
    await form.getByTestId('output-header-value').fill('e2e');
    await form.getByTestId('output-create').click();

    await page.waitForURL(/\/outputs\/[0-9a-f-]{36}$/);
    await page.getByTestId('output-page').waitFor();
    expect(await page.getByTestId('output-title').textContent()).toBe('Receiver hook');
    expect(await page.getByTestId('output-secret').inputValue()).toMatch(/^whsec_/);
    await page.getByTestId('deliveries-empty').waitFor();

    // A document comes in by API; once its execution succeeds, the webhook gets it.
    const response = await upload(server.url, project.slug, { Cookie: cookie }, [
      { name: 'invoice.pdf', content: await fixture('invoice.pdf') },
    ]);
    expect(response.status).toBe(200);
    const executionId: string = response.body.execution.id;

    // The deliveries table refreshes by itself.
    const delivered = page.locator('[data-testid="delivery-row"][data-state="delivered"]');
    await delivered.waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('delivery-row').count()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-docstruct-test']).toBe('e2e');
    expect(request?.headers['webhook-signature']).toMatch(/^v1,/);
    expect(request?.body).toContain(executionId);
    expect(request?.body).toContain(INVOICE_FACTS.invoice_number);

    // A test delivery reports its outcome and shows up as a test.
    await page.getByTestId('output-test').click();
    await page.getByTestId('output-test-result').waitFor();
    expect(await page.getByTestId('output-test-result').getAttribute('data-ok')).toBe('true');
    await waitFor('the test delivery', () => receiver.received.length === 2);
    await page.locator('[data-testid="delivery-row"][data-test="true"]').waitFor();

    // The list shows the last delivery, and admins switch the output off there.
    await page.goto(`${server.url}/projects/${project.id}/outputs/`);
    const row = page.getByTestId('output-row');
    await row.getByTestId('delivery-state').waitFor();
    expect(await row.getByTestId('delivery-state').getAttribute('data-state')).toBe('delivered');
    const toggle = row.getByTestId('output-enabled-toggle');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.locator('[data-testid="output-row"][data-enabled="false"]').waitFor();
    await page.reload();
    await page.locator('[data-testid="output-row"][data-enabled="false"]').waitFor();
    await context.close();

    // A member sees the output read-only, without its secret.
    const memberTab = await signedInPage(browser, server, member.id);
    await memberTab.page.goto(`${server.url}/projects/${project.id}/outputs/`);
    await memberTab.page.getByTestId('outputs-table').waitFor();
    expect(await memberTab.page.getByTestId('output-enabled-toggle').count()).toBe(0);
    expect(await memberTab.page.getByTestId('output-new').count()).toBe(0);
    await memberTab.page.getByTestId('output-link').click();
    await memberTab.page.getByTestId('output-form').waitFor();
    expect(await memberTab.page.getByTestId('output-name').isDisabled()).toBe(true);
    expect(await memberTab.page.getByTestId('output-save').count()).toBe(0);
    expect(await memberTab.page.getByTestId('output-secret').count()).toBe(0);
    await memberTab.page.locator('[data-testid="delivery-row"]').nth(1).waitFor();
    expect(await memberTab.page.getByTestId('delivery-redeliver').count()).toBe(0);
    await memberTab.context.close();
  });
});
