import type { TApp } from '../app.ts';
import { buildOpenApiDocument } from '../trpc/openapi.ts';
import { addManualPaths } from './openapi-extras.ts';
import { patchJsonDeletesInDocument } from './rest-json-routes.ts';

type TParameter = { description?: string; schema?: unknown };
type TOperation = { parameters?: TParameter[] };

/**
 * trpc-to-openapi (zod-openapi) writes the `.describe()` text of an optional query parameter only into
 * the parameter's schema, while the API reference shows the parameter's own description. Lifts it up.
 * (Describe before `.optional()`: a description on the optional wrapper is lost altogether.)
 */
function liftParameterDescriptions<T extends { paths?: object }>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, TOperation>>;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      const parameters = operation.parameters ?? [];
      for (const parameter of parameters) {
        const described = (parameter.schema as { description?: unknown } | undefined)?.description;
        if (!parameter.description && typeof described === 'string') {
          parameter.description = described;
        }
      }
    }
  }
  return document;
}

/**
 * The API reference as served at /api/v1/openapi.json: the procedures' document plus what the Express
 * routes add (multipart uploads, downloads, JSON bodies on DELETE). Tests read this same function.
 */
export function servedOpenApiDocument(app: TApp) {
  const document = buildOpenApiDocument(app);
  patchJsonDeletesInDocument(document as never);
  addManualPaths(document as never);
  return liftParameterDescriptions(document);
}
