/** Answers shaped as docs/product.md §7 lists them, for the wire-table tests. */
export const CLIENT = {
  userId: 'C-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  joinDate: '2026-01-05T10:00:00.000Z',
  points: 120,
  location: 'Oakville',
  blockStatus: 'Blocked',
  reason: 'Abuse',
  statusLog: [{ blockStatus: 'Blocked', reason: 'Abuse', createdAt: '2026-02-01T10:00:00.000Z' }],
};

export const TRANSACTION = {
  transactionId: 'T-1',
  clientId: 'C-1',
  clientName: 'Ada Lovelace',
  transactionDate: '2026-02-01T10:00:00.000Z',
  totalPoints: 120,
  transactionPoints: 20,
  type: 'add',
  reasonOrService: 'Birthday',
  adminUserId: 'A-1',
  location: 'Oakville',
};

export const BROADCAST = {
  _id: 'b1',
  broadcastId: 'B-1',
  bcDateTime: '2026-02-01T10:00:00.000Z',
  opened: 3,
  createdBy: 'A-1',
  description: 'Double points this weekend',
};

export const ADMIN = {
  _id: 'A-1',
  name: 'Demo Admin',
  email: 'admin@loyalloop.demo',
  role: 'admin',
  location: 'Oakville',
  createdAt: '2025-06-01T10:00:00.000Z',
};

export const NO_FILTERS = { from: '', to: '', search: '' };
