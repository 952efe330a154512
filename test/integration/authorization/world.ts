import { Readable } from 'node:stream';
import { Document } from '../../../src/db/entities/document.ts';
import { hashToken } from '../../../src/lib/tokens.ts';
import { deleteApiKey } from '../../../src/services/teams/api-keys.ts';
import { publicSessionId } from '../../../src/services/user/sessions.ts';
import { seedEvaluation } from '../../helpers/evaluations.ts';
import { randomEmail, seedUser } from '../../helpers/factories.ts';
import type { TTestServer } from '../../helpers/test-server.ts';
import {
  seedApiKey,
  seedDelivery,
  seedExecution,
  seedInvite,
  seedOutput,
  seedProject,
  seedRevision,
  seedTeam,
  sessionCookie,
} from '../../helpers/world.ts';

export const PRINCIPALS = [
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
export type TPrincipal = (typeof PRINCIPALS)[number];

async function seedDocument(server: TTestServer, projectId: string) {
  const stored = await server.app.storage.put(`projects/${projectId}/matrix`, Readable.from(Buffer.from('Total: 1')));
  const em = server.app.orm.em.fork();
  const document = em.create(Document, {
    project: projectId,
    fileName: 'matrix.txt',
    fileContentType: 'text/plain',
    sizeBytes: stored.sizeBytes,
    sha256: stored.sha256,
    storageKey: stored.key,
  });
  await em.flush();
  return document;
}

/**
 * Two teams with everything a procedure can be aimed at, and their own users: a world is shared by
 * all calls of one kind of caller, or made for one call that changes what others would see.
 */
export async function seedWorld(server: TTestServer) {
  const orm = server.app.orm;
  const [member, admin, owner, ownerB, siteAdmin, extra] = await Promise.all([
    seedUser(orm),
    seedUser(orm),
    seedUser(orm),
    seedUser(orm),
    seedUser(orm, { role: 'admin' }),
    seedUser(orm),
  ]);
  const users = { member, admin, owner, ownerB, siteAdmin };
  const teamA = await seedTeam(orm, [
    { userId: owner.id, role: 'owner' },
    { userId: admin.id, role: 'admin' },
    { userId: member.id, role: 'member' },
    { userId: extra.id, role: 'member' },
  ]);
  const teamB = await seedTeam(orm, [{ userId: ownerB.id, role: 'owner' }]);
  // A1Empty has no schema yet: the target of "propose the first revision".
  const [projectA1, projectA2, projectB, projectA1Empty] = await Promise.all([
    seedProject(orm, teamA.id),
    seedProject(orm, teamA.id),
    seedProject(orm, teamB.id),
    seedProject(orm, teamA.id),
  ]);
  const keys = {
    key: await seedApiKey(orm, { teamId: teamA.id, ownerId: owner.id }),
    keyLimited: await seedApiKey(orm, { teamId: teamA.id, ownerId: owner.id, projectIds: [projectA1.id] }),
    keyDeleted: await seedApiKey(orm, { teamId: teamA.id, ownerId: owner.id }),
  };
  await deleteApiKey({
    em: orm.em.fork(),
    actor: { kind: 'user', userId: owner.id, siteRole: 'user', sessionId: 'x' },
    teamId: teamA.id,
    apiKeyId: keys.keyDeleted.apiKey.id,
  });
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
  return {
    users,
    extra,
    teamA,
    teamB,
    projects: { projectA1, projectA2, projectB, projectA1Empty },
    keys,
    keyInB: await seedApiKey(orm, { teamId: teamB.id, ownerId: ownerB.id }),
    emailKeyA: await seedApiKey(orm, { teamId: teamA.id, ownerId: owner.id, keyType: 'email' }),
    inviteForOwnerB: await seedInvite(orm, teamA.id, ownerB.email),
    inviteInB: await seedInvite(orm, teamB.id, randomEmail()),
    revisions: {
      a1: await seedRevision(orm, projectA1.id),
      a2: await seedRevision(orm, projectA2.id),
      b: await seedRevision(orm, projectB.id),
    },
    documents: {
      a1: await seedDocument(server, projectA1.id),
      a2: await seedDocument(server, projectA2.id),
      b: await seedDocument(server, projectB.id),
    },
    executions,
    outputs,
    deliveryA1: await seedDelivery(orm, outputs.a1.id, executions.a1.id),
    evaluations: {
      a1: await seedEvaluation(orm, projectA1.id),
      a2: await seedEvaluation(orm, projectA2.id),
      b: await seedEvaluation(orm, projectB.id),
    },
    spareSessions: {} as Partial<Record<TPrincipal, string>>,
  };
}

export type TWorld = Awaited<ReturnType<typeof seedWorld>>;

/** The request headers of `principal` in `world`; a person also gets a second session to revoke. */
export async function credentialsOf(
  server: TTestServer,
  world: TWorld,
  principal: TPrincipal,
): Promise<Record<string, string>> {
  if (principal === 'anonymous') {
    return {};
  }
  if (principal === 'key' || principal === 'keyLimited' || principal === 'keyDeleted') {
    return { Authorization: `Bearer ${world.keys[principal].secret}` };
  }
  const user = world.users[principal];
  const spare = await server.app.auth.createSession(user.id, {
    device: 'desktop',
    os: 'test',
    browser: 'test',
    country: 'unknown',
    impersonator_user_id: null,
  });
  // Sessions are listed and revoked by an id derived from the stored hash, never the hash itself.
  world.spareSessions[principal] = publicSessionId(hashToken(spare.id));
  return { Cookie: await sessionCookie(server.app.auth, user.id) };
}
