import type { ReactNode } from 'react';
import { ArrowIcon } from './icons';
import { useCarousel } from './useCarousel';
import './carousel.css';

interface CarouselProps {
  label: string;
  slides: readonly ReactNode[];
  /** Advances on its own every so many ms, pausing while hovered or focused. */
  autoAdvanceMs?: number;
}

/** A WAI-ARIA carousel: one slide shown, previous/next wrap around, dots pick a slide. */
export function Carousel({ label, slides, autoAdvanceMs }: CarouselProps) {
  const { index, next, prev, go, pauseProps } = useCarousel(slides.length, autoAdvanceMs);
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label} {...pauseProps}>
      <div className="carousel__viewport" aria-live={autoAdvanceMs ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={i}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
            hidden={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="icon-button carousel__arrow"
          aria-label="Previous slide"
          onClick={prev}
        >
          <ArrowIcon direction="left" />
        </button>
        <div className="carousel__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className="carousel__dot"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="icon-button carousel__arrow" aria-label="Next slide" onClick={next}>
          <ArrowIcon direction="right" />
        </button>
      </div>
    </section>
  );
}
