/** The Overview charts' axes (docs/architecture.md, The Overview): the console's day style and a y axis wide enough. */
import { describe, expect, it } from 'vitest';
import { axisDay, spanDaysOf, yAxisSize } from '../../../../src/ui/features/overview/chart-axes';

const at = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000;

describe('chart axes', () => {
  it('writes a tick as the console writes a day (03 Nov), never US style (11/3)', () => {
    expect(axisDay(at('2026-11-03'), 30)).toBe('03 Nov');
    expect(axisDay(at('2026-01-28'), 7)).toBe('28 Jan');
  });

  it('a year is ticked by month: the month and its year', () => {
    expect(axisDay(at('2026-03-01'), 365)).toBe('Mar 2026');
    expect(spanDaysOf(at('2025-11-26'), at('2026-11-25'))).toBe(364);
  });

  it('a y axis is as wide as its longest label, so 12,500,000 is never clipped', () => {
    const measure = (label: string) => label.length * 7;
    expect(yAxisSize(['0', '5,000,000', '12,500,000'], measure)).toBe(10 * 7 + 21);
    expect(yAxisSize(['0', '50'], measure)).toBeLessThan(yAxisSize(['0', '12,500,000'], measure));
    expect(yAxisSize([], measure)).toBe(21);
  });
});
