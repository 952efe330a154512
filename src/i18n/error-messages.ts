import type { TLocale } from './types.ts';

/**
 * German messages of the REST error body, by app code (REST clients ask with Accept-Language;
 * English keeps the server's specific message). Mirrors the UI's `errors.<CODE>` wording.
 */
const GERMAN: Record<string, string> = {
  BAD_REQUEST: 'Die Anfrage war ungültig.',
  VALIDATION: 'Die Eingabe ist ungültig.',
  UNAUTHORIZED: 'Bitte melden Sie sich an, um fortzufahren.',
  FORBIDDEN: 'Dazu sind Sie nicht berechtigt.',
  NOT_FOUND: 'Dieser Eintrag existiert nicht, oder Sie haben keinen Zugriff darauf.',
  CONFLICT: 'Dies steht im Widerspruch zu vorhandenen Daten.',
  'CONFLICT.last_owner': 'Ein Team braucht mindestens einen Inhaber: machen Sie zuerst jemand anderen zum Inhaber.',
  'CONFLICT.already_member': 'Diese Person ist bereits Mitglied des Teams.',
  'CONFLICT.two_factor_enabled': 'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert.',
  'CONFLICT.schema_exists': 'Dieses Projekt hat bereits ein Schema (oder eines wird gerade vorgeschlagen).',
  'CONFLICT.slug_taken': 'Ein anderes Projekt dieses Teams verwendet diesen Kurznamen bereits.',
  EVALUATION_SET_EMPTY:
    'Es gibt noch nichts auszuwerten: Prüfen Sie zuerst einige Ausführungen (eine öffnen, das Ergebnis korrigieren und die Prüfung speichern).',
  'BAD_REQUEST.empty_file': 'Die Datei ist leer (0 Byte).',
  PAYLOAD_TOO_LARGE: 'Der Upload ist zu groß.',
  UNSUPPORTED_MEDIA_TYPE: 'Dieser Dateityp wird nicht unterstützt.',
  TOO_MANY_REQUESTS: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  INTERNAL_SERVER_ERROR: 'Auf dem Server ist ein Fehler aufgetreten.',
  SERVICE_UNAVAILABLE: 'Der Dienst ist vorübergehend nicht verfügbar.',
  'SERVICE_UNAVAILABLE.storage_unreachable':
    'Der Dateispeicher ist gerade nicht erreichbar; versuchen Sie es gleich noch einmal.',
  INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ist falsch.',
  EMAIL_NOT_VERIFIED: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  TWO_FACTOR_REQUIRED: 'Geben Sie den Code aus Ihrer Authenticator-App ein.',
  INVALID_TWO_FACTOR_CODE: 'Der Zwei-Faktor-Code ist falsch.',
  INVALID_TOKEN: 'Dieser Link ist ungültig oder abgelaufen.',
  REGISTRATION_CLOSED: 'Die Registrierung ist geschlossen.',
  INVALID_BETA_CODE: 'Der Beta-Code ist ungültig.',
};

/** The error message in the locale; `fallback` is the server's English text. */
export function errorMessageIn(locale: TLocale, code: string, fallback: string): string {
  const base = code.split('.')[0] ?? code;
  return locale === 'de' ? (GERMAN[code] ?? GERMAN[base] ?? GERMAN.BAD_REQUEST ?? fallback) : fallback;
}
