import { ListX } from 'lucide-react';
import pLimit from 'p-limit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { ZProcessingMode } from '../../../../../src/contracts/processing-mode.ts';
import { ZUploadFields } from '../../../../../src/contracts/upload-fields.ts';
import { CheckboxField, SelectField, SubmitButton, TextareaField, TextField } from '../../../components/form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { encodeFieldMessage } from '../../../i18n/field-messages.ts';
import type { TProjectDetail } from '../../../lib/api-types.ts';
import { applyServerIssues, useZodForm } from '../../../lib/forms.ts';
import { shouldReloadOnError } from '../../../lib/query-client.ts';
import { trpc } from '../../../lib/trpc.ts';
import { Dropzone } from './dropzone.tsx';
import { batchKey, PARALLEL_UPLOADS } from './upload-batches.ts';
import { type TUploadFields, uploadDocuments } from './upload-request.ts';
import { type TUploadItem, UploadRows } from './upload-rows.tsx';

// Field names, limits and processing modes are the upload contract's (src/contracts/), the ones the
// server checks: reference ≤ 500 after trimming, metadata a JSON object. Metadata keeps its own
// words here ("enter a JSON object, for example …"), judged by the contract's rule.
const ZUploadForm = z.object({
  reference: ZUploadFields.shape.reference,
  metadata: z
    .string()
    .trim()
    .refine((text) => ZUploadFields.shape.metadata.safeParse(text).success, {
      message: encodeFieldMessage({ id: 'inputs.metadataInvalid' }),
    }),
  processing_mode: z.union([z.literal(''), ZProcessingMode]),
  processing_mode_fallback: z.boolean(),
  single_execution: z.boolean(),
});

let nextKey = 0;

/** Spec §3 "project document upload": files with a progress bar each, and the execution each one started. */

export function UploadForm({ project }: { project: TProjectDetail }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [items, setItems] = useState<TUploadItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [noFiles, setNoFiles] = useState(false);
  const form = useZodForm(ZUploadForm, {
    defaultValues: {
      reference: '',
      metadata: '',
      processing_mode: '',
      processing_mode_fallback: project.processing_mode_fallback,
      single_execution: false,
    },
  });
  const { errors } = form.formState;
  const update = (keys: string[], change: Partial<TUploadItem>) =>
    setItems((current) => current.map((item) => (keys.includes(item.key) ? { ...item, ...change } : item)));

  const addFiles = (files: File[]) => {
    if (files.length === 0) {
      return;
    }
    setNoFiles(false);
    setItems((current) => [
      ...current,
      ...files.map(
        (file): TUploadItem => ({
          key: `upload-${nextKey++}`,
          idempotencyKey: crypto.randomUUID(),
          file,
          state: 'queued',
          progress: 0,
        }),
      ),
    ]);
  };

  const send = async (batch: TUploadItem[], fields: TUploadFields) => {
    const keys = batch.map((item) => item.key);
    update(keys, { state: 'uploading', progress: 0, error: undefined });
    try {
      const result = await uploadDocuments({
        projectId: project.id,
        files: batch.map((item) => item.file),
        fields,
        idempotencyKey: batchKey(batch),
        onProgress: (progress) => update(keys, { progress }),
      });
      update(keys, {
        state: 'done',
        progress: 1,
        execution: { id: result.execution.id, status: result.execution.status },
      });
    } catch (error) {
      // Spec §7: an expired session reloads the page, which then asks to sign in.
      if (shouldReloadOnError(error)) {
        window.location.reload();
        return;
      }
      update(keys, { state: 'failed', error });
      // A refused field (metadata) is marked on the field too; the row says what went wrong.
      applyServerIssues(form, error);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const pending = items.filter((item) => item.state === 'queued' || item.state === 'failed');
    if (pending.length === 0) {
      setNoFiles(true);
      return;
    }
    const fields: TUploadFields = {
      reference: values.reference || undefined,
      metadata: values.metadata || undefined,
      processing_mode: values.processing_mode || undefined,
      processing_mode_fallback: values.processing_mode_fallback,
    };
    setUploading(true);
    try {
      if (values.single_execution) {
        await send(pending, fields);
      } else {
        await pLimit(PARALLEL_UPLOADS).map(pending, (item) => send([item], fields));
      }
    } finally {
      setUploading(false);
      void utils.projects.listExecutions.invalidate({ projectId: project.id });
      void utils.projects.executionStatistics.invalidate({ projectId: project.id });
    }
  });

  const waiting = items.filter((item) => item.state === 'queued' || item.state === 'failed').length;
  return (
    <form data-testid="upload-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <Dropzone onFiles={addFiles} disabled={uploading} />
      {noFiles ? (
        <p role="alert" data-testid="upload-no-files" className="text-sm text-destructive">
          <FormattedMessage id="inputs.noFiles" />
        </p>
      ) : null}
      <UploadRows
        items={items}
        projectId={project.id}
        onRemove={(key) => setItems((current) => current.filter((item) => item.key !== key))}
      />
      {items.some((item) => item.state === 'done') && !uploading ? (
        <Button
          variant="ghost"
          size="sm"
          data-testid="upload-clear-finished"
          className="-mt-4 self-end"
          onClick={() => setItems((current) => current.filter((item) => item.state !== 'done'))}
        >
          <ListX aria-hidden="true" />
          <FormattedMessage id="inputs.clearFinished" />
        </Button>
      ) : null}
      <fieldset disabled={uploading} className="grid gap-4 md:grid-cols-2">
        <legend className="sr-only">
          <FormattedMessage id="inputs.optionsLegend" />
        </legend>
        <TextField
          label={<FormattedMessage id="inputs.reference" />}
          hint={<FormattedMessage id="inputs.referenceHint" />}
          autoComplete="off"
          data-testid="upload-reference"
          error={errors.reference}
          {...form.register('reference')}
        />
        <SelectField
          label={<FormattedMessage id="inputs.mode" />}
          data-testid="upload-mode"
          error={errors.processing_mode}
          {...form.register('processing_mode')}
        >
          <option value="">
            {intl.formatMessage(
              { id: 'inputs.modeDefault' },
              { mode: intl.formatMessage({ id: `processingMode.${project.processing_mode}` }) },
            )}
          </option>
          {ZProcessingMode.options.map((mode) => (
            <option key={mode} value={mode}>
              {intl.formatMessage({ id: `processingMode.${mode}` })}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={<FormattedMessage id="inputs.metadata" />}
          hint={<FormattedMessage id="inputs.metadataHint" />}
          placeholder='{"customer_id": 42}'
          spellCheck={false}
          rows={4}
          data-testid="upload-metadata"
          className="md:col-span-2 [&_textarea]:font-mono"
          error={errors.metadata}
          {...form.register('metadata')}
        />
        <CheckboxField
          label={<FormattedMessage id="fields.processingModeFallback" />}
          hint={<FormattedMessage id="projectForm.fallbackHint" />}
          data-testid="upload-fallback"
          {...form.register('processing_mode_fallback')}
        />
        <CheckboxField
          label={<FormattedMessage id="inputs.singleExecution" />}
          hint={<FormattedMessage id="inputs.singleExecutionHint" />}
          data-testid="upload-single-execution"
          {...form.register('single_execution')}
        />
      </fieldset>
      <SubmitButton pending={uploading} data-testid="upload-submit" className="self-start">
        {waiting === 0 ? (
          <FormattedMessage id="inputs.submitNone" />
        ) : (
          <FormattedMessage id="inputs.submit" values={{ count: waiting }} />
        )}
      </SubmitButton>
    </form>
  );
}
