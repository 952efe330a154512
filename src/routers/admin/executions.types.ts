import { z } from 'zod';
import type { TExecution } from '../../db/entities/execution.ts';

// Where an execution lives: added to the admin's execution answers, which cross teams.

export const ZExecutionWhere = z.object({
  project: z.object({ id: z.uuid(), name: z.string() }).describe('The execution’s project'),
  team: z.object({ id: z.uuid(), name: z.string() }).describe('The team of the project'),
});
export type TExecutionWhere = z.infer<typeof ZExecutionWhere>;

export function whereOf(execution: TExecution): TExecutionWhere {
  const { project } = execution;
  return {
    project: { id: project.id, name: project.name },
    team: { id: project.team.id, name: project.team.name },
  };
}
