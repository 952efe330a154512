import { RefreshCw } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmedActionButton } from '../../components/confirmed-action-button.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import type { TApiKey } from '../../lib/api-types.ts';
import { hasFallbackDomain, projectIngestAddress } from '../../lib/ingest-address.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

type TCoveredProject = { id: string; name: string; slug: string };

function RotateAddress({ apiKey }: { apiKey: TApiKey }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const rotate = trpc.teams.rotateIngestAddress.useMutation({
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'ingest.rotated' }, { name: apiKey.name }));
      void utils.teams.listApiKeys.invalidate({ teamId: apiKey.team_id });
    },
  });
  return (
    <ConfirmedActionButton
      icon={<RefreshCw aria-hidden="true" />}
      label={<FormattedMessage id="ingest.rotate" />}
      subject={apiKey.name}
      testId="ingest-rotate"
      confirmTestId="ingest-rotate-confirm"
      title={<FormattedMessage id="ingest.rotateTitle" values={{ name: apiKey.name }} />}
      description={<FormattedMessage id="ingest.rotateDescription" />}
      confirmLabel={<FormattedMessage id="ingest.rotateConfirm" />}
      mutation={rotate}
      onConfirm={(close) => rotate.mutate({ teamId: apiKey.team_id, apiKeyId: apiKey.id }, { onSuccess: close })}
    />
  );
}

function AddressList({ address, projects }: { address: string; projects: TCoveredProject[] }) {
  if (projects.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="ingest.noProjects" />
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-2">
      {projects.map((project) => {
        const projectAddress = projectIngestAddress(address, project.slug);
        return (
          <li
            key={project.id}
            data-testid="ingest-address"
            data-project={project.slug}
            data-address={projectAddress}
            className="flex flex-wrap items-center gap-x-3 gap-y-1"
          >
            <span className="min-w-32 text-sm font-medium">{project.name}</span>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">{projectAddress}</code>
            <CopyButton
              variant="ghost"
              data-testid="ingest-address-copy"
              text={projectAddress}
              label={
                <>
                  <FormattedMessage id="actions.copy" />
                  <span className="sr-only">{projectAddress}</span>
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}

/** An all-projects key reaches every project of the team, so the team's list says which addresses exist. */
function TeamProjectAddresses({ apiKey, address }: { apiKey: TApiKey; address: string }) {
  const projects = trpc.teams.listProjects.useQuery({ teamId: apiKey.team_id });
  if (projects.isPending) {
    return <LoadingState />;
  }
  if (projects.isError) {
    return <ErrorState error={projects.error} />;
  }
  return <AddressList address={address} projects={projects.data} />;
}

/** Below an e-mail key's row: its ingest address per project it covers, to copy, and the way to replace it. */
export function IngestAddressRow({ apiKey, colSpan }: { apiKey: TApiKey; colSpan: number }) {
  if (apiKey.key_type !== 'email' || !apiKey.ingest_address) {
    return null;
  }
  return (
    <tr data-testid="ingest-addresses" data-key={apiKey.name}>
      <td colSpan={colSpan} className="px-3 pb-4">
        <div className="flex flex-col gap-3 rounded-md bg-muted/50 p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="max-w-2xl text-sm text-muted-foreground">
              <FormattedMessage id="ingest.explain" />
            </p>
            <RotateAddress apiKey={apiKey} />
          </div>
          {hasFallbackDomain(apiKey.ingest_address) ? (
            <p data-testid="ingest-domain-hint" className="max-w-2xl text-sm text-amber-700 dark:text-amber-400">
              <FormattedMessage id="ingest.domainHint" />
            </p>
          ) : null}
          {apiKey.allow_all_projects ? (
            <TeamProjectAddresses apiKey={apiKey} address={apiKey.ingest_address} />
          ) : (
            <AddressList address={apiKey.ingest_address} projects={apiKey.projects} />
          )}
        </div>
      </td>
    </tr>
  );
}
