import { describe, expect, it } from '@jest/globals';
import { AiRequest } from '../../src/db/entities/ai-request.ts';
import { screenshotPath } from '../helpers/browser.ts';
import { seedExecution, seedProject, seedTeam, seedUser } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { restCall, signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

/** Two AI requests of one execution of the project, made today: $2.00 in all. */
async function seedCosts(projectId: string) {
  const execution = await seedExecution(server.app.orm, projectId);
  const em = server.app.orm.em.fork();
  for (const cost of [1.25, 0.75]) {
    em.create(AiRequest, {
      execution: execution.id,
      provider: 'openai',
      model: 'gpt-4.1-mini',
      inputHash: `${cost}`.padEnd(64, 'a'),
      cacheKey: `${cost}`.padEnd(64, 'b'),
      usagePromptTokens: 100,
      usageCompletionTokens: 20,
      usageTotalTokens: 120,
      usageTotalCost: cost,
    });
  }
  await em.flush();
  return execution;
}

describe('site administration', () => {
  it('keeps people who are not site admins out of /admin', async () => {
    const person = await seedUser(server.app.orm);
    const { context, page } = await signedInPage(browser, server, person.id);
    await page.goto(`${server.url}/admin/users`);
    await page.waitForURL(`${server.url}/home`);
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('nav-admin').count()).toBe(0);
    await context.close();
  });

  it('shows costs, finds a user, acts as them and returns to the admin account', async () => {
    const admin = await seedUser(server.app.orm, { role: 'admin', name: 'Ada Admin' });
    const person = await seedUser(server.app.orm, { name: 'Fiona Findable' });
    const team = await seedTeam(server.app.orm, [{ userId: person.id, role: 'owner' }], 'Fiona');
    const project = await seedProject(server.app.orm, team.id, 'Receipts');
    const execution = await seedCosts(project.id);
    const ownTeam = await seedTeam(server.app.orm, [{ userId: admin.id, role: 'owner' }], 'Ops');
    const ownProject = await seedProject(server.app.orm, ownTeam.id, 'Checks');
    const ownExecution = await seedCosts(ownProject.id);
    const { context, page, cookie } = await signedInPage(browser, server, admin.id);

    // In a project of their own team, a site admin sees the execution's debug detail.
    await page.goto(`${server.url}/projects/${ownProject.id}/executions/${ownExecution.id}`);
    const debug = page.getByTestId('admin-debug-panel');
    await debug.getByTestId('admin-debug-request').first().waitFor();
    expect(await debug.getByTestId('admin-debug-request').count()).toBe(2);
    expect(await debug.getByTestId('admin-debug-total-cost').textContent()).toBe('$2.00');
    await debug.screenshot({ path: screenshotPath('e2e-admin-debug.png') });

    // Costs: a stacked chart per team; filtered to the seeded team, the period's total is its $2.
    await page.goto(`${server.url}/home`);
    await page.getByTestId('nav-admin').click();
    await page.getByTestId('admin-page').waitFor();
    await page.getByTestId('costs-chart').locator('canvas').waitFor();
    await page.locator(`[data-testid="costs-team"] option[value="${team.id}"]`).waitFor({ state: 'attached' });
    await page.getByTestId('costs-team').selectOption(team.id);
    await page.getByTestId('costs-total').getByText('$2.00', { exact: true }).waitFor();
    await page.getByTestId('costs-grouping').selectOption('team-project');
    await page.getByTestId('costs-range-7d').click();
    expect(await page.getByTestId('costs-range-7d').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('costs-total').getByText('$2.00', { exact: true }).waitFor();
    await page.getByText('Show as table').click();
    const costRow = page.getByTestId('costs-table-row');
    await costRow.first().waitFor();
    expect(await costRow.count()).toBe(1);
    expect(await costRow.first().textContent()).toContain(`${team.name} / ${project.name}`);
    await page.screenshot({ path: screenshotPath('e2e-admin-costs.png'), fullPage: true });

    // Users: the search goes to the URL; the row opens to the person's teams.
    await page.getByTestId('admin-tab-users').click();
    await page.getByTestId('admin-users-page').waitFor();
    await page.getByTestId('admin-users-search').fill(person.email);
    await page.waitForURL((url) => url.searchParams.get('search') === person.email);
    const row = page.locator(`[data-testid="admin-user-row"][data-email="${person.email}"]`);
    await page.getByTestId('admin-users-count').getByText('1 user', { exact: true }).waitFor();
    expect(await page.getByTestId('admin-user-row').count()).toBe(1);
    expect(await row.getByTestId('admin-user-verified').getAttribute('data-value')).toBe('true');
    await row.getByTestId('admin-user-expand').click();
    await page.getByTestId('admin-user-team').getByText(team.name).waitFor();
    expect(await page.getByTestId('admin-user-sessions').textContent()).toBe('0');
    await page.screenshot({ path: screenshotPath('e2e-admin-users.png'), fullPage: true });

    // Impersonate: asked first, then the person's home with their team and the banner.
    await row.getByTestId('admin-impersonate').click();
    await page.getByRole('alertdialog').getByText('logged').waitFor();
    await page.getByTestId('admin-impersonate-confirm').click();
    await page.waitForURL(`${server.url}/home`);
    const banner = page.getByTestId('impersonation-banner');
    await banner.getByText(person.name).waitFor();
    expect(await banner.textContent()).toContain(person.email);
    await page.getByTestId('home-greeting').getByText(person.name).waitFor();
    await page.locator('[data-testid="team-switcher"] option:checked').getByText(team.name).waitFor({
      state: 'attached',
    });
    expect(await page.getByTestId('nav-admin').count()).toBe(0);
    await page.goto(`${server.url}/projects/${project.id}/executions/${execution.id}`);
    await page.getByTestId('execution-created').waitFor();
    expect(await page.getByTestId('admin-debug-panel').count()).toBe(0);
    const session = await restCall(server, '/user', {
      Cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; '),
    });
    expect(session.body).toMatchObject({ id: person.id, impersonated_by: { id: admin.id } });
    await page.screenshot({ path: screenshotPath('e2e-impersonating.png'), fullPage: true });

    // The banner is on every signed-in page, and leads back to the admin's own account.
    await page.goto(`${server.url}/projects/`);
    await banner.waitFor();
    await page.getByTestId('impersonation-stop').click();
    await page.waitForURL(/\/admin\/users$/);
    await page.getByTestId('admin-users-page').waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.getByTestId('user-name').getByText(admin.name).waitFor();
    await page.reload();
    await page.getByTestId('admin-users-page').waitFor();
    expect(await banner.count()).toBe(0);
    expect((await restCall(server, '/user', { Cookie: cookie })).body).toMatchObject({ id: admin.id });
    await context.close();
  });
});
