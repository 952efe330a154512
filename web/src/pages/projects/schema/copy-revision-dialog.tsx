import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ButtonDialog } from '../../../components/button-dialog.tsx';
import { FormError } from '../../../components/form.tsx';
import { LoadingState } from '../../../components/page.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessageOf } from '../../../i18n/error-message.ts';
import type { TRevision } from '../../../lib/api-types.ts';
import { hasTeamRole } from '../../../lib/roles.ts';
import { toast } from '../../../lib/toast.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Projects the revision may be copied into: those of every team where the user is admin or owner. */
function useCopyTargets(excludeProjectId: string) {
  const teams = trpc.teams.list.useQuery();
  const adminTeams = (teams.data ?? []).filter((team) => hasTeamRole(team.user_role, 'admin'));
  const projectLists = trpc.useQueries((t) => adminTeams.map((team) => t.teams.listProjects({ teamId: team.id })));
  const pending = teams.isPending || projectLists.some((list) => list.isPending);
  const groups = adminTeams
    .map((team, index) => ({
      team,
      projects: (projectLists[index]?.data ?? []).filter((project) => project.id !== excludeProjectId),
    }))
    .filter((group) => group.projects.length > 0);
  return { pending, groups };
}

function CopyForm({ revision, onDone }: { revision: TRevision; onDone: () => void }) {
  const intl = useIntl();
  const id = useId();
  const utils = trpc.useUtils();
  const [, navigate] = useLocation();
  const { pending, groups } = useCopyTargets(revision.project_id);
  const [target, setTarget] = useState('');
  const copy = trpc.projects.copyRevision.useMutation({
    onSuccess: (copied) => {
      const project = groups.flatMap((group) => group.projects).find((candidate) => candidate.id === copied.project_id);
      toast.success(
        intl.formatMessage({ id: 'revisionCopy.done' }, { project: project?.name ?? '', revision: copied.revision }),
        {
          action: {
            label: intl.formatMessage({ id: 'revisionCopy.open' }),
            onClick: () => navigate(`/projects/${copied.project_id}/schema?revisionId=${copied.id}`),
          },
        },
      );
      void utils.projects.listRevisions.invalidate({ projectId: copied.project_id });
      void utils.projects.get.invalidate({ projectId: copied.project_id });
      void utils.teams.listProjects.invalidate();
      onDone();
    },
  });
  if (pending) {
    return <LoadingState />;
  }
  if (groups.length === 0) {
    return (
      <p data-testid="revision-copy-none" className="text-sm text-muted-foreground">
        <FormattedMessage id="revisionCopy.noTargets" />
      </p>
    );
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (target !== '') {
          copy.mutate({ projectId: revision.project_id, revisionId: revision.id, target_project_id: target });
        }
      }}
    >
      {copy.error ? <FormError>{errorMessageOf(intl, copy.error)}</FormError> : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>
          <FormattedMessage id="revisionCopy.target" />
        </Label>
        <Select
          id={id}
          data-testid="revision-copy-target"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          <option value="" disabled>
            {intl.formatMessage({ id: 'revisionCopy.choose' })}
          </option>
          {groups.map(({ team, projects }) => (
            <optgroup key={team.id} label={team.name}>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          <FormattedMessage id="actions.cancel" />
        </Button>
        <Button
          type="submit"
          data-testid="revision-copy-confirm"
          disabled={target === '' || copy.isPending}
          aria-busy={copy.isPending || undefined}
        >
          {copy.isPending ? <Spinner size={16} /> : <Copy aria-hidden="true" />}
          <FormattedMessage id="revisionCopy.submit" />
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Copy to project…": the revision becomes the next revision of another project. */
export function CopyRevisionDialog({ revision }: { revision: TRevision }) {
  const [open, setOpen] = useState(false);
  return (
    <ButtonDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" data-testid="revision-copy">
          <Copy aria-hidden="true" />
          <FormattedMessage id="revisionCopy.button" />
        </Button>
      }
      title={<FormattedMessage id="revisionCopy.title" values={{ revision: revision.revision }} />}
      description={<FormattedMessage id="revisionCopy.description" />}
    >
      {open ? <CopyForm revision={revision} onDone={() => setOpen(false)} /> : null}
    </ButtonDialog>
  );
}
