import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RequestHandler, Router, static as serveStatic } from 'express';

/**
 * The UI loads only its own scripts and talks only to this origin; inline styles stay allowed for
 * the style attributes React and chart.js set. QR codes are data: images.
 */
const UI_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const UI_DIST_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

const ASSETS_DIR = path.join(UI_DIST_DIR, 'assets');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Preferred first: brotli is ~15 % smaller than gzip for our scripts. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Encodings the client accepts (`br;q=0` refuses brotli). */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) {
      accepted.add(name.trim());
    }
  }
  return accepted;
}

/**
 * Hashed assets as the build compressed them (web/vite.config.ts writes `.br` and `.gz` beside each
 * script and style): no compression work per request, and the smallest form the client accepts.
 */
function precompressedAssets(): RequestHandler {
  let available: Set<string> | undefined;
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    // Read once: the build is done before the server starts (and a rebuild gets new hashed names).
    available ??= new Set(existsSync(ASSETS_DIR) ? readdirSync(ASSETS_DIR) : []);
    const name = req.path.slice(1);
    res.setHeader('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(req.get('accept-encoding') ?? '');
    const encoding = ENCODINGS.find((option) => accepted.has(option.name) && available?.has(name + option.suffix));
    if (!encoding || name.includes('/') || !available.has(name)) {
      next();
      return;
    }
    res.type(path.extname(name));
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.sendFile(path.join(ASSETS_DIR, name + encoding.suffix), { cacheControl: false });
  };
}

/** The built UI; any other GET that is not an API path gets index.html (client-side routing). */
export function staticUiRoutes(): Router {
  const routes = Router();
  const indexFile = path.join(UI_DIST_DIR, 'index.html');
  routes.use('/assets', precompressedAssets());
  routes.use(
    serveStatic(UI_DIST_DIR, {
      index: false,
      // Hashed asset names may be cached for good; index.html must always be fresh.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', IMMUTABLE);
        }
      },
    }),
  );
  routes.get(/^\/(?!api\/|trpc\/|api$|trpc$).*/, (_req, res) => {
    if (!existsSync(indexFile)) {
      res.status(503).type('text').send('The UI is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Security-Policy', UI_CONTENT_SECURITY_POLICY);
    res.sendFile(indexFile);
  });
  return routes;
}
