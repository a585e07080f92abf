import { useState } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { listBroadcasts } from '../../../application/use-cases/list-broadcasts';
import { BROADCAST_FILTERS } from '../../../domain/filters';
import type { BroadcastFilters } from '../../../domain/filters.types';
import type { ChoiceGroup } from '../../shared/components/filters/FilterPanel';
import { DataTable } from '../../shared/components/table/DataTable';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { broadcastHref } from '../../shared/routes/paths';
import { BROADCAST_COLUMNS } from './broadcast-columns';
import { BroadcastsEmpty } from './BroadcastsEmpty';
import { CreateBroadcastDialog } from './CreateBroadcastDialog';
import './broadcasts.css';

/** SPEC §2: the broadcasts filter has the Broadcast Date range and nothing else. */
const NO_CHOICES: readonly ChoiceGroup<BroadcastFilters>[] = [];

/** /app/dashboard/broadcasts: search, a date filter, and '+ Create BC'. */
export default function BroadcastsPage() {
  const broadcasts = useService(TOKENS.Broadcasts);
  const [creating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  const list = useList({
    codec: BROADCAST_FILTERS,
    columns: BROADCAST_COLUMNS,
    load: ({ filters }, signal) => listBroadcasts(broadcasts, filters, signal),
    rows: (answer) => answer.broadcasts,
  });
  // Sending resets the filters (SPEC §4) and shows the list afresh, the new broadcast in it.
  const onSent = () => {
    setCreating(false);
    list.reset();
    list.reload();
  };
  const openCreate = () => setCreating(true);

  return (
    <ListPage
      title="Broadcasts"
      headingId="broadcasts-heading"
      list={list}
      dateHeading="Broadcast Date"
      groups={NO_CHOICES}
      actions={
        <button type="button" className="button" onClick={openCreate}>
          + Create BC
        </button>
      }
    >
      <DataTable
        caption="Broadcasts"
        columns={BROADCAST_COLUMNS}
        {...list.table}
        rowKey={(bc) => bc.broadcastId}
        onRowClick={(bc) => navigate(broadcastHref(bc.broadcastId))}
        empty={<BroadcastsEmpty noneAtAll={list.answer?.totalCount === 0} onCreate={openCreate} />}
      />
      <CreateBroadcastDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSent={onSent}
        onFailed={list.reload}
      />
    </ListPage>
  );
}
