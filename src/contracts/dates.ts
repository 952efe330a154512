import { z } from 'zod';

/** Dates leave the API as ISO 8601 strings with an offset. */
export const ZDateTime = z.iso.datetime({ offset: true });
export const toIso = (date: Date) => date.toISOString();
export const toIsoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
