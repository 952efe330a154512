import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * The router layout of DESIGN.md, enforced for the namespaces that follow it: the folder is the tRPC
 * namespace, `router.ts` imports each procedure from the file named after it (`listApiKeysProcedure` or
 * `listApiKeys` from `./list-api-keys.ts`), and no router file renames an import (`import { x as y }`).
 */
const root = join(import.meta.dirname, '..', '..', '..');
// projects, outputs, evaluations and review join when they are split per procedure.
const NAMESPACES = ['system', 'auth', 'user', 'teams', 'admin'];

const kebab = (name: string) => name.replace(/Procedure$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const read = (namespace: string, file: string) => readFileSync(join(root, 'src/routers', namespace, file), 'utf8');
const importsOf = (text: string) =>
  [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)].map((match) => ({
    names: (match[2] as string)
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    from: match[3] as string,
  }));

describe('routers', () => {
  it('import every procedure of router.ts from the file named after it', () => {
    const misnamed = NAMESPACES.flatMap((namespace) =>
      importsOf(read(namespace, 'router.ts'))
        .filter(({ from }) => from.startsWith('./'))
        .flatMap(({ names, from }) =>
          names.filter((name) => `./${kebab(name)}.ts` !== from).map((name) => `${namespace}: ${name} from ${from}`),
        ),
    );
    expect(misnamed).toEqual([]);
  });

  it('rename no import', () => {
    const aliases = NAMESPACES.flatMap((namespace) =>
      readdirSync(join(root, 'src/routers', namespace))
        .filter((file) => file.endsWith('.ts'))
        .flatMap((file) =>
          importsOf(read(namespace, file)).flatMap(({ names }) =>
            names.filter((name) => / as /.test(name)).map((name) => `${namespace}/${file}: ${name}`),
          ),
        ),
    );
    expect(aliases).toEqual([]);
  });
});
