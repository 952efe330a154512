import { CircleCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Redirect, useSearchParams } from 'wouter';
import { ZResetPasswordInput } from '../../../../src/routers/auth/reset-password.types.ts';
import { FormError, SubmitButton, TextField } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { appCodeOf } from '../../lib/query-client.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard, TEXT_LINK_CLASS } from './auth-card.tsx';

function ResetPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const form = useZodForm(ZResetPasswordInput, { defaultValues: { token, password: '' } });
  const { failure, onError, clearFailure } = useFormFailure(form);
  const reset = trpc.auth.resetPassword.useMutation({
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    reset.mutate(values);
  });

  if (reset.isSuccess) {
    return (
      <div data-testid="reset-success" role="status" className="flex flex-col gap-4">
        <p className="flex items-start gap-2 text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <FormattedMessage id="reset.success" />
        </p>
        <Button asChild className="self-start">
          <Link href="/login">
            <FormattedMessage id="reset.toLogin" />
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <form data-testid="reset-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {failure ? (
        <FormError>
          <span>{errorMessageOf(intl, failure)}</span>
          {appCodeOf(failure) === 'INVALID_TOKEN' ? (
            <Link href="/forgot/" className={TEXT_LINK_CLASS}>
              <FormattedMessage id="reset.requestNew" />
            </Link>
          ) : null}
        </FormError>
      ) : null}
      {/* The token is not typed by the user, so a malformed one gets the invalid-link message. */}
      {form.formState.errors.token ? <FormError>{intl.formatMessage({ id: 'errors.INVALID_TOKEN' })}</FormError> : null}
      <input type="hidden" {...form.register('token')} />
      <TextField
        label={<FormattedMessage id="fields.newPassword" />}
        hint={<FormattedMessage id="register.passwordHint" />}
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.password}
        {...form.register('password')}
      />
      <SubmitButton pending={reset.isPending} className="self-start">
        <FormattedMessage id="reset.submit" />
      </SubmitButton>
    </form>
  );
}

/** Spec §2 /forgot/confirm?t=…: set a new password with the mailed token; without t the user goes to /forgot. */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('t');
  if (!token) {
    return <Redirect to="/forgot" replace />;
  }
  return (
    <AuthCard
      testId="reset-page"
      title={<FormattedMessage id="reset.title" />}
      description={<FormattedMessage id="reset.description" />}
    >
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
