// `npm run bench:http`: requests/s and latency of GET /api/v1/version (the full stack: express,
// request id, logging, RequestContext, trpc-to-openapi) against a bare express 5 JSON handler.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import { loadConfig } from '../src/config.ts';
import { startServer } from '../src/server.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const bare = express();
bare.get('/version', (_req, res) => {
  res.json({ version: '0.0.0' });
});
const bareServer = bare.listen(0, '127.0.0.1');
await new Promise((resolve) => bareServer.once('listening', resolve));
const barePort = (bareServer.address() as AddressInfo).port;

const app = await startServer({
  config: loadConfig({ ...process.env, HOST: '127.0.0.1', PORT: '0', ROLES: 'web', LOG_LEVEL: 'warn' }),
});

const full = await measure(`${app.url}/api/v1/version`);
const baseline = await measure(`http://127.0.0.1:${barePort}/version`);
console.table({ 'GET /api/v1/version': full, 'bare express 5': baseline });
console.log(`ratio (docstruct / bare): ${(full.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);

bareServer.close();
await app.stop();
process.exit(0);
