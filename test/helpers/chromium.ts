import { spawn } from 'node:child_process';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, chmod, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

export type TChromium = {
  executablePath: string;
  source: 'CHROMIUM_PATH' | 'system' | 'packaged';
  /** Extra environment the binary needs (the packaged one brings its own NSS and fonts). */
  env: Record<string, string>;
};

export const SYSTEM_CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The browser for end-to-end tests, in this order: CHROMIUM_PATH, the system's Chromium, then the
 * headless Chromium that @sparticuz/chromium carries inside the npm package (nothing is downloaded).
 */
export async function findChromium(
  options: { env?: NodeJS.ProcessEnv; systemPaths?: string[]; cacheDir?: string } = {},
): Promise<TChromium> {
  const env = options.env ?? process.env;
  if (env.CHROMIUM_PATH) {
    if (!(await isExecutable(env.CHROMIUM_PATH))) {
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`);
    }
    return { executablePath: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH', env: {} };
  }
  for (const candidate of options.systemPaths ?? SYSTEM_CHROMIUM_PATHS) {
    if (await isExecutable(candidate)) {
      return { executablePath: candidate, source: 'system', env: {} };
    }
  }
  return packagedChromium(options.cacheDir ?? tmpdir());
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Unpacks the package's brotli files once per version into `<cacheDir>/docstruct-chromium-<version>`.
 * The folder appears by one rename, so parallel jest workers and two checkouts never see half a binary.
 */
async function packagedChromium(cacheDir: string): Promise<TChromium> {
  // The package exports only its entry (build/index.js): its folder is two levels up.
  const root = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')));
  const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const bin = path.join(root, 'bin');
  const target = path.join(cacheDir, `docstruct-chromium-${version}`);
  const executablePath = path.join(target, 'chromium');
  // A second attempt: on a loaded machine one unpack once ended with "Premature close" (tar gone early).
  for (let attempt = 1; !(await isExecutable(executablePath)); attempt++) {
    const partial = await mkdtemp(`${target}.partial-`);
    try {
      await chmod(partial, 0o755);
      await unpack({ bin, into: partial });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { recursive: true, force: true });
      // Another process finished first: its folder is as good as ours.
      if (!(await isExecutable(executablePath)) && attempt >= 2) {
        throw error;
      }
    }
  }
  return {
    executablePath,
    source: 'packaged',
    env: {
      // NSS and expat built for Amazon Linux: Debian without a browser has neither.
      LD_LIBRARY_PATH: [path.join(target, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_PATH: path.join(target, 'fontconfig'),
    },
  };
}

async function unpack({ bin, into }: { bin: string; into: string }): Promise<void> {
  await pipeline(
    createReadStream(path.join(bin, 'chromium.br')),
    createBrotliDecompress(),
    createWriteStream(path.join(into, 'chromium'), { mode: 0o755 }),
  );
  // SwiftShader sits beside the binary (it loads libEGL from its own folder); libs and fonts below.
  await untarBrotli(path.join(bin, 'swiftshader.tar.br'), into);
  await untarBrotli(path.join(bin, 'al2023.tar.br'), into);
  const fontconfig = path.join(into, 'fontconfig');
  await mkdir(fontconfig);
  await untarBrotli(path.join(bin, 'fonts.tar.br'), fontconfig);
  // The package's fonts.conf names Lambda's folders; ours names where the fonts are after the rename.
  const finalFontconfig = path.join(into.replace(/\.partial-[^/]+$/, ''), 'fontconfig');
  await writeFile(
    path.join(fontconfig, 'fonts.conf'),
    `<?xml version="1.0"?>\n<fontconfig>\n  <dir>${finalFontconfig}/fonts</dir>\n  <cachedir>${finalFontconfig}/cache</cachedir>\n</fontconfig>\n`,
  );
}

/** Debian's own tar reads the archive from stdin, so no tar library is needed. */
async function untarBrotli(archive: string, into: string): Promise<void> {
  const tar = spawn('tar', ['-x', '--no-same-owner', '-C', into], { stdio: ['pipe', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve, reject) => {
    tar.once('error', reject);
    tar.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited with ${code} on ${archive}`))));
  });
  await pipeline(createReadStream(archive), createBrotliDecompress(), tar.stdin);
  await exited;
}
