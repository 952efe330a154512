import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pageScripts, transferSizes } from '../../bench/lib/page-scripts.ts';
import { UI_DIST_DIR } from '../../src/http/static-ui.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';

// Needs `npm run build` first (as every test that serves the UI).
let server: TTestServer;
const manifest = JSON.parse(readFileSync(path.join(UI_DIST_DIR, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;
const entryScript = manifest['index.html']?.file ?? '';

beforeAll(async () => {
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

/** The raw bytes and headers as sent (fetch and supertest would decompress). */
function rawGet(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      get(url, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    },
  );
}

describe('UI assets', () => {
  const original = () => readFileSync(path.join(UI_DIST_DIR, entryScript));

  it('sends the brotli file the build wrote, cached for good, to a client that accepts br', async () => {
    const response = await rawGet(`${server.url}/${entryScript}`, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
    });
    expect(response.body.length).toBeLessThan(original().length / 2);
    expect(brotliDecompressSync(response.body).equals(original())).toBe(true);
  });

  it('sends gzip when brotli is not accepted (or refused with q=0)', async () => {
    for (const header of ['gzip', 'br;q=0, gzip']) {
      const response = await rawGet(`${server.url}/${entryScript}`, header);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).equals(original())).toBe(true);
    }
  });

  it('sends the plain file, still immutable, to a client that accepts no encoding', async () => {
    const response = await rawGet(`${server.url}/${entryScript}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.equals(original())).toBe(true);
  });

  it('keeps index.html fresh and uncompressed by the asset route', async () => {
    const response = await rawGet(`${server.url}/login`, 'br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.toString()).toContain(entryScript);
  });
});

describe('the sign-in page', () => {
  const scripts = pageScripts(UI_DIST_DIR, 'src/pages/auth/login.tsx');
  const code = scripts.map((file) => readFileSync(file, 'utf8')).join('\n');

  it('loads no validation library, no form library, no message parser, no German and no signed-in messages', () => {
    expect(scripts.length).toBeGreaterThan(1);
    expect(code).toContain('Sign in');
    expect(code).not.toContain('ZodError');
    expect(code).not.toContain('shouldUnregister');
    expect(code).not.toContain('Anmelden');
    expect(code).not.toContain('EXPECT_ARGUMENT_CLOSING_BRACE');
    expect(code).not.toContain('outputForm.');
    expect(code).toContain('login.title');
  });

  // Size budget (bytes, not time), issue #17: < 120 KB as served. What is left is what every page
  // needs (react-dom ~60 KB, tRPC + TanStack Query ~20 KB, react-intl ~7 KB, the first page's
  // messages ~4 KB). test/e2e/login-page-weight.test.ts counts what a browser really fetches.
  it('stays within 120 KB of gzip-compressed JavaScript, as the server sends it', async () => {
    let sent = 0;
    for (const file of scripts) {
      const response = await rawGet(`${server.url}/${path.relative(UI_DIST_DIR, file)}`, 'gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      sent += response.body.length;
    }
    expect(sent).toBeGreaterThan(20 * 1024);
    expect(sent).toBeLessThan(120 * 1024);
    // The bench's figure (bench/ui-size.ts) is the same bytes.
    expect(Math.abs(transferSizes(scripts).gzip - sent)).toBeLessThan(1024);
  });
});
