import { Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ButtonDialog } from '../../../components/button-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import type { TRevisionDraft } from './revision-draft.ts';
import { mergeProposal } from './schema-merge.ts';
import { SampleForm, type TSample } from './schema-sample-form.tsx';
import { type TSchemaProposalAnswer, uploadSchemaSample } from './schema-upload-request.ts';

type TOutcome = { added: string[]; skipped: string[]; warnings: string[] };

function Names({ names }: { names: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1">
      {names.map((name) => (
        <li key={name}>
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{name}</code>
        </li>
      ))}
    </ul>
  );
}

function Outcome({ outcome, onDone }: { outcome: TOutcome; onDone: () => void }) {
  return (
    <div data-testid="schema-generate-result" className="flex flex-col gap-4 text-sm">
      <div className="flex flex-col gap-2">
        <p role="status">
          <FormattedMessage id="schemaGenerate.added" values={{ count: outcome.added.length }} />
        </p>
        {outcome.added.length > 0 ? <Names names={outcome.added} /> : null}
      </div>
      {outcome.skipped.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-muted-foreground">
            <FormattedMessage id="schemaGenerate.skipped" values={{ count: outcome.skipped.length }} />
          </p>
          <Names names={outcome.skipped} />
        </div>
      ) : null}
      {outcome.warnings.length > 0 ? (
        <section
          data-testid="schema-generate-warnings"
          aria-labelledby="schema-generate-warnings-title"
          className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3"
        >
          <h3 id="schema-generate-warnings-title" className="mb-1 flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4" />
            <FormattedMessage id="execution.warnings" values={{ count: outcome.warnings.length }} />
          </h3>
          <ul className="list-disc space-y-1 pl-6">
            {outcome.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-muted-foreground">
        <FormattedMessage id="schemaGenerate.notSaved" />
      </p>
      <DialogFooter>
        <Button data-testid="schema-generate-done" onClick={onDone}>
          <FormattedMessage id="actions.done" />
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * "Generate from a document": the server proposes a schema for a sample (nothing is saved), and
 * the properties the draft does not have yet are added to it, for the user to review and save.
 */
export function SchemaGenerateDialog({
  projectId,
  draft,
  onApply,
}: {
  projectId: string;
  draft: TRevisionDraft;
  onApply: (draft: TRevisionDraft) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);
  const generate = async (sample: TSample) => {
    const proposal = await uploadSchemaSample<TSchemaProposalAnswer>({
      projectId,
      target: 'schema/generate',
      ...sample,
    });
    // The dialog is modal, so the draft cannot have changed while the proposal was made.
    const merged = mergeProposal(draft, proposal);
    onApply(merged.draft);
    setOutcome({ added: merged.added, skipped: merged.skipped, warnings: proposal.warnings });
    toast.success(intl.formatMessage({ id: 'schemaGenerate.added' }, { count: merged.added.length }));
  };
  return (
    <ButtonDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setOutcome(null);
        }
      }}
      trigger={
        <Button variant="outline" size="sm" data-testid="schema-generate">
          <Sparkles aria-hidden="true" />
          <FormattedMessage id="schemaGenerate.button" />
        </Button>
      }
      title={<FormattedMessage id="schemaGenerate.title" />}
      description={<FormattedMessage id="schemaGenerate.description" />}
      testId="schema-generate-dialog"
    >
      {outcome ? (
        <Outcome
          outcome={outcome}
          onDone={() => {
            setOpen(false);
            setOutcome(null);
          }}
        />
      ) : (
        <SampleForm
          testIdPrefix="schema-generate"
          fileRequired
          submitLabel={<FormattedMessage id="schemaGenerate.submit" />}
          onSubmit={generate}
        />
      )}
    </ButtonDialog>
  );
}
