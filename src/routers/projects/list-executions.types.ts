import { z } from 'zod';
import { ZExecution, ZExecutionStatus } from '../../contracts/executions.ts';
import { REVIEW_FILTERS } from '../../services/review/review-filter.ts';
import { ZPaged, ZPageInput } from '../paging.ts';
import { ZProjectId } from './projects.types.ts';

export const ZListExecutionsInput = ZPageInput.extend({
  projectId: ZProjectId,
  search: z.string().max(200).describe('Words in the title, reference or file names').optional(),
  status: z.array(ZExecutionStatus).describe('Only executions in one of these states').optional(),
  from: z.iso.datetime({ offset: true }).describe('Only executions created at or after this time').optional(),
  to: z.iso.datetime({ offset: true }).describe('Only executions created before this time (exclusive)').optional(),
  cursor: z
    .string()
    .max(200)
    .describe('`next_cursor` of the previous page: continues after it (keyset paging); `page` is then ignored')
    .optional(),
  review: z
    .enum(REVIEW_FILTERS)
    .describe('needed: failed, with warnings or a low-confidence field, not reviewed; reviewed; none: neither')
    .optional(),
});

export const ZExecutionListRow = ZExecution.extend({
  document_count: z.number().int().describe('How many documents the execution read'),
});
export const ZListExecutionsOutput = ZPaged(ZExecutionListRow).extend({
  count_exact: z.boolean().describe('false when `count` is the planner’s estimate (beyond 10,000 matches)'),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
});

export type TListExecutionsInput = z.input<typeof ZListExecutionsInput>;
export type TListExecutionsOutput = z.infer<typeof ZListExecutionsOutput>;
