import { ArrowLeft } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';
import { ConfirmedDeleteButton } from '../../components/confirmed-action-button.tsx';
import { NotFoundErrorScreen } from '../../components/error-screens.tsx';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { isUuid } from '../../lib/ids.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../projects/project-page.tsx';
import { OutputDeliveries } from './output-deliveries.tsx';
import { OutputForm } from './output-form.tsx';
import { outputValues, type TOutput } from './output-form-schema.ts';
import { OutputTypeLabel } from './output-labels.tsx';
import { OutputSecret } from './output-secret.tsx';
import { OutputTest } from './output-test.tsx';

function DeleteOutput({ output }: { output: TOutput }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const remove = trpc.outputs.delete.useMutation({
    onSuccess: () => {
      utils.outputs.list.setData({ projectId: output.project_id }, (outputs) =>
        outputs?.filter((other) => other.id !== output.id),
      );
      toast.success(intl.formatMessage({ id: 'outputs.deleted' }, { name: output.name }));
      navigate(`/projects/${output.project_id}/outputs/`);
      void utils.outputs.list.invalidate({ projectId: output.project_id });
    },
  });
  return (
    <ConfirmedDeleteButton
      label={<FormattedMessage id="actions.delete" />}
      testId="output-delete"
      confirmTestId="output-delete-confirm"
      title={<FormattedMessage id="outputs.deleteTitle" values={{ name: output.name }} />}
      description={<FormattedMessage id="outputs.deleteDescription" />}
      mutation={remove}
      onConfirm={() => remove.mutate({ projectId: output.project_id, outputId: output.id })}
    />
  );
}

function OutputDetail({ projectId, outputId, admin }: { projectId: string; outputId: string; admin: boolean }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const output = trpc.outputs.get.useQuery({ projectId, outputId });
  const update = trpc.outputs.update.useMutation();
  if (output.isPending) {
    return <LoadingState />;
  }
  if (output.isError) {
    return <ErrorState error={output.error} />;
  }
  const data = output.data;
  const passwordSet = data.type === 'ftp' || data.type === 'sftp' ? data.config.password_set === true : undefined;
  return (
    <div data-testid="output-detail" className="flex flex-col gap-6">
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-2">
            <CardTitle data-testid="output-title" className="text-2xl break-words">
              {data.name}
            </CardTitle>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <OutputTypeLabel type={data.type} />
              <Badge variant={data.enabled ? 'success' : 'muted'} data-testid="output-enabled-state">
                <FormattedMessage id={data.enabled ? 'outputs.on' : 'outputs.off'} />
              </Badge>
            </p>
          </div>
          {admin ? <DeleteOutput output={data} /> : null}
        </CardHeader>
        {admin ? (
          <CardContent>
            <OutputTest output={data} />
          </CardContent>
        ) : null}
      </Card>
      {admin && data.type === 'webhook' && data.signing_secret ? (
        <OutputSecret output={data} secret={data.signing_secret} />
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="outputs.settings" />
          </CardTitle>
          {admin ? null : (
            <CardDescription>
              <FormattedMessage id="outputs.readOnly" />
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          <OutputForm
            key={data.id}
            defaultValues={outputValues(data)}
            editable={admin}
            passwordSet={passwordSet}
            submitLabel={<FormattedMessage id="actions.save" />}
            submitTestId="output-save"
            onSubmit={async (input) => {
              const updated = await update.mutateAsync({ projectId, outputId, ...input });
              utils.outputs.get.setData({ projectId, outputId }, updated);
              void utils.outputs.list.invalidate({ projectId });
              toast.success(intl.formatMessage({ id: 'outputs.saved' }));
              return outputValues(updated);
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="deliveries.title" />
          </CardTitle>
          <CardDescription>
            <FormattedMessage id="deliveries.description" />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <OutputDeliveries output={data} admin={admin} />
        </CardContent>
      </Card>
    </div>
  );
}

function Output({ project, role }: TProjectContext) {
  const { outputId } = useParams<{ outputId: string }>();
  if (!isUuid(outputId)) {
    return <NotFoundErrorScreen />;
  }
  return (
    <div className="flex flex-col gap-4">
      <Link
        href={`/projects/${project.id}/outputs/`}
        className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <FormattedMessage id="outputs.back" />
      </Link>
      <OutputDetail key={outputId} projectId={project.id} outputId={outputId} admin={hasTeamRole(role, 'admin')} />
    </div>
  );
}

/** Spec §2 /projects/{projectId}/outputs/{outputId}: settings, secret, test and deliveries of one output. */
export default function OutputPage() {
  return (
    <ProjectPage testId="output-page" wide>
      {(context) => <Output {...context} />}
    </ProjectPage>
  );
}
