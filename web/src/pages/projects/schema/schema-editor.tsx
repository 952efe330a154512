import { Braces, CirclePlus, History, Lightbulb, ListTree, RotateCcw, Save, Undo2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CardHeaderWithActions } from '../../../components/card-header-with-actions.tsx';
import { FormError } from '../../../components/form.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessageOf } from '../../../i18n/error-message.ts';
import type { TRevision } from '../../../lib/api-types.ts';
import { getSchemaTipsVisible, setSchemaTipsVisible } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useLeaveWarning } from '../../../lib/use-leave-warning.ts';
import { EvaluateDraftButton } from '../../evaluations/evaluate-draft-button.tsx';
import { CopyRevisionDialog } from './copy-revision-dialog.tsx';
import { draftFromRevision, draftPayload, sameDraft, type TRevisionDraft, validateDraft } from './revision-draft.ts';
import { RevisionFields } from './revision-fields.tsx';
import { SchemaGenerateDialog } from './schema-generate-dialog.tsx';
import { SchemaJsonView } from './schema-json-view.tsx';
import { SchemaTips } from './schema-tips.tsx';
import { addProperty, createProperty, type TEditorSchema } from './schema-tree.ts';
import { SchemaTreeContext, type TFocusRequest, type TSchemaTreeContext } from './schema-tree-context.ts';
import { PropertyList } from './schema-tree-view.tsx';

const TIPS_ID = 'schema-tips-panel';

type TSchemaEditorProps = {
  projectId: string;
  /** The revision being edited; undefined while the project has none. */
  revision: TRevision | undefined;
  latestRevision: number | null;
  editable: boolean;
  onSaved: (revision: TRevision) => void;
  onDirtyChange: (dirty: boolean) => void;
};

/**
 * One revision in the editor. Saving never changes it: it becomes the next revision. Give it a
 * `key` per revision, so another revision starts from its own content.
 */
