import { Router, static as serveStatic } from 'express';
import { packageDirectory } from '../lib/lazy-module.ts';

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>Docstruct REST API</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/init.js"></script>
</body>
</html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true, persistAuthorization: true });`;

/**
 * The interactive API reference, served from the swagger-ui-dist package (no CDN). Its files are
 * served from disk; the package itself is never imported (its entry loads a 1.4 MB bundle).
 */
export function apiDocsRoutes(): Router {
  const routes = Router();
  routes.use('/api/docs/assets', serveStatic(packageDirectory('swagger-ui-dist'), { index: false, maxAge: '1d' }));
  routes.get('/api/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(init);
  });
  routes.get(['/api/docs', '/api/docs/'], (_req, res) => {
    res.type('html').send(page);
  });
  return routes;
}
