import { adminRouter } from '../routers/admin/router.ts';
import { authRouter } from '../routers/auth/router.ts';
import { evaluationsRouter } from '../routers/evaluations/router.ts';
import { outputsRouter } from '../routers/outputs/router.ts';
import { projectsRouter } from '../routers/projects/router.ts';
import { reviewRouter } from '../routers/review/router.ts';
import { systemRouter } from '../routers/system/router.ts';
import { teamsRouter } from '../routers/teams/router.ts';
import { userRouter } from '../routers/user/router.ts';
import { router } from './init.ts';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  user: userRouter,
  teams: teamsRouter,
  projects: projectsRouter,
  outputs: outputsRouter,
  admin: adminRouter,
  review: reviewRouter,
  evaluations: evaluationsRouter,
});

export type AppRouter = typeof appRouter;
