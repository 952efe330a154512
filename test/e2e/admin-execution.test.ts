import { describe, expect, it } from '@jest/globals';
import { fixture, upload } from '../helpers/uploads.ts';
import { seedInvoiceProject, seedUser } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

describe('the admin execution view', () => {
  it("opens another team's execution with its debug panel from the user's row", async () => {
    const { owner, team, project, cookie } = await seedInvoiceProject(server.app);
    const uploaded = await upload(
      server.url,
      project.id,
      cookie,
      [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
      { wait_for_completion: 'true' },
    ).expect(200);
    const execution = uploaded.body.execution as { id: string; title: string };
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const { page, context } = await signedInPage(browser, server, admin.id);

    // The team's own page is not the admin's: not a member, not found.
    await page.goto(`${server.url}/projects/${project.id}/executions/${execution.id}`);
    await page.getByTestId('error-404').waitFor();

    await page.goto(`${server.url}/admin/users`);
    await page.getByTestId('admin-users-search').fill(owner.email);
    const row = page.locator(`[data-testid="admin-user-row"][data-email="${owner.email}"]`);
    await row.getByTestId('admin-user-expand').click();
    await page.getByTestId('admin-user-execution').click();
    await page.waitForURL(`${server.url}/admin/executions/${execution.id}`);
    expect(await page.getByTestId('admin-execution-title').textContent()).toBe(execution.title);
    expect(await page.getByTestId('admin-execution-where').textContent()).toBe(
      `Team ${team.name} · project ${project.name}`,
    );
    expect(await page.getByTestId('admin-execution-id').textContent()).toBe(execution.id);
    // The debug detail loads (the local extractor may or may not have made AI requests).
    await page
      .getByTestId('admin-debug-panel')
      .locator('[data-testid="admin-debug-requests"], [data-testid="admin-debug-no-requests"]')
      .first()
      .waitFor();
    await context.close();
  });
});
