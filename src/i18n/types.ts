export const LOCALES = ['en', 'de'] as const;
export type TLocale = (typeof LOCALES)[number];

/**
 * Values a message template fills in: names, numbers, e-mail addresses, paths, and, for a
 * `{reason}` or `{detail}`, a message of its own (why a page could not be read), stored as written.
 */
export type TMessageParams = { [name: string]: string | number | TCodedMessage };

/** A message as stored: a stable code and its values; the words come from the catalogue. */
export type TCodedMessage = { code: string; params: TMessageParams };

/** One message in every locale; `{name}` marks a parameter. */
export type TTemplate = Record<TLocale, string>;
