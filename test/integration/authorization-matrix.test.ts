import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { appRouter } from '../../src/trpc/router.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { RULES, type TExpressRoute, type TRule } from './authorization/rules.ts';
import { credentialsOf, PRINCIPALS, seedWorld, type TPrincipal, type TWorld } from './authorization/world.ts';

/**
 * Every procedure and Express route × every kind of caller, over REST. Allowed means the documented
 * success status exactly (a 500 fails); denied means 401 without credentials, else 403 or 404.
 */

let server: TTestServer;
const shared = new Map<TPrincipal, Promise<TWorld>>();
const credentials = new Map<TWorld, Map<TPrincipal, Promise<Record<string, string>>>>();

function sharedWorld(principal: TPrincipal): Promise<TWorld> {
  let world = shared.get(principal);
  if (!world) {
    world = seedWorld(server);
    shared.set(principal, world);
  }
  return world;
}

function headersOf(world: TWorld, principal: TPrincipal): Promise<Record<string, string>> {
  let byPrincipal = credentials.get(world);
  if (!byPrincipal) {
    byPrincipal = new Map();
    credentials.set(world, byPrincipal);
  }
  let headers = byPrincipal.get(principal);
  if (!headers) {
    headers = credentialsOf(server, world, principal);
    byPrincipal.set(principal, headers);
  }
  return headers;
}

function routeOf(path: string, rule: TRule): TExpressRoute | { method: string; path: string } {
  if (rule.kind === 'guarded' && rule.express) {
    return rule.express;
  }
  const procedure = (
    appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { openapi?: TExpressRoute } } }>
  )[path];
  const openapi = procedure?._def.meta?.openapi;
  if (!openapi) {
    throw new Error(`${path} has no REST path`);
  }
  return openapi;
}

async function callRest(path: string, rule: TRule, input: Record<string, unknown>, headers: Record<string, string>) {
  const route = routeOf(path, rule);
  const method = route.method.toUpperCase();
  const rest = { ...input };
  const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(rest[name]);
    delete rest[name];
    return encodeURIComponent(value);
  });
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let call = request(server.url)[verb](`/api/v1${url}`).set(headers);
  const attach = 'attach' in route ? route.attach : undefined;
  if (attach) {
    call = call.attach(attach.field, attach.content, attach.name);
  } else if ((method === 'GET' || method === 'DELETE') && url !== '/user/twofactor') {
    call = call.query(rest as Record<string, string>);
  } else {
    call = call.send(rest);
  }
  const response = await call;
  return { status: response.status, code: response.body?.code as string | undefined };
}

type TCase = { label: string; expected: (result: TResult) => boolean; describe: string; run: () => Promise<TResult> };
type TResult = { status: number; code?: string };

const DENIED_STATUSES = new Set([403, 404]);

const successOf = (rule: TRule) => `${rule.status ?? 200}${rule.code ? ` ${rule.code}` : ''}`;
const succeeded = (rule: TRule, result: TResult) =>
  result.status === (rule.status ?? 200) && (!rule.code || result.code === rule.code);

function casesOf(path: string, rule: TRule): TCase[] {
  if (rule.kind === 'public') {
    return [
      {
        label: `${path} anonymous`,
        describe: successOf(rule),
        expected: (result) => succeeded(rule, result),
        run: async () => callRest(path, rule, rule.input(await sharedWorld('anonymous')), {}),
      },
      {
        label: `${path} keyDeleted`,
        describe: '401',
        expected: (result) => result.status === 401,
        run: async () => {
          const world = await sharedWorld('keyDeleted');
          return callRest(path, rule, rule.input(world), await headersOf(world, 'keyDeleted'));
        },
      },
    ];
  }
  const cases: TCase[] = PRINCIPALS.map((principal) => {
    const allowed = rule.allow.includes(principal);
    const unauthenticated = principal === 'anonymous' || principal === 'keyDeleted';
    return {
      label: `${path} ${principal}`,
      describe: allowed ? successOf(rule) : unauthenticated ? '401' : '403 or 404',
      expected: (result) =>
        allowed
          ? succeeded(rule, result)
          : unauthenticated
            ? result.status === 401
            : DENIED_STATUSES.has(result.status),
      run: async () => {
        const world = allowed && rule.isolated ? await seedWorld(server) : await sharedWorld(principal);
        const headers = await headersOf(world, principal);
        return callRest(path, rule, rule.input(world, principal), headers);
      },
    };
  });
  const { otherProject, otherTeam } = rule;
  if (otherProject) {
    cases.push({
      label: `${path} keyLimited on another project`,
      describe: '404',
      expected: (result) => result.status === 404,
      run: async () => {
        const world = await sharedWorld('keyLimited');
        return callRest(path, rule, otherProject(world), await headersOf(world, 'keyLimited'));
      },
    });
  }
  if (otherTeam) {
    for (const principal of ['owner', 'key'] as const) {
      cases.push({
        label: `${path} ${principal} on team B`,
        describe: '404',
        expected: (result) => result.status === 404,
        run: async () => {
          const world = await sharedWorld(principal);
          return callRest(path, rule, otherTeam(world), await headersOf(world, principal));
        },
      });
    }
  }
  return cases;
}

/** Runs the cases `concurrency` at a time; the server, not the test, is the bottleneck. */
async function runAll(cases: TCase[], concurrency: number): Promise<string[]> {
  const unexpected: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const testCase = cases[next++] as TCase;
      const result = await testCase.run();
      if (!testCase.expected(result)) {
        unexpected.push(`${testCase.label}: ${result.status} ${result.code ?? ''}, expected ${testCase.describe}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return unexpected.sort();
}

beforeAll(async () => {
  // The matrix's hook points at loopback port 9, which a strict server refuses to save.
  server = await startTestServer({ env: { ALLOW_PRIVATE_OUTPUT_TARGETS: 'true' } });
});

afterAll(async () => {
  await server.stop();
});

describe('authorization matrix', () => {
  it('classifies every procedure of the router', () => {
    const procedures = Object.keys(appRouter._def.procedures).sort();
    const classified = Object.keys(RULES).filter((path) => !path.includes(' '));
    expect(procedures.filter((path) => !RULES[path])).toEqual([]);
    expect(classified.filter((path) => !procedures.includes(path))).toEqual([]);
  });

  it('gives every caller exactly the access of the rules, and another team’s rows are 404', async () => {
    const cases = Object.entries(RULES).flatMap(([path, rule]) => casesOf(path, rule));
    expect(await runAll(cases, 6)).toEqual([]);
  }, 120_000);
});
