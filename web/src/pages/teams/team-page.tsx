import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'wouter';
import { NotFoundErrorScreen } from '../../components/error-screens.tsx';
import { PageFrame, PageHeader } from '../../components/page.tsx';
import type { MessageId } from '../../i18n/messages.ts';
import type { TTeamDetail } from '../../lib/api-types.ts';
import { useRouteTeam } from '../../lib/current-team.ts';
import { isUuid } from '../../lib/ids.ts';
import { SUSPENSE_STALE_TIME } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';

type TTeamPageProps = {
  testId: string;
  title: MessageId;
  children: (team: TTeamDetail) => ReactNode;
};

function LoadedTeamPage({ teamId, testId, title, children }: TTeamPageProps & { teamId: string }) {
  // Suspends until the team is known; a team the user is not in answers 404 (the error boundary's screen).
  // Members change from other sessions, so each visit rechecks (spec §9: suspense staleness ≥ 1000 ms).
  const [team] = trpc.teams.get.useSuspenseQuery({ teamId }, { staleTime: SUSPENSE_STALE_TIME });
  useRouteTeam(team.id);
  return (
    <PageFrame testId={testId}>
      <PageHeader
        title={<FormattedMessage id={title} />}
        description={<span data-testid="team-name">{team.name}</span>}
      />
      {children(team)}
    </PageFrame>
  );
}

/** A /teams/{teamId}/… screen: loads the team, makes it the current one (spec §2), titles the page. */
export function TeamPage(props: TTeamPageProps) {
  const { teamId } = useParams<{ teamId: string }>();
  if (!isUuid(teamId)) {
    return <NotFoundErrorScreen />;
  }
  return <LoadedTeamPage key={teamId} teamId={teamId} {...props} />;
}
