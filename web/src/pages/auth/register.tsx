import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { ZRegisterInput } from '../../../../src/routers/auth/register.types.ts';
import { EmailField, NameField } from '../../components/account-fields.tsx';
import { FormError, SubmitButton, TextField } from '../../components/form.tsx';
import { LanguageField } from '../../components/language-options.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useFormFailure } from '../../lib/form-failure.ts';
import { useZodForm } from '../../lib/forms.ts';
import { trpc } from '../../lib/trpc.ts';
import { AuthCard, TEXT_LINK_CLASS } from './auth-card.tsx';

export default function Register() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [, navigate] = useLocation();
  const form = useZodForm(ZRegisterInput, {
    defaultValues: { name: '', email: '', password: '', beta_code: '', language: locale },
  });
  const { errors } = form.formState;

  // Until the user picks one, the account's language follows the UI language.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    const field = getFieldState('language');
    if (!field.isDirty && !field.isTouched) {
      setValue('language', locale);
    }
  }, [locale, getFieldState, setValue]);

  const { failure, onError, clearFailure } = useFormFailure(form);
  const register = trpc.auth.register.useMutation({
    // The answer is the same for a new and a known address, so the next step is always "check your mail".
    onSuccess: (_data, input) => navigate('/verify/', { state: { email: input.email } }),
    onError,
  });

  const onSubmit = form.handleSubmit((values) => {
    clearFailure();
    register.mutate(values);
  });

  return (
    <AuthCard
      testId="register-page"
      title={<FormattedMessage id="register.title" />}
      description={<FormattedMessage id="register.description" />}
      footer={
        <FormattedMessage
          id="register.haveAccount"
          values={{
            link: (text) => (
              <Link href="/login" className={TEXT_LINK_CLASS}>
                {text}
              </Link>
            ),
          }}
        />
      }
    >
      <form data-testid="register-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {failure ? <FormError>{errorMessageOf(intl, failure)}</FormError> : null}
        <NameField error={errors.name} {...form.register('name')} />
        <EmailField error={errors.email} {...form.register('email')} />
        <TextField
          label={<FormattedMessage id="fields.password" />}
          hint={<FormattedMessage id="register.passwordHint" />}
          type="password"
          autoComplete="new-password"
          error={errors.password}
          {...form.register('password')}
        />
        <TextField
          label={<FormattedMessage id="fields.betaCode" />}
          autoComplete="off"
          error={errors.beta_code}
          {...form.register('beta_code')}
        />
        <LanguageField error={errors.language} {...form.register('language')} />
        <SubmitButton pending={register.isPending} className="self-start">
          <FormattedMessage id="register.submit" />
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
