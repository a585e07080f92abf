/**
 * What the action cell of a row does, by the kind of list it is in (docs/product.md §2, "Row actions"): the
 * console's two lists with an action column open their row by its id; a row without one says so.
 */
export type TableKind = 'clients' | 'points';

export type RowAction = { kind: 'open'; id: string } | { kind: 'text'; text: string };

const NO_ACTION_TEXT = 'No action required';

const ID_FIELD: Record<TableKind, string> = {
  clients: 'userId',
  points: 'transactionId',
};

export function rowAction(kind: TableKind, row: object): RowAction {
  const id: unknown = (row as Record<string, unknown>)[ID_FIELD[kind]];
  if ((typeof id === 'string' && id !== '') || typeof id === 'number')
    return { kind: 'open', id: String(id) };
  return { kind: 'text', text: NO_ACTION_TEXT };
}
