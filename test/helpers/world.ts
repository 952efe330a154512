import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Delivery } from '../../src/db/entities/delivery.ts';
import { Execution } from '../../src/db/entities/execution.ts';
import { Invite } from '../../src/db/entities/invite.ts';
import { Output } from '../../src/db/entities/output.ts';
import { Project } from '../../src/db/entities/project.ts';
import { Team } from '../../src/db/entities/team.ts';
import { TeamMember, type TTeamRole } from '../../src/db/entities/team-member.ts';
import type { TOutputSchema } from '../../src/extraction/schema/output-schema.ts';
import type { TAuth } from '../../src/services/auth/lucia.ts';
import { createRevision } from '../../src/services/projects/create-revision.ts';
import { createApiKey } from '../../src/services/teams/api-keys.ts';
import { DEFAULT_PASSWORD, seedUser } from './factories.ts';
import type { TTestServer } from './test-server.ts';
import { INVOICE_SCHEMA } from './uploads.ts';

/** Seeds a team with members in the given roles (users must exist). */
export async function seedTeam(orm: MikroORM, members: { userId: string; role: TTeamRole }[], name = 'Team') {
  const em = orm.em.fork();
  const team = em.create(Team, { name: `${name} ${randomUUID().slice(0, 6)}`.slice(0, 25) });
  for (const member of members) {
    em.create(TeamMember, { team, user: member.userId, role: member.role });
  }
  await em.flush();
  return team;
}

export async function seedProject(orm: MikroORM, teamId: string, name = 'Project') {
  const em = orm.em.fork();
  const suffix = randomUUID().slice(0, 8);
  const project = em.create(Project, { team: teamId, name: `${name} ${suffix}`.slice(0, 32), slug: `p-${suffix}` });
  await em.flush();
  return project;
}

export async function seedApiKey(
  orm: MikroORM,
  options: {
    teamId: string;
    ownerId: string;
    projectIds?: string[];
    allowAllProjects?: boolean;
    keyType?: 'api' | 'email';
  },
) {
  return createApiKey({
    em: orm.em.fork(),
    actor: { kind: 'user', userId: options.ownerId, siteRole: 'user', sessionId: 'seed' },
    teamId: options.teamId,
    name: 'Seeded key',
    keyType: options.keyType ?? 'api',
    allowAllProjects: options.allowAllProjects ?? !options.projectIds,
    projectIds: options.projectIds ?? [],
  });
}

export async function seedInvite(orm: MikroORM, teamId: string, email: string, role: TTeamRole = 'member') {
  const em = orm.em.fork();
  const invite = em.create(Invite, { team: teamId, email: email.toLowerCase(), role, lastSentAt: new Date() });
  await em.flush();
  return invite;
}

/** A session cookie for the user without going through sign-in (fast, no rate limits). */
export async function sessionCookie(auth: TAuth, userId: string): Promise<string> {
  const session = await auth.createSession(userId, {
    device: 'desktop',
    os: 'test',
    browser: 'test',
    country: 'unknown',
    impersonator_user_id: null,
  });
  return `${auth.sessionCookieName}=${session.id}`;
}

/** A revision with a small invoice schema, written by the system (no user). */
export async function seedRevision(orm: MikroORM, projectId: string) {
  return createRevision({
    em: orm.em.fork(),
    actor: null,
    projectId,
    fields: {
      inputDescription: 'Invoices',
      inputLanguage: 'en',
      outputLanguage: 'en',
      outputSchema: [
        { name: 'invoice_number', type: 'string', required: true },
        { name: 'total', type: 'number' },
      ],
      titleConfig: { mode: 'automatic' },
    },
  });
}

/** A finished execution without documents, for tests that only need the row. */
export async function seedExecution(orm: MikroORM, projectId: string) {
  const em = orm.em.fork();
  const execution = em.create(Execution, {
    project: projectId,
    executionType: 'api',
    processingMode: 'balanced',
    status: 'success',
    jsonResult: { total: 1 },
    errors: [],
    warnings: [],
  });
  await em.flush();
  return execution;
}

/** A webhook output to a closed loopback port. */
export async function seedOutput(orm: MikroORM, projectId: string) {
  const em = orm.em.fork();
  const output = em.create(Output, {
    project: projectId,
    name: 'Seeded hook',
    type: 'webhook',
    triggerEvents: ['success'],
    config: { type: 'webhook', url: 'http://127.0.0.1:9/hook', headers: {}, method: 'POST', retries: 0 },
  });
  await em.flush();
  return output;
}

export async function seedDelivery(orm: MikroORM, outputId: string, executionId: string) {
  const em = orm.em.fork();
  const delivery = em.create(Delivery, {
    output: outputId,
    execution: executionId,
    status: 'success',
    state: 'failed',
    messageId: `msg_${randomUUID().replaceAll('-', '')}`,
  });
  await em.flush();
  return delivery;
}

export { seedUser };

/**
 * The usual starting point of execution tests: an owner with a team and a project whose revision 1
 * is the invoice schema (plus `extraFields`), a session cookie and an API key of the team.
 */
export async function seedInvoiceProject(
  app: { orm: MikroORM; auth: TAuth },
  /** Fields added to the invoice schema (e.g. a required one no fixture states). */
  extraFields: object[] = [],
) {
  const owner = await seedUser(app.orm);
  const team = await seedTeam(app.orm, [{ userId: owner.id, role: 'owner' }]);
  const project = await seedProject(app.orm, team.id);
  await createRevision({
    em: app.orm.em.fork(),
    actor: { kind: 'user', userId: owner.id, siteRole: 'user', sessionId: 'seed' },
    projectId: project.id,
    fields: {
      inputDescription: '',
      inputLanguage: 'en',
      outputLanguage: 'en',
      outputSchema: [...structuredClone(INVOICE_SCHEMA), ...extraFields] as unknown as TOutputSchema,
      titleConfig: { mode: 'automatic' },
    },
  });
  const key = await seedApiKey(app.orm, { teamId: team.id, ownerId: owner.id });
  const cookie = { Cookie: await sessionCookie(app.auth, owner.id) };
  return { owner, team, project, cookie, bearer: { Authorization: `Bearer ${key.secret}` } };
}

/**
 * An owner's project with the invoice schema and an e-mail API key for it, both made through the REST
 * API as a user would: the key's ingest address receives mail for the project.
 */
export async function seedMailbox(server: Pick<TTestServer, 'url' | 'app'>) {
  const owner = await seedUser(server.app.orm);
  const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }]);
  const cookie = { Cookie: await sessionCookie(server.app.auth, owner.id) };
  const project = await seedProject(server.app.orm, team.id);
  await request(server.url)
    .post(`/api/v1/projects/${project.id}/revisions`)
    .set(cookie)
    .send({ output_schema: INVOICE_SCHEMA })
    .expect(200);
  const key = await request(server.url)
    .post(`/api/v1/teams/${team.id}/api-keys`)
    .set(cookie)
    .send({
      name: 'Mailbox',
      password: DEFAULT_PASSWORD,
      key_type: 'email',
      allow_all_projects: false,
      projects: [project.id],
    })
    .expect(200);
  return { project, cookie, address: key.body.ingest_address as string };
}
