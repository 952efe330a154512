import type { TCostRow } from '../../../../src/routers/admin/costs.types.ts';

export type TCostGrouping = 'all' | 'team' | 'team-project';
export const COST_GROUPINGS: readonly TCostGrouping[] = ['all', 'team', 'team-project'];

export const COST_RANGES = ['7d', '30d', '90d'] as const;
export type TCostRange = (typeof COST_RANGES)[number];

/** One stacked series: a group's cost per day, in the order of `dates`. `label` null: "everything" or "other". */
export type TCostSeries = { key: string; label: string | null; values: number[]; total: number };

export type TCostChart = { dates: string[]; series: TCostSeries[]; total: number };

export const OTHER_SERIES = 'other';

/** The group a row belongs to under the grouping (team id, or team and project id). */
export function costGroupKey(row: TCostRow, grouping: TCostGrouping): string {
  if (grouping === 'team') {
    return row.team_id ?? '';
  }
  if (grouping === 'team-project') {
    return `${row.team_id ?? ''}/${row.project_id ?? ''}`;
  }
  return 'all';
}

/** What a group is called: the team, or "team / project"; null for the whole. */
export function costGroupLabel(row: TCostRow, grouping: TCostGrouping): string | null {
  if (grouping === 'team') {
    return row.team_name ?? row.team_id ?? '';
  }
  if (grouping === 'team-project') {
    return `${row.team_name ?? row.team_id ?? ''} / ${row.project_name ?? row.project_id ?? ''}`;
  }
  return null;
}

/**
 * The rows (one per day and group) as chart series, the costliest group first. Past `maxSeries`
 * the rest are summed into one "other" series, so the legend and the colours stay readable.
 */
export function buildCostChart(rows: readonly TCostRow[], grouping: TCostGrouping, maxSeries = 10): TCostChart {
  const dates = [...new Set(rows.map((row) => row.date))].sort();
  const dayIndex = new Map(dates.map((date, index) => [date, index]));
  const groups = new Map<string, TCostSeries>();
  for (const row of rows) {
    const key = costGroupKey(row, grouping);
    let series = groups.get(key);
    if (!series) {
      series = { key, label: costGroupLabel(row, grouping), values: dates.map(() => 0), total: 0 };
      groups.set(key, series);
    }
    const index = dayIndex.get(row.date) ?? 0;
    series.values[index] = (series.values[index] ?? 0) + row.total_cost;
    series.total += row.total_cost;
  }
  const sorted = [...groups.values()].sort((a, b) => b.total - a.total || (a.label ?? '').localeCompare(b.label ?? ''));
  let series = sorted;
  if (sorted.length > maxSeries) {
    const kept = sorted.slice(0, maxSeries - 1);
    const rest = sorted.slice(maxSeries - 1);
    const other: TCostSeries = {
      key: OTHER_SERIES,
      label: null,
      values: dates.map((_, index) => rest.reduce((sum, group) => sum + (group.values[index] ?? 0), 0)),
      total: rest.reduce((sum, group) => sum + group.total, 0),
    };
    series = [...kept, other];
  }
  return { dates, series, total: rows.reduce((sum, row) => sum + row.total_cost, 0) };
}

/** US dollars in the locale's way, with 2 to 4 decimals (AI requests often cost fractions of a cent). */
export function formatCost(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(value);
}

export type TCostFilterOptions = {
  teams: { id: string; name: string }[];
  projects: { id: string; name: string; team_id: string; team_name: string }[];
};

/** The teams and projects that appear in per-project rows, by name, for the filter selects. */
export function costFilterOptions(rows: readonly TCostRow[]): TCostFilterOptions {
  const teams = new Map<string, { id: string; name: string }>();
  const projects = new Map<string, TCostFilterOptions['projects'][number]>();
  for (const row of rows) {
    if (row.team_id) {
      teams.set(row.team_id, { id: row.team_id, name: row.team_name ?? row.team_id });
    }
    if (row.project_id && row.team_id) {
      projects.set(row.project_id, {
        id: row.project_id,
        name: row.project_name ?? row.project_id,
        team_id: row.team_id,
        team_name: row.team_name ?? row.team_id,
      });
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return { teams: [...teams.values()].sort(byName), projects: [...projects.values()].sort(byName) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period a cost query asks for: both dates when both are set and in order (the server wants
 * both or none), else the range. `incomplete` says the dates were ignored.
 */
export function costPeriod(
  range: TCostRange,
  from: string,
  to: string,
): { input: { range: TCostRange } | { from: string; to: string }; incomplete: boolean } {
  const hasFrom = DAY.test(from);
  const hasTo = DAY.test(to);
  if (hasFrom && hasTo && from <= to) {
    return { input: { from, to }, incomplete: false };
  }
  return { input: { range }, incomplete: hasFrom || hasTo };
}
