import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CurrentPasswordField, TwoFactorCodeField } from '../../components/account-fields.tsx';
import { FormError, SubmitButton, TextField } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { isLocale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useLightForm } from '../../lib/light-form.ts';
import { appCodeOf } from '../../lib/query-client.ts';
import { applyServerIssues } from '../../lib/server-issues.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard, TEXT_LINK_CLASS } from './auth-card.tsx';

function ResendVerification({ email }: { email: string }) {
  const intl = useIntl();
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'verify.resent' })),
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
  return (
    <Button
      data-testid="resend-verification"
      variant="outline"
      size="sm"
      className="self-start"
      disabled={resend.isPending}
      onClick={() => resend.mutate({ email })}
    >
      <FormattedMessage id="verify.resend" />
    </Button>
  );
}

export default function Login() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const utils = trpc.useUtils();
  const [needsCode, setNeedsCode] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; email: string } | undefined>();
  // Neither zod nor react-hook-form here: the sign-in page is the first one most people load. The
  // server checks the input with its schema (the one rule); its per-field issues land on the fields.
  const [defaultValues] = useState({ email: '', password: '', two_factor_token: '' });
  const form = useLightForm({ defaultValues });
  const { errors } = form.formState;

  const login = trpc.auth.login.useMutation({
    onSuccess: (user) => {
      // The user's own language wins over the browser's once we know who signed in.
      if (isLocale(user.language) && user.language !== locale) {
        setLocale(user.language);
      }
      // The public-route guard sees the session and sends the user on to `redirect` or /home.
      utils.user.get.setData(undefined, user);
    },
    onError: (error, input) => {
      const code = appCodeOf(error);
      if (code === 'TWO_FACTOR_REQUIRED' || code === 'INVALID_TWO_FACTOR_CODE') {
        setNeedsCode(true);
      }
      if (code === 'TWO_FACTOR_REQUIRED' || applyServerIssues(form, error)) {
        return;
      }
      setFailure({ error, email: input.email });
    },
  });

  const { setFocus } = form;
  useEffect(() => {
    if (needsCode) {
      setFocus('two_factor_token');
    }
  }, [needsCode, setFocus]);

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    login.mutate({
      email: values.email,
      password: values.password,
      two_factor_token: needsCode && values.two_factor_token ? values.two_factor_token : undefined,
    });
  });

  return (
    <AuthCard
      testId="login-page"
      title={<FormattedMessage id="login.title" />}
      description={<FormattedMessage id="login.description" />}
      footer={
        <FormattedMessage
          id="login.noAccount"
          values={{
            link: (text) => (
              <Link href="/register" className={TEXT_LINK_CLASS}>
                {text}
              </Link>
            ),
          }}
        />
      }
    >
      <form data-testid="login-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure ? (
          <FormError>
            <span>{errorMessageOf(intl, failure.error)}</span>
            {appCodeOf(failure.error) === 'EMAIL_NOT_VERIFIED' ? <ResendVerification email={failure.email} /> : null}
          </FormError>
        ) : null}
        <TextField
          label={<FormattedMessage id="fields.email" />}
          type="email"
          autoComplete="username"
          error={errors.email}
          {...form.register('email')}
        />
        <CurrentPasswordField error={errors.password} {...form.register('password')} />
        {needsCode ? (
          <TwoFactorCodeField
            hint={<FormattedMessage id="login.twoFactorHint" />}
            error={errors.two_factor_token}
            {...form.register('two_factor_token')}
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton pending={login.isPending}>
            <FormattedMessage id="login.submit" />
          </SubmitButton>
          <Link href="/forgot/" className={`text-sm ${TEXT_LINK_CLASS}`}>
            <FormattedMessage id="login.forgot" />
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
