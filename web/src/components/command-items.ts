import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages.ts';
import type { TProject, TTeam } from '../lib/api-types.ts';
import { hasTeamRole } from '../lib/roles.ts';

export type TCommand = { id: string; label: string; group: 'pages' | 'projects' | 'executions'; href: string };

/** The places the palette jumps to without asking the server: the screens of the sidebar and the account. */
export function pageCommands(intl: IntlShape, team: TTeam | undefined, siteAdmin: boolean): TCommand[] {
  const page = (id: string, messageId: MessageId, href: string) => ({
    id: `page:${id}`,
    label: intl.formatMessage({ id: messageId }),
    group: 'pages' as const,
    href,
  });
  const commands: TCommand[] = [
    page('home', 'nav.home', '/home'),
    page('projects', 'nav.projects', '/projects/'),
    page('account', 'nav.account', '/account/'),
    page('password', 'palette.password', '/account/password'),
    page('otp', 'palette.twoFactor', '/account/otp'),
    page('invites', 'nav.invites', '/account/invites'),
  ];
  if (team) {
    const inTeam = (id: string, messageId: MessageId, path: string) => ({
      ...page(id, messageId, `/teams/${team.id}/${path}`),
      label: `${intl.formatMessage({ id: messageId })} · ${team.name}`,
    });
    commands.push(inTeam('team-settings', 'nav.teamSettings', 'settings'));
    commands.push(inTeam('members', 'nav.members', 'members'));
    commands.push(inTeam('events', 'nav.events', 'events'));
    if (hasTeamRole(team.user_role, 'admin')) {
      commands.push(inTeam('api-keys', 'nav.apiKeys', 'api-keys'));
      commands.push(page('new-project', 'palette.newProject', '/projects/new'));
    }
  }
  if (siteAdmin) {
    commands.push(page('admin', 'nav.admin', '/admin/'));
    commands.push(page('admin-users', 'palette.adminUsers', '/admin/users'));
  }
  return commands;
}

/** Each project of the team, with its most used screens. */
export function projectCommands(intl: IntlShape, projects: TProject[]): TCommand[] {
  return projects.flatMap((project) => [
    { id: `project:${project.id}`, label: project.name, group: 'projects' as const, href: `/projects/${project.id}/` },
    {
      id: `project-executions:${project.id}`,
      label: `${project.name} · ${intl.formatMessage({ id: 'palette.executions' })}`,
      group: 'projects' as const,
      href: `/projects/${project.id}/executions/`,
    },
    {
      id: `project-schema:${project.id}`,
      label: `${project.name} · ${intl.formatMessage({ id: 'palette.schema' })}`,
      group: 'projects' as const,
      href: `/projects/${project.id}/schema`,
    },
  ]);
}

/** Case- and accent-insensitive: every word of the query appears in the label. */
export function matches(label: string, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const haystack = fold(label);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
