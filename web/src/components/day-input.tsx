import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useLocale } from '../i18n/locale-provider.tsx';
import { DAY_PATTERN, formatDay, parseDay } from '../lib/day-format.ts';
import { Input } from './ui/input.tsx';

/**
 * A day field in the UI's language (`TT.MM.JJJJ` in German): the browser's own date input shows
 * the browser's language whatever the user chose here. Takes and reports `YYYY-MM-DD` ('' when
 * empty); ISO typed in any language is understood too. Text that is no day is marked invalid and
 * not reported.
 */
export function DayInput({
  value,
  onDayChange,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onDayChange: (isoDay: string) => void;
}) {
  const { locale } = useLocale();
  const [text, setText] = useState(() => formatDay(value, locale));
  const shownLocale = useRef(locale);
  useEffect(() => {
    // A change from outside (cleared filters) or another language replaces what is shown; the
    // user's own way of writing the same day stays.
    const relocalized = shownLocale.current !== locale;
    shownLocale.current = locale;
    setText((shown) => (!relocalized && parseDay(shown) === value ? shown : formatDay(value, locale)));
  }, [value, locale]);
  const parsed = parseDay(text);
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DAY_PATTERN[locale]}
      aria-invalid={parsed === null || undefined}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const day = parseDay(event.target.value);
        if (day !== null && day !== value) {
          onDayChange(day);
        }
      }}
    />
  );
}
