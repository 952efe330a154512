import { UserRound } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useSignedInUser } from '../../lib/session.ts';

/** Spec §2 /home: the signed-in start page. Teams and projects join it later. */
export default function Home() {
  const user = useSignedInUser();
  return (
    <section data-testid="home-page" className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 data-testid="home-greeting" className="text-3xl font-bold tracking-tight">
        <FormattedMessage id="home.greeting" values={{ name: user.name }} />
      </h1>
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="home.accountTitle" />
          </CardTitle>
          <CardDescription>
            <FormattedMessage id="home.accountDescription" />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link href="/account/">
              <UserRound aria-hidden="true" />
              <FormattedMessage id="home.toAccount" />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
