import { z } from 'zod';
import { ZExecution, ZExecutionStatus } from '../../contracts/executions.ts';
import { REVIEW_FILTERS } from '../../services/review/review-filter.ts';
import { ZPaged, ZPageInput } from '../paging.ts';

export const ZListExecutionsInput = ZPageInput.extend({
  projectId: z.uuid(),
  search: z.string().max(200).optional().describe('Words in the title, reference or file names'),
  status: z.array(ZExecutionStatus).optional().describe('Only executions in one of these states'),
  from: z.iso.datetime({ offset: true }).optional().describe('Only executions created at or after this time'),
  to: z.iso.datetime({ offset: true }).optional().describe('Only executions created before this time (exclusive)'),
  cursor: z
    .string()
    .max(200)
    .optional()
    .describe('`next_cursor` of the previous page: continues after it (keyset paging); `page` is then ignored'),
  review: z
    .enum(REVIEW_FILTERS)
    .optional()
    .describe('needed: failed, with warnings or a low-confidence field, not reviewed; reviewed; none: neither'),
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
