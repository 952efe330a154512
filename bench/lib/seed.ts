// Bulk SQL seeding for bench:data: one project with N executions over 90 days (mixed statuses,
// ~1 KB results, one document each), written by generate_series in a few statements.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { hashToken } from '../../src/lib/tokens.ts';
import { API_KEY_PREFIX } from '../../src/services/teams/api-keys.ts';

export const BENCH_SLUG = 'bench-data';
/** Appears in one execution of every 10,000: the "rare word" of the search case. */
export const RARE_WORD = 'zyzzyva';

export type TBenchWorld = { projectId: string; teamId: string; secret: string; adminCookie: string };

/** AI requests for the admin cost chart case: two per execution (200,000 for 100,000 executions). */
const AI_REQUESTS_PER_EXECUTION = 2;

export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } catch (error) {
    if ((error as { code?: string }).code !== '42P04') {
      throw error;
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Seeds once (kept between runs: the rows are the same); a fresh API key every run. */
export async function seedBenchWorld(databaseUrl: string, executions: number): Promise<TBenchWorld> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let project = (
      await client.query<{ id: string; team_id: string; n: number }>(
        `select p.id, p.team_id, (select count(*)::int from executions e where e.project_id = p.id) as n
         from projects p where p.slug = $1`,
        [BENCH_SLUG],
      )
    ).rows[0];
    if (project && project.n !== executions) {
      await client.query('delete from teams where id = $1', [project.team_id]);
      project = undefined;
    }
    if (!project) {
      const started = performance.now();
      project = { id: randomUUID(), team_id: randomUUID(), n: executions };
      await insertWorld(client, project.id, project.team_id, executions);
      console.log(`seeded ${executions} executions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const secret = `${API_KEY_PREFIX.api}${randomBytes(32).toString('base64url')}`;
    await client.query(
      `insert into api_keys (id, created_at, team_id, name, key_type, allow_all_projects, key_hash, key_prefix)
       values (gen_random_uuid(), now(), $1, 'bench', 'api', true, $2, $3)`,
      [project.team_id, hashToken(secret), secret.slice(0, 12)],
    );
    await seedAiRequests(client, project.id);
    return { projectId: project.id, teamId: project.team_id, secret, adminCookie: await adminSession(client) };
  } finally {
    await client.end();
  }
}

async function insertWorld(client: pg.Client, projectId: string, teamId: string, executions: number) {
  await client.query('begin');
  await client.query(`insert into teams (id, created_at, name) values ($1, now(), 'Bench')`, [teamId]);
  await client.query(
    `insert into projects (id, created_at, team_id, name, slug) values ($1, now(), $2, 'Bench data', $3)`,
    [projectId, teamId, BENCH_SLUG],
  );
  // 90 days back from now, evenly; statuses 70 % success, 20 % failed, 5 % pending, 5 % running.
  await client.query(
    `insert into executions (id, created_at, project_id, execution_type, processing_mode, processing_mode_fallback,
       reference, title, json_result, status, errors, warnings, error_details, warning_details, search_text)
     select gen_random_uuid(), now() - make_interval(secs => i * (90 * 86400.0 / $2)), $1, 'api', 'balanced', false,
       'PO-' || i, 'Invoice ' || i || ' ' || left(md5(i::text), 8),
       jsonb_build_object('invoice_number', 'INV-' || i, 'total', i * 1.5, 'currency', 'EUR',
         'notes', repeat('Payable within thirty days. ', 34)),
       case when i % 20 < 14 then 'success' when i % 20 < 18 then 'failed' when i % 20 = 18 then 'pending' else 'running' end,
       '[]', '[]', '[]', '[]',
       lower('po-' || i || ' invoice ' || i || ' ' || md5(i::text) || case when i % 10000 = 0 then ' ${RARE_WORD}' else '' end)
     from generate_series(1, $2::int) as i`,
    [projectId, executions],
  );
  await client.query(
    `with docs as (
       insert into documents (id, created_at, project_id, file_name, file_content_type, size_bytes, sha256, storage_key)
       select gen_random_uuid(), e.created_at, e.project_id, 'invoice.pdf', 'application/pdf', 20000, md5(e.id::text) || md5(e.id::text), e.id::text
       from executions e where e.project_id = $1
       returning id, storage_key)
     insert into execution_documents (execution_id, document_id) select storage_key::uuid, id from docs`,
    [projectId],
  );
  await client.query('commit');
  await client.query('vacuum analyze executions, documents, execution_documents');
}

async function seedAiRequests(client: pg.Client, projectId: string) {
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from ai_requests ar join executions e on e.id = ar.execution_id where e.project_id = $1',
    [projectId],
  );
  if ((rows[0]?.n ?? 0) > 0) {
    return;
  }
  await client.query(
    `insert into ai_requests (id, created_at, updated_at, execution_id, provider, model, input_hash, cache_key,
       usage_prompt_tokens, usage_completion_tokens, usage_total_tokens, usage_total_cost)
     select gen_random_uuid(), e.created_at + make_interval(secs => k), e.created_at, e.id, 'openai', 'gpt-4.1-mini',
       md5(e.id::text || k), md5(e.id::text || k), 1000, 200, 1200, 0.0012
     from executions e cross join generate_series(1, ${AI_REQUESTS_PER_EXECUTION}) as k where e.project_id = $1`,
    [projectId],
  );
  await client.query('vacuum analyze ai_requests, ai_cost_daily');
}

/** A site admin's session cookie, written straight into the sessions table. */
async function adminSession(client: pg.Client): Promise<string> {
  const userId = randomUUID();
  const token = randomBytes(20).toString('hex');
  await client.query(
    `insert into users (id, created_at, email, name, role, password_hash, email_verified_at)
     values ($1, now(), $2, 'Bench admin', 'admin', 'unused', now())`,
    [userId, `bench-admin-${userId}@example.test`],
  );
  await client.query(
    `insert into sessions (id, user_id, expires_at, created_at, last_active_at)
     values ($1, $2, now() + interval '1 day', now(), now())`,
    [hashToken(token), userId],
  );
  return `docstruct_session=${token}`;
}
