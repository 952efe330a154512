import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { cn } from '../lib/utils.ts';
import { Spinner } from './spinner.tsx';
import { Card } from './ui/card.tsx';

/** Spec §2: full-height, centred mascot with a card holding a spinner and a translated message. */
export function LoadingView({ spinnerSize = 24, className }: { spinnerSize?: number; className?: string }) {
  return (
    <div
      data-testid="loading-view"
      className={cn('flex min-h-full flex-1 flex-col items-center justify-center gap-6 p-6', className)}
    >
      <img src="/mascot.svg" alt="" width={96} height={96} className="size-24" />
      <Card role="status" aria-live="polite" className="flex items-center gap-3 px-5 py-4">
        <Spinner size={spinnerSize} className="text-primary" />
        <span className="text-sm">
          <FormattedMessage id="loading.message" />
        </span>
      </Card>
    </div>
  );
}

const PENDING_DELAY_MS = 1000;

/** Suspense fallback: shows the loading view only when loading takes longer than the spec's pending delay. */
export function PendingView() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), PENDING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return visible ? <LoadingView /> : null;
}
