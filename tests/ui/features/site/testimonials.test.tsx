import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Testimonials } from '../../../../src/ui/features/site/components/Testimonials';
import { renderPublic } from '../../support/render-public';

describe('testimonials', () => {
  it('shows three placeholder cards with a placeholder avatar and a role', () => {
    renderPublic(<Testimonials />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByAltText('Placeholder avatar')).toHaveLength(3);
    expect(screen.getByText('Cafe owner')).toBeInTheDocument();
  });

  it('a dot selects its card and slides the track by one card width per step', async () => {
    const user = userEvent.setup();
    renderPublic(<Testimonials />);
    await user.click(screen.getByRole('button', { name: 'Show testimonial 3' }));
    expect(screen.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show testimonial 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const track = screen.getByRole('list');
    expect(track.style.getPropertyValue('--slide')).toBe('2');
    expect(track.style.getPropertyValue('--slide-ms')).toBe('500ms');
  });
});
