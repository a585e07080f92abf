/** What the programme owes and what is about to expire, for the Overview (docs/product.md §10.28). */
import { EXPIRING_SOON_DAYS, MONTH_END_SLACK_DAYS, earnedBefore, expiringWithin } from '../../domain/expiry';
import { liabilityCents, type Programme } from '../../domain/programme';
import type { StoreReads } from '../ports';
import { lotHolderBatches } from './lot-holders';

/** Clients judged per batch. */
const BATCH = 1000;

/** The points of every lot that expires after `now` and within EXPIRING_SOON_DAYS days; months count in `zone`. */
export async function expiringSoon(
  store: Pick<StoreReads, 'lotHolders' | 'movementsOf'>,
  months: number | null,
  now: number,
  zone: string,
): Promise<number> {
  if (months === null) return 0;
  // Only lots earned from `months` before now to `months` before the horizon can expire within it.
  const query = {
    earnedFrom: earnedBefore(now, months, -MONTH_END_SLACK_DAYS),
    earnedBefore: earnedBefore(now + EXPIRING_SOON_DAYS * 86_400_000, months, MONTH_END_SLACK_DAYS),
    size: BATCH,
  };
  let total = 0;
  for await (const { entriesOf } of lotHolderBatches(store, query))
    for (const entries of entriesOf.values())
      total += expiringWithin(entries, months, now, EXPIRING_SOON_DAYS, zone);
  return total;
}

export const programmeFigures = async (
  store: Pick<StoreReads, 'lotHolders' | 'movementsOf'>,
  programme: Programme,
  pointsOutstanding: number,
  now: number,
  /** The business's zone: a lot's months are its calendar's (docs/product.md §10.31). */
  zone: string,
) => ({
  liabilityCents: liabilityCents(pointsOutstanding, programme),
  expiringNext30Days: await expiringSoon(store, programme.expiryMonths, now, zone),
});
