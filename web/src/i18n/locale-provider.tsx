import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { applyLocale, DEFAULT_LOCALE, detectLocale, type Locale } from './locale.ts';
import { MESSAGES } from './messages.ts';

type TLocaleContext = { locale: Locale; setLocale: (locale: Locale) => void };

const LocaleContext = createContext<TLocaleContext | undefined>(undefined);

function initialLocale(): Locale {
  const locale = detectLocale();
  applyLocale(locale, false);
  return locale;
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState(initialLocale);

  const setLocale = useCallback((next: Locale) => {
    applyLocale(next, true);
    setLocaleState(next);
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext value={value}>
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={MESSAGES[locale]}>
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
