import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { Execution } from '../../src/db/entities/execution.ts';
import { capturedLog } from '../helpers/captured-log.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { unusedPort } from '../helpers/unused-port.ts';
import { fixture, upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

let server: TTestServer;
let modelPort: number;
// The accurate mode's model server takes each connection and closes it at once (socket hang up).
let hangingUp: Server;
let hangUpPort: number;
let connections = 0;
const { log, lines } = capturedLog();

beforeAll(async () => {
  // The balanced mode's model server listens nowhere: every call is refused (ECONNREFUSED), which
  // is the same system code a lost database connection has.
  modelPort = await unusedPort();
  hangingUp = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => hangingUp.listen(0, '127.0.0.1', resolve));
  hangUpPort = (hangingUp.address() as { port: number }).port;
  server = await startTestServer({
    log,
    env: {
      MODEL_BALANCED: 'openai-compatible:offline-model',
      MODEL_ACCURATE: `openai:hanging-up`,
      OPENAI_BASE_URL: `http://127.0.0.1:${hangUpPort}/v1`,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_COMPATIBLE_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
      LLM_MAX_RETRIES: '1',
    },
  });
});

afterAll(async () => {
  await server.stop();
  hangingUp.close();
});

async function finishedExecution(executionId: string) {
  return waitFor(
    'the execution to finish',
    async () => {
      const row = await server.app.orm.em.fork().findOneOrFail(Execution, { id: executionId });
      return row.status === 'success' || row.status === 'failed' ? row : null;
    },
    { timeoutMs: 45_000 },
  );
}

describe('an execution whose model server is unreachable', () => {
  it('fails visibly, naming the model and its network error without the server address (English and German); the log has it', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const uploaded = await upload(server.url, project.id, bearer, [
      { name: 'invoice.txt', content: await fixture('invoice.txt') },
    ]).expect(200);
    const executionId = uploaded.body.execution.id as string;
    // Not handed back as a lost database (pending again, its job retried until given up).
    const finished = await finishedExecution(executionId);
    expect({ status: finished.status, errors: finished.errors, internal: finished.internalError }).toEqual({
      status: 'failed',
      errors: [
        // The model server is the operator's (MODEL_*, its base URL): its address is not the team's business.
        'The extraction model openai-compatible:offline-model could not be reached: Connection refused (ECONNREFUSED)',
      ],
      internal: null,
    });
    const german = await request(server.url)
      .get(`/api/v1/projects/${project.id}/executions/${executionId}`)
      .set(bearer)
      .set('Accept-Language', 'de')
      .expect(200);
    expect(german.body.errors).toEqual([
      'Das Extraktionsmodell openai-compatible:offline-model war nicht erreichbar: Verbindung abgelehnt (ECONNREFUSED)',
    ]);
    expect(JSON.stringify(german.body)).not.toContain(`127.0.0.1:${modelPort}`);
    const logged = lines.filter(
      (line) => line.executionId === executionId && line.msg === 'the extraction model could not be reached',
    );
    expect(JSON.stringify(logged)).toContain(`127.0.0.1:${modelPort}`);
  });

  it('fails saying that the model server closed the connection without an answer', async () => {
    const { project, bearer } = await seedInvoiceProject(server.app);
    const before = connections;
    const uploaded = await upload(
      server.url,
      project.id,
      bearer,
      [{ name: 'invoice.txt', content: await fixture('invoice.txt') }],
      { processing_mode: 'accurate' },
    ).expect(200);
    const finished = await finishedExecution(uploaded.body.execution.id);
    expect({ status: finished.status, errors: finished.errors, called: connections > before }).toEqual({
      status: 'failed',
      errors: [
        'The extraction model openai:hanging-up could not be reached: The other side closed the connection without an answer (UND_ERR_SOCKET)',
      ],
      called: true,
    });
  });
});
