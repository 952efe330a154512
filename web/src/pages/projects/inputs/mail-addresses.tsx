import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { projectIngestAddress } from '../../../lib/ingest-address.ts';
import { trpc } from '../../../lib/trpc.ts';
import type { TProjectContext } from '../project-page.tsx';

/** The e-mail addresses that reach this project (admins see keys, so only they get this card). */
export function MailAddresses({ project }: Pick<TProjectContext, 'project'>) {
  const keys = trpc.teams.listApiKeys.useQuery({ teamId: project.team_id, type: 'email', project_id: project.id });
  const addresses = (keys.data ?? []).flatMap((apiKey) =>
    apiKey.ingest_address
      ? [{ id: apiKey.id, name: apiKey.name, address: projectIngestAddress(apiKey.ingest_address, project.slug) }]
      : [],
  );
  return (
    <Card data-testid="inputs-mail-addresses">
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="inputs.mailTitle" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="ingest.explain" />
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        {addresses.length === 0 && !keys.isLoading ? (
          <p>
            <FormattedMessage
              id="inputs.mailNone"
              values={{
                link: (chunks) => (
                  <Link
                    href={`/teams/${project.team_id}/api-keys?type=email`}
                    className="font-medium text-primary underline"
                  >
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        ) : null}
        {addresses.map((entry) => (
          <div key={entry.id} className="flex flex-wrap items-center gap-2" data-testid="inputs-mail-address">
            <span className="text-muted-foreground">{entry.name}:</span>
            <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono">{entry.address}</code>
            <CopyButton text={entry.address} />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
