import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { TMessageDescriptor } from '../../../i18n/field-messages.ts';
import type { TDraftField, TRevisionDraft } from './revision-draft.ts';
import { RevisionLanguageSelect } from './revision-language-select.tsx';

const INPUT_DESCRIPTION_MAX = 2048;
const TITLE_INSTRUCTIONS_MAX = 200;

function FieldError({ id, issue }: { id: string; issue: TMessageDescriptor | undefined }) {
  const intl = useIntl();
  if (!issue) {
    return null;
  }
  return (
    <p id={id} data-testid="field-error" className="text-sm text-destructive">
      {intl.formatMessage({ id: issue.id }, issue.values)}
    </p>
  );
}

type TRevisionFieldsProps = {
  draft: TRevisionDraft;
  issues: Partial<Record<TDraftField, TMessageDescriptor>>;
  onChange: (patch: Partial<TRevisionDraft>) => void;
};

/** What the documents are, their language and the result's, and how executions get their titles. */
export function RevisionFields({ draft, issues, onChange }: TRevisionFieldsProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const titleModeId = useId();
  const instructionsId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={descriptionId}>
          <FormattedMessage id="revision.inputDescription" />
        </Label>
        <Textarea
          id={descriptionId}
          data-testid="revision-input-description"
          rows={3}
          value={draft.input_description}
          aria-invalid={issues.input_description ? true : undefined}
          aria-describedby={`${descriptionId}-hint${issues.input_description ? ` ${descriptionId}-error` : ''}`}
          placeholder={intl.formatMessage({ id: 'revision.inputDescriptionPlaceholder' })}
          onChange={(event) => onChange({ input_description: event.target.value })}
        />
        <p id={`${descriptionId}-hint`} className="text-sm text-muted-foreground">
          <FormattedMessage
            id="revision.characters"
            values={{ count: draft.input_description.length, maximum: INPUT_DESCRIPTION_MAX }}
          />
        </p>
        <FieldError id={`${descriptionId}-error`} issue={issues.input_description} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <RevisionLanguageSelect
          label={<FormattedMessage id="revision.inputLanguage" />}
          value={draft.input_language}
          testId="revision-input-language"
          onChange={(input_language) => onChange({ input_language })}
        />
        <RevisionLanguageSelect
          label={<FormattedMessage id="revision.outputLanguage" />}
          value={draft.output_language}
          testId="revision-output-language"
          onChange={(output_language) => onChange({ output_language })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <div className="flex flex-col gap-2">
          <Label htmlFor={titleModeId}>
            <FormattedMessage id="revision.titleMode" />
          </Label>
          <Select
            id={titleModeId}
            data-testid="revision-title-mode"
            value={draft.title_mode}
            onChange={(event) =>
              onChange({ title_mode: event.target.value === 'instructions' ? 'instructions' : 'automatic' })
            }
          >
            <option value="automatic">{intl.formatMessage({ id: 'revision.titleMode.automatic' })}</option>
            <option value="instructions">{intl.formatMessage({ id: 'revision.titleMode.instructions' })}</option>
          </Select>
        </div>
        {draft.title_mode === 'instructions' ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={instructionsId}>
              <FormattedMessage id="revision.titleInstructions" />
            </Label>
            <Textarea
              id={instructionsId}
              data-testid="revision-title-instructions"
              rows={2}
              className="min-h-9"
              value={draft.title_instructions}
              aria-invalid={issues.title_instructions ? true : undefined}
              aria-describedby={`${instructionsId}-hint${issues.title_instructions ? ` ${instructionsId}-error` : ''}`}
              placeholder={intl.formatMessage({ id: 'revision.titleInstructionsPlaceholder' })}
              onChange={(event) => onChange({ title_instructions: event.target.value })}
            />
            <p id={`${instructionsId}-hint`} className="text-sm text-muted-foreground">
              <FormattedMessage
                id="revision.characters"
                values={{ count: draft.title_instructions.length, maximum: TITLE_INSTRUCTIONS_MAX }}
              />
            </p>
            <FieldError id={`${instructionsId}-error`} issue={issues.title_instructions} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
