import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ZEmailConfig } from '../../../../src/contracts/output-config.ts';
import { FieldMessage } from '../../components/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { TOutputForm } from './output-form-schema.ts';

// Spec §9; the form's schema (ZEmailConfig) enforces it, this only stops the box from taking more.
const MAX_RECIPIENTS = 10;
const ZRecipient = ZEmailConfig.shape.recipients.element;

function RecipientChips({
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: {
  value: string[];
  onChange: (recipients: string[]) => void;
  onBlur: () => void;
  error: FieldError | undefined;
  disabled: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  /** Adds what was typed (one address or a comma list); refused addresses stay in the box to be fixed. */
  const commit = () => {
    const parts = draft
      .split(/[,;\s]+/)
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length === 0) {
      return;
    }
    const valid = parts.filter((part) => ZRecipient.safeParse(part).success);
    const invalid = parts.filter((part) => !ZRecipient.safeParse(part).success);
    const next = [...value];
    for (const address of valid) {
      if (!next.some((known) => known.toLowerCase() === address.toLowerCase()) && next.length < MAX_RECIPIENTS) {
        next.push(address);
      }
    }
    onChange(next);
    setDraft(invalid.join(', '));
    setRefused(invalid[0] ?? null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const full = value.length >= MAX_RECIPIENTS;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        <FormattedMessage id="outputForm.recipients" />
      </Label>
      <div className="flex flex-wrap items-center gap-1.5 rounded-md border border-border bg-background p-1.5 focus-within:ring-2 focus-within:ring-ring">
        <ul aria-label={intl.formatMessage({ id: 'outputForm.recipients' })} className="contents">
          {value.map((address) => (
            <li
              key={address}
              data-testid="output-recipient"
              className="inline-flex items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-2.5 text-sm"
            >
              {address}
              <button
                type="button"
                disabled={disabled}
                aria-label={intl.formatMessage({ id: 'outputForm.removeRecipient' }, { address })}
                onClick={() => onChange(value.filter((other) => other !== address))}
                className="rounded-full p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
        <Input
          id={id}
          type="email"
          data-testid="output-recipients-input"
          value={draft}
          disabled={disabled || full}
          autoComplete="off"
          aria-describedby={[hintId, error || refused ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error || refused ? true : undefined}
          placeholder={intl.formatMessage({ id: 'outputForm.recipientsPlaceholder' })}
          onChange={(event) => {
            setDraft(event.target.value);
            setRefused(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit();
            onBlur();
          }}
          className="h-7 min-w-48 flex-1 border-0 px-1 shadow-none focus-visible:ring-0"
        />
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        <FormattedMessage id="outputForm.recipientsHint" values={{ count: value.length, maximum: MAX_RECIPIENTS }} />
      </p>
      {refused ? (
        <p id={errorId} data-testid="field-error" className="text-sm text-destructive">
          <FormattedMessage id="outputForm.recipientRefused" values={{ address: refused }} />
        </p>
      ) : (
        <FieldMessage id={errorId} error={error} />
      )}
    </div>
  );
}

/** E-mail recipients as chips: type an address and press Enter or a comma (a pasted list works too). */
export function RecipientsField({ control, disabled }: { control: TOutputForm['control']; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name="recipients"
      render={({ field, fieldState }) => (
        <RecipientChips
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error}
          disabled={disabled}
        />
      )}
    />
  );
}
