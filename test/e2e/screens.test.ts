import { describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { Execution } from '../../src/db/entities/execution.ts';
import { Project } from '../../src/db/entities/project.ts';
import { seedExecution, seedProject, seedTeam, seedUser } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

/** A fresh signed-out tab whose session call (tRPC user.get) gets `answer` instead of reaching the server. */
async function withSessionCall(
  answer: (route: Route) => Promise<void>,
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.route(/\/trpc\/[^?]*user\.get/, answer);
  return { page, context };
}

/** A tRPC batch answer with `status`: one error per procedure of the batch, as the server sends them. */
const trpcError = (status: number, code: string) => (route: Route) => {
  const procedures = new URL(route.request().url()).pathname.replace('/trpc/', '').split(',');
  const error = { error: { message: `Answered ${status}`, code: -32000, data: { code, httpStatus: status } } };
  return route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify(procedures.map(() => error)),
  });
};

describe('screens in the browser', () => {
  it.each([
    ['404', trpcError(404, 'NOT_FOUND'), 'error-404'],
    ['429 (after its retries)', trpcError(429, 'TOO_MANY_REQUESTS'), 'error-429'],
    ['another status, named in the title', trpcError(503, 'SERVICE_UNAVAILABLE'), 'error-status'],
    ['no answer at all', (route: Route) => route.abort('connectionrefused'), 'error-generic'],
  ])('shows the error screen for %s', async (_what, answer, screen) => {
    const { page, context } = await withSessionCall(answer);
    await page.goto(`${server.url}/`);
    await page.getByTestId(screen).waitFor();
    if (screen === 'error-status') {
      await expect(page.getByTestId(screen).getByRole('heading').textContent()).resolves.toContain('503');
    }
    // Every error screen offers a way home.
    await page.getByTestId(screen).getByRole('link').first().waitFor();
    await context.close();
  });

  it('shows the router’s failure view when a screen cannot load, with a toggle for the error', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.route(/\/assets\/login-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto(`${server.url}/login`);
    const view = page.getByTestId('route-error');
    await view.getByRole('heading', { name: 'Something went wrong!' }).waitFor();
    const details = view.locator('pre');
    expect(await details.isVisible()).toBe(false);
    await view.getByRole('button', { name: 'Show error' }).click();
    expect(await details.isVisible()).toBe(true);
    expect(await details.textContent()).toMatch(/login-[^/]+\.js|dynamically imported module/i);
    await view.getByRole('button', { name: 'Hide error' }).click();
    expect(await details.isVisible()).toBe(false);
    await context.close();
  });

  it('shows the loading view while the session takes long, then the page', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, context } = await withSessionCall(async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/login`);
    const loading = page.getByTestId('loading-view');
    await loading.waitFor();
    expect(await loading.getByRole('status').textContent()).toContain('Loading…');
    release();
    await page.getByTestId('login-form').waitFor();
    expect(await loading.count()).toBe(0);
    await context.close();
  });

  it.each([
    ['dark', true],
    ['light', false],
  ] as const)('follows the device (%s) while the theme is the default "system"', async (scheme, dark) => {
    const context = await browser.newContext({ locale: 'en-US', colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.getByTestId('theme-switcher').waitFor();
    expect(await page.getByTestId('theme-switcher').inputValue()).toBe('system');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
    await page.emulateMedia({ colorScheme: dark ? 'light' : 'dark' });
    await page.waitForFunction((wanted) => document.documentElement.classList.contains('dark') === wanted, !dark);
    await context.close();
  });
});

describe('projects in the browser', () => {
  it('creates a project and opens its schema editor', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Create');
    const { page, context } = await signedInPage(browser, server, owner.id);
    await page.goto(`${server.url}/projects/new`);
    const form = page.getByTestId('project-form');
    await form.locator('input[name="name"]').fill('Delivery notes');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}\/schema$/);
    const projectId = /\/projects\/([0-9a-f-]{36})\/schema$/.exec(page.url())?.[1];
    const project = await server.app.orm.em.fork().findOneOrFail(Project, { id: projectId });
    expect({ name: project.name, team: project.team.id }).toEqual({ name: 'Delivery notes', team: team.id });
    await context.close();
  });

  it('charts executions per day, and the range buttons change what is counted', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Stats');
    const project = await seedProject(server.app.orm, team.id);
    await seedExecution(server.app.orm, project.id);
    const failed = await seedExecution(server.app.orm, project.id);
    const old = await seedExecution(server.app.orm, project.id);
    const em = server.app.orm.em.fork();
    await em.nativeUpdate(Execution, { id: failed.id }, { status: 'failed' });
    // Twenty days ago: inside 30 days, outside 7.
    await em.nativeUpdate(Execution, { id: old.id }, { createdAt: new Date(Date.now() - 20 * 86_400_000) });

    const { page, context } = await signedInPage(browser, server, owner.id);
    await page.goto(`${server.url}/projects/${project.id}/`);
    const chart = page.getByTestId('statistics-chart');
    await chart.getByTestId('statistics-summary').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="statistics-summary"]')?.textContent?.includes('3 executions'),
    );
    expect(await chart.getByTestId('statistics-summary').textContent()).toBe(
      'Last 30 days: 3 executions, 2 successful, 1 failed.',
    );
    expect(await chart.locator('canvas[role="img"]').getAttribute('aria-label')).toBe(
      'Last 30 days: 3 executions, 2 successful, 1 failed.',
    );
    await chart.getByTestId('stats-range-7d').click();
    // Until the 7-day numbers arrive, the card keeps showing the previous ones, marked busy.
    await page.waitForFunction(() => {
      const chart = document.querySelector('[data-testid="statistics-chart"]');
      return chart?.getAttribute('data-range') === '7d' && !chart.querySelector('[aria-busy="true"]');
    });
    expect(await chart.getByTestId('statistics-summary').textContent()).toBe(
      'Last 7 days: 2 executions, 1 successful, 1 failed.',
    );
    await context.close();
  });
});
