import { z } from 'zod';
import type { TMeta } from '../../trpc/init.ts';
import { ZPageInput } from '../paging.ts';
import { ZExecutionStatus } from './executions.types.ts';

export const ZListExecutionsInput = ZPageInput.extend({
  projectId: z.uuid(),
  search: z.string().max(200).optional(),
  status: z.array(ZExecutionStatus).optional(),
  from: z.iso.datetime({ offset: true }).optional().describe('Created at or after (ISO date-time)'),
  to: z.iso.datetime({ offset: true }).optional().describe('Created before (ISO date-time)'),
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
