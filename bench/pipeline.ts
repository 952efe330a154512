// `npm run bench:pipeline`: N single-page PDFs uploaded over REST against an instant
// OpenAI-compatible peer; prints documents/s end to end and the time from upload to job start.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config.ts';
import { Execution } from '../src/db/entities/execution.ts';
import { Project } from '../src/db/entities/project.ts';
import { Team } from '../src/db/entities/team.ts';
import { TeamMember } from '../src/db/entities/team-member.ts';
import { User } from '../src/db/entities/user.ts';
import { startServer } from '../src/server.ts';
import { createRevision } from '../src/services/projects/revisions.ts';
import { createApiKey } from '../src/services/teams/api-keys.ts';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

// The instant model: answers every structured-output request with a fixed invoice.
const peer = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const content = JSON.stringify({ result: { invoice_number: 'INV-1', total: 1 }, title: 'Invoice', citations: [] });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'bench',
        object: 'chat.completion',
        created: 0,
        model: 'bench',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }),
    );
  });
});
await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
const peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}/v1`;

const server = await startServer({
  config: loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ROLES: 'web,worker',
    JOB_CONCURRENCY: process.env.JOB_CONCURRENCY ?? '8',
    // The benchmark is one key flooding on purpose: the upload limits would measure themselves.
    RATE_LIMIT_UPLOADS_PER_KEY: '1000000',
    RATE_LIMIT_UPLOADS_PER_TEAM: '1000000',
    MODEL_BALANCED: 'openai-compatible:bench',
    OPENAI_COMPATIBLE_BASE_URL: peerUrl,
  }),
});
const em = server.app.orm.em.fork();
const user = em.create(User, { email: `bench-${randomUUID()}@example.test`, name: 'Bench', passwordHash: 'x' });
const team = em.create(Team, { name: 'Bench' });
em.create(TeamMember, { team, user, role: 'owner' });
const project = em.create(Project, { team, name: 'Bench', slug: `bench-${randomUUID().slice(0, 8)}` });
await em.flush();
await createRevision(em, {
  actor: null,
  projectId: project.id,
  fields: {
    inputDescription: '',
    inputLanguage: 'en',
    outputLanguage: 'en',
    outputSchema: [
      { name: 'invoice_number', type: 'string' },
      { name: 'total', type: 'number' },
    ],
    titleConfig: { mode: 'automatic' },
  },
});
const { secret } = await createApiKey({
  em,
  actor: { kind: 'user', userId: user.id, siteRole: 'user', sessionId: 'bench' },
  teamId: team.id,
  name: 'Bench key',
  keyType: 'api',
  allowAllProjects: true,
  projectIds: [],
});
const pdf = await readFile(new URL('../test/fixtures/invoice.pdf', import.meta.url));

const startedAt = Date.now();
const ids: string[] = [];
let next = 0;
async function uploader() {
  while (next < DOCUMENTS) {
    next++;
    const form = new FormData();
    // A unique trailing comment makes every PDF distinct, so the model cache does not answer.
    form.append('documents', new Blob([pdf, `\n%${randomUUID()}\n`], { type: 'application/pdf' }), 'invoice.pdf');
    const response = await fetch(`${server.url}/api/v1/projects/${project.id}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}` },
      body: form,
    });
    const body = (await response.json()) as { execution: { id: string } };
    ids.push(body.execution.id);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, uploader));
const uploadedAt = Date.now();

for (;;) {
  const open = await server.app.orm.em
    .fork()
    .count(Execution, { id: { $in: ids }, status: { $in: ['pending', 'running'] } });
  if (open === 0) {
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const doneAt = Date.now();
const rows = await server.app.orm.em.fork().find(Execution, { id: { $in: ids } });
const waits = rows.map((row) => (row.startedAt?.getTime() ?? 0) - row.createdAt.getTime()).sort((a, b) => a - b);
const percentile = (p: number) => waits[Math.min(waits.length - 1, Math.floor((p / 100) * waits.length))] ?? 0;
const failed = rows.filter((row) => row.status !== 'success').length;

console.table({
  documents: DOCUMENTS,
  'upload phase (s)': (uploadedAt - startedAt) / 1000,
  'end to end (s)': (doneAt - startedAt) / 1000,
  'documents/s end to end': Number((DOCUMENTS / ((doneAt - startedAt) / 1000)).toFixed(1)),
  'upload → job start p50 (ms)': percentile(50),
  'upload → job start p99 (ms)': percentile(99),
  failed,
});
await server.stop();
peer.close();
process.exit(0);
