import { describe, expect, it } from '@jest/globals';
import {
  buildCostChart,
  costFilterOptions,
  costPeriod,
  formatCost,
  OTHER_SERIES,
} from '../../../web/src/pages/admin/costs.ts';

const TEAM_A = '00000000-0000-4000-8000-00000000000a';
const TEAM_B = '00000000-0000-4000-8000-00000000000b';
const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';

const byTeam = [
  { date: '2026-11-01', total_cost: 1, team_id: TEAM_A, team_name: 'Acme' },
  { date: '2026-11-01', total_cost: 0, team_id: TEAM_B, team_name: 'Beta' },
  { date: '2026-11-02', total_cost: 0.5, team_id: TEAM_A, team_name: 'Acme' },
  { date: '2026-11-02', total_cost: 4, team_id: TEAM_B, team_name: 'Beta' },
];

describe('admin cost chart', () => {
  it('makes one series per team, costliest first, with a value for every day', () => {
    const chart = buildCostChart(byTeam, 'team');
    expect(chart.dates).toEqual(['2026-11-01', '2026-11-02']);
    expect(chart.series.map((series) => [series.label, series.values])).toEqual([
      ['Beta', [0, 4]],
      ['Acme', [1, 0.5]],
    ]);
    expect(chart.total).toBeCloseTo(5.5);
  });

  it('names a team and project pair, and one unnamed series when nothing is grouped', () => {
    const rows = [
      { date: '2026-11-01', total_cost: 2, team_id: TEAM_A, team_name: 'Acme', project_id: P1, project_name: 'Bills' },
    ];
    expect(buildCostChart(rows, 'team-project').series[0]?.label).toBe('Acme / Bills');
    const all = buildCostChart([{ date: '2026-11-01', total_cost: 2 }], 'all');
    expect(all.series).toEqual([{ key: 'all', label: null, values: [2], total: 2 }]);
  });

  it('sums the groups past the limit into one "other" series', () => {
    const rows = Array.from({ length: 5 }, (_, index) => ({
      date: '2026-11-01',
      total_cost: index + 1,
      team_id: `00000000-0000-4000-8000-00000000000${index}`,
      team_name: `Team ${index}`,
    }));
    const chart = buildCostChart(rows, 'team', 3);
    expect(chart.series.map((series) => series.label)).toEqual(['Team 4', 'Team 3', null]);
    expect(chart.series[2]).toMatchObject({ key: OTHER_SERIES, values: [6], total: 6 });
  });

  it('formats dollars with two to four decimals in the locale', () => {
    expect(formatCost(1.5, 'en')).toBe('$1.50');
    expect(formatCost(0.01234, 'en')).toBe('$0.0123');
    expect(formatCost(1234.5, 'de')).toBe('1.234,50\u00a0$');
  });

  it('offers the teams and projects seen, by name', () => {
    const options = costFilterOptions([
      { date: '2026-11-01', total_cost: 1, team_id: TEAM_B, team_name: 'Beta', project_id: P2, project_name: 'Zeta' },
      { date: '2026-11-01', total_cost: 1, team_id: TEAM_A, team_name: 'Acme', project_id: P1, project_name: 'Alpha' },
      { date: '2026-11-02', total_cost: 0, team_id: TEAM_A, team_name: 'Acme', project_id: P1, project_name: 'Alpha' },
    ]);
    expect(options.teams).toEqual([
      { id: TEAM_A, name: 'Acme' },
      { id: TEAM_B, name: 'Beta' },
    ]);
    expect(options.projects.map((project) => project.name)).toEqual(['Alpha', 'Zeta']);
  });

  it('asks for the dates only when both are set and in order, else for the range', () => {
    expect(costPeriod('7d', '', '')).toEqual({ input: { range: '7d' }, incomplete: false });
    expect(costPeriod('7d', '2026-11-01', '2026-11-05')).toEqual({
      input: { from: '2026-11-01', to: '2026-11-05' },
      incomplete: false,
    });
    expect(costPeriod('30d', '2026-11-01', '')).toEqual({ input: { range: '30d' }, incomplete: true });
    expect(costPeriod('30d', '2026-11-05', '2026-11-01')).toEqual({ input: { range: '30d' }, incomplete: true });
  });
});
