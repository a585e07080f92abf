import type { NextExpiry } from '../../domain/expiry';
import type { Programme } from '../../domain/programme';

/** The programme (docs/product.md §10.28): read by any admin, saved by a Super Admin; a client's next expiry. */
export interface ProgrammeRepository {
  get(signal?: AbortSignal): Promise<Programme>;
  /** Saves every field; answers the programme as saved. */
  save(programme: Programme): Promise<Programme>;
  nextExpiry(clientId: string, signal?: AbortSignal): Promise<NextExpiry | null>;
}
