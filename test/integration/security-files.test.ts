import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer from 'nodemailer';
import { loadConfig } from '../../src/config.ts';
import { Document } from '../../src/db/entities/document.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import type { TOutput } from '../../src/db/entities/output.ts';
import { deliverFtp } from '../../src/delivery/ftp.ts';
import { deliverSftp } from '../../src/delivery/sftp.ts';
import type { TDeliveryContext } from '../../src/delivery/types.ts';
import { AGENDA_TABLE } from '../../src/jobs/queue.ts';
import { makeHostKey, startFtpPeer, startSftpPeer } from '../helpers/delivery-peers.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { upload } from '../helpers/uploads.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject, seedMailbox } from '../helpers/world.ts';

const DOMAIN = 'ingest.security.test';
const MAX_MESSAGE_BYTES = 400 * 1024;
let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      ROLES: 'web,worker,ingest',
      INGEST_SMTP_HOST: '127.0.0.1',
      INGEST_SMTP_PORT: '0',
      INGEST_DOMAIN: DOMAIN,
      INGEST_MAX_MESSAGE_BYTES: String(MAX_MESSAGE_BYTES),
    },
  });
});

afterAll(async () => {
  await server.stop();
});

const TRAVERSAL = '../../../../home/u/.ssh/authorized_keys';

const fileNamesOf = async (projectId: string) =>
  (await server.app.orm.em.fork().find(Document, { project: projectId })).map((document) => document.fileName);

/**
 * The smallest SMTP client that streams a generated body with back-pressure and returns the final
 * reply; `midway` runs when half the body is sent.
 */
async function sendStreamed(
  to: string,
  header: string,
  bodyBytes: number,
  midway: () => Promise<void>,
): Promise<string> {
  const socket = connect(server.ingestPort ?? 0, '127.0.0.1');
  socket.setEncoding('utf8');
  let received = '';
  socket.on('data', (text: string) => {
    received += text;
  });
  const replies = () => received.split('\r\n').filter((line) => /^\d{3} /.test(line));
  const waitReplies = (count: number) => waitFor(`${count} SMTP replies`, () => replies().length >= count);
  const send = (line: string) =>
    new Promise<void>((resolve) => (socket.write(line) ? resolve() : socket.once('drain', resolve)));
  await waitReplies(1);
  await send('EHLO client.test\r\n');
  await waitReplies(2);
  await send('MAIL FROM:<a@example.test>\r\n');
  await waitReplies(3);
  await send(`RCPT TO:<${to}>\r\n`);
  await waitReplies(4);
  await send('DATA\r\n');
  await waitReplies(5);
  await send(header);
  const block = `${'x'.repeat(998)}\r\n`.repeat(64);
  for (let sent = 0; sent < bodyBytes; sent += block.length) {
    await send(block);
    if (sent < bodyBytes / 2 && sent + block.length >= bodyBytes / 2) {
      await midway();
    }
  }
  await send('.\r\n');
  await waitReplies(6);
  socket.end('QUIT\r\n');
  return replies()[5] ?? '';
}

