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
