import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { PageFrame, PageHeader } from '../../components/page.tsx';
import type { MessageId } from '../../i18n/messages.ts';
import { cn } from '../../lib/utils.ts';

const SECTIONS: { href: string; label: MessageId; testId: string }[] = [
  { href: '/admin/', label: 'admin.nav.costs', testId: 'admin-tab-costs' },
  { href: '/admin/users', label: 'admin.nav.users', testId: 'admin-tab-users' },
];

/** A site-admin screen (spec §2 /admin/…): the heading and the tabs between costs and users. */
export function AdminFrame({ testId, children }: { testId: string; children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  const here = location.replace(/\/$/, '');
  return (
    <PageFrame testId={testId} wide>
      <PageHeader
        title={<FormattedMessage id="admin.title" />}
        description={<FormattedMessage id="admin.description" />}
      />
      <nav aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
        <ul className="flex flex-wrap gap-1 border-b border-border">
          {SECTIONS.map(({ href, label, testId: tabId }) => {
            const active = here === href.replace(/\/$/, '');
            return (
              <li key={href}>
                <Link
                  href={href}
                  data-testid={tabId}
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
    </PageFrame>
  );
}
