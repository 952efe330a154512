import type { TRestErrorBody } from '../contracts/rest-error.ts';
import { toIssues } from '../i18n/validation-issues.ts';
import type { AppErrorIssue } from '../lib/app-error.ts';

/** tRPC's error shape as our formatter (init.ts) writes it, or as trpc-to-openapi writes its own input errors. */
type TErrorShape = {
  message?: string;
  code?: string | number;
  data?: { app_code?: string; issues?: AppErrorIssue[]; message?: string };
  issues?: { path: PropertyKey[]; message: string }[];
};

/** The documented REST body `{ message, code, issues? }` of a tRPC error shape. */
export function toRestErrorBody(shape: TErrorShape): TRestErrorBody {
  const issues = shape.data?.issues ?? (shape.issues ? toIssues(shape.issues) : undefined);
  return {
    message: shape.data?.message ?? shape.message ?? 'Request failed',
    code: shape.data?.app_code ?? (typeof shape.code === 'string' ? shape.code : 'INTERNAL_SERVER_ERROR'),
    ...(issues ? { issues } : {}),
  };
}
