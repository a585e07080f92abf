import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ClientsHomePage from '../../../../src/ui/features/site/pages/ClientsHomePage';
import VendorsHomePage from '../../../../src/ui/features/site/pages/VendorsHomePage';
import { VENDOR_HOME_STEPS } from '../../../fixtures/site-wording';
import { renderPublic } from '../../support/render-public';

const current = (name: string) =>
  screen.getByRole('region', { name }).querySelector('[role="group"]:not([hidden])');

describe('clients-home slider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5 seconds and wraps after the third slide', () => {
    renderPublic(<ClientsHomePage />, '/home-page-clients');
    expect(current('Rewards and offers')).toHaveAccessibleName('1 of 3');
    act(() => vi.advanceTimersByTime(4999));
    expect(current('Rewards and offers')).toHaveAccessibleName('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(current('Rewards and offers')).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(10000));
    expect(current('Rewards and offers')).toHaveAccessibleName('1 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderPublic(<ClientsHomePage />, '/home-page-clients');
    const region = screen.getByRole('region', { name: 'Rewards and offers' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15000));
    expect(current('Rewards and offers')).toHaveAccessibleName('1 of 3');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(current('Rewards and offers')).toHaveAccessibleName('2 of 3');
  });

  it('pauses while a control inside has focus', () => {
    renderPublic(<ClientsHomePage />, '/home-page-clients');
    act(() => screen.getByRole('button', { name: 'Go to slide 1' }).focus());
    act(() => vi.advanceTimersByTime(15000));
    expect(current('Rewards and offers')).toHaveAccessibleName('1 of 3');
  });

  it('each slide shows a Rewards card and an Offers card', () => {
    renderPublic(<ClientsHomePage />, '/home-page-clients');
    expect(screen.getByRole('heading', { name: 'Rewards' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  });
});

describe('vendor-home carousel', () => {
  it('previous from the first slide wraps to the third, next wraps back, dots pick a slide', async () => {
    const user = userEvent.setup();
    renderPublic(<VendorsHomePage />, '/home-page-vendors');
    const name = 'Rewards and broadcasts';
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current(name)).toHaveAccessibleName('3 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current(name)).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current(name)).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('heading', { name: 'Broadcasts' })).toBeInTheDocument();
  });

  it('does not advance on its own', () => {
    vi.useFakeTimers();
    renderPublic(<VendorsHomePage />, '/home-page-vendors');
    act(() => vi.advanceTimersByTime(20000));
    expect(current('Rewards and broadcasts')).toHaveAccessibleName('1 of 3');
    vi.useRealTimers();
  });

  it('lists the six steps in three stages', () => {
    renderPublic(<VendorsHomePage />, '/home-page-vendors');
    for (const text of VENDOR_HOME_STEPS) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText(/^Stage \d$/)).toHaveLength(3);
  });
});
