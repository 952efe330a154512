import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ErrorState, LoadingState } from '../../components/page.tsx';
import { ExecutionStatusBadge } from '../../components/status-badge.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { isMessageId } from '../../i18n/messages.ts';
import { executionLabel } from '../../lib/execution-label.ts';
import { trpc } from '../../lib/trpc.ts';

/** A UI language by its own name (the user's language is one of the UI locales, or an older code). */
function languageName(intl: IntlShape, code: string): string {
  const id = `language.${code}`;
  return isMessageId(id) ? intl.formatMessage({ id }) : code;
}

/** A user's teams and signed-in sessions, loaded when their row is opened. */
export function AdminUserDetail({ userId, id }: { userId: string; id: string }) {
  const intl = useIntl();
  const detail = trpc.admin.getUser.useQuery({ userId });
  return (
    <div id={id} data-testid="admin-user-detail" className="flex flex-col gap-3 rounded-md bg-muted/50 p-4">
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <ErrorState error={detail.error} />
      ) : (
        <dl className="grid gap-4 sm:grid-cols-[repeat(3,minmax(0,auto))] sm:justify-start sm:gap-x-10">
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-muted-foreground">
              <FormattedMessage id="adminUsers.teams" />
            </dt>
            <dd data-testid="admin-user-teams">
              {detail.data.teams.length === 0 ? (
                <span className="text-muted-foreground">
                  <FormattedMessage id="adminUsers.noTeams" />
                </span>
              ) : (
                <ul className="flex flex-col gap-1">
                  {detail.data.teams.map((team) => (
                    <li key={team.id} data-testid="admin-user-team" className="flex items-center gap-2">
                      <span className="font-medium">{team.name}</span>
                      <Badge variant="muted">
                        <FormattedMessage id={`role.${team.role}`} />
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-muted-foreground">
              <FormattedMessage id="adminUsers.sessions" />
            </dt>
            <dd data-testid="admin-user-sessions" className="font-medium tabular-nums">
              {detail.data.sessions_count}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-muted-foreground">
              <FormattedMessage id="fields.language" />
            </dt>
            <dd className="font-medium">{languageName(intl, detail.data.language)}</dd>
          </div>
        </dl>
      )}
      <RecentExecutions userId={userId} />
    </div>
  );
}

/** The user's latest runs in any team, each opening the admin execution view with its debug panel. */
function RecentExecutions({ userId }: { userId: string }) {
  const intl = useIntl();
  const executions = trpc.admin.listUserExecutions.useQuery({ userId });
  if (!executions.data) {
    return null;
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="adminExecution.recent" />
      </p>
      {executions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="adminExecution.none" />
        </p>
      ) : (
        <ul data-testid="admin-user-executions" className="flex flex-col gap-1 text-sm">
          {executions.data.map((execution) => (
            <li key={execution.id} className="flex flex-wrap items-center gap-2">
              <ExecutionStatusBadge status={execution.status} />
              <Link
                href={`/admin/executions/${execution.id}`}
                data-testid="admin-user-execution"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {executionLabel(intl, execution)}
              </Link>
              <span className="text-muted-foreground">
                {execution.team.name} · {execution.project.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
