import { access, mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Document } from '../../src/db/entities/document.ts';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { isolatedDatabase, killAppProcesses, openTestOrm, startAppProcess } from '../helpers/app-process.ts';
import { runMaintenanceNow } from '../helpers/maintenance.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

const orms: MikroORM[] = [];

afterAll(async () => {
  killAppProcesses();
  await Promise.all(orms.map((orm) => orm.close(true)));
});

const DAY_MS = 24 * 3_600_000;
const OLD_FILES = 20_000;

/** Writes `count` mails into `directory` last written `ageMs` ago, named so they sort by group. */
async function writeMails(directory: string, group: string, count: number, ageMs: number): Promise<string[]> {
  const written = new Date(Date.now() - ageMs);
  const names = Array.from({ length: count }, (_, index) => `${group}-${String(index).padStart(6, '0')}.eml`);
  for (let start = 0; start < names.length; start += 500) {
    await Promise.all(
      names.slice(start, start + 500).map(async (name) => {
        const file = path.join(directory, name);
        await writeFile(file, `To: someone@example.com\r\nSubject: ${group}\r\n\r\nReset link\r\n`);
        await utimes(file, written, written);
      }),
    );
  }
  return names;
}

const mailsIn = async (directory: string) => (await readdir(directory)).filter((name) => name.endsWith('.eml'));

describe('the worker killed (SIGKILL) in the middle of the mail-file purge', () => {
  it('finishes the purge after a restart, deletes nothing newer than a week and leaves no row without its file', async () => {
    const { url: databaseUrl } = await isolatedDatabase('mailpurgecrash');
    // A short job lock: the restarted worker takes over the killed one's maintenance run within seconds.
    const env = { JOB_LOCK_SECONDS: '3' };
    let app = await startAppProcess({ databaseUrl, env });
    const opened = await openTestOrm(databaseUrl);
    const { orm } = opened;
    orms.push(orm);

    // A stored document (its file older than the orphan sweep's hour, as after a long run).
    const { project, bearer } = await seedInvoiceProject(opened);
    const form = new FormData();
    form.append('documents', new Blob(['Invoice number: INV-7\n'], { type: 'text/plain' }), 'invoice.txt');
    const uploaded = await fetch(`${app.url}/api/v1/projects/${project.id}/upload`, {
      method: 'POST',
      headers: bearer,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const stored = await orm.em.fork().find(Document, { project: project.id });
    expect(stored).toHaveLength(1);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const document of stored) {
      await utimes(path.join(app.dataDir, 'files', document.storageKey), twoHoursAgo, twoHoursAgo);
    }

    const directory = path.join(app.dataDir, 'mail');
    await mkdir(directory, { recursive: true });
    const old = await writeMails(directory, 'a-old', OLD_FILES, 8 * DAY_MS);
    // Just under a week, and new ones: never deleted.
    const kept = [
      ...(await writeMails(directory, 'b-almost-a-week', 50, 7 * DAY_MS - 3_600_000)),
      ...(await writeMails(directory, 'c-new', 50, 0)),
    ];
    // Not a mail: left alone however old.
    await writeFile(path.join(directory, 'notes.txt'), 'kept');
    await utimes(path.join(directory, 'notes.txt'), new Date(0), new Date(0));

    // The purge starts; once it has deleted some mails and not most, the worker is killed.
    await orm.em
      .fork()
      .execute(`update ${AGENDA_TABLE} set next_run_at = now() where name = 'maintenance.purge-expired'`);
    await waitFor(
      'the purge to be under way',
      async () => {
        const left = (await mailsIn(directory)).length;
        return left < OLD_FILES + kept.length && left > kept.length + OLD_FILES / 2;
      },
      { intervalMs: 5, timeoutMs: 30_000 },
    );
    app.child.kill('SIGKILL');
    await app.exited;
    const leftByKilled = (await mailsIn(directory)).filter((name) => name.startsWith('a-old')).length;
    expect(leftByKilled).toBeGreaterThan(0);
    expect(leftByKilled).toBeLessThan(OLD_FILES);

    app = await startAppProcess({ databaseUrl, env, port: app.port, dataDir: app.dataDir });
    await runMaintenanceNow(orm);

    const left = await mailsIn(directory);
    expect(left.filter((name) => old.includes(name))).toEqual([]);
    expect(left.sort()).toEqual([...kept].sort());
    await expect(access(path.join(directory, 'notes.txt'))).resolves.toBeUndefined();
    // Every document row still has its file.
    const documents = await orm.em.fork().find(Document, {});
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      await expect(access(path.join(app.dataDir, 'files', document.storageKey))).resolves.toBeUndefined();
    }
  }, 180_000);
});
