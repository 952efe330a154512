import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, static as serveStatic } from 'express';

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

/** The built UI; any other GET that is not an API path gets index.html (client-side routing). */
export function staticUiRoutes(): Router {
  const routes = Router();
  const indexFile = path.join(UI_DIST_DIR, 'index.html');
  routes.use(
    serveStatic(UI_DIST_DIR, {
      index: false,
      // Hashed asset names may be cached for good; index.html must always be fresh.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
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
