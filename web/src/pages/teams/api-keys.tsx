import { Trash2 } from 'lucide-react';
import { Fragment, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { ConfirmedActionButton } from '../../components/confirmed-action-button.tsx';
import { EmptyState, ErrorState, LoadingState, NotAllowed } from '../../components/page.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Table, TableRow, Td } from '../../components/ui/table.tsx';
import type { TApiKey, TProject, TTeamDetail } from '../../lib/api-types.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { isUuid } from '../../lib/ids.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { enumParam } from '../../lib/search-params.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ApiKeyCreateDialog } from './api-key-create-dialog.tsx';
import { IngestAddressRow } from './ingest-addresses.tsx';
import { TeamPage } from './team-page.tsx';

const KEY_TYPES = ['api', 'email'] as const;

function DeleteKey({ apiKey }: { apiKey: TApiKey }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const remove = trpc.teams.deleteApiKey.useMutation({
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'apiKeys.deleted' }, { name: apiKey.name }));
      void utils.teams.listApiKeys.invalidate({ teamId: apiKey.team_id });
    },
  });
  return (
    <ConfirmedActionButton
      icon={<Trash2 aria-hidden="true" />}
      label={<FormattedMessage id="actions.delete" />}
      subject={apiKey.name}
      testId="api-key-delete"
      confirmTestId="api-key-delete-confirm"
      title={<FormattedMessage id="apiKeys.deleteTitle" values={{ name: apiKey.name }} />}
      description={<FormattedMessage id="apiKeys.deleteDescription" />}
      mutation={remove}
      onConfirm={(close) => remove.mutate({ teamId: apiKey.team_id, apiKeyId: apiKey.id }, { onSuccess: close })}
    />
  );
}

function KeyRow({ apiKey }: { apiKey: TApiKey }) {
  const intl = useIntl();
  return (
    <TableRow data-testid="api-key-row" data-name={apiKey.name}>
      <Td className="font-medium">{apiKey.name}</Td>
      <Td>
        <Badge variant={apiKey.key_type === 'api' ? 'default' : 'info'}>
          <FormattedMessage id={`apiKeys.type.${apiKey.key_type}`} />
        </Badge>
      </Td>
      <Td>
        <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{apiKey.key_prefix}…</code>
      </Td>
      <Td>
        {apiKey.allow_all_projects ? (
          <span className="text-muted-foreground">
            <FormattedMessage id="apiKeys.allProjectsShort" />
          </span>
        ) : apiKey.projects.length === 0 ? (
          <span className="text-muted-foreground">
            <FormattedMessage id="apiKeys.noProjectsShort" />
          </span>
        ) : (
          apiKey.projects.map((project) => project.name).join(', ')
        )}
      </Td>
      <Td className="whitespace-nowrap">
        {apiKey.last_used_at ? (
          <time dateTime={apiKey.last_used_at} title={formatDate(apiKey.last_used_at, intl.locale)}>
            {formatRelative(apiKey.last_used_at, intl.locale)}
          </time>
        ) : (
          <span className="text-muted-foreground">
            <FormattedMessage id="apiKeys.neverUsed" />
          </span>
        )}
      </Td>
      <Td>
        <span className="block">{apiKey.created_by_user_name ?? '—'}</span>
        <time
          dateTime={apiKey.created_at}
          className="text-xs whitespace-nowrap text-muted-foreground"
          title={formatDate(apiKey.created_at, intl.locale)}
        >
          {formatRelative(apiKey.created_at, intl.locale)}
        </time>
      </Td>
      <Td className="text-right">
        <DeleteKey apiKey={apiKey} />
      </Td>
    </TableRow>
  );
}

function Filters({ projects }: { projects: TProject[] }) {
  const intl = useIntl();
  const typeId = useId();
  const projectId = useId();
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value === '') {
        next.delete(name);
      } else {
        next.set(name, value);
      }
      return next;
    });
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="api-key-filters">
      <div className="flex flex-col gap-2">
        <Label htmlFor={typeId}>
          <FormattedMessage id="apiKeys.type" />
        </Label>
        <Select
          id={typeId}
          data-testid="api-key-filter-type"
          value={enumParam(params.get('type'), KEY_TYPES) ?? ''}
          onChange={(event) => set('type', event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'apiKeys.filter.allTypes' })}</option>
          {KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage({ id: `apiKeys.type.${type}` })}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={projectId}>
          <FormattedMessage id="apiKeys.filter.project" />
        </Label>
        <Select
          id={projectId}
          data-testid="api-key-filter-project"
          value={isUuid(params.get('projectId')) ? (params.get('projectId') ?? '') : ''}
          onChange={(event) => set('projectId', event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'apiKeys.filter.anyProject' })}</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

function KeyList({ team }: { team: TTeamDetail }) {
  const [params] = useSearchParams();
  const type = enumParam(params.get('type'), KEY_TYPES);
  const projectId = params.get('projectId');
  const keys = trpc.teams.listApiKeys.useQuery({
    teamId: team.id,
    type,
    project_id: isUuid(projectId) ? projectId : undefined,
  });
  if (keys.isPending) {
    return <LoadingState />;
  }
  if (keys.isError) {
    return <ErrorState error={keys.error} />;
  }
  if (keys.data.length === 0) {
    return <EmptyState testId="api-keys-empty" title={<FormattedMessage id="apiKeys.none" />} />;
  }
  return (
    <Table data-testid="api-keys-table">
      <TableHeader
        caption="apiKeys.title"
        columns={[
          'fields.name',
          'apiKeys.type',
          'apiKeys.column.prefix',
          'apiKeys.column.projects',
          'apiKeys.column.lastUsed',
          'apiKeys.column.createdBy',
        ]}
        actions
      />
      <tbody>
        {keys.data.map((apiKey) => (
          <Fragment key={apiKey.id}>
            <KeyRow apiKey={apiKey} />
            <IngestAddressRow apiKey={apiKey} colSpan={7} />
          </Fragment>
        ))}
      </tbody>
    </Table>
  );
}

function ApiKeysContent({ team }: { team: TTeamDetail }) {
  const projects = trpc.teams.listProjects.useQuery({ teamId: team.id });
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Filters projects={projects.data ?? []} />
          <ApiKeyCreateDialog teamId={team.id} projects={projects.data ?? []} />
        </div>
        <KeyList team={team} />
      </CardContent>
    </Card>
  );
}

/** Spec §2 /teams/{teamId}/api-keys?type=&projectId=: the team's API keys (admins only). */
export default function ApiKeys() {
  return (
    <TeamPage testId="api-keys-page" title="apiKeys.title">
      {(team) => (hasTeamRole(team.user_role, 'admin') ? <ApiKeysContent team={team} /> : <NotAllowed />)}
    </TeamPage>
  );
}
