// Child process of bench:data: the hand-written reference. Express 5 and one `pg` pool (same size
// as the app's, JIT off too) running the very statements the app runs, with no framework between:
// prepared where the app prepares them (the API key, list pages that do not search), and the
// planner's estimate of a count kept for 30 s as the app keeps it.
import express, { type Request, type Response } from 'express';
import pg from 'pg';
import { hashToken } from '../../src/lib/tokens.ts';
import { executionListStatements } from '../../src/services/executions/find-executions.ts';
import { CHART_SQL } from '../../src/services/executions/queries.ts';
import { API_KEY_ACTOR_SQL } from '../../src/services/teams/api-keys.ts';
import { TEAM_OF_API_KEY_SQL } from '../../src/services/teams/list-teams.ts';

if (process.env.BENCH_PROBE === '1') {
  await import('./heap-probe.ts');
}

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
  options: '-c jit=off',
});

async function apiKey(req: Request, res: Response) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
  const key = (await pool.query({ name: 'api_key_actor', text: API_KEY_ACTOR_SQL, values: [hashToken(bearer)] }))
    .rows[0];
  if (!key) {
    res.status(401).json({ message: 'The API key is not valid', code: 'UNAUTHORIZED' });
  }
  return key as { team_id: string } | undefined;
}

async function project(req: Request, res: Response, teamId: string) {
  const { rows } = await pool.query('select id from projects where id = $1 and team_id = $2 and deleted_at is null', [
    req.params.projectId,
    teamId,
  ]);
  if (!rows[0]) {
    res.status(404).json({ message: 'Project not found', code: 'NOT_FOUND' });
  }
  return rows[0];
}

const names = new Map<string, string>();
const statementName = (text: string) => names.get(text) ?? names.set(text, `list_${names.size}`).get(text);
const estimates = new Map<string, { rows: number; until: number }>();

const server = express();
server.get('/api/v1/teams', async (req, res) => {
  const key = await apiKey(req, res);
  if (key) {
    res.json((await pool.query(TEAM_OF_API_KEY_SQL, [key.team_id])).rows);
  }
});
server.get('/api/v1/projects/:projectId/executions/chart', async (req, res) => {
  const key = await apiKey(req, res);
  if (key && (await project(req, res, key.team_id))) {
    res.json((await pool.query(CHART_SQL, [req.params.projectId, 90])).rows);
  }
});
server.get('/api/v1/projects/:projectId/executions', async (req, res) => {
  const key = await apiKey(req, res);
  if (!key || !(await project(req, res, key.team_id))) {
    return;
  }
  const page = Number(req.query.page ?? 0);
  const perPage = Number(req.query.per_page ?? 20);
  const statements = executionListStatements({
    projectId: String(req.params.projectId),
    page,
    perPage,
    search: typeof req.query.search === 'string' ? req.query.search : undefined,
  });
  const { rows } = await pool.query({
    ...statements.page,
    name: req.query.search ? undefined : statementName(statements.page.text),
  });
  let count = rows[0].total_count as number;
  if (count > statements.bound) {
    const key = `${statements.estimate.text}\n${JSON.stringify(statements.estimate.values)}`;
    let estimate = estimates.get(key);
    if (!estimate || estimate.until < Date.now()) {
      const plan = await pool.query(statements.estimate.text, statements.estimate.values);
      estimate = { rows: Math.round(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']), until: Date.now() + 30_000 };
      estimates.set(key, estimate);
    }
    count = Math.max(estimate.rows, statements.bound + 1);
  }
  const data = (rows[0].id === null ? [] : rows.slice(0, perPage)).map(
    ({ cursor_at: _, total_count: __, ...row }) => row,
  );
  res.json({ data, count, page, per_page: perPage, total_pages: Math.ceil(count / perPage) });
});

const listener = server.listen(0, '127.0.0.1', () => {
  const address = listener.address();
  process.send?.({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
});
process.on('SIGTERM', () => process.exit(0));
