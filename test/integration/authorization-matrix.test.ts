import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { TUser } from '../../src/db/entities/user.ts';
import { deleteApiKey } from '../../src/services/teams/api-keys.ts';
import { appRouter } from '../../src/trpc/router.ts';
import { randomEmail } from '../helpers/factories.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import {
  seedApiKey,
  seedDelivery,
  seedExecution,
  seedInvite,
  seedOutput,
  seedProject,
  seedRevision,
  seedTeam,
  seedUser,
  sessionCookie,
} from '../helpers/world.ts';

/**
 * Every procedure of the router × every kind of caller, over REST. The rule table must name
 * every procedure: a new procedure that nobody classified fails this test.
 */

const PRINCIPALS = [
  'anonymous',
  'member',
  'admin',
  'owner',
  'ownerB',
  'siteAdmin',
  'key',
  'keyLimited',
  'keyDeleted',
] as const;
type TPrincipal = (typeof PRINCIPALS)[number];

const USERS = ['member', 'admin', 'owner', 'ownerB', 'siteAdmin'] as const satisfies TPrincipal[];
const TEAM_A_READERS = ['member', 'admin', 'owner', 'key', 'keyLimited'] as const satisfies TPrincipal[];
const TEAM_A_ADMINS = ['admin', 'owner'] as const satisfies TPrincipal[];

type TWorld = Awaited<ReturnType<typeof seedWorld>>;
type TRule =
  | { kind: 'public'; input: (world: TWorld) => Record<string, unknown> }
  | {
      kind: 'guarded';
      allow: readonly TPrincipal[];
      input: (world: TWorld, principal: TPrincipal) => Record<string, unknown>;
      /** The same call aimed at team B, which team A's callers must see as not found. */
      otherTeam?: (world: TWorld) => Record<string, unknown>;
      /** The same call on project A2, outside the limited key's projects: not found for that key. */
      otherProject?: (world: TWorld) => Record<string, unknown>;
    };

const PROJECT_A1_READERS = TEAM_A_READERS;
const teamA = (world: TWorld) => ({ teamId: world.teamA.id });
const projectA1 = (world: TWorld) => ({ projectId: world.projects.projectA1.id });
const projectA2 = (world: TWorld) => ({ projectId: world.projects.projectA2.id });
const projectB = (world: TWorld) => ({ projectId: world.projects.projectB.id });
const revisionA1 = (world: TWorld) => ({ ...projectA1(world), revisionId: world.revisions.a1.id });
const revisionA2 = (world: TWorld) => ({ ...projectA2(world), revisionId: world.revisions.a2.id });
const revisionB = (world: TWorld) => ({ ...projectB(world), revisionId: world.revisions.b.id });
const SCHEMA = [{ name: 'total', type: 'number' }];
const executionA1 = (world: TWorld) => ({ ...projectA1(world), executionId: world.executions.a1.id });
const executionA2 = (world: TWorld) => ({ ...projectA2(world), executionId: world.executions.a2.id });
const executionB = (world: TWorld) => ({ ...projectB(world), executionId: world.executions.b.id });
const projectReads = { kind: 'guarded', allow: PROJECT_A1_READERS } as const;
// Port 9 (discard) on loopback: "send test" fails fast without leaving the machine.
const HOOK = {
  name: 'Matrix hook',
  trigger_events: ['success'],
  config: { type: 'webhook', url: 'http://127.0.0.1:9/hook' },
};
const outputA1 = (world: TWorld) => ({ ...projectA1(world), outputId: world.outputs.a1.id });
const outputA2 = (world: TWorld) => ({ ...projectA2(world), outputId: world.outputs.a2.id });
const outputB = (world: TWorld) => ({ ...projectB(world), outputId: world.outputs.b.id });
const teamB = (world: TWorld) => ({ teamId: world.teamB.id });

