/** The loading and failure states every Settings section and the Team page show before their data. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResourceState } from '../../../src/ui/shared/components/status/ResourceState';
import { renderWithRouter } from '../support/with-router';

const resource = (status: 'loading' | 'error' | 'ready') => ({
  status,
  error: status === 'error' ? new Error('offline') : undefined,
  reload: vi.fn(),
});

describe('ResourceState', () => {
  it('names what loads while it loads', () => {
    renderWithRouter(<ResourceState resource={resource('loading')} what="the locations" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the locations');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what could not be loaded, and Retry reads it again', () => {
    const failed = resource('error');
    renderWithRouter(<ResourceState resource={failed} what="the locations" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the locations.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing once the data is there: the section shows it', () => {
    const { container } = renderWithRouter(
      <ResourceState resource={resource('ready')} what="the locations" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
