import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * The UI shares the server's zod shapes (`src/routers/**\/*.types.ts`, `src/contracts/`). Vite bundles
 * whatever those files import at runtime, so a shape file that imports server code (a mapper using
 * `node:crypto`, the ORM) would drag it into the browser bundle. Type-only imports are erased and fine.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const SERVER_ONLY = /^(node:|@mikro-orm\/|pg$|express$|agenda$|nodemailer$|pino$)/;

function runtimeImports(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(import|export)(?!\s+type\s)[^'"]*?from\s+'([^']+)'/g)].map(
    (match) => match[2] as string,
  );
}

function resolve(file: string, specifier: string): string {
  return relative(root, join(root, dirname(file), specifier));
}

/** Every module the web bundle reaches from web/src (relative paths), and the server-only imports on the way. */
function webModuleGraph() {
  const start = readdirSync(join(root, 'web/src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  const seen = new Set<string>();
  const queue = [...start];
  const violations: string[] = [];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) {
      continue;
    }
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) {
        const target = resolve(file, specifier);
        if (target.startsWith('src/') || target.startsWith('web/src/')) {
          queue.push(target);
        }
      } else if (file.startsWith('src/') && SERVER_ONLY.test(specifier)) {
        violations.push(`${file} imports ${specifier}`);
      }
    }
  }
  return { start, seen, violations };
}

describe('the web bundle', () => {
  it('reaches no server-only module through the server files it imports', () => {
    const { start, seen, violations } = webModuleGraph();
    expect(seen.size).toBeGreaterThan(start.length);
    expect(violations).toEqual([]);
  });

  it('renders messages from the catalogue without the read-back of English text', () => {
    const { seen } = webModuleGraph();
    // The renderer is in the bundle, the read-back is not (the server reads old rows back itself).
    expect(seen.has('src/i18n/render-coded.ts')).toBe(true);
    expect(seen.has('src/i18n/legacy-coded-lines.ts')).toBe(false);
  });
});
