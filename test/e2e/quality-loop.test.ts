import { describe, expect, it } from '@jest/globals';
import { Execution } from '../../src/db/entities/execution.ts';
import { fixture, INVOICE_FACTS, INVOICE_SCHEMA, upload } from '../helpers/uploads.ts';
import { seedProject, seedTeam, seedUser } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

describe('the quality loop in the web UI', () => {
  it('corrects a result, evaluates a draft against it and reads the diff', async () => {
    const owner = await seedUser(server.app.orm, { name: 'Quinn Quality' });
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Quality');
    const project = await seedProject(server.app.orm, team.id, 'Invoices');
    const { context, page, cookie } = await signedInPage(browser, server, owner.id);
    const headers = { Cookie: cookie };
    const saved = await fetch(`${server.url}/api/v1/projects/${project.id}/revisions`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ output_schema: INVOICE_SCHEMA }),
    });
    expect(saved.status).toBe(200);
    const uploaded = await upload(
      server.url,
      project.id,
      headers,
      [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
      { wait_for_completion: 'true' },
    );
    const execution = uploaded.body.execution as { id: string; json_result: unknown };
    expect(execution.json_result).toEqual(INVOICE_FACTS);

    // Correct the total in the form generated from the schema; a value of the wrong type is refused on its field.
    await page.goto(`${server.url}/projects/${project.id}/executions/${execution.id}`);
    const total = page.locator('[data-testid="review-field"][data-path="total"]');
    expect(await total.inputValue()).toBe('1234.56');
    // A date in the UI's own day field: the browser's date input would speak the browser's language.
    const date = page.locator('[data-testid="review-field"][data-path="date"]');
    expect([await date.getAttribute('type'), await date.getAttribute('placeholder'), await date.inputValue()]).toEqual([
      'text',
      'YYYY-MM-DD',
      '2026-11-03',
    ]);
    expect(await page.getByTestId('review-source').count()).toBeGreaterThan(0);
    await total.fill('a lot');
    await page.getByTestId('review-save').click();
    await page.locator('#review-total-issue').getByText("does not fit the field's type").waitFor();
    await total.fill('1334.56');
    await page.getByTestId('review-save').click();
    await page.getByTestId('review-done').waitFor();
    expect(await page.locator('#review-total-issue').count()).toBe(0);

    // The owner (an admin) can leave the reviewed execution out of the set, and take it back in.
    const exclusion = page.getByTestId('review-exclusion');
    await exclusion.click();
    await page.locator('[data-testid="review-exclusion"][aria-checked="true"]').waitFor();
    const excluded = await server.app.orm.em.fork().findOneOrFail(Execution, { id: execution.id });
    expect([excluded.excludedFromEvaluation, excluded.reviewedResult?.total]).toEqual([true, 1334.56]);
    await exclusion.click();
    await page.locator('[data-testid="review-exclusion"][aria-checked="false"]').waitFor();

    // An unsaved change in the schema editor, measured before saving it.
    await page.goto(`${server.url}/projects/${project.id}/schema`);
    await page.getByTestId('revision-input-description').fill('Supplier invoices, totals in EUR');
    await page.getByTestId('schema-dirty').waitFor();
    await page.getByTestId('schema-evaluate-draft').click();
    await page.locator('[data-testid="evaluation-detail"][data-status="success"]').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('evaluation-progress').textContent()).toBe('1 of 1 executions done');
    expect(await page.getByTestId('evaluation-accuracy').getAttribute('data-value')).toBe('0.9');
    expect(await page.getByTestId('evaluation-baseline-accuracy').getAttribute('data-value')).toBe('0.9');
    const diff = page.locator('[data-testid="evaluation-diff"][data-path="total"]');
    expect(await diff.locator('td').allTextContents()).toEqual(['total', '1334.56', '1234.56', '1234.56']);
    expect(await page.getByTestId('evaluation-diff').count()).toBe(1);
    const totalRow = page.locator('[data-testid="evaluation-field"][data-path="total"]');
    expect(await totalRow.getAttribute('data-tone')).toBe('same');

    // The overview charts the live revision's accuracy from that evaluation.
    await page.goto(`${server.url}/projects/${project.id}/`);
    expect(await page.getByTestId('overview-accuracy').getAttribute('data-value')).toBe('0.9');
    await context.close();
  });

  it('walks the review queue: saving opens the next execution that needs a look', async () => {
    const owner = await seedUser(server.app.orm, { name: 'Rita Review' });
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Queue');
    const project = await seedProject(server.app.orm, team.id, 'Receipts');
    const { context, page, cookie } = await signedInPage(browser, server, owner.id);
    const saved = await fetch(`${server.url}/api/v1/projects/${project.id}/revisions`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ output_schema: INVOICE_SCHEMA }),
    });
    const revisionId = ((await saved.json()) as { id: string }).id;
    const em = server.app.orm.em.fork();
    const failed = [0, 1].map((index) =>
      em.create(Execution, {
        project: project.id,
        projectRevision: revisionId,
        executionType: 'api',
        processingMode: 'balanced',
        status: 'failed',
        reference: `scan-${index}`,
        jsonResult: null,
        errors: ['invoice_number: required field missing'],
        warnings: [],
        createdAt: new Date(Date.now() - index * 1000),
      }),
    );
    await em.flush();

    await page.goto(`${server.url}/projects/${project.id}/review`);
    await page.getByTestId('review-queue').waitFor();
    expect(await page.getByTestId('review-queue-row').count()).toBe(2);
    await page.getByTestId('review-queue-start').click();
    for (const execution of failed) {
      await page.waitForURL(`**/executions/${execution.id}?queue=1`);
      await page.locator('[data-testid="review-field"][data-path="invoice_number"]').fill(`INV-${execution.reference}`);
      await page.locator('[data-testid="review-field"][data-path="total"]').fill('10');
      await page.getByTestId('review-save').click();
    }
    await page.getByTestId('review-queue-empty').waitFor();
    const stored = await server.app.orm.em
      .fork()
      .find(Execution, { project: project.id }, { orderBy: { reference: 'asc' } });
    expect(stored.map((row) => [row.status, row.jsonResult, row.reviewedResult])).toEqual([
      ['failed', null, { invoice_number: 'INV-scan-0', total: 10 }],
      ['failed', null, { invoice_number: 'INV-scan-1', total: 10 }],
    ]);
    await context.close();
  });
});
