import { lazy, useEffect } from 'react';
import type { RouteMatch } from './find-route';
import { loadSiteFrame } from './frames';
import { RouteView } from './RouteView';

// The header-and-footer layout of the public pages is its own chunk: the landing and sign-in screens skip it.
const PublicLayout = lazy(() => loadSiteFrame().then(({ PublicLayout }) => ({ default: PublicLayout })));

/** The public site: pages in the public layout, or bare (the landing page and the component previews). */
export function SiteArea({ match, path }: { match: RouteMatch; path: string }) {
  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  const view = <RouteView match={match} />;
  if (match.route.kind !== 'page' || match.route.frame !== 'site') return view;
  return <PublicLayout>{view}</PublicLayout>;
}
