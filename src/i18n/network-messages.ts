import { defineCatalogue } from './catalogue.ts';

/**
 * Why a connection failed (a webhook, FTP, SFTP or mail server, a model's API), by Node's error code;
 * the code stays in the text, for whoever looks it up. Part of the delivery failures (see
 * delivery-messages.ts), and of why a schema proposal failed.
 */
export const NETWORK_MESSAGES = defineCatalogue({
  'network.refused': {
    en: 'Connection refused (ECONNREFUSED) by {address}',
    de: 'Verbindung abgelehnt (ECONNREFUSED) von {address}',
  },
  'network.host_not_found': {
    en: 'The host name {host} could not be resolved (ENOTFOUND)',
    de: 'Der Hostname {host} konnte nicht aufgelöst werden (ENOTFOUND)',
  },
  'network.dns_unavailable': {
    en: 'The host name {host} could not be resolved for now (EAI_AGAIN)',
    de: 'Der Hostname {host} konnte vorübergehend nicht aufgelöst werden (EAI_AGAIN)',
  },
  'network.timed_out': {
    en: 'The connection to {address} timed out (ETIMEDOUT)',
    de: 'Zeitüberschreitung bei der Verbindung zu {address} (ETIMEDOUT)',
  },
  'network.unreachable': {
    en: '{address} is unreachable ({code})',
    de: '{address} ist nicht erreichbar ({code})',
  },
  // Before `network.reset`: Node gives "socket hang up" the code ECONNRESET too.
  'network.hang_up': {
    en: 'The other side closed the connection without an answer (socket hang up)',
    de: 'Die Gegenseite hat die Verbindung ohne Antwort geschlossen (socket hang up)',
  },
  // undici's (fetch: a model's API, webhooks): the server closed the connection before its answer.
  'network.closed_by_peer': {
    en: 'The other side closed the connection without an answer (UND_ERR_SOCKET)',
    de: 'Die Gegenseite hat die Verbindung ohne Antwort geschlossen (UND_ERR_SOCKET)',
  },
  'network.reset': {
    en: 'The other side reset the connection (ECONNRESET)',
    de: 'Die Gegenseite hat die Verbindung zurückgesetzt (ECONNRESET)',
  },
  'network.closed_while_sending': {
    en: 'The other side closed the connection while data was being sent (EPIPE)',
    de: 'Die Gegenseite hat die Verbindung während des Sendens geschlossen (EPIPE)',
  },
  'network.certificate_expired': {
    en: 'The server’s certificate has expired (CERT_HAS_EXPIRED)',
    de: 'Das Zertifikat des Servers ist abgelaufen (CERT_HAS_EXPIRED)',
  },
  'network.certificate_not_yet_valid': {
    en: 'The server’s certificate is not valid yet (CERT_NOT_YET_VALID)',
    de: 'Das Zertifikat des Servers ist noch nicht gültig (CERT_NOT_YET_VALID)',
  },
  'network.certificate_self_signed': {
    en: 'The server’s certificate is self-signed and not trusted ({code})',
    de: 'Das Zertifikat des Servers ist selbst signiert und nicht vertrauenswürdig ({code})',
  },
  'network.certificate_wrong_host': {
    en: 'The server’s certificate is not valid for {host} (ERR_TLS_CERT_ALTNAME_INVALID)',
    de: 'Das Zertifikat des Servers gilt nicht für {host} (ERR_TLS_CERT_ALTNAME_INVALID)',
  },
  // The same, for a service the operator runs (the instance's model, its mail relay): its address is
  // no business of a team's members, so it is left out (the operator's log has it).
  'network.refused_unnamed': {
    en: 'Connection refused (ECONNREFUSED)',
    de: 'Verbindung abgelehnt (ECONNREFUSED)',
  },
  'network.host_not_found_unnamed': {
    en: 'The server’s host name could not be resolved (ENOTFOUND)',
    de: 'Der Hostname des Servers konnte nicht aufgelöst werden (ENOTFOUND)',
  },
  'network.dns_unavailable_unnamed': {
    en: 'The server’s host name could not be resolved for now (EAI_AGAIN)',
    de: 'Der Hostname des Servers konnte vorübergehend nicht aufgelöst werden (EAI_AGAIN)',
  },
  'network.timed_out_unnamed': {
    en: 'The connection timed out (ETIMEDOUT)',
    de: 'Zeitüberschreitung bei der Verbindung (ETIMEDOUT)',
  },
  'network.unreachable_unnamed': {
    en: 'The server is unreachable ({code})',
    de: 'Der Server ist nicht erreichbar ({code})',
  },
  'network.certificate_wrong_host_unnamed': {
    en: 'The server’s certificate is not valid for its host name (ERR_TLS_CERT_ALTNAME_INVALID)',
    de: 'Das Zertifikat des Servers gilt nicht für seinen Hostnamen (ERR_TLS_CERT_ALTNAME_INVALID)',
  },
  'network.certificate_untrusted': {
    en: 'The server’s certificate could not be verified ({code})',
    de: 'Das Zertifikat des Servers konnte nicht überprüft werden ({code})',
  },
});
