/** Recognition was cut off because shutdownOcr() ran; the read as a whole should fail, not warn. */
export class OcrStoppedError extends Error {}
/** A page took longer than its time limit; its worker was terminated. */
export class OcrTimeoutError extends Error {}
/** Tesseract could not handle the page (unreadable image) or its worker died; the message is for users. */
export class OcrFailedError extends Error {}
/** A worker could not load the language data (a missing, truncated or corrupt traineddata file). */
export class OcrLanguageDataError extends OcrFailedError {}
