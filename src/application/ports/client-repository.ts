import type { BlockStatus, Client } from '../../domain/entities';
import type { ClientFilters } from '../../domain/filters.types';

export interface ClientRepository {
  list(filters: ClientFilters, signal?: AbortSignal): Promise<Client[]>;
  get(clientId: string, signal?: AbortSignal): Promise<Client>;
  changeStatus(clientId: string, change: { blockStatus: BlockStatus; blockReason: string }): Promise<void>;
  addPoints(
    clientId: string,
    input: { points: number; pointsReason: string; adminId: string },
  ): Promise<void>;
  redeemPoints(
    clientId: string,
    input: { points: number; locationName: string; serviceName: string; adminId: string },
  ): Promise<void>;
  saveNotes(clientId: string, notes: string): Promise<void>;
}
