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
 * The address of the module a failed dynamic import names, where the browser says it (Chromium, Firefox).
 * Chromium keeps a failed module fetch in its module map for good, so importing the same address again fails
 * at once without asking the network: a retry asks for the address with a query of its own.
 */
const failedModule = (error: unknown): string | null =>
  error instanceof Error ? (/(https?:\/\/[^\s'"]+\.js)\b/.exec(error.message)?.[1] ?? null) : null;

/**
 * React.lazy keeps a failed download for good; this one starts afresh once Retry was pressed after a failure,
 * so the page loads once the server is back (docs/architecture.md, "When the server is away"). Only then: React
 * renders a failed page more than once before giving up, and each render must not download it again.
 */
function retryableLazy(load: () => Promise<Module<object>>): (props: object) => ReactElement {
  let failed = false;
  let madeAt = retries;
  let again: string | null = null;
  const make = (): ComponentType<object> =>
    lazy(() =>
      (again === null ? load() : (import(/* @vite-ignore */ again) as Promise<Module<object>>)).catch(
        (error: unknown) => {
          failed = true;
          const address = failedModule(error);
          if (address !== null) again = `${address.split('?')[0]}?retry=${retries + 1}`;
          throw error;
        },
      ),
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
