import { readFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import { Execution } from '../../src/db/entities/execution.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

async function uploadInvoice(projectId: string, bearer: Record<string, string>, reference: string) {
  const response = await upload(
    server.url,
    projectId,
    bearer,
    [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
    {
      reference,
      wait_for_completion: 'true',
    },
  ).expect(200);
  return response.body.execution as { id: string; title: string };
}

const countOf = (projectId: string) => server.app.orm.em.fork().count(Execution, { project: projectId });

describe('command palette and bulk actions', () => {
  it('jumps to a project, a team page and an execution with Ctrl-K', async () => {
    const { owner, team, project, bearer } = await seedInvoiceProject(server.app);
    const execution = await uploadInvoice(project.id, bearer, 'PO-PALETTE-1');
    const { page, context } = await signedInPage(browser, server, owner.id);
    await page.goto(`${server.url}/home`);
    await page.getByTestId('palette-button').waitFor();

    await page.keyboard.press('Control+k');
    await page.getByTestId('palette-input').fill(project.name.split(' ')[1] ?? '');
    // The team's projects arrive with a query: Enter picks the first result once it is there.
    await page.locator(`[data-testid="palette-result"][data-href="/projects/${project.id}/"]`).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/projects/${project.id}/`);

    await page.keyboard.press('Control+k');
    await page.getByTestId('palette-input').fill('events');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/teams/${team.id}/events`);

    // Within a project the palette also finds its executions (by reference here).
    await page.goto(`${server.url}/projects/${project.id}/executions/`);
    await page.getByTestId('execution-row').first().waitFor();
    // Typed key by key, the search goes to the server once the typing pauses: one call, not ten.
    const searches: string[] = [];
    page.on('request', (request) => {
      const search = /"search":"([^"]*)","per_page":5/.exec(decodeURIComponent(request.url()))?.[1];
      if (search !== undefined) {
        searches.push(search);
      }
    });
    await page.keyboard.press('Control+k');
    await page.getByTestId('palette-input').pressSequentially('po-palette', { delay: 40 });
    await page.locator(`[data-testid="palette-result"][data-href$="${execution.id}"]`).waitFor();
    expect(searches).toEqual(['po-palette']);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/projects/${project.id}/executions/${execution.id}`);
    await context.close();
  });

  it('selects executions and exports them as CSV and JSON, reruns and deletes them', async () => {
    const { owner, project, bearer } = await seedInvoiceProject(server.app);
    const first = await uploadInvoice(project.id, bearer, 'PO-A');
    const second = await uploadInvoice(project.id, bearer, 'PO-B');
    await uploadInvoice(project.id, bearer, 'PO-C');
    const { page, context } = await signedInPage(browser, server, owner.id);
    await page.goto(`${server.url}/projects/${project.id}/executions/`);
    const row = (id: string) => page.locator(`[data-testid="execution-row"][data-id="${id}"]`);
    await row(first.id).waitFor();
    expect(await row(first.id).getByTestId('execution-file-count').textContent()).toBe('1');

    // A date range in the future finds nothing; today (from and to) finds them again.
    await page.getByTestId('executions-from').fill('2099-01-01');
    await page.getByTestId('executions-empty').waitFor();
    const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
    await page.getByTestId('executions-from').fill(today);
    await page.getByTestId('executions-to').fill(today);
    await row(first.id).waitFor();
    expect(new URL(page.url()).searchParams.get('to')).toBe(today);

    await row(first.id).getByTestId('execution-select').check();
    await row(second.id).getByTestId('execution-select').check();
    expect(await page.getByTestId('executions-selected-count').textContent()).toBe('2 selected');

    // A search shows another list: nothing of it is selected, and the old selection does not come
    // back with the old list.
    await page.getByTestId('executions-search').fill('PO-A');
    await page.waitForURL(/text=PO-A/);
    await page.getByTestId('executions-bulk-bar').waitFor({ state: 'detached' });
    expect(await row(first.id).getByTestId('execution-select').isChecked()).toBe(false);
    await page.getByTestId('executions-search').fill('');
    await page.waitForURL((url) => !url.searchParams.has('text'));
    await row(second.id).waitFor();
    expect(await page.getByTestId('executions-bulk-bar').count()).toBe(0);
    await row(first.id).getByTestId('execution-select').check();
    await row(second.id).getByTestId('execution-select').check();
    expect(await page.getByTestId('executions-selected-count').textContent()).toBe('2 selected');

    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('bulk-export-csv').click(),
    ]);
    const csv = (await readFile((await csvDownload.path()) ?? '', 'utf8')).trim().split('\r\n');
    expect(csv[0]).toBe(
      'id,status,title,reference,execution_type,document_count,created_at,result.invoice_number,result.date,result.supplier,result.total,result.items',
    );
    expect(csv).toHaveLength(3);
    expect(
      csv
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([first.id, second.id].sort());
    expect(csv[1]).toContain(',INV-2026-0042,2026-11-03,ACME GmbH,1234.56,');

    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('bulk-export-json').click(),
    ]);
    const exported = JSON.parse(await readFile((await jsonDownload.path()) ?? '', 'utf8')) as {
      id: string;
      json_result: object;
    }[];
    expect(exported.map((execution) => execution.id).sort()).toEqual([first.id, second.id].sort());
    expect(Object.keys(exported[0]?.json_result ?? {})).toEqual([
      'invoice_number',
      'date',
      'supplier',
      'total',
      'items',
    ]);

    await page.getByTestId('bulk-rerun').click();
    await page.getByTestId('executions-bulk-bar').waitFor({ state: 'detached' });
    expect(await countOf(project.id)).toBe(5);
    // The list shows the two reruns once it has refetched (on a loaded machine after the bar is gone): select the
    // page only when it holds all five rows, as a user would.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="execution-row"]').length === 5);

    await page.getByTestId('execution-select-page').check();
    const selected = await page.getByTestId('executions-selected-count').textContent();
    expect(selected).toBe('5 selected');
    await page.getByTestId('bulk-delete').click();
    await page.getByTestId('bulk-delete-confirm').click();
    await page.getByTestId('executions-empty').waitFor();
    expect(await countOf(project.id)).toBe(0);
    await context.close();
  });
});
