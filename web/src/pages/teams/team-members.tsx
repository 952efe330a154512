import { hasTeamRole } from '../../lib/roles.ts';
import { InvitesCard } from './invites-card.tsx';
import { MembersCard } from './members-card.tsx';
import { TeamPage } from './team-page.tsx';

/** Spec §2 /teams/{teamId}/members: members and invites; invites only for admins. */
export default function TeamMembers() {
  return (
    <TeamPage testId="team-members-page" title="members.pageTitle">
      {(team) => (
        <>
          <MembersCard team={team} />
          {hasTeamRole(team.user_role, 'admin') ? <InvitesCard team={team} /> : null}
        </>
      )}
    </TeamPage>
  );
}
