/** Where the next page of a ListObjectsV2 listing starts. */
export type TObjectListingFrom = { ContinuationToken?: string; StartAfter?: string };
/** Where the next page of a ListMultipartUploads listing starts. */
export type TUploadListingFrom = { KeyMarker?: string; UploadIdMarker?: string };

type TObjectPage = { IsTruncated?: boolean; NextContinuationToken?: string; Contents?: { Key?: string }[] };
type TUploadPage = {
  IsTruncated?: boolean;
  NextKeyMarker?: string;
  NextUploadIdMarker?: string;
  Uploads?: { Key?: string; UploadId?: string }[];
};

const stuck = (describe: string) =>
  new Error(
    `The store's listing of ${describe} said "more" without a continuation token or a new key to continue from; stopped so that nothing is left behind silently`,
  );

/**
 * Every page of a listing, each fetched only once the caller is done with the previous one (a
 * caller may delete what a page listed before the next is asked for). `next` says where the next
 * page starts, or undefined at the listing's end; a continuation that repeats the previous one
 * makes no progress and throws rather than listing the same page forever.
 */
export async function* listingPages<TFrom extends object, TPage>(
  fetchPage: (from: TFrom) => Promise<TPage>,
  next: (page: TPage, from: TFrom) => TFrom | undefined,
  describe: string,
): AsyncGenerator<TPage> {
  let from: TFrom | undefined = {} as TFrom;
  while (from) {
    const page: TPage = await fetchPage(from);
    yield page;
    const previous: TFrom = from;
    from = next(page, previous);
    if (from && JSON.stringify(from) === JSON.stringify(previous)) {
      throw stuck(describe);
    }
  }
}

/**
 * The continuation of an object listing that said "more", or undefined at its end. Some
 * S3-compatible stores (and proxies that answer in ListObjects v1 style, where NextMarker comes
 * only with a delimiter) say "more" without a continuation token; the listing then goes on after
 * the page's last key, as v1 clients do. A page that says "more" with no key to go on from, or that
 * does not get past the previous one, throws: stopping there would silently leave the rest behind.
 */
export function nextObjectListing(page: TObjectPage, previous: TObjectListingFrom, describe: string) {
  if (!page.IsTruncated) {
    return undefined;
  }
  if (page.NextContinuationToken) {
    return { ContinuationToken: page.NextContinuationToken };
  }
  const lastKey = page.Contents?.flatMap(({ Key }) => (Key ? [Key] : [])).at(-1);
  if (!lastKey || (previous.StartAfter !== undefined && lastKey <= previous.StartAfter)) {
    throw stuck(describe);
  }
  return { StartAfter: lastKey };
}

/**
 * The continuation of a multipart upload listing, as for objects: without NextKeyMarker and
 * NextUploadIdMarker it goes on after the page's last upload (S3 lists uploads by key, then upload id).
 */
export function nextUploadListing(
  page: TUploadPage,
  previous: TUploadListingFrom,
  describe: string,
): TUploadListingFrom | undefined {
  if (!page.IsTruncated) {
    return undefined;
  }
  if (page.NextKeyMarker || page.NextUploadIdMarker) {
    return { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
  }
  const last = page.Uploads?.filter(({ Key, UploadId }) => Key && UploadId).at(-1);
  if (!last?.Key || !last.UploadId || (previous.KeyMarker !== undefined && last.Key < previous.KeyMarker)) {
    throw stuck(describe);
  }
  return { KeyMarker: last.Key, UploadIdMarker: last.UploadId };
}
