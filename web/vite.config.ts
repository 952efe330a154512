import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
const api = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir,
    emptyOutDir: true,
    // Which chunks each route loads: bench/ui-size.ts and the size budget test read it.
    manifest: true,
  },
  server: {
    proxy: {
      '/trpc': api,
      '/api': api,
    },
  },
});
