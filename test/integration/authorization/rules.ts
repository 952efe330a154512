import { DEFAULT_PASSWORD, randomEmail } from '../../helpers/factories.ts';
import type { TPrincipal, TWorld } from './world.ts';

const USERS = ['member', 'admin', 'owner', 'ownerB', 'siteAdmin'] as const satisfies TPrincipal[];
const TEAM_A_READERS = ['member', 'admin', 'owner', 'key', 'keyLimited'] as const satisfies TPrincipal[];
const TEAM_A_ADMINS = ['admin', 'owner'] as const satisfies TPrincipal[];

/** A route outside the tRPC router: its method, path template and how its body is sent. */
export type TExpressRoute = {
  method: 'get' | 'post';
  path: string;
  attach?: { field: string; name: string; content: Buffer };
};

export type TRule =
  | { kind: 'public'; input: (world: TWorld) => Record<string, unknown>; status?: number; code?: string }
  | {
      kind: 'guarded';
      allow: readonly TPrincipal[];
      input: (world: TWorld, principal: TPrincipal) => Record<string, unknown>;
      /** What an allowed caller gets: 200 unless the body is deliberately invalid. */
      status?: number;
      /** With a 4xx status: the error code that tells the refusal from a denial. */
      code?: string;
      /** The call changes rows other calls read (deletes, revokes, joins): it gets a world of its own. */
      isolated?: true;
      express?: TExpressRoute;
      /** The same call aimed at team B, which team A's callers must see as not found. */
      otherTeam?: (world: TWorld) => Record<string, unknown>;
      /** The same call on project A2, outside the limited key's projects: not found for that key. */
      otherProject?: (world: TWorld) => Record<string, unknown>;
    };

const PROJECT_A1_READERS = TEAM_A_READERS;
const DOCUMENT = { field: 'documents', name: 'invoice.txt', content: Buffer.from('Invoice 4711\nTotal: 12.50 EUR\n') };
const SAMPLE = { ...DOCUMENT, field: 'document' };
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
const evaluationA1 = (world: TWorld) => ({ ...projectA1(world), evaluationId: world.evaluations.a1.id });
const evaluationA2 = (world: TWorld) => ({ ...projectA2(world), evaluationId: world.evaluations.a2.id });
const evaluationB = (world: TWorld) => ({ ...projectB(world), evaluationId: world.evaluations.b.id });

/**
 * Every procedure of the router and every Express-only route (keyed "METHOD /path"), with who may
 * call it. A procedure nobody classified fails the matrix.
 */
