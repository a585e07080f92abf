import type { ActivityAction } from './activity';
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

export interface ActivityFilters extends DateRange {
  /** Any of these; empty means every action. */
  action: ActivityAction[];
  /** Exact ids, as typed; '' means anyone. */
  adminId: string;
  clientId: string;
  /** Over client id, client name and broadcast text. */
  search: string;
}
