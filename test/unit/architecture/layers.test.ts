import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * The layering of DESIGN.md, enforced: what runs below the routers (services, jobs, extraction, delivery,
 * storage, database …) never reaches up into the transport layers, and no source file grows past 300 lines.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const upperLayers = ['src/routers/', 'src/http/', 'src/trpc/'];
const entryFiles = ['src/app.ts', 'src/server.ts', 'src/main.ts', 'src/run.ts'];
const MAX_LINES = 300;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^']+)'/g)].map((m) => m[1]);
  const dynamic = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]);
  return [...specifiers, ...dynamic].filter((s): s is string => s?.startsWith('.') === true);
}

function resolveFrom(file: string, specifier: string): string {
  return relative(root, join(root, file, '..', specifier));
}

describe('architecture', () => {
  it('keeps everything below the routers free of imports from routers/, http/ and trpc/', () => {
    const lower = sourceFiles('src').filter(
      (file) => !upperLayers.some((layer) => file.startsWith(layer)) && !entryFiles.includes(file),
    );
    const violations = lower.flatMap((file) =>
      importsOf(file)
        .map((specifier) => resolveFrom(file, specifier))
        .filter((target) => upperLayers.some((layer) => target.startsWith(layer)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(violations).toEqual([]);
  });

  it('keeps every source file of the server and the web app at most 300 lines', () => {
    const tooLong = [...sourceFiles('src'), ...sourceFiles('web/src')]
      .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });
});
