import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TTestServer } from '../helpers/test-server.ts';
import { sessionCookie } from '../helpers/world.ts';

export type TSignedInPage = { context: BrowserContext; page: Page; cookie: string };

/**
 * A browser tab signed in as `userId` through a session cookie (sign-in itself is covered by the
 * account tests), in English unless told otherwise.
 */
export async function signedInPage(
  browser: Browser,
  server: TTestServer,
  userId: string,
  options: { locale?: string } = {},
): Promise<TSignedInPage> {
  const cookie = await sessionCookie(server.app.auth, userId);
  const [name = '', value = ''] = cookie.split('=');
  const context = await browser.newContext({ locale: options.locale ?? 'en-US' });
  await context.addCookies([{ name, value, url: server.url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page, cookie };
}

/** A JSON call to the REST API, as an integration outside the browser would make it. */
export async function restCall(
  server: TTestServer,
  path: `/${string}`,
  headers: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/api/v1${path}`, { headers: { Accept: 'application/json', ...headers } });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}
