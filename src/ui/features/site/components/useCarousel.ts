import { useCallback, useEffect, useReducer, useState, type FocusEvent } from 'react';
import { carouselReducer, initialCarousel } from './carousel';

/** Carousel state from the domain reducer, with an optional auto-advance that pauses on hover and focus. */
export function useCarousel(count: number, autoAdvanceMs?: number) {
  const [state, dispatch] = useReducer(carouselReducer, count, initialCarousel);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (!autoAdvanceMs || paused) return;
    const timer = setInterval(() => dispatch({ type: 'next' }), autoAdvanceMs);
    return () => clearInterval(timer);
    // Restarting on index change gives the visitor a full interval after a manual move.
  }, [autoAdvanceMs, paused, state.index]);

  return {
    index: state.index,
    next: useCallback(() => dispatch({ type: 'next' }), []),
    prev: useCallback(() => dispatch({ type: 'prev' }), []),
    go: useCallback((index: number) => dispatch({ type: 'go', index }), []),
    pauseProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
