import { ListX, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { ZProcessingMode } from '../../../../src/routers/projects/projects.types.ts';
import { CheckboxField, SelectField, SubmitButton, TextareaField, TextField } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { encodeFieldMessage } from '../../i18n/field-messages.ts';
import type { TProjectDetail } from '../../lib/api-types.ts';
import { applyServerIssues, useZodForm } from '../../lib/forms.ts';
import { shouldReloadOnError } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { cn } from '../../lib/utils.ts';
import { type TUploadFields, uploadDocuments } from './inputs-upload-request.ts';
import { type TUploadItem, UploadRows } from './inputs-upload-rows.tsx';

/** What the file picker offers; the server decides by the file's content (sniff.ts), this only narrows the dialog. */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.tif,.tiff,.docx,.txt,.csv,.html,.htm,.eml,.json';

/** Browsers open this many uploads side by side; more would only queue behind them. */
const PARALLEL_UPLOADS = 3;

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

// The server checks these fields in upload-route.ts, next to the multipart parser, which cannot
// be bundled; the limits here are the same (reference ≤ 500, metadata a JSON object).
const ZUploadForm = z.object({
  reference: z.string().trim().max(500),
  metadata: z
    .string()
    .trim()
    .refine((text) => text === '' || isJsonObject(text), {
      message: encodeFieldMessage({ id: 'inputs.metadataInvalid' }),
    }),
  processing_mode: z.union([z.literal(''), ZProcessingMode]),
  processing_mode_fallback: z.boolean(),
  single_execution: z.boolean(),
});

let nextKey = 0;

async function runLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      await run(item);
    }
  });
  await Promise.all(workers);
}

function Dropzone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) {
      onFiles([...event.dataTransfer.files]);
    }
  };
  return (
    <section
      data-testid="upload-dropzone"
      aria-label={intl.formatMessage({ id: 'inputs.uploadTitle' })}
      data-dragging={dragging || undefined}
      onDragEnter={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setDragging(false);
        }
      }}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
        dragging ? 'border-primary bg-primary/5' : 'border-border',
      )}
    >
      <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-medium">
        <FormattedMessage id="inputs.dropHere" />
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
        data-testid="upload-input"
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // Lets the same file be picked again after it was removed.
          event.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex h-9 cursor-pointer items-center rounded-md border border-border bg-background px-4 text-sm font-medium hover:bg-muted peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        <FormattedMessage id="inputs.chooseFiles" />
      </label>
      <p id={hintId} className="max-w-md text-sm text-muted-foreground">
        <FormattedMessage id="inputs.supportedTypes" />
      </p>
    </section>
  );
}

/** Spec §3 "project document upload": files with a progress bar each, and the execution each one started. */
/** One Idempotency-Key per set of files, the same whenever the same files are sent again. */
function batchKey(batch: TUploadItem[]): string {
  let hash = 0x811c9dc5;
  for (const char of batch.map((item) => item.idempotencyKey).join(',')) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `${batch[0]?.idempotencyKey}-${batch.length}-${hash.toString(16)}`;
}

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
        await runLimited(pending, PARALLEL_UPLOADS, (item) => send([item], fields));
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
