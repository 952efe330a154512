import { BookOpen, KeyRound } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CopyButton } from '../../../components/copy-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import type { TProjectDetail } from '../../../lib/api-types.ts';

/**
 * The upload call as a shell command, for this project by its slug (the API accepts id or slug);
 * `keyPlaceholder` stands for the key in the reader's language.
 */
export function curlExample(origin: string, slug: string, keyPlaceholder: string): string {
  return [
    `curl -X POST "${origin}/api/v1/projects/${slug}/upload" \\`,
    `  -H "Authorization: Bearer <${keyPlaceholder}>" \\`,
    '  -F "documents=@invoice.pdf" \\',
    '  -F "reference=ORDER-1234" \\',
    '  -F "wait_for_completion=true"',
  ].join('\n');
}

export function CurlExample({ project, admin }: { project: TProjectDetail; admin: boolean }) {
  const intl = useIntl();
  const command = curlExample(
    window.location.origin,
    project.slug,
    intl.formatMessage({ id: 'inputs.apiKeyPlaceholder' }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="inputs.apiTitle" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage
            id="inputs.apiDescription"
            values={{ code: (chunks) => <code className="font-mono text-xs">{chunks}</code> }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <CopyButton text={command} data-testid="curl-example-copy" className="self-end" />
          <pre
            data-testid="curl-example"
            className="overflow-x-auto rounded-lg border border-border bg-muted p-4 font-mono text-xs leading-relaxed"
          >
            <code>{command}</code>
          </pre>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {admin ? (
            <Button asChild variant="outline" size="sm">
              <Link
                href={`/teams/${project.team_id}/api-keys?type=api&projectId=${project.id}`}
                data-testid="curl-api-keys-link"
              >
                <KeyRound aria-hidden="true" />
                <FormattedMessage id="inputs.apiKeysLink" />
              </Link>
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage id="inputs.apiKeysMember" />
            </p>
          )}
          <Button asChild variant="outline" size="sm">
            <a href="/api/docs" target="_blank" rel="noreferrer" data-testid="curl-api-docs-link">
              <BookOpen aria-hidden="true" />
              <FormattedMessage id="inputs.apiDocsLink" />
              <span className="sr-only">
                <FormattedMessage id="common.opensInNewTab" />
              </span>
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
