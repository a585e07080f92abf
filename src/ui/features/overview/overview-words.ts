/** How the Overview words its numbers: one formatter, and a change said in words, never by colour alone. */
import { periodDays, type OverviewPeriod } from '../../../domain/overview';

const NUMBER = new Intl.NumberFormat('en-CA');
export const formatCount = (n: number): string => NUMBER.format(n);

/** "Last 30 days" style wording of the span the previous period covers. */
export const previousLabel = (previous: OverviewPeriod): string =>
  `the previous ${periodDays(previous)} days`;

/** The change against the previous period, as a sentence fragment with a direction word. */
export function changeText(current: number, previous: number, against: OverviewPeriod): string {
  const base = `${formatCount(previous)} in ${previousLabel(against)}`;
  if (current === previous) return `No change (${base})`;
  if (previous === 0) return `Up from none (${base})`;
  const percent = Math.round((Math.abs(current - previous) / previous) * 100);
  return `${current > previous ? 'Up' : 'Down'} ${percent}% (${base})`;
}