const RULES: Record<string, TRule> = {
  'system.version': { kind: 'public', input: () => ({}) },
  'auth.login': { kind: 'public', input: () => ({ email: randomEmail(), password: 'whatever-1' }) },
  'auth.register': {
    kind: 'public',
    input: () => ({
      email: randomEmail(),
      password: 'whatever-1',
      beta_code: 'test-beta-code',
      name: 'N',
      language: 'en',
    }),
  },
  'auth.verifyEmail': { kind: 'public', input: () => ({ token: 'no-such-token' }) },
  'auth.resendVerification': { kind: 'public', input: () => ({ email: randomEmail() }) },
  'auth.forgotPassword': { kind: 'public', input: () => ({ email: randomEmail() }) },
  'auth.resetPassword': { kind: 'public', input: () => ({ token: 'no-such-token', password: 'whatever-1' }) },
  'auth.logout': { kind: 'public', input: () => ({}) },
  'user.get': { kind: 'public', input: () => ({}) },
  'user.changePassword': {
    kind: 'guarded',
    allow: USERS,
    input: () => ({ old_password: 'not-the-password', new_password: 'new-password-1' }),
  },
  'user.updateProfile': { kind: 'guarded', allow: USERS, input: () => ({ name: 'Renamed', language: 'en' }) },
  'user.setupTwoFactor': { kind: 'guarded', allow: USERS, input: () => ({}) },
  'user.enableTwoFactor': {
    kind: 'guarded',
    allow: USERS,
    input: () => ({ password: 'x', two_factor_token: '000000' }),
  },
  'user.disableTwoFactor': {
    kind: 'guarded',
    allow: USERS,
    input: () => ({ password: 'x', two_factor_token: '000000' }),
  },
  'user.regenerateRecoveryCodes': {
    kind: 'guarded',
    allow: USERS,
    input: () => ({ password: 'x', two_factor_token: '000000' }),
  },
  'user.listSessions': { kind: 'guarded', allow: USERS, input: () => ({}) },
  'user.revokeSessions': { kind: 'guarded', allow: USERS, input: () => ({}) },
  'user.revokeSession': {
    kind: 'guarded',
    allow: USERS,
    input: (world, principal) => ({ sessionId: world.spareSessions[principal] ?? '0'.repeat(64) }),
  },
  'user.acceptInvite': {
    kind: 'guarded',
    allow: ['ownerB'],
    input: (world) => ({ inviteId: world.inviteForOwnerB.id }),
  },
  'user.rejectInvite': {
    kind: 'guarded',
    allow: ['ownerB'],
    input: (world) => ({ inviteId: world.inviteForOwnerB.id }),
  },
  'teams.list': { kind: 'guarded', allow: [...USERS, 'key', 'keyLimited'], input: () => ({}) },
  'teams.create': { kind: 'guarded', allow: USERS, input: () => ({ name: 'New team' }) },
  'teams.get': { kind: 'guarded', allow: TEAM_A_READERS, input: teamA, otherTeam: teamB },
  'teams.update': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), name: 'Renamed' }),
    otherTeam: (world) => ({ ...teamB(world), name: 'Renamed' }),
  },
  'teams.delete': { kind: 'guarded', allow: ['owner'], input: teamA, otherTeam: teamB },
  'teams.updateMember': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), userId: world.extra.id, role: 'admin' }),
    otherTeam: (world) => ({ ...teamB(world), userId: world.users.ownerB.id, role: 'admin' }),
  },
  'teams.removeMember': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), userId: world.extra.id }),
    otherTeam: (world) => ({ ...teamB(world), userId: world.users.ownerB.id }),
  },
  'teams.listInvites': { kind: 'guarded', allow: TEAM_A_ADMINS, input: teamA, otherTeam: teamB },
  'teams.createInvite': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), email: randomEmail() }),
    otherTeam: (world) => ({ ...teamB(world), email: randomEmail() }),
  },
  'teams.deleteInvite': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), inviteId: world.inviteForOwnerB.id }),
    otherTeam: (world) => ({ ...teamB(world), inviteId: world.inviteInB.id }),
  },
  'teams.listApiKeys': { kind: 'guarded', allow: TEAM_A_ADMINS, input: teamA, otherTeam: teamB },
  'teams.createApiKey': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), name: 'Matrix key', key_type: 'api', password: 'x' }),
    otherTeam: (world) => ({ ...teamB(world), name: 'Matrix key', key_type: 'api', password: 'x' }),
  },
  'teams.deleteApiKey': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), apiKeyId: world.keys.key.apiKey.id }),
    otherTeam: (world) => ({ ...teamB(world), apiKeyId: world.keyInB.apiKey.id }),
  },
  'teams.rotateIngestAddress': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world: TWorld) => ({ ...teamA(world), apiKeyId: world.emailKeyA.apiKey.id }),
    otherTeam: (world: TWorld) => ({ ...teamB(world), apiKeyId: world.emailKeyA.apiKey.id }),
  },
  'teams.listEvents': { kind: 'guarded', allow: TEAM_A_READERS, input: teamA, otherTeam: teamB },
  'teams.listProjects': { kind: 'guarded', allow: TEAM_A_READERS, input: teamA, otherTeam: teamB },
  'teams.createProject': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), name: 'Matrix project', slug: `m-${randomEmail().slice(5, 17)}` }),
    otherTeam: (world) => ({ ...teamB(world), name: 'Matrix project', slug: `m-${randomEmail().slice(5, 17)}` }),
  },
  'projects.get': {
    kind: 'guarded',
    allow: PROJECT_A1_READERS,
    input: projectA1,
    otherTeam: projectB,
    otherProject: projectA2,
  },
  'projects.update': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...projectA1(world), name: 'Renamed' }),
    otherTeam: (world) => ({ ...projectB(world), name: 'Renamed' }),
  },
  'projects.delete': { kind: 'guarded', allow: TEAM_A_ADMINS, input: projectA1, otherTeam: projectB },
  'projects.listRevisions': {
    kind: 'guarded',
    allow: PROJECT_A1_READERS,
    input: projectA1,
    otherTeam: projectB,
    otherProject: projectA2,
  },
  'projects.getLatestRevision': {
    kind: 'guarded',
    allow: PROJECT_A1_READERS,
    input: projectA1,
    otherTeam: projectB,
    otherProject: projectA2,
  },
  'projects.getRevision': {
    kind: 'guarded',
    allow: PROJECT_A1_READERS,
    input: revisionA1,
    otherTeam: revisionB,
    otherProject: revisionA2,
  },
  'projects.createRevision': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...projectA1(world), output_schema: SCHEMA }),
    otherTeam: (world) => ({ ...projectB(world), output_schema: SCHEMA }),
  },
  'projects.copyRevision': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...revisionA1(world), target_project_id: world.projects.projectA2.id }),
    otherTeam: (world) => ({ ...revisionA1(world), target_project_id: world.projects.projectB.id }),
  },
  'projects.restoreRevision': { kind: 'guarded', allow: TEAM_A_ADMINS, input: revisionA1, otherTeam: revisionB },
  'projects.listExecutions': { ...projectReads, input: projectA1, otherTeam: projectB, otherProject: projectA2 },
  'projects.executionStatistics': { ...projectReads, input: projectA1, otherTeam: projectB, otherProject: projectA2 },
  'projects.getExecution': { ...projectReads, input: executionA1, otherTeam: executionB, otherProject: executionA2 },
  'projects.getExecutionDocuments': {
    ...projectReads,
    input: executionA1,
    otherTeam: executionB,
    otherProject: executionA2,
  },
  'projects.getUpload': {
    ...projectReads,
    input: (world: TWorld) => ({ ...projectA1(world), uploadId: world.executions.a1.id }),
    otherTeam: (world: TWorld) => ({ ...projectB(world), uploadId: world.executions.b.id }),
    otherProject: (world: TWorld) => ({ ...projectA2(world), uploadId: world.executions.a2.id }),
  },
  'projects.rerunExecution': { ...projectReads, input: executionA1, otherTeam: executionB, otherProject: executionA2 },
  'projects.deleteExecution': { kind: 'guarded', allow: TEAM_A_ADMINS, input: executionA1, otherTeam: executionB },
  'admin.listUsers': { kind: 'guarded', allow: ['siteAdmin'], input: () => ({}) },
  'admin.getUser': { kind: 'guarded', allow: ['siteAdmin'], input: (world: TWorld) => ({ userId: world.extra.id }) },
  'admin.impersonate': {
    kind: 'guarded',
    allow: ['siteAdmin'],
    input: (world: TWorld) => ({ userId: world.extra.id }),
  },
  // Any person may ask to stop; only an impersonating session has something to stop (else 400).
  'admin.stopImpersonation': { kind: 'guarded', allow: USERS, input: () => ({}) },
  'admin.executionStats': {
    kind: 'guarded',
    allow: ['siteAdmin'],
    input: (world: TWorld) => ({ id: world.executions.a1.id }),
  },
  'admin.costsAll': { kind: 'guarded', allow: ['siteAdmin'], input: () => ({ range: '7d' }) },
  'admin.costsByTeam': { kind: 'guarded', allow: ['siteAdmin'], input: () => ({ range: '7d' }) },
  'admin.costsByTeamProject': { kind: 'guarded', allow: ['siteAdmin'], input: () => ({ range: '7d' }) },
  'outputs.list': { ...projectReads, input: projectA1, otherTeam: projectB, otherProject: projectA2 },
  'outputs.create': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world: TWorld) => ({ ...projectA1(world), ...HOOK }),
    otherTeam: (world: TWorld) => ({ ...projectB(world), ...HOOK }),
  },
  'outputs.get': { ...projectReads, input: outputA1, otherTeam: outputB, otherProject: outputA2 },
  'outputs.update': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world: TWorld) => ({ ...outputA1(world), enabled: false }),
    otherTeam: (world: TWorld) => ({ ...outputB(world), enabled: false }),
  },
  'outputs.delete': { kind: 'guarded', allow: TEAM_A_ADMINS, input: outputA1, otherTeam: outputB },
  'outputs.test': { kind: 'guarded', allow: TEAM_A_ADMINS, input: outputA1, otherTeam: outputB },
  'outputs.rotateSecret': { kind: 'guarded', allow: TEAM_A_ADMINS, input: outputA1, otherTeam: outputB },
  'outputs.listDeliveries': { ...projectReads, input: outputA1, otherTeam: outputB, otherProject: outputA2 },
  'outputs.redeliver': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world: TWorld) => ({ ...outputA1(world), deliveryId: world.deliveryA1.id }),
    otherTeam: (world: TWorld) => ({ ...outputB(world), deliveryId: world.deliveryA1.id }),
  },
};

