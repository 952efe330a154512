import en from './en.json' with { type: 'json' };
import type { Locale } from './locale.ts';

export type MessageId = keyof typeof en;
export type TMessages = Record<MessageId, string>;

// English is bundled: it is the default and the list of ids. Other languages are fetched when
// chosen, so the first page does not carry every translation. Typing each loader's result as
// TMessages makes a missing German translation a type error.
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<TMessages>> = {
  de: () => import('./de.json').then((module) => module.default),
};
const loaded: Partial<Record<Locale, TMessages>> = { en };

/** The messages of `locale` when they are loaded (English always is). */
export function messagesOf(locale: Locale): TMessages | undefined {
  return loaded[locale];
}

export async function loadMessages(locale: Locale): Promise<TMessages> {
  const ready = loaded[locale];
  if (ready) {
    return ready;
  }
  const messages = await LOADERS[locale as Exclude<Locale, 'en'>]();
  loaded[locale] = messages;
  return messages;
}

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id);
}

declare global {
  namespace FormatjsIntl {
    // Lets the type checker reject unknown ids in formatMessage and <FormattedMessage>.
    interface Message {
      ids: MessageId;
    }
  }
}
