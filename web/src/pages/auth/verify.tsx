import { MailCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ZResendVerificationInput } from '../../../../src/routers/auth/resend-verification.types.ts';
import { EmailField } from '../../components/account-fields.tsx';
import { SubmitButton } from '../../components/form.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { useZodForm } from '../../lib/forms.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard, TEXT_LINK_CLASS } from './auth-card.tsx';

// Sign-up passes the address along in the history entry, so "send again" needs no typing.
function emailFromHistory(): string {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') {
    return state.email;
  }
  return '';
}

/** Spec §2 /verify/: after sign-up, ask the user to open the mailed link; offers a new link. */
export default function VerifyPrompt() {
  const intl = useIntl();
  const form = useZodForm(ZResendVerificationInput, { defaultValues: { email: emailFromHistory() } });
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'verify.resent' }));
    },
    onError: (error) => toast.error(errorMessageOf(intl, error)),
  });
  const onSubmit = form.handleSubmit((values) => resend.mutate(values));

  return (
    <AuthCard
      testId="verify-page"
      title={<FormattedMessage id="verify.title" />}
      footer={
        <Link href="/login" className={TEXT_LINK_CLASS}>
          <FormattedMessage id="verify.toLogin" />
        </Link>
      }
    >
      <div className="flex flex-col gap-6">
        <div className="flex items-start gap-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <p className="text-sm">
            <FormattedMessage id="verify.checkMail" />
          </p>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 border-t border-border pt-6">
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="verify.noMail" />
          </p>
          <EmailField error={form.formState.errors.email} {...form.register('email')} />
          <SubmitButton
            data-testid="resend-verification"
            variant="outline"
            pending={resend.isPending}
            className="self-start"
          >
            <FormattedMessage id="verify.resend" />
          </SubmitButton>
        </form>
      </div>
    </AuthCard>
  );
}
