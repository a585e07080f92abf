import { Fragment } from 'react';
import { MISSING } from '../../format';

/**
 * Free text that may wrap inside a table cell; an email also offers a break after `@` and each dot, so a long
 * address takes two short lines instead of widening the whole table.
 */
export function WrapText({ text }: { text?: string | null }) {
  if (!text) return <>{MISSING}</>;
  const parts = text.split(/(?<=[@.])/);
  return (
    <span className="data-table__wrap">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
