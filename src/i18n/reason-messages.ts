import { defineCatalogue } from './catalogue.ts';

/**
 * Why a page, an image or an attachment could not be read: the `{reason}` of an execution message.
 * Written by code as a message of its own inside the outer one; rows from before codes were stored
 * hold their English text (read back by legacy-coded-lines.ts `legacyCodedReason`).
 */
export const REASON_MESSAGES = defineCatalogue({
  'reason.time_limit': { en: 'time limit', de: 'Zeitlimit' },
  'reason.no_result': { en: 'no result', de: 'kein Ergebnis' },
  'reason.ocr_too_slow': {
    en: 'text recognition took longer than {duration}',
    de: 'die Texterkennung dauerte länger als {duration}',
  },
  'reason.render_too_slow': {
    en: 'rendering took longer than {duration}',
    de: 'das Rendern dauerte länger als {duration}',
  },
  'reason.not_rendered': { en: 'it could not be rendered', de: 'sie konnte nicht gerendert werden' },
  'reason.image_too_large': {
    en: 'it is too large: {width} × {height} pixels',
    de: 'es ist zu groß: {width} × {height} Pixel',
  },
  'reason.image_damaged': {
    en: 'it is damaged or not a PNG, JPEG, WebP or TIFF image',
    de: 'es ist beschädigt oder kein PNG-, JPEG-, WebP- oder TIFF-Bild',
  },
  'reason.ocr_unreadable_image': {
    en: 'the image is damaged or in a format text recognition can not read',
    de: 'das Bild ist beschädigt oder in einem Format, das die Texterkennung nicht lesen kann',
  },
  'reason.ocr_not_started': {
    en: 'text recognition could not be started',
    de: 'die Texterkennung konnte nicht gestartet werden',
  },
  'reason.ocr_worker_stopped': {
    en: 'the text recognition worker stopped unexpectedly',
    de: 'der Prozess der Texterkennung wurde unerwartet beendet',
  },
  'reason.ocr_failed': { en: 'text recognition failed', de: 'die Texterkennung ist fehlgeschlagen' },
  'reason.ocr_language_data': {
    en: 'the OCR language data could not be loaded',
    de: 'die Sprachdaten der Texterkennung konnten nicht geladen werden',
  },
  'reason.ocr_page_cap_one': {
    en: 'text recognition reads at most 1 page per file',
    de: 'die Texterkennung liest höchstens 1 Seite pro Datei',
  },
  'reason.ocr_page_cap': {
    en: 'text recognition reads at most {max} pages per file',
    de: 'die Texterkennung liest höchstens {max} Seiten pro Datei',
  },
  // Why no schema could be proposed from a sample (the `{reason}` of its team event).
  'reason.model_unreachable': {
    en: 'the model could not be reached: {detail}',
    de: 'das Modell war nicht erreichbar: {detail}',
  },
  'reason.model_status': {
    en: 'the model’s server answered {status}',
    de: 'der Server des Modells antwortete {status}',
  },
  'reason.model_no_schema': {
    en: 'the model gave no usable schema',
    de: 'das Modell lieferte kein brauchbares Schema',
  },
  'reason.internal_error': { en: 'an internal error occurred', de: 'ein interner Fehler ist aufgetreten' },
});

/**
 * Why an e-mail was refused at ingest (the description of its team event, and the SMTP answer,
 * which stays English for the sending server).
 */
export const INGEST_MESSAGES = defineCatalogue({
  'ingest.too_many_attachments': {
    en: 'Too many attachments: at most {max} documents per message',
    de: 'Zu viele Anhänge: höchstens {max} Dokumente pro Nachricht',
  },
  'ingest.no_supported_attachment': {
    en: 'No supported attachment: {files}',
    de: 'Kein unterstützter Anhang: {files}',
  },
  'ingest.no_content': {
    en: 'The message has no attachment and no text',
    de: 'Die Nachricht hat keinen Anhang und keinen Text',
  },
  'ingest.file_too_large': {
    en: '"{name}" is larger than the upload limit',
    de: '„{name}“ ist größer als die Upload-Grenze',
  },
  'ingest.message_too_large': {
    en: 'The message is larger than {bytes} bytes',
    de: 'Die Nachricht ist größer als {bytes} Bytes',
  },
  'ingest.rate_limited': {
    en: 'Too many uploads. Please wait and try again.',
    de: 'Zu viele Uploads. Bitte warten Sie und versuchen Sie es erneut.',
  },
  'ingest.temporary_failure': {
    en: 'Temporary failure, try again later',
    de: 'Vorübergehender Fehler, versuchen Sie es später erneut',
  },
});
