import { type ComponentType, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from './components/error-screens.tsx';
import { RouteGuard, type TRouteAccess } from './components/route-guards.tsx';

// Each screen is its own chunk. Add a screen as a lazy import and a row below: the row must say
// who may open it, so no signed-in screen can be added without its guard.
const Landing = lazy(() => import('./pages/landing.tsx'));
const Login = lazy(() => import('./pages/auth/login.tsx'));
const Register = lazy(() => import('./pages/auth/register.tsx'));
const VerifyPrompt = lazy(() => import('./pages/auth/verify.tsx'));
const VerifyConfirm = lazy(() => import('./pages/auth/verify-confirm.tsx'));
const ForgotPassword = lazy(() => import('./pages/auth/forgot.tsx'));
const ResetPassword = lazy(() => import('./pages/auth/forgot-confirm.tsx'));
const Home = lazy(() => import('./pages/home/home.tsx'));
const Profile = lazy(() => import('./pages/account/profile.tsx'));
const ChangePassword = lazy(() => import('./pages/account/password.tsx'));
const TwoFactor = lazy(() => import('./pages/account/otp.tsx'));

type TRouteRow = { path: string; access: TRouteAccess; component: ComponentType };

/** Spec §2. Paths match with and without a trailing slash. */
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
