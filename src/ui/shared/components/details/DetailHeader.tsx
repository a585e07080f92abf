import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import { ZoneTitle } from '../../zone/ZoneTitle';
import './details.css';

interface DetailHeaderProps {
  /** e.g. `Client ID : CL-2001`; the page's <h2> (the shell's <h1> is the section title). */
  title: string;
  backHref: string;
  /** The back arrow's accessible name, e.g. `Back to clients`. */
  backLabel: string;
  /** For the section's aria-labelledby. */
  headingId?: string;
  /** The heading takes focus when its page opens (it is not in the Tab order). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Actions beside the title (buttons, a status dropdown). */
  children?: ReactNode;
}

/** The heading of every detail screen: a named back arrow, the title and the zone its times are in, then its actions. */
export function DetailHeader({
  title,
  backHref,
  backLabel,
  headingId,
  headingRef,
  children,
}: DetailHeaderProps) {
  return (
    <div className="detail-header">
      <div className="detail-header__title">
        <Link href={backHref} className="icon-button detail-header__back" aria-label={backLabel}>
          <span aria-hidden="true">←</span>
        </Link>
        <ZoneTitle id={headingId} headingRef={headingRef}>
          {title}
        </ZoneTitle>
      </div>
      {children && <div className="detail-header__actions">{children}</div>}
    </div>
  );
}
