import type { TConfig } from '../../config.ts';

/** Languages whose trained data ships with the app (@tesseract.js-data/<code>). */
export const OCR_LANGUAGE_CODES = ['eng', 'deu'] as const;
export type TOcrLanguage = (typeof OCR_LANGUAGE_CODES)[number];

export type TOcrSettings = {
  enabled: boolean;
  languages: TOcrLanguage[];
  /** A page still being recognized after this long is given up with a warning. */
  pageTimeoutMs: number;
  /** Pages (PDF pages without a text layer, images) recognized per uploaded file at most. */
  maxPages: number;
};

/** The same defaults as the OCR_* variables in src/config.ts. */
export const DEFAULT_OCR_SETTINGS: TOcrSettings = {
  enabled: true,
  languages: ['eng', 'deu'],
  pageTimeoutMs: 60_000,
  maxPages: 20,
};

export function ocrSettingsFromConfig(
  config: Pick<TConfig, 'OCR_ENABLED' | 'OCR_LANGUAGES' | 'OCR_PAGE_TIMEOUT_MS' | 'OCR_MAX_PAGES'>,
): TOcrSettings {
  return {
    enabled: config.OCR_ENABLED,
    languages: config.OCR_LANGUAGES,
    pageTimeoutMs: config.OCR_PAGE_TIMEOUT_MS,
    maxPages: config.OCR_MAX_PAGES,
  };
}
