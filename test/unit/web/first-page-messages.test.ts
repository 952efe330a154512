import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import en from '../../../web/src/i18n/en.json' with { type: 'json' };
import { FIRST_PAGE_NAMESPACES, isFirstPageMessage } from '../../../web/src/i18n/first-page-messages.ts';
import { FIRST_PAGE_ENTRIES, messageNamespacesIn, staticallyReachable } from '../../helpers/first-page-modules.ts';

// The first page carries only some of the messages (web/vite.config.ts splits the catalogues);
// a signed-out screen that shows a message outside them would show its id instead.
const catalogueNamespaces = new Set(Object.keys(en).map((id) => id.split('.')[0] ?? ''));
const read = (file: string) => readFileSync(file, 'utf8');

describe('the first page messages', () => {
  it('cover every namespace the signed-out pages and their phone menu name', () => {
    const modules = staticallyReachable();
    expect(modules).toContain('web/src/pages/auth/login.tsx');
    expect(modules).toContain('web/src/components/header.tsx');
    // The drawer loads when opened; signed out it shows only its own file's messages.
    const named = new Set<string>();
    for (const file of [...modules, 'web/src/components/mobile-menu.tsx']) {
      for (const namespace of messageNamespacesIn(read(file), catalogueNamespaces)) {
        named.add(namespace);
      }
    }
    expect(named).toContain('login');
    expect([...named].filter((namespace) => !FIRST_PAGE_NAMESPACES.includes(namespace))).toEqual([]);
  });

  it('name namespaces that exist, and leave most messages to the signed-in screens', () => {
    expect(FIRST_PAGE_NAMESPACES.filter((namespace) => !catalogueNamespaces.has(namespace))).toEqual([]);
    const first = Object.keys(en).filter(isFirstPageMessage).length;
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThan(Object.keys(en).length / 3);
  });

  it('are all a public screen gets: every other screen loads the rest with its chunk', () => {
    const routes = read('web/src/routes.tsx');
    const plainLazy = [...routes.matchAll(/= lazy\(\(\) => import\('\.\/([^']+)'\)\)/g)].map(
      (match) => `web/src/${match[1]}`,
    );
    expect(plainLazy.length).toBeGreaterThan(3);
    expect(plainLazy.filter((file) => !FIRST_PAGE_ENTRIES.includes(file))).toEqual([]);
  });
});
