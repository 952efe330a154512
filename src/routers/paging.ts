import { z } from 'zod';

/** Paged list input (spec §5): page ≥ 0, per_page 0–100. */
export const ZPageInput = z.object({
  page: z.coerce.number().int().min(0).describe('The page, from 0').default(0),
  per_page: z.coerce.number().int().min(0).max(100).describe('Rows per page, 0 to 100').default(20),
});

export function ZPaged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item).describe('The rows of this page'),
    count: z.number().int().describe('Rows that match, on all pages'),
    page: z.number().int().describe('This page, from 0'),
    per_page: z.number().int().describe('Rows per page, as asked'),
    total_pages: z.number().int().describe('Pages at this page size'),
  });
}

export function paged<T>(data: T[], count: number, page: number, perPage: number) {
  return { data, count, page, per_page: perPage, total_pages: perPage === 0 ? 0 : Math.ceil(count / perPage) };
}
