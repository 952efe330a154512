import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '../../components/ui/card.tsx';

type AuthCardProps = {
  testId: string;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/** The centred card every signed-out account screen sits in. */
export function AuthCard({ testId, title, description, footer, children }: AuthCardProps) {
  return (
    <section data-testid={testId} className="flex flex-1 items-start justify-center px-4 py-12 sm:items-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? <CardFooter className="text-sm text-muted-foreground">{footer}</CardFooter> : null}
      </Card>
    </section>
  );
}

/** An inline link inside running text. */
export const TEXT_LINK_CLASS = 'font-medium text-primary underline-offset-4 hover:underline';
