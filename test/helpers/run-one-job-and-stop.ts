// Starts the real server, runs one job, stops it and then lets the process end on its own:
// anything left open after stop() keeps this process alive (see stop-leaves-nothing-open.test.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { slowTestJob } from './slow-job.ts';

const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', ROLES: 'web,worker', LOG_LEVEL: 'warn' });
const server = await startServer({ config, extraJobDefinitions: [slowTestJob] });
const dir = config.DATA_DIR;
await server.app.jobs.enqueue('test.slow' as never, { dir, workMs: 0 } as never);
while (!existsSync(path.join(dir, 'finished'))) {
  await sleep(50);
}
await server.stop();
console.log('stopped');
