import { runProcess } from './run.ts';

runProcess().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
