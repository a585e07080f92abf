import { describe, expect, it } from 'vitest';
import { placeTooltip } from '../../../src/ui/shared/components/tooltip/placement';

const viewport = { width: 375, height: 812 };
const size = { width: 300, height: 120 };
const at = (top: number, left: number) => ({ top, left, bottom: top + 20, right: left + 80 });

describe('where a tooltip goes (always wholly in the viewport)', () => {
  it('below its trigger when it fits', () => {
    expect(placeTooltip(at(100, 20), size, viewport)).toEqual({ top: 124, left: 20 });
  });

  it('above its trigger on the last row, where below would leave the viewport', () => {
    expect(placeTooltip(at(760, 20), size, viewport)).toEqual({ top: 636, left: 20 });
  });

  it('moved left from a trigger at the right edge, never past the left edge', () => {
    expect(placeTooltip(at(100, 300), size, viewport).left).toBe(375 - 8 - 300);
    expect(placeTooltip(at(100, 300), { width: 500, height: 50 }, viewport).left).toBe(8);
  });

  it('inside the viewport even when neither above nor below has room', () => {
    const tall = { width: 200, height: 700 };
    const { top } = placeTooltip(at(400, 20), tall, viewport);
    expect(top).toBeGreaterThanOrEqual(8);
    expect(top + tall.height).toBeLessThanOrEqual(812 - 8 + 0.5);
  });
});
