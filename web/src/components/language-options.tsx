import { useIntl } from 'react-intl';
import { LOCALES } from '../i18n/locale.ts';

/** The <option>s of a language select: every UI locale, each named in itself. */
export function LanguageOptions() {
  const intl = useIntl();
  return LOCALES.map((value) => (
    <option key={value} value={value} lang={value}>
      {intl.formatMessage({ id: `language.${value}` })}
    </option>
  ));
}