describe('file names (path traversal)', () => {
  it('keeps only a safe base name of a mailed attachment and of an uploaded file', async () => {
    const { project, address } = await seedMailbox(server);
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true })
      .sendMail({
        from: 'a@example.test',
        to: address,
        subject: 'Keys',
        attachments: [{ filename: TRAVERSAL, content: Buffer.from('Total: 12') }],
      });
    expect(await fileNamesOf(project.id)).toEqual(['authorized_keys']);

    const seeded = await seedInvoiceProject(server.app);
    await upload(server.url, seeded.project.id, seeded.bearer, [
      { name: '..\\..\\windows\\.hidden.txt', content: Buffer.from('Total: 1') },
    ]).expect(200);
    expect(await fileNamesOf(seeded.project.id)).toEqual(['hidden.txt']);
  });

  const deliveryOf = (type: 'ftp' | 'sftp', peer: { host: string; port: number; username: string }, password: string) =>
    ({
      output: {
        id: 'output',
        config: {
          type,
          host: peer.host,
          port: peer.port,
          username: peer.username,
          path: 'in/box',
          upload_documents: true,
        },
      } as unknown as TOutput,
      payload: {
        type: 'execution.success',
        timestamp: new Date().toISOString(),
        data: {
          execution: { id: 'exec-1', title: null, status: 'success', reference: null },
          project: {} as never,
          documents: [],
        },
      },
      // Rows stored before names were cleaned may still carry a hostile name.
      documents: [{ fileName: TRAVERSAL, contentType: 'text/plain', read: async () => Buffer.from('ssh-rsa AAAA') }],
      messageId: 'msg',
      password,
      signingSecret: null,
      config: loadConfig({ ALLOW_PRIVATE_OUTPUT_TARGETS: 'true', DELIVERY_TIMEOUT_MS: '10000' }),
      mailer: null as never,
    }) satisfies TDeliveryContext;

  it('delivers a document with a hostile stored name into the configured SFTP folder only', async () => {
    const sftp = await startSftpPeer({ hostKey: makeHostKey() });
    try {
      await deliverSftp(deliveryOf('sftp', sftp, sftp.password));
      expect((await readdir(path.join(sftp.root, 'in', 'box'))).sort()).toEqual(['authorized_keys', 'exec-1.json']);
      expect(existsSync(path.join(sftp.root, 'home'))).toBe(false);
    } finally {
      await sftp.close();
    }
  });

  it('delivers a document with a hostile stored name into the configured FTP folder only', async () => {
    const ftp = await startFtpPeer();
    try {
      await deliverFtp(deliveryOf('ftp', ftp, ftp.password));
      expect((await readdir(path.join(ftp.root, 'in', 'box'))).sort()).toEqual(['authorized_keys', 'exec-1.json']);
      expect(existsSync(path.join(ftp.root, 'home'))).toBe(false);
    } finally {
      await ftp.close();
    }
  });
});

describe('ingest limits', () => {
  it('accepts a message whose attachment name and subject carry NUL and control bytes (no endless 451)', async () => {
    const { project, address } = await seedMailbox(server);
    const raw = [
      `From: a@example.test`,
      `To: ${address}`,
      'Subject: =?utf-8?Q?Inv=00oice?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      "Content-Disposition: attachment; filename*=utf-8''..%2Fbad%00name%01.txt",
      '',
      'Total: 12',
      '--b--',
      '',
    ].join('\r\n');
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: server.ingestPort, secure: false, ignoreTLS: true })
      .sendMail({ envelope: { from: 'a@example.test', to: [address] }, raw });
    expect(await fileNamesOf(project.id)).toEqual(['badname.txt']);
    const [execution] = await server.app.orm.em.fork().find(Execution, { project: project.id });
    expect(execution?.reference).toBe('Invoice');
  });

  it('refuses an oversized message with 552 without holding it in memory', async () => {
    const { project, address } = await seedMailbox(server);
    // Extraction jobs (of this file, or left by earlier files on this database) run in this process
    // too, and OCR data alone is ~30 MB: measure only once no extraction is running or due.
    await waitFor(
      'the extraction jobs to be idle',
      async () => {
        const [row] = await server.app.orm.em.fork().execute<{ n: number }[]>(
          `select count(*)::int as n from ${AGENDA_TABLE}
             where name = 'extraction.run' and (locked_at is not null or next_run_at <= now())`,
        );
        return row?.n === 0;
      },
      { timeoutMs: 90_000 },
    );
    // Measured half-way through the message, on a collected heap: only what the server holds counts.
    // The least of three samples: other work of this process (a job that became due) may hold buffers
    // for a moment, while a server that kept the message would hold it in every sample.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const baseline = process.memoryUsage().arrayBuffers;
    let held = Number.POSITIVE_INFINITY;
    const reply = await sendStreamed(address, `Subject: big\r\nTo: ${address}\r\n\r\n`, 32 * 1024 * 1024, async () => {
      for (let sample = 0; sample < 3; sample++) {
        await setTimeout(300); // lets the server read what is in flight
        gc();
        held = Math.min(held, process.memoryUsage().arrayBuffers - baseline);
      }
    });
    expect(reply).toMatch(/^552 /);
    // The old reader held every chunk (16 MiB at half-way); the limit is 400 KiB.
    expect(held).toBeLessThan(6 * 1024 * 1024);
    expect(await fileNamesOf(project.id)).toEqual([]);
  }, 120_000);
});
