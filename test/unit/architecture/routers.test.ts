import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { appRouter } from '../../../src/trpc/router.ts';

/**
 * How a router folder reads (issue 20): one procedure per file named after it, the folder named like the
 * tRPC namespace, no import aliases, every REST route described through restMeta().
 */
const FOLDERS = ['system', 'auth', 'user', 'teams', 'admin', 'projects', 'outputs', 'evaluations', 'review'];
const routers = join(import.meta.dirname, '..', '..', '..', 'src', 'routers');

const filesOf = (folder: string) =>
  readdirSync(join(routers, folder))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => ({ name, text: readFileSync(join(routers, folder, name), 'utf8') }));
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('router folders', () => {
  it('import nothing under another name', () => {
    const aliased = FOLDERS.flatMap((folder) =>
      filesOf(folder)
        .filter(
          ({ text }) => /import\s*(type\s*)?\{[^}]*\bas\s+\w+[^}]*\}\s*from/.test(text) || /import \* as/.test(text),
        )
        .map(({ name }) => `${folder}/${name}`),
    );
    expect(aliased).toEqual([]);
  });

  it('keep each procedure in the file of its name, and describe REST routes only through restMeta()', () => {
    const misplaced = FOLDERS.flatMap((folder) =>
      filesOf(folder).flatMap(({ name, text }) => {
        const procedures = [...text.matchAll(/export const (\w+)Procedure = /g)].map((match) => match[1] as string);
        const wrongName = procedures.filter((procedure) => `${kebab(procedure)}.ts` !== name);
        const handWritten = /openapi:\s*\{/.test(text) ? ['hand-written openapi meta'] : [];
        return [...wrongName, ...handWritten].map((problem) => `${folder}/${name}: ${problem}`);
      }),
    );
    expect(misplaced).toEqual([]);
  });

  it('hold exactly the procedures of the namespace named like the folder', () => {
    const paths = Object.keys(appRouter._def.procedures);
    for (const folder of FOLDERS) {
      const router = filesOf(folder).find(({ name }) => name === 'router.ts')?.text ?? '';
      const imported = [...router.matchAll(/import \{ (\w+)Procedure \} from '\.\/([\w-]+)\.ts'/g)];
      const namespaced = paths.filter((path) => path.startsWith(`${folder}.`));
      // Every procedure of the namespace is imported from a file of this folder, named after it.
      expect(imported.map((match) => `${kebab(match[1] as string)}.ts`)).toEqual(
        imported.map((match) => `${match[2]}.ts`),
      );
      expect(imported).toHaveLength(namespaced.length);
    }
  });

  it('lead from a REST path to the file that serves it', () => {
    // Both names are public (tRPC `projects.executionStatistics`, REST `…/executions/chart`; `auth.resetPassword`,
    // `/auth/forgot-password/confirm`), so neither changes.
    const known = new Set(['projects/execution-statistics.ts', 'auth/reset-password.ts']);
    const lost = FOLDERS.flatMap((folder) =>
      filesOf(folder).flatMap(({ name, text }) => {
        const path = /path: '([^']+)'/.exec(text)?.[1];
        if (!path || known.has(`${folder}/${name}`)) {
          return [];
        }
        // The last literal segment of the path names the file: …/revisions/latest → get-latest-revision.ts.
        const last =
          path
            .split('/')
            .filter((segment) => segment && !segment.startsWith('{'))
            .pop() ?? '';
        const words = last.split('-').map((word) => word.replace(/(ie)?s$/, ''));
        const stem = name.replaceAll('-', '');
        return words.every((word) => stem.includes(word)) ? [] : [`${folder}/${name}: ${path}`];
      }),
    );
    expect(lost).toEqual([]);
  });
});
