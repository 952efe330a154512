import { defineCatalogue } from './catalogue.ts';
import { NETWORK_MESSAGES } from './network-messages.ts';

/**
 * Why a delivery (webhook, e-mail, FTP, SFTP) failed: the `error` of a delivery and the description
 * of its team event. The deliverers write them by code (stored as such); rows from before codes were
 * stored are read back from their English text (legacy-coded-lines.ts). A connection that failed is
 * said by its network error (network-messages.ts), alone or as an upload's `{detail}`.
 */
export const DELIVERY_MESSAGES = defineCatalogue({
  'delivery.no_answer': {
    en: 'No answer within {duration}',
    de: 'Keine Antwort innerhalb von {duration}',
  },
  // Before `delivery.status`, whose pattern would read "410 Gone" as a status.
  'delivery.gone': {
    en: 'The receiver answered 410 Gone',
    de: 'Der Empfänger antwortete 410 Gone (nicht mehr vorhanden)',
  },
  'delivery.status': {
    en: 'The receiver answered {status}',
    de: 'Der Empfänger antwortete {status}',
  },
  'delivery.blocked_target': {
    en: 'The target {host} is a private, loopback or link-local address; outputs may not reach it',
    de: 'Das Ziel {host} ist eine private, Loopback- oder Link-Local-Adresse; Ausgaben dürfen es nicht erreichen',
  },
  'delivery.recipients_outside': {
    en: 'Recipients outside the allowed domains: {recipients}',
    de: 'Empfänger außerhalb der erlaubten Domains: {recipients}',
  },
  'delivery.mail_limit': {
    en: "The team's e-mail outputs reached today's limit of {max} mails",
    de: 'Die E-Mail-Ausgaben des Teams haben das heutige Limit von {max} Mails erreicht',
  },
  'delivery.mail_unreachable': {
    en: 'The mail server could not be reached: {detail}',
    de: 'Der Mailserver war nicht erreichbar: {detail}',
  },
  'delivery.mail_refused': {
    en: 'The mail server refused the message: {detail}',
    de: 'Der Mailserver hat die Nachricht abgelehnt: {detail}',
  },
  // Ours before the target was reached (a stored secret that will not open, a database error): logged.
  'delivery.internal': {
    en: 'The delivery failed because of an internal error',
    de: 'Die Zustellung ist wegen eines internen Fehlers fehlgeschlagen',
  },
  // Our own storage failed, not the output's target: its network error (the bucket's address) stays in the log.
  'delivery.document_unreadable': {
    en: 'The document "{name}" could not be read from the file storage',
    de: 'Das Dokument „{name}“ konnte nicht aus dem Dateispeicher gelesen werden',
  },
  'delivery.sftp_host_key': {
    en: 'The SFTP server’s host key does not match the pinned fingerprint',
    de: 'Der Host-Schlüssel des SFTP-Servers stimmt nicht mit dem hinterlegten Fingerabdruck überein',
  },
  'delivery.sftp_failed': {
    en: 'SFTP upload failed: {detail}',
    de: 'SFTP-Upload fehlgeschlagen: {detail}',
  },
  'delivery.ftp_failed': {
    en: 'FTP upload failed: {detail}',
    de: 'FTP-Upload fehlgeschlagen: {detail}',
  },
  ...NETWORK_MESSAGES,
});
