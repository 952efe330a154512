// `npm start`: builds the UI once if it is missing (a fresh clone), then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}dist/web/index.html`)) {
  console.log('Building the UI (first start)…');
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  // Vite builds React's development bundle when NODE_ENV says so (a shell with NODE_ENV=development).
  const build = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
await import('../src/main.ts');
