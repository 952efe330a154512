import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from './components/error-screens.tsx';

// Each screen is its own chunk; add a screen as a lazy import and a <Route> above the catch-all.
const Landing = lazy(() => import('./pages/landing.tsx'));

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={Landing} />
      <Route component={NotFound} />
    </Switch>
  );
}
