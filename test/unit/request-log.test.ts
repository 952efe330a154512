import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { requestLog } from '../../src/http/request-log.ts';

function appLoggingTo(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const log = pino({ level }, sink);
  const server = express();
  server.use((_req, res, next) => {
    res.locals.requestId = 'req-1';
    next();
  });
  server.use(requestLog(server, log));
  server.get('/quiet', (_req, res) => {
    res.json({ ok: true });
  });
  server.get('/noisy', (req, res) => {
    req.log.warn({ detail: 1 }, 'something to say');
    res.status(503).json({ ok: false });
  });
  return { server, lines };
}

describe('request log', () => {
  it('writes one line per request at info: method, path without query, status, duration — no headers', async () => {
    const { server, lines } = appLoggingTo('info');
    await request(server).get('/quiet?search=secret').set('Cookie', 'docstruct_session=abc').expect(200);
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
    await request(server).get('/noisy').expect(503);
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['something to say', 'req-1'],
      ['request failed', 'req-1'],
    ]);
  });
});
