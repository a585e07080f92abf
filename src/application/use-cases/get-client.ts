import type { Client } from '../../domain/entities';
import type { ClientRepository } from '../ports/client-repository';

export const getClient = (
  clients: ClientRepository,
  clientId: string,
  signal?: AbortSignal,
): Promise<Client> => clients.get(clientId, signal);
