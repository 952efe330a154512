import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldMessage } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { TOutputForm } from './output-form-schema.ts';

/** Extra request headers as name/value rows; an empty row is ignored. */
export function HeadersEditor({ form, editable }: { form: TOutputForm; editable: boolean }) {
  const intl = useIntl();
  const rows = useFieldArray({ control: form.control, name: 'headers' });
  const errors = form.formState.errors.headers;
  return (
    <fieldset className="flex flex-col gap-2" data-testid="output-headers">
      <legend className="mb-2 text-sm font-medium">
        <FormattedMessage id="outputForm.headers" />
      </legend>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="outputForm.headersHint" />
      </p>
      {rows.fields.map((row, index) => {
        const nameError = errors?.[index]?.name;
        const errorId = `header-${row.id}-error`;
        return (
          <div key={row.id} data-testid="output-header-row" className="flex flex-col gap-1">
            <div className="flex items-start gap-2">
              <Input
                data-testid="output-header-name"
                aria-label={intl.formatMessage({ id: 'outputForm.headerName' }, { number: index + 1 })}
                placeholder="X-Api-Key"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? errorId : undefined}
                className="font-mono"
                {...form.register(`headers.${index}.name`)}
              />
              <Input
                data-testid="output-header-value"
                aria-label={intl.formatMessage({ id: 'outputForm.headerValue' }, { number: index + 1 })}
                autoComplete="off"
                spellCheck={false}
                className="font-mono"
                {...form.register(`headers.${index}.value`)}
              />
              {editable ? (
                <Button
                  variant="ghost"
                  size="icon"
                  data-testid="output-header-remove"
                  aria-label={intl.formatMessage({ id: 'outputForm.removeHeader' }, { number: index + 1 })}
                  onClick={() => rows.remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            <FieldMessage id={errorId} error={nameError} />
          </div>
        );
      })}
      {editable ? (
        <Button
          variant="outline"
          size="sm"
          data-testid="output-header-add"
          className="self-start"
          onClick={() => rows.append({ name: '', value: '' })}
        >
          <Plus aria-hidden="true" />
          <FormattedMessage id="outputForm.addHeader" />
        </Button>
      ) : null}
    </fieldset>
  );
}