export function SchemaEditor({
  projectId,
  revision,
  latestRevision,
  editable,
  onSaved,
  onDirtyChange,
}: TSchemaEditorProps) {
  const intl = useIntl();
  const initial = useMemo(() => draftFromRevision(revision), [revision]);
  const [draft, setDraft] = useState<TRevisionDraft>(initial);
  const [attempted, setAttempted] = useState(false);
  const [view, setView] = useState<'tree' | 'json'>('tree');
  const [tipsVisible, setTipsVisible] = useState(getSchemaTipsVisible);
  const [focusRequest, setFocusRequest] = useState<TFocusRequest | null>(null);
  const validation = useMemo(() => validateDraft(draft), [draft]);
  const dirty = !sameDraft(draft, initial);
  useLeaveWarning(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const create = trpc.projects.createRevision.useMutation({
    onSuccess: (saved) => {
      toast.success(intl.formatMessage({ id: 'schema.saved' }, { revision: saved.revision }));
      onSaved(saved);
    },
  });
  const restore = trpc.projects.restoreRevision.useMutation({
    onSuccess: (saved) => {
      toast.success(
        intl.formatMessage({ id: 'schema.restored' }, { from: revision?.revision ?? 0, revision: saved.revision }),
      );
      onSaved(saved);
    },
  });

  const update = useCallback(
    (change: (schema: TEditorSchema) => TEditorSchema) =>
      setDraft((current) => ({ ...current, schema: change(current.schema) })),
    [],
  );
  const tree: TSchemaTreeContext = useMemo(() => {
    const visible = validation.schemaIssues.filter((issue) => attempted || !issue.emptyName);
    return {
      editable,
      update,
      issuesOf: (propertyId) => visible.filter((issue) => issue.propertyId === propertyId),
      focusRequest,
      requestFocus: setFocusRequest,
    };
  }, [editable, update, validation, attempted, focusRequest]);
  const fieldIssues = Object.fromEntries(
    Object.entries(validation.fieldIssues).filter(([, issue]) => attempted || issue.id !== 'validation.required'),
  );
  const schemaWideIssues = validation.schemaIssues.filter((issue) => issue.propertyId === null);

  const addTopLevel = () => {
    const property = createProperty();
    update((schema) => addProperty(schema, [], property));
    setView('tree');
    setFocusRequest({ propertyId: property.id, control: 'name' });
  };
  const save = () => {
    setAttempted(true);
    const firstProblem = validation.schemaIssues.find((issue) => issue.propertyId !== null);
    if (validation.schemaIssues.length > 0 || Object.keys(validation.fieldIssues).length > 0) {
      toast.error(intl.formatMessage({ id: 'schema.fixProblems' }));
      if (firstProblem?.propertyId) {
        setView('tree');
        setFocusRequest({ propertyId: firstProblem.propertyId, control: 'name' });
      }
      return;
    }
    create.mutate({ projectId, ...draftPayload(draft) });
  };
  const toggleTips = () => {
    setSchemaTipsVisible(!tipsVisible);
    setTipsVisible(!tipsVisible);
  };
  const isOld = revision !== undefined && latestRevision !== null && revision.revision < latestRevision;
  const failure = create.error ?? restore.error;

  return (
    <div data-testid="schema-editor-main" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 data-testid="schema-editor-title" className="text-xl font-semibold">
            {revision ? (
              <FormattedMessage id="revisions.revision" values={{ revision: revision.revision }} />
            ) : (
              <FormattedMessage id="schema.newSchema" />
            )}
          </h2>
          {isOld ? (
            <Badge variant="warning" data-testid="schema-old-revision">
              <History aria-hidden="true" className="size-3" />
              <FormattedMessage id="schema.oldRevision" values={{ latest: latestRevision }} />
            </Badge>
          ) : null}
          {dirty ? (
            <Badge variant="warning" data-testid="schema-dirty" role="status">
              <FormattedMessage id="schema.unsaved" />
            </Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {revision ? <CopyRevisionDialog revision={revision} /> : null}
          {editable && isOld ? (
            <Button
              variant="outline"
              data-testid="revision-restore"
              disabled={dirty || restore.isPending}
              title={dirty ? intl.formatMessage({ id: 'schema.restoreDirty' }) : undefined}
              onClick={() => revision && restore.mutate({ projectId, revisionId: revision.id })}
            >
              {restore.isPending ? <Spinner size={16} /> : <RotateCcw aria-hidden="true" />}
              <FormattedMessage id="schema.restore" />
            </Button>
          ) : null}
          {editable && dirty ? (
            <Button variant="ghost" data-testid="schema-discard" onClick={() => setDraft(initial)}>
              <Undo2 aria-hidden="true" />
              <FormattedMessage id="schema.discard" />
            </Button>
          ) : null}
          {editable && revision ? (
            <EvaluateDraftButton
              projectId={projectId}
              draft={draft}
              valid={validation.schemaIssues.length === 0 && Object.keys(validation.fieldIssues).length === 0}
            />
          ) : null}
          {editable ? (
            <Button
              data-testid="schema-save"
              disabled={!dirty || create.isPending}
              aria-busy={create.isPending || undefined}
              onClick={save}
            >
              {create.isPending ? <Spinner size={16} /> : <Save aria-hidden="true" />}
              <FormattedMessage id="schema.save" />
            </Button>
          ) : null}
        </div>
      </div>
      {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
      <Card>
        <CardHeaderWithActions
          title={<FormattedMessage id="schema.outputTitle" />}
          description={<FormattedMessage id="schema.outputDescription" />}
          className="gap-3"
        >
          <div className="flex flex-wrap gap-2">
            {editable ? (
              <SchemaGenerateDialog
                projectId={projectId}
                draft={draft}
                onApply={(next) => {
                  setDraft(next);
                  setView('tree');
                }}
              />
            ) : null}
            <Button
              variant="outline"
              size="sm"
              data-testid="schema-tips-toggle"
              aria-expanded={tipsVisible}
              aria-controls={tipsVisible ? TIPS_ID : undefined}
              onClick={toggleTips}
            >
              <Lightbulb aria-hidden="true" />
              <FormattedMessage id={tipsVisible ? 'schema.hideTips' : 'schema.showTips'} />
            </Button>
            <Button
              variant="outline"
              size="sm"
              data-testid="schema-json-toggle"
              aria-pressed={view === 'json'}
              onClick={() => setView(view === 'json' ? 'tree' : 'json')}
            >
              {view === 'json' ? <ListTree aria-hidden="true" /> : <Braces aria-hidden="true" />}
              <FormattedMessage id={view === 'json' ? 'schema.showTree' : 'schema.showJson'} />
            </Button>
          </div>
        </CardHeaderWithActions>
        <CardContent className="flex flex-col gap-3">
          {tipsVisible ? <SchemaTips id={TIPS_ID} /> : null}
          {schemaWideIssues.map((issue) => (
            <p key={issue.message.id} role="alert" className="text-sm text-destructive">
              {intl.formatMessage({ id: issue.message.id }, issue.message.values)}
            </p>
          ))}
          {view === 'json' ? (
            <SchemaJsonView
              schema={draft.schema}
              editable={editable}
              onApply={(schema) => {
                setDraft((current) => ({ ...current, schema }));
                setView('tree');
                toast.success(intl.formatMessage({ id: 'schema.json.applied' }));
              }}
            />
          ) : (
            <SchemaTreeContext value={tree}>
              <fieldset disabled={!editable} data-testid="schema-tree" className="flex min-w-0 flex-col gap-3">
                {draft.schema.length === 0 ? (
                  <p data-testid="schema-empty" className="text-sm text-muted-foreground">
                    <FormattedMessage id={editable ? 'schema.emptyAdmin' : 'schema.empty'} />
                  </p>
                ) : (
                  <PropertyList properties={draft.schema} parentPath={[]} parentDisplayPath="" />
                )}
                {editable ? (
                  <Button
                    variant="outline"
                    data-testid="schema-add-property"
                    className="self-start"
                    onClick={addTopLevel}
                  >
                    <CirclePlus aria-hidden="true" />
                    <FormattedMessage id="schema.addProperty" />
                  </Button>
                ) : null}
              </fieldset>
            </SchemaTreeContext>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="schema.inputTitle" />
          </CardTitle>
        </CardHeader>
        <CardContent>
          <fieldset disabled={!editable}>
            <RevisionFields
              draft={draft}
              issues={fieldIssues}
              onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            />
          </fieldset>
        </CardContent>
      </Card>
    </div>
  );
}
