import type { ReactNode, Ref } from 'react';
import { ZoneNote } from './ZoneNote';

interface ZoneTitleProps {
  id?: string;
  /** The heading takes focus where the screen sends it (a filter chip removed, a record loaded). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A list's or a record's heading with the zone its times are in beneath it (docs/product.md §10.31): every
 * screen of times says which zone they are in, the same way.
 */
export function ZoneTitle({ id, headingRef, children }: ZoneTitleProps) {
  return (
    <div className="console-list__title">
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        {children}
      </h2>
      <ZoneNote />
    </div>
  );
}
