import type { TMailMessage } from './mailer.ts';

export type TMailLanguage = 'en' | 'de';

type TTemplate = { subject: string; intro: string; action: string; outro: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain-text and HTML mail with one call to action. */
function render(to: string, template: TTemplate, name: string, link: string): TMailMessage {
  const greeting = `${name},`;
  return {
    to,
    subject: template.subject,
    text: `${greeting}\n\n${template.intro}\n\n${template.action}: ${link}\n\n${template.outro}\n\n— Docstruct\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(template.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p><p>${escapeHtml(template.outro)}</p><p>— Docstruct</p>`,
  };
}

const VERIFY: Record<TMailLanguage, TTemplate> = {
  en: {
    subject: 'Confirm your e-mail address',
    intro: 'Please confirm your e-mail address to finish setting up your Docstruct account.',
    action: 'Confirm e-mail address',
    outro: 'The link is valid for 24 hours. If you did not sign up, ignore this mail.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Docstruct-Konto einzurichten.',
    action: 'E-Mail-Adresse bestätigen',
    outro: 'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.',
  },
};

const RESET: Record<TMailLanguage, TTemplate> = {
  en: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your Docstruct account.',
    action: 'Choose a new password',
    outro: 'The link is valid for 1 hour. If it was not you, ignore this mail: your password stays as it is.',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    intro: 'Für Ihr Docstruct-Konto wurde das Zurücksetzen des Passworts angefordert.',
    action: 'Neues Passwort wählen',
    outro:
      'Der Link ist 1 Stunde gültig. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
};

const ALREADY_REGISTERED: Record<TMailLanguage, TTemplate> = {
  en: {
    subject: 'You already have a Docstruct account',
    intro: 'Someone tried to sign up with this e-mail address, which already has an account.',
    action: 'Sign in or reset your password',
    outro: 'If it was not you, ignore this mail.',
  },
  de: {
    subject: 'Sie haben bereits ein Docstruct-Konto',
    intro: 'Jemand hat versucht, sich mit dieser E-Mail-Adresse zu registrieren, für die bereits ein Konto besteht.',
    action: 'Anmelden oder Passwort zurücksetzen',
    outro: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail.',
  },
};

export function mailLanguage(language: string): TMailLanguage {
  return language === 'de' ? 'de' : 'en';
}

export const verifyEmailMail = (to: string, name: string, link: string, language: string) =>
  render(to, VERIFY[mailLanguage(language)], name, link);

export const resetPasswordMail = (to: string, name: string, link: string, language: string) =>
  render(to, RESET[mailLanguage(language)], name, link);

export const alreadyRegisteredMail = (to: string, name: string, link: string, language: string) =>
  render(to, ALREADY_REGISTERED[mailLanguage(language)], name, link);

const INVITE: Record<TMailLanguage, TTemplate> = {
  en: {
    subject: 'You are invited to a team on Docstruct',
    intro: 'You have been invited to join the team "{team}" on Docstruct by {inviter}.',
    action: 'See your invites',
    outro: 'Sign in (or create an account with this e-mail address) to accept or decline.',
  },
  de: {
    subject: 'Einladung in ein Team auf Docstruct',
    intro: '{inviter} hat Sie in das Team „{team}“ auf Docstruct eingeladen.',
    action: 'Einladungen ansehen',
    outro: 'Melden Sie sich an (oder registrieren Sie sich mit dieser E-Mail-Adresse), um anzunehmen oder abzulehnen.',
  },
};

export function inviteMail(to: string, team: string, inviter: string, link: string, language: string): TMailMessage {
  const template = INVITE[mailLanguage(language)];
  const intro = template.intro.replace('{team}', team).replace('{inviter}', inviter);
  return render(to, { ...template, intro }, to, link);
}
