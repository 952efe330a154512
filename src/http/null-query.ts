import type { NextFunction, Request, Response } from 'express';

// Any letter case, as express matches the /api/v1 mount (`/API/v1/…` reaches the same routes).
const UNDER_API_V1 = /^\/api\/v1(?=[/?]|$)/i;

/**
 * The reference client sends query values that are null as the text `null` (spec §7). Every REST
 * query parameter reads that as absent: the pair is dropped from the URL before any route or the
 * OpenAPI adapter parses it, so no procedure has to know about the convention.
 */
export function nullQueryAsAbsent(req: Request, _res: Response, next: NextFunction): void {
  const mark = req.url.indexOf('?');
  if (mark === -1 || !UNDER_API_V1.test(req.url)) {
    next();
    return;
  }
  const params = new URLSearchParams(req.url.slice(mark + 1));
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [key, value] of params) {
    if (value === 'null') {
      dropped = true;
    } else {
      kept.append(key, value);
    }
  }
  if (dropped) {
    const query = kept.toString();
    req.url = query ? `${req.url.slice(0, mark)}?${query}` : req.url.slice(0, mark);
  }
  next();
}
