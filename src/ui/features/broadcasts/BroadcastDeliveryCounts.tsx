import { useEffect, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import type { BroadcastDelivery } from '../../../domain/entities';
import { DetailsTable } from '../../shared/components/details/DetailsTable';
import { useService } from '../../shared/hooks/useService';

/** While emails wait, the counts are read again this often: the runner mails them in the background. */
export const DELIVERY_POLL_MS = 2_000;

/** What the detail says of a broadcast that mailed no one. */
export const NO_EMAILS = 'No emails went out for this broadcast.';

const rowsOf = (counts: BroadcastDelivery) => [
  { field: 'Queued', detail: counts.queued.toLocaleString('en-US') },
  { field: 'Sent', detail: counts.sent.toLocaleString('en-US') },
  { field: 'Failed', detail: counts.failed.toLocaleString('en-US') },
  { field: 'Unsubscribed', detail: counts.unsubscribed.toLocaleString('en-US') },
];

/**
 * Where a broadcast's emails stand (docs/product.md §10.27): queued, sent, failed and unsubscribed, read again
 * every few seconds while some are still queued. Nothing shows for a server without broadcasts by email.
 */
export function BroadcastDeliveryCounts({ broadcastId, round }: { broadcastId: string; round: number }) {
  const broadcasts = useService(TOKENS.Broadcasts);
  const [counts, setCounts] = useState<BroadcastDelivery | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const next = await broadcasts.delivery(broadcastId, controller.signal);
        if (controller.signal.aborted) return;
        setCounts(next);
        setFailed(false);
        if (next !== null && next.queued > 0) timer = setTimeout(() => void read(), DELIVERY_POLL_MS);
      } catch {
        if (!controller.signal.aborted) setFailed(true);
      }
    };
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [broadcasts, broadcastId, round]);
  if (failed) return <p className="broadcast-delivery__note">The email counts could not be loaded.</p>;
  if (counts === null) return null;
  // Zeros in every row read as a fault; the plain fact reads as one: none went out (no client it reached had
  // agreed to email, or it went out before broadcasts were emailed).
  if (counts.queued + counts.sent + counts.failed + counts.unsubscribed === 0)
    return <p className="broadcast-delivery__note">{NO_EMAILS}</p>;
  return (
    <section className="broadcast-delivery" aria-labelledby="broadcast-delivery-title">
      <h3 id="broadcast-delivery-title" className="broadcast-delivery__title">
        Emails
      </h3>
      <DetailsTable caption="Emails of this broadcast" rows={rowsOf(counts)} />
    </section>
  );
}
