import type { ReactNode } from 'react';
import { PREVIEW_CLIENT_REASON } from '../../shared/previews';
import type { Client } from '../../../domain/entities';
import { MISSING } from '../../../domain/list-dates';
import { phoneDisplay } from '../../../domain/phone';
import { formatDetailDateTime } from '../../shared/format';
import type { DetailRow } from '../../shared/components/details/DetailsTable';
import { Preview } from '../../shared/components/tooltip/Preview';

/** The reason with the time of the latest status-log entry (newest first) beneath it. */
function ReasonDetail({ client }: { client: Client }) {
  const latest = client.statusLog?.[0];
  if (!client.reason && !latest) return null;
  return (
    <>
      <Preview text={client.reason ?? latest?.reason} max={PREVIEW_CLIENT_REASON} />
      {latest && <span className="client-detail__logged">{formatDetailDateTime(latest.createdAt)}</span>}
    </>
  );
}

/** Client ID … Account Notes, as docs/product.md §3 lists them; the notes cell carries its edit button. */
export function clientDetailRows(client: Client, notesCell: ReactNode): DetailRow[] {
  return [
    { field: 'Client ID', detail: client.userId },
    { field: 'Name', detail: client.name },
    { field: 'Email', detail: client.email || MISSING },
    { field: 'Phone', detail: phoneDisplay(client.phone ?? '') || MISSING },
    { field: 'Join Date', detail: formatDetailDateTime(client.joinDate) },
    { field: 'Total Points', detail: String(client.points) },
    { field: 'Preferred Client Location', detail: client.location },
    { field: 'Block Status', detail: client.blockStatus },
    { field: 'Block / Active Reason', detail: <ReasonDetail client={client} /> },
    { field: 'Account Notes', detail: notesCell },
  ];
}
