import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { seedProject, seedTeam, seedUser } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { restCall, signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

type TRevisionBody = {
  id: string;
  revision: number;
  input_description: string;
  input_language: string;
  output_language: string;
  output_schema: unknown[];
  title_config: unknown;
  copied_from_revision_id: string | null;
};

const INVOICE_SCHEMA = [
  { name: 'invoice_number', type: 'string', required: true },
  {
    name: 'items',
    type: 'array',
    items: {
      type: 'object',
      properties: [
        { name: 'description', type: 'string' },
        { name: 'amount', type: 'number' },
      ],
    },
  },
];

/** A property row by its dotted path; a new property has an empty name, so `items.` is a new child of items. */
const property = (page: Page, path: string) => page.locator(`[data-testid="schema-property"][data-path="${path}"]`);

/** A control of the row itself, not of its children (those come later in the document). */
const own = (row: Locator, testId: string) => row.getByTestId(testId).first();

async function topLevelNames(page: Page): Promise<string[]> {
  return page
    .getByTestId('schema-tree')
    .locator(':scope > ul > [data-testid="schema-property"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-path') ?? ''));
}

async function selectedRevision(page: Page): Promise<string | null> {
  return page.locator('[data-testid="revision-row"][aria-current="true"]').getAttribute('data-revision');
}

async function waitForSelectedRevision(page: Page, revision: number) {
  await page.locator(`[data-testid="revision-row"][data-revision="${revision}"][aria-current="true"]`).waitFor();
  await page.getByTestId('schema-editor-title').getByText(`Revision ${revision}`).waitFor();
}

