import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../lib/app-error.ts';

export type TCostGrouping = 'all' | 'team' | 'team-project';
export type TCostFilter = { from: string; to: string; teamId?: string; projectId?: string };

const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

/** The day range: `from`/`to` (YYYY-MM-DD, at most 366 days) or the last 7/30/90 days including today. */
export function resolveRange(options: { range?: keyof typeof RANGE_DAYS; from?: string; to?: string }): {
  from: string;
  to: string;
} {
  if (options.from || options.to) {
    if (!options.from || !options.to) {
      throw new AppError('BAD_REQUEST', 'Give both from and to, or a range');
    }
    const days = (Date.parse(options.to) - Date.parse(options.from)) / 86_400_000;
    if (!(days >= 0 && days <= 366)) {
      throw new AppError('BAD_REQUEST', 'from must be before to, at most 366 days apart');
    }
    return { from: options.from, to: options.to };
  }
  const today = new Date();
  const start = new Date(today.getTime() - (RANGE_DAYS[options.range ?? '30d'] - 1) * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

const GROUP_COLUMNS: Record<TCostGrouping, string[]> = {
  all: [],
  team: ['team_id', 'team_name'],
  'team-project': ['team_id', 'team_name', 'project_id', 'project_name'],
};

/**
 * AI request costs per day (UTC), optionally split by team or by team and project. Every day of
 * the range appears for every group that spent anything in it, with 0 on quiet days. In SQL, from
 * the daily rollup (ai_cost_daily): one row per project and day, whatever the number of requests.
 */
export async function costChart(options: { em: EntityManager; grouping: TCostGrouping } & TCostFilter) {
  const { em, grouping, ...filter } = options;
  const columns = GROUP_COLUMNS[grouping];
  const groups = columns.length > 0 ? `select distinct ${columns.join(', ')} from costs` : 'select 1 as everything';
  const joinOn = columns.filter((column) => column.endsWith('_id')).map((column) => `c.${column} = g.${column}`);
  const outer = columns.map((column) => `g.${column}`);
  const orderBy = ['d.day', ...columns.filter((column) => column.endsWith('_name')).map((column) => `g.${column}`)];
  const rows = await em.getConnection().execute<Record<string, string | number | null>[]>(
    `with costs as (
       select c.day, c.total_cost as cost,
              t.id as team_id, t.name as team_name, p.id as project_id, p.name as project_name
       from ai_cost_daily c
       join projects p on p.id = c.project_id
       join teams t on t.id = p.team_id
       where c.day between ?::date and ?::date and c.requests > 0
         and (?::uuid is null or t.id = ?::uuid)
         and (?::uuid is null or p.id = ?::uuid)
     ),
     days as (select generate_series(?::date, ?::date, interval '1 day')::date as day),
     grouped as (${groups})
     select to_char(d.day, 'YYYY-MM-DD') as date, coalesce(sum(c.cost), 0)::float8 as total_cost${outer.map((column) => `, ${column}`).join('')}
     from days d cross join grouped g
     left join costs c on c.day = d.day${joinOn.map((condition) => ` and ${condition}`).join('')}
     group by d.day${outer.map((column) => `, ${column}`).join('')}
     order by ${orderBy.join(', ')}`,
    [
      filter.from,
      filter.to,
      filter.teamId ?? null,
      filter.teamId ?? null,
      filter.projectId ?? null,
      filter.projectId ?? null,
      filter.from,
      filter.to,
    ],
  );
  return rows.map((row) => ({
    date: String(row.date),
    total_cost: Number(row.total_cost),
    ...(grouping !== 'all'
      ? { team_id: (row.team_id as string) ?? null, team_name: (row.team_name as string) ?? null }
      : {}),
    ...(grouping === 'team-project'
      ? { project_id: (row.project_id as string) ?? null, project_name: (row.project_name as string) ?? null }
      : {}),
  }));
}
