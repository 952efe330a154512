import { router } from '../../trpc/init.ts';
import { createApiKey, deleteApiKey, listApiKeys, rotateIngestAddress } from './api-keys.ts';
import { createProjectProcedure } from './create-project.ts';
import { listEvents } from './events.ts';
import { listProjectsProcedure } from './list-projects.ts';
import { createInvite, deleteInvite, listInvites, removeMember, updateMember } from './members.ts';
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from './teams.ts';

export const teamsRouter = router({
  list: listTeams,
  create: createTeam,
  get: getTeam,
  update: updateTeam,
  delete: deleteTeam,
  updateMember,
  removeMember,
  listInvites,
  createInvite,
  deleteInvite,
  listApiKeys,
  createApiKey,
  deleteApiKey,
  rotateIngestAddress,
  listEvents,
  listProjects: listProjectsProcedure,
  createProject: createProjectProcedure,
});
