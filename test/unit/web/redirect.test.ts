import { describe, expect, it } from '@jest/globals';
import { loginPathFor, SIGNED_IN_HOME, safeRedirectTarget } from '../../../web/src/lib/redirect.ts';

describe('safeRedirectTarget', () => {
  it('keeps same-origin paths with their search and hash', () => {
    expect(safeRedirectTarget('/account/')).toBe('/account/');
    expect(safeRedirectTarget('/projects/42/executions/?page=2&status=failed')).toBe(
      '/projects/42/executions/?page=2&status=failed',
    );
    expect(safeRedirectTarget('/account/otp#setup')).toBe('/account/otp#setup');
  });

  it('falls back to /home when there is no redirect', () => {
    expect(SIGNED_IN_HOME).toBe('/home');
    expect(safeRedirectTarget(null)).toBe('/home');
    expect(safeRedirectTarget(undefined)).toBe('/home');
    expect(safeRedirectTarget('')).toBe('/home');
  });

  it('refuses targets on another origin', () => {
    for (const value of [
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'evil.example',
      'home',
      ' /home',
    ]) {
      expect({ value, target: safeRedirectTarget(value) }).toEqual({ value, target: '/home' });
    }
  });

  it('uses the given fallback', () => {
    expect(safeRedirectTarget('//evil.example', '/')).toBe('/');
  });

  it('normalises dot segments instead of passing them on', () => {
    expect(safeRedirectTarget('/a/../account/')).toBe('/account/');
  });
});

describe('loginPathFor', () => {
  it('carries the wanted address, search included, as the redirect value', () => {
    const path = loginPathFor('/account/password?tab=1');
    expect(path.startsWith('/login?')).toBe(true);
    expect(new URLSearchParams(path.slice('/login?'.length)).get('redirect')).toBe('/account/password?tab=1');
  });

  it('round-trips through safeRedirectTarget', () => {
    const redirect = new URLSearchParams(loginPathFor('/home').split('?')[1]).get('redirect');
    expect(safeRedirectTarget(redirect)).toBe('/home');
  });

  it('drops an unsafe address', () => {
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
