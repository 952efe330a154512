// `npm run bench:ui-size` (after `npm run build`): the JavaScript the first pages make a browser
// download, stored and as served (gzip, brotli). Sizes, not timings.
import { fileURLToPath } from 'node:url';
import { pageScripts, transferSizes } from './lib/page-scripts.ts';

const distDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const rows = Object.fromEntries(
  [
    ['/login', 'src/pages/auth/login.tsx'],
    ['/ (landing)', 'src/pages/landing.tsx'],
    ['/register', 'src/pages/auth/register.tsx'],
    ['/projects/:id/ (overview)', 'src/pages/projects/project-overview.tsx'],
  ].map(([route, module]) => {
    const files = pageScripts(distDir, module ?? '');
    const sizes = transferSizes(files);
    return [
      route,
      { scripts: files.length, KB: kb(sizes.raw), 'KB gzip': kb(sizes.gzip), 'KB brotli': kb(sizes.brotli) },
    ];
  }),
);
console.table(rows);
