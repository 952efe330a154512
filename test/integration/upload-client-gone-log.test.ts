import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { capturedLog } from '../helpers/captured-log.ts';
import { startS3Peer, type TS3Peer } from '../helpers/s3-peer.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { waitFor } from '../helpers/wait-for.ts';
import { seedInvoiceProject } from '../helpers/world.ts';

/**
 * A client that goes away in the middle of its upload (connection reset, or its side closed) is
 * not a storage outage: the log says nothing of an unreachable storage, nor of any failure (the
 * multipart parser's error ends the request first, and nobody is left to answer). With S3 a 6 MiB
 * file has a part in an open multipart upload when the client leaves.
 */

const { log, lines } = capturedLog();

let peer: TS3Peer;
const servers = new Map<string, TTestServer>();

beforeAll(async () => {
  peer = await startS3Peer();
  servers.set('local disk', await startTestServer({ log }));
  servers.set(
    'S3',
    await startTestServer({
      log,
      env: {
        STORAGE: 's3',
        S3_ENDPOINT: peer.url,
        S3_BUCKET: 'docs',
        S3_ACCESS_KEY_ID: peer.accessKeyId,
        S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
        S3_PREFIX: 'docstruct',
      },
    }),
  );
});

afterAll(async () => {
  for (const server of servers.values()) {
    await server.stop();
  }
  await peer.close();
});

const cases = [
  ['local disk', 'resets'],
  ['local disk', 'closes its side'],
  ['S3', 'resets'],
  ['S3', 'closes its side'],
] as const;

describe('an upload whose client goes away mid-body', () => {
  it.each(cases)('to %s, the client %s: nothing is logged as a storage outage or failure', async (store, how) => {
    const server = servers.get(store) as TTestServer;
    const { project, bearer } = await seedInvoiceProject(server.app);
    const socket = connect({ host: '127.0.0.1', port: Number(new URL(server.url).port) });
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = [
      `POST /api/v1/projects/${project.id}/upload HTTP/1.1`,
      'Host: 127.0.0.1',
      `Authorization: ${bearer.Authorization}`,
      'Content-Type: multipart/form-data; boundary=XYZ',
      `Content-Length: ${64 * 1024 * 1024}`,
    ].join('\r\n');
    socket.write(
      `${head}\r\n\r\n--XYZ\r\nContent-Disposition: form-data; name="documents"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    socket.write(Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(6 * 1024 * 1024)]));
    if (store === 'S3') {
      await waitFor('a part of the file in the store', () =>
        [...peer.multipartUploads.values()].some((upload) => upload.parts.size >= 1),
      );
    } else {
      await waitFor('the route to take the upload', async () => {
        const rows = await server.app.orm.em
          .fork()
          .execute('select 1 from rate_limits where key = ?', [`upload:team:${project.team.id}`]);
        return rows.length === 1;
      });
    }
    const before = lines.length;
    if (how === 'resets') {
      socket.resetAndDestroy();
    } else {
      socket.end();
    }
    // The server has dealt with it when a probe request after it is answered and, with S3, the part is gone.
    await waitFor('the store to be left clean', () => peer.multipartUploads.size === 0);
    await fetch(`${server.url}/healthz`);
    const after = lines.slice(before);
    expect(after.filter((line) => /storage|reachable/i.test(JSON.stringify(line)))).toEqual([]);
    expect(after.filter((line) => line.level >= 40)).toEqual([]);
  });
});
