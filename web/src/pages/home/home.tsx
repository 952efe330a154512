import { FolderKanban, Mail, UserRound } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useCurrentTeam } from '../../lib/current-team.ts';
import { useSignedInUser } from '../../lib/session.ts';

/** Spec §2 /home: the signed-in start page: the current team's projects, open invites, the account. */
export default function Home() {
  const user = useSignedInUser();
  const { team } = useCurrentTeam();
  return (
    <section data-testid="home-page" className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 data-testid="home-greeting" className="text-3xl font-bold tracking-tight">
        <FormattedMessage id="home.greeting" values={{ name: user.name }} />
      </h1>
      {user.invites.length > 0 ? (
        <Card data-testid="home-invites" className="border-primary/40">
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="home.invitesTitle" values={{ count: user.invites.length }} />
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href="/account/invites">
                <Mail aria-hidden="true" />
                <FormattedMessage id="home.toInvites" />
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="home.projectsTitle" />
          </CardTitle>
          <CardDescription>
            {team ? (
              <FormattedMessage id="home.projectsDescription" values={{ team: team.name }} />
            ) : (
              <FormattedMessage id="projects.noTeamDescription" />
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link href={team ? '/projects/' : '/teams/new'}>
              <FolderKanban aria-hidden="true" />
              <FormattedMessage id={team ? 'home.toProjects' : 'teamSwitcher.newTeam'} />
            </Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="home.accountTitle" />
          </CardTitle>
          <CardDescription>
            <FormattedMessage id="home.accountDescription" />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link href="/account/">
              <UserRound aria-hidden="true" />
              <FormattedMessage id="home.toAccount" />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
