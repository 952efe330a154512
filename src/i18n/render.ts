import type { TCatalogue } from './catalogue.ts';
import { DELIVERY_MESSAGES } from './delivery-messages.ts';
import { formatDuration, parseDuration } from './duration.ts';
import { EVENT_MESSAGES } from './event-messages.ts';
import { EXECUTION_MESSAGES, IN_FILE } from './execution-messages.ts';
import { legacyCodedDeliveryError, legacyCodedReason } from './legacy-coded-lines.ts';
import { INGEST_MESSAGES, REASON_MESSAGES } from './reason-messages.ts';
import { LOCALES, type TCodedMessage, type TLocale, type TMessageParams } from './types.ts';

export const MESSAGE_TEMPLATES: TCatalogue = {
  ...EVENT_MESSAGES,
  ...EXECUTION_MESSAGES,
  ...REASON_MESSAGES,
  ...INGEST_MESSAGES,
  ...DELIVERY_MESSAGES,
};

const ROLE_NAMES: Record<TLocale, Record<string, string>> = {
  en: { owner: 'owner', admin: 'admin', member: 'member' },
  de: { owner: 'Inhaber', admin: 'Admin', member: 'Mitglied' },
};

// What a value was, as validate-result.ts `describeValue` says it in English.
const FOUND_NAMES: Record<TLocale, Record<string, string>> = {
  en: {},
  de: {
    text: 'Text',
    'a number': 'eine Zahl',
    'true or false': 'wahr oder falsch',
    'an object': 'ein Objekt',
    'a list': 'eine Liste',
    nothing: 'nichts',
    'something else': 'etwas anderes',
  },
};

function fill(template: string, params: TMessageParams, locale: TLocale): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) {
      return whole;
    }
    // A reason written as a message of its own; older rows hold its English text instead.
    return typeof value === 'object' ? renderMessage(value, locale) : fillValue(name, String(value), locale);
  });
}

// Values that are words themselves: a role, a time limit, and in rows written before reasons were
// stored as messages, why something could not be read or sent (read back from its English text).
function fillValue(name: string, value: string, locale: TLocale): string {
  if (name === 'role' || name === 'previous_role') {
    return ROLE_NAMES[locale][value] ?? value;
  }
  if (name === 'found') {
    return FOUND_NAMES[locale][value] ?? value;
  }
  if (name === 'reason') {
    const reason = legacyCodedReason(value);
    return reason ? renderMessage(reason, locale) : value;
  }
  if (name === 'detail') {
    // An FTP or SFTP failure may name a refused target.
    return renderMessage(legacyCodedDeliveryError(value), locale);
  }
  if (name === 'duration') {
    const ms = parseDuration(value);
    return ms === null ? value : formatDuration(ms, locale);
  }
  return value;
}

/** The message in the locale; an unknown code (a newer server wrote it) shows its English text param. */
export function renderMessage(message: TCodedMessage, locale: TLocale): string {
  const template = MESSAGE_TEMPLATES[message.code];
  if (!template) {
    return String(message.params.text ?? message.code);
  }
  const text = fill(template[locale], message.params, locale);
  const inFile = message.params.file !== undefined && !template.en.includes('{file}');
  return inFile ? fill(IN_FILE[locale], { file: String(message.params.file), message: text }, locale) : text;
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
