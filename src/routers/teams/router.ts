import { router } from '../../trpc/init.ts';
import { createProject, listProjects } from '../projects/projects.ts';
import { createApiKey, deleteApiKey, listApiKeys, rotateIngestAddress } from './api-keys.ts';
import { listEvents } from './events.ts';
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
  listProjects,
  createProject,
});
