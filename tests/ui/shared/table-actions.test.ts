import { describe, expect, it } from 'vitest';
import { rowAction } from '../../../src/ui/shared/components/table/table-actions';
import type { TableKind } from '../../../src/ui/shared/components/table/table-actions';

const row = { userId: 'CL-1', transactionId: 'TX-1', broadcastId: 'BC-1' };

describe('row actions by table kind', () => {
  it.each<[TableKind, object, ReturnType<typeof rowAction>]>([
    ['clients', row, { kind: 'open', id: 'CL-1' }],
    ['points', row, { kind: 'open', id: 'TX-1' }],
    ['points', { transactionId: 42 }, { kind: 'open', id: '42' }],
    ['clients', {}, { kind: 'text', text: 'No action required' }],
    ['clients', { userId: '' }, { kind: 'text', text: 'No action required' }],
  ])('%s', (kind, r, expected) => {
    expect(rowAction(kind, r)).toEqual(expected);
  });
});
