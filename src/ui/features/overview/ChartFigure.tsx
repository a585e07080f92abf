import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'wouter';
import type { ChartSpec } from './chart-data';
import { ChartTable } from './ChartTable';

// uPlot comes with the chart, in its own chunk: only the Overview loads it, and only to draw.
const UPlotChart = lazy(() => import('./UPlotChart'));

interface ChartFigureProps {
  spec: ChartSpec;
  /** The list behind the chart, filtered alike. */
  list: { href: string; label: string };
}

/**
 * A chart with its text alternatives: the one-line summary first (what a screen reader hears on reaching the
 * figure), then the picture or, at a press of Show as table, a table of the same numbers (Show as chart goes back). The picture itself is hidden from
 * assistive technology: the summary and the table say what it shows.
 */
export function ChartFigure({ spec, list }: ChartFigureProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const bodyId = useId();
  return (
    <figure
      className={asTable ? 'overview-chart overview-chart--table' : 'overview-chart'}
      aria-labelledby={titleId}
      aria-describedby={summaryId}
    >
      <div className="overview-chart__head">
        <h3 id={titleId}>{spec.title}</h3>
        {/* The label says what a press does: a pressed state beside it would say the opposite. */}
        <button
          type="button"
          className="button button--secondary overview-chart__toggle"
          aria-controls={bodyId}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? 'Show as chart' : 'Show as table'}
        </button>
      </div>
      <p id={summaryId} className="overview-chart__summary">
        {spec.summary}
      </p>
      <div id={bodyId}>
        {asTable ? (
          <ChartTable spec={spec} />
        ) : (
          <Suspense fallback={<div className="overview-chart__plot overview-chart__plot--loading" />}>
            <UPlotChart spec={spec} />
          </Suspense>
        )}
      </div>
      <Link href={list.href} className="overview-chart__more">
        {list.label}
      </Link>
    </figure>
  );
}
