import { LogOut, UserMinus } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ConfirmedActionButton } from '../../components/confirmed-action-button.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Table, TableRow, Td } from '../../components/ui/table.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TTeamDetail, TTeamMember } from '../../lib/api-types.ts';
import { chooseTeam } from '../../lib/current-team.ts';
import { canManageMember } from '../../lib/roles.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

function RoleCell({ team, member, editable }: { team: TTeamDetail; member: TTeamMember; editable: boolean }) {
  const intl = useIntl();
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.teams.updateMember.useMutation({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'members.roleChanged' }, { name: member.user_name })),
    onError: (error) => toast.error(errorMessageOf(intl, error)),
    onSettled: () => utils.teams.get.invalidate({ teamId: team.id }),
  });
  if (!editable) {
    return (
      <Badge variant={member.role === 'member' ? 'muted' : 'default'} data-testid="member-role">
        <FormattedMessage id={`role.${member.role}`} />
      </Badge>
    );
  }
  return (
    <>
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="members.roleOf" values={{ name: member.user_name }} />
      </label>
      <Select
        id={id}
        data-testid="member-role-select"
        value={member.role}
        disabled={update.isPending}
        onChange={(event) => {
          const role = event.target.value;
          if (role === 'admin' || role === 'member') {
            update.mutate({ teamId: team.id, userId: member.user_id, role });
          }
        }}
      >
        {/* An owner can be made admin or member, but nobody becomes owner here: that is what invites are for. */}
        {member.role === 'owner' ? (
          <option value="owner" disabled>
            {intl.formatMessage({ id: 'role.owner' })}
          </option>
        ) : null}
        <option value="admin">{intl.formatMessage({ id: 'role.admin' })}</option>
        <option value="member">{intl.formatMessage({ id: 'role.member' })}</option>
      </Select>
    </>
  );
}

function RemoveMember({ team, member, self }: { team: TTeamDetail; member: TTeamMember; self: boolean }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const remove = trpc.teams.removeMember.useMutation({
    onSuccess: () => {
      if (self) {
        utils.teams.list.setData(undefined, (teams) => teams?.filter((other) => other.id !== team.id));
        chooseTeam(null);
        toast.success(intl.formatMessage({ id: 'members.left' }, { name: team.name }));
        navigate('/projects/');
        void utils.teams.list.invalidate();
        return;
      }
      toast.success(intl.formatMessage({ id: 'members.removed' }, { name: member.user_name }));
      void utils.teams.get.invalidate({ teamId: team.id });
    },
  });
  return (
    <ConfirmedActionButton
      icon={self ? <LogOut aria-hidden="true" /> : <UserMinus aria-hidden="true" />}
      label={<FormattedMessage id={self ? 'members.leave' : 'members.remove'} />}
      subject={self ? undefined : member.user_name}
      testId={self ? 'member-leave' : 'member-remove'}
      confirmTestId={self ? 'member-leave-confirm' : 'member-remove-confirm'}
      title={
        self ? (
          <FormattedMessage id="members.leaveTitle" values={{ name: team.name }} />
        ) : (
          <FormattedMessage id="members.removeTitle" values={{ name: member.user_name }} />
        )
      }
      description={<FormattedMessage id={self ? 'members.leaveDescription' : 'members.removeDescription'} />}
      mutation={remove}
      onConfirm={(close) => remove.mutate({ teamId: team.id, userId: member.user_id }, { onSuccess: close })}
    />
  );
}

const ROLE_ORDER = { owner: 0, admin: 1, member: 2 } as const;

/** The team's members: roles (changed by admins, owners by owners), removal, and leaving. */
export function MembersCard({ team }: { team: TTeamDetail }) {
  const user = useSignedInUser();
  const members = team.members.toSorted(
    (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.user_name.localeCompare(b.user_name),
  );
  // The server refuses to leave a team without an owner; say the rule before anyone tries.
  const onlyOwner = team.members.filter((member) => member.role === 'owner').length === 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="members.title" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="members.description" values={{ count: team.members.length }} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table data-testid="members-table">
          <TableHeader caption="members.title" columns={['fields.name', 'fields.email', 'fields.role']} actions />
          <tbody>
            {members.map((member) => {
              const self = member.user_id === user.id;
              const manageable = !self && canManageMember(team.user_role, member.role);
              return (
                <TableRow key={member.user_id} data-testid="member-row" data-email={member.user_email}>
                  <Td className="font-medium">
                    {member.user_name}
                    {self ? (
                      <span className="ml-2 text-xs text-muted-foreground">
                        <FormattedMessage id="members.you" />
                      </span>
                    ) : null}
                  </Td>
                  <Td className="break-all">{member.user_email}</Td>
                  <Td>
                    <RoleCell team={team} member={member} editable={manageable} />
                  </Td>
                  <Td className="text-right">
                    {self && member.role === 'owner' && onlyOwner ? (
                      <span data-testid="member-only-owner" className="block text-xs text-muted-foreground">
                        <FormattedMessage id="members.onlyOwner" />
                      </span>
                    ) : self || manageable ? (
                      <RemoveMember team={team} member={member} self={self} />
                    ) : null}
                  </Td>
                </TableRow>
              );
            })}
          </tbody>
        </Table>
      </CardContent>
    </Card>
  );
}
