import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { queryRows } from '../../src/db/sql.ts';
import { costChart } from '../../src/services/admin/costs.ts';
import { startTestServer, type TTestServer } from '../helpers/test-server.ts';
import { seedExecution, seedProject, seedTeam, seedUser } from '../helpers/world.ts';

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ROLES: 'web' } });
});

afterAll(async () => {
  await server.stop();
});

const sql = <T>(text: string, values: unknown[] = []) => queryRows<T>(server.app.orm.em.fork(), text, values);

async function projectWithExecution() {
  const owner = await seedUser(server.app.orm);
  const team = await seedTeam(server.app.orm, [{ userId: owner.id, role: 'owner' }], 'Rollup');
  const project = await seedProject(server.app.orm, team.id);
  const execution = await seedExecution(server.app.orm, project.id);
  return { project, execution };
}

const insertRequest = (executionId: string | null, cost: number, daysAgo = 0) =>
  sql<{ id: string }>(
    `insert into ai_requests (id, created_at, updated_at, execution_id, provider, model, input_hash, cache_key, usage_total_cost)
     values (gen_random_uuid(), now() - make_interval(days => $3), now(), $1, 'openai', 'm', 'h', 'k', $2) returning id`,
    [executionId, cost, daysAgo],
  );

const rollup = (projectId: string) =>
  sql<{ day: string; total_cost: string; requests: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, total_cost::text, requests from ai_cost_daily
     where project_id = $1 and requests > 0 order by day`,
    [projectId],
  );

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('AI cost rollup', () => {
  it('adds each request to its project and UTC day, in the same statement', async () => {
    const { project, execution } = await projectWithExecution();
    await insertRequest(execution.id, 0.25);
    await insertRequest(execution.id, 0.5);
    await insertRequest(execution.id, 2, 2);
    await insertRequest(null, 9);
    expect(await rollup(project.id)).toEqual([
      { day: daysAgo(2), total_cost: '2.000000', requests: 1 },
      { day: daysAgo(0), total_cost: '0.750000', requests: 2 },
    ]);
  });

  it('moves a request whose cost or time is corrected', async () => {
    const { project, execution } = await projectWithExecution();
    const [row] = await insertRequest(execution.id, 1);
    await sql(`update ai_requests set usage_total_cost = 3, created_at = now() - interval '1 day' where id = $1`, [
      row?.id,
    ]);
    expect(await rollup(project.id)).toEqual([{ day: daysAgo(1), total_cost: '3.000000', requests: 1 }]);
  });

  it('gives the chart the same sums as adding up the requests themselves', async () => {
    const { project, execution } = await projectWithExecution();
    for (const [cost, ago] of [
      [0.1, 0],
      [0.2, 0],
      [0.4, 3],
      [0.8, 6],
    ] as const) {
      await insertRequest(execution.id, cost, ago);
    }
    const chart = await costChart({
      em: server.app.orm.em.fork(),
      grouping: 'all',
      from: daysAgo(6),
      to: daysAgo(0),
      projectId: project.id,
    });
    const direct = await sql<{ day: string; cost: number }>(
      `select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, sum(usage_total_cost)::float8 as cost
       from ai_requests where execution_id = $1 group by 1`,
      [execution.id],
    );
    expect(chart).toHaveLength(7);
    for (const { day, cost } of direct) {
      expect(chart.find((row) => row.date === day)?.total_cost).toBeCloseTo(cost);
    }
    expect(chart.reduce((sum, row) => sum + row.total_cost, 0)).toBeCloseTo(1.5);
  });
});
