import { router } from '../../trpc/init.ts';
import { costsAllProcedure } from './costs-all.ts';
import { costsByTeamProcedure } from './costs-by-team.ts';
import { costsByTeamProjectProcedure } from './costs-by-team-project.ts';
import { executionStatsProcedure } from './execution-stats.ts';
import { getExecutionProcedure } from './get-execution.ts';
import { getUserProcedure } from './get-user.ts';
import { impersonateProcedure } from './impersonate.ts';
import { listUserExecutionsProcedure } from './list-user-executions.ts';
import { listUsersProcedure } from './list-users.ts';
import { stopImpersonationProcedure } from './stop-impersonation.ts';

export const adminRouter = router({
  listUsers: listUsersProcedure,
  getUser: getUserProcedure,
  impersonate: impersonateProcedure,
  stopImpersonation: stopImpersonationProcedure,
  executionStats: executionStatsProcedure,
  costsAll: costsAllProcedure,
  costsByTeam: costsByTeamProcedure,
  costsByTeamProject: costsByTeamProjectProcedure,
  getExecution: getExecutionProcedure,
  listUserExecutions: listUserExecutionsProcedure,
});
