/**
 * The picture of a ChartSpec, drawn by uPlot on a canvas. Colours come from the theme's custom properties
 * (overview.css), read when drawing, so a theme switch redraws it; uPlot sizes its elements through the CSSOM,
 * which the Content-Security-Policy's `style-src 'self'` allows (no style attribute in markup).
 */
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dayNumber } from '../../../domain/overview';
import { useTheme } from '../../shared/hooks/useTheme';
import { axisDay, spanDaysOf, yAxisSize } from './chart-axes';
import type { ChartSpec } from './chart-data';
import { formatCount } from './overview-words';

const HEIGHT = 260;
const DAY_S = 86_400;

const cssColor = (element: Element, name: string): string =>
  getComputedStyle(element).getPropertyValue(name).trim() || 'currentColor';

/** A label's width in CSS pixels, in the axes' font, measured on a canvas of our own (unscaled). */
function measurer(font: string): (label: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (label) => label.length * 8;
  context.font = font;
  return (label) => context.measureText(label).width;
}

function optionsOf(spec: ChartSpec, host: Element, width: number): uPlot.Options {
  const text = cssColor(host, '--text-muted');
  const grid = cssColor(host, '--border');
  const font = `12px ${getComputedStyle(host).fontFamily || 'sans-serif'}`;
  const measure = measurer(font);
  const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const xs = spec.x.map((day) => dayNumber(day) * DAY_S);
  const span = spanDaysOf(xs[0] ?? 0, xs.at(-1) ?? 0);
  const bars = uPlot.paths.bars?.({ size: [0.7, 48] });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    // Days are UTC days, as everywhere in the console's figures.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
    axes: [
      { ...axis, values: (_u, ticks) => ticks.map((t) => axisDay(t, span)) },
      {
        ...axis,
        size: (_u, labels) => yAxisSize(labels ?? [], measure),
        values: (_u, ticks) => ticks.map((t) => formatCount(t)),
      },
    ],
    series: [
      {},
      ...spec.series.map((series) => {
        const color = cssColor(host, `--chart-${series.color + 1}`);
        return spec.kind === 'bars'
          ? {
              label: series.label,
              stroke: color,
              fill: color,
              width: 0,
              points: { show: false },
              ...(bars ? { paths: bars } : {}),
            }
          : { label: series.label, stroke: color, width: 2, ...(series.dashed ? { dash: [6, 4] } : {}) };
      }),
    ],
  };
}

export default function UPlotChart({ spec }: { spec: ChartSpec }) {
  const host = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = host.current;
    if (!element || width === 0) return;
    const data: uPlot.AlignedData = [
      spec.x.map((day) => dayNumber(day) * DAY_S),
      ...spec.series.map((series) => series.values),
    ];
    const plot = new uPlot(optionsOf(spec, element, width), data, element);
    element.dataset.drawn = 'true';
    return () => {
      delete element.dataset.drawn;
      plot.destroy();
    };
  }, [spec, width, theme]);

  return (
    <div className="overview-chart__plot" aria-hidden="true" ref={host}>
      <ul className="overview-chart__legend">
        {spec.series.map((series) => (
          <li key={series.label} className={`overview-legend overview-legend--${series.color + 1}`}>
            <span
              className={`overview-legend__swatch${series.dashed ? ' overview-legend__swatch--dashed' : ''}`}
            />
            {series.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
