import { useIntl } from 'react-intl';
import { renderCodedMessage } from '../../../src/i18n/render-coded.ts';
import type { TCodedMessage } from '../../../src/i18n/types.ts';
import { isLocale } from './locale.ts';

/**
 * Renders server messages stored as code + params (team events, execution warnings and errors,
 * delivery errors) in the UI's language, from the one catalogue the server uses for REST
 * (src/i18n). The UI's calls answer nested reasons as messages of their own, already read back on
 * the server where a row is older than codes: nothing here reads English text back.
 */
export function useCodedMessage(): (message: TCodedMessage) => string {
  const { locale } = useIntl();
  return (message) => renderCodedMessage(message, isLocale(locale) ? locale : 'en');
}
