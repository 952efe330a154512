import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DOCUMENT_FILE_TYPES } from '../../../lib/document-file-types.ts';
import { cn } from '../../../lib/utils.ts';

/** Files dropped or chosen for upload; `disabled` while a batch is on its way. */
export function Dropzone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled: boolean }) {
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
        accept={DOCUMENT_FILE_TYPES}
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
