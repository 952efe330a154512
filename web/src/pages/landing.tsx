import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '../components/ui/button.tsx';

export default function Landing() {
  return (
    <section
      data-testid="landing"
      className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center gap-6 px-6 py-16 text-center"
    >
      <img src="/mascot.svg" alt="" width={128} height={128} className="size-32" />
      <h1 className="text-4xl font-bold tracking-tight">
        <FormattedMessage id="app.name" />
      </h1>
      <p className="text-xl">
        <FormattedMessage id="app.tagline" />
      </p>
      <p className="text-muted-foreground">
        <FormattedMessage id="landing.description" />
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/login">
            <FormattedMessage id="landing.signIn" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/register">
            <FormattedMessage id="landing.register" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
