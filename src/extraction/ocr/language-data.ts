import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OCR_LANGUAGE_CODES, type TOcrLanguage } from './settings.ts';

const require = createRequire(import.meta.url);

// LSTM-only integer models: the small ones tesseract.js itself would download by default.
const dataFile = (language: TOcrLanguage) =>
  path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
    '4.0.0_best_int',
    `${language}.traineddata.gz`,
  );

let directory: string | undefined;
let removedOnExit = false;

/**
 * A folder holding `<code>.traineddata.gz` for every bundled language, for tesseract's `langPath`
 * (one folder for all languages, while each package has its own). Links, created once per process.
 */
export function languageDataDirectory(): string {
  if (!directory || !existsSync(directory)) {
    if (!removedOnExit) {
      // Also gone when the process ends without shutdownOcr() (scripts); rmSync is fine in 'exit'.
      process.once('exit', removeLanguageDataDirectory);
      removedOnExit = true;
    }
    directory = mkdtempSync(path.join(tmpdir(), 'docstruct-tessdata-'));
    for (const language of OCR_LANGUAGE_CODES) {
      symlinkSync(dataFile(language), path.join(directory, `${language}.traineddata.gz`));
    }
  }
  return directory;
}

export function removeLanguageDataDirectory(): void {
  if (directory) {
    rmSync(directory, { recursive: true, force: true });
    directory = undefined;
  }
}
