import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DEFAULT_PASSWORD } from '../helpers/factories.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedProject, seedTeam, seedUser } from '../helpers/world.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { restCall, signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

const currentTeamOf = (page: Page) => page.evaluate(() => localStorage.getItem('app-current-team'));

describe('teams in the web UI', () => {
  it('creates a team, invites a member who joins without key management, and issues a working API key', async () => {
    const owner = await seedUser(server.app.orm, { name: 'Olivia Owner' });
    const invitee = await seedUser(server.app.orm, { name: 'Ivan Invitee' });
    const ownerTab = await signedInPage(browser, server, owner.id);
    const { page } = ownerTab;

    // The owner creates a team; it becomes the current team and the project list opens.
    const teamName = `Acme ${Date.now().toString(36).slice(-6)}`;
    await page.goto(`${server.url}/teams/new`);
    const createForm = page.getByTestId('team-create-form');
    await createForm.getByLabel('Team name').fill(teamName);
    await createForm.getByRole('button', { name: 'Create team' }).click();
    await page.waitForURL(/\/projects\/$/);
    await page.getByTestId('projects-empty').waitFor();
    const teamId = await waitFor('the new team to be current', () => currentTeamOf(page));
    expect(await page.getByTestId('team-switcher').inputValue()).toBe(teamId);
    expect(await page.getByTestId('current-team-name').textContent()).toBe(teamName);
    const project = await seedProject(server.app.orm, teamId, 'Invoices');

    // Owners see the team's key management in the sidebar.
    await page.getByTestId('nav-api-keys').waitFor();

    // Invite the second user as a member.
    await page.getByTestId('nav-members').click();
    await page.waitForURL(`${server.url}/teams/${teamId}/members`);
    const inviteForm = page.getByTestId('invite-form');
    await inviteForm.getByLabel('E-mail address').fill(invitee.email);
    await inviteForm.getByLabel('Role').selectOption('member');
    await inviteForm.getByRole('button', { name: 'Send invite' }).click();
    await page.locator(`[data-testid="invite-row"][data-email="${invitee.email}"]`).waitFor();

    // The invitee sees the invite in the header, accepts it and lands in the team.
    const inviteeTab = await signedInPage(browser, server, invitee.id);
    const other = inviteeTab.page;
    await other.goto(`${server.url}/home`);
    expect(await other.getByTestId('invite-count').textContent()).toBe('1');
    await other.getByTestId('nav-invites').click();
    const pending = other.locator(`[data-testid="pending-invite"][data-team="${teamName}"]`);
    await pending.getByTestId('invite-accept').click();
    await other.waitForURL(/\/projects\/$/);
    await other.locator('[data-testid="project-row"]').first().waitFor();
    expect(await other.getByTestId('team-switcher').inputValue()).toBe(teamId);
    expect(await currentTeamOf(other)).toBe(teamId);
    expect(await other.getByTestId('invite-count').count()).toBe(0);

    // As a member: the team is readable, its management is not offered.
    await other.getByTestId('nav-members').click();
    await other.getByTestId('members-table').waitFor();
    const emails = await other.getByTestId('member-row').evaluateAll((rows) => rows.map((row) => row.dataset.email));
    expect(emails.sort()).toEqual([owner.email, invitee.email].sort());
    expect(await other.getByTestId('invite-form').count()).toBe(0);
    expect(await other.getByTestId('member-role-select').count()).toBe(0);
    expect(await other.getByTestId('member-remove').count()).toBe(0);
    expect(await other.getByTestId('member-leave').count()).toBe(1);
    expect(await other.getByTestId('nav-api-keys').count()).toBe(0);
    await other.goto(`${server.url}/teams/${teamId}/api-keys`);
    await other.getByTestId('not-allowed').waitFor();
    expect(await other.getByTestId('api-key-create-button').count()).toBe(0);

    // The owner creates an API key; its secret is shown once.
    await ownerTab.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByTestId('nav-api-keys').click();
    await page.waitForURL(`${server.url}/teams/${teamId}/api-keys`);
    await page.getByTestId('api-key-create-button').click();
    const keyForm = page.getByTestId('api-key-form');
    await keyForm.getByLabel('Name').fill('Bookkeeping export');
    await keyForm.getByLabel('Type').selectOption('api');
    expect(await keyForm.getByLabel('All projects').isChecked()).toBe(true);
    await keyForm.getByLabel('Current password').fill(DEFAULT_PASSWORD);
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    const secretField = page.getByTestId('api-key-secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret.length).toBeGreaterThan(30);
    await page.getByText('It is shown only this once').waitFor();
    await page.getByTestId('api-key-copy').click();
    await page.getByText('The key has been copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.getByTestId('api-key-done').click();
    const row = page.locator('[data-testid="api-key-row"][data-name="Bookkeeping export"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('All projects');
    expect(await page.getByTestId('api-key-secret').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    // Filters live in the URL.
    await page.getByTestId('api-key-filter-type').selectOption('email');
    await page.getByTestId('api-keys-empty').waitFor();
    expect(new URL(page.url()).searchParams.get('type')).toBe('email');
    await page.getByTestId('api-key-filter-type').selectOption('api');
    await row.waitFor();

    // The key works on the REST API for its own team, and another team does not exist for it.
    const bearer = { Authorization: `Bearer ${secret}` };
    const own = await restCall(server, `/teams/${teamId}/projects`, bearer);
    expect(own.status).toBe(200);
    expect((own.body as { id: string; name: string }[]).map((listed) => listed.id)).toEqual([project.id]);
    const stranger = await seedUser(server.app.orm);
    const otherTeam = await seedTeam(server.app.orm, [{ userId: stranger.id, role: 'owner' }]);
    await seedProject(server.app.orm, otherTeam.id);
    const foreign = await restCall(server, `/teams/${otherTeam.id}/projects`, bearer);
    expect(foreign.status).toBe(404);

    // The owner makes the member an admin; after a reload the member manages keys too.
    await page.getByTestId('nav-members').click();
    const inviteeRow = page.locator(`[data-testid="member-row"][data-email="${invitee.email}"]`);
    const roleChange = page.waitForResponse((response) => response.url().includes('teams.updateMember'));
    await inviteeRow.getByTestId('member-role-select').selectOption('admin');
    expect((await roleChange).ok()).toBe(true);
    await other.reload();
    await other.getByTestId('nav-api-keys').waitFor();
    await other.getByTestId('nav-api-keys').click();
    await other.locator('[data-testid="api-key-row"][data-name="Bookkeeping export"]').waitFor();

    // The team's events tell the story.
    await page.getByTestId('nav-events').click();
    await page.getByTestId('events-table').waitFor();
    const titles = await page.getByTestId('event-row').allTextContents();
    expect(titles.some((title) => title.includes(`${invitee.email} joined the team`))).toBe(true);
    expect(await page.getByTestId('events-prev').isDisabled()).toBe(true);

    await inviteeTab.context.close();
    await ownerTab.context.close();
  });

  it('pages through team events with the page number in the URL', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
    const { context, page, cookie } = await signedInPage(browser, server, owner.id, { locale: 'de-DE' });
    // 25 invites make 25 events: two pages of 20.
    for (let index = 0; index < 25; index++) {
      const response = await fetch(`${server.url}/api/v1/teams/${team.id}/invites`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `guest-${index}-${team.id}@example.test`, role: 'member' }),
      });
      expect(response.status).toBe(200);
    }
    await page.goto(`${server.url}/teams/${team.id}/events`);
    await page.getByTestId('events-table').waitFor();
    expect(await page.getByTestId('event-row').count()).toBe(20);
    expect(await page.getByTestId('events-page').textContent()).toBe('Seite 1 von 2');
    await page.getByTestId('events-next').click();
    await page.waitForURL(/page=1/);
    await page.getByText('Seite 2 von 2').waitFor();
    await waitFor('the second page', async () => (await page.getByTestId('event-row').count()) === 5);
    expect(await page.getByTestId('events-next').isDisabled()).toBe(true);
    await page.getByTestId('events-prev').click();
    await page.waitForURL(/page=0/);
    await page.getByText('Seite 1 von 2').waitFor();
    // The current team followed the route.
    expect(await currentTeamOf(page)).toBe(team.id);
    await context.close();
  });

  it('renames a team and deletes it only after its name is typed', async () => {
    const owner = await seedUser(server.app.orm);
    const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Old');
    const keep = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Keep');
    const { context, page, cookie } = await signedInPage(browser, server, owner.id);
    await page.goto(`${server.url}/teams/${team.id}/settings`);
    const renameForm = page.getByTestId('team-rename-form');
    await renameForm.getByLabel('Team name').fill('Renamed team');
    await renameForm.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('team-name').getByText('Renamed team').waitFor();
    await page
      .getByTestId('team-switcher')
      .locator('option', { hasText: 'Renamed team' })
      .waitFor({ state: 'attached' });

    await page.getByTestId('team-delete-button').click();
    const confirm = page.getByTestId('team-delete-confirm');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('confirm-input').fill('Renamed');
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByTestId('confirm-input').fill('Renamed team');
    await confirm.click();
    await page.waitForURL(/\/projects\/$/);
    // The other team takes over as the current one.
    await waitFor('the remaining team to be current', async () => (await currentTeamOf(page)) === keep.id);
    expect(await page.getByTestId('team-switcher').locator('option').allTextContents()).toEqual([keep.name]);
    const gone = await restCall(server, `/teams/${team.id}`, { Cookie: cookie });
    expect(gone.status).toBe(404);
    await context.close();
  });
});
