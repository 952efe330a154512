import { englishOf } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';

/** Recognition was cut off because shutdownOcr() ran; the read as a whole should fail, not warn. */
export class OcrStoppedError extends Error {}
/** A page took longer than its time limit; its worker was terminated. */
export class OcrTimeoutError extends Error {}
/** Tesseract could not handle the page (unreadable image) or its worker died; `reason` is for users. */
export class OcrFailedError extends Error {
  readonly reason: TCodedMessage;

  constructor(reason: TCodedMessage, options?: { cause?: unknown }) {
    super(englishOf(reason), options);
    this.reason = reason;
  }
}
/** A worker could not load the language data (a missing, truncated or corrupt traineddata file). */
export class OcrLanguageDataError extends OcrFailedError {}
