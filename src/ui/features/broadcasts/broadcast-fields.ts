import type { Broadcast } from '../../../domain/entities';
import { displayValue, formatDetailDateTime } from '../../shared/format';

/** Every field of a broadcast (docs/product.md §3), the full description included. */
export const broadcastFields = (bc: Broadcast) => [
  { field: 'Broadcast ID', detail: displayValue(bc.broadcastId) },
  { field: 'Broadcast Date', detail: formatDetailDateTime(bc.bcDateTime) },
  { field: 'Description', detail: displayValue(bc.description) },
  { field: 'Opened', detail: displayValue(bc.opened) },
  { field: 'Created By', detail: displayValue(bc.createdBy) },
  // docs/product.md §10.27: mailed to one location's clients or all; resends keep the Broadcast Date.
  { field: 'Location', detail: bc.location ?? 'All locations' },
  {
    field: 'Resent',
    detail:
      bc.resends && bc.resentAt ? `${bc.resends} × (last ${formatDetailDateTime(bc.resentAt)})` : 'Never',
  },
  { field: 'Record ID', detail: displayValue(bc._id) },
];