let server: TTestServer;
let users: Record<(typeof USERS)[number] | 'extra', TUser>;

async function seedWorld() {
  const orm = server.app.orm;
  const teamA = await seedTeam(orm, [
    { userId: users.owner.id, role: 'owner' },
    { userId: users.admin.id, role: 'admin' },
    { userId: users.member.id, role: 'member' },
    { userId: users.extra.id, role: 'member' },
  ]);
  const teamB = await seedTeam(orm, [{ userId: users.ownerB.id, role: 'owner' }]);
  const projectA1 = await seedProject(orm, teamA.id);
  const projectA2 = await seedProject(orm, teamA.id);
  const projectB = await seedProject(orm, teamB.id);
  const key = await seedApiKey(orm, { teamId: teamA.id, ownerId: users.owner.id });
  const keyLimited = await seedApiKey(orm, { teamId: teamA.id, ownerId: users.owner.id, projectIds: [projectA1.id] });
  const keyDeleted = await seedApiKey(orm, { teamId: teamA.id, ownerId: users.owner.id });
  await deleteApiKey(
    orm.em.fork(),
    { kind: 'user', userId: users.owner.id, siteRole: 'user', sessionId: 'x' },
    teamA.id,
    keyDeleted.apiKey.id,
  );
  const keyInB = await seedApiKey(orm, { teamId: teamB.id, ownerId: users.ownerB.id });
  const emailKeyA = await seedApiKey(orm, { teamId: teamA.id, ownerId: users.owner.id, keyType: 'email' });
  const inviteForOwnerB = await seedInvite(orm, teamA.id, users.ownerB.email);
  const inviteInB = await seedInvite(orm, teamB.id, randomEmail());
  const executions = {
    a1: await seedExecution(orm, projectA1.id),
    a2: await seedExecution(orm, projectA2.id),
    b: await seedExecution(orm, projectB.id),
  };
  const outputs = {
    a1: await seedOutput(orm, projectA1.id),
    a2: await seedOutput(orm, projectA2.id),
    b: await seedOutput(orm, projectB.id),
  };
  const deliveryA1 = await seedDelivery(orm, outputs.a1.id, executions.a1.id);
  const revisions = {
    a1: await seedRevision(orm, projectA1.id),
    a2: await seedRevision(orm, projectA2.id),
    b: await seedRevision(orm, projectB.id),
  };
  return {
    users,
    extra: users.extra,
    teamA,
    teamB,
    projects: { projectA1, projectA2, projectB },
    keys: { key, keyLimited, keyDeleted },
    keyInB,
    emailKeyA,
    inviteForOwnerB,
    inviteInB,
    revisions,
    executions,
    outputs,
    deliveryA1,
    spareSessions: {} as Partial<Record<TPrincipal, string>>,
  };
}

