import { defineCatalogue } from './catalogue.ts';
import type { TTemplate } from './types.ts';

/**
 * Execution warnings and errors by code. The extraction writes them by code and values (stored as
 * such); the English text is also kept in the row, and rows from before codes were stored are read
 * back from it (legacy-coded-lines.ts), so an edit of an English template changes how those read.
 */
export const EXECUTION_MESSAGES = defineCatalogue({
  'warning.field_not_found': {
    en: 'Field "{path}" was not found in the document',
    de: 'Feld „{path}“ wurde im Dokument nicht gefunden',
  },
  'warning.source_not_found': {
    en: 'The source given for "{path}" could not be found in the document',
    de: 'Die angegebene Quelle für „{path}“ wurde im Dokument nicht gefunden',
  },
  'warning.read_in_parts': {
    en: "The documents are longer than the model's context: they were read in {count} parts (pages {spans}) and the results merged",
    de: 'Die Dokumente sind länger als der Kontext des Modells: Sie wurden in {count} Teilen gelesen (Seiten {spans}) und die Ergebnisse zusammengeführt',
  },
  'warning.long_lines_cut': {
    en: 'The offline extractor read {count} lines with more than {length} characters of running text in pieces',
    de: 'Die Offline-Extraktion hat {count} Zeilen mit mehr als {length} Zeichen Fließtext in Stücken gelesen',
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
  // A schema sample in which nothing could be read; its reasons follow as lines of their own.
  'error.sample_no_text': {
    en: 'No text could be read in "{name}".',
    de: 'In „{name}“ konnte kein Text gelesen werden.',
  },
  // A proposal for the schema editor that the model did not give; `{reason}` says why.
  'error.proposal_failed': {
    en: 'No schema could be proposed: {reason}',
    de: 'Es konnte kein Schema vorgeschlagen werden: {reason}',
  },
  'error.model_no_answer': {
    en: 'The extraction model did not answer',
    de: 'Das Extraktionsmodell hat nicht geantwortet',
  },
  // The model's server could not be reached through the call's retries; `{detail}` is the network error.
  'error.model_unreachable': {
    en: 'The extraction model {model} could not be reached: {detail}',
    de: 'Das Extraktionsmodell {model} war nicht erreichbar: {detail}',
  },
  // The file storage could not be reached (its network error, through the S3 client's retries).
  'error.storage_unreachable': {
    en: 'The document files could not be read: the file storage is not reachable right now. Run the extraction again later.',
    de: 'Die Dokumentdateien konnten nicht gelesen werden: Der Dateispeicher ist gerade nicht erreichbar. Führen Sie die Extraktion später erneut aus.',
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
  'error.docx_damaged': {
    en: 'The DOCX file could not be read: it is damaged or not a Word document',
    de: 'Die DOCX-Datei konnte nicht gelesen werden: sie ist beschädigt oder kein Word-Dokument',
  },
  'error.docx_damaged_zip': {
    en: 'The DOCX file could not be read: it is damaged or not a DOCX file',
    de: 'Die DOCX-Datei konnte nicht gelesen werden: sie ist beschädigt oder keine DOCX-Datei',
  },
  'error.docx_too_many_parts': {
    en: 'The DOCX file contains more than {max} parts: refused as a possible zip bomb',
    de: 'Die DOCX-Datei enthält mehr als {max} Teile: als mögliche ZIP-Bombe abgelehnt',
  },
  'error.docx_too_large': {
    en: 'The DOCX file unpacks to more than {max} MiB: refused as a possible zip bomb',
    de: 'Die DOCX-Datei wird entpackt größer als {max} MiB: als mögliche ZIP-Bombe abgelehnt',
  },
  'error.docx_text_too_large': {
    en: 'The DOCX file holds more than {max} MiB of text: refused as too long to read',
    de: 'Die DOCX-Datei enthält mehr als {max} MiB Text: als zu lang zum Lesen abgelehnt',
  },
  'error.email_damaged': {
    en: 'The e-mail could not be read: it is damaged or not an e-mail message',
    de: 'Die E-Mail konnte nicht gelesen werden: sie ist beschädigt oder keine E-Mail-Nachricht',
  },
  'error.email_too_complex': {
    en: 'The e-mail has more than {parts} parts, {headers} KiB of headers or {depth} levels of nested parts: refused as too complex to read',
    de: 'Die E-Mail hat mehr als {parts} Teile, {headers} KiB Kopfzeilen oder {depth} Ebenen verschachtelter Teile: als zu komplex zum Lesen abgelehnt',
  },
  'error.read_timeout': {
    en: 'Reading the file took longer than {duration} and was stopped',
    de: 'Das Lesen der Datei dauerte länger als {duration} und wurde abgebrochen',
  },
  'warning.image_without_ocr': {
    en: 'Images need text recognition (OCR), which is not available yet',
    de: 'Bilder brauchen Texterkennung (OCR), die noch nicht verfügbar ist',
  },
  'warning.image_no_text': {
    en: 'No text was recognized in the image',
    de: 'Im Bild wurde kein Text erkannt',
  },
  'warning.image_unreadable': {
    en: 'The image could not be read ({reason})',
    de: 'Das Bild konnte nicht gelesen werden ({reason})',
  },
  'warning.page_unreadable': {
    en: 'Page {number} could not be read ({reason})',
    de: 'Seite {number} konnte nicht gelesen werden ({reason})',
  },
  'warning.page_ocr_no_text': {
    en: 'Page {number} has no text layer, and text recognition found no text on it',
    de: 'Seite {number} hat keine Textebene, und die Texterkennung hat darauf keinen Text gefunden',
  },
  'warning.image_not_read': {
    en: 'The image was not read: {reason}',
    de: 'Das Bild wurde nicht gelesen: {reason}',
  },
  'warning.page_not_read': {
    en: 'Page {pages} without a text layer was not read: {reason}',
    de: 'Seite {pages} ohne Textebene wurde nicht gelesen: {reason}',
  },
  'warning.pages_not_read': {
    en: 'Pages {pages} without a text layer were not read: {reason}',
    de: 'Seiten {pages} ohne Textebene wurden nicht gelesen: {reason}',
  },
  'error.unsupported_type': { en: 'This file type is not supported', de: 'Dieser Dateityp wird nicht unterstützt' },
  'error.required_missing': { en: '{path}: required field missing', de: '{path}: Pflichtfeld fehlt' },
  'error.not_in_schema': { en: '{path}: is not a field of the schema', de: '{path}: ist kein Feld des Schemas' },
  // A value of the wrong kind (validate-result.ts); `{found}` is said per language (render.ts).
  'error.expected_object': {
    en: '{path}: expected an object, found {found}',
    de: '{path}: erwartet wurde ein Objekt, gefunden: {found}',
  },
  'error.expected_list': {
    en: '{path}: expected a list, found {found}',
    de: '{path}: erwartet wurde eine Liste, gefunden: {found}',
  },
  'error.expected_text': {
    en: '{path}: expected text, found {found}',
    de: '{path}: erwartet wurde Text, gefunden: {found}',
  },
  'error.expected_number': {
    en: '{path}: expected a number, found {found}',
    de: '{path}: erwartet wurde eine Zahl, gefunden: {found}',
  },
  'error.expected_boolean': {
    en: '{path}: expected true or false, found {found}',
    de: '{path}: erwartet wurde wahr oder falsch, gefunden: {found}',
  },
  'error.invalid_format': {
    en: '{path}: "{value}" is not a valid {format}',
    de: '{path}: „{value}“ ist kein gültiger Wert im Format {format}',
  },
  'error.answer_not_json': {
    en: "{path}: the model's answer was not valid JSON ({parse_error})",
    de: '{path}: die Antwort des Modells war kein gültiges JSON ({parse_error})',
  },
  // The `{parse_error}` above, described by us (rows before these hold the parser's English text).
  'json.empty': { en: 'it was empty', de: 'sie war leer' },
  'json.ends_early': { en: 'it ends before the JSON is complete', de: 'sie endet, bevor das JSON vollständig ist' },
  'json.bad_character': {
    en: 'unexpected character "{character}" at line {line}, column {column}',
    de: 'unerwartetes Zeichen „{character}“ in Zeile {line}, Spalte {column}',
  },
  'json.not_expected_form': { en: 'not in the expected form', de: 'nicht in der erwarteten Form' },
  // A line no template matches (a new wording, a provider's own text) is shown as written.
  text: { en: '{text}', de: '{text}' },
});

/** A warning about one file of several reads `<file>: <warning>`; the file keeps its place in German. */
export const IN_FILE: TTemplate = { en: '{file}: {message}', de: '{file}: {message}' };
