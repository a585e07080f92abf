import type { BlockStatus, Location, TransactionType } from './entities';

/** Dates are `yyyy-MM-dd` strings; '' means no bound. Search '' means no search. */
export interface DateRange {
  from: string;
  to: string;
}

export interface ClientFilters extends DateRange {
  location: Location[];
  blockStatus: BlockStatus[];
  search: string;
}

export interface PointsFilters extends DateRange {
  location: Location[];
  type: TransactionType | '';
  search: string;
}

export interface BroadcastFilters extends DateRange {
  search: string;
}
