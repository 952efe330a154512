import { withCodedReasons } from './legacy-coded-lines.ts';
import { renderCodedMessage } from './render-coded.ts';
import { LOCALES, type TCodedMessage, type TLocale } from './types.ts';

export { MESSAGE_TEMPLATES } from './render-coded.ts';

/**
 * The message in the locale, on the server. A `{reason}` or `{detail}` stored as English text
 * (LEGACY: rows coded by session 9's backfill, and events written before reasons nested) is read back
 * into its code first; new rows and session 10's backfill nest reasons as messages, which pass as they
 * are. The web UI gets such messages already read back (see uiMessage).
 */
export function renderMessage(message: TCodedMessage, locale: TLocale): string {
  return renderCodedMessage(withCodedReasons(message), locale);
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
