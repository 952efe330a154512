/** A file that can't be turned into text; `message` is written for the user who uploaded it. */
export class DocumentReadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentReadError';
  }
}
