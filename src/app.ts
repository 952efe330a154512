import type { TJobDeps } from './jobs/define-job.ts';
import type { TJobQueue } from './jobs/queue.ts';
import type { TAuth } from './services/auth/lucia.ts';

/** The long-lived parts of a running process, built once in server.ts and handed to requests and jobs. */
export type TApp = TJobDeps & {
  jobs: TJobQueue;
  auth: TAuth;
};
