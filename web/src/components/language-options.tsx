import type { ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOCALES } from '../i18n/locale.ts';
import { SelectField } from './form.tsx';

/** The <option>s of a language select: every UI locale, each named in itself. */
export function LanguageOptions() {
  const intl = useIntl();
  return LOCALES.map((value) => (
    <option key={value} value={value} lang={value}>
      {intl.formatMessage({ id: `language.${value}` })}
    </option>
  ));
}

/** An account's language: the select of a profile or a registration form. */
export function LanguageField(props: Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>) {
  return (
    <SelectField label={<FormattedMessage id="fields.language" />} {...props}>
      <LanguageOptions />
    </SelectField>
  );
}
