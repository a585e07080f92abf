// A crash in one page shows a friendly message with a way back, and is logged once (by the root).
import { act, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/ui/shared/components/RouteErrorBoundary';

function Crash({ when }: { when: boolean }) {
  if (when) throw new Error('render failed');
  return <p>Page content</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it('shows a friendly message with a way back instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouteErrorBoundary homeHref="/app/dashboard" homeLabel="Back to the console" resetKey="/a">
        <Crash when />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('moving to another page clears the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <RouteErrorBoundary homeHref="/" homeLabel="Go to the home page" resetKey="/a">
        <Crash when />
      </RouteErrorBoundary>,
    );
    view.rerender(
      <RouteErrorBoundary homeHref="/" homeLabel="Go to the home page" resetKey="/b">
        <Crash when={false} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('a caught crash reaches the root error hook exactly once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const caught = vi.fn();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host, { onCaughtError: caught });
    await act(async () => {
      root.render(
        <RouteErrorBoundary homeHref="/" homeLabel="Go to the home page" resetKey="/a">
          <Crash when />
        </RouteErrorBoundary>,
      );
    });
    expect(caught).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    host.remove();
  });
});
