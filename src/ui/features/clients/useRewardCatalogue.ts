import { useEffect, useState } from 'react';
import { isAbort } from '../../../application/request-error';
import { TOKENS } from '../../../application/tokens';
import type { Reward } from '../../../domain/rewards';
import { useService } from '../../shared/hooks/useService';

export type Catalogue = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rewards: Reward[] };

/** The active rewards, read each time the Redeem dialog opens (a Super Admin may have changed them since). */
export function useRewardCatalogue(open: boolean): Catalogue {
  const rewards = useService(TOKENS.Rewards);
  const [catalogue, setCatalogue] = useState<Catalogue>({ status: 'loading' });
  useEffect(() => {
    if (!open) return undefined;
    const controller = new AbortController();
    setCatalogue({ status: 'loading' });
    rewards.list({ archived: false }, controller.signal).then(
      (list) => setCatalogue({ status: 'ready', rewards: list }),
      (error: unknown) => {
        if (!isAbort(error)) setCatalogue({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [open, rewards]);
  return catalogue;
}
