import type { ChartSpec } from './chart-data';
import { formatCount } from './overview-words';

/**
 * A chart's numbers as a table: one row per bucket, one column per series, as drawn. Its box scrolls (a year
 * is 53 rows), so it takes focus for keyboard scrolling and is named for it.
 */
export function ChartTable({ spec }: { spec: ChartSpec }) {
  return (
    <div className="overview-chart__table" role="region" aria-label={`${spec.title}, table`} tabIndex={0}>
      <table>
        <caption>{spec.title}</caption>
        <thead>
          <tr>
            <th scope="col">{spec.xLabel}</th>
            {spec.series.map((series) => (
              <th key={series.label} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.x.map((day, i) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {spec.series.map((series) => (
                <td key={series.label}>{formatCount(series.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
