import { describe, expect, it } from '@jest/globals';
import { seedInvoiceProject } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

describe('error screens (spec §8)', () => {
  it('offers Reload and Go home when the server cannot be reached, and Reload recovers', async () => {
    const { owner } = await seedInvoiceProject(server.app);
    const { page, context } = await signedInPage(browser, server, owner.id);
    page.setDefaultTimeout(30_000);
    await page.route('**/trpc/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${server.url}/projects/`);
    const screen = page.getByTestId('error-generic');
    await screen.waitFor();
    expect(await screen.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    expect(await screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');

    await page.unroute('**/trpc/**');
    await screen.getByRole('button', { name: 'Reload' }).click();
    await page.getByTestId('project-row').first().waitFor();
    await context.close();
  });

  it('offers Reload and Go home when a list answers with a proxy HTML 502', async () => {
    const { owner } = await seedInvoiceProject(server.app);
    const { page, context } = await signedInPage(browser, server, owner.id);
    page.setDefaultTimeout(30_000);
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('teams.listProjects'),
      (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' }),
    );
    await page.goto(`${server.url}/projects/`);
    const state = page.getByTestId('error-state');
    await state.waitFor();
    expect(await state.getByRole('alert').textContent()).toContain('502');
    expect(await state.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
    expect(await state.getByRole('link', { name: 'Go home' }).isVisible()).toBe(true);
    await context.close();
  });

  it('says in German what failed when the session answers with a proxy HTML 502, not the client’s English', async () => {
    const { owner } = await seedInvoiceProject(server.app);
    const { page, context } = await signedInPage(browser, server, owner.id, { locale: 'de-DE' });
    page.setDefaultTimeout(30_000);
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('user.get'),
      (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' }),
    );
    await page.goto(`${server.url}/projects/`);
    const screen = page.getByTestId('error-status');
    await screen.waitFor();
    const text = await screen.textContent();
    expect(text).toContain('Die Anfrage ist mit Status 502 fehlgeschlagen.');
    expect(text).not.toContain('without JSON');
    await context.close();
  });
});
