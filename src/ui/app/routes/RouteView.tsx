import { Redirect } from 'wouter';
import type { RouteMatch } from './find-route';

/** The matched page with its parameters, or the redirect the table gives for the path. */
export function RouteView({ match }: { match: RouteMatch }) {
  const { route, params } = match;
  // Keyed by target: a redirect that leads to another redirect mounts afresh, so it runs too.
  if (route.kind === 'redirect') return <Redirect key={route.to} to={route.to} replace />;
  return <route.Page params={params} />;
}
