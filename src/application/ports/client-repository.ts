import type { BlockStatus, Client } from '../../domain/entities';
import type { ClientFilters } from '../../domain/filters.types';
import type { ChangeAttempt } from '../change-attempt';

/** A change may carry its dialog's attempt: the key a retry reuses, and the signal that aborts it. */
export interface ClientRepository {
  list(filters: ClientFilters, signal?: AbortSignal): Promise<Client[]>;
  get(clientId: string, signal?: AbortSignal): Promise<Client>;
  changeStatus(
    clientId: string,
    change: { blockStatus: BlockStatus; blockReason: string },
    attempt?: ChangeAttempt,
  ): Promise<void>;
  addPoints(
    clientId: string,
    input: { points: number; pointsReason: string; adminId: string },
    attempt?: ChangeAttempt,
  ): Promise<void>;
  redeemPoints(
    clientId: string,
    input: { points: number; locationName: string; serviceName: string; adminId: string },
    attempt?: ChangeAttempt,
  ): Promise<void>;
  saveNotes(clientId: string, notes: string, attempt?: ChangeAttempt): Promise<void>;
}
