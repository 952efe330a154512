import { type Agenda, Job, type JobParameters } from 'agenda';
import type pg from 'pg';

type TNotification = { jobId?: string; jobName: string; nextRunAt?: Date | null };
type TProcessor = {
  isRunning: boolean;
  nextScanAt: Date;
  lockedJobs: Job[];
  shouldLock(name: string): boolean;
  updateStatus(name: string, key: 'locked', delta: number): void;
  enqueueJob(job: Job): void;
  jobProcessing(): Promise<void>;
  handleNotification(notification: TNotification): Promise<void>;
  notificationChannel?: { subscribe(handler: (notification: TNotification) => unknown): () => void };
  notificationUnsubscribe?: () => void;
};

/**
 * On a NOTIFY for a new job, agenda locks "the next due job of that name" again and again until
 * none is left: two queries per job even when the notification named it. This locks the named
 * job by its id, one query, and hands it to agenda's processor exactly as its own filling does.
 * The periodic scan (processEvery) still finds anything a notification missed.
 * Call after agenda.start(), which creates the (private) job processor.
 */
export function lockNotifiedJobsById(agenda: Agenda, pool: pg.Pool, table: string): void {
  const processor = (agenda as unknown as { jobProcessor?: TProcessor }).jobProcessor;
  const repository = agenda.db as unknown as { rowToJob?(row: unknown): JobParameters };
  const channel = processor?.notificationChannel;
  if (!processor || !channel || !processor.notificationUnsubscribe || typeof repository.rowToJob !== 'function') {
    return;
  }
  const fill = processor.handleNotification.bind(processor);
  processor.handleNotification = async (notification) => {
    const name = notification.jobName;
    if (!processor.isRunning || !notification.jobId || !agenda.definitions[name]) {
      return fill(notification);
    }
    if (!processor.shouldLock(name)) {
      return;
    }
    try {
      const { rows } = await pool.query(
        `update ${table} set locked_at = $3, last_modified_by = $4
         where id = $1 and name = $2 and locked_at is null and not disabled and next_run_at <= $5
         returning *`,
        [notification.jobId, name, new Date(), agenda.attrs.name || null, processor.nextScanAt],
      );
      if (rows.length === 0) {
        return; // another worker has it, or it is due after the next scan, which will find it
      }
      const job = new Job(agenda, repository.rowToJob?.(rows[0]) as JobParameters, true);
      processor.updateStatus(name, 'locked', 1);
      processor.lockedJobs.push(job);
      processor.enqueueJob(job);
      await processor.jobProcessing();
    } catch (error) {
      agenda.emit('error', error);
    }
  };
  // agenda subscribed its own handler when it started: replace that subscription with ours.
  processor.notificationUnsubscribe();
  processor.notificationUnsubscribe = channel.subscribe((notification) => processor.handleNotification(notification));
}
