import { LogOut, MonitorSmartphone } from 'lucide-react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { TSessionDevice } from '../../../../src/routers/user/list-sessions.types.ts';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { isMessageId } from '../../i18n/messages.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

// The server describes devices in a few fixed English words ("desktop", "mobile Apple iPhone",
// "unknown"); those are translated, vendor and model names are shown as they are.
function deviceLabel(intl: IntlShape, device: string): string {
  const [type = '', ...rest] = device.split(' ');
  const id = `sessions.device.${type}`;
  const translated = isMessageId(id) ? intl.formatMessage({ id }) : type;
  return [translated, ...rest].join(' ');
}

function orUnknown(intl: IntlShape, value: string): string {
  return value === 'unknown' || value === '' ? intl.formatMessage({ id: 'sessions.unknown' }) : value;
}

function countryLabel(intl: IntlShape, code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) {
    return orUnknown(intl, code);
  }
  try {
    return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function SessionRow({ session }: { session: TSessionDevice }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const revoke = trpc.user.revokeSession.useMutation({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'sessions.revoked' })),
    onError: (error) => toast.error(errorMessageOf(intl, error)),
    onSettled: () => utils.user.listSessions.invalidate(),
  });
  return (
    <tr data-testid="session-row" data-current={String(session.is_current)} className="border-t border-border">
      <td className="px-3 py-2">
        <span className="flex flex-wrap items-center gap-2">
          {orUnknown(intl, deviceLabel(intl, session.device))}
          {session.is_current ? (
            <span
              data-testid="current-session-badge"
              className="whitespace-nowrap rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-primary"
            >
              <FormattedMessage id="sessions.thisDevice" />
            </span>
          ) : null}
        </span>
      </td>
      <td className="px-3 py-2">{orUnknown(intl, session.browser)}</td>
      <td className="px-3 py-2">{orUnknown(intl, session.os)}</td>
      <td className="px-3 py-2">{countryLabel(intl, session.country)}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={session.last_active_at} title={formatDate(session.last_active_at, intl.locale)}>
          {formatRelative(session.last_active_at, intl.locale)}
        </time>
      </td>
      <td className="px-3 py-2 text-right">
        {session.is_current ? null : (
          <Button
            data-testid="revoke-session"
            variant="outline"
            size="sm"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate({ sessionId: session.id })}
          >
            <FormattedMessage id="sessions.revoke" />
          </Button>
        )}
      </td>
    </tr>
  );
}

const HEADERS = [
  'sessions.column.device',
  'sessions.column.browser',
  'sessions.column.os',
  'sessions.column.country',
  'sessions.column.lastActive',
] as const;

/** Spec §1/§3: the user's signed-in devices, each of which (but this one) can be signed out. */
export function SessionsCard() {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const sessions = trpc.user.listSessions.useQuery();
  const revokeOthers = trpc.user.revokeSessions.useMutation({
    onSuccess: ({ revoked }) => toast.success(intl.formatMessage({ id: 'sessions.revokedOthers' }, { count: revoked })),
    onError: (error) => toast.error(errorMessageOf(intl, error)),
    onSettled: () => utils.user.listSessions.invalidate(),
  });
  const hasOthers = sessions.data?.some((session) => !session.is_current) ?? false;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <MonitorSmartphone aria-hidden="true" className="size-5" />
            <FormattedMessage id="sessions.title" />
          </CardTitle>
          <CardDescription>
            <FormattedMessage id="sessions.description" />
          </CardDescription>
        </div>
        <Button
          data-testid="revoke-other-sessions"
          variant="outline"
          disabled={!hasOthers || revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          <LogOut aria-hidden="true" />
          <FormattedMessage id="sessions.revokeOthers" />
        </Button>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner size={16} />
            <FormattedMessage id="loading.message" />
          </p>
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageOf(intl, sessions.error)}
          </p>
        ) : (
          <div className="relative overflow-x-auto">
            <table data-testid="sessions-table" className="w-full text-left text-sm">
              <caption className="sr-only">
                <FormattedMessage id="sessions.title" />
              </caption>
              <thead className="text-muted-foreground">
                <tr>
                  {HEADERS.map((id) => (
                    <th key={id} scope="col" className="px-3 py-2 font-medium">
                      <FormattedMessage id={id} />
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">
                      <FormattedMessage id="sessions.column.actions" />
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {/* This device first; the others keep the server's order (most recently active first). */}
                {sessions.data
                  .toSorted((a, b) => Number(b.is_current) - Number(a.is_current))
                  .map((session) => (
                    <SessionRow key={session.id} session={session} />
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
