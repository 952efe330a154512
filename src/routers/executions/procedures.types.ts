import { z } from 'zod';
import { REVIEW_FILTERS } from '../../services/review/review-filter.ts';
import type { TMeta } from '../../trpc/init.ts';
import { ZPaged, ZPageInput } from '../paging.ts';
import { ZExecution, ZExecutionStatus } from './executions.types.ts';

export const ZListExecutionsInput = ZPageInput.extend({
  projectId: z.uuid(),
  search: z.string().max(200).optional(),
  status: z.array(ZExecutionStatus).optional(),
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

export const ZExecutionListRow = ZExecution.extend({ document_count: z.number().int() });
export const ZListExecutionsOutput = ZPaged(ZExecutionListRow).extend({
  count_exact: z.boolean().describe('false when `count` is the planner’s estimate (beyond 1,000 matches)'),
  next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
});
export const ZExecutionRef = z.object({ projectId: z.uuid(), executionId: z.uuid() });
export const ZUploadRef = z.object({ projectId: z.uuid(), uploadId: z.uuid() });
export const ZChartInput = z.object({ projectId: z.uuid(), range: z.enum(['7d', '30d', '90d']).default('30d') });
export const ZStatisticsRow = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  executions: z.number().int(),
  successful: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  running: z.number().int(),
});

export type TListExecutionsInput = z.input<typeof ZListExecutionsInput>;
export type TListExecutionsOutput = z.infer<typeof ZListExecutionsOutput>;
export type TStatisticsRow = z.infer<typeof ZStatisticsRow>;

const meta = (method: 'GET' | 'POST' | 'DELETE', path: `/${string}`, summary: string): TMeta => ({
  openapi: { method, path, tags: ['Executions'], summary, protect: true },
});

export const listExecutionsMeta = meta(
  'GET',
  '/projects/{projectId}/executions',
  'Executions, newest first; search and status filter',
);
export const chartMeta = meta(
  'GET',
  '/projects/{projectId}/executions/chart',
  'Executions per day by status (7d, 30d or 90d)',
);
export const getExecutionMeta = meta(
  'GET',
  '/projects/{projectId}/executions/{executionId}',
  'One execution with its documents',
);
export const executionDocumentsMeta = meta(
  'GET',
  '/projects/{projectId}/executions/{executionId}/documents',
  'Documents of an execution',
);
export const rerunMeta = meta(
  'POST',
  '/projects/{projectId}/executions/{executionId}/rerun',
  'Run the documents again on the latest revision',
);
export const deleteExecutionMeta = meta(
  'DELETE',
  '/projects/{projectId}/executions/{executionId}',
  'Delete an execution (admin)',
);
export const getUploadMeta = meta(
  'GET',
  '/projects/{projectId}/upload/{uploadId}',
  'An upload’s documents and execution',
);
