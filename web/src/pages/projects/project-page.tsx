import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { NotFoundErrorScreen } from '../../components/error-screens.tsx';
import { NavTabs } from '../../components/nav-tabs.tsx';
import { PageFrame, PageHeader } from '../../components/page.tsx';
import type { MessageId } from '../../i18n/messages.ts';
import type { TProjectDetail, TTeam } from '../../lib/api-types.ts';
import { useRouteTeam } from '../../lib/current-team.ts';
import { isUuid } from '../../lib/ids.ts';
import { SUSPENSE_STALE_TIME } from '../../lib/query-client.ts';
import type { TTeamRole } from '../../lib/roles.ts';
import { trpc } from '../../lib/trpc.ts';

export type TProjectContext = { project: TProjectDetail; team: TTeam | undefined; role: TTeamRole | null };

const SECTIONS: { path: string; label: MessageId; testId: string }[] = [
  { path: '', label: 'projectNav.overview', testId: 'project-tab-overview' },
  { path: 'schema', label: 'projectNav.schema', testId: 'project-tab-schema' },
  { path: 'inputs', label: 'projectNav.inputs', testId: 'project-tab-inputs' },
  { path: 'executions/', label: 'projectNav.executions', testId: 'project-tab-executions' },
  { path: 'outputs/', label: 'projectNav.outputs', testId: 'project-tab-outputs' },
  { path: 'review', label: 'projectNav.review', testId: 'project-tab-review' },
  { path: 'evaluations/', label: 'projectNav.evaluations', testId: 'project-tab-evaluations' },
  { path: 'settings', label: 'projectNav.settings', testId: 'project-tab-settings' },
];

function ProjectTabs({ projectId }: { projectId: string }) {
  // A section's own sub-screens (one execution, one output) keep its tab marked.
  const tabs = SECTIONS.map(({ path, label, testId }) => ({
    href: `/projects/${projectId}/${path}`,
    label,
    testId,
    withSubpaths: path !== '',
  }));
  return <NavTabs label="projectNav.label" tabs={tabs} />;
}

type TProjectPageProps = {
  testId: string;
  wide?: boolean;
  children: (context: TProjectContext) => ReactNode;
};

function LoadedProjectPage({ projectId, testId, wide, children }: TProjectPageProps & { projectId: string }) {
  // Both suspend: a project of another team answers 404, shown by the error boundary's screen.
  const [project] = trpc.projects.get.useSuspenseQuery({ projectId }, { staleTime: SUSPENSE_STALE_TIME });
  const [teams] = trpc.teams.list.useSuspenseQuery();
  useRouteTeam(project.team_id);
  const team = teams.find((candidate) => candidate.id === project.team_id);
  return (
    <PageFrame testId={testId} wide={wide}>
      <PageHeader
        title={<span data-testid="project-name">{project.name}</span>}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <code className="font-mono text-sm">{project.slug}</code>
            {team ? <span aria-hidden="true">·</span> : null}
            {team?.name}
          </span>
        }
      />
      <ProjectTabs projectId={project.id} />
      {children({ project, team, role: team?.user_role ?? null })}
    </PageFrame>
  );
}

/** A /projects/{projectId}/… screen: loads the project, makes its team current (spec §2), adds the tabs. */
export function ProjectPage(props: TProjectPageProps) {
  const { projectId } = useParams<{ projectId: string }>();
  if (!isUuid(projectId)) {
    return <NotFoundErrorScreen />;
  }
  return <LoadedProjectPage key={projectId} projectId={projectId} {...props} />;
}
