import { describe, expect, it } from '@jest/globals';
import { ZProjectSlug } from '../../../src/routers/projects/projects.types.ts';
import { isUuid } from '../../../web/src/lib/ids.ts';
import { slugify } from '../../../web/src/lib/slug.ts';

describe('slugify', () => {
  it('turns a project name into a slug the server accepts', () => {
    expect(slugify('Invoices 2026')).toBe('invoices-2026');
    expect(slugify('  Rechnungen – Müller & Söhne  ')).toBe('rechnungen-mueller-soehne');
    expect(slugify('Crème brûlée')).toBe('creme-brulee');
    expect(ZProjectSlug.safeParse(slugify('Straße der Größe')).success).toBe(true);
  });

  it('stays within 32 characters without a trailing hyphen', () => {
    const slug = slugify('a very long project name that goes on - and on');
    expect(slug.length).toBeLessThanOrEqual(32);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(slugify('!!!')).toBe('');
  });
});

describe('isUuid', () => {
  it('accepts ids and rejects anything else', () => {
    expect(isUuid('0b8f3f9e-4c1a-4e55-9d8b-2b1f0c6a7d10')).toBe(true);
    expect(isUuid('new')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
