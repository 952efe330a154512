import { router } from '../../trpc/init.ts';
import {
  costsAll,
  costsByTeam,
  costsByTeamProject,
  executionStats,
  getUser,
  impersonate,
  listUsers,
  stopImpersonatingUser,
} from './admin.ts';
import { getAdminExecution, listUserExecutions } from './executions.ts';

export const adminRouter = router({
  listUsers,
  getUser,
  impersonate,
  stopImpersonation: stopImpersonatingUser,
  executionStats,
  costsAll,
  costsByTeam,
  costsByTeamProject,
  getExecution: getAdminExecution,
  listUserExecutions,
});
