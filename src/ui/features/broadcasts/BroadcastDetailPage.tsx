import { useCallback } from 'react';
import { TOKENS } from '../../../application/tokens';
import { getBroadcast } from '../../../application/use-cases/get-broadcast';
import { DetailHeader } from '../../shared/components/details/DetailHeader';
import { DetailsTable } from '../../shared/components/details/DetailsTable';
import { PageLoading } from '../../shared/components/PageLoading';
import { ErrorState } from '../../shared/components/status/ErrorState';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { broadcastFields } from './broadcast-fields';
import { BROADCASTS_PATH } from './paths';
import { useResend } from './useResend';
import '../../shared/components/page/console-page.css';
import './broadcasts.css';

/** /app/dashboard/broadcasts/{broadcastId}: every field of one broadcast, and Resend BC. */
export default function BroadcastDetailPage({ broadcastId }: { broadcastId: string }) {
  const broadcasts = useService(TOKENS.Broadcasts);
  const load = useCallback(
    (signal: AbortSignal) => getBroadcast(broadcasts, broadcastId, signal),
    [broadcasts, broadcastId],
  );
  const { status, data, reload } = useResource(load);
  const { pending, resend } = useResend(broadcastId);

  return (
    <section className="console-list" aria-labelledby="broadcast-heading">
      <DetailHeader
        title={`Broadcast ID : ${broadcastId}`}
        backHref={BROADCASTS_PATH}
        backLabel="Back to broadcasts"
        headingId="broadcast-heading"
      >
        {data && (
          <button type="button" className="button" onClick={resend} disabled={pending}>
            Resend BC
          </button>
        )}
      </DetailHeader>
      {status === 'loading' && <PageLoading label="Loading broadcast" />}
      {status === 'error' && <ErrorState message="Could not load this broadcast." onRetry={reload} />}
      {data && <DetailsTable caption="Broadcast details" rows={broadcastFields(data)} />}
    </section>
  );
}
