import { Plus, Users } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { EmptyState, ErrorState, LoadingState, PageFrame, PageHeader } from '../../components/page.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Table, TableRow, Td } from '../../components/ui/table.tsx';
import type { TProject, TTeam } from '../../lib/api-types.ts';
import { useCurrentTeam } from '../../lib/current-team.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { trpc } from '../../lib/trpc.ts';
import { NoTeamState } from './no-team-state.tsx';

function NewProjectButton() {
  return (
    <Button asChild>
      <Link href="/projects/new" data-testid="project-new-button">
        <Plus aria-hidden="true" />
        <FormattedMessage id="projects.new" />
      </Link>
    </Button>
  );
}

function ProjectRow({ project }: { project: TProject }) {
  return (
    <TableRow data-testid="project-row" data-slug={project.slug}>
      <Td>
        <Link
          href={`/projects/${project.id}/`}
          className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {project.name}
        </Link>
      </Td>
      <Td>
        <code className="font-mono text-xs">{project.slug}</code>
      </Td>
      <Td>
        <span className="flex flex-wrap items-center gap-1">
          <FormattedMessage id={`processingMode.${project.processing_mode}`} />
          {project.processing_mode_fallback ? (
            <Badge variant="muted">
              <FormattedMessage id="projects.withFallback" />
            </Badge>
          ) : null}
        </span>
      </Td>
      <Td data-testid="project-latest-revision">
        {project.latest_revision === null ? (
          <span className="text-muted-foreground">
            <FormattedMessage id="projects.noRevision" />
          </span>
        ) : (
          <FormattedMessage id="projects.revision" values={{ revision: project.latest_revision }} />
        )}
      </Td>
    </TableRow>
  );
}

function TeamProjects({ team }: { team: TTeam }) {
  const projects = trpc.teams.listProjects.useQuery({ teamId: team.id });
  const admin = hasTeamRole(team.user_role, 'admin');
  if (projects.isPending) {
    return <LoadingState />;
  }
  if (projects.isError) {
    return <ErrorState error={projects.error} />;
  }
  if (projects.data.length === 0) {
    return (
      <EmptyState
        testId="projects-empty"
        title={<FormattedMessage id="projects.none" />}
        description={<FormattedMessage id={admin ? 'projects.noneAdmin' : 'projects.noneMember'} />}
        action={admin ? <NewProjectButton /> : undefined}
      />
    );
  }
  return (
    <Card>
      <CardContent className="pt-6">
        <Table data-testid="projects-table">
          <TableHeader
            caption="projects.title"
            columns={['fields.name', 'fields.slug', 'fields.processingMode', 'projects.latestRevision']}
          />
          <tbody>
            {projects.data
              .toSorted((a, b) => a.name.localeCompare(b.name))
              .map((project) => (
                <ProjectRow key={project.id} project={project} />
              ))}
          </tbody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** Spec §2 /projects/: the current team's projects. */
export default function ProjectList() {
  const { team, teams, isPending, error } = useCurrentTeam();
  return (
    <PageFrame testId="projects-page">
      <PageHeader
        title={<FormattedMessage id="projects.title" />}
        description={team ? <span data-testid="current-team-name">{team.name}</span> : undefined}
        actions={team && hasTeamRole(team.user_role, 'admin') ? <NewProjectButton /> : undefined}
      />
      {isPending ? (
        <LoadingState />
      ) : error ? (
        <ErrorState error={error} />
      ) : team ? (
        <TeamProjects key={team.id} team={team} />
      ) : teams?.length === 0 ? (
        <NoTeamState icon={<Users aria-hidden="true" />} />
      ) : null}
    </PageFrame>
  );
}
