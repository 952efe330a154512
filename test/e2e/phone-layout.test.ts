import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { seedExecution, seedInvoiceProject, seedUser, sessionCookie } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';

useBrowserAndServer();

const SHOTS = process.env.PHONE_SHOTS_DIR;

/** How far the page reaches past the viewport sideways (0 when nothing scrolls sideways). */
async function overflowOf(page: Page, path: string, width: number): Promise<number> {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  // Let the pending delay pass so what is measured is the screen, not the loading view.
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading-view"]'));
  if (SHOTS) {
    const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'landing';
    await page.screenshot({ path: `${SHOTS}/${width}-${name}.png`, fullPage: true });
  }
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function walk(width: number, paths: string[], cookie?: string) {
  const context = await browser.newContext({ viewport: { width, height: 780 }, locale: 'de-DE' });
  if (cookie) {
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.url }]);
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const overflows: Record<string, number> = {};
  for (const path of paths) {
    overflows[path] = await overflowOf(page, path, width);
  }
  await context.close();
  return overflows;
}

describe('phones (390 and 360 px wide)', () => {
  it('no main page scrolls sideways, signed out or in (German: the longer words)', async () => {
    const { owner, team, project } = await seedInvoiceProject(server.app);
    const execution = await seedExecution(server.app.orm, project.id);
    const admin = await seedUser(server.app.orm, { role: 'admin' });
    const signedOut = ['/', '/login', '/register', '/forgot/'];
    const signedIn = [
      '/home',
      '/projects/',
      `/projects/${project.id}/`,
      `/projects/${project.id}/executions/`,
      `/projects/${project.id}/executions/${execution.id}`,
      `/projects/${project.id}/schema`,
      `/projects/${project.id}/inputs`,
      `/projects/${project.id}/outputs/`,
      `/projects/${project.id}/settings`,
      `/teams/${team.id}/settings`,
      `/teams/${team.id}/members`,
      `/teams/${team.id}/events`,
      `/teams/${team.id}/api-keys`,
      '/account/',
      '/account/password',
      '/account/otp',
      '/account/invites',
    ];
    const ownerCookie = await sessionCookie(server.app.auth, owner.id);
    const adminCookie = await sessionCookie(server.app.auth, admin.id);
    for (const width of [390, 360]) {
      const overflows = {
        ...(await walk(width, signedOut)),
        ...(await walk(width, signedIn, ownerCookie)),
        ...(await walk(width, ['/admin/', '/admin/users'], adminCookie)),
      };
      const sideways = Object.entries(overflows).filter(([, overflow]) => overflow > 0);
      expect({ width, sideways }).toEqual({ width, sideways: [] });
    }
  }, 180_000);

  it('folds the sidebar and the header choices into a drawer that closes on navigation', async () => {
    const { owner, team } = await seedInvoiceProject(server.app);
    const context = await browser.newContext({ viewport: { width: 390, height: 780 }, locale: 'de-DE' });
    const [name = '', value = ''] = (await sessionCookie(server.app.auth, owner.id)).split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/projects/`);
    await page.getByTestId('project-row').first().waitFor();
    // On a phone the rail and the header selects are out of the way.
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    expect(await page.getByTestId('theme-switcher').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Menü' }).click();
    const drawer = page.getByTestId('mobile-menu');
    await drawer.waitFor();
    expect(await drawer.getByTestId('team-switcher').inputValue()).toBe(team.id);
    const width = await drawer.getByTestId('theme-switcher').evaluate((select) => select.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(150);
    await drawer.getByRole('link', { name: 'Ereignisse' }).click();
    await page.waitForURL(`${server.url}/teams/${team.id}/events`);
    await drawer.waitFor({ state: 'detached' });

    // On a fresh page the skip link is the first stop of the keyboard and lands in the content.
    await page.reload();
    await page.getByTestId('event-row').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await context.close();
  });

  it('on a desktop, sections and project tabs keep the content in the same place (no sideways jump)', async () => {
    const { owner, team, project } = await seedInvoiceProject(server.app);
    await seedExecution(server.app.orm, project.id);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name = '', value = ''] = (await sessionCookie(server.app.auth, owner.id)).split('=');
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    const lefts: number[] = [];
    for (const path of [
      `/projects/${project.id}/`,
      `/projects/${project.id}/executions/`,
      `/projects/${project.id}/settings`,
      `/teams/${team.id}/settings`,
      '/account/',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      const heading = page.locator('main h1').first();
      await heading.waitFor();
      lefts.push(Math.round((await heading.boundingBox())?.x ?? -1));
    }
    expect(lefts).toEqual(lefts.map(() => lefts[0]));
    await context.close();
  });
});
