import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { FormError, SubmitButton } from '../../components/form.tsx';
import { ErrorState, LoadingState, NotAllowed, PageFrame, PageHeader } from '../../components/page.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TTeam } from '../../lib/api-types.ts';
import { useCurrentTeam } from '../../lib/current-team.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { trpc } from '../../lib/trpc.ts';
import { NoTeamState } from './no-team-state.tsx';
import { ProjectFields, ZProjectFormInput } from './project-fields.tsx';

function NewProjectForm({ team }: { team: TTeam }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const form = useZodForm(ZProjectFormInput, {
    defaultValues: {
      name: '',
      slug: '',
      processing_mode: 'balanced',
      processing_mode_fallback: false,
      processing_mode_variant: null,
    },
  });
  const { failure, onError, clearFailure } = useFormFailure(form);
  const create = trpc.teams.createProject.useMutation({
    onSuccess: (project) => {
      void utils.teams.listProjects.invalidate({ teamId: team.id });
      void utils.teams.list.invalidate();
      // A new project has no schema yet: that is the next thing to do.
      navigate(`/projects/${project.id}/schema`);
    },
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    create.mutate({ teamId: team.id, ...values });
  });
  return (
    <Card>
      <CardContent className="pt-6">
        <form data-testid="project-form" noValidate onSubmit={onSubmit} className="flex max-w-lg flex-col gap-4">
          {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
          <ProjectFields form={form} deriveSlug />
          <SubmitButton pending={create.isPending} className="self-start">
            <FormattedMessage id="projects.create" />
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

/** Spec §2 /projects/new: a project in the current team (admins); then on to its schema. */
export default function NewProject() {
  const { team, teams, isPending, error } = useCurrentTeam();
  return (
    <PageFrame testId="new-project-page" className="max-w-3xl">
      <PageHeader
        title={<FormattedMessage id="projects.newTitle" />}
        description={team ? <FormattedMessage id="projects.newDescription" values={{ team: team.name }} /> : undefined}
      />
      {isPending ? (
        <LoadingState />
      ) : error ? (
        <ErrorState error={error} />
      ) : team && hasTeamRole(team.user_role, 'admin') ? (
        <NewProjectForm key={team.id} team={team} />
      ) : teams?.length === 0 ? (
        <NoTeamState />
      ) : (
        <NotAllowed />
      )}
    </PageFrame>
  );
}
