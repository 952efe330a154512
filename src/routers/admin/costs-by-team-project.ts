import { restMeta } from '../../trpc/rest-meta.ts';
import { costChartProcedure } from './cost-chart-procedure.ts';

export const costsByTeamProjectProcedure = costChartProcedure(
  'team-project',
  restMeta({
    method: 'GET',
    path: '/admin/costs/chart/team-project',
    tag: 'Admin',
    summary: 'AI costs per day, team and project',
  }),
);
