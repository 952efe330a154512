import { FileSearch } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormError } from '../../../components/form.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import type { TProjectDetail } from '../../../lib/api-types.ts';
import { trpc } from '../../../lib/trpc.ts';
import { SampleForm, type TSample } from './schema-sample-form.tsx';
import { type TInitialSampleAnswer, uploadSchemaSample } from './schema-upload-request.ts';

const POLL_MS = 2000;

function Waiting() {
  return (
    <Card data-testid="schema-sample-waiting" role="status" aria-live="polite">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Spinner size={18} />
          <FormattedMessage id="schemaSample.waitingTitle" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="schemaSample.waitingDescription" />
        </CardDescription>
      </CardHeader>
    </Card>
  );
}

/**
 * A project without any revision: start from a sample document (the server proposes revision 1
 * in a job) or describe the schema in the editor below (`children`). While the proposal runs, the
 * project is polled; when it is done the revisions reload and the page opens revision 1.
 */
export function InitialSchema({
  project,
  editable,
  children,
}: {
  project: TProjectDetail;
  editable: boolean;
  children: ReactNode;
}) {
  const utils = trpc.useUtils();
  const live = trpc.projects.get.useQuery(
    { projectId: project.id },
    { refetchInterval: (query) => (query.state.data?.is_initial_upload_processing ? POLL_MS : false) },
  );
  const current = live.data ?? project;
  const processing = current.is_initial_upload_processing;
  const waited = useRef(false);
  const [finishing, setFinishing] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (processing) {
      waited.current = true;
      setFailed(false);
      return;
    }
    if (!waited.current) {
      return;
    }
    waited.current = false;
    // Done: the revision list decides what the page shows next (revision 1, or still nothing).
    setFinishing(true);
    void Promise.all([
      utils.projects.listRevisions.invalidate({ projectId: project.id }),
      utils.teams.listProjects.invalidate({ teamId: project.team_id }),
    ]).finally(() => {
      setFinishing(false);
      setFailed(current.latest_revision === null);
    });
  }, [processing, current.latest_revision, project.id, project.team_id, utils]);

  if (processing || finishing) {
    return <Waiting />;
  }
  const start = async (sample: TSample) => {
    const answer = await uploadSchemaSample<TInitialSampleAnswer>({
      projectId: project.id,
      target: 'revisions/initial',
      ...sample,
    });
    utils.projects.get.setData({ projectId: project.id }, answer.project);
  };
  return (
    <div className="flex min-w-0 flex-col gap-6">
      {editable ? (
        <Card data-testid="schema-sample-start">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <FileSearch aria-hidden="true" className="size-5" />
              <FormattedMessage id="schemaSample.title" />
            </CardTitle>
            <CardDescription>
              <FormattedMessage id="schemaSample.description" />
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {failed ? (
              <FormError>
                <span data-testid="schema-sample-failed">
                  <FormattedMessage id="schemaSample.failed" />
                </span>
              </FormError>
            ) : null}
            <SampleForm
              testIdPrefix="schema-sample"
              fileRequired
              submitLabel={<FormattedMessage id="schemaSample.submit" />}
              onSubmit={start}
            />
          </CardContent>
        </Card>
      ) : null}
      {children}
    </div>
  );
}
