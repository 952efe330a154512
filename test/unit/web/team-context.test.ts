import { describe, expect, it } from '@jest/globals';
import { canManageMember, hasTeamRole } from '../../../web/src/lib/roles.ts';
import { enumParam, pageParam } from '../../../web/src/lib/search-params.ts';
import { pathAfterTeamSwitch, resolveCurrentTeam } from '../../../web/src/lib/team-routes.ts';

const TEAMS = [{ id: 'a' }, { id: 'b' }];

describe('current team', () => {
  it('keeps the stored team while the user is in it, else takes the first', () => {
    expect(resolveCurrentTeam(TEAMS, 'b')).toEqual({ id: 'b' });
    expect(resolveCurrentTeam(TEAMS, 'gone')).toEqual({ id: 'a' });
    expect(resolveCurrentTeam(TEAMS, null)).toEqual({ id: 'a' });
    expect(resolveCurrentTeam([], 'a')).toBeUndefined();
  });

  it('shows the same team section after a switch and leaves project screens for the list', () => {
    expect(pathAfterTeamSwitch('/teams/a/members', 'b')).toBe('/teams/b/members');
    expect(pathAfterTeamSwitch('/teams/a/api-keys', 'b')).toBe('/teams/b/api-keys');
    expect(pathAfterTeamSwitch('/projects/p1/schema', 'b')).toBe('/projects/');
    expect(pathAfterTeamSwitch('/projects/p1/', 'b')).toBe('/projects/');
    expect(pathAfterTeamSwitch('/projects/new', 'b')).toBeUndefined();
    expect(pathAfterTeamSwitch('/projects/', 'b')).toBeUndefined();
    expect(pathAfterTeamSwitch('/teams/new', 'b')).toBeUndefined();
    expect(pathAfterTeamSwitch('/home', 'b')).toBeUndefined();
  });
});

describe('team roles', () => {
  it('orders owner over admin over member', () => {
    expect(hasTeamRole('owner', 'admin')).toBe(true);
    expect(hasTeamRole('admin', 'admin')).toBe(true);
    expect(hasTeamRole('admin', 'owner')).toBe(false);
    expect(hasTeamRole('member', 'admin')).toBe(false);
    expect(hasTeamRole(null, 'member')).toBe(false);
    expect(hasTeamRole(undefined, 'member')).toBe(false);
  });

  it('lets admins manage members and admins, and only owners manage owners', () => {
    expect(canManageMember('admin', 'member')).toBe(true);
    expect(canManageMember('admin', 'admin')).toBe(true);
    expect(canManageMember('admin', 'owner')).toBe(false);
    expect(canManageMember('owner', 'owner')).toBe(true);
    expect(canManageMember('member', 'member')).toBe(false);
  });
});

describe('search parameters', () => {
  it('reads a page number from 0 up and falls back to the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(0);
    expect(pageParam(null)).toBe(0);
    expect(pageParam('-1')).toBe(0);
    expect(pageParam('1.5')).toBe(0);
    expect(pageParam('x')).toBe(0);
  });

  it('accepts only the allowed values of a filter', () => {
    expect(enumParam('api', ['api', 'email'] as const)).toBe('api');
    expect(enumParam('sms', ['api', 'email'] as const)).toBeUndefined();
    expect(enumParam(null, ['api', 'email'] as const)).toBeUndefined();
  });
});
