/** Client-side pages of SPEC §9: 7 rows, `Page X of Y`, previous/next enabled only where they lead somewhere. */
import { PAGE_SIZE } from './constants';

export interface Page<T> {
  rows: T[];
  /** 1-based, clamped into range. */
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  label: string;
}

/** At least one page, so an empty list still reads `Page 1 of 1` if ever shown. */
export const pageCount = (total: number, size: number = PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / size));

export const pageLabel = (page: number, count: number): string => `Page ${page} of ${count}`;

export function paginate<T>(rows: readonly T[], page: number, size: number = PAGE_SIZE): Page<T> {
  const count = pageCount(rows.length, size);
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), count);
  const start = (current - 1) * size;
  return {
    rows: rows.slice(start, start + size),
    page: current,
    pageCount: count,
    canPrevious: current > 1,
    canNext: current < count,
    label: pageLabel(current, count),
  };
}
