import type { ChartSpec } from './chart-data';
import { formatCount } from './overview-words';

/**
 * A chart's numbers as a table: one row per bucket, one column per series, as drawn. Its box scrolls (a year
 * is 53 rows), so it takes focus for keyboard scrolling and is named for it. On a phone a table of several
 * series stacks (overview.css): each day a block, each figure on its own line after its series' name (the
 * cell's `data-label`), so nothing scrolls sideways. The roles are written out, as a table laid out as blocks
 * may lose them.
 */
export function ChartTable({ spec }: { spec: ChartSpec }) {
  const stacks = spec.series.length > 1;
  return (
    <div
      className={stacks ? 'overview-chart__table overview-chart__table--stacks' : 'overview-chart__table'}
      role="region"
      aria-label={`${spec.title}, table`}
      tabIndex={0}
    >
      <table role="table">
        <caption>{spec.title}</caption>
        <thead>
          <tr role="row">
            <th scope="col" role="columnheader">
              {spec.xLabel}
            </th>
            {spec.series.map((series) => (
              <th key={series.label} scope="col" role="columnheader">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.x.map((day, i) => (
            <tr key={day} role="row">
              <th scope="row" role="rowheader">
                {day}
              </th>
              {spec.series.map((series) => (
                <td key={series.label} role="cell" data-label={series.label}>
                  {formatCount(series.values[i] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
