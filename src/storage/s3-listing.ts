/** Where the next page of a ListObjectsV2 listing starts. */
export type TListingContinuation = { ContinuationToken?: string; StartAfter?: string };

type TListedPage = { IsTruncated?: boolean; NextContinuationToken?: string; Contents?: { Key?: string }[] };

/**
 * The continuation of a listing that said "more", or undefined at its end. Some S3-compatible stores
 * (and proxies that answer in ListObjects v1 style, where NextMarker comes only with a delimiter)
 * say "more" without a continuation token; the listing then goes on after the page's last key, as
 * v1 clients do. A page that says "more" with no key to go on from, or that does not get past the
 * previous one, throws: stopping there would silently leave the rest behind.
 */
export function nextListing(
  page: TListedPage,
  previous: TListingContinuation,
  describe: string,
): TListingContinuation | undefined {
  if (!page.IsTruncated) {
    return undefined;
  }
  if (page.NextContinuationToken) {
    return { ContinuationToken: page.NextContinuationToken };
  }
  const lastKey = page.Contents?.flatMap(({ Key }) => (Key ? [Key] : [])).at(-1);
  if (!lastKey || (previous.StartAfter !== undefined && lastKey <= previous.StartAfter)) {
    throw new Error(
      `The store's listing of ${describe} said "more" without a continuation token or a new key to continue from; stopped so that nothing is left behind silently`,
    );
  }
  return { StartAfter: lastKey };
}
