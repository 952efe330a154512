export const LOCALES = ['en', 'de'] as const;
export type TLocale = (typeof LOCALES)[number];

/** Values a message template fills in: names, numbers, e-mail addresses, paths. */
export type TMessageParams = Record<string, string | number>;

/** A message as stored: a stable code and its values; the words come from the catalogue. */
export type TCodedMessage = { code: string; params: TMessageParams };

/** One message in every locale; `{name}` marks a parameter. */
export type TTemplate = Record<TLocale, string>;
