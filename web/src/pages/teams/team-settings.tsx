import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ZUpdateTeamInput } from '../../../../src/routers/teams/update-team.types.ts';
import { ConfirmedDeleteButton } from '../../components/confirmed-action-button.tsx';
import { FormError, SubmitButton, TextField } from '../../components/form.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TTeamDetail } from '../../lib/api-types.ts';
import { chooseTeam } from '../../lib/current-team.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { TeamPage } from './team-page.tsx';

function RenameCard({ team }: { team: TTeamDetail }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const form = useZodForm(ZUpdateTeamInput, { defaultValues: { teamId: team.id, name: team.name } });
  const { failure, onError, clearFailure } = useFormFailure(form);
  const rename = trpc.teams.update.useMutation({
    onSuccess: async (updated) => {
      form.reset({ teamId: team.id, name: updated.name });
      toast.success(intl.formatMessage({ id: 'teamSettings.renamed' }));
      // Every view of the team (switcher, sidebar, page titles) shows the new name at once.
      utils.teams.list.setData(undefined, (teams) =>
        teams?.map((other) => (other.id === team.id ? { ...other, name: updated.name } : other)),
      );
      utils.teams.get.setData({ teamId: team.id }, (detail) => (detail ? { ...detail, name: updated.name } : detail));
      await Promise.all([utils.teams.get.invalidate({ teamId: team.id }), utils.teams.list.invalidate()]);
    },
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    rename.mutate(values);
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="teamSettings.renameTitle" />
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form data-testid="team-rename-form" noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
          {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
          <TextField
            label={<FormattedMessage id="fields.teamName" />}
            autoComplete="organization"
            error={form.formState.errors.name}
            {...form.register('name')}
          />
          <SubmitButton pending={rename.isPending} disabled={!form.formState.isDirty} className="self-start">
            <FormattedMessage id="actions.save" />
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

function DeleteCard({ team }: { team: TTeamDetail }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const remove = trpc.teams.delete.useMutation({
    onSuccess: () => {
      utils.teams.list.setData(undefined, (teams) => teams?.filter((other) => other.id !== team.id));
      chooseTeam(null);
      toast.success(intl.formatMessage({ id: 'teamSettings.deleted' }, { name: team.name }));
      navigate('/projects/');
      void utils.teams.list.invalidate();
    },
  });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="teamSettings.deleteTitle" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="teamSettings.deleteDescription" />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmedDeleteButton
          label={<FormattedMessage id="teamSettings.deleteButton" />}
          testId="team-delete-button"
          confirmTestId="team-delete-confirm"
          title={<FormattedMessage id="teamSettings.deleteConfirmTitle" values={{ name: team.name }} />}
          description={<FormattedMessage id="teamSettings.deleteConfirmDescription" />}
          typeToConfirm={team.name}
          mutation={remove}
          onConfirm={() => remove.mutate({ teamId: team.id })}
        />
      </CardContent>
    </Card>
  );
}

/** Spec §2 /teams/{teamId}/settings: rename (admins), delete (owners). Members only read the name. */
export default function TeamSettings() {
  return (
    <TeamPage testId="team-settings-page" title="teamSettings.title">
      {(team) => (
        <>
          {hasTeamRole(team.user_role, 'admin') ? (
            <RenameCard team={team} />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle>{team.name}</CardTitle>
                <CardDescription>
                  <FormattedMessage id="teamSettings.readOnly" />
                </CardDescription>
              </CardHeader>
            </Card>
          )}
          {hasTeamRole(team.user_role, 'owner') ? <DeleteCard team={team} /> : null}
        </>
      )}
    </TeamPage>
  );
}
