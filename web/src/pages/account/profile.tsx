import { FormattedMessage, useIntl } from 'react-intl';
import { ZUpdateProfileInput } from '../../../../src/routers/user/update-profile.types.ts';
import { NameField } from '../../components/account-fields.tsx';
import { FormError, SubmitButton } from '../../components/form.tsx';
import { LanguageField } from '../../components/language-options.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { isLocale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { AccountLayout } from './account-layout.tsx';
import { SessionsCard } from './sessions-card.tsx';

function ProfileCard() {
  const intl = useIntl();
  const user = useSignedInUser();
  const { setLocale } = useLocale();
  const utils = trpc.useUtils();
  const form = useZodForm(ZUpdateProfileInput, { defaultValues: { name: user.name, language: user.language } });
  const { errors } = form.formState;

  const { failure, onError, clearFailure } = useFormFailure(form);
  const update = trpc.user.updateProfile.useMutation({
    onSuccess: (updated) => {
      // A new account language is also the language the user wants to read the UI in.
      if (updated.language !== user.language && isLocale(updated.language)) {
        setLocale(updated.language);
      }
      utils.user.get.setData(undefined, updated);
      form.reset({ name: updated.name, language: updated.language });
      // A node, not a string: it renders in the language just chosen, not the one this closure saw.
      toast.success(<FormattedMessage id="profile.saved" />);
    },
    onError,
  });
  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    update.mutate(values);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <FormattedMessage id="profile.title" />
        </CardTitle>
        <CardDescription>
          <FormattedMessage id="profile.description" values={{ email: user.email }} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form data-testid="profile-form" noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
          {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
          <NameField error={errors.name} {...form.register('name')} />
          <LanguageField error={errors.language} {...form.register('language')} />
          <SubmitButton pending={update.isPending} className="self-start">
            <FormattedMessage id="actions.save" />
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

/** Spec §2 /account/: profile and signed-in devices. */
export default function Profile() {
  return (
    <AccountLayout testId="account-page">
      <ProfileCard />
      <SessionsCard />
    </AccountLayout>
  );
}
