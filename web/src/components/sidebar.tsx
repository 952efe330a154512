import {
  FolderKanban,
  History,
  House,
  KeyRound,
  type LucideIcon,
  Mail,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { MessageId } from '../i18n/messages.ts';
import { useCurrentTeam } from '../lib/current-team.ts';
import { hasTeamRole } from '../lib/roles.ts';
import { useSignedInUser } from '../lib/session.ts';
import { cn } from '../lib/utils.ts';
import { Badge } from './ui/badge.tsx';

type TNavItem = { href: string; label: MessageId; icon: LucideIcon; testId: string; count?: number };

const trimSlash = (path: string) => path.replace(/\/$/, '');

/**
 * What only the open sidebar shows (the drawer on phones always shows it); the names stay for
 * assistive technology either way.
 */
const whenOpen = (open: boolean, classes: string) => (open ? classes : 'sr-only');

/** Whether the item stands for the current screen (its own screens below it count too). */
function isActive(location: string, href: string): boolean {
  const here = trimSlash(location);
  const target = trimSlash(href);
  return here === target || ((target === '/projects' || target === '/admin') && here.startsWith(`${target}/`));
}

function NavLink({ item, open }: { item: TNavItem; open: boolean }) {
  const intl = useIntl();
  const [location] = useLocation();
  const active = isActive(location, item.href);
  const Icon = item.icon;
  const label = intl.formatMessage({ id: item.label });
  return (
    <li>
      <Link
        href={item.href}
        data-testid={item.testId}
        aria-current={active ? 'page' : undefined}
        title={label}
        className={cn(
          'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
          active ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )}
      >
        <span className="relative">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {item.count ? (
            <span
              aria-hidden="true"
              className={cn('absolute -top-1 -right-1 size-2 rounded-full bg-primary', open && 'hidden')}
            />
          ) : null}
        </span>
        <span className={whenOpen(open, 'flex-1 truncate')}>{label}</span>
        {item.count ? (
          <Badge variant="count" data-testid="sidebar-invite-count" className={whenOpen(open, '')}>
            {item.count}
          </Badge>
        ) : null}
      </Link>
    </li>
  );
}

function NavGroup({ title, items, open }: { title?: string; items: TNavItem[]; open: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      {title ? (
        <p className={whenOpen(open, 'truncate px-2.5 pt-3 text-xs font-semibold text-muted-foreground')}>{title}</p>
      ) : null}
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <NavLink key={item.href} item={item} open={open} />
        ))}
      </ul>
    </div>
  );
}

/** The signed-in screens' navigation; closed, it shrinks to icons (names stay for assistive technology). */
export function Sidebar({ open, inDrawer = false }: { open: boolean; inDrawer?: boolean }) {
  const intl = useIntl();
  const user = useSignedInUser();
  const { team } = useCurrentTeam();
  const main: TNavItem[] = [
    { href: '/home', label: 'nav.home', icon: House, testId: 'nav-home' },
    { href: '/projects/', label: 'nav.projects', icon: FolderKanban, testId: 'nav-projects' },
  ];
  const teamItems: TNavItem[] = team
    ? [
        { href: `/teams/${team.id}/settings`, label: 'nav.teamSettings', icon: Settings, testId: 'nav-team-settings' },
        { href: `/teams/${team.id}/members`, label: 'nav.members', icon: Users, testId: 'nav-members' },
        { href: `/teams/${team.id}/events`, label: 'nav.events', icon: History, testId: 'nav-events' },
        ...(hasTeamRole(team.user_role, 'admin')
          ? [
              {
                href: `/teams/${team.id}/api-keys`,
                label: 'nav.apiKeys' as const,
                icon: KeyRound,
                testId: 'nav-api-keys',
              },
            ]
          : []),
      ]
    : [];
  const accountItems: TNavItem[] = [
    { href: '/account/', label: 'nav.account', icon: UserRound, testId: 'nav-account' },
    {
      href: '/account/invites',
      label: 'nav.invites',
      icon: Mail,
      testId: 'nav-invites',
      count: user.invites.length,
    },
    // Spec §6: the admin area is for site admins only (the route guard and the server check too).
    ...(user.role === 'admin'
      ? [{ href: '/admin/', label: 'nav.admin' as const, icon: ShieldCheck, testId: 'nav-admin' }]
      : []),
  ];
  return (
    <nav
      id={inDrawer ? 'app-drawer-nav' : 'app-sidebar'}
      data-testid={inDrawer ? 'drawer-nav' : 'sidebar'}
      data-open={String(open)}
      aria-label={intl.formatMessage({ id: 'nav.label' })}
      className={cn(
        'flex shrink-0 flex-col gap-2',
        // Phones get the drawer instead; on wider screens the rail stays in view while the page scrolls.
        inDrawer
          ? 'w-full'
          : 'sticky top-0 hidden h-svh self-start overflow-y-auto border-r border-border p-2 transition-[width] md:flex',
        !inDrawer && (open ? 'w-56' : 'w-14'),
      )}
    >
      <NavGroup items={main} open={open} />
      {team ? (
        <NavGroup title={intl.formatMessage({ id: 'nav.team' }, { name: team.name })} items={teamItems} open={open} />
      ) : null}
      <NavGroup title={intl.formatMessage({ id: 'nav.accountGroup' })} items={accountItems} open={open} />
    </nav>
  );
}
