import { Component, type ReactNode, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { httpStatusOf } from '../lib/query-client.ts';
import { ErrorScreen, ReloadAndHome } from './error-screens.tsx';
import { Button } from './ui/button.tsx';

/** Spec §2: the router's default failure view, with a toggle for the error message. */
export function RouteErrorView({ error }: { error: unknown }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section
      data-testid="route-error"
      role="alert"
      className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">
        <FormattedMessage id="errorBoundary.title" />
      </h1>
      <Button variant="outline" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
        <FormattedMessage id={open ? 'errorBoundary.hideError' : 'errorBoundary.showError'} />
      </Button>
      <pre
        id={detailsId}
        hidden={!open}
        className="max-w-full overflow-auto whitespace-pre-wrap rounded-md border border-destructive/40 bg-muted p-3 text-left text-sm text-destructive"
      >
        {message}
      </pre>
      <div className="flex flex-wrap justify-center gap-2">
        <ReloadAndHome />
      </div>
    </section>
  );
}

type Props = { children: ReactNode };
type State = { error: unknown; failed: boolean };

/**
 * Catches render errors below it. A failed call (it has an HTTP status) gets its error screen;
 * anything else gets the default failure view. Give it a `key` that changes on navigation to reset it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) {
      return this.props.children;
    }
    const { error } = this.state;
    return httpStatusOf(error) === undefined ? <RouteErrorView error={error} /> : <ErrorScreen error={error} />;
  }
}
