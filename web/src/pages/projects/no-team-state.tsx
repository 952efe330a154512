import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState } from '../../components/page.tsx';
import { Button } from '../../components/ui/button.tsx';

/** A user in no team yet has no projects: the way on is to create a team. */
export function NoTeamState({ icon }: { icon?: ReactNode }) {
  return (
    <EmptyState
      testId="no-team"
      title={<FormattedMessage id="projects.noTeam" />}
      description={<FormattedMessage id="projects.noTeamDescription" />}
      action={
        <Button asChild>
          <Link href="/teams/new">
            {icon}
            <FormattedMessage id="teamSwitcher.newTeam" />
          </Link>
        </Button>
      }
    />
  );
}
