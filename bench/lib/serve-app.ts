// Child process of the benchmarks: the full Docstruct server (web role) on a free port.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';

if (process.env.BENCH_PROBE === '1') {
  await import('./heap-probe.ts');
}

const app = await startServer({
  config: loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    ROLES: process.env.BENCH_ROLES ?? 'web',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'docstruct-bench-')),
  }),
});
process.send?.({ url: app.url });
process.on('SIGTERM', () => {
  void app.stop().then(() => process.exit(0));
});
