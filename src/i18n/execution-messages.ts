import type { TTemplate } from './types.ts';

/**
 * Execution warnings and errors by code. Their English text is exactly what the extraction writes,
 * which is how a stored line is read back into its code (see coded-lines.ts).
 */
export const EXECUTION_MESSAGES = {
  'warning.field_not_found': {
    en: 'Field "{path}" was not found in the document',
    de: 'Feld „{path}“ wurde im Dokument nicht gefunden',
  },
  'warning.source_not_found': {
    en: 'The source given for "{path}" could not be found in the document',
    de: 'Die angegebene Quelle für „{path}“ wurde im Dokument nicht gefunden',
  },
  'warning.tiff_first_page': {
    en: 'Only the first page of the {frames}-page TIFF image was read',
    de: 'Nur die erste Seite des {frames}-seitigen TIFF-Bildes wurde gelesen',
  },
  'warning.email_nested_attachments': {
    en: 'Attachments of an attached e-mail are not read',
    de: 'Anhänge einer angehängten E-Mail werden nicht gelesen',
  },
  'warning.attachment_unsupported': {
    en: 'Attachment "{name}" was skipped: its file type is not supported',
    de: 'Anhang „{name}“ wurde übersprungen: sein Dateityp wird nicht unterstützt',
  },
  'warning.attachment_page_limit': {
    en: 'Attachment "{name}" was skipped: the page limit of {max} was reached',
    de: 'Anhang „{name}“ wurde übersprungen: die Grenze von {max} Seiten ist erreicht',
  },
  'warning.attachment_unreadable': {
    en: 'Attachment "{name}" could not be read: {reason}',
    de: 'Anhang „{name}“ konnte nicht gelesen werden: {reason}',
  },
  'warning.no_text': { en: 'The file contains no text', de: 'Die Datei enthält keinen Text' },
  'warning.invalid_json': {
    en: 'The file is not valid JSON; it was read as plain text',
    de: 'Die Datei ist kein gültiges JSON; sie wurde als Text gelesen',
  },
  'warning.pdf_page_cap': {
    en: 'Only the first {count} of {total} pages were read',
    de: 'Nur die ersten {count} von {total} Seiten wurden gelesen',
  },
  'warning.pdf_no_text_layer': {
    en: 'Page {number} has no text layer; text recognition (OCR) is not available yet',
    de: 'Seite {number} hat keine Textebene; Texterkennung (OCR) ist noch nicht verfügbar',
  },
  'error.no_schema': {
    en: 'The project has no output schema yet: save a revision first',
    de: 'Das Projekt hat noch kein Ausgabeschema: speichern Sie zuerst eine Revision',
  },
  'error.no_text': {
    en: 'No text could be read from the documents.',
    de: 'Aus den Dokumenten konnte kein Text gelesen werden.',
  },
  'error.no_text_because': {
    en: 'No text could be read from the documents. {details}',
    de: 'Aus den Dokumenten konnte kein Text gelesen werden. {details}',
  },
  'error.model_no_answer': {
    en: 'The extraction model did not answer',
    de: 'Das Extraktionsmodell hat nicht geantwortet',
  },
  'error.internal': {
    en: 'The extraction failed because of an internal error. Try again later.',
    de: 'Die Extraktion ist wegen eines internen Fehlers fehlgeschlagen. Versuchen Sie es später erneut.',
  },
  'error.pdf_password': {
    en: 'The PDF is password-protected and could not be read',
    de: 'Das PDF ist passwortgeschützt und konnte nicht gelesen werden',
  },
  'error.pdf_damaged': {
    en: 'The PDF could not be read: it is damaged or not a PDF',
    de: 'Das PDF konnte nicht gelesen werden: es ist beschädigt oder kein PDF',
  },
  'error.unsupported_type': { en: 'This file type is not supported', de: 'Dieser Dateityp wird nicht unterstützt' },
  'error.required_missing': { en: '{path}: required field missing', de: '{path}: Pflichtfeld fehlt' },
  'error.not_in_schema': { en: '{path}: is not a field of the schema', de: '{path}: ist kein Feld des Schemas' },
  // A line no template matches (a new wording, a provider's own text) is shown as written.
  text: { en: '{text}', de: '{text}' },
} satisfies Record<string, TTemplate>;

/** A warning about one file of several reads `<file>: <warning>`; the file keeps its place in German. */
export const IN_FILE: TTemplate = { en: '{file}: {message}', de: '{file}: {message}' };
