import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { User } from '../../src/db/entities/user.ts';
import { seedUser } from '../helpers/factories.ts';
import { tokenFromMail, waitForMail } from '../helpers/mail-files.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

const signsIn = async (email: string, password: string) =>
  (await request(server.url).post('/api/v1/auth/login').send({ email, password })).status;

describe('account pages in the browser', () => {
  it('saves the profile: a new name and German, which the server keeps', async () => {
    const user = await seedUser(server.app.orm, { name: 'Before Name' });
    const { page, context } = await signedInPage(browser, server, user.id);
    await page.goto(`${server.url}/account/`);
    const form = page.getByTestId('profile-form');
    await form.locator('input[name="name"]').fill('After Name');
    await form.locator('select[name="language"]').selectOption('de');
    await form.locator('button[type="submit"]').click();
    await waitFor('the profile to be saved', async () => {
      const row = await server.app.orm.em.fork().findOneOrFail(User, { id: user.id });
      return row.name === 'After Name' && row.language === 'de';
    });
    await page.reload();
    await expect(page.getByTestId('profile-form').locator('input[name="name"]').inputValue()).resolves.toBe(
      'After Name',
    );
    await context.close();
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const user = await seedUser(server.app.orm);
    const { page, context } = await signedInPage(browser, server, user.id);
    await page.goto(`${server.url}/account/password`);
    const form = page.getByTestId('password-form');
    await form.locator('input[name="old_password"]').fill(user.password);
    await form.locator('input[name="new_password"]').fill('a-brand-new-password-1');
    await form.locator('button[type="submit"]').click();
    await waitFor(
      'the new password to work',
      async () => (await signsIn(user.email, 'a-brand-new-password-1')) === 200,
    );
    expect(await signsIn(user.email, user.password)).toBe(401);
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const user = await seedUser(server.app.orm);
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${server.url}/forgot/`);
    await page.getByTestId('forgot-form').locator('input[name="email"]').fill(user.email);
    await page.getByTestId('forgot-form').locator('button[type="submit"]').click();
    await page.getByTestId('forgot-sent').waitFor();

    const mail = await waitForMail(server.dataDir, user.email, /reset/i);
    await page.goto(`${server.url}/forgot/confirm?t=${tokenFromMail(mail, '/forgot/confirm')}`);
    await page.getByTestId('reset-form').locator('input[name="password"]').fill('reset-password-42');
    await page.getByTestId('reset-form').locator('button[type="submit"]').click();
    await page.getByTestId('reset-success').waitFor();
    expect(await signsIn(user.email, 'reset-password-42')).toBe(200);
    expect(await signsIn(user.email, user.password)).toBe(401);
    await context.close();
  });

  it('sends confirmation links without a token away: /verify/confirm to /, /forgot/confirm to /forgot', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}/verify/confirm`);
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/forgot/confirm`);
    await page.waitForURL(/\/forgot\/?$/);
    await page.getByTestId('forgot-form').waitFor();
    await context.close();
  });

  it('sends a signed-in user away from public pages: to /home, or to a safe redirect target', async () => {
    const user = await seedUser(server.app.orm);
    const { page, context } = await signedInPage(browser, server, user.id);
    await page.goto(`${server.url}/login`);
    await page.waitForURL(/\/home$/);
    await page.goto(`${server.url}/register?redirect=${encodeURIComponent('/account/password')}`);
    await page.waitForURL(/\/account\/password$/);
    await page.goto(`${server.url}/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    await page.waitForURL(/\/home$/);
    await context.close();
  });
});
