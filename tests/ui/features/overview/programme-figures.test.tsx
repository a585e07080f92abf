import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Overview } from '../../../../src/domain/overview';
import { ProgrammeFigures } from '../../../../src/ui/features/overview/ProgrammeFigures';

const figures = (over: Partial<Overview>) =>
  ({ earned: 1500, redeemed: 300, liabilityCents: 98765, expiringNext30Days: 1200, ...over }) as Overview;

/** The Overview's programme figures (docs/product.md §10.28). */
describe('the programme figures', () => {
  it('say the liability in dollars, the points expiring in 30 days and the redemption rate', () => {
    render(<ProgrammeFigures overview={figures({})} />);
    expect(screen.getByText('Liability').nextElementSibling).toHaveTextContent('$987.65');
    expect(screen.getByText('Expiring in the next 30 days').nextElementSibling).toHaveTextContent(
      '1,200 points',
    );
    expect(screen.getByText('Redemption rate').nextElementSibling).toHaveTextContent('20%');
  });

  it('a period with nothing earned has no redemption rate', () => {
    render(<ProgrammeFigures overview={figures({ earned: 0, redeemed: 0 })} />);
    expect(screen.getByText('Redemption rate').nextElementSibling).toHaveTextContent('-');
  });
});
