/**
 * Points history per client, walked in date order so each transaction's totalPoints is the running balance
 * and the client's balance is the sum of its transactions (the ledger invariant the tests check).
 */
import { DEMO_LOCATIONS } from '../../domain/constants';
import type { AccountRecord, ClientRecord, TransactionRecord } from '../records';
import { transactionIdFor } from '../ids';
import type { Prng } from './prng';
import { ADD_REASONS, SERVICES } from './vocabulary';

const actingAdmin = (admin: Pick<AccountRecord, '_id' | 'name'>) => ({
  adminUserId: admin._id,
  adminName: admin.name,
});

interface Draft {
  client: ClientRecord;
  atMs: number;
}

export function seedTransactions(
  prng: Prng,
  clients: ClientRecord[],
  count: number,
  anchorMs: number,
  admins: readonly Pick<AccountRecord, '_id' | 'name'>[],
): TransactionRecord[] {
  if (clients.length === 0) return [];
  // Over the last year, never before the client joined (parsed once per client, not once per transaction).
  const fromMs = clients.map((c) => Math.max(Date.parse(c.joinDate), anchorMs - 365 * 86_400_000));
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i += 1) {
    const index = prng.int(0, clients.length - 1);
    const client = clients[index];
    const from = fromMs[index];
    if (client === undefined || from === undefined) continue;
    drafts.push({ client, atMs: from + Math.floor(prng.next() * (anchorMs - from)) });
  }
  drafts.sort((a, b) => a.atMs - b.atMs);

  const rows: TransactionRecord[] = drafts.map((draft, index) => {
    const { client } = draft;
    const redeem = client.points >= 50 && prng.chance(0.35);
    const points = redeem ? prng.int(1, Math.floor(client.points / 10)) * 10 : prng.int(1, 25) * 10;
    client.points += redeem ? -points : points;
    return {
      transactionId: transactionIdFor(index + 1),
      clientId: client.userId,
      clientName: client.name,
      transactionDate: new Date(draft.atMs).toISOString(),
      totalPoints: client.points,
      transactionPoints: points,
      type: redeem ? 'redeem' : 'add',
      reasonOrService: redeem ? prng.pick(SERVICES) : prng.pick(ADD_REASONS),
      ...actingAdmin(prng.pick(admins)),
      apiKeyId: null,
      location: redeem ? prng.pick(DEMO_LOCATIONS) : client.location,
    };
  });
  return rows.reverse();
}
