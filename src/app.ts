import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { TConfig } from './config.ts';
import type { TJobQueue } from './jobs/queue.ts';

/** The long-lived parts of a running process, built once in main.ts and handed to requests and jobs. */
export type TApp = {
  config: TConfig;
  orm: MikroORM;
  jobs: TJobQueue;
  log: Logger;
};
