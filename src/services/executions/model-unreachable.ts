import type { TExtractionProvider } from '../../extraction/types.ts';
import { codedMessage, englishOf } from '../../i18n/message.ts';
import { networkMessageOf } from '../../i18n/network-errors.ts';
import type { TCodedMessage } from '../../i18n/types.ts';

/**
 * The model's server could not be reached, through the call's own retries (LLM_MAX_RETRIES, with
 * backoff). Not the document's fault, and not the database's (a lost connection has the same
 * system codes): the execution fails saying which model and why, in the reader's language.
 */
export class ModelUnreachableError extends Error {
  readonly coded: TCodedMessage;

  constructor(provider: Pick<TExtractionProvider, 'provider' | 'model'>, detail: TCodedMessage, cause: unknown) {
    const coded = codedMessage('error.model_unreachable', { model: `${provider.provider}:${provider.model}`, detail });
    super(englishOf(coded), { cause });
    this.name = 'ModelUnreachableError';
    this.coded = coded;
  }
}

/** `provider` whose failed connections are said as a ModelUnreachableError (a cancelled call stays as it is). */
export function reportingUnreachable(provider: TExtractionProvider): TExtractionProvider {
  return {
    ...provider,
    extract: (request, options) =>
      provider.extract(request, options).catch((error: unknown) => {
        const detail = options.signal?.aborted ? null : networkMessageOf(error, { operatorService: true });
        throw detail ? new ModelUnreachableError(provider, detail, error) : error;
      }),
  };
}
