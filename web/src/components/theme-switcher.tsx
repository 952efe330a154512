import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isTheme, THEMES, useTheme } from '../lib/theme.tsx';
import { Select } from './ui/select.tsx';

export function ThemeSwitcher() {
  const { theme, setTheme } = useTheme();
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="theme.label" />
      </label>
      <Select
        id={id}
        data-testid="theme-switcher"
        value={theme}
        onChange={(event) => {
          if (isTheme(event.target.value)) {
            setTheme(event.target.value);
          }
        }}
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {intl.formatMessage({ id: `theme.${value}` })}
          </option>
        ))}
      </Select>
    </div>
  );
}
