const MAX_SLUG_LENGTH = 32;

/**
 * A project slug proposed from its name (spec §5: lowercase letters, digits and hyphens, at most
 * 32): accents dropped, German umlauts spelled out, everything else a single hyphen.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}
