import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { type ClientRequest, request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { isolatedDatabase, killAppProcesses, openTestOrm, startAppProcess } from '../helpers/app-process.ts';
import { runMaintenanceNow } from '../helpers/maintenance.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

const orms: MikroORM[] = [];
const stalled: ClientRequest[] = [];

afterAll(async () => {
  for (const upload of stalled) {
    upload.destroy();
  }
  killAppProcesses();
  await Promise.all(orms.map((orm) => orm.close(true)));
});

/** Sends the start of a 4 MiB PDF and stalls, so the file stays half-written under its temporary name. */
function stallUpload(url: string, projectId: string, bearer: Record<string, string>) {
  const boundary = 'docstruct-local-crash';
  const upload = httpRequest(`${url}/api/v1/projects/${projectId}/upload`, {
    method: 'POST',
    headers: { ...bearer, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  upload.on('error', () => {});
  upload.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="documents"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  upload.write(randomBytes(2 * 1024 * 1024));
  stalled.push(upload);
}

const partFiles = async (directory: string) =>
  (await readdir(directory).catch(() => [])).filter((name) => name.endsWith('.part'));

describe('a process killed while writing a file to local storage', () => {
  it('leaves a .part file that the hourly maintenance removes once it is old, never one being written', async () => {
    const { url: databaseUrl } = await isolatedDatabase('localcrash');
    let app = await startAppProcess({ databaseUrl });
    const opened = await openTestOrm(databaseUrl);
    const { orm } = opened;
    orms.push(orm);
    const { project, bearer } = await seedInvoiceProject(opened);
    const folder = path.join(app.dataDir, 'files', 'projects', project.id);

    stallUpload(app.url, project.id, bearer);
    const [abandoned] = await waitFor('the half-written file', async () => {
      const names = await partFiles(folder);
      return names.length === 1 && (await stat(path.join(folder, names[0] ?? ''))).size > 0 ? names : null;
    });
    app.child.kill('SIGKILL');
    await app.exited;
    expect(await orm.em.fork().count(Execution, { project: project.id })).toBe(0);

    // As if it had been left two hours ago; meanwhile the restarted process is writing another one.
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(path.join(folder, abandoned ?? ''), twoHoursAgo, twoHoursAgo);
    app = await startAppProcess({ databaseUrl, port: app.port, dataDir: app.dataDir });
    stallUpload(app.url, project.id, bearer);
    await waitFor('the file being written now', async () => (await partFiles(folder)).length === 2);

    await runMaintenanceNow(orm);
    const left = await partFiles(folder);
    expect(left).not.toContain(abandoned);
    expect(left).toHaveLength(1);
  }, 90_000);

  it('keeps files that document rows name and deletes old ones no row names (rows never committed)', async () => {
    const { url: databaseUrl } = await isolatedDatabase('localorphans');
    const app = await startAppProcess({ databaseUrl });
    const opened = await openTestOrm(databaseUrl);
    const { orm } = opened;
    orms.push(orm);
    const { project, bearer } = await seedInvoiceProject(opened);
    const form = new FormData();
    form.append('documents', new Blob(['%PDF-1.4\nInvoice 1\n'], { type: 'application/pdf' }), 'invoice.pdf');
    const uploaded = await fetch(`${app.url}/api/v1/projects/${project.id}/upload`, {
      method: 'POST',
      headers: bearer,
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const [document] = await orm.em.fork().find(Document, { project: project.id });
    const folder = path.join(app.dataDir, 'files', 'projects', project.id);
    const orphan = randomUUID();
    await writeFile(path.join(folder, orphan), 'stored, but its rows never committed');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const name of [orphan, path.basename(document?.storageKey ?? '')]) {
      await utimes(path.join(folder, name), twoHoursAgo, twoHoursAgo);
    }

    await runMaintenanceNow(orm);
    expect(await readdir(folder)).toEqual([path.basename(document?.storageKey ?? 'missing')]);
  }, 90_000);
});
