import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../helpers/browser.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedProject, seedTeam, seedUser } from '../helpers/world.ts';
import { restCall, signedInPage } from './signed-in-page.ts';

let browser: Browser;
let server: TTestServer;

beforeAll(async () => {
  browser = await launchBrowser();
  // No model configured: the offline proposer reads the sample's labelled values and tables.
  server = await startTestServer();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const INVOICE_PDF = path.join(import.meta.dirname, '../fixtures/invoice.pdf');

type TSchemaProperty = { name: string; type: string; required?: boolean };
type TRevisionBody = { id: string; revision: number; output_schema: TSchemaProperty[] };

const property = (page: Page, name: string) => page.locator(`[data-testid="schema-property"][data-path="${name}"]`);
const own = (row: Locator, testId: string) => row.getByTestId(testId).first();

async function topLevelNames(page: Page): Promise<string[]> {
  return page
    .getByTestId('schema-tree')
    .locator(':scope > ul > [data-testid="schema-property"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-path') ?? ''));
}

async function waitForSelectedRevision(page: Page, revision: number) {
  await page.locator(`[data-testid="revision-row"][data-revision="${revision}"][aria-current="true"]`).waitFor();
  await page.getByTestId('schema-editor-title').getByText(`Revision ${revision}`).waitFor();
}

describe('schema from a sample document', () => {
  it('proposes revision 1 from an uploaded invoice, which is edited and saved as revision 2', async () => {
    const owner = await seedUser(server.app.orm, { name: 'Sam Sample' });
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Samples');
    const project = await seedProject(server.app.orm, team.id, 'Invoices');
    const { context, page, cookie } = await signedInPage(browser, server, owner.id);
    const session = { Cookie: cookie };

    // No revision yet: the sample card is offered above the blank editor.
    await page.goto(`${server.url}/projects/${project.id}/schema`);
    const start = page.getByTestId('schema-sample-start');
    await start.waitFor();
    await page.getByTestId('revisions-empty').waitFor();
    await page.getByTestId('schema-sample-submit').click();
    await start.getByText('Choose a document first.').waitFor();
    await page.getByTestId('schema-sample-input').setInputFiles(INVOICE_PDF);
    await page.getByTestId('schema-sample-language').selectOption('en');
    const uploaded = page.waitForResponse((response) => response.url().endsWith('/revisions/initial'));
    await page.getByTestId('schema-sample-submit').click();
    expect((await uploaded).status()).toBe(200);

    // The proposal runs in a job; the page waits, then opens revision 1 by itself.
    await page.getByTestId('schema-sample-waiting').or(page.getByTestId('revision-list')).first().waitFor();
    await waitForSelectedRevision(page, 1);
    await start.waitFor({ state: 'detached' });
    const names = await topLevelNames(page);
    expect(names).toEqual(expect.arrayContaining(['invoice_number', 'total']));
    await page.screenshot({ path: screenshotPath('e2e-schema-sample.png'), fullPage: true });
    const revision1 = (await restCall(server, `/projects/${project.id}/revisions/latest`, session))
      .body as TRevisionBody;
    expect(revision1.revision).toBe(1);
    expect(revision1.output_schema.map((entry) => entry.name)).toEqual(names);
    const totalWasRequired = revision1.output_schema.find((entry) => entry.name === 'total')?.required === true;

    // Edit: rename invoice_number and flip "required" of total, then save.
    await own(property(page, 'invoice_number'), 'schema-property-name').fill('invoice_no');
    const required = own(property(page, 'total'), 'schema-property-required');
    await required.setChecked(!totalWasRequired);
    await page.getByTestId('schema-dirty').waitFor();
    await page.getByTestId('schema-save').click();
    await waitForSelectedRevision(page, 2);
    await page.getByText('Saved as revision 2.').waitFor();
    const revision2 = (await restCall(server, `/projects/${project.id}/revisions/latest`, session))
      .body as TRevisionBody;
    expect(revision2.revision).toBe(2);
    const names2 = revision2.output_schema.map((entry) => entry.name);
    expect(names2).toContain('invoice_no');
    expect(names2).not.toContain('invoice_number');
    expect(revision2.output_schema.find((entry) => entry.name === 'total')?.required === true).toBe(!totalWasRequired);

    // "Generate from a document" adds back only what the draft lacks, without saving.
    await page.getByTestId('schema-generate').click();
    await page.getByTestId('schema-generate-input').setInputFiles(INVOICE_PDF);
    const generated = page.waitForResponse((response) => response.url().endsWith('/schema/generate'));
    await page.getByTestId('schema-generate-submit').click();
    expect((await generated).status()).toBe(200);
    const result = page.getByTestId('schema-generate-result');
    await result.getByText('1 property was added.').waitFor();
    expect(await result.textContent()).toContain('invoice_number');
    await page.screenshot({ path: screenshotPath('e2e-schema-generate.png'), fullPage: true });
    await page.getByTestId('schema-generate-done').click();
    await property(page, 'invoice_number').waitFor();
    expect(await topLevelNames(page)).toEqual([...names2, 'invoice_number']);
    await page.getByTestId('schema-dirty').waitFor();
    expect(
      ((await restCall(server, `/projects/${project.id}/revisions/latest`, session)).body as TRevisionBody).revision,
    ).toBe(2);
    await context.close();
  });
});
