import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { listBroadcasts } from '../../../application/use-cases/list-broadcasts';
import type { Broadcast } from '../../../domain/entities';
import { BROADCAST_FILTERS, toQuery } from '../../../domain/filters';
import type { BroadcastFilters } from '../../../domain/filters.types';
import { FilterPanel } from '../../shared/components/filters/FilterPanel';
import type { ChoiceGroup } from '../../shared/components/filters/FilterPanel';
import { SearchBox } from '../../shared/components/search/SearchBox';
import { DataTable } from '../../shared/components/table/DataTable';
import { useQueryState } from '../../shared/hooks/useQueryState';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { BROADCAST_COLUMNS } from './broadcast-columns';
import { BroadcastsEmpty } from './BroadcastsEmpty';
import { broadcastPath } from './paths';
import { CreateBroadcastDialog } from './CreateBroadcastDialog';
import '../../shared/components/page/console-page.css';
import './broadcasts.css';

const rowKey = (bc: Broadcast) => bc.broadcastId;
/** SPEC §2: the broadcasts filter has the Broadcast Date range and nothing else. */
const NO_CHOICES: readonly ChoiceGroup<BroadcastFilters>[] = [];

/** /app/dashboard/broadcasts: search, a date filter, and '+ Create BC'. */
export default function BroadcastsPage() {
  const broadcasts = useService(TOKENS.Broadcasts);
  const [filters, setFilters] = useQueryState(BROADCAST_FILTERS);
  const [creating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  const load = useCallback(
    (signal: AbortSignal) => listBroadcasts(broadcasts, filters, signal),
    [broadcasts, filters],
  );
  const { status, data, reload } = useResource(load);
  // Sending resets the filters (SPEC §4); new filters load afresh, unchanged ones need an explicit reload.
  const onSent = () => {
    setCreating(false);
    if (toQuery(filters) === '') reload();
    else setFilters(BROADCAST_FILTERS.empty);
  };
  const openCreate = () => setCreating(true);

  return (
    <section className="console-list" aria-labelledby="broadcasts-heading">
      <div className="console-list__header">
        <h2 id="broadcasts-heading">Broadcasts</h2>
        <div className="console-list__tools">
          <SearchBox value={filters.search} onSearch={(search) => setFilters({ ...filters, search })} />
          <FilterPanel
            dateHeading="Broadcast Date"
            applied={filters}
            groups={NO_CHOICES}
            onApply={setFilters}
            onReset={() => setFilters(BROADCAST_FILTERS.empty)}
          />
          <button type="button" className="button" onClick={openCreate}>
            + Create BC
          </button>
        </div>
      </div>
      <DataTable
        caption="Broadcasts"
        columns={BROADCAST_COLUMNS}
        rows={data?.broadcasts}
        status={status}
        onRetry={reload}
        rowKey={rowKey}
        onRowClick={(bc) => navigate(broadcastPath(bc.broadcastId))}
        empty={<BroadcastsEmpty noneAtAll={data?.totalCount === 0} onCreate={openCreate} />}
      />
      <CreateBroadcastDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSent={onSent}
        onFailed={reload}
      />
    </section>
  );
}
