// `npm start`: builds the UI once if it is missing (a fresh clone), then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}dist/web/index.html`)) {
  console.log('Building the UI (first start)…');
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  // The production bundle whatever NODE_ENV says: web/vite.config.ts sees to it.
  const build = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
await import('../src/main.ts');
