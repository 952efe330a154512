import { Copy, KeyRound, Plus, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ZCreateApiKeyInput } from '../../../../src/routers/teams/create-api-key.types.ts';
import { ButtonDialog } from '../../components/button-dialog.tsx';
import { CheckboxField, FormError, SelectField, SubmitButton, TextField } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TProject } from '../../lib/api-types.ts';
import { copyText } from '../../lib/clipboard.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

type TCreatedKey = { name: string; key: string };

function ProjectChoice({
  projects,
  selected,
  onChange,
}: {
  projects: TProject[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  const baseId = useId();
  if (projects.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="apiKeys.noProjects" />
      </p>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">
        <FormattedMessage id="apiKeys.projectsLegend" />
      </legend>
      <div className="flex max-h-48 flex-col gap-2 overflow-y-auto">
        {projects.map((project) => {
          const id = `${baseId}-${project.id}`;
          return (
            <div key={project.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                data-testid="api-key-project"
                data-slug={project.slug}
                checked={selected.includes(project.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, project.id]
                      : selected.filter((projectId) => projectId !== project.id),
                  )
                }
              />
              <Label htmlFor={id} className="font-normal">
                {project.name}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

function CreateForm({
  teamId,
  projects,
  onCreated,
}: {
  teamId: string;
  projects: TProject[];
  onCreated: (key: TCreatedKey) => void;
}) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const form = useZodForm(ZCreateApiKeyInput, {
    defaultValues: { teamId, name: '', key_type: 'api', allow_all_projects: true, projects: [], password: '' },
  });
  const allProjects = form.watch('allow_all_projects');
  const selected = form.watch('projects') ?? [];
  const { failure, onError, clearFailure } = useFormFailure(form);
  const create = trpc.teams.createApiKey.useMutation({
    onSuccess: (created) => {
      onCreated({ name: created.name, key: created.key });
      void utils.teams.listApiKeys.invalidate({ teamId });
    },
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    create.mutate({ ...values, projects: values.allow_all_projects ? [] : values.projects });
  });
  return (
    <form data-testid="api-key-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
      <TextField
        label={<FormattedMessage id="fields.name" />}
        hint={<FormattedMessage id="apiKeys.nameHint" />}
        autoComplete="off"
        error={form.formState.errors.name}
        {...form.register('name')}
      />
      <SelectField
        label={<FormattedMessage id="apiKeys.type" />}
        error={form.formState.errors.key_type}
        {...form.register('key_type')}
      >
        <option value="api">{intl.formatMessage({ id: 'apiKeys.type.api' })}</option>
        <option value="email">{intl.formatMessage({ id: 'apiKeys.type.email' })}</option>
      </SelectField>
      <CheckboxField
        label={<FormattedMessage id="apiKeys.allProjects" />}
        hint={<FormattedMessage id="apiKeys.allProjectsHint" />}
        {...form.register('allow_all_projects')}
      />
      {allProjects ? null : (
        <ProjectChoice
          projects={projects}
          selected={selected}
          onChange={(next) => form.setValue('projects', next, { shouldDirty: true })}
        />
      )}
      <TextField
        label={<FormattedMessage id="fields.currentPassword" />}
        hint={<FormattedMessage id="apiKeys.passwordHint" />}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password}
        {...form.register('password')}
      />
      <DialogFooter>
        <SubmitButton pending={create.isPending} data-testid="api-key-submit">
          <KeyRound aria-hidden="true" />
          <FormattedMessage id="apiKeys.create" />
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}

function CreatedKey({ created, onDone }: { created: TCreatedKey; onDone: () => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <div
        role="alert"
        className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-900 dark:text-amber-200"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <FormattedMessage id="apiKeys.shownOnce" />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>
          <FormattedMessage id="apiKeys.secretLabel" values={{ name: created.name }} />
        </Label>
        <div className="flex gap-2">
          <Input
            id={id}
            data-testid="api-key-secret"
            readOnly
            value={created.key}
            className="font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant="outline"
            data-testid="api-key-copy"
            onClick={async () => {
              const copied = await copyText(created.key);
              if (copied) {
                toast.success(intl.formatMessage({ id: 'apiKeys.copied' }));
              } else {
                toast.error(intl.formatMessage({ id: 'apiKeys.copyFailed' }));
              }
            }}
          >
            <Copy aria-hidden="true" />
            <FormattedMessage id="actions.copy" />
          </Button>
        </div>
      </div>
      <DialogFooter>
        <Button data-testid="api-key-done" onClick={onDone}>
          <FormattedMessage id="actions.done" />
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Creates an API key; its secret is shown once, here, and never again. */
export function ApiKeyCreateDialog({ teamId, projects }: { teamId: string; projects: TProject[] }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<TCreatedKey>();
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // Closing forgets the secret: it must not be on screen for the next one who opens the dialog.
      setCreated(undefined);
    }
  };
  return (
    <ButtonDialog
      open={open}
      onOpenChange={change}
      trigger={
        <Button data-testid="api-key-create-button">
          <Plus aria-hidden="true" />
          <FormattedMessage id="apiKeys.new" />
        </Button>
      }
      title={<FormattedMessage id={created ? 'apiKeys.createdTitle' : 'apiKeys.newTitle'} />}
      description={<FormattedMessage id={created ? 'apiKeys.createdDescription' : 'apiKeys.newDescription'} />}
      contentProps={{
        // The secret must not vanish by a stray click beside the dialog.
        onInteractOutside: (event) => {
          if (created) {
            event.preventDefault();
          }
        },
      }}
    >
      {created ? (
        <CreatedKey created={created} onDone={() => change(false)} />
      ) : (
        <CreateForm teamId={teamId} projects={projects} onCreated={setCreated} />
      )}
    </ButtonDialog>
  );
}
