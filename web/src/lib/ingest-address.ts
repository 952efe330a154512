/**
 * The address that reaches one project through an e-mail key: `<token>@<domain>` becomes
 * `<token>+<slug>@<domain>` (the server's ingest routing reads the part after the `+`).
 */
export function projectIngestAddress(address: string, slug: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) {
    return `${address}+${slug}`;
  }
  return `${address.slice(0, at)}+${slug}${address.slice(at)}`;
}

/**
 * Whether the address ends in an IP address or localhost: then INGEST_DOMAIN is not set and the
 * server fell back to APP_URL's host, which mail servers on the internet cannot deliver to.
 */
export function hasFallbackDomain(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domain === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(domain) || domain.startsWith('[');
}
