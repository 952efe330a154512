import type { Request, RequestHandler } from 'express';
import type { TRestErrorBody } from '../contracts/rest-error.ts';
import { containsNul, NUL_IN_TEXT } from '../lib/nul-text.ts';

const MAX_JSON_BYTES = 1024 * 1024;
const MAX_JSON_DEPTH = 64;
// `application/json…` as the tRPC and REST adapters match it (a prefix: `application/jsonl` too), and
// the `+json` types.
const JSON_TYPE = /^application\/(?:json|[\w.+-]+\+json\s*(?:;|$))/i;

type TRefusal = { status: 400 | 413; message: string };

/** Depth of a JSON text, counted without parsing (so a 50,000-deep array cannot exhaust the stack). */
function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') {
        index++;
      } else if (char === '"') {
        inString = false;
      }
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth++;
      if (depth > limit) {
        return true;
      }
    } else if (char === ']' || char === '}') {
      depth--;
    }
  }
  return false;
}

function readBody(req: Request): Promise<string | TRefusal> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_JSON_BYTES) {
        chunks.push(chunk);
      }
    });
    req.on('end', () =>
      resolve(
        size > MAX_JSON_BYTES
          ? { status: 413, message: 'The request body is too large' }
          : Buffer.concat(chunks).toString('utf8'),
      ),
    );
    req.on('error', reject);
  });
}

function checkUrl(req: Request): TRefusal | null {
  // Without a %-escape nothing can decode to NUL or fail to decode: skip parsing. (A raw NUL never
  // gets here: Node's HTTP parser answers such a request line with its own 400.)
  if (!req.url.includes('%')) {
    return null;
  }
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return { status: 400, message: 'The URL has a malformed %-escape' };
  }
  if (path.includes('\u0000') || containsNul(req.query)) {
    return { status: 400, message: 'The URL contains a NUL character' };
  }
  return null;
}

// express matches mount paths in any letter case: `/TRPC/…` and `/Api/v1/…` reach the adapters too.
const API_PATH = /^\/(?:api|trpc)\//i;
const TRPC_PATH = /^\/trpc\//i;

// A backslash in the URL, raw or %-escaped: without one no JSON text in it can hold a `\u0000`.
const BACKSLASH = /\\|%5c/i;

/**
 * tRPC reads a query's input from the URL as JSON (`?input=…`, one object per call of a batch), where
 * `\u0000` is NUL once parsed: the same refusal as for a JSON body. (The REST door takes query values
 * as they are: a NUL there can only be %00, which checkUrl refuses.)
 */
function checkTrpcQueryInput(req: Request): TRefusal | null {
  const query = req.url.indexOf('?');
  if (query < 0 || !BACKSLASH.test(req.url)) {
    return null;
  }
  // As tRPC reads it (URLSearchParams), not as express's query parser would.
  for (const input of new URLSearchParams(req.url.slice(query + 1)).getAll('input')) {
    if (!input.includes('\\u0000')) {
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(input);
    } catch {
      continue; // tRPC answers invalid JSON itself.
    }
    if (containsNul(parsed)) {
      return { status: 400, message: NUL_IN_TEXT };
    }
  }
  return null;
}

/**
 * The tRPC and OpenAPI adapters use an already parsed `req.body` as it is; `_body` tells express.json
 * (the JSON DELETE routes) that the stream has been read.
 */
function markParsed(req: Request, body: unknown): void {
  req.body = body;
  (req as Request & { _body?: boolean })._body = true;
}

async function parseJsonBody(req: Request): Promise<TRefusal | null> {
  const text = await readBody(req);
  if (typeof text !== 'string') {
    return text;
  }
  if (text.trim() === '') {
    // Read already: the adapters must not wait for a stream that has ended.
    markParsed(req, undefined);
    return null;
  }
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    return { status: 400, message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, message: 'The request body is not valid JSON' };
  }
  if (containsNul(body)) {
    return { status: 400, message: NUL_IN_TEXT };
  }
  markParsed(req, body);
  return null;
}

/**
 * Refuses input that no API call means and that would otherwise fail deep inside (400, not 500):
 * malformed %-escapes, NUL characters (PostgreSQL refuses them in text), and JSON nested deeper
 * than 64 levels. JSON bodies are parsed here once, within 1 MiB.
 */
export function refuseHostileInput(): RequestHandler {
  return (req, res, next) => {
    if (!API_PATH.test(req.path)) {
      next();
      return;
    }
    const refuse = (refused: TRefusal) => {
      req.resume();
      res.status(refused.status).json({
        message: refused.message,
        code: refused.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      } satisfies TRestErrorBody);
    };
    const urlRefusal = checkUrl(req) ?? (TRPC_PATH.test(req.path) ? checkTrpcQueryInput(req) : null);
    if (urlRefusal) {
      refuse(urlRefusal);
      return;
    }
    const needsBody = req.method !== 'GET' && req.method !== 'HEAD' && JSON_TYPE.test(req.get('content-type') ?? '');
    if (!needsBody) {
      // Synchronously: most calls have no body, and a promise per request is measurable.
      next();
      return;
    }
    parseJsonBody(req).then(
      (refused) => (refused ? refuse(refused) : next()),
      (error: unknown) => next(error),
    );
  };
}
