import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import type { TApp } from '../../src/app.ts';
import { frontDoor } from '../../src/http/front-door.ts';

function appLoggingTo(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const log = pino({ level, redact: ['*.password'] }, sink);
  const server = express();
  server.use(frontDoor(server, { config: { APP_URL: 'http://localhost:3000' }, log } as unknown as TApp));
  server.get('/quiet', (_req, res) => {
    res.json({ ok: true });
  });
  server.get('/noisy', (req, res) => {
    req.log.warn({ detail: 1 }, 'something to say');
    res.status(503).json({ ok: false });
  });
  server.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  server.post('/api/v1/write', (_req, res) => {
    res.json({ ok: true });
  });
  return { server, lines };
}

describe('request log', () => {
  it('writes one line per request at info: method, path without query, status, duration — no headers', async () => {
    const { server, lines } = appLoggingTo('info');
    await request(server)
      .get('/quiet?search=secret')
      .set('Cookie', 'docstruct_session=abc')
      .set('X-Request-Id', 'req-1')
      .expect(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', reqId: 'req-1', method: 'GET', path: '/quiet', status: 200 });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('abc');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('writes nothing for a successful request at warn, and binds the request id to what handlers log', async () => {
    const { server, lines } = appLoggingTo('warn');
    await request(server).get('/quiet').expect(200);
    expect(lines).toHaveLength(0);
    await request(server).get('/noisy').set('X-Request-Id', 'req-2').expect(503);
    expect(lines.map((line) => [line.msg, line.reqId, line.status])).toEqual([
      ['something to say', 'req-2', undefined],
      ['request failed', 'req-2', 503],
    ]);
  });

  it('does not log health probes, nor requests refused at the door', async () => {
    const { server, lines } = appLoggingTo('info');
    await request(server).get('/healthz').expect(200);
    await request(server)
      .post('/api/v1/write')
      .set('Cookie', 'docstruct_session=abc')
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(lines).toHaveLength(0);
    await request(server).post('/api/v1/write').expect(200);
    expect(lines.map((line) => [line.method, line.path, line.status])).toEqual([['POST', '/api/v1/write', 200]]);
  });
});

describe('stdout logger', () => {
  it('writes every line, in order, even when the process exits right after logging them', () => {
    // Lines are written in batches: what is still collected at exit must go out then.
    const script = `
      import { createLogger } from './src/lib/logger.ts';
      const log = createLogger('info');
      for (let n = 1; n <= 500; n++) log.info({ n }, 'line');
      process.exit(0);
    `;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: process.cwd(),
      env: { ...process.env, NODE_OPTIONS: '' },
      encoding: 'utf8',
    });
    const numbers = child.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { n: number }).n);
    expect(numbers).toEqual(Array.from({ length: 500 }, (_, index) => index + 1));
  });
});
