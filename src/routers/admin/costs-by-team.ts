import { restMeta } from '../../trpc/rest-meta.ts';
import { costChartProcedure } from './cost-chart-procedure.ts';

export const costsByTeamProcedure = costChartProcedure(
  'team',
  restMeta({ method: 'GET', path: '/admin/costs/chart/team', tag: 'Admin', summary: 'AI costs per day and team' }),
);