export const RULES: Record<string, TRule> = {
  'system.version': { kind: 'public', input: () => ({}) },
  'auth.login': {
    kind: 'public',
    input: (world) => ({ email: world.users.member.email, password: DEFAULT_PASSWORD }),
  },
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
  // A made-up token: the documented answer is 400 INVALID_TOKEN (real tokens are in auth.test.ts).
  'auth.verifyEmail': { kind: 'public', input: () => ({ token: 'no-such-token' }), status: 400, code: 'INVALID_TOKEN' },
  'auth.resendVerification': { kind: 'public', input: () => ({ email: randomEmail() }) },
  'auth.forgotPassword': { kind: 'public', input: () => ({ email: randomEmail() }) },
  'auth.resetPassword': {
    kind: 'public',
    input: () => ({ token: 'no-such-token', password: 'whatever-1' }),
    status: 400,
    code: 'INVALID_TOKEN',
  },
  'auth.logout': { kind: 'public', input: () => ({}) },
  'user.get': { kind: 'public', input: () => ({}) },
  'user.changePassword': {
    kind: 'guarded',
    allow: USERS,
    // A new password ends the user's other sessions.
    isolated: true,
    input: () => ({ old_password: DEFAULT_PASSWORD, new_password: 'new-password-1' }),
  },
  'user.updateProfile': { kind: 'guarded', allow: USERS, input: () => ({ name: 'Renamed', language: 'en' }) },
  // Setting up changes what enabling and disabling answer: a world of its own.
  'user.setupTwoFactor': { kind: 'guarded', allow: USERS, isolated: true, input: () => ({}) },
  // Enabling before setting up is refused with 400 BAD_REQUEST (the whole flow is in user.test.ts).
  'user.enableTwoFactor': {
    kind: 'guarded',
    allow: USERS,
    input: () => ({ password: DEFAULT_PASSWORD, two_factor_token: '000000' }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  // Not enabled yet: 400 BAD_REQUEST.
  'user.disableTwoFactor': {
    kind: 'guarded',
    allow: USERS,
    input: () => ({ password: DEFAULT_PASSWORD, two_factor_token: '000000' }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  // Two-factor is not enabled: 400 BAD_REQUEST (the flow is in the security tests).
  'user.regenerateRecoveryCodes': {
    kind: 'guarded',
    allow: USERS,
    input: () => ({ password: DEFAULT_PASSWORD, two_factor_token: '000000' }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  'user.listSessions': { kind: 'guarded', allow: USERS, input: () => ({}) },
  'user.revokeSessions': { kind: 'guarded', isolated: true, allow: USERS, input: () => ({}) },
  'user.revokeSession': {
    kind: 'guarded',
    allow: USERS,
    input: (world, principal) => ({ sessionId: world.spareSessions[principal] ?? '0'.repeat(64) }),
  },
  'user.acceptInvite': {
    kind: 'guarded',
    isolated: true,
    allow: ['ownerB'],
    input: (world) => ({ inviteId: world.inviteForOwnerB.id }),
  },
  'user.rejectInvite': {
    kind: 'guarded',
    isolated: true,
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
  'teams.delete': { kind: 'guarded', isolated: true, allow: ['owner'], input: teamA, otherTeam: teamB },
  'teams.updateMember': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), userId: world.extra.id, role: 'admin' }),
    otherTeam: (world) => ({ ...teamB(world), userId: world.users.ownerB.id, role: 'admin' }),
  },
  'teams.removeMember': {
    kind: 'guarded',
    isolated: true,
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
    isolated: true,
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), inviteId: world.inviteForOwnerB.id }),
    otherTeam: (world) => ({ ...teamB(world), inviteId: world.inviteInB.id }),
  },
  'teams.listApiKeys': { kind: 'guarded', allow: TEAM_A_ADMINS, input: teamA, otherTeam: teamB },
  'teams.createApiKey': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world) => ({ ...teamA(world), name: 'Matrix key', key_type: 'api', password: DEFAULT_PASSWORD }),
    otherTeam: (world) => ({ ...teamB(world), name: 'Matrix key', key_type: 'api', password: DEFAULT_PASSWORD }),
  },
  'teams.deleteApiKey': {
    kind: 'guarded',
    isolated: true,
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
  'projects.delete': { kind: 'guarded', isolated: true, allow: TEAM_A_ADMINS, input: projectA1, otherTeam: projectB },
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
  'projects.deleteExecution': {
    kind: 'guarded',
    isolated: true,
    allow: TEAM_A_ADMINS,
    input: executionA1,
    otherTeam: executionB,
  },
  'admin.getExecution': {
    kind: 'guarded',
    allow: ['siteAdmin'],
    input: (world: TWorld) => ({ executionId: world.executions.a1.id }),
  },
  'admin.listUserExecutions': {
    kind: 'guarded',
    allow: ['siteAdmin'],
    input: (world: TWorld) => ({ userId: world.extra.id }),
  },
  'admin.listUsers': { kind: 'guarded', allow: ['siteAdmin'], input: () => ({}) },
  'admin.getUser': { kind: 'guarded', allow: ['siteAdmin'], input: (world: TWorld) => ({ userId: world.extra.id }) },
  'admin.impersonate': {
    kind: 'guarded',
    isolated: true,
    allow: ['siteAdmin'],
    input: (world: TWorld) => ({ userId: world.extra.id }),
  },
  // Any person may ask to stop; only an impersonating session has something to stop (else 400).
  'admin.stopImpersonation': { kind: 'guarded', allow: USERS, input: () => ({}), status: 400, code: 'BAD_REQUEST' },
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
    isolated: true,
    allow: TEAM_A_ADMINS,
    input: (world: TWorld) => ({ ...outputA1(world), enabled: false }),
    otherTeam: (world: TWorld) => ({ ...outputB(world), enabled: false }),
  },
  'outputs.delete': { kind: 'guarded', isolated: true, allow: TEAM_A_ADMINS, input: outputA1, otherTeam: outputB },
  'outputs.test': { kind: 'guarded', allow: TEAM_A_ADMINS, input: outputA1, otherTeam: outputB },
  'outputs.rotateSecret': { kind: 'guarded', allow: TEAM_A_ADMINS, input: outputA1, otherTeam: outputB },
  'outputs.listDeliveries': { ...projectReads, input: outputA1, otherTeam: outputB, otherProject: outputA2 },
  'outputs.redeliver': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world: TWorld) => ({ ...outputA1(world), deliveryId: world.deliveryA1.id }),
    otherTeam: (world: TWorld) => ({ ...outputB(world), deliveryId: world.deliveryA1.id }),
  },
  // Express routes beside the tRPC adapter (multipart bodies and byte streams).
  'POST /projects/{projectId}/upload': {
    ...projectReads,
    express: { method: 'post', path: '/projects/{projectId}/upload', attach: DOCUMENT },
    input: projectA1,
    otherTeam: projectB,
    otherProject: projectA2,
  },
  'GET /documents/{documentId}/download': {
    ...projectReads,
    express: { method: 'get', path: '/documents/{documentId}/download' },
    input: (world: TWorld) => ({ documentId: world.documents.a1.id }),
    otherTeam: (world: TWorld) => ({ documentId: world.documents.b.id }),
    otherProject: (world: TWorld) => ({ documentId: world.documents.a2.id }),
  },
  'POST /projects/{projectId}/schema/generate': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    express: { method: 'post', path: '/projects/{projectId}/schema/generate', attach: SAMPLE },
    input: projectA1,
    otherTeam: projectB,
  },
  'POST /projects/{projectId}/revisions/initial': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    isolated: true,
    express: { method: 'post', path: '/projects/{projectId}/revisions/initial', attach: SAMPLE },
    input: (world: TWorld) => ({ projectId: world.projects.projectA1Empty.id }),
    otherTeam: projectB,
  },
  // The seeded execution has no revision to review against: 400 BAD_REQUEST (review.test.ts has the flow).
  'review.reviewExecution': {
    ...projectReads,
    input: (world: TWorld) => ({ ...executionA1(world), json_result: { total: 2 } }),
    otherTeam: (world: TWorld) => ({ ...executionB(world), json_result: { total: 2 } }),
    otherProject: (world: TWorld) => ({ ...executionA2(world), json_result: { total: 2 } }),
    status: 400,
    code: 'BAD_REQUEST',
  },
  'review.setEvaluationExclusion': {
    kind: 'guarded',
    allow: TEAM_A_ADMINS,
    input: (world: TWorld) => ({ ...executionA1(world), excluded: true }),
    otherTeam: (world: TWorld) => ({ ...executionB(world), excluded: true }),
  },
  // Nothing is reviewed in the seeded world: an allowed caller gets the empty-set 400.
  'evaluations.create': {
    ...projectReads,
    input: (world: TWorld) => ({ ...projectA1(world), output_schema: SCHEMA }),
    otherTeam: (world: TWorld) => ({ ...projectB(world), output_schema: SCHEMA }),
    otherProject: (world: TWorld) => ({ ...projectA2(world), output_schema: SCHEMA }),
    status: 400,
    code: 'EVALUATION_SET_EMPTY',
  },
  'evaluations.find': { ...projectReads, input: projectA1, otherTeam: projectB, otherProject: projectA2 },
  'evaluations.get': { ...projectReads, input: evaluationA1, otherTeam: evaluationB, otherProject: evaluationA2 },
  'evaluations.delete': {
    kind: 'guarded',
    isolated: true,
    allow: TEAM_A_ADMINS,
    input: evaluationA1,
    otherTeam: evaluationB,
  },
  'evaluations.accuracyHistory': { ...projectReads, input: projectA1, otherTeam: projectB, otherProject: projectA2 },
  'evaluations.createBackfill': {
    ...projectReads,
    input: (world: TWorld) => ({ ...projectA1(world), revision_id: world.revisions.a1.id }),
    otherTeam: (world: TWorld) => ({ ...projectB(world), revision_id: world.revisions.b.id }),
    otherProject: (world: TWorld) => ({ ...projectA2(world), revision_id: world.revisions.a2.id }),
  },
  // The seeded run is an evaluation, not a backfill: 409 CONFLICT.
  'evaluations.applyBackfill': {
    ...projectReads,
    input: evaluationA1,
    otherTeam: evaluationB,
    otherProject: evaluationA2,
    status: 409,
    code: 'CONFLICT',
  },
};
