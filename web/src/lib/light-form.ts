import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';

type TLightErrors<TValues> = Partial<Record<keyof TValues & string, FieldError>>;

/**
 * The part of react-hook-form the sign-in page uses (register, handleSubmit, setError, setFocus,
 * getValues, formState.errors) in a few lines, so the first page most people load carries neither
 * react-hook-form nor zod. Fields are uncontrolled; the server validates (see server-issues.ts).
 */
export function useLightForm<TValues extends Record<string, string>>(options: { defaultValues: TValues }) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const [errors, setErrors] = useState<TLightErrors<TValues>>({});
  const { defaultValues } = options;

  const getValues = useCallback((): TValues => {
    const values: Record<string, string> = { ...defaultValues };
    for (const [name, input] of inputs.current) {
      values[name] = input.value;
    }
    return values as TValues;
  }, [defaultValues]);

  const setFocus = useCallback((name: keyof TValues & string) => inputs.current.get(name)?.focus(), []);

  return useMemo(
    () => ({
      formState: { errors },
      getValues,
      setFocus,
      register: (name: keyof TValues & string) => ({
        name,
        defaultValue: defaultValues[name],
        ref: (input: HTMLInputElement | null) => {
          if (input) {
            inputs.current.set(name, input);
          } else {
            inputs.current.delete(name);
          }
        },
        onChange: () => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)),
      }),
      setError: (name: string, error: { type: string; message?: string }, focus?: { shouldFocus?: boolean }) => {
        setErrors((current) => ({ ...current, [name]: { type: error.type, message: error.message } }));
        if (focus?.shouldFocus) {
          inputs.current.get(name)?.focus();
        }
      },
      handleSubmit: (submit: (values: TValues) => void) => (event: FormEvent) => {
        event.preventDefault();
        setErrors({});
        submit(getValues());
      },
    }),
    [errors, getValues, setFocus, defaultValues],
  );
}
