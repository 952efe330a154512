import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import type { Locale } from './locale.ts';

export type MessageId = keyof typeof en;

// Typing de against en's keys makes a missing German translation a type error.
export const MESSAGES: Record<Locale, Record<MessageId, string>> = { en, de };

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
