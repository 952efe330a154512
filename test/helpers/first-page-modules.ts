import { readFileSync } from 'node:fs';
import path from 'node:path';

/** web/src files a signed-out visitor's first page can run: the entry and the public screens. */
export const FIRST_PAGE_ENTRIES = [
  'web/src/main.tsx',
  'web/src/pages/landing.tsx',
  'web/src/pages/auth/login.tsx',
  'web/src/pages/auth/register.tsx',
  'web/src/pages/auth/verify.tsx',
  'web/src/pages/auth/verify-confirm.tsx',
  'web/src/pages/auth/forgot.tsx',
  'web/src/pages/auth/forgot-confirm.tsx',
];

// Static imports only (`import … from './x.ts'`, `export … from`): lazy `import()` calls are
// what loads later, with its own part of the messages.
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+)'/gm;

/** Every web/src module the entries reach through static imports (paths relative to the repository). */
export function staticallyReachable(entries: string[] = FIRST_PAGE_ENTRIES, root = process.cwd()): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.(tsx?|ts)$/.test(file)) {
      return;
    }
    seen.add(file);
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const target = path.normalize(path.join(path.dirname(file), match[1] ?? ''));
      if (target.startsWith('web/src/')) {
        visit(target);
      }
    }
  };
  entries.forEach(visit);
  return [...seen].sort();
}

/**
 * The catalogue namespaces a module may show: every quoted `namespace.key` (or `namespace.${…}`)
 * whose first part is one of `namespaces`. Generous on purpose: a false hit costs a few bytes.
 */
export function messageNamespacesIn(source: string, namespaces: Set<string>): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(/['"`]([a-zA-Z]+)\.(?:\w|\$\{)/g)) {
    const namespace = match[1] ?? '';
    if (namespaces.has(namespace)) {
      found.add(namespace);
    }
  }
  return found;
}
