import { describe, expect, it } from '@jest/globals';
import { seedApiKey, seedProject, seedTeam, seedUser } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { restCall, signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

type TKeyBody = { id: string; key_type: string; ingest_address: string | null };

describe('e-mail ingest addresses on the API keys page', () => {
  it('lists one address per project of an all-projects key, copies it and replaces it', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Mail');
    const invoices = await seedProject(server.app.orm, team.id, 'Invoices');
    const receipts = await seedProject(server.app.orm, team.id, 'Receipts');
    await seedApiKey(server.app.orm, { teamId: team.id, ownerId: owner.id, keyType: 'email' });
    const { context, page, cookie } = await signedInPage(browser, server, owner.id);
    const keys = async () =>
      ((await restCall(server, `/teams/${team.id}/api-keys`, { Cookie: cookie })).body as TKeyBody[]).find(
        (key) => key.key_type === 'email',
      );
    const before = (await keys())?.ingest_address ?? '';
    const [token, domain] = before.split('@');

    await page.goto(`${server.url}/teams/${team.id}/api-keys`);
    const address = (slug: string) => page.locator(`[data-testid="ingest-address"][data-project="${slug}"]`);
    await address(invoices.slug).waitFor();
    expect(await address(invoices.slug).getAttribute('data-address')).toBe(`${token}+${invoices.slug}@${domain}`);
    expect(await address(receipts.slug).getAttribute('data-address')).toBe(`${token}+${receipts.slug}@${domain}`);
    // The test server has no INGEST_DOMAIN: the address ends in 127.0.0.1, and the page says why.
    expect(await page.getByTestId('ingest-domain-hint').textContent()).toContain('INGEST_DOMAIN');
    await page.getByText('becomes an execution of that project').waitFor();

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await address(receipts.slug).getByTestId('ingest-address-copy').click();
    await address(receipts.slug).getByRole('status').getByText('Copied.').waitFor({ state: 'attached' });

    await page.getByTestId('ingest-rotate').click();
    await page.getByRole('alertdialog').getByText('stop accepting mail at once').waitFor();
    await page.getByTestId('ingest-rotate-confirm').click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    const after = (await keys())?.ingest_address ?? '';
    expect(after).not.toBe(before);
    await page
      .locator(`[data-testid="ingest-address"][data-address="${after.replace('@', `+${invoices.slug}@`)}"]`)
      .waitFor();

    // The project's inputs page shows the address that reaches it.
    await page.goto(`${server.url}/projects/${invoices.id}/inputs`);
    await page
      .getByTestId('inputs-mail-address')
      .getByText(after.replace('@', `+${invoices.slug}@`))
      .waitFor();
    await context.close();
  });
});
