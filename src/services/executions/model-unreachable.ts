import type { TExtractionProvider } from '../../extraction/types.ts';
import { writerOf } from '../../i18n/catalogue.ts';
import { EXECUTION_MESSAGES } from '../../i18n/execution-messages.ts';
import { networkErrorText, networkMessageOf } from '../../i18n/network-errors.ts';

const messages = writerOf(EXECUTION_MESSAGES);

/**
 * The model's server could not be reached, through the call's own retries (LLM_MAX_RETRIES, with
 * backoff). Not the document's fault, and not the database's (a lost connection has the same
 * system codes): the execution fails saying which model and why, in the reader's language.
 */
export class ModelUnreachableError extends Error {
  constructor(provider: Pick<TExtractionProvider, 'provider' | 'model'>, cause: unknown) {
    super(
      messages.text('error.model_unreachable', {
        model: `${provider.provider}:${provider.model}`,
        detail: networkErrorText(cause),
      }),
      { cause },
    );
    this.name = 'ModelUnreachableError';
  }
}

/** `provider` whose failed connections are said as a ModelUnreachableError (a cancelled call stays as it is). */
export function reportingUnreachable(provider: TExtractionProvider): TExtractionProvider {
  return {
    ...provider,
    extract: (request, options) =>
      provider.extract(request, options).catch((error: unknown) => {
        throw !options.signal?.aborted && networkMessageOf(error) ? new ModelUnreachableError(provider, error) : error;
      }),
  };
}
