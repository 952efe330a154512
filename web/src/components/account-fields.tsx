import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextField } from './form.tsx';

type TFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The password the user signs in with, asked again to sign in or to confirm a sensitive change. */
export function CurrentPasswordField(props: TFieldProps) {
  return (
    <TextField
      label={<FormattedMessage id="fields.password" />}
      type="password"
      autoComplete="current-password"
      {...props}
    />
  );
}

/** A code from the authenticator app (6 digits) or a recovery code (up to 11 characters). */
export function TwoFactorCodeField(props: TFieldProps) {
  return (
    <TextField
      label={<FormattedMessage id="fields.twoFactorCode" />}
      autoComplete="one-time-code"
      maxLength={11}
      {...props}
    />
  );
}

/** An email address; sign-in passes autoComplete="username" so password managers pair it. */
export function EmailField(props: TFieldProps) {
  return <TextField label={<FormattedMessage id="fields.email" />} type="email" autoComplete="email" {...props} />;
}

/** A person's name, as an account shows it. */
export function NameField(props: TFieldProps) {
  return <TextField label={<FormattedMessage id="fields.name" />} autoComplete="name" {...props} />;
}
