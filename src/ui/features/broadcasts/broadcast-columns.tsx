import { Link } from 'wouter';
import { PREVIEW_BROADCAST_DESCRIPTION } from '../../shared/previews';
import type { Broadcast } from '../../../domain/entities';
import { formatListDateTime } from '../../shared/format';
import type { Column } from '../../shared/components/table/DataTable';
import { Preview } from '../../shared/components/tooltip/Preview';
import { broadcastHref } from '../../shared/routes/paths';

/** The broadcast list's columns (docs/product.md §2). No View column: the row opens the detail, its ID is the keyboard's link. */
export const BROADCAST_COLUMNS: readonly Column<Broadcast>[] = [
  {
    key: 'broadcastId',
    header: 'Broadcast ID',
    value: (bc) => bc.broadcastId,
    render: (bc) => (
      // The row opens the detail too; stop the click here so the link's navigation is the only one.
      <Link
        className="row-link"
        href={broadcastHref(bc.broadcastId)}
        onClick={(event) => event.stopPropagation()}
      >
        {bc.broadcastId}
      </Link>
    ),
  },
  {
    key: 'bcDateTime',
    header: 'Broadcast Date',
    value: (bc) => bc.bcDateTime,
    text: (bc) => formatListDateTime(bc.bcDateTime),
  },
  {
    key: 'description',
    header: 'Description',
    value: (bc) => bc.description,
    render: (bc) => <Preview text={bc.description} max={PREVIEW_BROADCAST_DESCRIPTION} />,
  },
  { key: 'opened', header: 'Opened', value: (bc) => bc.opened },
  { key: 'createdBy', header: 'Created By', value: (bc) => bc.createdBy },
];
