import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageOf } from '../i18n/error-message.ts';
import { cn } from '../lib/utils.ts';
import { ReloadAndHome } from './error-screens.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A signed-in screen's frame: its test id, width and spacing. Every screen has the same width
 * (`wide` is kept for callers but no longer differs), so moving between sections and tabs does not
 * shift the content sideways.
 */
export function PageFrame({
  testId,
  wide,
  className,
  children,
}: {
  testId: string;
  wide?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      data-wide={wide ? 'true' : undefined}
      className={cn('mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8', className)}
    >
      {children}
    </section>
  );
}

/** The screen's heading, an optional line below it, and its main actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="truncate text-3xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** A list or panel still loading. */
export function LoadingState({ className }: { className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}>
      <Spinner size={16} />
      <FormattedMessage id="loading.message" />
    </p>
  );
}

/** A list or panel whose call failed, in words the user can read. */
export function ErrorState({ error, className }: { error: unknown; className?: string }) {
  const intl = useIntl();
  return (
    <div data-testid="error-state" className={cn('flex flex-col items-start gap-3', className)}>
      <p role="alert" className="text-sm text-destructive">
        {errorMessageOf(intl, error)}
      </p>
      <div className="flex flex-wrap gap-2">
        <ReloadAndHome size="sm" />
      </div>
    </div>
  );
}

/** Nothing to list yet: a short line and, where the role allows, the way to change that. */
export function EmptyState({
  testId,
  title,
  description,
  action,
}: {
  testId?: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center"
    >
      <p className="text-lg font-medium">{title}</p>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}

/** A screen the user's team role does not include (the server would refuse it anyway). */
export function NotAllowed() {
  return (
    <div
      data-testid="not-allowed"
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-border px-6 py-12 text-center"
    >
      <Lock aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="text-lg font-medium">
        <FormattedMessage id="notAllowed.title" />
      </p>
      <p className="max-w-md text-sm text-muted-foreground">
        <FormattedMessage id="notAllowed.description" />
      </p>
    </div>
  );
}
