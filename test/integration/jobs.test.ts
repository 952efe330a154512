import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Session } from '../../src/db/entities/session.ts';
import { User } from '../../src/db/entities/user.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

async function countQueued(name: string): Promise<number> {
  const rows = await server.app.orm.em
    .fork()
    .getConnection()
    .execute<{ count: string }[]>('select count(*) as count from agenda_jobs where name = ?', [name]);
  return Number(rows[0]?.count ?? 0);
}

describe('job queue on PostgreSQL', () => {
  it('runs an enqueued job in the worker', async () => {
    const em = server.app.orm.em.fork();
    const user = em.create(User, {
      email: `jobs-${randomUUID()}@example.test`,
      name: 'Job Tester',
      passwordHash: 'not-a-real-hash',
    });
    const expired = em.create(Session, {
      id: randomUUID().replaceAll('-', '').padEnd(64, '0'),
      user,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const live = em.create(Session, {
      id: randomUUID().replaceAll('-', '').padEnd(64, '1'),
      user,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    await em.flush();

    await server.app.jobs.enqueue('maintenance.purge-expired', {});

    await waitFor('the expired session to be purged', async () => {
      const left = await server.app.orm.em.fork().count(Session, { id: expired.id });
      return left === 0;
    });
    expect(await server.app.orm.em.fork().count(Session, { id: live.id })).toBe(1);
  });

  it('refuses an invalid payload before anything is stored', async () => {
    const before = await countQueued('maintenance.purge-expired');
    const attempt = server.app.jobs.enqueue('maintenance.purge-expired', { unexpected: true } as never);
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await countQueued('maintenance.purge-expired')).toBe(before);
  });
});
