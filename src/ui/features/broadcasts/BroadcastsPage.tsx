import { useState } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { listBroadcasts } from '../../../application/use-cases/list-broadcasts';
import { useService } from '../../shared/hooks/useService';
import { ListPage } from '../../shared/list/ListPage';
import { useList } from '../../shared/list/useList';
import { useListCsv } from '../../shared/list/useListCsv';
import { broadcastHref } from '../../shared/routes/paths';
import { BROADCASTS_LIST } from './broadcasts-list';
import { BroadcastsEmpty } from './BroadcastsEmpty';
import { CreateBroadcastDialog } from './CreateBroadcastDialog';
import './broadcasts.css';

/** /app/dashboard/broadcasts: the broadcasts, a row opening its detail, and '+ Create BC'. */
export default function BroadcastsPage() {
  const broadcasts = useService(TOKENS.Broadcasts);
  const list = useList(BROADCASTS_LIST, ({ filters }, signal) => listBroadcasts(broadcasts, filters, signal));
  const csv = useListCsv(list, 'broadcasts');
  const [creating, setCreating] = useState(false);
  const [, navigate] = useLocation();
  // Sending resets the filters (docs/product.md §4) and shows the list afresh, the new broadcast in it.
  const onSent = () => {
    setCreating(false);
    list.reset();
    list.reload();
  };
  const create = (
    <button type="button" className="button" onClick={() => setCreating(true)}>
      + Create BC
    </button>
  );
  return (
    <ListPage
      list={list}
      exportCsv={csv}
      actions={create}
      onRowClick={(bc) => navigate(broadcastHref(bc.broadcastId))}
      empty={<BroadcastsEmpty noneAtAll={list.answer?.totalCount === 0} onCreate={() => setCreating(true)} />}
    >
      <CreateBroadcastDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSent={onSent}
        onFailed={list.reload}
      />
    </ListPage>
  );
}
