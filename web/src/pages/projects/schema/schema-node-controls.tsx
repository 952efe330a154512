import { useIntl } from 'react-intl';
import { STRING_FORMATS, type TStringFormat } from '../../../../../src/extraction/schema/output-schema.ts';
import { Select } from '../../../components/ui/select.tsx';
import { isSchemaKind, SCHEMA_KINDS, type TSchemaKind } from './schema-tree.ts';

const isFormat = (value: string): value is TStringFormat => (STRING_FORMATS as readonly string[]).includes(value);

/** The kind of a property or of array items. */
export function KindSelect({
  value,
  label,
  testId,
  onChange,
}: {
  value: TSchemaKind;
  label: string;
  testId: string;
  onChange: (kind: TSchemaKind) => void;
}) {
  const intl = useIntl();
  return (
    <Select
      aria-label={label}
      data-testid={testId}
      value={value}
      className="w-32"
      onChange={(event) => {
        if (isSchemaKind(event.target.value)) {
          onChange(event.target.value);
        }
      }}
    >
      {SCHEMA_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {intl.formatMessage({ id: `schema.kind.${kind}` })}
        </option>
      ))}
    </Select>
  );
}

/** The format of a string: none, or one the extractor checks (date, time, e-mail, …). */
export function FormatSelect({
  value,
  label,
  onChange,
}: {
  value: TStringFormat | null;
  label: string;
  onChange: (format: TStringFormat | null) => void;
}) {
  const intl = useIntl();
  return (
    <Select
      aria-label={label}
      data-testid="schema-property-format"
      value={value ?? ''}
      className="w-36"
      onChange={(event) => onChange(isFormat(event.target.value) ? event.target.value : null)}
    >
      <option value="">{intl.formatMessage({ id: 'schema.format.none' })}</option>
      {STRING_FORMATS.map((format) => (
        <option key={format} value={format}>
          {intl.formatMessage({ id: `schema.format.${format}` })}
        </option>
      ))}
    </Select>
  );
}
