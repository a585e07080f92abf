import type { Client } from '../../../domain/entities';
import { formatListDate } from '../../shared/format';
import { CLIENT_HEADERS as HEADER } from '../../../domain/list-files';
import type { Column } from '../../shared/components/table/DataTable';
import { UnbrokenText } from '../../shared/components/table/UnbrokenText';
import { WrapText } from '../../shared/components/table/WrapText';
import { ClientStatus } from './ClientStatus';

/** The clients list's columns (docs/product.md §2); View is the table's action column. */
export const CLIENT_COLUMNS: readonly Column<Client>[] = [
  { key: 'userId', header: HEADER.userId, value: (c) => c.userId },
  { key: 'name', header: HEADER.name, value: (c) => c.name, render: (c) => <UnbrokenText text={c.name} /> },
  { key: 'email', header: HEADER.email, value: (c) => c.email, render: (c) => <WrapText text={c.email} /> },
  {
    key: 'joinDate',
    header: HEADER.joinDate,
    value: (c) => c.joinDate,
    text: (c) => formatListDate(c.joinDate),
  },
  { key: 'points', header: HEADER.points, value: (c) => c.points },
  { key: 'location', header: HEADER.location, value: (c) => c.location },
  {
    key: 'blockStatus',
    header: HEADER.blockStatus,
    value: (c) => c.blockStatus,
    render: (c) => <ClientStatus client={c} label={`Status of ${c.name || c.userId}`} />,
  },
];
