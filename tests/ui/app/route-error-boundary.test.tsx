import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/ui/shared/components/RouteErrorBoundary';

function Crashes({ crash }: { crash: boolean }) {
  if (crash) throw new Error('boom');
  return <p>Page content</p>;
}

function Harness() {
  const [path, setPath] = useState('/app/dashboard/clients');
  const crash = path === '/app/dashboard/clients';
  return (
    <>
      <button type="button" onClick={() => setPath('/app/dashboard/points')}>
        Go to points
      </button>
      <RouteErrorBoundary resetKey={path} homeHref="/app/dashboard" homeLabel="Back to the console">
        <Crashes crash={crash} />
      </RouteErrorBoundary>
    </>
  );
}

it('a page that crashes shows a friendly message with a way back, and leaving it clears the error', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Harness />);
  expect(screen.getByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/app/dashboard');
  await userEvent.click(screen.getByRole('button', { name: 'Go to points' }));
  expect(screen.getByText('Page content')).toBeInTheDocument();
});
