import { FormattedMessage } from 'react-intl';
import { CheckboxField, TextField } from '../../components/form.tsx';
import type { TOutputForm } from './output-form-schema.ts';

/** How often a failed delivery is tried again (webhook, FTP, SFTP). */
export function RetriesField({ form }: { form: TOutputForm }) {
  return (
    <TextField
      label={<FormattedMessage id="outputForm.retries" />}
      hint={<FormattedMessage id="outputForm.retriesHint" />}
      type="number"
      min={0}
      max={10}
      data-testid="output-retries"
      error={form.formState.errors.retries}
      {...form.register('retries', { valueAsNumber: true })}
    />
  );
}

/** FTP and SFTP: server, credentials (a stored password is never shown), folder and what is sent. */
export function TransferFields({
  form,
  type,
  passwordSet,
}: {
  form: TOutputForm;
  type: 'ftp' | 'sftp';
  passwordSet: boolean | undefined;
}) {
  const { errors } = form.formState;
  const clearing = form.watch('clear_password');
  return (
    <>
      <TextField
        label={<FormattedMessage id="outputForm.host" />}
        autoComplete="off"
        spellCheck={false}
        placeholder={type === 'sftp' ? 'sftp.example.com' : 'ftp.example.com'}
        data-testid="output-host"
        error={errors.host}
        {...form.register('host')}
      />
      <TextField
        label={<FormattedMessage id="outputForm.port" />}
        type="number"
        min={1}
        max={65535}
        data-testid="output-port"
        error={errors.port}
        {...form.register('port', { valueAsNumber: true })}
      />
      <TextField
        label={<FormattedMessage id="outputForm.username" />}
        autoComplete="off"
        spellCheck={false}
        data-testid="output-username"
        error={errors.username}
        {...form.register('username')}
      />
      <div className="flex flex-col gap-2">
        <TextField
          label={<FormattedMessage id="fields.password" />}
          hint={
            <FormattedMessage
              id={
                passwordSet === undefined
                  ? 'outputForm.passwordNew'
                  : passwordSet
                    ? 'outputForm.passwordKeep'
                    : 'outputForm.passwordNone'
              }
            />
          }
          type="password"
          autoComplete="new-password"
          disabled={clearing}
          data-testid="output-password"
          error={errors.password}
          {...form.register('password')}
        />
        {passwordSet ? (
          <CheckboxField
            label={<FormattedMessage id="outputForm.clearPassword" />}
            data-testid="output-clear-password"
            {...form.register('clear_password')}
          />
        ) : null}
      </div>
      <TextField
        label={<FormattedMessage id="outputForm.path" />}
        hint={<FormattedMessage id="outputForm.pathHint" />}
        autoComplete="off"
        spellCheck={false}
        data-testid="output-path"
        error={errors.path}
        {...form.register('path')}
      />
      <RetriesField form={form} />
      {type === 'sftp' ? (
        <TextField
          label={<FormattedMessage id="outputForm.fingerprint" />}
          hint={<FormattedMessage id="outputForm.fingerprintHint" />}
          autoComplete="off"
          spellCheck={false}
          placeholder="SHA256:…"
          data-testid="output-fingerprint"
          error={errors.host_fingerprint}
          className="md:col-span-2"
          {...form.register('host_fingerprint')}
        />
      ) : null}
      <CheckboxField
        label={<FormattedMessage id="outputForm.uploadDocuments" />}
        hint={<FormattedMessage id="outputForm.uploadDocumentsHint" />}
        data-testid="output-upload-documents"
        {...form.register('upload_documents')}
      />
      {type === 'ftp' ? (
        <CheckboxField
          label={<FormattedMessage id="outputForm.secure" />}
          hint={<FormattedMessage id="outputForm.secureHint" />}
          data-testid="output-secure"
          {...form.register('secure')}
        />
      ) : null}
    </>
  );
}
