/** Carousel index rules of docs/product.md §4: the index cycles 0..count-1 and wraps both ways. */
export interface CarouselState {
  index: number;
  count: number;
}

export type CarouselAction = { type: 'next' } | { type: 'prev' } | { type: 'go'; index: number };

function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function initialCarousel(count: number): CarouselState {
  return { index: 0, count };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrapIndex(state.index + 1, state.count) };
    case 'prev':
      return { ...state, index: wrapIndex(state.index - 1, state.count) };
    case 'go':
      return { ...state, index: wrapIndex(action.index, state.count) };
  }
}
