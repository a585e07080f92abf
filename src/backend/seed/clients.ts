import type { BlockStatus } from '../../domain/entities';
import { DEMO_LOCATIONS } from '../../domain/constants';
import { consentFrom, NO_CONSENT } from '../../domain/email-consent';
import type { ClientRecord, StatusLogRecord } from '../records';
import { clientIdFor as clientIdForSequence } from '../ids';
import type { Prng } from './prng';
import { ACTIVE_REASONS, BLOCK_REASONS, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, NOTES } from './vocabulary';

const DAY_MS = 86_400_000;
/** The seed's i-th client is number i + 1 of the client sequence. */
export const clientIdFor = (index: number): string => clientIdForSequence(index + 1);

const emailPart = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** Oldest entry first here; reversed at the end so the record keeps newest first. */
function statusHistory(prng: Prng, joinMs: number, anchorMs: number): StatusLogRecord[] {
  const at = (ms: number): string => new Date(ms).toISOString();
  const log: StatusLogRecord[] = [
    { blockStatus: 'Active', reason: ACTIVE_REASONS[0], createdAt: at(joinMs) },
  ];
  const changes = prng.chance(0.2) ? prng.int(1, 3) : 0;
  let whenMs = joinMs;
  for (let i = 0; i < changes; i += 1) {
    whenMs += prng.int(1, Math.max(1, Math.floor((anchorMs - whenMs) / DAY_MS / 2))) * DAY_MS;
    const blockStatus: BlockStatus = i % 2 === 0 ? 'Blocked' : 'Active';
    const reason = blockStatus === 'Blocked' ? prng.pick(BLOCK_REASONS) : prng.pick(ACTIVE_REASONS.slice(1));
    log.push({ blockStatus, reason, createdAt: at(Math.min(whenMs, anchorMs - 3_600_000)) });
  }
  return log.reverse();
}

export function seedClients(prng: Prng, count: number, anchorMs: number): ClientRecord[] {
  const clients: ClientRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const first = prng.pick(FIRST_NAMES);
    const last = prng.pick(LAST_NAMES);
    const joinMs = anchorMs - prng.int(30, 720) * DAY_MS + prng.int(8 * 3600, 20 * 3600) * 1000;
    const statusLog = statusHistory(prng, joinMs, anchorMs);
    const latest = statusLog[0];
    clients.push({
      userId: clientIdFor(i),
      name: `${first} ${last}`,
      email: `${emailPart(first)}.${emailPart(last)}${i + 1}@${prng.pick(EMAIL_DOMAINS)}`,
      // No phones in the seed: its clients, and every figure drawn from them, stay as they were.
      phone: '',
      joinDate: new Date(joinMs).toISOString(),
      points: 0,
      location: prng.pick(DEMO_LOCATIONS),
      blockStatus: latest?.blockStatus ?? 'Active',
      reason: latest?.reason ?? '',
      notes: prng.pick(NOTES),
      statusLog,
      // Two clients in three said yes at enrolment: a demo broadcast reaches some and skips others. Taken
      // from the number, not the generator, so every other seeded value stays as it was.
      ...(i % 3 === 2 ? NO_CONSENT : consentFrom(true, 'enrolment', joinMs)),
    });
  }
  // Newest member first, as the list shows them.
  return clients.sort((a, b) => (a.joinDate < b.joinDate ? 1 : a.joinDate > b.joinDate ? -1 : 0));
}
