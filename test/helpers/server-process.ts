// The real process entry with the test-only slow job added: used by the shutdown test.
import { runProcess } from '../../src/run.ts';
import { slowTestJob } from './slow-job.ts';

await runProcess({ extraJobDefinitions: [slowTestJob] });
