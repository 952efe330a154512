import { ShieldAlert, Undo2 } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { useStopImpersonation } from '../lib/impersonation.ts';
import { useSession } from '../lib/session.ts';
import { Spinner } from './spinner.tsx';
import { Button } from './ui/button.tsx';

/**
 * While a site admin acts as someone else, every signed-in screen says so in warning colours and
 * offers the way back. The session tells: `impersonated_by` is set only then.
 */
export function ImpersonationBanner() {
  const session = useSession();
  const stop = useStopImpersonation();
  const admin = session.status === 'signed-in' ? session.user.impersonated_by : null;
  if (session.status !== 'signed-in' || !admin) {
    return null;
  }
  const { user } = session;
  return (
    <section
      data-testid="impersonation-banner"
      aria-labelledby="impersonation-banner-text"
      className="border-b border-amber-600/50 bg-amber-400 text-amber-950 dark:bg-amber-500 dark:text-amber-950"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p id="impersonation-banner-text" className="flex min-w-0 items-center gap-2">
          <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <FormattedMessage
              id="impersonation.banner"
              values={{
                name: user.name,
                email: user.email,
                admin: admin.name,
                strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
              }}
            />
          </span>
        </p>
        <Button
          size="sm"
          data-testid="impersonation-stop"
          className="bg-amber-950 text-amber-50 hover:bg-amber-900"
          disabled={stop.isPending}
          aria-busy={stop.isPending || undefined}
          onClick={() => stop.mutate()}
        >
          {stop.isPending ? <Spinner size={16} /> : <Undo2 aria-hidden="true" />}
          <FormattedMessage id="impersonation.stop" />
        </Button>
      </div>
    </section>
  );
}
