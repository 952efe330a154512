import { router } from '../../trpc/init.ts';
import { createApiKeyProcedure } from './create-api-key.ts';
import { createInviteProcedure } from './create-invite.ts';
import { createProjectProcedure } from './create-project.ts';
import { createTeamProcedure } from './create-team.ts';
import { deleteApiKeyProcedure } from './delete-api-key.ts';
import { deleteInviteProcedure } from './delete-invite.ts';
import { deleteTeamProcedure } from './delete-team.ts';
import { getTeamProcedure } from './get-team.ts';
import { listApiKeysProcedure } from './list-api-keys.ts';
import { listEventsProcedure } from './list-events.ts';
import { listInvitesProcedure } from './list-invites.ts';
import { listProjectsProcedure } from './list-projects.ts';
import { listTeamsProcedure } from './list-teams.ts';
import { removeMemberProcedure } from './remove-member.ts';
import { rotateIngestAddressProcedure } from './rotate-ingest-address.ts';
import { updateMemberProcedure } from './update-member.ts';
import { updateTeamProcedure } from './update-team.ts';

export const teamsRouter = router({
  list: listTeamsProcedure,
  create: createTeamProcedure,
  get: getTeamProcedure,
  update: updateTeamProcedure,
  delete: deleteTeamProcedure,
  updateMember: updateMemberProcedure,
  removeMember: removeMemberProcedure,
  listInvites: listInvitesProcedure,
  createInvite: createInviteProcedure,
  deleteInvite: deleteInviteProcedure,
  listApiKeys: listApiKeysProcedure,
  createApiKey: createApiKeyProcedure,
  deleteApiKey: deleteApiKeyProcedure,
  rotateIngestAddress: rotateIngestAddressProcedure,
  listEvents: listEventsProcedure,
  // Moving to ./list-projects.ts and ./create-project.ts on the routers-b branch.
  listProjects: listProjectsProcedure,
  createProject: createProjectProcedure,
});
