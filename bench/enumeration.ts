// `npm run bench:enumeration`: do forgot-password, resend and register answer as fast for a known
// address as for an unknown one? Interleaved sequential requests (known, unknown, known, …) against
// the real server; prints the median per kind and the ratio known / unknown (1.00 = no signal).
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../src/config.ts';
import { User } from '../src/db/entities/user.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { startServer } from '../src/server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);

const server = await startServer({
  config: loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    ROLES: 'web',
    LOG_LEVEL: 'warn',
    REGISTRATION_MODE: 'open',
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    RATE_LIMIT_AUTH_PER_ACCOUNT: '1000000',
  }),
});
const em = server.app.orm.em.fork();
const known = `bench-known-${randomUUID()}@example.test`;
em.create(User, { email: known, name: 'Known', passwordHash: await hashPassword('a long password') });
await em.flush();

async function timed(path: string, body: object): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.text();
  if (response.status !== 200) {
    throw new Error(`${path}: ${response.status}`);
  }
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const rows: Record<string, { known_ms: string; unknown_ms: string; ratio: string }> = {};
for (const [name, path, bodyOf] of [
  ['forgot-password', '/api/v1/auth/forgot-password', (email: string) => ({ email })],
  ['verify-email/resend', '/api/v1/auth/verify-email/resend', (email: string) => ({ email })],
  [
    'register',
    '/api/v1/auth/register',
    (email: string) => ({ email, password: 'a long password', beta_code: 'x', name: 'Bench', language: 'en' }),
  ],
] as const) {
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    knownTimes.push(await timed(path, bodyOf(known)));
    unknownTimes.push(await timed(path, bodyOf(`bench-${randomUUID()}@example.test`)));
  }
  const [k, u] = [median(knownTimes), median(unknownTimes)];
  rows[name] = { known_ms: k.toFixed(1), unknown_ms: u.toFixed(1), ratio: (k / u).toFixed(2) };
}
console.table(rows);
await server.stop();
