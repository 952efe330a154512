import { Upload } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { FilePicker } from '../../../components/file-picker.tsx';
import { FormError, SubmitButton } from '../../../components/form.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { errorMessageOf } from '../../../i18n/error-message.ts';
import { DOCUMENT_FILE_TYPES } from '../../../lib/document-file-types.ts';
import { UploadError } from '../../../lib/multipart-post.ts';
import { appCodeOf } from '../../../lib/query-client.ts';
import { REVISION_LANGUAGES, RevisionLanguageSelect } from './revision-language-select.tsx';

/** The file types the server reads (see the inputs page); the server sniffs the content anyway. */

/** What went wrong with a sample, in words that fit it (a 400 here means the document had no readable text). */
export function sampleErrorMessage(intl: IntlShape, error: unknown): string {
  if (error instanceof UploadError && error.status === 0) {
    return intl.formatMessage({ id: 'errors.network' });
  }
  const code = appCodeOf(error);
  if (code === 'BAD_REQUEST') {
    return intl.formatMessage({ id: 'schemaSample.unreadable' });
  }
  if (code === 'CONFLICT') {
    return intl.formatMessage({ id: 'schemaSample.conflict' });
  }
  return errorMessageOf(intl, error);
}

/** What the sample form hands over: the document (optional for an empty start), its language, a progress callback. */
export type TSample = { file: File | null; language: string; onProgress: (fraction: number) => void };

type TSampleFormProps = {
  /** `schema-sample` gives schema-sample-input, -language, -progress and -submit. */
  testIdPrefix: string;
  /** Without a file the server answers an empty proposal: only the editor's generate allows that. */
  fileRequired: boolean;
  submitLabel: ReactNode;
  onSubmit: (sample: TSample) => Promise<void>;
};

/** A sample document and the language of the proposal, sent with a progress bar. */
export function SampleForm({ testIdPrefix, fileRequired, submitLabel, onSubmit }: TSampleFormProps) {
  const intl = useIntl();
  const fileId = useId();
  const mounted = useRef(true);
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState(() =>
    REVISION_LANGUAGES.includes(intl.locale as never) ? intl.locale : 'en',
  );
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [missingFile, setMissingFile] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async () => {
    if (fileRequired && !file) {
      setMissingFile(true);
      return;
    }
    setPending(true);
    setError(null);
    setProgress(file ? 0 : null);
    try {
      await onSubmit({ file, language, onProgress: (fraction) => mounted.current && setProgress(fraction * 100) });
    } catch (failure) {
      if (mounted.current) {
        setError(failure);
      }
    } finally {
      if (mounted.current) {
        setPending(false);
        setProgress(null);
      }
    }
  };

  return (
    <form
      noValidate
      data-testid={`${testIdPrefix}-form`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {error ? <FormError>{sampleErrorMessage(intl, error)}</FormError> : null}
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex min-w-64 flex-1 flex-col gap-2">
          <Label htmlFor={fileId}>
            <FormattedMessage id="schemaSample.file" />
          </Label>
          <FilePicker
            id={fileId}
            fileName={file?.name ?? null}
            accept={DOCUMENT_FILE_TYPES}
            data-testid={`${testIdPrefix}-input`}
            aria-invalid={missingFile || undefined}
            aria-describedby={missingFile ? `${fileId}-error` : undefined}
            disabled={pending}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissingFile(false);
            }}
          />
          {missingFile ? (
            <p id={`${fileId}-error`} data-testid="field-error" className="text-sm text-destructive">
              <FormattedMessage id="schemaSample.chooseFile" />
            </p>
          ) : null}
        </div>
        <RevisionLanguageSelect
          label={<FormattedMessage id="schemaSample.language" />}
          testId={`${testIdPrefix}-language`}
          value={language}
          disabled={pending}
          onChange={setLanguage}
        />
      </div>
      {pending && progress !== null ? (
        <div className="flex flex-col gap-1">
          <Progress
            data-testid={`${testIdPrefix}-progress`}
            value={progress >= 100 ? null : progress}
            label={intl.formatMessage({ id: 'schemaSample.progress' })}
          />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress >= 100 ? (
              <FormattedMessage id="schemaSample.reading" />
            ) : (
              <FormattedMessage id="inputs.state.uploading" values={{ percent: Math.round(progress) }} />
            )}
          </p>
        </div>
      ) : null}
      <SubmitButton pending={pending} data-testid={`${testIdPrefix}-submit`} className="self-start">
        {pending ? null : <Upload aria-hidden="true" />}
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
