import { type ComponentType, lazy } from 'react';
import { getActiveLocale } from '../i18n/locale.ts';
import { loadAllMessages } from '../i18n/messages.ts';

/**
 * A lazily loaded part of the signed-in app: its chunk and the messages beyond the first page's
 * (i18n/messages.ts) arrive together, so it never renders a message id.
 */
export function lazyWithAllMessages<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadAllMessages(getActiveLocale())]);
    return module;
  });
}