describe('schema editor', () => {
  it('builds a nested schema, saves revisions, restores one and copies it to another project', async () => {
    const owner = await seedUser(server.app.orm, { name: 'Sam Schema' });
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Schema');
    const second = await seedProject(server.app.orm, team.id, 'Archive');
    const { context, page, cookie } = await signedInPage(browser, server, owner.id);
    const session = { Cookie: cookie };

    // A new project: the slug follows the name.
    await page.goto(`${server.url}/projects/`);
    await page.getByTestId('project-new-button').first().click();
    const form = page.getByTestId('project-form');
    await form.getByLabel('Project name').fill('Invoice intake');
    expect(await form.getByLabel('Slug').inputValue()).toBe('invoice-intake');
    await form.getByLabel('Processing mode').selectOption('accurate');
    await form.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\/schema$/);
    const projectId = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.getByTestId('schema-editor').waitFor();
    await page.getByTestId('revisions-empty').waitFor();

    // invoice_number: a required string.
    await page.getByTestId('schema-add-property').click();
    const first = property(page, '');
    await expect(
      own(first, 'schema-property-name').evaluate((input) => input === document.activeElement),
    ).resolves.toBe(true);
    await own(first, 'schema-property-name').fill('invoice_number');
    await own(property(page, 'invoice_number'), 'schema-property-required').check();

    // items: an array of objects with description and amount.
    await page.getByTestId('schema-add-property').click();
    await own(property(page, ''), 'schema-property-name').fill('items');
    const items = property(page, 'items');
    await own(items, 'schema-property-type').selectOption('array');
    await items.getByTestId('schema-items-type').selectOption('object');
    await items.getByTestId('schema-add-child').click();
    await own(property(page, 'items.'), 'schema-property-name').fill('description');
    await items.getByTestId('schema-add-child').click();
    await own(property(page, 'items.'), 'schema-property-name').fill('amount');
    await own(property(page, 'items.amount'), 'schema-property-type').selectOption('number');

    await page.getByTestId('revision-input-description').fill('Supplier invoices as PDF');
    await page.getByTestId('revision-input-language').selectOption('de');
    await page.getByTestId('revision-title-mode').selectOption('instructions');
    await page.getByTestId('revision-title-instructions').fill('Supplier and invoice number');
    await page.getByTestId('schema-dirty').waitFor();

    // The JSON view shows what will be saved.
    await page.getByTestId('schema-json-toggle').click();
    expect(JSON.parse(await page.getByTestId('schema-json').inputValue())).toEqual(INVOICE_SCHEMA);
    await page.getByTestId('schema-json-toggle').click();

    // Save: revision 1.
    await page.getByTestId('schema-save').click();
    await waitForSelectedRevision(page, 1);
    await page.getByTestId('schema-dirty').waitFor({ state: 'detached' });
    const first1 = await restCall(server, `/projects/${projectId}/revisions/latest`, session);
    const revision1 = first1.body as TRevisionBody;
    expect(revision1).toMatchObject({
      revision: 1,
      input_description: 'Supplier invoices as PDF',
      input_language: 'de',
      output_language: 'en',
      output_schema: INVOICE_SCHEMA,
      title_config: { mode: 'instructions', instructions: 'Supplier and invoice number' },
    });
    expect(new URL(page.url()).searchParams.get('revisionId')).toBe(revision1.id);

    // A bad name is marked and blocks saving; fixed, "total" moves above items: revision 2.
    await page.getByTestId('schema-add-property').click();
    await own(property(page, ''), 'schema-property-name').fill('1total');
    const bad = property(page, '1total');
    await bad.getByTestId('schema-property-error').getByText('starting with a letter').waitFor();
    await page.getByTestId('schema-save').click();
    await page.getByText('Please fix the marked problems first.').waitFor();
    await own(bad, 'schema-property-name').fill('total');
    const total = property(page, 'total');
    await own(total, 'schema-property-type').selectOption('number');
    await own(total, 'schema-property-description').fill('Gross total, dot as decimal separator');
    expect(await total.getByTestId('schema-property-error').count()).toBe(0);
    await own(total, 'schema-move-up').click();
    expect(await topLevelNames(page)).toEqual(['invoice_number', 'total', 'items']);
    await page.getByTestId('schema-save').click();
    await waitForSelectedRevision(page, 2);
    const revision2 = (await restCall(server, `/projects/${projectId}/revisions/latest`, session))
      .body as TRevisionBody;
    expect(revision2.revision).toBe(2);
    expect(revision2.output_schema).toEqual([
      INVOICE_SCHEMA[0],
      { name: 'total', type: 'number', description: 'Gross total, dot as decimal separator' },
      INVOICE_SCHEMA[1],
    ]);

    // Opening revision 1 puts it in the editor and the URL; restoring makes it revision 3.
    await page.locator('[data-testid="revision-row"][data-revision="1"]').click();
    await waitForSelectedRevision(page, 1);
    expect(new URL(page.url()).searchParams.get('revisionId')).toBe(revision1.id);
    expect(await topLevelNames(page)).toEqual(['invoice_number', 'items']);
    await page.getByTestId('revision-restore').click();
    await waitForSelectedRevision(page, 3);
    expect(await selectedRevision(page)).toBe('3');
    expect(
      await page.getByTestId('revision-row').evaluateAll((rows) => rows.map((row) => row.dataset.revision)),
    ).toEqual(['3', '2', '1']);
    expect(
      await page
        .locator('[data-testid="revision-row"][data-revision="3"]')
        .getByTestId('revision-origin')
        .textContent(),
    ).toBe('Restored from revision 1');
    const revision3 = (await restCall(server, `/projects/${projectId}/revisions/latest`, session))
      .body as TRevisionBody;
    expect(revision3).toMatchObject({ revision: 3, output_schema: INVOICE_SCHEMA, input_language: 'de' });

    // Copy revision 3 to the other project, where it becomes revision 1.
    await page.getByTestId('revision-copy').click();
    await page.getByTestId('revision-copy-target').selectOption(second.id);
    const copied = page.waitForResponse((response) => response.url().includes('projects.copyRevision'));
    await page.getByTestId('revision-copy-confirm').click();
    expect((await copied).ok()).toBe(true);
    await page.getByTestId('revision-copy-target').waitFor({ state: 'detached' });
    const target = (await restCall(server, `/projects/${second.id}/revisions/latest`, session)).body as TRevisionBody;
    expect(target).toMatchObject({ revision: 1, output_schema: INVOICE_SCHEMA, copied_from_revision_id: revision3.id });

    await page.goto(`${server.url}/projects/${second.id}/schema`);
    await waitForSelectedRevision(page, 1);
    expect(await topLevelNames(page)).toEqual(['invoice_number', 'items']);
    expect(await page.locator('[data-testid="revision-row"][data-revision="1"]').textContent()).toContain(
      'Copied from another project',
    );
    expect(await own(property(page, 'invoice_number'), 'schema-property-required').isChecked()).toBe(true);
    expect(await own(property(page, 'items.amount'), 'schema-property-type').inputValue()).toBe('number');

    // The overview of the first project sums up its latest revision.
    await page.goto(`${server.url}/projects/${projectId}/`);
    await page.getByTestId('project-overview').waitFor();
    expect(await page.getByTestId('overview-revision-number').textContent()).toBe('3');
    expect(await page.getByTestId('overview-property-count').textContent()).toBe('4');
    await context.close();
  });

  it('remembers the tips panel and leaves members a read-only editor', async () => {
    const owner = await seedUser(server.app.orm);
    const member = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [
      { userId: owner.id, role: 'owner' },
      { userId: member.id, role: 'member' },
    ]);
    const project = await seedProject(server.app.orm, team.id);
    const ownerTab = await signedInPage(browser, server, owner.id);
    await ownerTab.page.goto(`${server.url}/projects/${project.id}/schema`);
    await ownerTab.page.getByTestId('schema-add-property').click();
    await own(property(ownerTab.page, ''), 'schema-property-name').fill('vendor');
    await ownerTab.page.getByTestId('schema-save').click();
    await waitForSelectedRevision(ownerTab.page, 1);
    await ownerTab.context.close();

    const { context, page } = await signedInPage(browser, server, member.id, { locale: 'de-DE' });
    await page.goto(`${server.url}/projects/${project.id}/schema`);
    await waitForSelectedRevision(page, 1);
    expect(await page.evaluate(() => localStorage.getItem('app-schema-tips'))).toBeNull();
    expect(await page.getByTestId('schema-tips').count()).toBe(0);
    await page.getByTestId('schema-tips-toggle').click();
    await page.getByTestId('schema-tips').getByText('Beschreibungen sind Anweisungen').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('app-schema-tips'))).toBe('true');
    await page.reload();
    await page.getByTestId('schema-tips').waitFor();

    // A member reads the schema but cannot change or save it.
    expect(await page.getByTestId('schema-save').count()).toBe(0);
    expect(await page.getByTestId('schema-add-property').count()).toBe(0);
    expect(await own(property(page, 'vendor'), 'schema-property-name').isDisabled()).toBe(true);
    await context.close();
  });

  it('edits project settings and deletes the project after its slug is typed', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const project = await seedProject(server.app.orm, team.id, 'Receipts');
    const { context, page, cookie } = await signedInPage(browser, server, owner.id);
    await page.goto(`${server.url}/projects/${project.id}/settings`);
    const form = page.getByTestId('project-settings-form');
    // Editing the name leaves an existing slug alone.
    await form.getByLabel('Project name').fill('Receipts 2026');
    expect(await form.getByLabel('Slug').inputValue()).toBe(project.slug);
    await form.getByLabel('Slug').fill('Not A Slug');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByTestId('field-error').waitFor();
    await form.getByLabel('Slug').fill('receipts-2026');
    await form.getByLabel('Fallback').check();
    await form.getByLabel('Variant').fill('gpt-large');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('project-name').getByText('Receipts 2026').waitFor();
    const saved = (await restCall(server, `/projects/${project.id}`, { Cookie: cookie })).body;
    expect(saved).toMatchObject({
      name: 'Receipts 2026',
      slug: 'receipts-2026',
      processing_mode_fallback: true,
      processing_mode_variant: 'gpt-large',
    });

    await page.getByTestId('project-delete-button').click();
    await page.getByTestId('confirm-input').fill('receipts-2026');
    await page.getByTestId('project-delete-confirm').click();
    await page.waitForURL(/\/projects\/$/);
    await page.getByTestId('projects-empty').waitFor();
    expect((await restCall(server, `/projects/${project.id}`, { Cookie: cookie })).status).toBe(404);
    await context.close();
  });
});
