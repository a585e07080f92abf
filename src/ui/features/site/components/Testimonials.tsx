import { useEffect, useRef } from 'react';
import { MOBILE_CAROUSEL_TRANSITION_MS } from '../site-timing';
import { TESTIMONIALS } from '../content/site';
import { useCarousel } from './useCarousel';
import './carousel.css';
import './testimonials.css';

/** Three placeholder testimonials: all three on desktop, one at a time on phones, picked by dots. */
export function Testimonials({ heading = 'What Our Customers Say' }: { heading?: string }) {
  const { index, go } = useCarousel(TESTIMONIALS.length);
  const track = useRef<HTMLUListElement>(null);
  // Set through the CSSOM, not a style prop: server markup would carry a style attribute, which the CSP's
  // style-src 'self' blocks. Before this runs the stylesheet's own --slide (0) is the first card's, as rendered.
  useEffect(() => {
    track.current?.style.setProperty('--slide', String(index));
    track.current?.style.setProperty('--slide-ms', `${MOBILE_CAROUSEL_TRANSITION_MS}ms`);
  }, [index]);
  return (
    <section className="testimonials" aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="section-title">
        {heading}
      </h2>
      <div className="testimonials__viewport">
        <ul className="testimonials__track" ref={track}>
          {TESTIMONIALS.map((item, i) => (
            <li key={item.role} className="testimonials__card card" data-active={i === index}>
              <img
                src="/images/avatar-placeholder.svg"
                alt="Placeholder avatar"
                width="56"
                height="56"
                loading="lazy"
              />
              <p className="testimonials__text">{item.text}</p>
              <p className="testimonials__role">{item.role}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="testimonials__dots" role="group" aria-label="Choose a testimonial">
        {TESTIMONIALS.map((item, i) => (
          <button
            key={item.role}
            type="button"
            className="carousel__dot"
            aria-label={`Show testimonial ${i + 1}`}
            aria-pressed={i === index}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </section>
  );
}
