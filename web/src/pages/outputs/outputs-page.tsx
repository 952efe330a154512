import { ChevronDown, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CardHeaderWithActions } from '../../components/card-header-with-actions.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Table, TableRow, Td } from '../../components/ui/table.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectPage, type TProjectContext } from '../projects/project-page.tsx';
import { OUTPUT_TYPES, type TOutput } from './output-form-schema.ts';
import { DeliveryStateBadge, OUTPUT_ICON, OutputTypeLabel } from './output-labels.tsx';

function NewOutputMenu({ projectId }: { projectId: string }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button data-testid="output-new">
          <Plus aria-hidden="true" />
          <FormattedMessage id="outputs.new" />
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {OUTPUT_TYPES.map((type) => {
          const Icon = OUTPUT_ICON[type];
          return (
            <DropdownMenuItem key={type} asChild>
              <Link href={`/projects/${projectId}/outputs/new?type=${type}`} data-testid={`output-new-${type}`}>
                <Icon aria-hidden="true" />
                <FormattedMessage id={`outputType.${type}`} />
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function EnabledToggle({ output }: { output: TOutput }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const update = trpc.outputs.update.useMutation({
    onMutate: ({ enabled }) => {
      utils.outputs.list.setData({ projectId: output.project_id }, (outputs) =>
        outputs?.map((other) => (other.id === output.id ? { ...other, enabled: Boolean(enabled) } : other)),
      );
    },
    onError: (error) => {
      toast.error(errorMessageOf(intl, error));
    },
    onSettled: () => {
      void utils.outputs.list.invalidate({ projectId: output.project_id });
      void utils.outputs.get.invalidate({ projectId: output.project_id, outputId: output.id });
    },
  });
  return (
    <Switch
      data-testid="output-enabled-toggle"
      checked={output.enabled}
      disabled={update.isPending}
      aria-label={intl.formatMessage({ id: 'outputs.enabledOf' }, { name: output.name })}
      onCheckedChange={(enabled) => update.mutate({ projectId: output.project_id, outputId: output.id, enabled })}
    />
  );
}

function OutputRow({ output, admin }: { output: TOutput; admin: boolean }) {
  const intl = useIntl();
  return (
    <TableRow data-testid="output-row" data-type={output.type} data-enabled={output.enabled}>
      <Td>
        <Link
          href={`/projects/${output.project_id}/outputs/${output.id}`}
          data-testid="output-link"
          className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {output.name}
        </Link>
      </Td>
      <Td>
        <OutputTypeLabel type={output.type} />
      </Td>
      <Td>
        <span className="flex flex-wrap gap-1">
          {output.trigger_events.map((status) => (
            <Badge key={status} variant="muted">
              <FormattedMessage id={`executionStatus.${status}`} />
            </Badge>
          ))}
        </span>
      </Td>
      <Td>
        {admin ? (
          <EnabledToggle output={output} />
        ) : (
          <FormattedMessage id={output.enabled ? 'outputs.on' : 'outputs.off'} />
        )}
      </Td>
      <Td className="whitespace-nowrap">
        {output.last_delivery ? (
          <span className="flex items-center gap-2">
            <DeliveryStateBadge state={output.last_delivery.state} />
            <time
              dateTime={output.last_delivery.at}
              title={formatDate(output.last_delivery.at, intl.locale)}
              className="text-muted-foreground"
            >
              {formatRelative(output.last_delivery.at, intl.locale)}
            </time>
          </span>
        ) : (
          <span className="text-muted-foreground">
            <FormattedMessage id="outputs.neverDelivered" />
          </span>
        )}
      </Td>
    </TableRow>
  );
}

function Outputs({ project, role }: TProjectContext) {
  const admin = hasTeamRole(role, 'admin');
  const outputs = trpc.outputs.list.useQuery({ projectId: project.id });
  return (
    <Card>
      <CardHeaderWithActions
        title={<FormattedMessage id="outputs.title" />}
        description={<FormattedMessage id={admin ? 'outputs.description' : 'outputs.readOnly'} />}
      >
        {admin ? <NewOutputMenu projectId={project.id} /> : null}
      </CardHeaderWithActions>
      <CardContent>
        {outputs.isPending ? (
          <LoadingState />
        ) : outputs.isError ? (
          <ErrorState error={outputs.error} />
        ) : outputs.data.length === 0 ? (
          <EmptyState
            testId="outputs-empty"
            title={<FormattedMessage id="outputs.none" />}
            description={<FormattedMessage id={admin ? 'outputs.noneAdmin' : 'outputs.noneMember'} />}
          />
        ) : (
          <Table data-testid="outputs-table">
            <TableHeader
              caption="outputs.title"
              columns={[
                'fields.name',
                'outputs.column.type',
                'outputs.column.triggers',
                'outputs.column.enabled',
                'outputs.column.lastDelivery',
              ]}
            />
            <tbody>
              {outputs.data.map((output) => (
                <OutputRow key={output.id} output={output} admin={admin} />
              ))}
            </tbody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** Spec §2 /projects/{projectId}/outputs/: where results are delivered. */
export default function OutputsPage() {
  return (
    <ProjectPage testId="outputs-page" wide>
      {(context) => <Outputs {...context} />}
    </ProjectPage>
  );
}
