import { z } from 'zod';
import { costChart, resolveRange, type TCostGrouping } from '../../services/admin/costs.ts';
import { adminProcedure, type TMeta } from '../../trpc/init.ts';
import { ZCostChartInput, ZCostRow } from './costs.types.ts';

/** The three cost charts differ only in their grouping and their REST path. */
export function costChartProcedure(grouping: TCostGrouping, meta: TMeta) {
  return adminProcedure
    .meta(meta)
    .input(ZCostChartInput)
    .output(z.array(ZCostRow))
    .query(({ ctx, input }) =>
      costChart({
        em: ctx.em,
        grouping,
        ...resolveRange(input),
        teamId: input.team_id,
        projectId: input.project_id,
      }),
    );
}
