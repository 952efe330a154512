import type { TJobDeps } from './jobs/define-job.ts';
import type { TJobQueue } from './jobs/queue.ts';
import type { TAuth } from './services/auth/lucia.ts';
import type { TCompletionWatcher } from './services/executions/completion-watcher.ts';

/** The long-lived parts of a running process, built once in server.ts and handed to requests and jobs. */
export type TApp = Omit<TJobDeps, 'enqueue' | 'transaction' | 'jobsInStatement' | 'hasLiveJob'> & {
  jobs: TJobQueue;
  auth: TAuth;
  /** Present in processes with the web role: lets uploads wait for their execution. */
  executionWatcher?: TCompletionWatcher;
};
