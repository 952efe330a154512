import en from './en.json' with { type: 'json' };
import type { Locale } from './locale.ts';

export type MessageId = keyof typeof en;
export type TMessages = Record<MessageId, string>;
/** What the IntlProvider gets (in the build the values are precompiled ASTs; it takes both). */
type TLoadedMessages = Record<string, string>;
type TPart = 'first' | 'rest';

// In the build (web/vite.config.ts) a catalogue imported as is holds only the first page's
// messages (first-page-messages.ts) and `?catalogue=rest` all others, both precompiled. Type
// checking and jest see the whole file. English's first part is bundled: it is the default.
// Typing German's loader as TMessages makes a missing German translation a type error.
const LOADERS: Record<Locale, Record<TPart, () => Promise<TLoadedMessages>>> = {
  en: { first: async () => en, rest: () => import('./en.json?catalogue=rest').then((module) => module.default) },
  de: {
    first: () => import('./de.json').then((module): TMessages => module.default),
    rest: () => import('./de.json?catalogue=rest').then((module) => module.default),
  },
};

const loaded: Partial<Record<Locale, TLoadedMessages>> = { en };
const loadedParts: Record<Locale, Set<TPart>> = { en: new Set(['first']), de: new Set() };
const wantedParts = new Set<TPart>(['first']);
const listeners = new Set<() => void>();

/**
 * The messages of `locale` loaded so far (English's first part always is). Typed as the whole
 * catalogue: a screen renders only once its part is in (routes.tsx).
 */
export function messagesOf(locale: Locale): TMessages | undefined {
  return loaded[locale] as TMessages | undefined;
}

/** Loads the parts of `locale` the pages shown so far need; resolves when they are in. */
export async function loadMessages(locale: Locale): Promise<void> {
  await Promise.all(
    [...wantedParts]
      .filter((part) => !loadedParts[locale].has(part))
      .map(async (part) => {
        const messages = await LOADERS[locale][part]();
        // A new object, so the IntlProvider notices.
        loaded[locale] = { ...loaded[locale], ...messages };
        loadedParts[locale].add(part);
        for (const listener of listeners) {
          listener();
        }
      }),
  );
}

/** Signed-in screens call this before they render: the messages beyond the first page's. */
export function loadAllMessages(locale: Locale): Promise<void> {
  wantedParts.add('rest');
  return loadMessages(locale);
}

/** For the IntlProvider: called whenever a part of any language arrives. */
export function onMessagesLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `id` names a message (of the parts loaded so far; type checking and jest see all). */
export function isMessageId(id: string): id is MessageId {
  return Object.values(loaded).some((messages) => Object.hasOwn(messages, id));
}

declare global {
  namespace FormatjsIntl {
    // Lets the type checker reject unknown ids in formatMessage and <FormattedMessage>.
    interface Message {
      ids: MessageId;
    }
  }
}
