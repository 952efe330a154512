import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { isFirstPageMessage } from './src/i18n/first-page-messages.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// UI_OUT_DIR lets a test build into a folder of its own (test/helpers/ui-build.ts).
const outDir = process.env.UI_OUT_DIR ?? fileURLToPath(new URL('../dist/web', import.meta.url));

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every script and style once, at build time;
 * src/http/static-ui.ts serves them, so requests cost no compression work.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'docstruct-precompress',
    apply: 'build',
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      const files = (await readdir(assets)).filter((name) => /\.(js|css|svg|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const content = await readFile(path.join(assets, name));
          const size = content.length;
          await Promise.all([
            writeFile(
              path.join(assets, `${name}.br`),
              await brotli(content, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
              }),
            ),
            writeFile(path.join(assets, `${name}.gz`), await gz(content, { level: 9 })),
          ]);
        }),
      );
    },
  };
}
/**
 * Message catalogues (src/i18n/<locale>.json), as src/i18n/messages.ts imports them: imported as
 * is, only the first page's messages; with `?catalogue=rest`, all others. Both precompiled to
 * ICU ASTs, so the browser needs no message parser (aliased away below; ~7 KB gzip).
 */
function messageCatalogues(): Plugin {
  const catalogue = /\/src\/i18n\/[a-z]{2}\.json(\?catalogue=rest)?$/;
  const compile = (text: string) => {
    try {
      return parse(text, { shouldParseSkeletons: true });
    } catch {
      // What react-intl does with a message it cannot parse: show it as written.
      return [{ type: 0, value: text }];
    }
  };
  return {
    name: 'docstruct-message-catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = catalogue.exec(id);
      if (!match) {
        return null;
      }
      const wantRest = match[1] !== undefined;
      const messages = Object.entries(JSON.parse(code) as Record<string, string>)
        .filter(([messageId]) => isFirstPageMessage(messageId) !== wantRest)
        .map(([messageId, text]) => [messageId, compile(text)]);
      const json = JSON.stringify(Object.fromEntries(messages));
      // A query hides the file's type from the bundler: say it in JavaScript (JSON.parse is fastest).
      return wantRest
        ? { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null, moduleType: 'js' }
        : { code: json, map: null };
    },
  };
}

const api = 'http://localhost:3000';

const config = {
  root,
  plugins: [messageCatalogues(), react(), tailwindcss(), precompress()],
  resolve: {
    // Messages arrive precompiled (messageCatalogues): react-intl's parser is dead weight.
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Which chunks each route loads: bench/ui-size.ts and the size budget test read it.
    manifest: true,
    // Every browser the UI supports preloads modules itself: no polyfill on the first page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'first-page', tags: ['$initial'], priority: 1 },
            // The small pieces every form screen (sign-in included) loads together: one file, not eight.
            {
              name: 'form-parts',
              test: /web[\\/]src[\\/](components[\\/]form|components[\\/]ui[\\/](label|input|checkbox|textarea)|i18n[\\/](field-messages|error-message)|lib[\\/]server-issues|pages[\\/]auth[\\/]auth-card)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/trpc': api,
      '/api': api,
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // A build is always the production bundle, in any shell and whatever NODE_ENV the environment
  // holds (jest's "test", a developer's "development"): Vite keeps a NODE_ENV it finds set and
  // would bundle React's development build. Vite reads NODE_ENV again after loading this file
  // (its isProduction and the process.env.NODE_ENV define), so setting it here is enough and no
  // POSIX-only `NODE_ENV=production vite build` is needed in package.json.
  if (command === 'build') {
    process.env.NODE_ENV = 'production';
  }
  return config;
});
