import { z } from 'zod';
import { ZProjectId } from './projects.types.ts';

// Execution shapes themselves live in src/contracts/executions.ts (shared with services and the web).

/** One execution of a project: the input of get, documents, rerun and delete. */
export const ZExecutionRef = z.object({ projectId: ZProjectId, executionId: z.uuid().describe('The execution') });
