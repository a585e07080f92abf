import type { Overview, OverviewPeriod } from '../../domain/overview';

/** What the Overview asks for: a period and the locations (empty: all). */
export interface OverviewRequest extends OverviewPeriod {
  locations: readonly string[];
}

/** The programme's figures for a period, counted by the backend in one call (GET admin/overview). */
export interface OverviewRepository {
  load(request: OverviewRequest, signal?: AbortSignal): Promise<Overview>;
}
