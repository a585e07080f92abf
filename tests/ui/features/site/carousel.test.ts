import { describe, expect, it } from 'vitest';
import { carouselReducer, initialCarousel } from '../../../../src/ui/features/site/components/carousel';

describe('carousel index', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 0],
    [-1, 3, 2],
    [7, 3, 1],
    [5, 0, 0],
  ])('wraps %i over %i slides to %i', (index, count, expected) => {
    expect(carouselReducer(initialCarousel(count), { type: 'go', index }).index).toBe(expected);
  });

  it('next from the last slide wraps to the first', () => {
    expect(carouselReducer({ index: 2, count: 3 }, { type: 'next' }).index).toBe(0);
  });

  it('previous from the first slide wraps to the last', () => {
    expect(carouselReducer(initialCarousel(3), { type: 'prev' }).index).toBe(2);
  });

  it('go picks a slide by its index', () => {
    expect(carouselReducer(initialCarousel(3), { type: 'go', index: 1 }).index).toBe(1);
  });

  it('cycles 0, 1, 2, 0 on next', () => {
    let state = initialCarousel(3);
    const seen = [state.index];
    for (let i = 0; i < 3; i += 1) {
      state = carouselReducer(state, { type: 'next' });
      seen.push(state.index);
    }
    expect(seen).toEqual([0, 1, 2, 0]);
  });
});
