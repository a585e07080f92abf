/** Builders of store records for tests: sensible defaults, override what the case is about. */
import type {
  AccountRecord,
  BroadcastRecord,
  ClientRecord,
  NewActivity,
  TransactionRecord,
} from '../../../src/backend/records';
import { NO_CONSENT } from '../../../src/domain/email-consent';

export const ADMIN_ID = '64f1c0ffee0000000000a001';

export const anAccount = (overrides: Partial<AccountRecord> = {}): AccountRecord => ({
  _id: ADMIN_ID,
  kind: 'admin',
  name: 'Avery Morgan',
  email: 'admin@loyalloop.demo',
  passwordHash: 'hash',
  image: '',
  role: 'Super Admin',
  location: 'Mississauga',
  createdAt: '2025-01-02T09:00:00.000Z',
  verified: true,
  active: true,
  lastSignInAt: null,
  ...overrides,
});

export const aClient = (overrides: Partial<ClientRecord> = {}): ClientRecord => ({
  userId: 'LL100001',
  name: 'Olivia Tremblay',
  email: 'olivia.tremblay1@example.com',
  phone: '',
  joinDate: '2025-06-01T10:00:00.000Z',
  points: 100,
  location: 'Mississauga',
  blockStatus: 'Active',
  reason: 'Account verified at sign-up',
  notes: '',
  statusLog: [
    { blockStatus: 'Active', reason: 'Account verified at sign-up', createdAt: '2025-06-01T10:00:00.000Z' },
  ],
  ...NO_CONSENT,
  ...overrides,
});

export const aTransaction = (overrides: Partial<TransactionRecord> = {}): TransactionRecord => ({
  transactionId: 'TX0000001',
  clientId: 'LL100001',
  clientName: 'Olivia Tremblay',
  transactionDate: '2025-07-01T12:00:00.000Z',
  totalPoints: 100,
  transactionPoints: 100,
  type: 'add',
  reasonOrService: 'Purchase reward',
  adminUserId: ADMIN_ID,
  adminName: 'Avery Morgan',
  apiKeyId: null,
  location: 'Mississauga',
  ...overrides,
});

export const aBroadcast = (overrides: Partial<BroadcastRecord> = {}): BroadcastRecord => ({
  _id: 'b0adca570000000000000001',
  broadcastId: 'BC00001',
  bcDateTime: '2025-08-01T15:00:00.000Z',
  opened: 3,
  createdBy: 'Avery Morgan',
  description: 'Double points all weekend!',
  location: null,
  resentAt: null,
  resends: 0,
  ...overrides,
});

export const anActivity = (overrides: Partial<NewActivity> = {}): NewActivity => ({
  at: '2025-09-01T08:00:00.000Z',
  adminId: ADMIN_ID,
  adminName: 'Avery Morgan',
  action: 'points.added',
  clientId: 'LL100001',
  clientName: 'Olivia Tremblay',
  broadcastId: null,
  broadcastText: null,
  before: '100',
  after: '150',
  ip: '127.0.0.1',
  ...overrides,
});
