/**
 * What file pickers offer for documents. The server decides by the file's content (sniff.ts);
 * this only narrows the dialog.
 */
export const DOCUMENT_FILE_TYPES = '.pdf,.png,.jpg,.jpeg,.webp,.tif,.tiff,.docx,.txt,.csv,.html,.htm,.eml,.json';
