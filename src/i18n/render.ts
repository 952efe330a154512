import { renderCodedMessage } from './render-coded.ts';
import { LOCALES, type TCodedMessage, type TLocale } from './types.ts';

export { MESSAGE_TEMPLATES } from './render-coded.ts';

/**
 * The message in the locale, on the server, from its code and values as stored (a row without its
 * coded column is read back once, where it is loaded: legacy-coded-lines.ts).
 */
export function renderMessage(message: TCodedMessage, locale: TLocale): string {
  return renderCodedMessage(message, locale);
}

/**
 * The locale an `Accept-Language` header asks for, among ours (q-values honoured); English when
 * none matches.
 */
export function localeOf(acceptLanguage: string | undefined | null): TLocale {
  if (!acceptLanguage) {
    return 'en';
  }
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((item) => item.trim()).find((item) => item.startsWith('q='));
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.language));
  return (match?.language as TLocale | undefined) ?? 'en';
}
