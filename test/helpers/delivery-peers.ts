import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';
import { SMTPServer } from 'smtp-server';

export type TReceived = { headers: IncomingMessage['headers']; body: string; method: string };
export type TReply = { status: number; delayMs?: number; headers?: Record<string, string> };

/** An HTTP receiver on loopback that records requests and answers from a script (last reply repeats). */
export async function startHttpReceiver(replies: TReply[] = [{ status: 200 }]) {
  const received: TReceived[] = [];
  let next = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body, method: req.method ?? '' });
      const reply = replies[Math.min(next++, replies.length - 1)] as TReply;
      setTimeout(() => {
        res.writeHead(reply.status, reply.headers);
        res.end('ok');
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A plain SMTP server on loopback that keeps every message; `beforeReply` sees each one after it
 * is kept and before the server answers it (where a test may kill the sender). While `refusing`
 * it answers every sender with a temporary error (451), as a mail server that is away does, and
 * counts the refused attempts.
 */
export async function startSmtpPeer(options: { beforeReply?: (mail: TReceivedMail) => void } = {}) {
  const mails: TReceivedMail[] = [];
  const state = { refusing: false, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) {
        callback();
        return;
      }
      state.refused += 1;
      callback(Object.assign(new Error('Mail service not available, try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        };
        mails.push(mail);
        options.beforeReply?.(mail);
        callback();
      });
    },
  });
  // A sender killed mid-transaction resets the connection, which smtp-server emits as 'error'
  // (unheard, it would end the test process): the peer only notes that the sender went away.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An FTP server on loopback with one account, writing into a temporary folder. */
export async function startFtpPeer(credentials = { username: 'docstruct', password: 'ftp-secret' }) {
  const root = await mkdtemp(path.join(tmpdir(), 'docstruct-ftp-'));
  // A random passive range, so two runs at once rarely probe the same ports (ftp-srv retries taken ones).
  const pasvMin = 40_000 + Math.floor(Math.random() * 200) * 100;
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: pasvMin,
    pasv_max: pasvMin + 99,
    anonymous: false,
    greeting: 'test',
  });
  server.on('login', ({ username, password }, resolve, reject) => {
    if (username === credentials.username && password === credentials.password) {
      resolve({ root });
    } else {
      reject(new Error('Bad credentials'));
    }
  });
  await server.listen();
  const { port } = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return { host: '127.0.0.1', port, root, ...credentials, close: () => server.close() };
}

/** An RSA host key for the SFTP peer, with the fingerprint a user would pin. */
export function makeHostKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
}

export { startSftpPeer } from './sftp-peer.ts';
