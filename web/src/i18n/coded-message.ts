import { useIntl } from 'react-intl';
import { renderMessage } from '../../../src/i18n/render.ts';
import type { TCodedMessage } from '../../../src/i18n/types.ts';
import { isLocale } from './locale.ts';

/**
 * Renders server messages stored as code + params (team events, execution warnings and errors)
 * in the UI's language, from the one catalogue the server uses for REST (src/i18n).
 */
export function useCodedMessage(): (message: TCodedMessage) => string {
  const { locale } = useIntl();
  return (message) => renderMessage(message, isLocale(locale) ? locale : 'en');
}
