import { Check, Mail, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { EmptyState } from '../../components/page.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TSessionInvite } from '../../lib/api-types.ts';
import { chooseTeam } from '../../lib/current-team.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { AccountLayout } from './account-layout.tsx';

function InviteItem({ invite }: { invite: TSessionInvite }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const accept = trpc.user.acceptInvite.useMutation({
    onSuccess: async ({ team_id: teamId }) => {
      chooseTeam(teamId);
      // The new team has to be in the list before the project screen judges the current team.
      await Promise.all([utils.teams.list.refetch(), utils.user.get.invalidate()]);
      toast.success(intl.formatMessage({ id: 'accountInvites.accepted' }, { name: invite.team_name }));
      navigate('/projects/');
    },
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
  const decline = trpc.user.rejectInvite.useMutation({
    onSuccess: async () => {
      await utils.user.get.invalidate();
      toast.success(intl.formatMessage({ id: 'accountInvites.declined' }, { name: invite.team_name }));
    },
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
  const busy = accept.isPending || decline.isPending;
  return (
    <li
      data-testid="pending-invite"
      data-team={invite.team_name}
      className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border p-4"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {invite.team_name}
          <Badge variant="muted">
            <FormattedMessage id={`role.${invite.role}`} />
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {invite.invited_by_name ? (
            <FormattedMessage id="accountInvites.invitedBy" values={{ name: invite.invited_by_name }} />
          ) : null}{' '}
          <time dateTime={invite.last_sent_at} title={formatDate(invite.last_sent_at, intl.locale)}>
            {formatRelative(invite.last_sent_at, intl.locale)}
          </time>
        </p>
      </div>
      <div className="flex gap-2">
        <Button data-testid="invite-accept" disabled={busy} onClick={() => accept.mutate({ inviteId: invite.id })}>
          <Check aria-hidden="true" />
          <FormattedMessage id="accountInvites.accept" />
          <span className="sr-only">{invite.team_name}</span>
        </Button>
        <Button
          variant="outline"
          data-testid="invite-decline"
          disabled={busy}
          onClick={() => decline.mutate({ inviteId: invite.id })}
        >
          <X aria-hidden="true" />
          <FormattedMessage id="accountInvites.decline" />
          <span className="sr-only">{invite.team_name}</span>
        </Button>
      </div>
    </li>
  );
}

/** Spec §2 /account/invites: the session's pending invites; accepting one switches to that team. */
export default function AccountInvites() {
  const user = useSignedInUser();
  return (
    <AccountLayout testId="account-invites-page">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Mail aria-hidden="true" className="size-5" />
            <FormattedMessage id="accountInvites.title" />
          </CardTitle>
          <CardDescription>
            <FormattedMessage id="accountInvites.description" values={{ email: user.email }} />
          </CardDescription>
        </CardHeader>
        <CardContent>
          {user.invites.length === 0 ? (
            <EmptyState testId="invites-none" title={<FormattedMessage id="accountInvites.none" />} />
          ) : (
            <ul className="flex flex-col gap-3">
              {user.invites.map((invite) => (
                <InviteItem key={invite.id} invite={invite} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </AccountLayout>
  );
}
