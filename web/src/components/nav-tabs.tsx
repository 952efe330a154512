import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { MessageId } from '../i18n/messages.ts';
import { cn } from '../lib/utils.ts';

export type TNavTab = {
  href: string;
  label: MessageId;
  testId?: string;
  /** Also marked on the section's own sub-screens (`/outputs/` stays marked on `/outputs/1`). */
  withSubpaths?: boolean;
};

const withoutSlash = (path: string) => path.replace(/\/$/, '');

/** Whether `tab` is the screen at `location` (trailing slashes aside). */
export function isTabActive(tab: TNavTab, location: string): boolean {
  const here = withoutSlash(location);
  const target = withoutSlash(tab.href);
  return here === target || (tab.withSubpaths === true && here.startsWith(`${target}/`));
}

/** Tabs between the screens of one area (account, admin, a project): links, the current one marked. */
export function NavTabs({ label, tabs }: { label: MessageId; tabs: TNavTab[] }) {
  const intl = useIntl();
  const [location] = useLocation();
  return (
    <nav aria-label={intl.formatMessage({ id: label })}>
      <ul className="flex flex-wrap gap-1 border-b border-border">
        {tabs.map((tab) => {
          const active = isTabActive(tab, location);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                data-testid={tab.testId}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  active
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                <FormattedMessage id={tab.label} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
