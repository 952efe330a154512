import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Redirect, useSearchParams } from 'wouter';
import { FormError } from '../../components/form.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard } from './auth-card.tsx';

function ConfirmEmail({ token }: { token: string }) {
  const intl = useIntl();
  const verify = trpc.auth.verifyEmail.useMutation();
  const { mutate } = verify;
  // A token works once: StrictMode's second effect run (and a re-render) must not send it again.
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current) {
      sent.current = true;
      mutate({ token });
    }
  }, [mutate, token]);

  return (
    <AuthCard testId="verify-confirm-page" title={<FormattedMessage id="verifyConfirm.title" />}>
      {verify.isSuccess ? (
        <div data-testid="verify-success" role="status" className="flex flex-col gap-4">
          <p className="flex items-start gap-2 text-sm">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <FormattedMessage id="verifyConfirm.success" />
          </p>
          <Button asChild className="self-start">
            <Link href="/login">
              <FormattedMessage id="verifyConfirm.toLogin" />
            </Link>
          </Button>
        </div>
      ) : verify.isError ? (
        <div className="flex flex-col gap-4">
          <FormError>{errorMessageOf(intl, verify.error)}</FormError>
          <Button asChild variant="outline" className="self-start">
            <Link href="/verify/">
              <FormattedMessage id="verifyConfirm.requestNew" />
            </Link>
          </Button>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size={16} />
          <FormattedMessage id="verifyConfirm.pending" />
        </p>
      )}
    </AuthCard>
  );
}

/** Spec §2 /verify/confirm?t=…: confirms the address on load; without t the user goes to /. */
export default function VerifyConfirm() {
  const [params] = useSearchParams();
  const token = params.get('t');
  if (!token) {
    return <Redirect to="/" replace />;
  }
  return <ConfirmEmail token={token} />;
}