async function credentialsOf(world: TWorld, principal: TPrincipal): Promise<Record<string, string>> {
  if (principal === 'anonymous') {
    return {};
  }
  if (principal === 'key' || principal === 'keyLimited' || principal === 'keyDeleted') {
    return { Authorization: `Bearer ${world.keys[principal].secret}` };
  }
  const user = world.users[principal];
  // A second session of the same user, for procedures that act on one's sessions.
  const spare = await server.app.auth.createSession(user.id, {
    device: 'desktop',
    os: 'test',
    browser: 'test',
    country: 'unknown',
    impersonator_user_id: null,
  });
  const { hashToken } = await import('../../src/lib/tokens.ts');
  const { publicSessionId } = await import('../../src/services/user/sessions.ts');
  // Sessions are listed and revoked by an id derived from the stored hash, never the hash itself.
  world.spareSessions[principal] = publicSessionId(hashToken(spare.id));
  return { Cookie: await sessionCookie(server.app.auth, user.id) };
}

type TOpenApi = { method: string; path: string };

function openApiOf(path: string): TOpenApi {
  const procedure = (
    appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { openapi?: TOpenApi } } }>
  )[path];
  const openapi = procedure?._def.meta?.openapi;
  if (!openapi) {
    throw new Error(`${path} has no REST path`);
  }
  return openapi;
}

