import { ArrowLeft, Hourglass, House, RefreshCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { isMessageId } from '../i18n/messages.ts';
import { appCodeOf, httpStatusOf } from '../lib/query-client.ts';
import { Button } from './ui/button.tsx';

type ScreenProps = { testId: string; icon: ReactNode; title: ReactNode; description: ReactNode; actions: ReactNode };

function Screen({ testId, icon, title, description, actions }: ScreenProps) {
  return (
    <section
      data-testid={testId}
      aria-labelledby={`${testId}-title`}
      className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <div className="text-muted-foreground [&_svg]:size-12">{icon}</div>
      <h1 id={`${testId}-title`} className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="max-w-md text-muted-foreground">{description}</p>
      <div className="flex flex-wrap justify-center gap-2">{actions}</div>
    </section>
  );
}

function HomeButton({ size }: { size?: 'sm' }) {
  return (
    <Button asChild variant="outline" size={size}>
      <Link href="/">
        <House aria-hidden="true" />
        <FormattedMessage id="actions.goHome" />
      </Link>
    </Button>
  );
}

/** Spec §8: every error state offers a reload and a way home. */
export function ReloadAndHome({ size }: { size?: 'sm' }) {
  return (
    <>
      <Button size={size} data-testid="error-reload" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        <FormattedMessage id="actions.reload" />
      </Button>
      <HomeButton size={size} />
    </>
  );
}

/** The unmatched-path view: go back or go home. */
export function NotFound() {
  const [, navigate] = useLocation();
  // A page opened directly has nothing to go back to; home is the sensible "back" then.
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate('/'));
  return (
    <Screen
      testId="not-found"
      icon={<SearchX aria-hidden="true" />}
      title={<FormattedMessage id="notFound.title" />}
      description={<FormattedMessage id="notFound.description" />}
      actions={
        <>
          <Button onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            <FormattedMessage id="actions.goBack" />
          </Button>
          <HomeButton />
        </>
      }
    />
  );
}

/** A call answered 404. */
export function NotFoundErrorScreen() {
  return (
    <Screen
      testId="error-404"
      icon={<SearchX aria-hidden="true" />}
      title={<FormattedMessage id="errorScreen.notFound.title" />}
      description={<FormattedMessage id="errorScreen.notFound.description" />}
      actions={<ReloadAndHome />}
    />
  );
}

/** A call answered 429. */
export function TooManyRequestsScreen() {
  return (
    <Screen
      testId="error-429"
      icon={<Hourglass aria-hidden="true" />}
      title={<FormattedMessage id="errorScreen.tooManyRequests.title" />}
      description={<FormattedMessage id="errorScreen.tooManyRequests.description" />}
      actions={<ReloadAndHome />}
    />
  );
}

/** Any other status: the status in the title and the server's message below it. */
export function StatusErrorScreen({ status, message }: { status: number; message: string }) {
  return (
    <Screen
      testId="error-status"
      icon={<TriangleAlert aria-hidden="true" />}
      title={<FormattedMessage id="errorScreen.status.title" values={{ status }} />}
      description={message}
      actions={<ReloadAndHome />}
    />
  );
}

/** An error that is not an HTTP answer. */
export function GenericErrorScreen() {
  return (
    <Screen
      testId="error-generic"
      icon={<TriangleAlert aria-hidden="true" />}
      title={<FormattedMessage id="errorScreen.generic.title" />}
      description={<FormattedMessage id="errorScreen.generic.description" />}
      actions={<ReloadAndHome />}
    />
  );
}

/** Picks the screen for a failed call from its HTTP status. */
export function ErrorScreen({ error }: { error: unknown }) {
  const intl = useIntl();
  const status = httpStatusOf(error);
  if (status === 404) {
    return <NotFoundErrorScreen />;
  }
  if (status === 429) {
    return <TooManyRequestsScreen />;
  }
  if (status === undefined) {
    return <GenericErrorScreen />;
  }
  // Our own codes read better translated; a message the UI has no words for is shown as sent. An
  // answer without a code (a proxy's HTML page) has only the client's English words: the status says it.
  const code = appCodeOf(error);
  const id = `errors.${code}`;
  const serverMessage =
    code !== undefined && error instanceof Error && error.message !== '' ? error.message : undefined;
  const message = isMessageId(id)
    ? intl.formatMessage({ id })
    : (serverMessage ?? intl.formatMessage({ id: 'errors.http' }, { status }));
  return <StatusErrorScreen status={status} message={message} />;
}
