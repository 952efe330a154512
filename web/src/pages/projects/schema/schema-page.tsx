import { type ReactNode, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { ErrorState, LoadingState } from '../../../components/page.tsx';
import type { TRevision } from '../../../lib/api-types.ts';
import { isUuid } from '../../../lib/ids.ts';
import { hasTeamRole } from '../../../lib/roles.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../project-page.tsx';
import { RevisionList } from './revision-list.tsx';
import { SchemaEditor } from './schema-editor.tsx';
import { InitialSchema } from './schema-sample-start.tsx';

/** Spec §9: revisions are listed 200 at a time. */
const SCHEMA_PAGE_SIZE = 200;

function SchemaWorkspace({ project, role }: TProjectContext) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [params, setParams] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const editable = hasTeamRole(role, 'admin');
  const revisions = trpc.projects.listRevisions.useQuery({
    projectId: project.id,
    page: 0,
    per_page: SCHEMA_PAGE_SIZE,
  });
  const list = revisions.data?.data ?? [];
  const requested = params.get('revisionId');
  // Without a (valid) revisionId the newest revision is shown.
  const selectedId = isUuid(requested) ? requested : list[0]?.id;
  const selected = trpc.projects.getRevision.useQuery(
    { projectId: project.id, revisionId: selectedId ?? '' },
    { enabled: selectedId !== undefined },
  );
  const latestRevision = Math.max(list[0]?.revision ?? 0, project.latest_revision ?? 0) || null;

  const select = (revisionId: string) => {
    if (revisionId === selectedId) {
      return;
    }
    if (dirty && !window.confirm(intl.formatMessage({ id: 'schema.discardConfirm' }))) {
      return;
    }
    setDirty(false);
    setParams({ revisionId });
  };
  const onSaved = (saved: TRevision) => {
    utils.projects.getRevision.setData({ projectId: project.id, revisionId: saved.id }, saved);
    setDirty(false);
    setParams({ revisionId: saved.id });
    void utils.projects.listRevisions.invalidate({ projectId: project.id });
    void utils.projects.get.invalidate({ projectId: project.id });
    void utils.teams.listProjects.invalidate({ teamId: project.team_id });
  };
  const onDirtyChange = useCallback((next: boolean) => setDirty(next), []);

  let editor: ReactNode;
  if (revisions.isPending) {
    editor = <LoadingState />;
  } else if (revisions.isError) {
    editor = <ErrorState error={revisions.error} />;
  } else if (selectedId === undefined) {
    editor = (
      <InitialSchema project={project} editable={editable}>
        <SchemaEditor
          key="new"
          projectId={project.id}
          revision={undefined}
          latestRevision={null}
          editable={editable}
          onSaved={onSaved}
          onDirtyChange={onDirtyChange}
        />
      </InitialSchema>
    );
  } else if (selected.isPending) {
    editor = <LoadingState />;
  } else if (selected.isError) {
    editor = <ErrorState error={selected.error} />;
  } else {
    editor = (
      <SchemaEditor
        key={selected.data.id}
        projectId={project.id}
        revision={selected.data}
        latestRevision={latestRevision}
        editable={editable}
        onSaved={onSaved}
        onDirtyChange={onDirtyChange}
      />
    );
  }

  return (
    <div data-testid="schema-editor" className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <RevisionList revisions={list} total={revisions.data?.count ?? 0} selectedId={selectedId} onSelect={select} />
      {editor}
    </div>
  );
}

/** Spec §2 /projects/{projectId}/schema?revisionId=: the output schema and its revisions. */
export default function SchemaPage() {
  return (
    <ProjectPage testId="project-schema-page" wide>
      {(context) => <SchemaWorkspace {...context} />}
    </ProjectPage>
  );
}
