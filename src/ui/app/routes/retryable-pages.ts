/**
 * The sign-in and console pages: a page whose code failed to download can be loaded again by the page area's
 * Retry (docs/architecture.md, "When the server is away"). Kept out of route-entries so the public pages' entry does not carry it.
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { pagesWith, type Module } from './route-entries';

let retries = 0;

/** The page area's Retry after a page's code failed to download: the next render downloads it again. */
export const retryFailedPages = (): void => {
  retries += 1;
};

/**
 * React.lazy keeps a failed download for good; this one starts afresh once Retry was pressed after a failure,
 * so the page loads once the server is back (docs/architecture.md, "When the server is away"). Only then: React renders a failed page more
 * than once before giving up, and each render must not download it again.
 */
function retryableLazy(load: () => Promise<Module<object>>): (props: object) => ReactElement {
  let failed = false;
  let madeAt = retries;
  const make = (): ComponentType<object> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let current = make();
  return (props) => {
    if (failed && madeAt !== retries) {
      failed = false;
      madeAt = retries;
      current = make();
    }
    return createElement(current, props);
  };
}

export const page = pagesWith(retryableLazy);
