import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ZTwoFactorInput } from '../../../../src/routers/user/two-factor.types.ts';
import { CurrentPasswordField, TwoFactorCodeField } from '../../components/account-fields.tsx';
import { FormError, SubmitButton } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { applyServerIssues, useZodForm } from '../../lib/forms.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { AccountLayout } from './account-layout.tsx';

type TTwoFactorFormProps = {
  testId: string;
  submitLabel: 'otp.enable' | 'otp.disable';
  destructive?: boolean;
  pending: boolean;
  onSubmit: (values: { password: string; two_factor_token: string }, handlers: TFormHandlers) => void;
};
type TFormHandlers = { onError: (error: unknown) => void };

/** Password plus a current code: what both enabling and disabling ask for. */
function TwoFactorForm({ testId, submitLabel, destructive, pending, onSubmit }: TTwoFactorFormProps) {
  const intl = useIntl();
  const [failure, setFailure] = useState<unknown>();
  const form = useZodForm(ZTwoFactorInput, { defaultValues: { password: '', two_factor_token: '' } });
  const { errors } = form.formState;
  const onError = (error: unknown) => {
    if (!applyServerIssues(form, error)) {
      setFailure(error);
    }
  };
  const submit = form.handleSubmit((values) => {
    setFailure(undefined);
    onSubmit(values, { onError });
  });
  return (
    <form data-testid={testId} noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
      {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
      <CurrentPasswordField error={errors.password} {...form.register('password')} />
      <TwoFactorCodeField
        hint={<FormattedMessage id="otp.codeHint" />}
        error={errors.two_factor_token}
        {...form.register('two_factor_token')}
      />
      <SubmitButton pending={pending} variant={destructive ? 'destructive' : 'default'} className="self-start">
        <FormattedMessage id={submitLabel} />
      </SubmitButton>
    </form>
  );
}

/** Shown once, right after enabling: the server keeps only hashes of these codes. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div data-testid="otp-recovery-codes" className="flex flex-col gap-2 rounded-md border border-border p-4">
      <p className="font-medium">
        <FormattedMessage id="otp.recoveryTitle" />
      </p>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="otp.recoveryHint" />
      </p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function EnableTwoFactor({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const setup = trpc.user.setupTwoFactor.useMutation({
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
  const enable = trpc.user.enableTwoFactor.useMutation({
    onSuccess: async (result) => {
      onEnabled(result.recovery_codes);
      toast.success(intl.formatMessage({ id: 'otp.enabled' }));
      await utils.user.get.invalidate();
    },
  });

  if (!setup.data) {
    return (
      <Button
        data-testid="otp-setup-button"
        className="self-start"
        disabled={setup.isPending}
        onClick={() => setup.mutate()}
      >
        <ShieldCheck aria-hidden="true" />
        <FormattedMessage id="otp.setup" />
      </Button>
    );
  }

  const { qr_code_image_url: qrCode, secret, url } = setup.data;
  return (
    <ol className="flex list-decimal flex-col gap-6 pl-5 marker:font-semibold">
      <li className="flex flex-col gap-3">
        <FormattedMessage id="otp.step.scan" />
        <img
          data-testid="otp-qr"
          src={qrCode}
          alt={intl.formatMessage({ id: 'otp.qrAlt' })}
          width={240}
          height={240}
          className="size-60 rounded-md border border-border bg-white p-2"
        />
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="otp.manualEntry" />{' '}
          <code data-testid="otp-secret" className="rounded bg-muted px-1.5 py-0.5 font-mono tracking-wider break-all">
            {secret}
          </code>
        </p>
        {/* On a phone the authenticator app can take the setup straight from this link. */}
        <a href={url} className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
          <FormattedMessage id="otp.openInApp" />
        </a>
      </li>
      <li className="flex flex-col gap-3">
        <FormattedMessage id="otp.step.confirm" />
        <TwoFactorForm
          testId="otp-enable-form"
          submitLabel="otp.enable"
          pending={enable.isPending}
          onSubmit={(values, handlers) => enable.mutate(values, handlers)}
        />
      </li>
    </ol>
  );
}

function DisableTwoFactor() {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const disable = trpc.user.disableTwoFactor.useMutation({
    onSuccess: async () => {
      toast.success(intl.formatMessage({ id: 'otp.disabled' }));
      await utils.user.get.invalidate();
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <FormattedMessage id="otp.disableDescription" />
      </p>
      <TwoFactorForm
        testId="otp-disable-form"
        submitLabel="otp.disable"
        destructive
        pending={disable.isPending}
        onSubmit={(values, handlers) => disable.mutate(values, handlers)}
      />
    </div>
  );
}

/** Spec §2 /account/otp: set up two-factor sign-in with an authenticator app, or turn it off. */
export default function TwoFactor() {
  const user = useSignedInUser();
  const enabled = user.has_two_factor;
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  return (
    <AccountLayout testId="otp-page">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {enabled ? (
              <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-5 text-muted-foreground" />
            )}
            <FormattedMessage id="otp.title" />
          </CardTitle>
          <CardDescription data-testid="otp-status">
            <FormattedMessage id={enabled ? 'otp.statusOn' : 'otp.statusOff'} />
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {enabled && recoveryCodes.length > 0 ? <RecoveryCodes codes={recoveryCodes} /> : null}
          {enabled ? <DisableTwoFactor /> : <EnableTwoFactor onEnabled={setRecoveryCodes} />}
        </CardContent>
      </Card>
    </AccountLayout>
  );
}
