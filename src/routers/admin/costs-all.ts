import { restMeta } from '../../trpc/rest-meta.ts';
import { costChartProcedure } from './cost-chart-procedure.ts';

export const costsAllProcedure = costChartProcedure(
  'all',
  restMeta({ method: 'GET', path: '/admin/costs/chart/all', tag: 'Admin', summary: 'AI costs per day' }),
);
