import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CheckboxField,
  FieldMessage,
  FormError,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from '../../components/form.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { applyServerIssues, useZodForm } from '../../lib/forms.ts';
import {
  PLACEHOLDERS,
  type TOutputForm,
  type TOutputFormValues,
  type TOutputInput,
  TRIGGER_EVENTS,
  WEBHOOK_METHODS,
  ZOutputForm,
} from './output-form-schema.ts';
import { HeadersEditor } from './output-headers.tsx';
import { RecipientsField } from './output-recipients.tsx';
import { RetriesField, TransferFields } from './output-transfer-fields.tsx';

function TriggerEvents({ form }: { form: TOutputForm }) {
  const error = form.formState.errors.trigger_events;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'trigger-events-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">
        <FormattedMessage id="outputForm.triggers" />
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {TRIGGER_EVENTS.map((status) => (
          <div key={status} className="flex items-center gap-2">
            <Checkbox
              id={`output-trigger-${status}`}
              value={status}
              data-testid={`output-trigger-${status}`}
              {...form.register('trigger_events')}
            />
            <Label htmlFor={`output-trigger-${status}`}>
              <FormattedMessage id={`executionStatus.${status}`} />
            </Label>
          </div>
        ))}
      </div>
      <FieldMessage id="trigger-events-error" error={error as never} />
    </fieldset>
  );
}

function WebhookFields({ form, editable }: { form: TOutputForm; editable: boolean }) {
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={<FormattedMessage id="outputForm.url" />}
        hint={<FormattedMessage id="outputForm.urlHint" />}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/hooks/docstruct"
        data-testid="output-url"
        error={errors.url}
        className="md:col-span-2"
        {...form.register('url')}
      />
      <SelectField
        label={<FormattedMessage id="outputForm.method" />}
        data-testid="output-method"
        error={errors.method}
        {...form.register('method')}
      >
        {WEBHOOK_METHODS.map((method) => (
          <option key={method} value={method}>
            {method}
          </option>
        ))}
      </SelectField>
      <RetriesField form={form} />
      <div className="md:col-span-2">
        <HeadersEditor form={form} editable={editable} />
      </div>
    </>
  );
}

function EmailFields({ form, editable }: { form: TOutputForm; editable: boolean }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="md:col-span-2">
        <RecipientsField control={form.control} disabled={!editable} />
      </div>
      <TextField
        label={<FormattedMessage id="outputForm.subject" />}
        data-testid="output-subject"
        error={errors.subject}
        className="md:col-span-2"
        {...form.register('subject')}
      />
      <TextareaField
        label={<FormattedMessage id="outputForm.body" />}
        hint={
          <FormattedMessage
            id="outputForm.placeholdersHint"
            values={{
              placeholders: (
                <span className="inline-flex flex-wrap gap-1">
                  {PLACEHOLDERS.map((placeholder) => (
                    <code key={placeholder} className="rounded bg-muted px-1 font-mono text-xs">
                      {placeholder}
                    </code>
                  ))}
                </span>
              ),
            }}
          />
        }
        rows={6}
        data-testid="output-body"
        error={errors.body}
        className="md:col-span-2"
        {...form.register('body')}
      />
      <CheckboxField
        label={<FormattedMessage id="outputForm.attachDocument" />}
        data-testid="output-attach-document"
        {...form.register('attach_document')}
      />
      <CheckboxField
        label={<FormattedMessage id="outputForm.attachResult" />}
        data-testid="output-attach-result"
        {...form.register('attach_execution_result')}
      />
    </>
  );
}

type TOutputFormProps = {
  defaultValues: TOutputFormValues;
  editable: boolean;
  /** Whether a password is stored (edit of FTP/SFTP); undefined when creating. */
  passwordSet?: boolean;
  submitLabel: ReactNode;
  submitTestId: string;
  /** Sends the input; may answer the values to show from now on (after a save). Throws when the call failed. */
  onSubmit: (input: TOutputInput) => Promise<TOutputFormValues | undefined>;
};

/** Spec §3 output: name, switch, trigger events and the settings of its type (webhook, e-mail, FTP, SFTP). */
export function OutputForm({
  defaultValues,
  editable,
  passwordSet,
  submitLabel,
  submitTestId,
  onSubmit,
}: TOutputFormProps) {
  const intl = useIntl();
  const form = useZodForm(ZOutputForm, { defaultValues });
  const [failure, setFailure] = useState<unknown>();
  const { errors, isSubmitting } = form.formState;
  const type = defaultValues.type;
  const submit = form.handleSubmit(async (input) => {
    setFailure(undefined);
    try {
      const next = await onSubmit(input);
      if (next) {
        form.reset(next);
      }
    } catch (error) {
      if (!applyServerIssues(form, error)) {
        setFailure(error);
      }
    }
  });
  return (
    <form data-testid="output-form" data-type={type} noValidate onSubmit={submit}>
      {/* A disabled fieldset makes the whole form read-only for members in one place. */}
      <fieldset disabled={!editable} className="flex flex-col gap-6">
        {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={<FormattedMessage id="fields.name" />}
            hint={<FormattedMessage id="outputForm.nameHint" />}
            autoComplete="off"
            data-testid="output-name"
            error={errors.name}
            {...form.register('name')}
          />
          <CheckboxField
            label={<FormattedMessage id="outputForm.enabled" />}
            hint={<FormattedMessage id="outputForm.enabledHint" />}
            data-testid="output-enabled"
            className="md:self-center"
            {...form.register('enabled')}
          />
        </div>
        <TriggerEvents form={form} />
        <fieldset className="flex flex-col gap-4 border-t border-border pt-4">
          <legend className="float-left mb-2 text-base font-semibold">
            <FormattedMessage
              id="outputForm.settingsOf"
              values={{ type: intl.formatMessage({ id: `outputType.${type}` }) }}
            />
          </legend>
          <div className="clear-left grid gap-4 md:grid-cols-2">
            {type === 'webhook' ? <WebhookFields form={form} editable={editable} /> : null}
            {type === 'email' ? <EmailFields form={form} editable={editable} /> : null}
            {type === 'ftp' || type === 'sftp' ? (
              <TransferFields form={form} type={type} passwordSet={passwordSet} />
            ) : null}
          </div>
        </fieldset>
        {editable ? (
          <SubmitButton pending={isSubmitting} data-testid={submitTestId} className="self-start">
            {submitLabel}
          </SubmitButton>
        ) : null}
      </fieldset>
    </form>
  );
}
