/** Checks a saved database before trusting it: a corrupt or outdated save must fall back to the seed. */
import type { DbSnapshot } from './records';

type Shape = Record<string, 'string' | 'number' | 'boolean' | 'array'>;

const SHAPES: Record<'accounts' | 'clients' | 'transactions' | 'broadcasts', Shape> = {
  accounts: {
    _id: 'string',
    kind: 'string',
    name: 'string',
    email: 'string',
    passwordHash: 'string',
    image: 'string',
    role: 'string',
    location: 'string',
    createdAt: 'string',
    verified: 'boolean',
  },
  clients: {
    userId: 'string',
    name: 'string',
    email: 'string',
    joinDate: 'string',
    points: 'number',
    location: 'string',
    blockStatus: 'string',
    reason: 'string',
    notes: 'string',
    statusLog: 'array',
  },
  transactions: {
    transactionId: 'string',
    clientId: 'string',
    clientName: 'string',
    transactionDate: 'string',
    totalPoints: 'number',
    transactionPoints: 'number',
    type: 'string',
    reasonOrService: 'string',
    adminUserId: 'string',
    location: 'string',
  },
  broadcasts: {
    _id: 'string',
    broadcastId: 'string',
    bcDateTime: 'string',
    opened: 'number',
    createdBy: 'string',
    description: 'string',
  },
};

const fits = (row: unknown, shape: Shape): boolean => {
  if (typeof row !== 'object' || row === null) return false;
  const record = row as Record<string, unknown>;
  return Object.entries(shape).every(([key, kind]) =>
    kind === 'array' ? Array.isArray(record[key]) : typeof record[key] === kind,
  );
};

export function isSnapshot(value: unknown): value is DbSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const db = value as Record<string, unknown>;
  const sequences = db.sequences as Record<string, unknown> | undefined;
  if (
    db.version !== 1 ||
    typeof sequences?.transaction !== 'number' ||
    typeof sequences.broadcast !== 'number'
  ) {
    return false;
  }
  return (Object.keys(SHAPES) as (keyof typeof SHAPES)[]).every((name) => {
    const rows = db[name];
    return Array.isArray(rows) && rows.every((row) => fits(row, SHAPES[name]));
  });
}
