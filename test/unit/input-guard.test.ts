import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import request from 'supertest';
import { refuseHostileInput } from '../../src/http/input-guard.ts';

const server = express();
server.use(refuseHostileInput());
server.get('/api/v1/items/:id', (req, res) => {
  res.json({ id: req.params.id, query: req.query });
});
let listening: ReturnType<typeof server.listen>;
let port: number;

beforeAll(async () => {
  listening = server.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  port = (listening.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => listening.close(resolve));
});

/** The status line the server answers a request line sent as is (no client library escapes it). */
function rawStatusLine(requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

const NUL_REFUSED = { message: 'The URL contains a NUL character', code: 'BAD_REQUEST' };

describe('input guard on the URL', () => {
  it('refuses a NUL escaped in the path, a query value or a query name with a 400 that says so', async () => {
    for (const url of [
      '/api/v1/items/a%00b',
      '/api/v1/items/1?q=%00',
      '/api/v1/items/1?q%00=1',
      '/api/v1/items/1?q=a&q=b%00',
    ]) {
      const response = await request(listening).get(url);
      expect([url, response.status, response.body]).toEqual([url, 400, NUL_REFUSED]);
    }
  });

  it('lets escaped text without NUL through, decoded', async () => {
    const response = await request(listening).get('/api/v1/items/a%20b?q=%2500&r=%C3%A9').expect(200);
    expect(response.body).toEqual({ id: 'a b', query: { q: '%00', r: 'é' } });
  });

  it('never sees a raw NUL: Node’s HTTP parser refuses the request line first', async () => {
    expect(await rawStatusLine('GET /api/v1/items/a\u0000b HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
    expect(await rawStatusLine('GET /api/v1/items/1?q=\u0000 HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request');
  });
});
