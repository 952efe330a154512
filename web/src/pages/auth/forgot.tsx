import { MailCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ZForgotPasswordInput } from '../../../../src/routers/auth/forgot-password.types.ts';
import { EmailField } from '../../components/account-fields.tsx';
import { FormError, SubmitButton } from '../../components/form.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard, TEXT_LINK_CLASS } from './auth-card.tsx';

/** Spec §2 /forgot/: request a reset link. The answer never says whether the address has an account. */
export default function ForgotPassword() {
  const intl = useIntl();
  const form = useZodForm(ZForgotPasswordInput, { defaultValues: { email: '' } });
  const { failure, onError, clearFailure } = useFormFailure(form);
  const forgot = trpc.auth.forgotPassword.useMutation({
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    forgot.mutate(values);
  });

  return (
    <AuthCard
      testId="forgot-page"
      title={<FormattedMessage id="forgot.title" />}
      description={forgot.isSuccess ? undefined : <FormattedMessage id="forgot.description" />}
      footer={
        <Link href="/login" className={TEXT_LINK_CLASS}>
          <FormattedMessage id="forgot.backToLogin" />
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <p data-testid="forgot-sent" role="status" className="flex items-start gap-3 text-sm">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <FormattedMessage id="forgot.sent" />
        </p>
      ) : (
        <form data-testid="forgot-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
          <EmailField error={form.formState.errors.email} {...form.register('email')} />
          <SubmitButton pending={forgot.isPending} className="self-start">
            <FormattedMessage id="forgot.submit" />
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