async function callRest(path: string, input: Record<string, unknown>, headers: Record<string, string>) {
  const { method, path: template } = openApiOf(path);
  const rest = { ...input };
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(rest[name]);
    delete rest[name];
    return encodeURIComponent(value);
  });
  const jsonBodyDelete = method === 'DELETE' && url === '/user/twofactor';
  const client = request(server.url);
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let call = client[verb](`/api/v1${url}`).set(headers);
  if ((method === 'GET' || method === 'DELETE') && !jsonBodyDelete) {
    call = call.query(rest as Record<string, string>);
  } else {
    call = call.send(rest);
  }
  const response = await call;
  return { status: response.status, code: response.body?.code as string | undefined };
}

const DENIED = new Set(['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND']);

beforeAll(async () => {
  // The matrix's hook points at loopback port 9, which a strict server refuses to save.
  server = await startTestServer({ env: { ALLOW_PRIVATE_OUTPUT_TARGETS: 'true' } });
  const orm = server.app.orm;
  users = {
    member: await seedUser(orm),
    admin: await seedUser(orm),
    owner: await seedUser(orm),
    ownerB: await seedUser(orm),
    siteAdmin: await seedUser(orm, { role: 'admin' }),
    extra: await seedUser(orm),
  };
});

afterAll(async () => {
  await server.stop();
});

describe('authorization matrix', () => {
  it('classifies every procedure of the router', () => {
    const procedures = Object.keys(appRouter._def.procedures).sort();
    expect(procedures.filter((path) => !RULES[path])).toEqual([]);
    expect(Object.keys(RULES).filter((path) => !procedures.includes(path))).toEqual([]);
  });

  it('gives every caller exactly the access of the rules, and another team’s rows are 404', async () => {
    const unexpected: string[] = [];
    for (const [path, rule] of Object.entries(RULES)) {
      if (rule.kind === 'public') {
        const world = await seedWorld();
        const result = await callRest(path, rule.input(world), {});
        if (DENIED.has(result.code ?? '')) {
          unexpected.push(`${path} anonymous: denied (${result.status} ${result.code}) but public`);
        }
        const deletedKey = await callRest(path, rule.input(world), await credentialsOf(world, 'keyDeleted'));
        if (deletedKey.status !== 401) {
          unexpected.push(`${path} keyDeleted: ${deletedKey.status}, expected 401`);
        }
        continue;
      }
      for (const principal of PRINCIPALS) {
        const world = await seedWorld();
        const credentials = await credentialsOf(world, principal);
        const result = await callRest(path, rule.input(world, principal), credentials);
        const denied = DENIED.has(result.code ?? '');
        const allowed = rule.allow.includes(principal);
        if (allowed && denied) {
          unexpected.push(`${path} ${principal}: denied (${result.status} ${result.code}) but allowed by the rules`);
        }
        if (!allowed && !denied) {
          unexpected.push(`${path} ${principal}: ALLOWED (${result.status}) but denied by the rules`);
        }
      }
      if (rule.otherProject) {
        const world = await seedWorld();
        const result = await callRest(path, rule.otherProject(world), await credentialsOf(world, 'keyLimited'));
        if (result.status !== 404) {
          unexpected.push(`${path} keyLimited on another project: ${result.status} ${result.code}, expected 404`);
        }
      }
      if (rule.otherTeam) {
        for (const principal of ['owner', 'key'] as const) {
          const world = await seedWorld();
          const result = await callRest(path, rule.otherTeam(world), await credentialsOf(world, principal));
          if (result.status !== 404) {
            unexpected.push(`${path} ${principal} on team B: ${result.status} ${result.code}, expected 404`);
          }
        }
      }
    }
    expect(unexpected).toEqual([]);
  }, 180_000);
});
