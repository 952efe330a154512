import { CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { decodeFieldMessage } from '../i18n/field-messages.ts';
import { cn } from '../lib/utils.ts';
import { Spinner } from './spinner.tsx';
import { Button, type ButtonProps } from './ui/button.tsx';
import { Checkbox } from './ui/checkbox.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { Select } from './ui/select.tsx';
import { Textarea } from './ui/textarea.tsx';

/** A field's validation message, translated now (so it follows a language switch). */
export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  const intl = useIntl();
  if (!error) {
    return null;
  }
  const { id: messageId, values } = decodeFieldMessage(error.message);
  return (
    <p id={id} data-testid="field-error" className="text-sm text-destructive">
      {intl.formatMessage({ id: messageId }, values)}
    </p>
  );
}

type FieldFrameProps = {
  label: ReactNode;
  hint?: ReactNode;
  error: FieldError | undefined;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** Label, control, hint and message, wired for assistive technology (label, aria-describedby, aria-invalid). */
function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error: FieldError | undefined;
};

/** A labelled input; spread react-hook-form's `register(name)` into it. */
export function TextField({ label, hint, error, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <Input id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...props} />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  error: FieldError | undefined;
};

/** A labelled native select; spread react-hook-form's `register(name)` into it. */
export function SelectField({ label, error, className, children, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...props}>
          {children}
        </Select>
      )}
    </FieldFrame>
  );
}

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error: FieldError | undefined;
};

/** A labelled multi-line input; spread react-hook-form's `register(name)` into it. */
export function TextareaField({ label, hint, error, className, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <Textarea id={id} aria-describedby={describedBy} aria-invalid={invalid || undefined} {...props} />
      )}
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldError | undefined;
};

/** A checkbox with its label beside it; spread react-hook-form's `register(name)` into it. */
export function CheckboxField({ label, hint, error, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <Checkbox id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} {...props} />
        <Label htmlFor={id}>{label}</Label>
      </div>
      {hint ? (
        <p id={hintId} className="pl-6 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

/** The form's top-level message: what no single field explains. */
export function FormError({ children, className }: { children: ReactNode; className?: string }) {
  if (!children) {
    return null;
  }
  return (
    <div
      role="alert"
      data-testid="form-error"
      className={cn(
        'flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}

/** A submit button that shows a spinner and stays disabled while the call runs. */
export function SubmitButton({ pending, children, disabled, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending ? <Spinner size={16} /> : null}
      {children}
    </Button>
  );
}
