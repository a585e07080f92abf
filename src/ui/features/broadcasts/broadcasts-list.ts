import type { Broadcast, BroadcastPage } from '../../../domain/entities';
import { BROADCAST_FILTERS } from '../../../domain/filters';
import { listOf } from '../../shared/list/list-definition';
import { BROADCAST_COLUMNS } from './broadcast-columns';

/** The broadcasts (docs/product.md §2): by Broadcast Date and nothing else; the answer also counts them all. */
export const BROADCASTS_LIST = listOf(
  'Broadcasts',
  { codec: BROADCAST_FILTERS, dateHeading: 'Broadcast Date', groups: [] },
  BROADCAST_COLUMNS,
  (bc: Broadcast) => bc.broadcastId,
  (answer: BroadcastPage) => answer.rows,
);
