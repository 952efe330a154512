import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { randomEmail } from '../helpers/factories.ts';
import { tokenFromMail, waitForMail } from '../helpers/mail-files.ts';
import { totpCode } from '../helpers/totp.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { browser, server, useBrowserAndServer } from './browser-and-server.ts';
import { signedInPage } from './signed-in-page.ts';

useBrowserAndServer();

async function signIn(page: Page, email: string, password: string) {
  // The app may still be finishing its own navigation (after sign-out it goes to "/"); a page
  // load it aborts is simply started again.
  await page.goto(`${server.url}/login`).catch(async (error: Error) => {
    if (!error.message.includes('ERR_ABORTED')) {
      throw error;
    }
    await page.goto(`${server.url}/login`);
  });
  const form = page.getByTestId('login-form');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

describe('accounts in the browser', () => {
  it('registers, verifies, signs in with two-factor, and revokes another device', async () => {
    const email = randomEmail('e2e');
    const password = 'a-long-password-1';
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    await page.goto(`${server.url}/register`);
    const register = page.getByTestId('register-form');
    await register.locator('input[name="name"]').fill('Erika Example');
    await register.locator('input[name="email"]').fill(email);
    await register.locator('input[name="password"]').fill(password);
    await register.locator('input[name="beta_code"]').fill('test-beta-code');
    await register.locator('button[type="submit"]').click();
    await page.waitForURL(/\/verify\/?/);

    const mail = await waitForMail(server.dataDir, email, /confirm/i);
    await page.goto(`${server.url}/verify/confirm?t=${tokenFromMail(mail, '/verify/confirm')}`);
    await page.getByTestId('verify-success').waitFor();

    await signIn(page, email, password);
    await page.waitForURL(/\/home$/);
    await expect(page.getByTestId('user-name').textContent()).resolves.toContain('Erika Example');

    await page.goto(`${server.url}/account/otp`);
    await page.getByTestId('otp-setup-button').click();
    await page.getByTestId('otp-qr').waitFor();
    const secret = ((await page.getByTestId('otp-secret').textContent()) ?? '').replace(/\s/g, '');
    const enable = page.getByTestId('otp-enable-form');
    await enable.locator('input[name="password"]').fill(password);
    await enable.locator('input[name="two_factor_token"]').fill(await totpCode(secret));
    await enable.locator('button[type="submit"]').click();
    await page.getByTestId('otp-disable-form').waitFor();
    // The recovery codes are shown once, right after turning it on.
    const recoveryCodes = await page.getByTestId('otp-recovery-codes').locator('li').allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true);

    // Navigating away before the sign-out call answers would cancel it: wait for the answer.
    const signedOut = page.waitForResponse((response) => response.url().includes('auth.logout'));
    await page.getByTestId('logout-button').click();
    expect((await signedOut).ok()).toBe(true);
    await page.getByTestId('guest-menu').waitFor();
    await page.waitForURL(`${server.url}/`);

    await signIn(page, email, password);
    const code = page.getByTestId('login-form').locator('input[name="two_factor_token"]');
    await code.waitFor();
    await code.fill(await totpCode(secret, 1));
    await page.getByTestId('login-form').locator('button[type="submit"]').click();
    await page.waitForURL(/\/home$/);

    // A second device: another browser context with its own session.
    const me = await page.evaluate(async () => (await (await fetch('/api/v1/user')).json()) as { id: string });
    const other = await signedInPage(browser, server, me.id);
    await other.page.goto(`${server.url}/home`);
    await other.page.getByTestId('user-menu').waitFor();

    await page.goto(`${server.url}/account/`);
    await waitFor('two sessions', async () => (await page.getByTestId('session-row').count()) === 2);
    await page.locator('[data-testid="session-row"][data-current="false"]').getByTestId('revoke-session').click();
    await waitFor('one session left', async () => (await page.getByTestId('session-row').count()) === 1);

    await other.page.goto(`${server.url}/account/`);
    await other.page.waitForURL(/\/login\?redirect=/);
    await other.context.close();
    await context.close();
  });

  it('shows the account screens in German when the browser prefers German', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${server.url}/register`);
    await page.getByRole('heading', { name: 'Konto erstellen' }).waitFor();
    await page.getByTestId('register-form').locator('button[type="submit"]').click();
    await page.getByText('Dieses Feld ist erforderlich.', { exact: false }).first().waitFor();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await page.goto(`${server.url}/forgot/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });
});
