import { z } from 'zod';

// Execution shapes themselves live in src/contracts/executions.ts (shared with services and the web).

/** One execution of a project: the input of get, documents, rerun and delete. */
export const ZExecutionRef = z.object({ projectId: z.uuid(), executionId: z.uuid().describe('The execution') });
