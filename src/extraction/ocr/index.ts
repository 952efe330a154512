export { OcrStoppedError, OcrTimeoutError } from './errors.ts';
export { logOcrFailure } from './log-failure.ts';
export { formatDuration, recognize, type TOcrResult, type TRecognizeOptions } from './recognize.ts';
export { renderPdfPage } from './render-pdf-page.ts';
export {
  DEFAULT_OCR_SETTINGS,
  OCR_LANGUAGE_CODES,
  ocrSettingsFromConfig,
  type TOcrLanguage,
  type TOcrSettings,
} from './settings.ts';
export { shutdownOcr } from './worker-pool.ts';
