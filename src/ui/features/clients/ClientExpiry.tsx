import { TOKENS } from '../../../application/tokens';
import { expiryNotice } from '../../../domain/expiry';
import type { Client } from '../../../domain/entities';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';

/**
 * "120 points expire on 31 Mar 2027": the client's next expiring points (docs/product.md §10.28), read again
 * when the balance changes; nothing while none will expire, or when it cannot be read (the page says the rest).
 */
export function ClientExpiry({ client }: { client: Pick<Client, 'userId' | 'points'> }) {
  const programme = useService(TOKENS.Programme);
  const next = useResource(`expiry:${client.userId}:${client.points}`, (signal) =>
    programme.nextExpiry(client.userId, signal),
  );
  if (!next.data) return null;
  return (
    <p className="client-expiry" role="status">
      {expiryNotice(next.data)}
    </p>
  );
}
