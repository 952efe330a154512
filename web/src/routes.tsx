import { type ComponentType, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from './components/error-screens.tsx';
import { RouteGuard, type TRouteAccess } from './components/route-guards.tsx';
import { lazyWithAllMessages } from './lib/lazy-screen.ts';

// Each screen is its own chunk. Add a screen as a lazy import and a row below: the row must say
// who may open it, so no signed-in screen can be added without its guard. Signed-in screens load
// with the rest of the messages (lazyWithAllMessages); the public ones need only the first page's.
const Landing = lazy(() => import('./pages/landing.tsx'));
const Login = lazy(() => import('./pages/auth/login.tsx'));
const Register = lazy(() => import('./pages/auth/register.tsx'));
const VerifyPrompt = lazy(() => import('./pages/auth/verify.tsx'));
const VerifyConfirm = lazy(() => import('./pages/auth/verify-confirm.tsx'));
const ForgotPassword = lazy(() => import('./pages/auth/forgot.tsx'));
const ResetPassword = lazy(() => import('./pages/auth/forgot-confirm.tsx'));
const Home = lazyWithAllMessages(() => import('./pages/home/home.tsx'));
const Profile = lazyWithAllMessages(() => import('./pages/account/profile.tsx'));
const ChangePassword = lazyWithAllMessages(() => import('./pages/account/password.tsx'));
const TwoFactor = lazyWithAllMessages(() => import('./pages/account/otp.tsx'));
const AccountInvites = lazyWithAllMessages(() => import('./pages/account/invites.tsx'));
const TeamsRedirect = lazyWithAllMessages(() => import('./pages/teams/teams-redirect.tsx'));
const NewTeam = lazyWithAllMessages(() => import('./pages/teams/new-team.tsx'));
const TeamSettings = lazyWithAllMessages(() => import('./pages/teams/team-settings.tsx'));
const TeamMembers = lazyWithAllMessages(() => import('./pages/teams/team-members.tsx'));
const TeamEvents = lazyWithAllMessages(() => import('./pages/teams/team-events.tsx'));
const ApiKeys = lazyWithAllMessages(() => import('./pages/teams/api-keys.tsx'));
const ProjectList = lazyWithAllMessages(() => import('./pages/projects/project-list.tsx'));
const NewProject = lazyWithAllMessages(() => import('./pages/projects/new-project.tsx'));
const ProjectOverview = lazyWithAllMessages(() => import('./pages/projects/project-overview.tsx'));
const ProjectSettings = lazyWithAllMessages(() => import('./pages/projects/project-settings.tsx'));
const ProjectSchema = lazyWithAllMessages(() => import('./pages/projects/schema/schema-page.tsx'));
const ProjectInputs = lazyWithAllMessages(() => import('./pages/projects/inputs/page.tsx'));
const Executions = lazyWithAllMessages(() => import('./pages/executions/executions-page.tsx'));
const Execution = lazyWithAllMessages(() => import('./pages/executions/execution-page.tsx'));
const ReviewQueue = lazyWithAllMessages(() => import('./pages/review/review-queue-page.tsx'));
const Evaluations = lazyWithAllMessages(() => import('./pages/evaluations/evaluations-page.tsx'));
const Evaluation = lazyWithAllMessages(() => import('./pages/evaluations/evaluation-page.tsx'));
const Outputs = lazyWithAllMessages(() => import('./pages/outputs/outputs-page.tsx'));
const NewOutput = lazyWithAllMessages(() => import('./pages/outputs/new-output-page.tsx'));
const Output = lazyWithAllMessages(() => import('./pages/outputs/output-page.tsx'));
const AdminCosts = lazyWithAllMessages(() => import('./pages/admin/admin-page.tsx'));
const AdminUsers = lazyWithAllMessages(() => import('./pages/admin/admin-users-page.tsx'));
const AdminExecution = lazyWithAllMessages(() => import('./pages/admin/admin-execution-page.tsx'));

type TRouteRow = { path: string; access: TRouteAccess; component: ComponentType };

/**
 * Spec §2. Paths match with and without a trailing slash. The first matching row wins, so a
 * fixed path (/teams/new) comes before the parameter that would also match it (/teams/:teamId/).
 */
export const ROUTES: readonly TRouteRow[] = [
  { path: '/', access: 'public', component: Landing },
  { path: '/login', access: 'public', component: Login },
  { path: '/register', access: 'public', component: Register },
  { path: '/verify/', access: 'public', component: VerifyPrompt },
  { path: '/verify/confirm', access: 'public', component: VerifyConfirm },
  { path: '/forgot/', access: 'public', component: ForgotPassword },
  { path: '/forgot/confirm', access: 'public', component: ResetPassword },
  { path: '/home', access: 'signed-in', component: Home },
  { path: '/account/', access: 'signed-in', component: Profile },
  { path: '/account/password', access: 'signed-in', component: ChangePassword },
  { path: '/account/otp', access: 'signed-in', component: TwoFactor },
  { path: '/account/invites', access: 'signed-in', component: AccountInvites },
  { path: '/teams/', access: 'signed-in', component: TeamsRedirect },
  { path: '/teams/new', access: 'signed-in', component: NewTeam },
  { path: '/teams/:teamId/settings', access: 'signed-in', component: TeamSettings },
  { path: '/teams/:teamId/members', access: 'signed-in', component: TeamMembers },
  { path: '/teams/:teamId/events', access: 'signed-in', component: TeamEvents },
  { path: '/teams/:teamId/api-keys', access: 'signed-in', component: ApiKeys },
  { path: '/teams/:teamId/', access: 'signed-in', component: TeamsRedirect },
  { path: '/projects/', access: 'signed-in', component: ProjectList },
  { path: '/projects/new', access: 'signed-in', component: NewProject },
  { path: '/projects/:projectId/settings', access: 'signed-in', component: ProjectSettings },
  { path: '/projects/:projectId/schema', access: 'signed-in', component: ProjectSchema },
  { path: '/projects/:projectId/inputs', access: 'signed-in', component: ProjectInputs },
  { path: '/projects/:projectId/executions/', access: 'signed-in', component: Executions },
  { path: '/projects/:projectId/executions/:executionId', access: 'signed-in', component: Execution },
  { path: '/projects/:projectId/review', access: 'signed-in', component: ReviewQueue },
  { path: '/projects/:projectId/evaluations/', access: 'signed-in', component: Evaluations },
  { path: '/projects/:projectId/evaluations/:evaluationId', access: 'signed-in', component: Evaluation },
  { path: '/projects/:projectId/outputs/', access: 'signed-in', component: Outputs },
  { path: '/projects/:projectId/outputs/new', access: 'signed-in', component: NewOutput },
  { path: '/projects/:projectId/outputs/:outputId', access: 'signed-in', component: Output },
  { path: '/projects/:projectId/', access: 'signed-in', component: ProjectOverview },
  { path: '/admin/', access: 'admin', component: AdminCosts },
  { path: '/admin/users', access: 'admin', component: AdminUsers },
  { path: '/admin/executions/:executionId', access: 'admin', component: AdminExecution },
];

export function AppRoutes() {
  return (
    <Switch>
      {ROUTES.map(({ path, access, component: Screen }) => (
        <Route key={path} path={path}>
          <RouteGuard access={access}>
            <Screen />
          </RouteGuard>
        </Route>
      ))}
      <Route component={NotFound} />
    </Switch>
  );
}
