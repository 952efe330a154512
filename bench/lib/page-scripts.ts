// The scripts a UI route makes the browser load: the entry and its static imports, plus the
// route's lazy chunk and its static imports, read from the Vite manifest of the build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type TManifest = Record<string, { file: string; imports?: string[] }>;

export function pageScripts(distDir: string, routeModule: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as TManifest;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return;
    }
    seen.add(key);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  visit('index.html');
  visit(routeModule);
  return [...seen].map((key) => path.join(distDir, manifest[key]?.file ?? ''));
}

/** Bytes as stored, and as sent gzip- (level 9) and brotli-compressed (quality 11), as the build writes them. */
export function transferSizes(files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
    brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}
