import type { ActivityPage } from '../../domain/entities';
import type { ActivityFilters } from '../../domain/filters.types';

/** The server's CSV of the trail, ready to save. */
export interface ActivityExport {
  file: Blob;
  /** As the server named it, e.g. `activity-filtered-2026-11-23-1530.csv`. */
  fileName: string;
  /** The server stopped at its row limit; the file's last line says so too. */
  truncated: boolean;
}

/** An admin the Activity page's Admin filter offers: the id the trail is filtered by, the name shown. */
export interface ActivityAdmin {
  id: string;
  name: string;
}

/** The activity trail, read only: paged by the server, because a trail grows without bound. */
export interface ActivityRepository {
  /** One page, newest first; `size` is the console's page (7) unless given. */
  list(
    filters: ActivityFilters,
    page: { number: number; size?: number },
    signal?: AbortSignal,
  ): Promise<ActivityPage>;
  /**
   * Every matching entry as the server's CSV, fetched with the session's token in both modes (a plain
   * link could not send it, and the demo's backend only answers the page's own requests): the UI saves
   * the Blob under `fileName`.
   */
  export(filters: ActivityFilters, signal?: AbortSignal): Promise<ActivityExport>;
  /** Every admin, by name, for the Admin filter (GET admin/activity/admins, open to any signed-in admin). */
  admins(signal?: AbortSignal): Promise<readonly ActivityAdmin[]>;
}
