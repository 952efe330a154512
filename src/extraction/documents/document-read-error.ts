import { englishOf } from '../../i18n/message.ts';
import type { TCodedMessage } from '../../i18n/types.ts';

/** A file that can't be turned into text; `coded` is written for the user who uploaded it (`message`: English). */
export class DocumentReadError extends Error {
  readonly coded: TCodedMessage;

  constructor(coded: TCodedMessage, options?: { cause?: unknown }) {
    super(englishOf(coded), options);
    this.name = 'DocumentReadError';
    this.coded = coded;
  }
}
