import type { TCatalogue } from './catalogue.ts';
import { DELIVERY_MESSAGES } from './delivery-messages.ts';
import { formatDuration, parseDuration } from './duration.ts';
import { EVENT_MESSAGES } from './event-messages.ts';
import { EXECUTION_MESSAGES, IN_FILE } from './execution-messages.ts';
import { INGEST_MESSAGES, REASON_MESSAGES } from './reason-messages.ts';
import type { TCodedMessage, TLocale, TMessageParams } from './types.ts';

// The catalogue's renderer, and nothing else: the web UI imports this module, so it never reads
// English text back into codes (legacy-coded-lines.ts stays on the server, see render.ts).

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

// A schema's string format (output-schema.ts STRING_FORMATS) said as a German reader knows it, with the
// written form expected: 'im Format date' named the format but not what a valid value looks like.
const FORMAT_NAMES: Record<TLocale, Record<string, string>> = {
  en: {},
  de: {
    date: 'Datum (JJJJ-MM-TT)',
    datetime: 'Datum mit Uhrzeit (JJJJ-MM-TTThh:mm)',
    time: 'Uhrzeit (hh:mm)',
    email: 'E-Mail-Adresse',
    uri: 'URL',
  },
};

function fill(template: string, params: TMessageParams, locale: TLocale): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) {
      return whole;
    }
    // A reason written as a message of its own is rendered from its code; a text value as written.
    return typeof value === 'object' ? renderCodedMessage(value, locale) : fillValue(name, String(value), locale);
  });
}

// Values that are words themselves: a role, what a value was, a time limit.
function fillValue(name: string, value: string, locale: TLocale): string {
  if (name === 'role' || name === 'previous_role') {
    return ROLE_NAMES[locale][value] ?? value;
  }
  if (name === 'found') {
    return FOUND_NAMES[locale][value] ?? value;
  }
  if (name === 'format') {
    return FORMAT_NAMES[locale][value] ?? value;
  }
  if (name === 'duration') {
    const ms = parseDuration(value);
    return ms === null ? value : formatDuration(ms, locale);
  }
  return value;
}

/**
 * The message in the locale, from its code and values only; an unknown code (a newer server wrote
 * it) shows its English text param.
 */
export function renderCodedMessage(message: TCodedMessage, locale: TLocale): string {
  const template = MESSAGE_TEMPLATES[message.code];
  if (!template) {
    return String(message.params.text ?? message.code);
  }
  const text = fill(template[locale], message.params, locale);
  const inFile = message.params.file !== undefined && !template.en.includes('{file}');
  return inFile ? fill(IN_FILE[locale], { file: String(message.params.file), message: text }, locale) : text;
}
