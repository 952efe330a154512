// The regular expressions of src/extraction, for the regex audit (regex-audit.ts), gathered three ways so none is
// missed: every regex literal of every source file (parsed with the TypeScript compiler's API), every RegExp the code
// builds with `new RegExp(...)` (the global constructor is wrapped while the modules load and while a few ordinary
// documents are extracted, so patterns built from label lists inside functions are caught with their call site), and
// every RegExp a module exports (in arrays and objects too).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SyntaxKind } from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

export type TFoundPattern = { where: string; source: string; flags: string; how: 'literal' | 'built' | 'exported' };

const ROOT = new URL('../../', import.meta.url).pathname;
const SRC = join(ROOT, 'src/extraction');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

type TNode = {
  kind: number;
  pos: number;
  end: number;
  text?: string;
  forEachChild(visit: (node: TNode) => void): void;
};

/** Every regex literal under src/extraction, with its file and line. */
export function regexLiterals(): TFoundPattern[] {
  const api = new API({ cwd: ROOT });
  try {
    const project = api.updateSnapshot({ openProject: join(ROOT, 'tsconfig.json') }).getProjects()[0];
    if (!project) throw new Error('tsconfig.json: no project');
    const found: TFoundPattern[] = [];
    for (const file of sourceFiles(SRC)) {
      const tree = project.program.getSourceFile(file) as unknown as (TNode & { text: string }) | undefined;
      if (!tree) throw new Error(`${file}: not in the project`);
      const visit = (node: TNode): void => {
        if (node.kind === SyntaxKind.RegularExpressionLiteral) {
          const literal = tree.text.slice(node.pos, node.end).trim();
          const close = literal.lastIndexOf('/');
          const line = tree.text.slice(0, node.end).split('\n').length;
          found.push({
            where: `${relative(ROOT, file)}:${line}`,
            source: literal.slice(1, close),
            flags: literal.slice(close + 1),
            how: 'literal',
          });
        }
        node.forEachChild(visit);
      };
      visit(tree);
    }
    return found;
  } finally {
    api.close();
  }
}

/** The src line that called `new RegExp`, from the stack of the call. */
function callSite(stack: string): string {
  const frame = stack.split('\n').find((line) => line.includes('/src/extraction/')) ?? '';
  const place = /(\/src\/extraction\/[^:)]+):(\d+)/.exec(frame);
  return place ? `src/extraction${place[1]?.slice('/src/extraction'.length)}:${place[2]}` : 'unknown';
}

/**
 * Every RegExp built with the constructor while the modules load and `exercise` runs, and every exported one. Call
 * before anything imports src/extraction in this process: the constructor is wrapped only for modules loaded after.
 */
export async function builtAndExported(exercise: () => Promise<void>): Promise<TFoundPattern[]> {
  const found: TFoundPattern[] = [];
  const Original = RegExp;
  globalThis.RegExp = new Proxy(Original, {
    construct(target, args: [string | RegExp, string?]) {
      const made = new target(...args);
      const stack = new Error().stack ?? '';
      if (stack.includes('/src/extraction/')) {
        found.push({ where: callSite(stack), source: made.source, flags: made.flags, how: 'built' });
      }
      return made;
    },
  });
  try {
    for (const file of sourceFiles(SRC)) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        const values = Array.isArray(value)
          ? value
          : value && typeof value === 'object'
            ? Object.values(value)
            : [value];
        for (const item of values) {
          if (item instanceof Original) {
            found.push({
              where: `${relative(ROOT, file)}#${name}`,
              source: item.source,
              flags: item.flags,
              how: 'exported',
            });
          }
        }
      }
    }
    await exercise();
  } finally {
    globalThis.RegExp = Original;
  }
  return found;
}

/** One entry per distinct pattern (source and flags), the first place it was found at, and how many places. */
export function distinct(patterns: TFoundPattern[]): (TFoundPattern & { places: number })[] {
  const byKey = new Map<string, TFoundPattern & { places: number }>();
  for (const pattern of patterns) {
    const key = `${pattern.flags.replace(/[gy]/g, '')}/${pattern.source}`;
    const known = byKey.get(key);
    if (known) known.places += 1;
    else byKey.set(key, { ...pattern, places: 1 });
  }
  return [...byKey.values()];
}
