/** What the action cell of a row does, by table kind (docs/product.md §2 "Row actions by table kind"). */
export type TableKind = 'clients' | 'points' | 'broadcasts' | 'pending' | 'completed' | 'earnings' | 'other';

export type RowAction = { kind: 'open'; id: string } | { kind: 'text'; text: string };

/** Earnings rows have no id of their own; they all open this one. */
const EARNINGS_PLACEHOLDER_ID = 'earnings';
const REPOST_TEXT = 'Repost';
const NO_ACTION_TEXT = 'No action required';

const ID_FIELD: Partial<Record<TableKind, string>> = {
  clients: 'userId',
  points: 'transactionId',
  broadcasts: 'broadcastId',
  pending: 'leadId',
};

export function rowAction(kind: TableKind, row: object): RowAction {
  if (kind === 'completed') return { kind: 'text', text: REPOST_TEXT };
  if (kind === 'earnings') return { kind: 'open', id: EARNINGS_PLACEHOLDER_ID };
  const field = ID_FIELD[kind];
  const id: unknown = field ? (row as Record<string, unknown>)[field] : undefined;
  if ((typeof id === 'string' && id !== '') || typeof id === 'number')
    return { kind: 'open', id: String(id) };
  return { kind: 'text', text: NO_ACTION_TEXT };
}
