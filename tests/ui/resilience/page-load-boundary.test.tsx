// docs/architecture.md, "When the server is away": a console page whose code cannot be downloaded leaves the shell in place and says so in the
// page area, with a Retry that loads it once the server is back.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoadBoundary } from '../../../src/ui/shared/components/PageLoadBoundary';
import { RouteErrorBoundary } from '../../../src/ui/shared/components/RouteErrorBoundary';
import { page, retryFailedPages } from '../../../src/ui/app/routes/retryable-pages';

afterEach(() => vi.restoreAllMocks());

const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/ClientsPage.js');

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <RouteErrorBoundary homeHref="/app/dashboard" homeLabel="Back to the console" resetKey="/a">
      <nav aria-label="Console">Sidebar</nav>
      <main>
        <PageLoadBoundary resetKey="/a" onRetry={retryFailedPages}>
          <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
        </PageLoadBoundary>
      </main>
    </RouteErrorBoundary>
  );
}

describe('a page whose code cannot be downloaded', () => {
  it('keeps the shell, says the server cannot be reached, and Retry loads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    const load = vi.fn(async () => {
      if (!reachable) throw chunkFailure();
      return { default: () => <h1>Clients</h1> };
    });
    const { Page } = page('console', ['/app/dashboard/clients'], load);
    render(
      <Shell>
        <Page params={{}} />
      </Shell>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded: the server cannot be reached.',
    );
    expect(screen.getByRole('navigation', { name: 'Console' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on this page')).not.toBeInTheDocument();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('any other crash still goes to the route’s error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(async () => ({
      default: () => {
        throw new Error('render failed');
      },
    }));
    render(
      <Shell>
        <Broken />
      </Shell>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeInTheDocument();
  });
});
