import { createContext, type ReactNode, useCallback, useContext, useMemo, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';
import { applyLocale, DEFAULT_LOCALE, detectLocale, type Locale } from './locale.ts';
import { loadMessages, messagesOf, onMessagesLoaded } from './messages.ts';

type TLocaleContext = { locale: Locale; setLocale: (locale: Locale) => void };

const LocaleContext = createContext<TLocaleContext | undefined>(undefined);

function initialLocale(): Locale {
  const locale = detectLocale();
  applyLocale(locale, false);
  return locale;
}

/** Call before the first render: the detected language's messages (main.tsx waits for them). */
export function loadInitialMessages(): Promise<unknown> {
  return loadMessages(detectLocale()).catch(() => undefined);
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState(initialLocale);

  const setLocale = useCallback((next: Locale) => {
    // Switch once the language's messages are here (English never waits).
    void loadMessages(next).then(() => {
      applyLocale(next, true);
      setLocaleState(next);
    });
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  // Re-renders when more messages arrive (the signed-in screens' part).
  const messages = useSyncExternalStore(onMessagesLoaded, () => messagesOf(locale) ?? messagesOf(DEFAULT_LOCALE));

  return (
    <LocaleContext value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): TLocaleContext {
  const context = useContext(LocaleContext);
  if (!context) {
    throw new Error('useLocale must be used within a LocaleProvider');
  }
  return context;
}
