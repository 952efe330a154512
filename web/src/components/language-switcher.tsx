import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLocale, LOCALES } from '../i18n/locale.ts';
import { useLocale } from '../i18n/locale-provider.tsx';
import { Select } from './ui/select.tsx';

export function LanguageSwitcher() {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="language.label" />
      </label>
      <Select
        id={id}
        data-testid="language-switcher"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) {
            setLocale(event.target.value);
          }
        }}
      >
        {LOCALES.map((value) => (
          // Each language is named in itself, so a reader finds their own whatever the current locale.
          <option key={value} value={value} lang={value}>
            {intl.formatMessage({ id: `language.${value}` })}
          </option>
        ))}
      </Select>
    </div>
  );
}
