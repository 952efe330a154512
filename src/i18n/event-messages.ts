import { defineCatalogue, type TCodeOf } from './catalogue.ts';

/**
 * Team events by code. The English text is what older rows stored as their title, so a row
 * without a code still reads the same; German follows the UI's wording.
 */
export const EVENT_MESSAGES = defineCatalogue({
  'event.team_created': { en: 'Team "{name}" created', de: 'Team „{name}“ erstellt' },
  'event.team_renamed': {
    en: 'Team "{before}" renamed to "{after}"',
    de: 'Team von „{before}“ in „{after}“ umbenannt',
  },
  'event.api_key_created': { en: 'API key "{name}" created', de: 'API-Schlüssel „{name}“ erstellt' },
  'event.api_key_deleted': { en: 'API key "{name}" deleted', de: 'API-Schlüssel „{name}“ gelöscht' },
  'event.ingest_address_replaced': {
    en: 'Ingest address of "{name}" replaced',
    de: 'Eingangsadresse von „{name}“ ersetzt',
  },
  'event.member_role_changed': { en: 'Role of {email} changed', de: 'Rolle von {email} geändert' },
  // Its description: both roles in the reader's words (render.ts names roles per language).
  'event.role_change': { en: '{previous_role} → {role}', de: '{previous_role} → {role}' },
  'event.member_left': { en: '{email} left the team', de: '{email} hat das Team verlassen' },
  'event.member_removed': { en: '{email} was removed from the team', de: '{email} wurde aus dem Team entfernt' },
  'event.invite_sent': { en: '{email} invited as {role}', de: '{email} als {role} eingeladen' },
  'event.invite_withdrawn': { en: 'Invite of {email} withdrawn', de: 'Einladung an {email} zurückgezogen' },
  'event.invite_accepted': { en: '{email} joined the team', de: '{email} ist dem Team beigetreten' },
  'event.invite_declined': { en: '{email} declined the invite', de: '{email} hat die Einladung abgelehnt' },
  'event.project_created': { en: 'Project "{name}" created', de: 'Projekt „{name}“ erstellt' },
  'event.project_updated': { en: 'Project "{name}" updated', de: 'Projekt „{name}“ geändert' },
  'event.project_deleted': { en: 'Project "{name}" deleted', de: 'Projekt „{name}“ gelöscht' },
  'event.revision_saved': {
    en: 'Revision {number} of "{project}" saved',
    de: 'Revision {number} von „{project}“ gespeichert',
  },
  'event.revision_proposed': {
    en: 'Revision 1 of "{project}" proposed after the sample "{file}"',
    de: 'Revision 1 von „{project}“ aus „{file}“ vorgeschlagen',
  },
  'event.revision_restored': { en: 'Revision {number} restored', de: 'Revision {number} wiederhergestellt' },
  'event.revision_copied': {
    en: 'Revision copied from another project',
    de: 'Revision aus einem anderen Projekt kopiert',
  },
  'event.output_created': { en: 'Output "{name}" created', de: 'Ausgabe „{name}“ erstellt' },
  'event.output_updated': { en: 'Output "{name}" updated', de: 'Ausgabe „{name}“ geändert' },
  'event.output_deleted': { en: 'Output "{name}" deleted', de: 'Ausgabe „{name}“ gelöscht' },
  'event.output_secret_replaced': {
    en: 'Signing secret of "{name}" replaced',
    de: 'Signaturschlüssel von „{name}“ ersetzt',
  },
  'event.output_disabled_gone': {
    en: 'Output "{name}" disabled: the receiver answered 410 Gone',
    de: 'Ausgabe „{name}“ deaktiviert: der Empfänger antwortete 410 Gone',
  },
  'event.delivery_retrying': {
    en: 'Delivery to "{name}" failed; retrying',
    de: 'Zustellung an „{name}“ fehlgeschlagen; neuer Versuch folgt',
  },
  'event.delivery_failed': { en: 'Delivery to "{name}" failed', de: 'Zustellung an „{name}“ fehlgeschlagen' },
  'event.execution_pending': { en: 'Execution "{label}" queued', de: 'Ausführung „{label}“ eingereiht' },
  'event.execution_running': { en: 'Execution "{label}" started', de: 'Ausführung „{label}“ gestartet' },
  'event.execution_success': { en: 'Execution "{label}" succeeded', de: 'Ausführung „{label}“ erfolgreich' },
  'event.execution_failed': { en: 'Execution "{label}" failed', de: 'Ausführung „{label}“ fehlgeschlagen' },
  'event.execution_reviewed': { en: 'Execution "{label}" reviewed', de: 'Ausführung „{label}“ geprüft' },
  'event.sample_uploaded': {
    en: 'Sample "{file}" uploaded to propose a schema',
    de: 'Beispiel „{file}“ hochgeladen, um ein Schema vorzuschlagen',
  },
  'event.schema_proposal_failed': {
    en: 'No schema could be proposed for the sample "{file}"',
    de: 'Aus „{file}“ konnte kein Schema vorgeschlagen werden',
  },
  'event.schema_proposal_failed_because': {
    en: 'No schema could be proposed for the sample "{file}": {reason}',
    de: 'Aus „{file}“ konnte kein Schema vorgeschlagen werden: {reason}',
  },
  'event.email_received': { en: 'E-mail from {sender} received', de: 'E-Mail von {sender} empfangen' },
  'event.email_received_no_sender': {
    en: 'E-mail without a sender address received',
    de: 'E-Mail ohne Absenderadresse empfangen',
  },
  'event.email_refused': { en: 'An e-mail was refused', de: 'Eine E-Mail wurde abgewiesen' },
  'event.email_failed': { en: 'An e-mail could not be processed', de: 'Eine E-Mail konnte nicht verarbeitet werden' },
  'event.impersonation_started': {
    en: 'Site admin {admin} started acting as {email}',
    de: 'Seitenadmin {admin} handelt nun als {email}',
  },
  'event.impersonation_stopped': {
    en: 'Site admin {admin} stopped acting as {email}',
    de: 'Seitenadmin {admin} handelt nicht mehr als {email}',
  },
});

export type TEventCode = TCodeOf<typeof EVENT_MESSAGES>;
