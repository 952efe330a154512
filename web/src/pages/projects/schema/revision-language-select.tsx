import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';

/** The document and result languages offered (spec §5: two-letter codes). */
export const REVISION_LANGUAGES = ['en', 'de', 'fr', 'es', 'it'] as const;

function languageName(locale: string, code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A labelled select of a revision's languages, each as "its name in the UI language (code)". */
export function RevisionLanguageSelect({
  label,
  value,
  testId,
  disabled,
  onChange,
}: {
  label: ReactNode;
  value: string;
  testId: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  // A revision saved elsewhere (API) may carry another code; it stays selectable.
  const codes: readonly string[] = REVISION_LANGUAGES.includes(value as never)
    ? REVISION_LANGUAGES
    : [...REVISION_LANGUAGES, value];
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        data-testid={testId}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {codes.map((code) => (
          <option key={code} value={code}>
            {languageName(intl.locale, code)} ({code})
          </option>
        ))}
      </Select>
    </div>
  );
}
