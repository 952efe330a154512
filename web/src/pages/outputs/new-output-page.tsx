import { ArrowLeft } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'wouter';
import { NotAllowed } from '../../components/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { hasTeamRole } from '../../lib/roles.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../projects/project-page.tsx';
import { OutputForm } from './output-form.tsx';
import { isOutputType, newOutputValues, OUTPUT_TYPES, type TOutputType } from './output-form-schema.ts';
import { OUTPUT_ICON } from './output-labels.tsx';

function BackToOutputs({ projectId }: { projectId: string }) {
  return (
    <Link
      href={`/projects/${projectId}/outputs/`}
      className="inline-flex items-center gap-1 self-start text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <FormattedMessage id="outputs.back" />
    </Link>
  );
}

/** Without a known type in the address, the four types to choose from. */
function ChooseType({ projectId }: { projectId: string }) {
  return (
    <Card data-testid="output-type-choice">
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="outputs.chooseType" />
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {OUTPUT_TYPES.map((type) => {
          const Icon = OUTPUT_ICON[type];
          return (
            <Button key={type} asChild variant="outline">
              <Link href={`/projects/${projectId}/outputs/new?type=${type}`} data-testid={`output-new-${type}`}>
                <Icon aria-hidden="true" />
                <FormattedMessage id={`outputType.${type}`} />
              </Link>
            </Button>
          );
        })}
      </CardContent>
    </Card>
  );
}

function NewOutputForm({ projectId, type }: { projectId: string; type: TOutputType }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const create = trpc.outputs.create.useMutation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id={`outputs.newTitle.${type}`} />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id={`outputs.newDescription.${type}`} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <OutputForm
          defaultValues={newOutputValues(type, {
            subject: intl.formatMessage({ id: 'outputForm.defaultSubject' }),
            body: intl.formatMessage({ id: 'outputForm.defaultBody' }),
          })}
          editable
          submitLabel={<FormattedMessage id="outputs.create" />}
          submitTestId="output-create"
          onSubmit={async (input) => {
            const output = await create.mutateAsync({ projectId, ...input });
            utils.outputs.get.setData({ projectId, outputId: output.id }, output);
            void utils.outputs.list.invalidate({ projectId });
            toast.success(intl.formatMessage({ id: 'outputs.created' }, { name: output.name }));
            navigate(`/projects/${projectId}/outputs/${output.id}`);
            return undefined;
          }}
        />
      </CardContent>
    </Card>
  );
}

function NewOutput({ project, role }: TProjectContext) {
  const [params] = useSearchParams();
  const type = params.get('type');
  return (
    <div className="flex flex-col gap-4">
      <BackToOutputs projectId={project.id} />
      {!hasTeamRole(role, 'admin') ? (
        <NotAllowed />
      ) : isOutputType(type) ? (
        <NewOutputForm key={type} projectId={project.id} type={type} />
      ) : (
        <ChooseType projectId={project.id} />
      )}
    </div>
  );
}

/** Spec §2 /projects/{projectId}/outputs/new?type=webhook|email|ftp|sftp (admins). */
export default function NewOutputPage() {
  return <ProjectPage testId="new-output-page">{(context) => <NewOutput {...context} />}</ProjectPage>;
}
