import { Redirect } from 'wouter';

/** Spec §2: /teams/ and /teams/{teamId}/ have no screen of their own. */
export default function TeamsRedirect() {
  return <Redirect to="/" replace />;
}
