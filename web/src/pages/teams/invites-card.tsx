import { RefreshCw, Send, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ZCreateInviteInput } from '../../../../src/routers/teams/create-invite.types.ts';
import { FormError, SelectField, SubmitButton, TextField } from '../../components/form.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/page.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Table, TableRow, Td } from '../../components/ui/table.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TTeamDetail, TTeamInvite } from '../../lib/api-types.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { useZodForm } from '../../lib/forms.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

function InviteForm({ team }: { team: TTeamDetail }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const defaults = { teamId: team.id, email: '', role: 'member' as const };
  const form = useZodForm(ZCreateInviteInput, { defaultValues: defaults });
  const { failure, onError, clearFailure } = useFormFailure(form);
  const invite = trpc.teams.createInvite.useMutation({
    onSuccess: (created) => {
      form.reset(defaults);
      toast.success(intl.formatMessage({ id: 'invites.sent' }, { email: created.email }));
      void utils.teams.listInvites.invalidate({ teamId: team.id });
    },
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    invite.mutate(values);
  });
  return (
    <form data-testid="invite-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          className="min-w-64 flex-1"
          label={<FormattedMessage id="fields.email" />}
          type="email"
          autoComplete="off"
          error={form.formState.errors.email}
          {...form.register('email')}
        />
        <SelectField
          label={<FormattedMessage id="fields.role" />}
          error={form.formState.errors.role}
          {...form.register('role')}
        >
          <option value="member">{intl.formatMessage({ id: 'role.member' })}</option>
          <option value="admin">{intl.formatMessage({ id: 'role.admin' })}</option>
          {hasTeamRole(team.user_role, 'owner') ? (
            <option value="owner">{intl.formatMessage({ id: 'role.owner' })}</option>
          ) : null}
        </SelectField>
      </div>
      <SubmitButton pending={invite.isPending} className="self-start">
        <Send aria-hidden="true" />
        <FormattedMessage id="invites.submit" />
      </SubmitButton>
    </form>
  );
}

function InviteRow({ team, invite }: { team: TTeamDetail; invite: TTeamInvite }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const refresh = () => utils.teams.listInvites.invalidate({ teamId: team.id });
  const resend = trpc.teams.createInvite.useMutation({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'invites.resent' }, { email: invite.email })),
    onError: (error) => toast.error(errorMessageOf(intl, error)),
    onSettled: refresh,
  });
  const remove = trpc.teams.deleteInvite.useMutation({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'invites.deleted' }, { email: invite.email })),
    onError: (error) => toast.error(errorMessageOf(intl, error)),
    onSettled: refresh,
  });
  // Re-sending an owner invite needs the owner role, like sending it.
  const canResend = invite.role !== 'owner' || hasTeamRole(team.user_role, 'owner');
  return (
    <TableRow data-testid="invite-row" data-email={invite.email}>
      <Td className="break-all font-medium">{invite.email}</Td>
      <Td>
        <Badge variant="muted">
          <FormattedMessage id={`role.${invite.role}`} />
        </Badge>
      </Td>
      <Td className="whitespace-nowrap">
        <time dateTime={invite.last_sent_at} title={formatDate(invite.last_sent_at, intl.locale)}>
          {formatRelative(invite.last_sent_at, intl.locale)}
        </time>
      </Td>
      <Td>
        <div className="flex justify-end gap-2">
          {canResend ? (
            <Button
              variant="outline"
              size="sm"
              data-testid="invite-resend"
              disabled={resend.isPending}
              onClick={() => resend.mutate({ teamId: team.id, email: invite.email, role: invite.role })}
            >
              <RefreshCw aria-hidden="true" />
              <FormattedMessage id="invites.resend" />
              <span className="sr-only">{invite.email}</span>
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            data-testid="invite-delete"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ teamId: team.id, inviteId: invite.id })}
          >
            <Trash2 aria-hidden="true" />
            <FormattedMessage id="invites.delete" />
            <span className="sr-only">{invite.email}</span>
          </Button>
        </div>
      </Td>
    </TableRow>
  );
}

function PendingInvites({ team }: { team: TTeamDetail }) {
  const invites = trpc.teams.listInvites.useQuery({ teamId: team.id });
  if (invites.isPending) {
    return <LoadingState />;
  }
  if (invites.isError) {
    return <ErrorState error={invites.error} />;
  }
  if (invites.data.length === 0) {
    return <EmptyState testId="invites-empty" title={<FormattedMessage id="invites.none" />} />;
  }
  return (
    <Table data-testid="invites-table">
      <TableHeader
        caption="invites.pendingTitle"
        columns={['fields.email', 'fields.role', 'invites.lastSent']}
        actions
      />
      <tbody>
        {invites.data.map((invite) => (
          <InviteRow key={invite.id} team={team} invite={invite} />
        ))}
      </tbody>
    </Table>
  );
}

/** Invite by e-mail and manage open invites (admins; only owners invite owners). */
export function InvitesCard({ team }: { team: TTeamDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="invites.title" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="invites.description" />
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <InviteForm team={team} />
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold">
            <FormattedMessage id="invites.pendingTitle" />
          </h3>
          <PendingInvites team={team} />
        </div>
      </CardContent>
    </Card>
  );
}
