import { FormattedMessage, useIntl } from 'react-intl';
import { ZChangePasswordInput } from '../../../../src/routers/user/change-password.types.ts';
import { FormError, SubmitButton, TextField } from '../../components/form.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { AccountLayout } from './account-layout.tsx';

/** Spec §2 /account/password. The server signs out the user's other sessions on success. */
export default function ChangePassword() {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const form = useZodForm(ZChangePasswordInput, { defaultValues: { old_password: '', new_password: '' } });
  const { errors } = form.formState;

  const { failure, onError, clearFailure } = useFormFailure(form);
  const change = trpc.user.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      toast.success(intl.formatMessage({ id: 'password.changed' }));
      void utils.user.listSessions.invalidate();
    },
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    change.mutate(values);
  });

  return (
    <AccountLayout testId="password-page">
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="password.title" />
          </CardTitle>
          <CardDescription>
            <FormattedMessage id="password.description" />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form data-testid="password-form" noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
            {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
            <TextField
              label={<FormattedMessage id="fields.currentPassword" />}
              type="password"
              autoComplete="current-password"
              error={errors.old_password}
              {...form.register('old_password')}
            />
            <TextField
              label={<FormattedMessage id="fields.newPassword" />}
              hint={<FormattedMessage id="register.passwordHint" />}
              type="password"
              autoComplete="new-password"
              error={errors.new_password}
              {...form.register('new_password')}
            />
            <SubmitButton pending={change.isPending} className="self-start">
              <FormattedMessage id="password.submit" />
            </SubmitButton>
          </form>
        </CardContent>
      </Card>
    </AccountLayout>
  );
}
