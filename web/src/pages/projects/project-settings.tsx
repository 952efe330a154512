import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ConfirmedDeleteButton } from '../../components/confirmed-action-button.tsx';
import { FormError, SubmitButton } from '../../components/form.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TProjectDetail } from '../../lib/api-types.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { hasTeamRole } from '../../lib/roles.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProjectFields, ZProjectFormInput } from './project-fields.tsx';
import { ProjectPage, type TProjectContext } from './project-page.tsx';

const formValues = (project: TProjectDetail) => ({
  name: project.name,
  slug: project.slug,
  processing_mode: project.processing_mode,
  processing_mode_fallback: project.processing_mode_fallback,
  processing_mode_variant: project.processing_mode_variant,
});

function SettingsForm({ project, editable }: { project: TProjectDetail; editable: boolean }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const form = useZodForm(ZProjectFormInput, { defaultValues: formValues(project) });
  const { failure, onError, clearFailure } = useFormFailure(form);
  const update = trpc.projects.update.useMutation({
    onSuccess: (updated) => {
      utils.projects.get.setData({ projectId: project.id }, (old) => (old ? { ...old, ...updated } : old));
      form.reset(formValues({ ...project, ...updated }));
      toast.success(intl.formatMessage({ id: 'projectSettings.saved' }));
      void utils.projects.get.invalidate({ projectId: project.id });
      void utils.teams.listProjects.invalidate({ teamId: project.team_id });
    },
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    update.mutate({ projectId: project.id, ...values });
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="projectSettings.title" />
        </CardTitle>
        {editable ? null : (
          <CardDescription>
            <FormattedMessage id="projectSettings.readOnly" />
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <form data-testid="project-settings-form" noValidate onSubmit={onSubmit}>
          {/* A disabled fieldset makes every field read-only for members in one place. */}
          <fieldset disabled={!editable} className="flex max-w-lg flex-col gap-4">
            {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
            <ProjectFields form={form} deriveSlug={false} />
            {editable ? (
              <SubmitButton pending={update.isPending} disabled={!form.formState.isDirty} className="self-start">
                <FormattedMessage id="actions.save" />
              </SubmitButton>
            ) : null}
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}

function DeleteProject({ project }: { project: TProjectDetail }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const remove = trpc.projects.delete.useMutation({
    onSuccess: () => {
      utils.teams.listProjects.setData({ teamId: project.team_id }, (projects) =>
        projects?.filter((other) => other.id !== project.id),
      );
      toast.success(intl.formatMessage({ id: 'projectSettings.deleted' }, { name: project.name }));
      navigate('/projects/');
      void utils.teams.listProjects.invalidate({ teamId: project.team_id });
      void utils.teams.list.invalidate();
    },
  });
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="projectSettings.deleteTitle" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="projectSettings.deleteDescription" />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmedDeleteButton
          label={<FormattedMessage id="projectSettings.deleteButton" />}
          testId="project-delete-button"
          confirmTestId="project-delete-confirm"
          title={<FormattedMessage id="projectSettings.deleteConfirmTitle" values={{ name: project.name }} />}
          description={<FormattedMessage id="projectSettings.deleteConfirmDescription" />}
          typeToConfirm={project.slug}
          mutation={remove}
          onConfirm={() => remove.mutate({ projectId: project.id })}
        />
      </CardContent>
    </Card>
  );
}

function Settings({ project, role }: TProjectContext) {
  const admin = hasTeamRole(role, 'admin');
  return (
    <>
      <SettingsForm project={project} editable={admin} />
      {admin ? <DeleteProject project={project} /> : null}
    </>
  );
}

/** Spec §2 /projects/{projectId}/settings: edit (admins) and delete, confirmed by typing the slug. */
export default function ProjectSettings() {
  return <ProjectPage testId="project-settings-page">{(context) => <Settings {...context} />}</ProjectPage>;
}
