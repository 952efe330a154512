import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { MessageId } from '../../i18n/messages.ts';
import { cn } from '../../lib/utils.ts';

const SECTIONS: { href: string; label: MessageId }[] = [
  { href: '/account/', label: 'account.nav.profile' },
  { href: '/account/password', label: 'account.nav.password' },
  { href: '/account/otp', label: 'account.nav.otp' },
  { href: '/account/invites', label: 'account.nav.invites' },
];

const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** The account screens' frame: a heading and the section navigation. */
export function AccountLayout({ testId, children }: { testId: string; children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  return (
    <section data-testid={testId} className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">
        <FormattedMessage id="account.title" />
      </h1>
      <nav aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {SECTIONS.map(({ href, label }) => {
            const active = samePath(location, href);
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active
                      ? 'border-primary text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )}
                >
                  <FormattedMessage id={label} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </section>
  );
}
