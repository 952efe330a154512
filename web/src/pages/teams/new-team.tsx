import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ZCreateTeamInput } from '../../../../src/routers/teams/create-team.types.ts';
import { FormError, SubmitButton, TextField } from '../../components/form.tsx';
import { PageFrame, PageHeader } from '../../components/page.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { chooseTeam } from '../../lib/current-team.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { trpc } from '../../lib/trpc.ts';

/** Spec §2 /teams/new: the creator becomes the owner, and the new team the current one. */
export default function NewTeam() {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const form = useZodForm(ZCreateTeamInput, { defaultValues: { name: '' } });
  const { failure, onError, clearFailure } = useFormFailure(form);
  const create = trpc.teams.create.useMutation({
    onSuccess: (team) => {
      // In the list before it becomes current, so the check of the current team accepts it at once.
      utils.teams.list.setData(undefined, (teams) => [...(teams ?? []), team]);
      chooseTeam(team.id);
      void utils.teams.list.invalidate();
      navigate('/projects/');
    },
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    create.mutate(values);
  });
  return (
    <PageFrame testId="new-team-page" className="max-w-2xl">
      <PageHeader
        title={<FormattedMessage id="newTeam.title" />}
        description={<FormattedMessage id="newTeam.description" />}
      />
      <Card>
        <CardContent className="pt-6">
          <form data-testid="team-create-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
            <TextField
              label={<FormattedMessage id="fields.teamName" />}
              hint={<FormattedMessage id="newTeam.nameHint" />}
              autoComplete="organization"
              autoFocus
              error={form.formState.errors.name}
              {...form.register('name')}
            />
            <SubmitButton pending={create.isPending} className="self-start">
              <FormattedMessage id="newTeam.submit" />
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
    </PageFrame>
  );
}
