import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loadConfig } from '../../src/config.ts';
import { randomEmail } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';

const PER_IP = 5;
const PER_ACCOUNT = 3;
let server: TTestServer;

beforeAll(async () => {
  // One reverse proxy in front: it appends the real client address as the last X-Forwarded-For entry.
  server = await startTestServer({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_AUTH_PER_IP: String(PER_IP),
      RATE_LIMIT_AUTH_PER_ACCOUNT: String(PER_ACCOUNT),
    },
  });
});

afterAll(async () => {
  await server.stop();
});

const signIn = (email: string, forwardedFor: string) =>
  request(server.url)
    .post('/api/v1/auth/login')
    .set('X-Forwarded-For', forwardedFor)
    .send({ email, password: 'not the password' });

const octet = () => Math.floor(Math.random() * 250) + 1;

describe('proxy trust', () => {
  it('ignores client-chosen X-Forwarded-For entries in front of what the proxy appended', async () => {
    const client = `198.51.100.${octet()}`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_IP + 3; attempt++) {
      // A fresh forged address each time, then the address our proxy saw.
      statuses.push((await signIn(randomEmail(), `10.${octet()}.${octet()}.${octet()}, ${client}`)).status);
    }
    expect(statuses).toEqual([...Array(PER_IP).fill(401), 429, 429, 429]);
  });

  it('holds the per-account limit whatever the headers say', async () => {
    const email = randomEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_ACCOUNT + 2; attempt++) {
      statuses.push((await signIn(email, `203.0.113.${octet()}-${randomUUID().slice(0, 4)}`)).status);
    }
    expect(statuses).toEqual([...Array(PER_ACCOUNT).fill(401), 429, 429]);
  });

  it('reads TRUST_PROXY as false, a hop count or a list of proxy addresses', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => trust('everyone')).toThrow(/TRUST_PROXY/);
  });
});
