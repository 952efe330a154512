import type { TMessageParams, TTemplate } from './types.ts';

/** Messages by code, each in every locale; `{name}` marks a parameter. */
export type TCatalogue<TCode extends string = string> = Readonly<Record<TCode, TTemplate>>;

/**
 * One catalogue of messages (events, execution lines, reasons, delivery failures …): the file that
 * calls it holds only its texts; the codes stay literal types for the writers.
 */
export function defineCatalogue<const TCode extends string>(templates: Record<TCode, TTemplate>): TCatalogue<TCode> {
  return Object.freeze(templates);
}

/** The codes of a catalogue, as a type: `TCodeOf<typeof EVENT_MESSAGES>`. */
export type TCodeOf<TTable> = TTable extends TCatalogue<infer TCode> ? TCode : never;

/**
 * A template with its `{name}` parameters filled in; `wordsFor` may turn a value into words of the
 * locale (a role, a time limit). A parameter without a value stays as `{name}`.
 */
export function fillTemplate(
  template: string,
  params: TMessageParams,
  wordsFor: (name: string, value: string) => string = (_name, value) => value,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : wordsFor(name, String(value));
  });
}

/**
 * The English text of a catalogue's message (as stored beside its code), and the same message as
 * code and values.
 */
export function writerOf<TCode extends string>(catalogue: TCatalogue<TCode>) {
  return {
    text: (code: TCode, params: TMessageParams = {}): string => fillTemplate(catalogue[code].en, params),
    message: (code: TCode, params: TMessageParams = {}): { code: TCode; params: TMessageParams } => ({ code, params }),
  };
}
