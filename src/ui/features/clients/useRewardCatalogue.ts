import { useEffect, useMemo, useState } from 'react';
import { isAbort } from '../../../application/request-error';
import { TOKENS } from '../../../application/tokens';
import type { Reward } from '../../../domain/rewards';
import { useService } from '../../shared/hooks/useService';

export type Catalogue = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rewards: Reward[] };

const LOADING: Catalogue = { status: 'loading' };

/** The active rewards, read each time the Redeem dialog opens (a Super Admin may have changed them since). */
export function useRewardCatalogue(open: boolean): Catalogue {
  const rewards = useService(TOKENS.Rewards);
  // A new object per opening: what an earlier opening read is never shown as this one's.
  const opening = useMemo(() => (open ? {} : null), [open]);
  const [read, setRead] = useState<{ opening: object; catalogue: Catalogue } | null>(null);
  useEffect(() => {
    if (opening === null) return undefined;
    const controller = new AbortController();
    rewards.list({ archived: false }, controller.signal).then(
      (list) => setRead({ opening, catalogue: { status: 'ready', rewards: list } }),
      (error: unknown) => {
        if (!isAbort(error)) setRead({ opening, catalogue: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [opening, rewards]);
  return read !== null && read.opening === opening ? read.catalogue : LOADING;
}
